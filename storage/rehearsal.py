"""A fresh PostgreSQL pool warmed by rehearsing games that are rolled back: nothing is stored.

A connection's first use of a statement costs far more than the next ones: asyncpg prepares
it (a round trip), looks up its array types (another query) and the server parses and plans it
with its catalog caches still cold. A process that has just started meets that on each of its
pooled connections at once, under its first burst of clicks: on the 2-core dev machine the
first 16 games of a fresh process took 130–220 ms of wall time against 30–85 ms once warm,
and new connections alone (the process warm) still took 125–175 ms (``benchmarks/bench_bot.py
--timeline``: the first second's p99 was 48 ms on PostgreSQL against 13 ms on SQLite).

:func:`rehearse` takes every connection of the pool at once and, on each, inside one
transaction that is rolled back, plays what the bot's hot path does (:func:`rehearsal`, the
games of :data:`GAMES`): new games (the person moving first, the agent opening; with and
without the person's slot), each board's public-post claim and message, clicks answered by
the agent, games that the agent's answer ends and games that the person's own move ends, a
resignation, the reads of a click and of a finished board. The repositories run exactly as
they do for the bot (their statements, their shapes, straight to asyncpg where they go
straight); only the :class:`Database` under them is :class:`OneConnection`, which sends
everything to the one connection. Sequences are not rolled back, so a rehearsal's games take
ids of their own (negative, :func:`rehearsal_game_ids`) through the statement real games use:
the games' sequence is never touched, and the game numbers people see count their games from 1
however often the processes start. Its moves and transitions still take a few ids of their
sequences (gaps nobody sees; nothing reads them as dense).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from sqlalchemy.pool import QueuePool

from domain.game import Side
from engine import Mark
from storage.async_engine import AsyncConnection, AsyncEngine
from storage.database import Database, reading_engine
from storage.postgres.move_batch import MOVES_IN_ONE_STATEMENT, PendingMove, batch_parameters
from storage.postgres.prepared import Query, Run, straight_driver, write
from storage.repos.base import RepositoryCore
from storage.repos.end_batch import PendingEnd, rehearse_ends
from storage.repos.games import GamesRepository
from storage.repos.settings import SettingsRepository
from storage.repos.stats import StatsRepository

log = logging.getLogger(__name__)

T = TypeVar("T")

PREFIX: Final = "rehearsal"
"""The start of every id a rehearsal writes (its server, channel, people and agent), followed
by a token of its own: no Discord id (digits only) and no other rehearsal's, so that a
rehearsal never waits on a row of a real game, nor of another rehearsal (two shard processes
starting together, or this pool's other connections). Its agent has a name of its own too:
every game's end updates its agent's measured strength, a row the agent's real games share."""


@dataclass(frozen=True)
class Rehearsed:
    """One game of a rehearsal: who plays it, whether it holds the person's slot in the
    channel (a server that allows several games does not), the agent's opening, each click
    with the agent's answer, and whether the person then resigns."""

    person: int
    person_first: bool
    clicks: tuple[tuple[int, ...], ...]
    one_per_channel: bool = True
    opening: tuple[int, ...] = ()
    resigns: bool = False


GAMES: Final = (
    # Person "1"'s first finished game (their stats rows are created), the agent as O; its
    # answer wins (3-5-7) in the write that ends the game.
    Rehearsed(1, True, ((1, 5), (2, 3), (4, 7))),
    # Their second (the rows updated), the agent as X: the person's own move wins (1-2-3).
    Rehearsed(1, False, ((1, 9), (3, 7), (2,)), opening=(5,)),
    # Person "2": the agent as X first (rows created), its answer wins (1-5-9) ...
    Rehearsed(2, False, ((2, 5), (3, 9)), opening=(1,)),
    # ... then the agent as O (rows updated): the person's own move wins (1-2-3).
    Rehearsed(2, True, ((1, 4), (2, 5), (3,))),
    # A server that allows several games at once (no slot): a resignation, a game left open.
    Rehearsed(3, True, ((5, 1),), one_per_channel=False, resigns=True),
    Rehearsed(3, False, (), one_per_channel=False, opening=(5,)),
)
"""The games of :func:`rehearsal`: between them, every shape of statement a game against an
agent sends (the statements of a stats write differ with the agent's mark and with whether the
person's rows exist yet; a move's, with how many moves and transitions it writes)."""


class OneConnection(Database):
    """A :class:`Database` whose every read and write runs on ``connection``, a pooled
    connection in autocommit inside a transaction its owner began straight on asyncpg (and
    rolls back): statements go to asyncpg as they would in production, in that transaction."""

    def __init__(
        self, engine: AsyncEngine, connection: AsyncConnection, game_ids: Iterator[int]
    ) -> None:
        super().__init__(engine)
        self._connection = connection
        self._game_ids = game_ids

    def new_game_id(self) -> int:
        """The rehearsal's own id for its next game: none taken from the games' sequence."""
        return next(self._game_ids)

    async def read(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        return await work(self._connection)

    async def write(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        return await work(self._connection)

    async def submit(
        self,
        work: Callable[[AsyncConnection], Awaitable[T]],
        *,
        conflict: Callable[[], Exception] | None = None,
    ) -> T:
        return await work(self._connection)

    async def write_one_statement(
        self, work: Callable[[AsyncConnection], Awaitable[T]], *, repeatable: bool = False
    ) -> T:
        return await work(self._connection)

    async def submit_straight(
        self,
        steps: Callable[[Run], Awaitable[T]],
        work: Callable[[AsyncConnection], Awaitable[T]] | None = None,
        *,
        conflict: Callable[[], Exception] | None = None,
    ) -> T:
        return await steps(self.run)

    async def run(self, statement: Query, params: Mapping[str, Any]) -> list[Any]:
        """A statement of a transaction (a :data:`~storage.postgres.prepared.Run`), on the one
        connection."""
        return list(await write(self._connection, statement, params))

    async def submit_move(self, move: PendingMove) -> bool:
        """The move as a batch of moves writes it
        (:class:`~storage.postgres.move_batch.MoveBatch`)."""
        return bool(await write(self._connection, MOVES_IN_ONE_STATEMENT, batch_parameters([move])))

    async def close(self) -> None:
        """Nothing to close: the connection is its owner's."""


class Rehearsing(GamesRepository, StatsRepository, SettingsRepository):
    """The repositories of the hot path (games, their stats, the server's settings and public
    posts), over a rehearsal's :class:`OneConnection`."""

    async def _submit_end(self, end: PendingEnd) -> bool | None:
        """The statements of a batch of ends, each sent once with no game (prepared, nothing
        written: :func:`~storage.repos.end_batch.rehearse_ends`), then ``None``: the game is
        written as a game that ends alone."""
        assert isinstance(self._db, OneConnection)
        await rehearse_ends(self._db.run)
        return None


async def rehearsal(repository: Rehearsing, name: str) -> None:
    """What the bot's hot path sends for :data:`GAMES`, on ``repository``, in server and
    channel ``name`` against agent ``name`` (people ``name-1``, ``name-2``, ...): each board
    claimed as a public post and its message recorded, each click read as a button reads its
    game, played with the agent's answer and its probability, and each finished board read
    back with its rating changes."""
    agent = Side.bot(name, "builtin", 1600.0)
    for rehearsed in GAMES:
        person_id = f"{name}-{rehearsed.person}"
        person = Side.human(person_id, PREFIX)
        x, o = (person, agent) if rehearsed.person_first else (agent, person)
        # Each board the bot posts in a channel counts against the member's public posts.
        await repository.claim_public_post(name, (person_id, PREFIX), limit=0)
        game = await repository.create_game(
            server_id=name,
            channel_id=name,
            x=x,
            o=o,
            opening=rehearsed.opening,
            one_per_channel=rehearsed.one_per_channel,
        )
        # The board's message: posted with the game, then shown again by a click.
        await repository.swap_message(game.id, "1")
        await repository.set_message(game.id, "1")
        for cells in rehearsed.clicks:
            await repository.active_game(person_id, name, name)
            game = await repository.get_game(game.id)
            probabilities = {game.ply + 1: 1.0} if len(cells) > 1 else None
            game = await repository.apply_moves(game, cells, probabilities=probabilities)
        if rehearsed.resigns:
            game = await repository.resign(game, Mark.X if rehearsed.person_first else Mark.O)
        if not game.is_active:
            await repository.rating_changes(game)
    await repository.get_server_settings(name)


LOWEST_GAME_ID: Final = -(2**31)
"""The smallest id the games' ``integer`` column holds."""


def rehearsal_game_ids(connections: int) -> list[Iterator[int]]:
    """For each of ``connections`` rehearsals, ids for its games: negative (a real game's id is
    positive), from a range drawn at random, so that two processes starting together almost
    never pick the same id (a rehearsal inserting an id another one holds would wait for that
    one's rollback, not fail)."""
    per_rehearsal = len(GAMES)
    span = connections * per_rehearsal
    start = -1 - secrets.randbelow(-LOWEST_GAME_ID - span)
    return [
        iter(range(start - k * per_rehearsal, start - (k + 1) * per_rehearsal, -1))
        for k in range(connections)
    ]


TAKE_WAIT_S: Final = 2.0
"""How long :func:`rehearse` waits for the pool's connections. At start they are all free; a
connection somebody holds for longer is left cold rather than delaying the start."""
REHEARSAL_WAIT_S: Final = 30.0
"""How long the rehearsals may take (0.4 s on the 2-core dev machine) before they are given up."""


async def rehearse(repository: RepositoryCore) -> int:
    """:func:`rehearsal` on every connection of the pool at once, each in a transaction rolled
    back; how many rehearsals ran to the end. Best effort: a rehearsal that fails (a
    server that refuses, a schema of another version) is logged and rolled back, and the bot
    starts all the same, only colder."""
    engine = repository.engine
    token = secrets.token_hex(6)
    started = time.perf_counter()
    pool = engine.sync_engine.pool
    if not isinstance(pool, QueuePool):
        return 0  # a pool that keeps no connection (NullPool): nothing stays warm
    size = pool.size()
    # The pool in autocommit, as reads and straight writes take it; every connection held at
    # once: a rehearsal that handed its connection back early would let another one warm the
    # same connection again.
    connections = await _take_the_pool(reading_engine(engine), size)
    ids = rehearsal_game_ids(len(connections))

    async def on(connection: AsyncConnection, name: str, game_ids: Iterator[int]) -> bool:
        driver = straight_driver(connection)
        if driver is None:
            return False
        await driver.execute("BEGIN")
        try:
            rehearsing = Rehearsing(OneConnection(engine, connection, game_ids))
            rehearsing.rating_rules = getattr(repository, "rating_rules", rehearsing.rating_rules)
            await rehearsal(rehearsing, name)
            return True
        except Exception:
            log.warning("rehearsing the database's hot path failed", exc_info=True)
            return False
        finally:
            await _roll_back(driver)

    try:
        done = await asyncio.wait_for(
            asyncio.gather(
                *(on(c, f"{PREFIX}-{token}-{k}", ids[k]) for k, c in enumerate(connections))
            ),
            REHEARSAL_WAIT_S,
        )
    except TimeoutError:
        log.warning(
            "rehearsing the database's hot path took over %.0f s; gave up", REHEARSAL_WAIT_S
        )
        return 0
    finally:
        for connection in connections:
            await connection.close()
    log.info(
        "database warmed: the hot path rehearsed on %d of %d connections in %.2f s",
        sum(done),
        size,
        time.perf_counter() - started,
    )
    return sum(done)


async def _take_the_pool(engine: AsyncEngine, size: int) -> list[AsyncConnection]:
    """Up to ``size`` connections of ``engine``, all held: those it gives within
    :data:`TAKE_WAIT_S` (the caller closes them)."""

    async def take() -> AsyncConnection:
        connection = engine.connect()
        await connection.start()
        return connection

    tasks = [asyncio.create_task(take()) for _ in range(size)]
    await asyncio.wait(tasks, timeout=TAKE_WAIT_S)
    for task in tasks:
        task.cancel()  # no effect on those done
    outcomes = await asyncio.gather(*tasks, return_exceptions=True)
    # Kept even when the cancel came too late to stop it: the caller hands it back.
    return [outcome for outcome in outcomes if isinstance(outcome, AsyncConnection)]


async def _roll_back(driver: Any) -> None:
    """Roll the rehearsal back; a connection where that fails is closed (the pool then drops
    it), so that nobody is handed a connection inside the rehearsal's transaction."""
    try:
        if not driver.is_closed() and driver.is_in_transaction():
            await driver.execute("ROLLBACK")
    except BaseException:
        driver.terminate()
        raise
