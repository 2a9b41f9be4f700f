"""Throw generated inputs at both fronts and count what went wrong.

* The console (:class:`bot.console.Console`, in process): command lines built from the command
  words, cell spellings, digits of other scripts, huge numbers, quotes, control characters
  and 6,000-character values, or plain random text.
* The Discord front, through the e2e Discord emulator (the real ``TttBot`` and service on a
  temporary SQLite file, driven over HTTP and a gateway websocket like Discord would): slash
  commands with random option values (some within what Discord lets through, some forged past
  its length, range and choice checks), autocompletes, clicks on live and stale boards, and
  forged component ids (near-misses, other games, other channels and servers).

It reports, per front: **crashes** (an exception out of the front, an error logged, the
generic apology, or a reply Discord would reject), **unanswered** interactions (Discord would
show "This interaction failed") and **database changes** made by an input that was refused.
The target is 0 / 0 / 0. The exit status is 1 when any is not 0.

    python -m benchmarks.fuzz                      # 7,000 console lines + 3,000 interactions
    python -m benchmarks.fuzz --console 500 --discord 200 --seed 3
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.console import Console  # noqa: E402
from bot.games.service import GameService  # noqa: E402
from devkit.emulator import CallbackType, DiscordEmulator  # noqa: E402
from devkit.emulator.commands import InvocationError  # noqa: E402
from devkit.emulator.models import Channel, StoredMessage  # noqa: E402
from domain.players import User  # noqa: E402
from storage.models import METADATA  # noqa: E402
from tests.db_snapshot import Snapshot, db_snapshot  # noqa: E402
from tests.e2e.bot_harness import TttEnv, enabled_cells  # noqa: E402
from tests.e2e.conftest import BotRunner  # noqa: E402

REPLY_MAX = 2000
QUOTE_MAX = 40
APOLOGY = "something went wrong"
FRESH_DATABASE_EVERY = 1000
"""Inputs per database: snapshots are whole-table reads, so the database is kept small."""

# -- generated text -----------------------------------------------------------------------------

COMMANDS = [
    "play", "move", "board", "resign", "stats", "leaderboard", "review", "agents", "help", "admin",
]  # fmt: skip
ADMIN_WORDS = ["settings", "agent", "move-timeout", "fair-target", "learning", "default", "60"]
AGENTS = ["minimax", "trap", "random", "easy", "medium", "fallible", "dqn", "policy"]
CELLS = ["1", "5", "9", "b2", "a1", "c3", "center", "top left", "bottom right", "middle"]
ODD = [
    "\u2075", "\u00b9", "\u0665", "\uff15", "\u00bd", "-1", "+5", "0", "10", "05", " 5 ",
    "9" * 26, "9" * 5000, "", " ", "\x00", "\t", '"', "'", "\\", "\u200b", "#1", "#", ":",
    "first:", "agent:", "first:sometimes", "global", "here", "NaN", "1e3", "\u202e5",
]  # fmt: skip


def long_text(rng: random.Random) -> str:
    return rng.choice("xyz") * rng.choice([41, 100, 1999, 2000, 2001, 6000])


def random_text(rng: random.Random, max_size: int = 60) -> str:
    size = rng.randint(0, max_size)
    if rng.random() < 0.5:
        return "".join(chr(rng.randint(32, 126)) for _ in range(size))
    # Any code point but surrogates (which cannot be encoded to send).
    return "".join(chr(rng.choice([rng.randint(0, 0xD7FF), rng.randint(0xE000, 0x10FFFF)]))
                   for _ in range(size))  # fmt: skip


def word(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.25:
        return rng.choice(COMMANDS)
    if pick < 0.45:
        return rng.choice(AGENTS + CELLS + ADMIN_WORDS)
    if pick < 0.7:
        return rng.choice(ODD)
    if pick < 0.85:
        return random_text(rng, 20)
    return long_text(rng)


def console_line(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.1:
        return random_text(rng, 200)
    if pick < 0.45:
        return well_formed_line(rng)
    head = rng.choice(["/ttt", "/ttt", "/ttt", "ttt", "/TTT", "/tt", "/ttt-admin", ""])
    return " ".join([head, *(word(rng) for _ in range(rng.randint(0, 4)))]).strip(" ")


def well_formed_line(rng: random.Random) -> str:
    """A command a player would type, so that games start, go on and end between the junk."""
    command = rng.choice(["play", "move", "move", "move", "board", "resign", "stats", "review"])
    if command == "play":
        return f"/ttt play {rng.choice(AGENTS)} first:{rng.choice(['me', 'bot', 'random'])}"
    if command == "move":
        return rng.choice([f"/ttt move {rng.randint(1, 9)}", str(rng.randint(1, 9))])
    if command == "review":
        return rng.choice(["/ttt review", f"/ttt review {rng.randint(1, 30)}"])
    return f"/ttt {command}"


def option_text(rng: random.Random, realistic: list[str]) -> str:
    pick = rng.random()
    if pick < 0.4:
        return rng.choice(realistic)
    if pick < 0.6:
        return rng.choice(ODD)
    if pick < 0.85:
        return random_text(rng, 40)
    return long_text(rng)


def near_miss_id(rng: random.Random, game_ids: list[int]) -> str:
    game = rng.choice(game_ids) if game_ids and rng.random() < 0.6 else rng.randint(0, 10**6)
    parts = [
        f"ttt:c:{game}:{rng.randint(0, 9)}:{rng.randint(0, 10)}",
        f"ttt:c:{rng.choice(ODD)}:{rng.randint(0, 9)}:{rng.randint(1, 9)}",
        f"ttt:c:{'9' * rng.randint(17, 30)}:0:5",
        f"ttt:d:{game}:{rng.choice(['accept', 'decline', 'maybe', ''])}",
        f"ttt:{random_text(rng, 10)}",
        random_text(rng, 100),
        f"ttt:c:{game}:0:5" + rng.choice(["\n", ":", " ", "0"]),
        "TTT:C:1:0:5",
    ]
    return rng.choice(parts)[:100] or "x"


# -- tallies ------------------------------------------------------------------------------------


@dataclass
class Tally:
    name: str
    inputs: int = 0
    refused: int = 0
    crashes: int = 0
    unanswered: int = 0
    db_changes: int = 0
    oversized: int = 0
    honoured_forgeries: int = 0  # a forged click that did something instead of being refused
    blocked: int = 0  # generated values the Discord client itself would not send
    seconds: float = 0.0
    kinds: Counter[str] = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)

    def problem(self, what: str, detail: str) -> None:
        if len(self.examples) < 20:
            self.examples.append(f"{what}: {detail[:300]!r}")

    def line(self) -> str:
        return (
            f"{self.name:8} inputs {self.inputs:6}  refused {self.refused:6}  "
            f"crashes {self.crashes}  unanswered {self.unanswered}  db changes {self.db_changes}"
            f"  oversized replies {self.oversized}  forgeries honoured "
            f"{self.honoured_forgeries}  ({self.seconds:.0f} s"
            + (f"; {self.blocked} values Discord's client would not send" if self.blocked else "")
            + ")"
        )


COUNTS = (
    "inputs",
    "refused",
    "crashes",
    "unanswered",
    "db_changes",
    "oversized",
    "honoured_forgeries",
)


class ErrorLog(logging.Handler):
    """Counts records at ERROR and above (an unexpected error anywhere in the bot)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def quotes_too_much(reply: str, sent: str) -> bool:
    """Whether ``reply`` contains more than QUOTE_MAX characters in a row of ``sent``'s runs of
    one repeated character (the long values this fuzzer sends)."""
    return any(ch * (QUOTE_MAX + 1) in reply for ch in "xyz9" if ch * (QUOTE_MAX + 1) in sent)


# -- the console --------------------------------------------------------------------------------


async def fuzz_console(count: int, seed: int, errors: ErrorLog) -> Tally:
    rng = random.Random(seed)
    tally = Tally("console")
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        done = 0
        while done < count:
            url = f"sqlite+aiosqlite:///{Path(tmp) / f'console-{done}.db'}"
            service = await GameService.open(url, seed=seed + done, default_agent="minimax")
            try:
                consoles = [Console(service, User(f"u{i}", f"player {i}")) for i in range(3)]
                snapshot = await db_snapshot(service.repository.engine)
                for _ in range(min(FRESH_DATABASE_EVERY, count - done)):
                    line = console_line(rng)
                    snapshot = await _console_input(
                        tally, rng.choice(consoles), line, snapshot, errors
                    )
                    done += 1
            finally:
                await service.close()
    tally.seconds = time.perf_counter() - start
    return tally


async def _console_input(
    tally: Tally, console: Console, line: str, before: Snapshot, errors: ErrorLog
) -> Snapshot:
    tally.inputs += 1
    logged = len(errors.records)
    try:
        answer = await console.answer(line)
    except Exception as exc:  # what the console must never let out
        tally.crashes += 1
        tally.problem("exception", f"{line[:80]} -> {exc!r}")
        return await db_snapshot(console.service.repository.engine)
    after = await db_snapshot(console.service.repository.engine)
    if answer.outcome == "failed" or len(errors.records) > logged:
        tally.crashes += 1
        tally.problem("failed", f"{line[:80]} -> {answer.text[:120]}")
    if len(answer.text) > REPLY_MAX or quotes_too_much(answer.text, line):
        tally.oversized += 1
        tally.problem("oversized", f"{line[:80]} -> {len(answer.text)} characters")
    if answer.outcome == "refused":
        tally.refused += 1
        if after != before:
            tally.db_changes += 1
            tally.problem(
                f"db change ({changed_tables(before, after)})",
                f"{line[:80]} -> {answer.text[:120]}",
            )
    return after


# -- the Discord front --------------------------------------------------------------------------


class DiscordFuzzer:
    """One emulated server (plus a second one for cross-server clicks) and the bot."""

    def __init__(self, env: TttEnv, rng: random.Random, tally: Tally, errors: ErrorLog) -> None:
        self.env = env
        self.emu = env.emu
        self.world = env.world
        self.rng = rng
        self.tally = tally
        self.errors = errors
        self.boards: list[int] = []  # message ids of boards the bot posted
        self.seen: list[StoredMessage] = []  # older snapshots of them, for stale clicks
        other = self.emu.add_guild("Elsewhere")
        for member in (self.world.alice, self.world.bob, self.world.carol):
            self.emu.add_member(other, member.user)
        self.elsewhere = self.emu.add_channel(other, "games")

    @property
    def members(self) -> list[Any]:
        w = self.world
        return [w.alice, w.bob, w.carol, w.manager]

    # -- one input --------------------------------------------------------------------------

    async def one(self) -> None:
        action = self.rng.choices(
            [self.slash, self.admin, self.autocomplete, self.click, self.stale, self.forged],
            weights=[35, 10, 10, 25, 5, 15],
        )[0]
        before = await self._settled_snapshot()
        logged = len(self.errors.records)
        problems = len(self.emu.problems)
        try:
            kind, result, sent = await action()
        except InvocationError:
            self.tally.blocked += 1  # the Discord client would not send this; nothing to judge
            return
        except AssertionError as exc:
            if "never responded" in str(exc) or "sent no edit" in str(exc):
                self.tally.inputs += 1
                self.tally.unanswered += 1
                self.tally.problem("unanswered", str(exc))
                return
            raise
        self.tally.inputs += 1
        self.tally.kinds[kind] += 1
        self._judge(kind, result, sent, logged, problems)
        if result is not None:
            await self._check_db(kind, result, before)

    def _judge(self, kind: str, result: Any, sent: str, logged: int, problems: int) -> None:
        text = "" if result is None else result.text
        new_errors = self.errors.records[logged:]
        if new_errors or APOLOGY in text.lower() or len(self.emu.problems) > problems:
            self.tally.crashes += 1
            detail = new_errors[0].getMessage() if new_errors else text or self.emu.problems[-1]
            self.tally.problem(f"crash in {kind}", detail)
        if result is not None:
            longest = max((len(m.content or "") for m in result.all_messages), default=0)
            if longest > REPLY_MAX or quotes_too_much(text, sent):
                self.tally.oversized += 1
                self.tally.problem(f"oversized reply to {kind}", text[:200])

    async def _check_db(self, kind: str, result: Any, before: Snapshot) -> None:
        if kind == "forged click" and not is_refusal(result):
            self.tally.honoured_forgeries += 1
            self.tally.problem("forged click honoured", result.label)
        if not is_refusal(result):
            self._remember(result)
            return
        self.tally.refused += 1
        after = await self._settled_snapshot()
        if after != before:
            self.tally.db_changes += 1
            self.tally.problem(
                f"db change ({changed_tables(before, after)}) by a refused {kind}", result.text
            )

    async def _settled_snapshot(self) -> Snapshot:
        """The database once the bot has finished with the previous input: it records a
        board's message just after replying, so a snapshot taken at once could miss that."""
        await bot_idle()
        engine = self.env.service.repository.engine  # type: ignore[union-attr]
        return await db_snapshot(engine)

    def _remember(self, result: Any) -> None:
        for message in result.all_messages:
            ours = any(str(i).startswith("ttt:") for i in message.custom_ids)
            if ours and message.id not in self.boards:
                self.boards.append(message.id)
                self.boards[:] = self.boards[-30:]
            if any(str(i).startswith("ttt:c:") for i in message.custom_ids):
                self.seen.append(message)
                self.seen[:] = self.seen[-60:]

    # -- generators -------------------------------------------------------------------------

    async def slash(self) -> tuple[str, Any, str]:
        rng = self.rng
        sub = rng.choice(["play", "play", "move", "move", "board", "resign", "review", "stats",
                          "leaderboard", "agents"])  # fmt: skip
        options: dict[str, Any] = {}
        if sub == "play":
            if rng.random() < 0.6:
                options["agent"] = option_text(rng, AGENTS)
            if rng.random() < 0.7:
                options["first"] = rng.choice(["me", "bot", "random", option_text(rng, ["me"])])
            if rng.random() < 0.1:
                options["opponent"] = rng.choice(self.members)
        elif sub == "move":
            options["cell"] = option_text(rng, CELLS)
        elif sub == "review" and rng.random() < 0.8:
            options["game"] = rng.choice([1, 2, 0, -5, 10**18, 10**30, rng.randint(1, 50)])
        elif sub == "leaderboard" and rng.random() < 0.5:
            options["scope"] = rng.choice(["server", "global", option_text(rng, ["server"])])
        forged = rng.random() < 0.4
        channel = rng.choice([self.world.games, self.world.games, self.world.general])
        result = await self.emu.slash(
            rng.choice(self.members), self.world.guild, channel, "ttt", sub,
            options=options, forged=forged,
        )  # fmt: skip
        return f"/ttt {sub}", result, _joined(options)

    async def admin(self) -> tuple[str, Any, str]:
        rng = self.rng
        sub = rng.choice(["settings", "agent", "multiple-games", "move-timeout", "cooldown",
                          "allow-channel", "disallow-channel", "all-channels"])  # fmt: skip
        options: dict[str, Any] = {}
        if sub == "agent":
            options["name"] = option_text(rng, AGENTS)
        elif sub == "multiple-games":
            options["enabled"] = rng.random() < 0.5
        elif sub in ("move-timeout", "cooldown"):
            options["seconds"] = rng.choice([0, 9, 10, 30, 3600, 10**9, -(10**20)])
        elif sub in ("allow-channel", "disallow-channel"):
            options["channel"] = rng.choice([self.world.games, self.world.general])
        member = rng.choice([self.world.manager, self.world.manager, self.world.alice])
        result = await self.emu.slash(
            member, self.world.guild, self.world.games, "ttt-admin", sub, options=options,
            forged=rng.random() < 0.4, check_permissions=False,
        )  # fmt: skip
        return f"/ttt-admin {sub}", result, _joined(options)

    async def autocomplete(self) -> tuple[str, Any, str]:
        rng = self.rng
        command, path, focused, realistic = rng.choice([
            ("ttt", ("play",), "agent", AGENTS),
            ("ttt", ("move",), "cell", CELLS),
            ("ttt-admin", ("agent",), "name", AGENTS),
        ])  # fmt: skip
        typed = option_text(rng, realistic)
        member = self.world.manager if command == "ttt-admin" else rng.choice(self.members)
        choices = await self.emu.autocomplete(
            member, self.world.guild, self.world.games, command, *path, focused=focused, value=typed
        )
        if len(choices) > 25 or any(len(str(c.get("name", ""))) > 100 for c in choices):
            self.tally.oversized += 1
            self.tally.problem("autocomplete choices Discord would reject", str(choices)[:200])
        return f"autocomplete /{command} {path[0]} {focused}", None, typed

    async def click(self) -> tuple[str, Any, str]:
        """A real click on an enabled button (cell, accept, decline) of a message the bot
        posted, by any member."""
        if not self.boards:
            return await self.slash()
        message = self.emu.message(self.rng.choice(self.boards))
        ids = [b["custom_id"] for b in message.buttons if not b.get("disabled")]
        if message.deleted or not ids:
            return await self.forged()
        custom_id = self.rng.choice(ids)
        member = self.rng.choice(self.members)
        return "click", await self.env.click(member, message, custom_id), ""

    async def stale(self) -> tuple[str, Any, str]:
        if not self.seen:
            return await self.slash()
        seen = self.rng.choice(self.seen)
        cells = enabled_cells(seen)
        if not cells or self.emu.message(seen.id).deleted:
            return await self.forged()
        custom_id = next(
            b["custom_id"] for b in seen.buttons if b["custom_id"].endswith(f":{cells[0]}")
        )
        result = await self.env.click_as_seen(self.world.alice, seen, custom_id)
        return "stale click", result, ""

    async def forged(self) -> tuple[str, Any, str]:
        rng = self.rng
        if not self.boards:
            return await self.slash()
        message = self.emu.message(rng.choice(self.boards))
        game_ids = [int(str(i).split(":")[2]) for i in message.custom_ids if i.startswith("ttt:c:")]
        channel: Channel | None  # None: clicked where the message is
        if rng.random() < 0.3 and message.custom_ids:
            custom_id = rng.choice(message.custom_ids)  # a real id, from the wrong place
            channel = rng.choice([self.world.general, self.elsewhere])
        else:
            custom_id = near_miss_id(rng, game_ids)
            channel = rng.choice([None, None, self.world.general, self.elsewhere])
        component_type = rng.choice([2, 2, 2, 3])
        # A generated id can be exactly a button of the message, clicked from where the message
        # is: that is a real click (of a disabled button, at worst), not a forgery. Judged
        # before the click, which may redraw the message.
        honest = (
            custom_id in message.custom_ids
            and (channel is None or channel.id == message.channel_id)
            and component_type == 2
        )
        result = await self.emu.forge_click(
            rng.choice(self.members[:3]), message, custom_id, channel=channel,
            component_type=component_type,
        )  # fmt: skip
        return ("click" if honest else "forged click"), result, custom_id


# What discord.py 2.7.1 names the tasks that run an interaction's handlers (commands, events,
# dynamic items). The Games cog's background board edits write nothing, so they are not waited.
HANDLER_TASKS = ("CommandTree-invoker", "discord.py: on_interaction", "discord-ui-dynamic-item")


async def bot_idle(timeout: float = 10.0) -> None:
    """Wait until no interaction handler of the (in-process) bot is running."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    current = asyncio.current_task()
    while loop.time() < end:
        busy = [
            task
            for task in asyncio.all_tasks()
            if task is not current and not task.done() and task.get_name().startswith(HANDLER_TASKS)
        ]
        if not busy:
            return
        await asyncio.wait(busy, timeout=max(0.0, end - loop.time()))
    raise AssertionError(f"the bot's handlers still run after {timeout} s")


def changed_tables(before: Snapshot, after: Snapshot) -> str:
    names = [t.name for t in METADATA.sorted_tables]
    return ", ".join(n for n, b, a in zip(names, before, after, strict=True) if b != a)


def _joined(options: dict[str, Any]) -> str:
    return " ".join(str(value) for value in options.values())


def is_refusal(result: Any) -> bool:
    """An ephemeral text reply (every refusal); settings panels are ephemeral but embeds."""
    return (
        result.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE
        and result.ephemeral
        and not result.embeds
    )


async def fuzz_discord(count: int, seed: int, errors: ErrorLog) -> Tally:
    tally = Tally("discord")
    rng = random.Random(seed)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as patch:
        while tally.inputs < count:
            async with DiscordEmulator(response_timeout=3.0) as emu:
                world = emu.populate_default()
                runner = BotRunner(emu, patch)
                database = Path(tmp) / f"discord-{tally.inputs}.db"
                env = TttEnv(emu, world, runner, f"sqlite+aiosqlite:///{database}")
                await env.start(seed=rng.randint(0, 10**6))
                try:
                    fuzzer = DiscordFuzzer(env, rng, tally, errors)
                    goal = min(count, tally.inputs + FRESH_DATABASE_EVERY)
                    while tally.inputs < goal:
                        await fuzzer.one()
                finally:
                    with contextlib.suppress(Exception):
                        await env.stop()
    tally.seconds = time.perf_counter() - start
    return tally


# -- main ---------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--console", type=int, default=7000, help="console lines (7,000)")
    parser.add_argument("--discord", type=int, default=3000, help="Discord interactions (3,000)")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args(argv)
    errors = ErrorLog()
    logging.basicConfig(level=logging.CRITICAL)  # keep the run quiet; errors are counted
    logging.getLogger().addHandler(errors)
    tallies = asyncio.run(_run(args.console, args.discord, args.seed, errors))
    total = Tally("total")
    for tally in tallies:
        print(tally.line())
        for field_name in COUNTS:
            setattr(total, field_name, getattr(total, field_name) + getattr(tally, field_name))
        total.seconds += tally.seconds
        for example in tally.examples:
            print(f"    {example}")
    print(total.line())
    for tally in tallies:
        if tally.kinds:
            print(f"{tally.name} inputs by kind: {dict(sorted(tally.kinds.items()))}")
    bad = sum(getattr(total, name) for name in COUNTS[2:])
    return 1 if bad else 0


async def _run(console: int, discord_count: int, seed: int, errors: ErrorLog) -> list[Tally]:
    tallies = []
    if console:
        tallies.append(await fuzz_console(console, seed, errors))
    if discord_count:
        tallies.append(await fuzz_discord(discord_count, seed, errors))
    return tallies


if __name__ == "__main__":
    sys.exit(main())
