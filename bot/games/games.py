"""Games against agents: start, play, resign, look up, and close the idle ones.

A move and the agent's answer are stored together; a button on an old board, or a move that
raced another, is refused (:class:`StaleBoardError`) and stores nothing.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Final

from bot.games.agents import AgentsMixin
from bot.games.core import refusals_for
from bot.games.errors import (
    GameTimedOutError,
    NoActiveGameError,
    NotYourGameError,
    NotYourTurnError,
    ServiceError,
    StaleBoardError,
    check_game_number,
    game_not_found,
)
from bot.games.levels import FAIR_AGENT, LevelsMixin, fair_game_version
from bot.games.server_settings import ServerSettingsMixin
from domain.answers import MoveResult
from domain.game import FIRST_CHOICES, FirstMover, Game, GameStatus, Side
from domain.players import User
from engine import Board, GameOverError, Mark
from engine import parse_cell as _parse_cell
from engine.agents.registry import agent_spec
from engine.errors import with_params
from storage import VersionConflictError
from storage.repos.shards import Shards

RESIGN_ATTEMPTS: Final = 3


class GamesMixin(AgentsMixin, ServerSettingsMixin, LevelsMixin):
    """A person's games against the agents (and the moves of duels, which are games too)."""

    async def start_game(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        *,
        agent: str | None = None,
        first: FirstMover = "random",
        difficulty: str | None = None,
        rematch_of: int | None = None,
    ) -> Game:
        """Start a game of ``user`` against ``agent`` (the server's agent when None).

        ``first`` says who plays X: ``me``, ``bot`` or ``random``. When the agent moves first,
        its move is already on the returned board. ``difficulty`` (easy, medium, hard,
        unbeatable, fair) picks the agent instead of ``agent``; giving both is refused.
        ``rematch_of``: the finished game this one
        replays (the database lets each game have one rematch).
        """
        if first not in FIRST_CHOICES:
            raise ServiceError(f"'first' must be one of {', '.join(FIRST_CHOICES)}; got '{first}'")
        agent = self._level_agent(agent, difficulty)
        settings = await self.server_settings(server_id)
        await self._require_channel(settings, channel_id)
        name = agent_spec(agent or settings.agent).name
        bot = await self._agent(name)
        # The fair agent's level for this member, fixed for the game (its recorded version).
        level = await self._fair_level(user, server_id, settings) if name == FAIR_AGENT else 0.0
        async with self._start_locks.hold((server_id, channel_id, user.id)):
            # No "already playing here?" read first: the game's insert takes the player's
            # slot in the channel, and a slot taken refuses it (refusals_for, below) with
            # the game they are playing, nothing stored.
            human_first = first == "me" or (first == "random" and self._rng.random() < 0.5)
            human = Side.human(user.id, user.name)
            version = fair_game_version(bot, level)
            machine = self._agent_side(name, bot, version)
            opening = (
                ()
                if human_first
                else (await self._choose(name, Board(), version, server_id, user.id),)
            )
            with refusals_for(you=user):
                record = await self.repository.create_game(
                    server_id=server_id,
                    channel_id=channel_id,
                    x=human if human_first else machine,
                    o=machine if human_first else human,
                    opening=opening,
                    now=self._clock(),
                    one_per_channel=not settings.multiple_games,
                    rematch_of=rematch_of,
                )
        return record

    async def play_move(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        cell: int | str,
        *,
        game_id: int | None = None,
        expected_ply: int | None = None,
        snapshot: Game | None = None,
    ) -> MoveResult:
        """Play ``cell`` (a number, or text such as ``b2``) for ``user``; an agent answers.

        Without ``game_id`` it acts on the user's active game in this channel. With
        ``game_id`` / ``expected_ply`` (from a button) it acts on that game and refuses a board
        that moved on (:class:`StaleBoardError`). The move and the reply are stored together.
        ``snapshot`` is game ``game_id`` as the caller read it a moment ago, to save reading
        it again: if it is out of date by then, the stored move's version guard refuses the
        move as stale, so it is never played on an old board.
        """
        target = _parse_cell(cell) if isinstance(cell, str) else cell
        record = await self._game_to_play(user, server_id, channel_id, game_id, snapshot)
        mark = _require_playable(record, user, expected_ply)
        after = record.board.play(target)  # an illegal move raises here; nothing is stored
        cells = [target]
        reply = None
        opponent = record.side(mark.other)
        if not after.is_over and opponent.agent is not None:
            reply = await self._choose(
                opponent.agent, after, opponent.agent_version, record.server_id, user.id
            )
            cells.append(reply)
        record = await self._store_moves(record, cells, mark)
        self.finished(record)
        return MoveResult(record, target, reply)

    async def _game_to_play(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        game_id: int | None,
        snapshot: Game | None,
    ) -> Game:
        """The game a move is for: the caller's fresh ``snapshot`` of ``game_id``, else read;
        refused as unknown when ``game_id`` is a game of another place."""
        if snapshot is not None and game_id is not None and snapshot.id == game_id:
            record = snapshot
        else:
            record = await self._game_of(user, server_id, channel_id, game_id)
        if game_id is not None and (record.server_id, record.channel_id) != (server_id, channel_id):
            # A board is only posted in its game's channel: only a forged click names a game
            # of another place, and the answer must not tell whether that game exists.
            raise game_not_found(game_id)
        return record

    async def _store_moves(self, record: Game, cells: list[int], mark: Mark) -> Game:
        """Store the member's move and the agent's reply together, with the agent's move
        probabilities (its learning data); a game that changed meanwhile refuses them all."""
        opponent = record.side(mark.other)
        probabilities = None
        if opponent.agent is not None:
            probabilities = await self._move_probabilities(
                opponent.agent,
                opponent.agent_version,
                record.server_id,
                (*record.moves, *cells),
                mark.other,
                record.side(mark).user_id,  # the member it plays: their table, if any
            )
        try:
            return await self.repository.apply_moves(
                record, cells, now=self._clock(), probabilities=probabilities
            )
        except VersionConflictError:
            raise with_params(
                StaleBoardError(
                    f"Game #{record.id} changed while you were moving (another move got there "
                    "first); nothing was played. Look at the board again."
                ),
                reason="conflict",
                game_id=record.id,
                ply=record.ply + 1,
            ) from None

    async def resign(
        self, user: User, server_id: str, channel_id: str, *, game_id: int | None = None
    ) -> Game:
        """Resign the user's game (the active one here, or ``game_id``): the other side wins;
        before the member's first move the game is abandoned unrated instead."""
        for _attempt in range(RESIGN_ATTEMPTS):
            record = await self._game_of(user, server_id, channel_id, game_id)
            mark = _mark_of(record, user)
            if not record.is_active:
                raise GameOverError(f"Game #{record.id} is over already: {record.result_text}")
            try:
                if never_moved(record, mark):
                    record = await self.repository.abandon_unrated(record, now=self._clock())
                else:
                    record = await self.repository.resign(record, mark, now=self._clock())
            except VersionConflictError:
                game_id = record.id  # a move landed meanwhile: resign the same game again
                continue
            self.finished(record)
            return record
        raise with_params(
            StaleBoardError("The game kept changing while you resigned; try again."),
            reason="resign",
        )

    async def active_game(self, user: User, server_id: str, channel_id: str) -> Game:
        """The user's active game in this channel; NoActiveGameError when there is none."""
        return await self._active_record(user, server_id, channel_id)

    async def get_game(self, game_id: int) -> Game:
        with refusals_for(game_id=game_id):
            return await self.repository.get_game(game_id)

    def kept_game(self, game_id: int) -> Game | None:
        """Game ``game_id`` as this process last read or wrote it, if it was active then: a
        move may be played on it (as ``snapshot``) without reading the game, since the move's
        version guard refuses a copy that is out of date. Not for refusing anything: it may be
        out of date."""
        return self.repository.kept_game(game_id)

    async def set_message(self, game_id: int, message_id: str | None) -> None:
        """Remember the chat message that shows the game's board."""
        with refusals_for(game_id=game_id):
            await self.repository.set_message(game_id, message_id)

    async def swap_message(self, game_id: int, message_id: str) -> str | None:
        """Make ``message_id`` the game's board unless a newer one is; the message to retire
        (the board it replaced, or ``message_id`` itself when it is the older one):
        one live board per game, the newest, also when boards are posted at once by several
        processes)."""
        with refusals_for(game_id=game_id):
            return await self.repository.swap_message(game_id, message_id)

    async def free_cells(self, user: User, server_id: str, channel_id: str) -> tuple[int, ...]:
        """The cells the user could play now (for autocomplete); ``()`` without a game."""
        record = await self.repository.active_game(user.id, server_id, channel_id)
        return () if record is None else record.board.legal_moves()

    async def expire_idle_games(
        self, now: datetime | None = None, *, shards: Shards | None = None
    ) -> list[Game]:
        """Close every active game idle longer than its server's move timeout: the side to
        move loses (status ``abandoned``), or, when that side is a member who never moved, the
        game is abandoned with no winner and counts nowhere. Returns the games closed. With
        ``shards`` (shard count, owned shard ids), only the games of the owned shards' servers."""
        moment = now or self._clock()
        stored = {s.server_id: s for s in await self._all_server_settings()}
        shortest = min(
            [self.idle_timeout_s]
            + [self._settings(server, s).move_timeout_s for server, s in stored.items()]
        )
        closed = []
        since = moment - timedelta(seconds=shortest)
        for record in await self.repository.idle_games(since, shards=shards):
            settings = self._settings(record.server_id, stored.get(record.server_id))
            if moment - record.updated_at < timedelta(seconds=settings.move_timeout_s):
                continue
            loser = record.board.to_move
            try:
                if never_moved(record, loser):
                    record = await self.repository.abandon_unrated(record, now=moment)
                else:
                    record = await self.repository.abandon(record, loser, now=moment)
            except VersionConflictError:
                continue  # a move just arrived: not idle after all
            self.finished(record)
            closed.append(record)
        return closed

    async def _game_of(
        self, user: User, server_id: str, channel_id: str, game_id: int | None
    ) -> Game:
        if game_id is None:
            return await self._active_record(user, server_id, channel_id)
        check_game_number(game_id)
        with refusals_for(game_id=game_id):
            return await self.repository.get_game(game_id)

    async def _active_record(self, user: User, server_id: str, channel_id: str) -> Game:
        record = await self.repository.active_game(user.id, server_id, channel_id)
        if record is None:
            raise await self._no_active_game(user, server_id, channel_id)
        return record

    async def _no_active_game(self, user: User, server_id: str, channel_id: str) -> ServiceError:
        """No game in progress here; when the player's last game here timed out, which one
        and who ran out of time (its board may still show it in play: where the bot is not a
        member, nothing can redraw a board once its token expired)."""
        last = await self.repository.last_finished_game(user.id, server_id, channel_id)
        if last is None or last.status is not GameStatus.ABANDONED:
            return NoActiveGameError("You have no game in progress here. Start one with /ttt play.")
        loser = last.side(last.board.to_move).name
        return with_params(
            GameTimedOutError(
                f"You have no game in progress here: game #{last.id} ended when {loser} ran "
                "out of time. Start a new one with /ttt play."
            ),
            game_id=last.id,
            loser=loser,
        )


def _mark_of(record: Game, user: User) -> Mark:
    if record.x.user_id == user.id:
        return Mark.X
    if record.o.user_id == user.id:
        return Mark.O
    raise with_params(
        NotYourGameError(
            f"Game #{record.id} is {record.x.name} (X) against {record.o.name} (O); "
            "you are not playing in it."
        ),
        game_id=record.id,
        x=record.x.name,
        o=record.o.name,
    )


def never_moved(record: Game, mark: Mark) -> bool:
    """Whether ``mark`` is a member who has not played a move yet (X plays the even plies)."""
    if record.side(mark).user_id is None:
        return False
    return not record.moves[0 if mark is Mark.X else 1 :: 2]


def _require_playable(record: Game, user: User, expected_ply: int | None) -> Mark:
    """``user``'s mark in ``record``, refused unless the game is on, the board the member saw
    is the current one (``expected_ply``, from a button) and it is their turn."""
    mark = _mark_of(record, user)
    if not record.is_active:
        raise with_params(
            GameOverError(f"Game #{record.id} is over: {record.result_text}"),
            game_id=record.id,
        )
    if expected_ply is not None and expected_ply != record.ply:
        raise with_params(
            StaleBoardError(
                f"That board is out of date: game #{record.id} has moved on to move "
                f"{record.ply + 1}. Here is the current board."
            ),
            reason="moved-on",
            game_id=record.id,
            ply=record.ply + 1,
        )
    if mark is not record.board.to_move:
        to_move = record.board.to_move
        raise with_params(
            NotYourTurnError(f"It is not your turn: {record.result_text}"),
            mark=to_move.value,
            name=record.side(to_move).name,
        )
    return mark
