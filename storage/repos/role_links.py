"""Reads and writes of the linked-roles tokens (:data:`storage.role_links.ROLE_LINKS`)."""

from __future__ import annotations

from typing import Final

from domain.time import utcnow
from storage.async_engine import AsyncConnection
from storage.repos.base import RepositoryCore
from storage.role_links import FIND_LINK, FORGET_LINK, ROLE_LINKS, RoleLink
from storage.upserts import InsertIfNew

SAVE_LINK: Final = InsertIfNew(
    ROLE_LINKS,
    refresh=("access_token", "refresh_token", "expires_at", "scope", "updated_at"),
    key=(ROLE_LINKS.c.user_id.name,),
)
"""A member's first link, or their new tokens: one statement on both databases."""


class RoleLinksRepository(RepositoryCore):
    """The members' linked-roles tokens."""

    async def save_role_link(self, link: RoleLink) -> None:
        """Keep ``link`` (a new one, or fresh tokens for the member's)."""
        row = {
            "user_id": link.user_id,
            "access_token": link.access_token,
            "refresh_token": link.refresh_token,
            "expires_at": link.expires_at,
            "scope": link.scope,
            "updated_at": utcnow(),
        }

        async def work(connection: AsyncConnection) -> None:
            await connection.execute(SAVE_LINK[connection.dialect.name], row)

        await self._db.write(work)

    async def role_link(self, user_id: str) -> RoleLink | None:
        """The member's link; ``None`` when they never linked (or it was forgotten)."""

        async def work(connection: AsyncConnection) -> RoleLink | None:
            found = await connection.execute(FIND_LINK.where(ROLE_LINKS.c.user_id == user_id))
            row = found.first()
            if row is None:
                return None
            return RoleLink(
                row.user_id, row.access_token, row.refresh_token, row.expires_at, row.scope
            )

        return await self._db.read(work)

    async def forget_role_link(self, user_id: str) -> None:
        """Drop the member's link (Discord refuses its tokens: they unlinked the app)."""

        async def work(connection: AsyncConnection) -> None:
            await connection.execute(FORGET_LINK.where(ROLE_LINKS.c.user_id == user_id))

        await self._db.write(work)
