"""The console front: the bot's chat commands in a terminal, no Discord needed.

It reads one command per line (from a terminal or a pipe), calls the same :class:`GameService`
as the Discord front, and prints the board after every move. Bad input gets one line saying
what went wrong; it never ends the session with a traceback. Games, moves and stats live in the
service's database, so they are still there at the next run.

It speaks the language of ``TTT_LOCALE`` (else the system locale) with the Fluent catalogs of
the Discord front (:mod:`bot.i18n`), and understands cell names in that language.
"""

from __future__ import annotations

import asyncio
import logging
import shlex
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Literal, TextIO

from bot.console_admin import ConsoleAdmin
from bot.console_args import (
    UsageError,
    all_digits,
    board_options,
    scope_of,
    suffix,
    unexpected,
    whole_number,
)
from bot.console_render import ConsoleRendering
from bot.console_start import PROMPT, console_locale, greet
from bot.console_words import EXTRA_WORDS, closest, command_words, unknown_command
from bot.games.errors import check_game_number
from bot.games.service import GameService
from bot.i18n import Texts, default_catalog, outage_key, parse_localized_cell
from bot.i18n.help import complete_help
from bot.retrain.report import render_people_win_rate
from domain.game import FIRST_CHOICES, FirstMover, Game
from domain.players import User
from domain.stats import MIN_RANKED_GAMES
from engine import CellParseError, TttError, parse_cell
from engine.errors import quote_input, with_params
from engine.levels import DIFFICULTIES
from storage.errors import database_damaged, database_outage
from storage.integrity import report_damage
from storage.rating import RATED_DUEL_MOVES
from storage.stats import is_short_duel

log = logging.getLogger(__name__)

CONSOLE_SERVER = "console"
CONSOLE_CHANNEL = "console"


Outcome = Literal["done", "refused", "failed"]


@dataclass(frozen=True, slots=True)
class Answer:
    """What the console says to one line. ``refused``: bad input, answered and nothing
    stored; ``failed``: a bug, logged (the session goes on)."""

    text: str
    outcome: Outcome


Handler = Callable[[list[str]], Awaitable[str]]


class Console(ConsoleRendering, ConsoleAdmin):
    """Turns command lines into service calls and their results into text."""

    server_id = CONSOLE_SERVER

    def __init__(self, service: GameService, user: User, *, locale: str | None = None) -> None:
        self.service = service
        self.user = user
        self.t: Texts = default_catalog().texts(locale or console_locale())
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
            # Rematch (the same pairing again, colours swapped) and the recent games.
            "rematch": self._rematch,
            "history": self._history,
        }
        self._words = command_words(self._handlers, self.t)

    @property
    def command_names(self) -> tuple[str, ...]:
        """The commands this console runs, by their English names."""
        return tuple(self._handlers)

    async def handle(self, line: str) -> str:
        """The reply to one command line (an empty string for a blank line)."""
        return (await self.answer(line)).text

    async def answer(self, line: str) -> Answer:
        """The reply to one command line, and whether the command was carried out."""
        try:
            words = shlex.split(line)
        except ValueError as exc:
            return Answer(self.t("error-usage", reason="read", detail=str(exc)), "refused")
        if not words:
            return Answer("", "done")
        notice = ""
        outcome: Outcome = "done"
        try:
            # Inside the try: it reads the database too, and a database that went away for a
            # moment (a PostgreSQL restart) must cost one command, not the session.
            notice = await self._expire_idle_games()
            reply = await self._dispatch(words)
        except TttError as exc:
            agents = ", ".join(a.name for a in self.service.agents())
            reply, outcome = self.t.error(exc, agents=agents), "refused"
        except Exception as exc:
            # A bug or an outage must cost one command, not the session and every command
            # piped after it.
            reply, outcome = self.t(self._failure_key(exc, line)), "failed"
        return Answer(f"{notice}\n{reply}" if notice else reply, outcome)

    @staticmethod
    def _failure_key(error: Exception, line: str) -> str:
        """The message of a command that failed; logged, a damaged database file once for the
        process (every later command fails the same way)."""
        if database_damaged(error):
            report_damage(log, error, f"console command {quote_input(line, 200)!r}")
            return "error-database-damaged"
        log.exception("console command failed: %r", quote_input(line, 200))
        return outage_key(error) if database_outage(error) else "console-error"

    async def _expire_idle_games(self) -> str:
        """Close games idle past their timeout (the console has no background task for it)
        and say so when one of them was ours."""
        closed = await self.service.expire_idle_games()
        ours = [g for g in closed if g.mark_of(self.user.id) is not None]
        return "\n".join(
            self.t("console-timed-out", game_id=g.id, result=self.status(g)) for g in ours
        )

    async def _dispatch(self, words: list[str]) -> str:
        head = words[0].lower()
        if head in ("/ttt-admin", "ttt-admin"):  # Discord's name for the admin commands
            return await self._admin(words[1:])
        if head in ("/ttt", "ttt"):
            if len(words) < 2:
                raise UsageError(
                    "Missing a command after /ttt. Type /ttt help.", reason="missing-command"
                )
            name = self._words.get(words[1].casefold())
            if name is None:
                raise self._unknown(words[1], prefix="/ttt ")
            return await self._handlers[name](words[2:])
        name = self._words.get(head.casefold())
        line = " ".join(words)
        if name is not None and (len(words) == 1 or not self._cell(line)):
            # "help", "board": the command, not a cell; "play first:me", "move 5": a command
            # without its /ttt (a line that names a cell stays a move).
            return await self._handlers[name](words[1:])
        if not head.startswith("/") and self._cell(line):
            return await self._move(words)  # a bare cell ("5", "top left") is a move
        refusal = self._unknown(words[0])
        if len(words) == 1 and not head.startswith("/") and refusal.key != "unknown-command":
            return await self._move(words)  # like no command: refused as a cell
        raise refusal

    def _unknown(self, word: str, prefix: str = "") -> UsageError:
        """The refusal of ``word``, a command nobody has: with the closest command when one
        is alike (``stat`` → ``stats``, in the words of the console's language too)."""
        words = [*self._words, *(() if prefix else EXTRA_WORDS)]
        suggestion = closest(word.removeprefix("/"), words)
        return unknown_command(prefix + word, suggestion and prefix + suggestion)

    def _cell(self, text: str) -> int | None:
        """The cell ``text`` names: digits, ``b2`` and English words, else the console
        language's own names for the cells; None when it names none."""
        try:
            return parse_cell(text)
        except TttError:
            return parse_localized_cell(text, self.t.locale)

    async def _play(self, args: list[str]) -> str:
        agent: str | None = None
        first: str = "random"
        difficulty: str | None = None
        for arg in args:
            key, sep, value = arg.partition(":") if ":" in arg else arg.partition("=")
            if not sep:
                key, value = ("agent", arg) if agent is None else ("", arg)
            match key.lower():
                case "agent":
                    agent = value
                case "first":
                    first = value.lower()
                case "difficulty" | "level":
                    difficulty = value
                case _:
                    raise unexpected(arg, PLAY_USAGE)
        if first not in FIRST_CHOICES:
            raise UsageError(
                f"first must be one of {', '.join(FIRST_CHOICES)}; got '{quote_input(first)}'",
                reason="bad-first",
                value=quote_input(first),
                choices=", ".join(FIRST_CHOICES),
            )
        fm: FirstMover = first  # checked just above
        game = await self.service.start_game(
            self.user, CONSOLE_SERVER, CONSOLE_CHANNEL, agent=agent, first=fm, difficulty=difficulty
        )
        opening = self.t("console-opening", game_id=game.id, x=game.x.name, o=game.o.name)
        if game.moves:
            opening += "\n" + self.t("console-agent-opens", name=game.x.name, cell=game.moves[0])
        return f"{opening}\n{self.render_game(game)}"

    async def _move(self, args: list[str]) -> str:
        if not args:
            raise UsageError(
                "Which cell? Usage: /ttt move <cell>, e.g. /ttt move 5", reason="no-cell"
            )
        text = " ".join(args)
        cell = self._cell(text)
        if cell is None:
            raise self._cell_refusal(text)
        result = await self.service.play_move(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL, cell)
        return self.render_move(result) + await self._rating_line(result.game)

    def _cell_refusal(self, text: str) -> CellParseError:
        stripped = text.strip()
        reason = "number" if stripped.isdigit() else "unknown"
        return with_params(
            CellParseError(f"'{quote_input(stripped)}' is not a cell"),
            reason="empty" if not stripped else reason,
            input=quote_input(stripped),
            forms=self.t("cell-forms"),
        )

    async def _board(self, args: list[str]) -> str:
        game = await self.service.active_game(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL)
        return self.render_game(game)

    async def _resign(self, args: list[str]) -> str:
        game = await self.service.resign(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL)
        return self.render_game(game) + await self._rating_line(game)

    async def _rating_line(self, game: Game) -> str:
        """Under a finished game: the player's new season rating and its change."""
        for change in await self.service.rating_changes(game):
            if change.user_id != self.user.id:
                continue
            if not change.rated:
                unrated = "\n" + self.t("board-unrated", name=self.user.name)
                if is_short_duel(game):
                    unrated += "\n" + self.t("board-duel-too-short", moves=RATED_DUEL_MOVES)
                return unrated
            delta = round(change.change)
            return "\n" + self.t(
                "board-rating",
                name=self.user.name,
                rating=f"{change.rating:.0f}",
                change=f"{delta:+d}" if delta else "±0",
            )
        return ""

    async def _stats(self, args: list[str]) -> str:
        scope = scope_of(args, usage="/ttt stats [global]")
        stats = await self.service.stats(
            self.user.id, None if scope == "global" else CONSOLE_SERVER
        )
        if stats.games == 0:  # never played: the service knows no name yet
            stats = replace(stats, name=self.user.name)
        return self.render_stats(stats)

    async def _leaderboard(self, args: list[str]) -> str:
        scope, season, limit = board_options(args)
        standings = await self.service.standings(
            CONSOLE_SERVER, scope=scope, channel_id=CONSOLE_CHANNEL, season=season, limit=limit
        )
        return self.render_standings(standings)

    async def _review(self, args: list[str]) -> str:
        game_id: int | None = None
        # A terminal shows no picture, so it is saved only when asked for.
        wants_picture = bool(args) and args[-1].lower() == "png"
        options = args[:-1] if wants_picture else args
        if options:
            text = options[0].lstrip("#")
            if len(options) > 1 or not all_digits(text):
                raise unexpected(" ".join(args), "/ttt review [game] [png]")
            # Too many digits to be a number at all: no game has it (the service says why).
            game_id = check_game_number(whole_number(text))
        review = await self.service.review(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL, game_id)
        if wants_picture:
            return f"{self.render_review(review)}\n{self.save_picture(review)}"
        return self.render_review(review)

    async def _agents(self, args: list[str]) -> str:
        measured = await self.service.agent_standings(CONSOLE_SERVER)
        rows = [
            f"  {a.name:<10} {a.description}{self._strength(a, measured.get(a.name))}"
            + suffix(render_people_win_rate(a, CONSOLE_SERVER, self.t.locale))
            for a in self.service.agents()
        ]
        return "\n".join([self.t("console-agents-head"), *rows])

    async def _help(self, args: list[str]) -> str:
        settings = await self.service.server_settings(CONSOLE_SERVER)
        text = self.t(
            "console-help",
            forms=self.t("cell-forms"),
            default=settings.agent,  # what /ttt play starts here, the admin's choice included
            ranked=MIN_RANKED_GAMES,
        )
        line = "  {:<43}{}".format
        return complete_help(
            self.t,
            with_admin_line(text, line("/ttt admin settings", self.t("console-help-admin"))),
            line=line,
            closes=lambda last: last.strip().startswith("quit"),
            fair_target=settings.fair_target,
        )

    async def _rematch(self, args: list[str]) -> str:
        """``/ttt rematch``: the last finished game here again, colours swapped."""
        if args:
            raise unexpected(" ".join(args), "/ttt rematch")
        game = await self.service.rematch(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL)
        assert isinstance(game, Game)  # the console plays agents only: no invitations
        return self.render_start(game)

    async def _history(self, args: list[str]) -> str:
        """``/ttt history``: the console's recent games, to review by number."""
        if args:
            raise unexpected(" ".join(args), "/ttt history")
        games = await self.service.history(self.user, CONSOLE_SERVER, CONSOLE_CHANNEL)
        return self.render_history(games)

    # -- rendering, in the console's language -----------------------------------------------


def with_admin_line(text: str, admin: str) -> str:
    """The console's help ``text`` with the line of ``/ttt admin settings`` under its line of
    ``/ttt admin learning`` (a console-only command: Discord's help has no such line)."""
    lines = text.split("\n")
    at = next((i + 1 for i, x in enumerate(lines) if x.strip().startswith("/ttt admin")), 1)
    return "\n".join([*lines[:at], admin, *lines[at:]])


PLAY_LEVELS = "|".join(DIFFICULTIES)
PLAY_USAGE = f"/ttt play [agent] [first:me|bot|random] [difficulty:{PLAY_LEVELS}]"


async def run_console(
    service: GameService,
    *,
    user: User | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    locale: str | None = None,
    greeted: bool = False,
) -> None:
    """Read commands until end of input or ``quit``, answering each on ``stdout``, in the
    language of ``locale`` (``TTT_LOCALE``), else of the system locale. ``greeted``: the
    welcome and the first prompt are on the terminal already (:func:`greet`)."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    t = default_catalog().texts(console_locale(locale))
    console = Console(service, user or User("console-user", t("console-you")), locale=t.locale)
    interactive = stdin.isatty()
    if interactive and not greeted:
        greet(stdout, locale)  # the welcome and the first prompt
    while True:
        line = await asyncio.to_thread(stdin.readline)
        if not line:
            break
        if line.strip().lower() in ("quit", "exit", "/quit", "/exit"):
            break
        reply = await console.handle(line)
        if reply:
            print(reply, file=stdout, flush=True)
        if interactive:
            print(PROMPT, end="", file=stdout, flush=True)
