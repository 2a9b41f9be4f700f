"""The console front: the bot's chat commands in a terminal, no Discord needed.

It reads one command per line (from a terminal or a pipe), calls the same :class:`GameService`
as the Discord front, and prints the board after every move. Bad input gets one line saying
what went wrong; it never ends the session with a traceback. Games, moves and stats live in the
service's database, so they are still there at the next run.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Literal, TextIO

from bot.games.service import GameService
from bot.i18n import DEFAULT_LOCALE
from bot.retrain.report import learning_report, render_learning, render_people_win_rate
from domain.agents import AgentInfo
from domain.game import FIRST_CHOICES, FirstMover, Game
from domain.players import User
from domain.stats import MIN_RANKED_GAMES, LeaderboardRow, PlayerStats
from domain.views import MoveResult, Review
from engine import TttError
from engine.errors import quote_input

log = logging.getLogger(__name__)

CONSOLE_SERVER = "console"
CONSOLE_CHANNEL = "console"

HELP = """\
Commands (cells are 1-9 like a keypad read from the top-left: 1 2 3 / 4 5 6 / 7 8 9;
b2, 'center' or 'top left' work too):
  /ttt play [agent] [first:me|bot|random]  start a game (default agent: {default})
  /ttt move <cell>                          play a cell (a bare cell like '5' works too)
  /ttt board                                show your game
  /ttt resign                               give up the current game
  /ttt stats [global]                       your record, rating and streaks
  /ttt leaderboard [global] [N]             the best-rated players ({ranked}+ games)
  /ttt review [game]                        the moves that changed your last game's outcome
  /ttt agents                               list the agents you can play
  /ttt admin learning                       what the bot learned from the people here
  /ttt help                                 this text
  quit                                      leave"""


class UsageError(TttError):
    """A command line the console does not understand."""


Outcome = Literal["done", "refused", "failed"]


@dataclass(frozen=True, slots=True)
class Answer:
    """What the console says to one line. ``refused``: bad input, answered and nothing
    stored; ``failed``: a bug, logged (the session goes on)."""

    text: str
    outcome: Outcome


Handler = Callable[[list[str]], Awaitable[str]]


class Console:
    """Turns command lines into service calls and their results into text."""

    def __init__(self, service: GameService, user: User) -> None:
        self.service = service
        self.user = user
        self._handlers: dict[str, Handler] = {
            "play": self._play,
            "move": self._move,
            "board": self._board,
            "resign": self._resign,
            "stats": self._stats,
            "leaderboard": self._leaderboard,
            "review": self._review,
            "agents": self._agents,
            "admin": self._admin,
            "help": self._help,
        }

    async def handle(self, line: str) -> str:
        """The reply to one command line (an empty string for a blank line)."""
        return (await self.answer(line)).text

    async def answer(self, line: str) -> Answer:
        """The reply to one command line, and whether the command was carried out."""
        try:
            words = shlex.split(line)
        except ValueError as exc:
            return Answer(f"Could not read that command ({exc}). Type /ttt help.", "refused")
        if not words:
            return Answer("", "done")
        notice = await self._expire_idle_games()
        outcome: Outcome = "done"
        try:
            reply = await self._dispatch(words)
        except TttError as exc:
            text = str(exc)
            reply, outcome = text[:1].upper() + text[1:], "refused"
        except Exception:
            # A bug must cost one command, not the session and every command piped after it.
            log.exception("console command failed: %r", quote_input(line, 200))
            reply = "Something went wrong with that command; it was logged. Type /ttt help."
            outcome = "failed"
        return Answer(f"{notice}\n{reply}" if notice else reply, outcome)

    async def _expire_idle_games(self) -> str:
        """Close games idle past their timeout (the console has no background task for it)
        and say so when one of them was ours."""
        closed = await self.service.expire_idle_games()
        ours = [g for g in closed if g.mark_of(self.user.id) is not None]
        return "\n".join(f"Game #{g.id} timed out: {g.result_text}" for g in ours)

    async def _dispatch(self, words: list[str]) -> str:
        head = words[0].lower()
        if head in ("/ttt", "ttt"):
            if len(words) < 2:
                raise UsageError("Missing a command after /ttt. Type /ttt help.")
            name, args = words[1].lower(), words[2:]
            handler = self._handlers.get(name)
            if handler is None:
                raise UsageError(f"Unknown command '/ttt {quote_input(words[1])}'. Type /ttt help.")
            return await handler(args)
        if len(words) == 1 and not head.startswith("/"):
            return await self._move(words)  # a bare cell is a move: quicker to type
        raise UsageError(
            f"Unknown command '{quote_input(words[0])}'. Commands start with /ttt; try /ttt help."
        )

    async def _play(self, args: list[str]) -> str:
        agent: str | None = None
        first: str = "random"
        for arg in args:
            key, sep, value = arg.partition(":") if ":" in arg else arg.partition("=")
            if not sep:
                key, value = ("agent", arg) if agent is None else ("", arg)
            match key.lower():
                case "agent":
                    agent = value
                case "first":
                    first = value.lower()
                case _:
                    raise UsageError(
                        f"Unexpected '{quote_input(arg)}'. "
                        "Usage: /ttt play [agent] [first:me|bot|random]"
                    )
        if first not in FIRST_CHOICES:
            raise UsageError(
                f"first must be one of {', '.join(FIRST_CHOICES)}; got '{quote_input(first)}'"
            )
        fm: FirstMover = first  # type: ignore[assignment]  # checked just above
        game = await self.service.start_game(
            self.user, CONSOLE_SERVER, CONSOLE_CHANNEL, agent=agent, first=fm
        )
        opening = f"Game #{game.id}: {game.x.name} (X) vs {game.o.name} (O)."
        if game.moves:
            opening += f"\n{game.x.name} opens on cell {game.moves[0]}."
        return f"{opening}\n{render_game(game)}"

    async def _move(self, args: list[str]) -> str:
        if not args:
            raise UsageError("Which cell? Usage: /ttt move <cell>, e.g. /ttt move 5")
        result = await self.service.play_move(
            self.user, CONSOLE_SERVER, CONSOLE_CHANNEL, " ".join(args)
        )
        return render_move(result)

    async def _board(self, args: list[str]) -> str:
        game = await self.service.active_game(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL)
        return render_game(game)

    async def _resign(self, args: list[str]) -> str:
        game = await self.service.resign(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL)
        return render_game(game)

    async def _stats(self, args: list[str]) -> str:
        scope = _scope(args, usage="/ttt stats [global]")
        stats = await self.service.stats(
            self.user.id, None if scope == "global" else CONSOLE_SERVER
        )
        if stats.games == 0:  # never played: the service knows no name yet
            stats = replace(stats, name=self.user.name)
        return render_stats(stats)

    async def _leaderboard(self, args: list[str]) -> str:
        usage = "/ttt leaderboard [global] [N]"
        limit = 10
        rest = [a for a in args if a.lower() != "global"]
        if len(rest) > 1 or (rest and _whole_number(rest[0]) is None):
            raise UsageError(f"Unexpected '{quote_input(' '.join(rest))}'. Usage: {usage}")
        if rest:
            limit = _whole_number(rest[0]) or 0
        scope = "global" if len(rest) < len(args) else "here"
        rows = await self.service.leaderboard(
            None if scope == "global" else CONSOLE_SERVER, limit=limit
        )
        return render_leaderboard(rows, "everywhere" if scope == "global" else "here")

    async def _review(self, args: list[str]) -> str:
        game_id: int | None = None
        if args:
            text = args[0].lstrip("#")
            game_id = _whole_number(text)
            if len(args) > 1 or game_id is None:
                raise UsageError(
                    f"Unexpected '{quote_input(' '.join(args))}'. Usage: /ttt review [game]"
                )
        review = await self.service.review(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL, game_id)
        return render_review(review)

    async def _agents(self, args: list[str]) -> str:
        rows = [
            f"  {a.name:<10} {a.description}{_strength(a)}"
            + _suffix(render_people_win_rate(a, CONSOLE_SERVER, DEFAULT_LOCALE))
            for a in self.service.agents()
        ]
        return "Agents (Elo rating; learned agents: version, measured optimal-move accuracy):\n" + (
            "\n".join(rows)
        )

    async def _admin(self, args: list[str]) -> str:
        """``/ttt admin learning``: what the serving dqn learned from the console's people
        (the console's person administers its own server)."""
        if [a.lower() for a in args] != ["learning"]:
            raise UsageError("Usage: /ttt admin learning")
        report = learning_report(self.service.agents(), CONSOLE_SERVER)
        return render_learning(report, DEFAULT_LOCALE)

    async def _help(self, args: list[str]) -> str:
        return HELP.format(default=self.service.default_agent, ranked=MIN_RANKED_GAMES)


MAX_NUMBER_DIGITS = 18
"""Longer numbers are refused before ``int()``: no id or count needs more, and Python refuses
to parse over 4,300 digits with an exception of its own."""


def _suffix(text: str | None) -> str:
    return f" ({text})" if text else ""


def _whole_number(text: str) -> int | None:
    """``text`` as a whole number when it is 1–18 ASCII digits, else None.

    ``str.isdigit`` also accepts superscripts (``⁵``) that ``int`` rejects, and ``int`` accepts
    digits of other scripts: only ASCII digits are numbers here.
    """
    if not 0 < len(text) <= MAX_NUMBER_DIGITS or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


def _scope(args: list[str], *, usage: str) -> str:
    if not args:
        return "here"
    if len(args) == 1 and args[0].lower() in ("global", "here"):
        return args[0].lower()
    raise UsageError(f"Unexpected '{quote_input(' '.join(args))}'. Usage: {usage}")


def _strength(agent: AgentInfo) -> str:
    """`` [Elo 1600, v1, 100.0% optimal]``: what is known of an agent's strength."""
    parts = [f"Elo {agent.rating:.0f}"] if agent.rating is not None else []
    if agent.version is not None:
        parts.append(agent.version)
    accuracy = (agent.metrics or {}).get("optimal_move_accuracy")
    if isinstance(accuracy, int | float):
        parts.append(f"{accuracy:.1%} optimal")
    return f" [{', '.join(parts)}]" if parts else ""


def render_game(game: Game) -> str:
    """The board as a text grid with the game's state underneath."""
    return f"{game.board.pretty()}\n{game.result_text}"


def render_stats(stats: PlayerStats) -> str:
    """A player's stats as a few lines."""
    where = "everywhere" if stats.server_id is None else "here"
    if stats.games == 0:
        return f"No finished games for {stats.name} {where} yet. Start one with /ttt play."
    ranked = "ranked" if stats.ranked else f"{MIN_RANKED_GAMES - stats.games} more to be ranked"
    lines = [
        f"Stats for {stats.name} ({where}): rating {stats.rating:.0f} "
        f"({_count(stats.games, 'game')}, {ranked})",
        f"  overall      {stats.overall}   streak {stats.streak:+d} (best {stats.best_streak})",
    ]
    for agent, record in sorted(stats.vs_agents.items()):
        lines.append(f"  vs {agent:<10}{record}")
    if stats.vs_people.games:
        lines.append(f"  vs people    {stats.vs_people}")
    return "\n".join(lines)


def render_leaderboard(rows: list[LeaderboardRow], where: str) -> str:
    if not rows:
        return f"Nobody is ranked {where} yet: players appear after {MIN_RANKED_GAMES} games."
    lines = [f"Leaderboard ({where}):"]
    for row in rows:
        lines.append(
            f"  {row.rank:>2}. {row.name:<16} {row.rating:6.0f}  {row.overall!s:<12}"
            f" {_count(row.games, 'game')}  streak {row.streak:+d}"
        )
    return "\n".join(lines)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def render_review(review: Review) -> str:
    game = review.game
    head = f"Game #{game.id}: {game.x.name} (X) vs {game.o.name} (O). {game.result_text}"
    if not review.lines:
        return f"{head}\nNo move changed the game's value: every move kept the best result."
    return "\n".join([head, *(f"  {line.text}" for line in review.lines)])


def render_move(result: MoveResult) -> str:
    game = result.game
    said = f"You played {result.cell}."
    if result.reply is not None:
        agent = game.x if game.x.is_agent else game.o
        said = f"You played {result.cell}; {agent.name} answered {result.reply}."
    return f"{said}\n{render_game(game)}"


async def run_console(
    service: GameService,
    *,
    user: User | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """Read commands until end of input or ``quit``, answering each on ``stdout``."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    console = Console(service, user or User("console-user", "you"))
    interactive = stdin.isatty()
    if interactive:
        print("tttbot console - type /ttt help for commands, quit to leave.", file=stdout)
    while True:
        if interactive:
            print("> ", end="", file=stdout, flush=True)
        line = await asyncio.to_thread(stdin.readline)
        if not line:
            break
        if line.strip().lower() in ("quit", "exit", "/quit", "/exit"):
            break
        reply = await console.handle(line)
        if reply:
            print(reply, file=stdout, flush=True)
