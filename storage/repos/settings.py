"""The server-settings repository: what each server chose, who changed it and when."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from domain.settings import ServerChoices
from domain.time import utcnow
from storage.models import ServerSettingsRow
from storage.repos.base import NO_SYNC, RepositoryCore, rowcount

SETTING_FIELDS: Final = (
    "agent",
    "allowed_channels",
    "multiple_games",
    "move_timeout_s",
    "challenge_cooldown_s",
    "language",
    "fair_target",
)
"""The per-server settings a server can change (``None`` restores the bot's default)."""


class SettingsRepository(RepositoryCore):
    """Reads and changes of the per-server settings (one row per server that chose any)."""

    async def get_server_settings(self, server_id: str) -> ServerChoices | None:
        """What the server chose; ``None`` when it never changed anything."""

        async def work(session: AsyncSession) -> ServerChoices | None:
            row = await session.get(ServerSettingsRow, server_id)
            return None if row is None else settings_record(row)

        return await self._db.read(work)

    async def list_server_settings(self) -> list[ServerChoices]:
        """Every server's stored settings."""

        async def work(session: AsyncSession) -> list[ServerChoices]:
            rows = await session.scalars(
                select(ServerSettingsRow).order_by(ServerSettingsRow.server_id)
            )
            return [settings_record(r) for r in rows]

        return await self._db.read(work)

    async def update_server_settings(
        self,
        server_id: str,
        *,
        by: str | None,
        now: datetime | None = None,
        **changes: Any,
    ) -> ServerChoices:
        """Change some of :data:`SETTING_FIELDS` (``None`` = back to the default).

        Values are stored as given: validating them is the service's job.
        """
        unknown = set(changes) - set(SETTING_FIELDS)
        if unknown:
            raise ValueError(f"unknown server settings: {', '.join(sorted(unknown))}")
        moment = now or utcnow()
        if "allowed_channels" in changes and changes["allowed_channels"] is not None:
            changes["allowed_channels"] = list(changes["allowed_channels"])

        async def work(session: AsyncSession) -> ServerChoices:
            result = await session.execute(
                update(ServerSettingsRow)
                .where(ServerSettingsRow.server_id == server_id)
                .values(**changes, updated_by=by, updated_at=moment),
                execution_options=NO_SYNC,
            )
            if rowcount(result) == 0:
                await session.execute(
                    insert(ServerSettingsRow).values(
                        server_id=server_id, **changes, updated_by=by, updated_at=moment
                    )
                )
            row = await session.get(ServerSettingsRow, server_id, populate_existing=True)
            assert row is not None
            return settings_record(row)

        return await self._db.write(work)


def settings_record(row: ServerSettingsRow) -> ServerChoices:
    """A :class:`~domain.settings.ServerChoices` from its row."""
    return ServerChoices(
        server_id=row.server_id,
        agent=row.agent,
        allowed_channels=tuple(row.allowed_channels) if row.allowed_channels is not None else None,
        multiple_games=row.multiple_games,
        move_timeout_s=row.move_timeout_s,
        challenge_cooldown_s=row.challenge_cooldown_s,
        updated_by=row.updated_by,
        updated_at=row.updated_at,
        language=row.language,
        fair_target=row.fair_target,
    )
