"""The async repository: every read and write the game service makes, one method each.

Each write method is one transaction. A move (or several, e.g. a human move and the agent's
reply) is applied by :meth:`Repository.apply_moves`: the guarded ``UPDATE games ... WHERE id =
:id AND version = :expected`` comes first, then the move rows, the transitions the moves
complete and, when the game ends, the players' stats — all committed together or not at all.
If the guard matches no row, :class:`~storage.errors.VersionConflictError` is raised and
nothing is written.

Writes always start with a write statement (the guard, or an ``UPDATE`` of the row to touch),
so on SQLite a writer takes the database's write lock before it reads anything it depends on,
and writers of two processes queue on the busy timeout instead of one failing on a stale
snapshot; within a process they take turns on a lock (see :class:`Repository`). On SQLite the
move's statements are pipelined to the connection thread (:mod:`storage.sqlite_driver`): the
guard's row count is checked there, and the commit is the one wait. Writes that arrive while a
transaction is being written are group-committed: the next transaction holds them all, each in
a savepoint of its own, so a write whose guard fails is rolled back alone (its caller gets the
:class:`VersionConflictError`) and the others commit; each write stays all or nothing. The SQL
is portable (no SQLite-only statements): the same code runs on PostgreSQL, where the reads
that feed an update use ``SELECT ... FOR UPDATE``.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Final, Literal, TypeVar, cast

from sqlalchemy import Select, Table, and_, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.orm import aliased

from engine import Board, GameOverError, Mark
from storage.db import DEFAULT_DATABASE_URL, create_engine, is_sqlite
from storage.errors import (
    AgentVersionConflictError,
    AgentVersionNotFoundError,
    ChallengeNotFoundError,
    ChallengeStateError,
    GameNotFoundError,
    VersionConflictError,
    database_unavailable,
)
from storage.models import (
    GLOBAL_SCOPE,
    AgentVersion,
    Challenge,
    Game,
    Move,
    Player,
    PlayerRating,
    PlayerRecord,
    ServerSetting,
    Transition,
    challenge_pair,
)
from storage.rating import MIN_RANKED_GAMES, RatingState
from storage.records import (
    WDL,
    AgentVersionRecord,
    ChallengeRecord,
    ChallengeStatus,
    GameRecord,
    GameStatus,
    LeaderboardEntry,
    MoveRecord,
    PlayerStatsRecord,
    ServerSettingsRecord,
    SideRecord,
    TransitionRecord,
)
from storage.sqlite_driver import (
    FewerRoundTripsConnection,
    RowCountError,
    WalCheckpointer,
    pipelined,
)
from storage.stats import StatsSnapshot, add_outcome, game_updates, opponent_key, scopes_of
from storage.transitions import Decider, Result, completed_transitions

T = TypeVar("T")

SETTING_FIELDS: Final = (
    "agent",
    "allowed_channels",
    "multiple_games",
    "move_timeout_s",
    "challenge_cooldown_s",
)
"""The per-server settings a server can change (``None`` restores the bot's default)."""

_NO_SYNC: Final = {"synchronize_session": False}
"""Bulk UPDATE/DELETE here never need to refresh objects in the session (it holds none)."""

_XP = aliased(Player, name="xp")
_OP = aliased(Player, name="op")
_CHALLENGER = aliased(Player, name="challenger")
_OPPONENT = aliased(Player, name="opponent")
_XP_T = Player.__table__.alias("xp")
_OP_T = Player.__table__.alias("op")

# The hot path (moves, stats, players) runs prebuilt Core statements on a connection: built
# once, their compiled form and cache key are reused, which is most of the cost of a short
# transaction in SQLAlchemy. Bound parameter names start with ``p_`` (column names are
# reserved in SET clauses).
_GAMES = cast(Table, Game.__table__)
_MOVES = cast(Table, Move.__table__)
_TRANSITIONS = cast(Table, Transition.__table__)
_PLAYERS = cast(Table, Player.__table__)
_RATINGS = cast(Table, PlayerRating.__table__)
_RECORDS = cast(Table, PlayerRecord.__table__)

_GUARDED_UPDATE: Final = (
    update(_GAMES)
    .where(_GAMES.c.id == bindparam("p_id"), _GAMES.c.version == bindparam("p_expected"))
    .values(
        board=bindparam("p_board"),
        to_move=bindparam("p_to_move"),
        ply=bindparam("p_ply"),
        status=bindparam("p_status"),
        winner=bindparam("p_winner"),
        version=bindparam("p_version"),
        updated_at=bindparam("p_updated_at", type_=_GAMES.c.updated_at.type),
        finished_at=bindparam("p_finished_at", type_=_GAMES.c.finished_at.type),
    )
)
_INSERT_MOVE: Final = insert(_MOVES)
_INSERT_TRANSITION: Final = insert(_TRANSITIONS)
_INSERT_GAME: Final = insert(_GAMES)
_TOUCH_PLAYER: Final = (
    update(_PLAYERS)
    .where(_PLAYERS.c.user_id == bindparam("p_user_id"))
    .values(
        display_name=bindparam("p_name"),
        last_seen=bindparam("p_now", type_=_PLAYERS.c.last_seen.type),
    )
)
_INSERT_PLAYER: Final = insert(_PLAYERS)
_SEEN_PLAYER: Final = (
    update(_PLAYERS)
    .where(_PLAYERS.c.user_id == bindparam("p_user_id"))
    .values(last_seen=bindparam("p_now", type_=_PLAYERS.c.last_seen.type))
)
_SELECT_STATS: Final = (
    # The rating rows of a game's players (one or two) in its two scopes, each with whether
    # the record against this game's kind of opponent exists yet (it is the same kind for
    # every human of a game: the agent, or "people"). A record row never exists without its
    # rating row: both are written together.
    select(_RATINGS, _RECORDS.c.opponent.label("record_opponent"))
    .select_from(
        _RATINGS.outerjoin(
            _RECORDS,
            and_(
                _RECORDS.c.user_id == _RATINGS.c.user_id,
                _RECORDS.c.scope == _RATINGS.c.scope,
                _RECORDS.c.opponent == bindparam("p_opponent"),
            ),
        )
    )
    .where(
        _RATINGS.c.user_id.in_([bindparam("p_user_1"), bindparam("p_user_2")]),
        _RATINGS.c.scope.in_([bindparam("p_scope_1"), bindparam("p_scope_2")]),
    )
    .with_for_update(of=_RATINGS)
)
_UPDATE_RATING: Final = (
    update(_RATINGS)
    .where(_RATINGS.c.user_id == bindparam("p_user_id"), _RATINGS.c.scope == bindparam("p_scope"))
    .values(
        rating=bindparam("p_rating"),
        games=bindparam("p_games"),
        wins=bindparam("p_wins"),
        draws=bindparam("p_draws"),
        losses=bindparam("p_losses"),
        streak=bindparam("p_streak"),
        best_streak=bindparam("p_best_streak"),
        updated_at=bindparam("p_now", type_=_RATINGS.c.updated_at.type),
    )
)
_INSERT_RATING: Final = insert(_RATINGS)
_BUMP_RECORD: Final = (
    update(_RECORDS)
    .where(
        _RECORDS.c.user_id == bindparam("p_user_id"),
        _RECORDS.c.scope == bindparam("p_scope"),
        _RECORDS.c.opponent == bindparam("p_opponent"),
    )
    .values(
        wins=_RECORDS.c.wins + bindparam("p_wins"),
        draws=_RECORDS.c.draws + bindparam("p_draws"),
        losses=_RECORDS.c.losses + bindparam("p_losses"),
    )
)
_INSERT_RECORD: Final = insert(_RECORDS)
_SET_MESSAGE: Final = (
    update(_GAMES)
    .where(_GAMES.c.id == bindparam("p_id"))
    .values(message_id=bindparam("p_message_id"))
)
# The reads of every click and start, in one statement each: the game row (repeated) with one
# move per row, in order (a single row with no cell before the first move).
_GAME_WITH_CELLS: Final = (
    select(
        _GAMES,
        _XP_T.c.display_name.label("x_name"),
        _OP_T.c.display_name.label("o_name"),
        _MOVES.c.cell.label("move_cell"),
    )
    .outerjoin(_XP_T, _XP_T.c.user_id == _GAMES.c.x_user_id)
    .outerjoin(_OP_T, _OP_T.c.user_id == _GAMES.c.o_user_id)
    .outerjoin(_MOVES, _MOVES.c.game_id == _GAMES.c.id)
)
_SELECT_GAME: Final = _GAME_WITH_CELLS.where(_GAMES.c.id == bindparam("p_id")).order_by(
    _MOVES.c.ply
)
_ACTIVE_GAME_ID: Final = (
    select(_GAMES.c.id)
    .where(
        _GAMES.c.status == GameStatus.ACTIVE.value,
        _GAMES.c.server_id == bindparam("p_server_id"),
        _GAMES.c.channel_id == bindparam("p_channel_id"),
        or_(
            _GAMES.c.x_user_id == bindparam("p_user_id"),
            _GAMES.c.o_user_id == bindparam("p_user_id"),
        ),
    )
    .order_by(_GAMES.c.id.desc())
    .limit(1)
    .scalar_subquery()
)
_SELECT_ACTIVE_GAME: Final = _GAME_WITH_CELLS.where(_GAMES.c.id == _ACTIVE_GAME_ID).order_by(
    _MOVES.c.ply
)

GROUP_COMMIT_MAX: Final = 100
"""At most this many writes share one group-commit transaction."""


def utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass(slots=True)
class _Job:
    """A write waiting for the group commit, and where its caller waits for its outcome."""

    work: Callable[[AsyncConnection], Awaitable[Any]]
    future: asyncio.Future[Any]


class Repository:
    """Games, moves, players, stats, transitions, server settings, agent versions, challenges.

    Build it with :meth:`open` (which migrates the schema) and :meth:`close` it at the end; it
    is also an async context manager. All times are aware UTC ``datetime``; methods that write
    take an optional ``now`` so tests can control the clock.

    On SQLite, which runs one writer at a time anyway, the repository's writes take turns on an
    ``asyncio.Lock`` and the hot path keeps one connection for them: writers of this process
    queue in order instead of sleeping in SQLite's busy handler, and a move does not pay for a
    pool checkout. The hot-path writes (games, moves, players) queue for a group commit: the
    ones waiting when the writer is free are written in one transaction (see :meth:`_flush`).
    Reads use the pool (WAL: readers never wait for the writer). Other processes on the same
    file are still kept apart by SQLite's lock and the version guard.
    On other databases writes run concurrently on pooled connections.
    """

    def __init__(self, engine: AsyncEngine, *, checkpointer: WalCheckpointer | None = None) -> None:
        self.engine = engine
        self._checkpointer = checkpointer
        self._sessions = async_sessionmaker(engine, expire_on_commit=False)
        self._one_writer = engine.dialect.name == "sqlite"
        self._write_lock = asyncio.Lock()
        self._writer: AsyncConnection | None = None
        self._queue: list[_Job] = []
        """Writes waiting for the group commit (SQLite)."""
        self._flusher: asyncio.Task[None] | None = None

    @classmethod
    async def open(
        cls, url: str | URL = DEFAULT_DATABASE_URL, *, migrate: bool = True, **options: Any
    ) -> Repository:
        """Connect to ``url`` and, unless ``migrate=False``, upgrade the schema to the newest.

        A SQLite file gets a :class:`WalCheckpointer` (stopped by :meth:`close`).
        """
        try:
            parsed = make_url(url) if isinstance(url, str) else url
        except Exception as exc:  # not a URL at all
            raise database_unavailable(url, exc) from exc
        sqlite_file = is_sqlite(parsed) and parsed.database not in (None, "", ":memory:")
        try:
            engine = create_engine(parsed, background_checkpoints=sqlite_file, **options)
        except Exception as exc:  # an unknown dialect or driver
            raise database_unavailable(parsed, exc) from exc
        try:
            if migrate:
                from storage.migrate import upgrade

                await upgrade(engine)
            else:
                await _check_readable(engine)
            if sqlite_file:
                await _check_writable(engine)
        except Exception as exc:
            await engine.dispose()
            raise database_unavailable(parsed, exc) from exc
        except BaseException:
            await engine.dispose()
            raise
        checkpointer = None
        if sqlite_file:
            checkpointer = WalCheckpointer(engine)
            checkpointer.start()
        return cls(engine, checkpointer=checkpointer)

    async def close(self) -> None:
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        async with self._write_lock:
            await self._drop_writer()
        if self._checkpointer is not None:
            await self._checkpointer.stop()
        await self.engine.dispose()

    async def __aenter__(self) -> Repository:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- transactions -------------------------------------------------------------------------

    @asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """This process's turn to write (SQLite: one at a time; elsewhere: no waiting)."""
        if not self._one_writer:
            yield
            return
        async with self._write_lock:
            yield

    async def _write(self, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
        """Run ``work`` in one transaction; retry once if a concurrent insert collided.

        (On PostgreSQL two transactions may both insert a player's first stats row; the loser
        of that race is rolled back whole and simply runs again.)
        """
        for attempt in range(2):
            try:
                async with self._turn(), self._sessions.begin() as session:
                    return await work(session)
            except IntegrityError:
                if attempt == 1:
                    raise
        raise AssertionError("unreachable")

    async def _read(self, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
        async with self._sessions() as session:
            return await work(session)

    async def _write_core(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """Like :meth:`_write`, on a bare connection (the hot path: no ORM unit of work).

        On SQLite the write joins the group commit: writes that queue while a transaction is
        being written go together into the next one (see :meth:`_flush`).
        """
        if not self._one_writer:
            return await self._write_core_alone(work)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.append(_Job(work, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush(), name="storage-group-commit")
        return cast(T, await future)

    async def _write_core_alone(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """``work`` in a transaction of its own; retry once if a concurrent insert collided.
        On SQLite the caller holds the write lock."""
        for attempt in range(2):
            try:
                if not self._one_writer:
                    async with self.engine.begin() as connection:
                        return await work(connection)
                connection = await self._writer_connection()
                try:
                    async with connection.begin():
                        return await work(connection)
                except BaseException:
                    await self._drop_writer()  # back to the pool, which resets it
                    raise
            except IntegrityError:
                if attempt == 1:
                    raise
        raise AssertionError("unreachable")

    async def _flush(self) -> None:
        """Write the queued writes, batch after batch, until the queue is empty.

        A batch is one transaction holding each write in a savepoint segment
        (:meth:`~storage.sqlite_driver.FewerRoundTripsConnection.begin_segment`), its
        statements pipelined: a write whose version guard matched no row is rolled back to its
        savepoint and gets its :class:`RowCountError` (its caller: a
        :class:`VersionConflictError`) while the others are committed; the batch costs one
        wait instead of one per write. Any other failure rolls the batch back whole and its
        writes run again one transaction each, as without group commit (each caller then gets
        its own result or error). A write whose caller was cancelled before its batch started
        is dropped.
        """
        while self._queue:
            jobs = [job for job in self._queue[:GROUP_COMMIT_MAX] if not job.future.done()]
            del self._queue[:GROUP_COMMIT_MAX]
            if not jobs:
                continue
            try:
                async with self._write_lock:
                    await self._write_batch(jobs)
            except BaseException as error:
                for job in jobs:
                    if not job.future.done():
                        if isinstance(error, Exception):
                            job.future.set_exception(error)
                        else:
                            job.future.cancel()
                if not isinstance(error, Exception):
                    for job in self._queue:
                        job.future.cancel()
                    self._queue.clear()
                    raise

    async def _write_batch(self, jobs: list[_Job]) -> None:
        driver = None
        if len(jobs) > 1:
            connection = await self._writer_connection()
            raw = (await connection.get_raw_connection()).driver_connection
            if isinstance(raw, FewerRoundTripsConnection) and raw.can_segment:
                driver = raw
        if driver is None:
            for job in jobs:
                await self._write_job_alone(job)
            return
        values: list[Any] = []
        try:
            async with connection.begin():
                for number, job in enumerate(jobs):
                    driver.begin_segment(number)
                    try:
                        values.append(await job.work(connection))
                    except RowCountError:
                        values.append(None)  # the segment is rolled back at its end
                    driver.end_segment(number)
                outcome = await driver.batch_outcome()
        except Exception:
            await self._drop_writer()
            for job in jobs:  # nothing of the batch was committed: one by one, as before
                await self._write_job_alone(job)
            return
        except BaseException:
            await self._drop_writer()
            raise
        for number, job in enumerate(jobs):
            if job.future.done():
                continue
            error = outcome.get(number)
            if error is not None:
                job.future.set_exception(error)
            else:
                job.future.set_result(values[number])

    async def _write_job_alone(self, job: _Job) -> None:
        if job.future.done():  # its caller was cancelled before this write began
            return
        try:
            value = await self._write_core_alone(job.work)
        except Exception as error:
            if not job.future.done():
                job.future.set_exception(error)
        else:
            if not job.future.done():
                job.future.set_result(value)

    async def _writer_connection(self) -> AsyncConnection:
        """The connection kept for writes (SQLite; only used with the write lock held)."""
        if self._writer is None or self._writer.closed or self._writer.invalidated:
            self._writer = await self.engine.connect()
        return self._writer

    async def _drop_writer(self) -> None:
        writer, self._writer = self._writer, None
        if writer is not None and not writer.closed:
            await writer.close()

    async def _guarded_write(
        self, game: GameRecord, work: Callable[[AsyncConnection], Awaitable[T]]
    ) -> T:
        """:meth:`_write_core` for a write that starts with :func:`_guarded_update`.

        On SQLite the guard is pipelined (see :mod:`storage.sqlite_driver`): when it matched no
        row, the next awaited statement or the commit raises :class:`RowCountError`, nothing is
        committed, and that becomes the same :class:`VersionConflictError` as elsewhere.
        """
        try:
            return await self._write_core(work)
        except RowCountError:
            raise VersionConflictError(game.id, game.version) from None

    async def _read_core(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        async with self.engine.connect() as connection:
            return await work(connection)

    # -- players ------------------------------------------------------------------------------

    async def touch_player(self, user_id: str, name: str, *, now: datetime | None = None) -> None:
        """Create the player, or refresh their display name and last-seen time."""
        moment = now or utcnow()

        async def work(connection: AsyncConnection) -> None:
            await _touch_players(connection, [(user_id, name)], moment)

        await self._write_core(work)

    async def player_name(self, user_id: str) -> str | None:
        """The player's display name, or ``None`` for someone never seen."""

        async def work(session: AsyncSession) -> str | None:
            return await session.scalar(
                select(Player.display_name).where(Player.user_id == user_id)
            )

        return await self._read(work)

    # -- games: reads -------------------------------------------------------------------------

    async def get_game(self, game_id: int) -> GameRecord:
        """The game with this id; :class:`GameNotFoundError` when there is none."""
        game = await self._read_core(lambda c: _load_one_game(c, _SELECT_GAME, {"p_id": game_id}))
        if game is None:
            raise GameNotFoundError(f"there is no game #{game_id}")
        return game

    async def active_game(self, user_id: str, server_id: str, channel_id: str) -> GameRecord | None:
        """The player's most recent active game in this channel, if any."""
        where = {"p_user_id": user_id, "p_server_id": server_id, "p_channel_id": channel_id}
        return await self._read_core(lambda c: _load_one_game(c, _SELECT_ACTIVE_GAME, where))

    async def active_games(
        self,
        *,
        user_id: str | None = None,
        server_id: str | None = None,
        channel_id: str | None = None,
    ) -> list[GameRecord]:
        """Active games, newest first, filtered by player, server and channel when given."""
        clauses = [Game.status == GameStatus.ACTIVE.value]
        if server_id is not None:
            clauses.append(Game.server_id == server_id)
        if channel_id is not None:
            clauses.append(Game.channel_id == channel_id)
        if user_id is not None:
            clauses.append(or_(Game.x_user_id == user_id, Game.o_user_id == user_id))
        return await self._read_core(lambda s: _load_games(s, and_(*clauses), newest_first=True))

    async def last_finished_game(
        self, user_id: str, server_id: str, channel_id: str | None = None
    ) -> GameRecord | None:
        """The player's most recently finished game in this server (and channel, when given)."""
        clauses = [
            Game.status != GameStatus.ACTIVE.value,
            Game.server_id == server_id,
            or_(Game.x_user_id == user_id, Game.o_user_id == user_id),
        ]
        if channel_id is not None:
            clauses.append(Game.channel_id == channel_id)
        games = await self._read_core(
            lambda s: _load_games(
                s, and_(*clauses), order=(Game.finished_at.desc(), Game.id.desc()), limit=1
            )
        )
        return games[0] if games else None

    async def idle_games(self, before: datetime) -> list[GameRecord]:
        """Active games whose last write is older than ``before``, oldest first."""
        return await self._read_core(
            lambda s: _load_games(
                s,
                and_(Game.status == GameStatus.ACTIVE.value, Game.updated_at < before),
                order=(Game.updated_at, Game.id),
            )
        )

    async def finished_games(self) -> list[GameRecord]:
        """Every finished game, in the order they finished."""
        return await self._read_core(
            lambda s: _load_games(
                s, Game.status != GameStatus.ACTIVE.value, order=(Game.finished_at, Game.id)
            )
        )

    async def game_moves(self, game_id: int) -> list[MoveRecord]:
        """The move rows of a game, in order."""

        async def work(session: AsyncSession) -> list[MoveRecord]:
            rows = await session.scalars(
                select(Move).where(Move.game_id == game_id).order_by(Move.ply)
            )
            return [
                MoveRecord(r.game_id, r.ply, Mark(r.side), r.cell, r.board_before, r.played_at)
                for r in rows
            ]

        return await self._read(work)

    # -- games: writes ------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        server_id: str,
        channel_id: str,
        x: SideRecord,
        o: SideRecord,
        opening: Sequence[int] = (),
        now: datetime | None = None,
    ) -> GameRecord:
        """Store a new game, with ``opening`` moves already played (e.g. an agent's first move).

        Human sides become (or refresh) players. Illegal opening moves raise the engine's
        :class:`~engine.IllegalMoveError` before anything is written.
        """
        moment = now or utcnow()
        _check_sides(x, o)
        plan = _plan_moves(Board(), opening)

        async def work(connection: AsyncConnection) -> GameRecord:
            return await _insert_game(connection, server_id, channel_id, x, o, plan, moment)

        return await self._write_core(work)

    async def apply_move(
        self, game: GameRecord, cell: int, *, now: datetime | None = None
    ) -> GameRecord:
        """Play ``cell`` for the side to move of ``game`` (a snapshot read before): one
        transaction, guarded by ``game.version``. Returns the new snapshot."""
        return await self.apply_moves(game, (cell,), now=now)

    async def apply_moves(
        self, game: GameRecord, cells: Sequence[int], *, now: datetime | None = None
    ) -> GameRecord:
        """Play ``cells`` in order on ``game``, all in one transaction.

        The moves are checked against the rules first (an illegal one raises the engine's
        :class:`~engine.IllegalMoveError` and nothing is written). Then, atomically: the
        guarded update of the game row (``version`` must still be ``game.version``, else
        :class:`VersionConflictError` and nothing is written), the move rows, the transitions
        these moves complete (human-vs-agent games) and, when the game ends, the stats.
        """
        if not cells:
            raise ValueError("apply_moves needs at least one cell")
        if not game.is_active:
            raise GameOverError(f"game #{game.id} is over; no more moves can be played")
        moment = now or utcnow()
        plan = _plan_moves(game.board, cells)
        moves = (*game.moves, *cells)
        new = replace(
            game,
            board=plan.board,
            moves=moves,
            status=plan.status,
            winner=plan.board.winner,
            version=game.version + 1,
            updated_at=moment,
            finished_at=moment if plan.status is not GameStatus.ACTIVE else None,
        )

        move_rows = [row | {"game_id": game.id, "played_at": moment} for row in plan.rows]

        async def work(connection: AsyncConnection) -> GameRecord:
            await _guarded_update(connection, game, new)
            with pipelined():  # their results are not read: no need to wait for them
                await connection.execute(_INSERT_MOVE, move_rows)
                await _insert_transitions(connection, new, first_new_ply=game.ply, now=moment)
            if not new.is_active:
                await _record_result(connection, new, moment)
            return new

        return await self._guarded_write(game, work)

    async def apply_move_by_id(
        self, game_id: int, expected_version: int, cell: int, *, now: datetime | None = None
    ) -> GameRecord:
        """Play ``cell`` on game ``game_id`` if it is still at ``expected_version``."""
        game = await self.get_game(game_id)
        if game.version != expected_version:
            raise VersionConflictError(game_id, expected_version)
        return await self.apply_move(game, cell, now=now)

    async def finish_game(
        self,
        game: GameRecord,
        status: GameStatus,
        *,
        winner: Mark | None,
        now: datetime | None = None,
    ) -> GameRecord:
        """End ``game`` without a move: resigned, abandoned (a winner), or drawn (none).

        Guarded by ``game.version`` like a move; completes both sides' last transitions
        (``done``, reward from each decider's view) and counts the result in the stats.
        """
        if not game.is_active:
            raise GameOverError(f"game #{game.id} is over already")
        if status is GameStatus.ACTIVE:
            raise ValueError("finish_game needs a final status")
        if (winner is None) != (status is GameStatus.DRAWN):
            raise ValueError(f"a {status} game needs {'no' if winner is None else 'a'} winner")
        if status is GameStatus.WON and game.board.winner is not winner:
            raise ValueError("a game is won on the board; use apply_moves")
        moment = now or utcnow()
        new = replace(
            game,
            status=status,
            winner=winner,
            version=game.version + 1,
            updated_at=moment,
            finished_at=moment,
        )

        async def work(connection: AsyncConnection) -> GameRecord:
            await _guarded_update(connection, game, new)
            with pipelined():
                await _insert_transitions(connection, new, first_new_ply=game.ply, now=moment)
            await _record_result(connection, new, moment)
            return new

        return await self._guarded_write(game, work)

    async def resign(
        self, game: GameRecord, loser: Mark, *, now: datetime | None = None
    ) -> GameRecord:
        """``loser`` gives up: the other side wins."""
        return await self.finish_game(game, GameStatus.RESIGNED, winner=loser.other, now=now)

    async def abandon(
        self, game: GameRecord, loser: Mark, *, now: datetime | None = None
    ) -> GameRecord:
        """``loser`` let the game time out: the other side wins, the game is closed."""
        return await self.finish_game(game, GameStatus.ABANDONED, winner=loser.other, now=now)

    async def set_message(self, game_id: int, message_id: str | None) -> None:
        """Remember the chat message that shows the board.

        Not a change of the game's state, so it does not bump ``version`` (a move in flight
        stays valid).
        """

        async def work(connection: AsyncConnection) -> None:
            result = await connection.execute(
                _SET_MESSAGE, {"p_id": game_id, "p_message_id": message_id}
            )
            if _rowcount(result) != 1:
                raise GameNotFoundError(f"there is no game #{game_id}")

        await self._write_core(work)

    # -- stats --------------------------------------------------------------------------------

    async def player_stats(
        self, user_id: str, scope: str = GLOBAL_SCOPE
    ) -> PlayerStatsRecord | None:
        """A player's stats in ``scope`` (a server id, or ``*``); ``None`` before any game."""

        async def work(session: AsyncSession) -> PlayerStatsRecord | None:
            row = (
                await session.execute(
                    select(PlayerRating, Player.display_name)
                    .join(Player, Player.user_id == PlayerRating.user_id)
                    .where(PlayerRating.user_id == user_id, PlayerRating.scope == scope)
                )
            ).first()
            if row is None:
                return None
            rating, name = row
            records = await session.scalars(
                select(PlayerRecord)
                .where(PlayerRecord.user_id == user_id, PlayerRecord.scope == scope)
                .order_by(PlayerRecord.opponent)
            )
            return PlayerStatsRecord(
                user_id=user_id,
                name=name,
                scope=scope,
                rating=rating.rating,
                games=rating.games,
                overall=WDL(rating.wins, rating.draws, rating.losses),
                streak=rating.streak,
                best_streak=rating.best_streak,
                vs={r.opponent: WDL(r.wins, r.draws, r.losses) for r in records},
            )

        return await self._read(work)

    async def leaderboard(
        self, scope: str = GLOBAL_SCOPE, *, limit: int = 10, min_games: int = MIN_RANKED_GAMES
    ) -> list[LeaderboardEntry]:
        """The top ``limit`` players of ``scope`` by rating, among those with ``min_games``."""

        async def work(session: AsyncSession) -> list[LeaderboardEntry]:
            rows = await session.execute(
                select(PlayerRating, Player.display_name)
                .join(Player, Player.user_id == PlayerRating.user_id)
                .where(PlayerRating.scope == scope, PlayerRating.games >= min_games)
                .order_by(
                    PlayerRating.rating.desc(), PlayerRating.games.desc(), PlayerRating.user_id
                )
                .limit(limit)
            )
            return [
                LeaderboardEntry(
                    rank=i,
                    user_id=r.user_id,
                    name=name,
                    rating=r.rating,
                    games=r.games,
                    overall=WDL(r.wins, r.draws, r.losses),
                    streak=r.streak,
                    best_streak=r.best_streak,
                )
                for i, (r, name) in enumerate(rows, start=1)
            ]

        return await self._read(work)

    async def stats_snapshot(self) -> StatsSnapshot:
        """Everything the stats tables hold, for comparison with :meth:`stats_from_games`."""

        async def work(session: AsyncSession) -> StatsSnapshot:
            snapshot = StatsSnapshot()
            for r in await session.scalars(select(PlayerRating)):
                snapshot.ratings[r.user_id, r.scope] = RatingState(
                    r.rating, r.games, r.wins, r.draws, r.losses, r.streak, r.best_streak
                )
            for rec in await session.scalars(select(PlayerRecord)):
                snapshot.records[rec.user_id, rec.scope, rec.opponent] = WDL(
                    rec.wins, rec.draws, rec.losses
                )
            return snapshot

        return await self._read(work)

    async def stats_from_games(self) -> StatsSnapshot:
        """The stats recomputed from the games table alone, in the order games finished."""
        return StatsSnapshot.from_games(await self.finished_games())

    async def rebuild_stats(self, *, now: datetime | None = None) -> StatsSnapshot:
        """Replace the stats tables by :meth:`stats_from_games` (a repair tool)."""
        moment = now or utcnow()
        snapshot = await self.stats_from_games()

        async def work(session: AsyncSession) -> StatsSnapshot:
            await session.execute(delete(PlayerRecord), execution_options=_NO_SYNC)
            await session.execute(delete(PlayerRating), execution_options=_NO_SYNC)
            if snapshot.ratings:
                await session.execute(
                    insert(PlayerRating),
                    [
                        {
                            "user_id": uid,
                            "scope": scope,
                            "rating": s.rating,
                            "games": s.games,
                            "wins": s.wins,
                            "draws": s.draws,
                            "losses": s.losses,
                            "streak": s.streak,
                            "best_streak": s.best_streak,
                            "updated_at": moment,
                        }
                        for (uid, scope), s in snapshot.ratings.items()
                    ],
                )
            if snapshot.records:
                await session.execute(
                    insert(PlayerRecord),
                    [
                        {
                            "user_id": uid,
                            "scope": scope,
                            "opponent": opp,
                            "wins": w.wins,
                            "draws": w.draws,
                            "losses": w.losses,
                        }
                        for (uid, scope, opp), w in snapshot.records.items()
                    ],
                )
            return snapshot

        return await self._write(work)

    # -- server settings ----------------------------------------------------------------------

    async def get_server_settings(self, server_id: str) -> ServerSettingsRecord | None:
        """What the server chose; ``None`` when it never changed anything."""

        async def work(session: AsyncSession) -> ServerSettingsRecord | None:
            row = await session.get(ServerSetting, server_id)
            return None if row is None else _settings_record(row)

        return await self._read(work)

    async def list_server_settings(self) -> list[ServerSettingsRecord]:
        """Every server's stored settings."""

        async def work(session: AsyncSession) -> list[ServerSettingsRecord]:
            rows = await session.scalars(select(ServerSetting).order_by(ServerSetting.server_id))
            return [_settings_record(r) for r in rows]

        return await self._read(work)

    async def update_server_settings(
        self,
        server_id: str,
        *,
        by: str | None,
        now: datetime | None = None,
        **changes: Any,
    ) -> ServerSettingsRecord:
        """Change some of :data:`SETTING_FIELDS` (``None`` = back to the default).

        Values are stored as given: validating them is the service's job.
        """
        unknown = set(changes) - set(SETTING_FIELDS)
        if unknown:
            raise ValueError(f"unknown server settings: {', '.join(sorted(unknown))}")
        moment = now or utcnow()
        if "allowed_channels" in changes and changes["allowed_channels"] is not None:
            changes["allowed_channels"] = list(changes["allowed_channels"])

        async def work(session: AsyncSession) -> ServerSettingsRecord:
            result = await session.execute(
                update(ServerSetting)
                .where(ServerSetting.server_id == server_id)
                .values(**changes, updated_by=by, updated_at=moment),
                execution_options=_NO_SYNC,
            )
            if _rowcount(result) == 0:
                await session.execute(
                    insert(ServerSetting).values(
                        server_id=server_id, **changes, updated_by=by, updated_at=moment
                    )
                )
            row = await session.get(ServerSetting, server_id, populate_existing=True)
            assert row is not None
            return _settings_record(row)

        return await self._write(work)

    async def get_server_agent(self, server_id: str) -> str | None:
        """The agent the server chose; ``None`` for the bot's default."""
        settings = await self.get_server_settings(server_id)
        return None if settings is None else settings.agent

    async def set_server_agent(
        self, server_id: str, agent: str | None, *, by: str | None, now: datetime | None = None
    ) -> ServerSettingsRecord:
        """Make ``agent`` the server's agent (``None``: the bot's default), remembering who."""
        return await self.update_server_settings(server_id, by=by, now=now, agent=agent)

    # -- agent versions -----------------------------------------------------------------------

    async def record_agent_version(
        self,
        name: str,
        version: str,
        *,
        weights_sha256: str | None = None,
        metrics: Mapping[str, Any] | None = None,
        now: datetime | None = None,
    ) -> AgentVersionRecord:
        """Record a trained version; recording it again with the same weights is a no-op
        (new ``metrics`` replace the old). Different weights under the same version raise
        :class:`AgentVersionConflictError`."""
        moment = now or utcnow()

        async def work(session: AsyncSession) -> AgentVersionRecord:
            row = await session.scalar(
                select(AgentVersion)
                .where(AgentVersion.name == name, AgentVersion.version == version)
                .with_for_update()
            )
            if row is None:
                row = AgentVersion(
                    name=name,
                    version=version,
                    weights_sha256=weights_sha256,
                    metrics=dict(metrics) if metrics is not None else None,
                    created_at=moment,
                    promoted=False,
                    promoted_at=None,
                )
                session.add(row)
                await session.flush()
            else:
                if (
                    weights_sha256 is not None
                    and row.weights_sha256 is not None
                    and row.weights_sha256 != weights_sha256
                ):
                    raise AgentVersionConflictError(
                        f"{name} {version} is recorded with weights {row.weights_sha256[:12]}…, "
                        f"not {weights_sha256[:12]}…"
                    )
                if weights_sha256 is not None:
                    row.weights_sha256 = weights_sha256
                if metrics is not None:
                    row.metrics = dict(metrics)
                await session.flush()
            return _agent_version_record(row)

        return await self._write(work)

    async def list_agent_versions(self, name: str | None = None) -> list[AgentVersionRecord]:
        """Recorded versions (of ``name``, or all), oldest first."""

        async def work(session: AsyncSession) -> list[AgentVersionRecord]:
            query = select(AgentVersion).order_by(AgentVersion.name, AgentVersion.id)
            if name is not None:
                query = query.where(AgentVersion.name == name)
            return [_agent_version_record(r) for r in await session.scalars(query)]

        return await self._read(work)

    async def promote_agent_version(
        self, name: str, version: str, *, now: datetime | None = None
    ) -> AgentVersionRecord:
        """Make ``version`` the promoted version of ``name`` (and no other)."""
        moment = now or utcnow()

        async def work(session: AsyncSession) -> AgentVersionRecord:
            result = await session.execute(
                update(AgentVersion)
                .where(AgentVersion.name == name, AgentVersion.version == version)
                .values(promoted=True, promoted_at=moment),
                execution_options=_NO_SYNC,
            )
            if _rowcount(result) != 1:
                raise AgentVersionNotFoundError(f"no recorded version {version!r} of {name!r}")
            await session.execute(
                update(AgentVersion)
                .where(AgentVersion.name == name, AgentVersion.version != version)
                .values(promoted=False),
                execution_options=_NO_SYNC,
            )
            row = await session.scalar(
                select(AgentVersion).where(
                    AgentVersion.name == name, AgentVersion.version == version
                )
            )
            assert row is not None
            return _agent_version_record(row)

        return await self._write(work)

    async def promoted_agent_version(self, name: str) -> AgentVersionRecord | None:
        """The promoted version of ``name``, if one was promoted."""
        versions = await self.list_agent_versions(name)
        return next((v for v in versions if v.promoted), None)

    # -- transitions --------------------------------------------------------------------------

    async def stream_transitions(
        self, after_id: int = 0, *, batch_size: int = 500
    ) -> AsyncIterator[TransitionRecord]:
        """Every transition with an id above ``after_id``, in id order, read in batches.

        Transitions are inserted only when complete and never change, so a trainer can keep
        the last id it saw and ask again later for the new ones.
        """
        last = after_id
        while True:
            query = (select(Transition).where(Transition.id > last).order_by(Transition.id)).limit(
                batch_size
            )

            async def batch(session: AsyncSession, query: Select[Any] = query) -> list[Any]:
                return await _scalars_list(session, query)

            rows = await self._read(batch)
            for row in rows:
                yield _transition_record(row)
            if len(rows) < batch_size:
                return
            last = rows[-1].id

    async def game_transitions(self, game_id: int) -> list[TransitionRecord]:
        """The transitions of one game, by ply."""
        rows = await self._read(
            lambda s: _scalars_list(
                s, select(Transition).where(Transition.game_id == game_id).order_by(Transition.ply)
            )
        )
        return [_transition_record(r) for r in rows]

    # -- challenges ---------------------------------------------------------------------------

    async def create_challenge(
        self,
        *,
        server_id: str,
        channel_id: str,
        challenger: tuple[str, str],
        opponent: tuple[str, str],
        first: str,
        expires_at: datetime,
        now: datetime | None = None,
    ) -> ChallengeRecord:
        """Store a pending duel offer; ``challenger`` and ``opponent`` are (user id, name)."""
        moment = now or utcnow()

        async def work(session: AsyncSession) -> int:
            await _touch_players(await session.connection(), [challenger, opponent], moment)
            row = Challenge(
                server_id=server_id,
                channel_id=channel_id,
                challenger_id=challenger[0],
                opponent_id=opponent[0],
                pair=challenge_pair(challenger[0], opponent[0]),
                first=first,
                status="pending",
                created_at=moment,
                expires_at=expires_at,
                answered_at=None,
                game_id=None,
            )
            session.add(row)
            await session.flush()
            return row.id

        return await self.get_challenge(await self._write(work))

    async def get_challenge(self, challenge_id: int) -> ChallengeRecord:
        """The challenge with this id (its stored status); :class:`ChallengeNotFoundError`."""
        found = await self._read(lambda s: _load_challenges(s, Challenge.id == challenge_id))
        if not found:
            raise ChallengeNotFoundError(f"there is no challenge #{challenge_id}")
        return found[0]

    async def pending_challenges(
        self,
        *,
        server_id: str | None = None,
        user_id: str | None = None,
        now: datetime | None = None,
    ) -> list[ChallengeRecord]:
        """Pending, unexpired challenges (of ``user_id``, in ``server_id``), oldest first."""
        clauses = [Challenge.status == "pending", Challenge.expires_at > (now or utcnow())]
        if server_id is not None:
            clauses.append(Challenge.server_id == server_id)
        if user_id is not None:
            clauses.append(
                or_(Challenge.challenger_id == user_id, Challenge.opponent_id == user_id)
            )
        return await self._read(lambda s: _load_challenges(s, and_(*clauses)))

    async def last_challenge_at(self, challenger_id: str, server_id: str) -> datetime | None:
        """When ``challenger_id`` last challenged anyone in this server."""

        async def work(session: AsyncSession) -> datetime | None:
            return await session.scalar(
                select(func.max(Challenge.created_at)).where(
                    Challenge.challenger_id == challenger_id, Challenge.server_id == server_id
                )
            )

        moment = await self._read(work)
        # func.max loses the column type on some backends: normalise to aware UTC.
        if isinstance(moment, str):
            moment = datetime.fromisoformat(moment)
        if moment is not None and moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return moment

    async def answer_challenge(
        self,
        challenge_id: int,
        status: Literal["declined", "expired"],
        *,
        now: datetime | None = None,
    ) -> ChallengeRecord:
        """Decline (before it expires) or expire a pending challenge."""
        moment = now or utcnow()

        async def work(session: AsyncSession) -> None:
            guard = [Challenge.id == challenge_id, Challenge.status == "pending"]
            if status == "declined":
                guard.append(Challenge.expires_at > moment)
            result = await session.execute(
                update(Challenge).where(*guard).values(status=status, answered_at=moment),
                execution_options=_NO_SYNC,
            )
            if _rowcount(result) != 1:
                await _raise_challenge_state(session, challenge_id, moment)

        await self._write(work)
        return await self.get_challenge(challenge_id)

    async def accept_challenge(
        self,
        challenge_id: int,
        *,
        x: SideRecord,
        o: SideRecord,
        now: datetime | None = None,
    ) -> tuple[ChallengeRecord, GameRecord]:
        """Accept a pending, unexpired challenge and start its game, in one transaction."""
        moment = now or utcnow()
        _check_sides(x, o)
        plan = _plan_moves(Board(), ())

        async def work(session: AsyncSession) -> GameRecord:
            result = await session.execute(
                update(Challenge)
                .where(
                    Challenge.id == challenge_id,
                    Challenge.status == "pending",
                    Challenge.expires_at > moment,
                )
                .values(status="accepted", answered_at=moment),
                execution_options=_NO_SYNC,
            )
            if _rowcount(result) != 1:
                await _raise_challenge_state(session, challenge_id, moment)
            row = await session.get(Challenge, challenge_id)
            assert row is not None
            game = await _insert_game(
                await session.connection(), row.server_id, row.channel_id, x, o, plan, moment
            )
            row.game_id = game.id
            await session.flush()
            return game

        game = await self._write(work)
        return await self.get_challenge(challenge_id), game

    async def set_challenge_message(self, challenge_id: int, message_id: str | None) -> None:
        """Remember the chat message that shows the invitation (whatever its status)."""

        async def work(session: AsyncSession) -> None:
            result = await session.execute(
                update(Challenge).where(Challenge.id == challenge_id).values(message_id=message_id),
                execution_options=_NO_SYNC,
            )
            if _rowcount(result) != 1:
                raise ChallengeNotFoundError(f"there is no challenge #{challenge_id}")

        await self._write(work)

    async def expire_challenges(self, *, now: datetime | None = None) -> list[ChallengeRecord]:
        """Mark every pending challenge past its time limit as expired; return them."""
        moment = now or utcnow()
        due = await self._read(
            lambda s: _load_challenges(
                s, and_(Challenge.status == "pending", Challenge.expires_at <= moment)
            )
        )
        expired = []
        for challenge in due:
            try:
                expired.append(await self.answer_challenge(challenge.id, "expired", now=moment))
            except ChallengeStateError:
                continue  # answered meanwhile
        return expired


# -- helpers ------------------------------------------------------------------------------------


async def _check_readable(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        await connection.exec_driver_sql("SELECT 1")


async def _check_writable(engine: AsyncEngine) -> None:
    """Write once: a read-only, locked or damaged file is found at start-up, not at the first
    move of the first player."""
    async with engine.begin() as connection:
        # Rewriting the header's user_version with its own value is a real write that changes
        # nothing: refused on a read-only file, waits out the busy timeout on a locked one.
        version = (await connection.exec_driver_sql("PRAGMA user_version")).scalar_one()
        await connection.exec_driver_sql(f"PRAGMA user_version = {int(version)}")


class _MovePlan:
    """Moves checked against the rules before any write: rows to insert and where they lead."""

    __slots__ = ("board", "rows", "status")

    def __init__(self, board: Board, rows: list[dict[str, Any]], status: GameStatus) -> None:
        self.board = board
        self.rows = rows
        self.status = status


def _plan_moves(start: Board, cells: Iterable[int]) -> _MovePlan:
    board = start
    rows = []
    for cell in cells:
        if board.is_over:
            raise GameOverError(f"the game is over; cell {cell} cannot be played")
        after = board.play(cell)
        rows.append(
            {
                "ply": board.ply,
                "side": board.to_move.value,
                "cell": cell,
                "board_before": board.cells,
            }
        )
        board = after
    if board.winner is not None:
        status = GameStatus.WON
    elif board.is_draw:
        status = GameStatus.DRAWN
    else:
        status = GameStatus.ACTIVE
    return _MovePlan(board, rows, status)


def _check_sides(x: SideRecord, o: SideRecord) -> None:
    if x.user_id is not None and x.user_id == o.user_id:
        raise ValueError("a player cannot play both sides of a game")


def _rowcount(result: object) -> int:
    return int(cast(Any, result).rowcount)


async def _scalars_list(session: AsyncSession, query: Select[Any]) -> list[Any]:
    return list(await session.scalars(query))


async def _touch_players(
    connection: AsyncConnection, players: Iterable[tuple[str, str]], now: datetime
) -> None:
    """Refresh each (user id, name) player, creating the ones never seen. Update first, so the
    transaction holds the write lock before it decides to insert."""
    for user_id, name in players:
        result = await connection.execute(
            _TOUCH_PLAYER, {"p_user_id": user_id, "p_name": name, "p_now": now}
        )
        if _rowcount(result) == 0:
            await connection.execute(
                _INSERT_PLAYER,
                {"user_id": user_id, "display_name": name, "first_seen": now, "last_seen": now},
            )


async def _insert_game(
    connection: AsyncConnection,
    server_id: str,
    channel_id: str,
    x: SideRecord,
    o: SideRecord,
    plan: _MovePlan,
    now: datetime,
) -> GameRecord:
    humans = [(s.user_id, s.name) for s in (x, o) if s.user_id is not None]
    await _touch_players(connection, humans, now)
    finished = plan.status is not GameStatus.ACTIVE
    result = await connection.execute(
        _INSERT_GAME,
        {
            "server_id": server_id,
            "channel_id": channel_id,
            "x_user_id": x.user_id,
            "x_agent": x.agent,
            "x_agent_version": x.agent_version,
            "x_agent_rating": x.agent_rating,
            "o_user_id": o.user_id,
            "o_agent": o.agent,
            "o_agent_version": o.agent_version,
            "o_agent_rating": o.agent_rating,
            "status": plan.status.value,
            "winner": plan.board.winner.value if plan.board.winner else None,
            "board": plan.board.cells,
            "to_move": plan.board.to_move.value,
            "ply": plan.board.ply,
            "version": 1,
            "created_at": now,
            "updated_at": now,
            "finished_at": now if finished else None,
            "message_id": None,
        },
    )
    game_id = int(cast(Any, result.inserted_primary_key)[0])
    if plan.rows:
        await connection.execute(
            _INSERT_MOVE, [r | {"game_id": game_id, "played_at": now} for r in plan.rows]
        )
    game = GameRecord(
        id=game_id,
        server_id=server_id,
        channel_id=channel_id,
        x=x,
        o=o,
        board=plan.board,
        moves=tuple(r["cell"] for r in plan.rows),
        status=plan.status,
        winner=plan.board.winner,
        version=1,
        message_id=None,
        created_at=now,
        updated_at=now,
        finished_at=now if finished else None,
    )
    if plan.rows:
        await _insert_transitions(connection, game, first_new_ply=0, now=now)
    if finished:
        await _record_result(connection, game, now)
    return game


async def _guarded_update(connection: AsyncConnection, old: GameRecord, new: GameRecord) -> None:
    """``UPDATE games ... WHERE id = :id AND version = :expected``; refuse when no row matched.

    Pipelined on SQLite: the row count is then checked on the connection thread, and a miss
    raises :class:`RowCountError` from the next awaited statement or the commit.
    """
    with pipelined(rowcount=1):
        result = await connection.execute(
            _GUARDED_UPDATE,
            {
                "p_id": old.id,
                "p_expected": old.version,
                "p_board": new.board.cells,
                "p_to_move": new.board.to_move.value,
                "p_ply": new.board.ply,
                "p_status": new.status.value,
                "p_winner": new.winner.value if new.winner else None,
                "p_version": new.version,
                "p_updated_at": new.updated_at,
                "p_finished_at": new.finished_at,
            },
        )
    if _rowcount(result) == 0:  # known at once off the pipeline (e.g. PostgreSQL)
        raise VersionConflictError(old.id, old.version)


def _deciders(game: GameRecord) -> dict[Mark, Decider]:
    deciders = {}
    for mark in (Mark.X, Mark.O):
        side = game.side(mark)
        if side.agent is not None:
            deciders[mark] = Decider("agent", side.agent, side.agent_version)
        else:
            assert side.user_id is not None
            deciders[mark] = Decider("human", side.user_id)
    return deciders


async def _insert_transitions(
    connection: AsyncConnection, game: GameRecord, *, first_new_ply: int, now: datetime
) -> None:
    """Insert the transitions this write completes (human-vs-agent games only)."""
    if not game.is_human_vs_agent:
        return
    result: Result = None
    if not game.is_active:
        result = game.winner if game.winner is not None else "draw"
    rows = completed_transitions(
        game.moves, first_new_ply, _deciders(game), result, game_id=game.id, now=now
    )
    if rows:
        await connection.execute(_INSERT_TRANSITION, rows)


async def _record_result(connection: AsyncConnection, game: GameRecord, now: datetime) -> None:
    """Count a finished game in its players' stats (server and global), in this transaction.

    Runs after the guarded update, so it holds the write lock (SQLite) or reads with
    ``FOR UPDATE`` (PostgreSQL): the states it reads are the ones it replaces. One read (the
    players' rating rows, and which record rows exist), then the writes, pipelined: each must
    change exactly one row.
    """
    users = [u for u in (game.x.user_id, game.o.user_id) if u is not None]
    scopes = scopes_of(game)
    human = Mark.X if game.x.user_id is not None else Mark.O
    rows = await connection.execute(
        _SELECT_STATS,
        {
            "p_user_1": users[0],
            "p_user_2": users[-1],
            "p_scope_1": scopes[0],
            "p_scope_2": scopes[1],
            "p_opponent": opponent_key(game, human),
        },
    )
    before: dict[tuple[str, str], RatingState] = {}
    records: set[tuple[str, str, str]] = set()
    for row in rows:
        before[row.user_id, row.scope] = RatingState(
            row.rating, row.games, row.wins, row.draws, row.losses, row.streak, row.best_streak
        )
        if row.record_opponent is not None:
            records.add((row.user_id, row.scope, row.record_opponent))
    changes = game_updates(game, lambda uid, scope: before.get((uid, scope), RatingState()))
    with pipelined(rowcount=1):
        for change in changes:
            state = change.state
            values = {
                "rating": state.rating,
                "games": state.games,
                "wins": state.wins,
                "draws": state.draws,
                "losses": state.losses,
                "streak": state.streak,
                "best_streak": state.best_streak,
            }
            if (change.user_id, change.scope) in before:
                await connection.execute(
                    _UPDATE_RATING,
                    {f"p_{k}": v for k, v in values.items()}
                    | {"p_user_id": change.user_id, "p_scope": change.scope, "p_now": now},
                )
            else:
                await connection.execute(
                    _INSERT_RATING,
                    values | {"user_id": change.user_id, "scope": change.scope, "updated_at": now},
                )
            counts = add_outcome(WDL(), change.outcome)
            delta = {"wins": counts.wins, "draws": counts.draws, "losses": counts.losses}
            key = {"user_id": change.user_id, "scope": change.scope, "opponent": change.opponent}
            if (change.user_id, change.scope, change.opponent) in records:
                await connection.execute(
                    _BUMP_RECORD, {f"p_{k}": v for k, v in (key | delta).items()}
                )
            else:
                await connection.execute(_INSERT_RECORD, key | delta)
        for user_id in users:
            await connection.execute(_SEEN_PLAYER, {"p_user_id": user_id, "p_now": now})


async def _load_one_game(
    connection: AsyncConnection, query: Select[Any], parameters: dict[str, Any]
) -> GameRecord | None:
    """The game of a prebuilt ``query`` (:data:`_SELECT_GAME`...): one row per move."""
    rows = (await connection.execute(query, parameters)).all()
    if not rows:
        return None
    cells = tuple(row.move_cell for row in rows if row.move_cell is not None)
    return _game_record(rows[0], cells)


async def _load_games(
    connection: AsyncConnection,
    where: Any,
    *,
    newest_first: bool = False,
    order: Sequence[Any] | None = None,
    limit: int | None = None,
) -> list[GameRecord]:
    query = (
        select(_GAMES, _XP_T.c.display_name.label("x_name"), _OP_T.c.display_name.label("o_name"))
        .outerjoin(_XP_T, _XP_T.c.user_id == _GAMES.c.x_user_id)
        .outerjoin(_OP_T, _OP_T.c.user_id == _GAMES.c.o_user_id)
        .where(where)
    )
    if order is None:
        order = (Game.id.desc(),) if newest_first else (Game.id,)
    query = query.order_by(*order)
    if limit is not None:
        query = query.limit(limit)
    rows = (await connection.execute(query)).all()
    if not rows:
        return []
    ids = [row.id for row in rows]
    moves: dict[int, list[int]] = {i: [] for i in ids}
    for game_id, cell in await connection.execute(
        select(Move.game_id, Move.cell)
        .where(Move.game_id.in_(ids))
        .order_by(Move.game_id, Move.ply)
    ):
        moves[game_id].append(cell)
    return [_game_record(g, tuple(moves[g.id])) for g in rows]


def _side_record(
    user_id: str | None,
    name: str | None,
    agent: str | None,
    version: str | None,
    rating: float | None,
) -> SideRecord:
    if user_id is not None:
        return SideRecord.human(user_id, name or user_id)
    assert agent is not None
    return SideRecord.bot(agent, version, rating)


def _game_record(g: Any, moves: tuple[int, ...]) -> GameRecord:
    """A :class:`GameRecord` from a row of :func:`_load_games`' query."""
    return GameRecord(
        id=g.id,
        server_id=g.server_id,
        channel_id=g.channel_id,
        x=_side_record(g.x_user_id, g.x_name, g.x_agent, g.x_agent_version, g.x_agent_rating),
        o=_side_record(g.o_user_id, g.o_name, g.o_agent, g.o_agent_version, g.o_agent_rating),
        board=Board(g.board),
        moves=moves,
        status=GameStatus(g.status),
        winner=Mark(g.winner) if g.winner else None,
        version=g.version,
        message_id=g.message_id,
        created_at=g.created_at,
        updated_at=g.updated_at,
        finished_at=g.finished_at,
    )


def _settings_record(row: ServerSetting) -> ServerSettingsRecord:
    return ServerSettingsRecord(
        server_id=row.server_id,
        agent=row.agent,
        allowed_channels=tuple(row.allowed_channels) if row.allowed_channels is not None else None,
        multiple_games=row.multiple_games,
        move_timeout_s=row.move_timeout_s,
        challenge_cooldown_s=row.challenge_cooldown_s,
        updated_by=row.updated_by,
        updated_at=row.updated_at,
    )


def _agent_version_record(row: AgentVersion) -> AgentVersionRecord:
    return AgentVersionRecord(
        id=row.id,
        name=row.name,
        version=row.version,
        weights_sha256=row.weights_sha256,
        metrics=row.metrics,
        created_at=row.created_at,
        promoted=row.promoted,
        promoted_at=row.promoted_at,
    )


def _transition_record(row: Transition) -> TransitionRecord:
    return TransitionRecord(
        id=row.id,
        game_id=row.game_id,
        ply=row.ply,
        side=Mark(row.side),
        state=row.state,
        action=row.action,
        after_state=row.after_state,
        next_state=row.next_state,
        reward=row.reward,
        done=row.done,
        decider_kind=cast(Literal["agent", "human"], row.decider_kind),
        decider=row.decider,
        decider_version=row.decider_version,
        created_at=row.created_at,
    )


async def _load_challenges(session: AsyncSession, where: Any) -> list[ChallengeRecord]:
    rows = await session.execute(
        select(Challenge, _CHALLENGER.display_name, _OPPONENT.display_name)
        .join(_CHALLENGER, _CHALLENGER.user_id == Challenge.challenger_id)
        .join(_OPPONENT, _OPPONENT.user_id == Challenge.opponent_id)
        .where(where)
        .order_by(Challenge.id)
    )
    return [
        ChallengeRecord(
            id=c.id,
            server_id=c.server_id,
            channel_id=c.channel_id,
            challenger_id=c.challenger_id,
            challenger_name=challenger_name,
            opponent_id=c.opponent_id,
            opponent_name=opponent_name,
            first=c.first,
            status=cast(ChallengeStatus, c.status),
            created_at=c.created_at,
            expires_at=c.expires_at,
            answered_at=c.answered_at,
            game_id=c.game_id,
            message_id=c.message_id,
        )
        for c, challenger_name, opponent_name in rows
    ]


async def _raise_challenge_state(session: AsyncSession, challenge_id: int, now: datetime) -> None:
    row = await session.get(Challenge, challenge_id)
    if row is None:
        raise ChallengeNotFoundError(f"there is no challenge #{challenge_id}")
    status = row.status
    if status == "pending" and row.expires_at <= now:
        status = "expired"
    raise ChallengeStateError(challenge_id, status)
