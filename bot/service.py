"""The game service: everything a chat needs to run tic-tac-toe games, for any transport.

The Discord front and the console front are thin layers over :class:`GameService`: they turn
what people type or click into calls here and render what comes back. Every refusal is a
:class:`ServiceError` whose message can be shown to the player as is; a refused call changes
nothing.
"""

from __future__ import annotations

import asyncio
import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Literal

from engine import Agent, Board, Mark, TttError, available_agents, load_agent, parse_cell
from engine.agents.registry import agent_spec

FirstMover = Literal["me", "bot", "random"]
FIRST_CHOICES: tuple[FirstMover, ...] = ("me", "bot", "random")


class ServiceError(TttError):
    """A request the service refuses; the message explains why, for the player."""


class NoActiveGameError(ServiceError):
    pass


class AlreadyPlayingError(ServiceError):
    pass


class NotYourTurnError(ServiceError):
    pass


class GameStatus(StrEnum):
    ACTIVE = "active"
    WON = "won"
    DRAWN = "drawn"
    RESIGNED = "resigned"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class User:
    """A person on some platform."""

    id: str
    name: str


@dataclass(frozen=True, slots=True)
class Side:
    """Who plays one mark: a person, or an agent (by registry name)."""

    name: str
    user_id: str | None = None
    agent: str | None = None

    @property
    def is_agent(self) -> bool:
        return self.agent is not None


@dataclass(frozen=True, slots=True)
class Game:
    """A snapshot of one game."""

    id: int
    server_id: str
    channel_id: str
    x: Side
    o: Side
    board: Board
    moves: tuple[int, ...]
    status: GameStatus
    winner: Mark | None = None

    @property
    def is_active(self) -> bool:
        return self.status is GameStatus.ACTIVE

    def side(self, mark: Mark) -> Side:
        return self.x if mark is Mark.X else self.o

    def mark_of(self, user_id: str) -> Mark | None:
        """The mark ``user_id`` plays in this game, if any (X when they play both)."""
        if self.x.user_id == user_id:
            return Mark.X
        if self.o.user_id == user_id:
            return Mark.O
        return None

    @property
    def result_text(self) -> str:
        """One line on how the game stands or ended."""
        if self.status is GameStatus.ACTIVE:
            return f"{self.board.to_move} to move ({self.side(self.board.to_move).name})"
        if self.status is GameStatus.DRAWN:
            return "Draw."
        assert self.winner is not None
        winner = self.side(self.winner).name
        if self.status is GameStatus.RESIGNED:
            return f"{self.side(self.winner.other).name} resigned; {winner} ({self.winner}) wins."
        if self.status is GameStatus.ABANDONED:
            return f"{self.side(self.winner.other).name} timed out; {winner} ({self.winner}) wins."
        return f"{winner} ({self.winner}) wins."


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A human move, and the agent's answer when there was one."""

    game: Game
    cell: int
    reply: int | None


@dataclass(frozen=True, slots=True)
class AgentInfo:
    name: str
    description: str


class GameService:
    """Starts games, applies moves, lets agents answer, resigns. Games live in memory.

    A person has at most one active game per channel.
    """

    def __init__(self, *, default_agent: str = "minimax", seed: int | None = None) -> None:
        agent_spec(default_agent)  # fail at start-up, not at the first game
        self.default_agent = default_agent
        self._rng = random.Random(seed)
        self._ids = itertools.count(1)
        self._games: dict[int, Game] = {}
        self._agents: dict[int, Agent] = {}
        self._lock = asyncio.Lock()

    # -- queries --------------------------------------------------------------------------------

    def agents(self) -> Sequence[AgentInfo]:
        return [AgentInfo(spec.name, spec.description) for spec in available_agents()]

    async def active_game(self, user: User, server_id: str, channel_id: str) -> Game:
        """The user's active game in this channel; NoActiveGameError when there is none."""
        for game in self._games.values():
            if (
                game.is_active
                and game.server_id == server_id
                and game.channel_id == channel_id
                and game.mark_of(user.id) is not None
            ):
                return game
        raise NoActiveGameError("You have no game in progress here. Start one with /ttt play.")

    # -- commands -------------------------------------------------------------------------------

    async def start_game(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        *,
        agent: str | None = None,
        first: FirstMover = "random",
    ) -> Game:
        """Start a game of ``user`` against ``agent`` (the default agent when None).

        ``first`` says who plays X: ``me``, ``bot`` or ``random``. When the agent moves first,
        its move is already on the returned board.
        """
        if first not in FIRST_CHOICES:
            raise ServiceError(f"'first' must be one of {', '.join(FIRST_CHOICES)}; got '{first}'")
        name = agent_spec(agent or self.default_agent).name
        async with self._lock:
            try:
                existing = await self.active_game(user, server_id, channel_id)
            except NoActiveGameError:
                pass
            else:
                raise AlreadyPlayingError(
                    f"You already have game #{existing.id} in progress here: "
                    "finish it with /ttt move or /ttt resign first."
                )
            human_first = first == "me" or (first == "random" and self._rng.random() < 0.5)
            human = Side(user.name, user_id=user.id)
            bot = Side(name, agent=name)
            game = Game(
                id=next(self._ids),
                server_id=server_id,
                channel_id=channel_id,
                x=human if human_first else bot,
                o=bot if human_first else human,
                board=Board(),
                moves=(),
                status=GameStatus.ACTIVE,
            )
            self._agents[game.id] = load_agent(name, seed=self._rng.randrange(2**32))
            if not human_first:
                game = self._apply(game, self._agents[game.id].choose(game.board))
            self._games[game.id] = game
            return game

    async def play_move(
        self, user: User, server_id: str, channel_id: str, cell: int | str
    ) -> MoveResult:
        """Play ``cell`` (a number or text such as ``b2``) for ``user``; the agent answers."""
        target = parse_cell(cell) if isinstance(cell, str) else cell
        async with self._lock:
            game = await self.active_game(user, server_id, channel_id)
            mark = game.mark_of(user.id)
            if mark is not game.board.to_move:
                raise NotYourTurnError(f"It is not your turn: {game.result_text}")
            game = self._apply(game, target)
            reply = None
            if game.is_active and game.side(game.board.to_move).is_agent:
                reply = self._agents[game.id].choose(game.board)
                game = self._apply(game, reply)
            self._games[game.id] = game
            return MoveResult(game, target, reply)

    async def resign(self, user: User, server_id: str, channel_id: str) -> Game:
        """Resign the user's active game in this channel: the other side wins."""
        async with self._lock:
            game = await self.active_game(user, server_id, channel_id)
            mark = game.mark_of(user.id)
            assert mark is not None
            game = replace(game, status=GameStatus.RESIGNED, winner=mark.other)
            self._games[game.id] = game
            return game

    # -- internals ------------------------------------------------------------------------------

    @staticmethod
    def _apply(game: Game, cell: int) -> Game:
        board = game.board.play(cell)  # raises a clear IllegalMoveError; nothing changed yet
        status = GameStatus.ACTIVE
        if board.winner is not None:
            status = GameStatus.WON
        elif board.is_draw:
            status = GameStatus.DRAWN
        return replace(
            game, board=board, moves=(*game.moves, cell), status=status, winner=board.winner
        )
