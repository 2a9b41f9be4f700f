"""The server-settings repository: what each server chose, who changed it and when."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta
from typing import Any, Final

from sqlalchemy import BigInteger, Integer, bindparam, delete, func, insert, select, text, update

from domain.settings import DECLARED_SETTINGS, LIST_KINDS, ServerChoices
from domain.time import utcnow
from storage.async_engine import AsyncConnection
from storage.models import PUBLIC_POSTS, SERVER_SETTINGS
from storage.repos.base import RepositoryCore, rowcount
from storage.sqlite import pipeline

PUBLIC_POST_WINDOW_S: Final = 60
"""The window of the per-member limit on public posts: posts per minute."""


class PublicPostLimitError(Exception):
    """The member made the bot post its limit of public messages within the window; another
    is possible at ``retry_at``."""

    def __init__(self, user_id: str, retry_at: datetime) -> None:
        super().__init__(f"{user_id} reached the public post limit until {retry_at}")
        self.user_id = user_id
        self.retry_at = retry_at


SETTING_FIELDS: Final = tuple(s.name for s in DECLARED_SETTINGS)
"""The per-server settings a server can change (``None`` restores the bot's default)."""


def _settings_of(server_id: str) -> Any:
    return select(SERVER_SETTINGS).where(SERVER_SETTINGS.c.server_id == server_id)


class SettingsRepository(RepositoryCore):
    """Reads and changes of the per-server settings (one row per server that chose any)."""

    async def get_server_settings(self, server_id: str) -> ServerChoices | None:
        """What the server chose; ``None`` when it never changed anything."""

        async def work(connection: AsyncConnection) -> ServerChoices | None:
            row = (await connection.execute(_settings_of(server_id))).one_or_none()
            return None if row is None else settings_record(row)

        return await self._db.read(work)

    async def list_server_settings(self) -> list[ServerChoices]:
        """Every server's stored settings."""

        async def work(connection: AsyncConnection) -> list[ServerChoices]:
            rows = await connection.execute(
                select(SERVER_SETTINGS).order_by(SERVER_SETTINGS.c.server_id)
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
        for listed in _LISTS:
            if changes.get(listed) is not None:
                changes[listed] = list(changes[listed])

        async def work(connection: AsyncConnection) -> ServerChoices:
            result = await connection.execute(
                update(SERVER_SETTINGS)
                .where(SERVER_SETTINGS.c.server_id == server_id)
                .values(**changes, updated_by=by, updated_at=moment)
            )
            if rowcount(result) == 0:
                await connection.execute(
                    insert(SERVER_SETTINGS).values(
                        server_id=server_id, **changes, updated_by=by, updated_at=moment
                    )
                )
            return settings_record((await connection.execute(_settings_of(server_id))).one())

        return await self._db.write(work)

    async def claim_public_post(
        self,
        server_id: str,
        user: tuple[str, str],
        *,
        limit: int,
        now: datetime | None = None,
        window_s: int = PUBLIC_POST_WINDOW_S,
    ) -> int:
        """Count one more public post of ``user`` (user id, name) in ``server_id``; its id.

        One transaction that first takes the member's lock (PostgreSQL: an advisory lock of
        the transaction, taken by the one statement of the claim, a function: a lock on the
        player's row would need a row, and a write to it, for members who never played;
        SQLite: the write lock of its first statement), so two processes posting for one
        member take turns, forgets the member's posts older than the window,
        then counts the rest: at ``limit`` already, it raises :class:`PublicPostLimitError`
        with the moment the oldest leaves the window, and stores nothing (nor touches the
        member's player row: a refused command changes nothing). ``limit`` 0: no limit
        (still counted, so lowering the limit later applies at once).
        """
        moment = now or utcnow()
        mine = {"p_server_id": server_id, "p_user_id": user[0]}
        since = mine | {"p_since": moment - timedelta(seconds=window_s)}
        claim = since | {"p_at": moment, "p_limit": limit if limit > 0 else _NO_LIMIT}

        def refused(oldest: datetime) -> PublicPostLimitError:
            return PublicPostLimitError(user[0], _aware(oldest) + timedelta(seconds=window_s))

        async def work(connection: AsyncConnection) -> int:
            """SQLite: first a write, which takes the file's write lock, so the count in the
            claim is what every other process sees too. Nothing waits for it."""
            await pipeline(connection, _FORGET_OLD_POSTS, since)
            post_id = (await connection.execute(_CLAIM_POST, claim)).scalar()
            if post_id is not None:
                return int(post_id)
            raise refused(await _read_scalar(connection, _OLDEST_POST, mine))

        # The hot path (every board posted claims one): it joins the group commit on SQLite;
        # on PostgreSQL it is one statement (the function of migration 0013, which takes the
        # lock itself). The refusal undoes this write alone, the old posts' deletion included.
        if self._db.one_statement_writes:
            lock = _post_lock(server_id, user[0])
            post_id = await self._claim_in_one_statement(claim | {"p_lock": lock})
            if post_id is not None:
                return post_id
            oldest = await self._db.read(
                lambda connection: _read_scalar(connection, _OLDEST_POST, mine)
            )
            raise refused(oldest)
        return await self._db.submit(work)

    async def _claim_in_one_statement(self, claim: dict[str, Any]) -> int | None:
        """PostgreSQL: :data:`_CLAIM_IN_ONE_STATEMENT` in autocommit, straight to asyncpg; the
        post's id, or ``None`` at the limit. Run again if its connection is lost, even once
        sent: a claim counted twice only lets the member post one board fewer that minute."""
        from storage.postgres.prepared import write

        async def work(connection: AsyncConnection) -> int | None:
            found = (await write(connection, _CLAIM_IN_ONE_STATEMENT, claim))[0].id
            return None if found is None else int(found)

        return await self._db.write_one_statement(work, repeatable=True)

    async def release_public_post(self, post_id: int) -> None:
        """Forget a post claimed for a message that was never posted (the command was refused)."""

        async def work(connection: AsyncConnection) -> None:
            await pipeline(connection, _RELEASE_POST, {"p_id": post_id})

        await self._db.submit(work)


POSTS = PUBLIC_POSTS
_MINE = (POSTS.c.server_id == bindparam("p_server_id")) & (
    POSTS.c.user_id == bindparam("p_user_id")
)
_NO_LIMIT: Final = 2**31 - 1
"""The limit a claim is checked against when the server set none (0): never reached."""
_FORGET_OLD_POSTS: Final = delete(POSTS).where(
    _MINE, POSTS.c.posted_at <= bindparam("p_since", type_=POSTS.c.posted_at.type)
)
_CLAIM_POST: Final = (
    insert(POSTS)
    .from_select(
        ["server_id", "user_id", "posted_at"],
        select(
            bindparam("p_server_id", type_=POSTS.c.server_id.type),
            bindparam("p_user_id", type_=POSTS.c.user_id.type),
            bindparam("p_at", type_=POSTS.c.posted_at.type),
        ).where(
            select(func.count())
            .select_from(POSTS)
            .where(_MINE, POSTS.c.posted_at > bindparam("p_since", type_=POSTS.c.posted_at.type))
            .scalar_subquery()
            < bindparam("p_limit")
        ),
    )
    .returning(POSTS.c.id)
)
"""The member's post, inserted only while they have fewer than ``p_limit`` in the window
(``p_since`` on): its id, or no row at the limit. One round trip."""
_OLDEST_POST: Final = select(func.min(POSTS.c.posted_at).label("oldest")).where(_MINE)
_CLAIM_IN_ONE_STATEMENT: Final = (
    text(
        "SELECT ttt_claim_public_post(:p_server_id, :p_user_id, :p_lock, :p_at, :p_since,"
        " :p_limit) AS id"
    )
    .bindparams(
        bindparam("p_server_id", type_=POSTS.c.server_id.type),
        bindparam("p_user_id", type_=POSTS.c.user_id.type),
        bindparam("p_lock", type_=BigInteger()),
        bindparam("p_at", type_=POSTS.c.posted_at.type),
        bindparam("p_since", type_=POSTS.c.posted_at.type),
        bindparam("p_limit", type_=Integer()),
    )
    .columns(id=POSTS.c.id.type)
)
"""PostgreSQL: the claim as one statement (:data:`storage.models.CLAIM_PUBLIC_POST`): the
post's id, or null at the limit."""
_RELEASE_POST: Final = delete(POSTS).where(POSTS.c.id == bindparam("p_id"))


async def _read_scalar(connection: AsyncConnection, query: Any, params: dict[str, Any]) -> Any:
    return (await connection.execute(query, params)).scalar_one()


def _post_lock(server_id: str, user_id: str) -> int:
    """The advisory lock key of a member's public posts in a server (a signed 64-bit int)."""
    digest = hashlib.blake2b(f"posts:{server_id}:{user_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _aware(moment: datetime | str) -> datetime:
    """``func.min`` loses the column type on some backends: normalise to aware UTC."""
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


_LISTS: Final = tuple(s.name for s in DECLARED_SETTINGS if s.kind in LIST_KINDS)
"""Settings stored as a JSON list, read back as a tuple."""


def settings_record(row: Any) -> ServerChoices:
    """A :class:`~domain.settings.ServerChoices` from its row: the settings it holds a value
    for (``NULL``: the bot's default)."""
    values = {name: getattr(row, name) for name in SETTING_FIELDS}
    chosen = {name: value for name, value in values.items() if value is not None}
    for listed in _LISTS:
        if listed in chosen:
            chosen[listed] = tuple(chosen[listed])
    return ServerChoices(
        server_id=row.server_id,
        updated_by=row.updated_by,
        updated_at=row.updated_at,
        chosen=chosen,
    )
