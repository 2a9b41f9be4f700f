"""The games repository: games, their moves, and the players who play them.

A move (or several, e.g. a human move and the agent's reply) is applied by
:meth:`GamesRepository.apply_moves`: the guarded ``UPDATE games ... WHERE id = :id AND version
= :expected`` comes first, then the move rows, the transitions the moves complete and, when the
game ends, the players' stats — all committed together or not at all. If the guard matches no
row, :class:`~storage.errors.VersionConflictError` is raised and nothing is written.

Writes always start with a write statement (the guard, or an ``UPDATE`` of the row to touch),
so on SQLite a writer takes the database's write lock before it reads anything it depends on,
and writers of two processes queue on the busy timeout instead of one failing on a stale
snapshot. Writes here are hot-path writes (:meth:`~storage.database.Database.submit`): on SQLite
they are group-committed, each all or nothing. On PostgreSQL the moves of games that go on are
group-committed in one statement (:mod:`storage.postgres.move_batch`); a game's last move is the
same transaction as on SQLite.

The repository keeps a copy of each active game as this process last read or wrote it
(:meth:`GamesRepository.kept_game`), so a click can be played without reading the game first:
every change to a game, its board message included, bumps ``version``, so a copy that another
process made out of date fails the move's guard and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from domain.game import Game, GameStatus, Side
from domain.time import utcnow
from engine import Board, GameOverError, Mark
from storage.async_engine import AsyncConnection
from storage.errors import GameNotFoundError, VersionConflictError
from storage.rating import RatingRules
from storage.repos.game_reads import GameReadsRepository
from storage.repos.game_statements import (
    INSERT_MOVE,
    LOCK_MESSAGE,
    SET_MESSAGE,
)
from storage.repos.game_writes import (
    check_sides,
    guard_parameters,
    guarded_update,
    insert_game,
    insert_transitions,
    plan_moves,
    slot_taken_by_one_of,
    transition_rows,
)
from storage.repos.rematches import claim_rematch
from storage.repos.results import DEFAULT_RULES, Counted, record_result
from storage.sqlite import RowCountError, pipeline

if TYPE_CHECKING:
    from storage.database import Database
    from storage.repos.end_batch import EndBatch, PendingEnd


class GamesRepository(GameReadsRepository):
    """Reads and writes of games, moves and players (the reads: :class:`GameReadsRepository`)."""

    rating_rules: RatingRules = DEFAULT_RULES
    """The rating rules the stats follow when a game ends (the daily cap per pair)."""

    def __init__(self, database: Database) -> None:
        super().__init__(database)
        self._ends: EndBatch | None = None
        """PostgreSQL's batch of games' ends, owned here (it is built on the repositories'
        statements, which the database below them must not import)."""

    # -- games: writes ------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        server_id: str,
        channel_id: str,
        x: Side,
        o: Side,
        opening: Sequence[int] = (),
        now: datetime | None = None,
        one_per_channel: bool = False,
        rematch_of: int | None = None,
    ) -> Game:
        """Store a new game, with ``opening`` moves already played (e.g. an agent's first move).

        Human sides become (or refresh) players. Illegal opening moves raise the engine's
        :class:`~engine.IllegalMoveError` before anything is written. With ``one_per_channel``
        (the server does not allow several games at once) a person already playing in this
        channel makes it raise :class:`~storage.errors.SlotTakenError`, nothing written: the
        rule is held by the database, across processes. With ``rematch_of`` the game is that
        finished game's one rematch: a second one raises
        :class:`~storage.errors.RematchTakenError`, nothing written.
        """
        moment = now or utcnow()
        check_sides(x, o)
        plan = plan_moves(Board(), opening)
        if self._db.one_statement_writes and not plan.board.is_over and rematch_of is None:
            # PostgreSQL: one statement in autocommit. Imported here: it loads the dialect.
            from storage.repos.new_game import create_game

            where = (self._db, server_id, channel_id)
            return self._keep(await create_game(*where, x, o, plan, moment, one_per_channel))

        async def work(connection: AsyncConnection) -> Game:
            where = (connection, server_id, channel_id)
            game = await insert_game(*where, x, o, plan, moment, one_per_channel=one_per_channel)
            if rematch_of is not None:
                await claim_rematch(connection, rematch_of, game.id, moment)
            return game

        try:
            return self._keep(await self._db.submit(work))
        except RowCountError:  # SQLite: a slot was taken (a new game's only guarded statement)
            raise await slot_taken_by_one_of(self._db, server_id, channel_id, x, o) from None

    async def apply_move(self, game: Game, cell: int, *, now: datetime | None = None) -> Game:
        """Play ``cell`` for the side to move of ``game`` (a snapshot read before): one
        transaction, guarded by ``game.version``. Returns the new snapshot."""
        return await self.apply_moves(game, (cell,), now=now)

    async def apply_moves(
        self,
        game: Game,
        cells: Sequence[int],
        *,
        now: datetime | None = None,
        probabilities: Mapping[int, float] | None = None,
    ) -> Game:
        """Play ``cells`` in order on ``game``, all in one transaction.

        The moves are checked against the rules first (an illegal one raises the engine's
        :class:`~engine.IllegalMoveError` and nothing is written). Then, atomically: the
        guarded update of the game row (``version`` must still be ``game.version``, else
        :class:`VersionConflictError` and nothing is written), the move rows, the transitions
        these moves complete (human-vs-agent games; ``probabilities``, ply → probability,
        is what the agent's policy gave each of its moves) and, when the game ends, the stats.
        """
        if not cells:
            raise ValueError("apply_moves needs at least one cell")
        if not game.is_active:
            raise GameOverError(f"game #{game.id} is over; no more moves can be played")
        moment = now or utcnow()
        plan = plan_moves(game.board, cells)
        new = replace(
            game,
            board=plan.board,
            moves=(*game.moves, *cells),
            status=plan.status,
            winner=plan.board.winner,
            version=game.version + 1,
            updated_at=moment,
            finished_at=moment if plan.status is not GameStatus.ACTIVE else None,
        )
        move_rows = [row | {"game_id": game.id, "played_at": moment} for row in plan.rows]
        if self._db.one_statement_writes and new.is_active:
            # PostgreSQL: with the moves arriving beside it, as one statement.
            await self._submit_move(game, new, move_rows, probabilities)
            return self._keep(new)
        if self._db.one_statement_writes:
            # PostgreSQL: with the games ending beside it, straight to asyncpg.
            written, counted = await self._end_straight(game, new, move_rows, probabilities)
            self._remember_counted(written, counted)  # committed: it returned
            return self._keep(written)

        async def work(connection: AsyncConnection) -> tuple[Game, Counted]:
            await guarded_update(connection, game, new)
            # Their results are not read: no need to wait for them.
            await pipeline(connection, INSERT_MOVE, move_rows)
            await insert_transitions(
                connection, new, first_new_ply=game.ply, now=moment, probabilities=probabilities
            )
            if not new.is_active:
                return new, await record_result(connection, new, moment, self.rating_rules)
            return new, None

        written, counted = await self._db.submit(work, conflict=_conflict_of(game))
        self._remember_counted(written, counted)  # committed: submit returned
        return self._keep(written)

    async def _submit_move(
        self,
        old: Game,
        new: Game,
        move_rows: list[dict[str, Any]],
        probabilities: Mapping[int, float] | None,
    ) -> None:
        """PostgreSQL: the move taking ``old`` to ``new`` (a game that goes on), its rows and
        the transitions it completes, group-committed (:mod:`storage.postgres.move_batch`).
        Imported here: it loads SQLAlchemy's PostgreSQL dialect, which SQLite never needs."""
        from storage.postgres.move_batch import PendingMove

        transitions = transition_rows(
            new, first_new_ply=old.ply, now=new.updated_at, probabilities=probabilities
        )
        move = PendingMove(guard_parameters(old, new), move_rows, transitions)
        if not await self._db.submit_move(move):
            raise VersionConflictError(old.id, old.version)

    async def _end_straight(
        self,
        old: Game,
        new: Game,
        move_rows: list[dict[str, Any]],
        probabilities: Mapping[int, float] | None,
    ) -> tuple[Game, Counted]:
        """PostgreSQL: the last move taking ``old`` to ``new``, with its stats, batched with the
        games ending beside it (:mod:`storage.repos.postgres_end`). Imported here: it loads
        SQLAlchemy's PostgreSQL dialect, which SQLite never needs."""
        from storage.repos.postgres_end import end_game

        transitions = transition_rows(
            new, first_new_ply=old.ply, now=new.updated_at, probabilities=probabilities
        )
        moves = (move_rows, transitions)
        return await end_game(self._db, self._submit_end, old, new, moves, self.rating_rules)

    async def _submit_end(self, end: PendingEnd) -> bool | None:
        """``end`` in this repository's batch of games' ends
        (:class:`~storage.repos.end_batch.EndBatch`, made on first use): ``True`` written,
        ``False`` its guard matched no row, ``None`` to be written alone."""
        if self._ends is None:
            from storage.repos.end_batch import EndBatch

            self._ends = EndBatch(self._db.submit_straight)
        return await self._ends.submit(end)

    async def _close_ends(self) -> None:
        """Finish the batch of games' ends, if one was made."""
        if self._ends is not None:
            await self._ends.close()

    async def finish_game(
        self,
        game: Game,
        status: GameStatus,
        *,
        winner: Mark | None,
        now: datetime | None = None,
    ) -> Game:
        """End ``game`` without a move: resigned, abandoned (a winner), or drawn (none).

        Abandoned without a winner: a game in which a member never moved, closed
        unrated: no stats change, no transitions.

        Guarded by ``game.version`` like a move; completes both sides' last transitions
        (``done``, reward from each decider's view) and counts the result in the stats.
        """
        if not game.is_active:
            raise GameOverError(f"game #{game.id} is over already")
        if status is GameStatus.ACTIVE:
            raise ValueError("finish_game needs a final status")
        unrated = status is GameStatus.ABANDONED and winner is None
        if (winner is None) != (status is GameStatus.DRAWN) and not unrated:
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

        async def work(connection: AsyncConnection) -> Game:
            await guarded_update(connection, game, new)
            if unrated:
                # Nobody played it: no result to count, nothing to learn from.
                return new
            await insert_transitions(connection, new, first_new_ply=game.ply, now=moment)
            await record_result(connection, new, moment, self.rating_rules)
            return new

        return self._keep(await self._db.submit(work, conflict=_conflict_of(game)))

    async def resign(self, game: Game, loser: Mark, *, now: datetime | None = None) -> Game:
        """``loser`` gives up: the other side wins."""
        return await self.finish_game(game, GameStatus.RESIGNED, winner=loser.other, now=now)

    async def abandon(self, game: Game, loser: Mark, *, now: datetime | None = None) -> Game:
        """``loser`` let the game time out: the other side wins, the game is closed."""
        return await self.finish_game(game, GameStatus.ABANDONED, winner=loser.other, now=now)

    async def abandon_unrated(self, game: Game, *, now: datetime | None = None) -> Game:
        """Close a game a member never moved in: abandoned, no winner, counted nowhere."""
        return await self.finish_game(game, GameStatus.ABANDONED, winner=None, now=now)

    async def set_message(self, game_id: int, message_id: str | None) -> None:
        """Remember the chat message that shows the board.

        It bumps ``version``: a move judged on the game as it was before (on the board that
        was live then) fails its guard and is judged again.
        """

        def missing() -> GameNotFoundError:
            return GameNotFoundError(f"there is no game #{game_id}")

        async def work(connection: AsyncConnection) -> None:
            # SQLite: checked at the end of the write, no wait.
            params = {"p_id": game_id, "p_message_id": message_id}
            if await pipeline(connection, SET_MESSAGE, params, rowcount=1) == 0:
                raise missing()

        await self._db.submit(work, conflict=missing)
        # Forgotten once written: a copy kept meanwhile (a move racing this) is older too.
        self._kept_games.pop(game_id, None)

    async def swap_message(self, game_id: int, message_id: str) -> str | None:
        """Make ``message_id`` the game's board message unless a newer board is already (one
        live board per game); the board to retire, if any: the one it replaced, or
        ``message_id`` itself when it is older than the game's board.

        The game's row is locked first (an update to itself: the row lock on PostgreSQL, the
        write lock on SQLite), so of boards posted at once, across processes, each retires one
        and the newest stays live whatever order their swaps commit in (Discord's message ids
        grow with time; PostgreSQL commits concurrent swaps in any order). A swap that changes
        the board bumps ``version``, as :meth:`set_message` does.
        """

        def missing() -> GameNotFoundError:
            return GameNotFoundError(f"there is no game #{game_id}")

        if self._db.one_statement_writes:
            # PostgreSQL: the lock, the read and the write as one statement in autocommit.
            from storage.postgres.messages import SWAP_MESSAGE, swap_parameters
            from storage.postgres.prepared import write

            async def swap(connection: AsyncConnection) -> tuple[str | None, int]:
                found = await write(connection, SWAP_MESSAGE, swap_parameters(game_id, message_id))
                if not found:
                    raise missing()
                live = found[0].live
                return (None if live is None else str(live)), found[0].version

            live, version = await self._db.write_one_statement(swap)
        else:

            async def work(connection: AsyncConnection) -> tuple[str | None, int]:
                locked = (await connection.execute(LOCK_MESSAGE, {"p_id": game_id})).first()
                if locked is None:
                    raise missing()
                live = None if locked.message_id is None else str(locked.message_id)
                if keeps_live_board(live, message_id):
                    return live, locked.version
                params = {"p_id": game_id, "p_message_id": message_id}
                await pipeline(connection, SET_MESSAGE, params)
                return live, locked.version + 1

            live, version = await self._db.submit(work)
        self._after_swap(game_id, message_id, live, version)
        return retired_board(live, message_id)

    def _after_swap(self, game_id: int, message_id: str, live: str | None, version: int) -> None:
        """Bring the kept copy of game ``game_id`` up to the swap that made its version
        ``version`` (its board ``live`` before): the new board when the swap changed it. A copy
        that was out of date already is forgotten."""
        kept = self._kept_games.pop(game_id, None)
        if kept is None:
            return
        if keeps_live_board(live, message_id):
            if kept.version == version:
                self._keep(kept)
        elif kept.version == version - 1:
            self._keep(replace(kept, message_id=message_id, version=version))


def keeps_live_board(live: str | None, new: str) -> bool:
    """Whether a game whose board message is ``live`` keeps it when ``new`` is posted: it is
    the same one, or newer (Discord's message ids grow with time; ids of other shapes are
    never newer, so the last swap wins). ASCII digits only, as PostgreSQL's swap reads them
    (:mod:`storage.postgres.messages`)."""
    if live is None:
        return False
    digits = live.isascii() and live.isdigit() and new.isascii() and new.isdigit()
    return live == new or (digits and int(live) > int(new))


def retired_board(live: str | None, new: str) -> str | None:
    """The board message to retire when ``new`` is posted for a game whose board is ``live``:
    none (it is the same), ``new`` itself (the live one is newer), or the one it replaces."""
    if live == new:
        return None
    return new if keeps_live_board(live, new) else live


def _conflict_of(game: Game) -> Callable[[], VersionConflictError]:
    """What a write guarded by ``game.version`` raises when the guard matched no row."""
    return lambda: VersionConflictError(game.id, game.version)
