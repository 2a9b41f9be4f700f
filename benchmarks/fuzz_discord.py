"""The fuzzer's Discord front (benchmarks/fuzz.py): the real ``TttBot`` and service in this
process on a temporary SQLite file, driven through the Discord emulator with slash commands of
random option values (some forged past Discord's own checks), autocompletes, clicks on live and
stale boards, and forged component ids; every answer is checked like the console's."""

from __future__ import annotations

import asyncio
import contextlib
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.fuzz_inputs import (
    AGENTS,
    APOLOGY,
    CELLS,
    FRESH_DATABASE_EVERY,
    REPLY_MAX,
    ErrorLog,
    Tally,
    changed_tables,
    near_miss_id,
    option_text,
    quotes_too_much,
)
from devkit.db_snapshot import Snapshot, db_snapshot
from devkit.discord_clients import BotRunner
from devkit.emulator import CallbackType, DiscordEmulator
from devkit.emulator.commands import InvocationError
from devkit.emulator.models import Channel
from devkit.emulator.stored_message import StoredMessage
from devkit.ttt import TttEnv, enabled_cells

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
    with tempfile.TemporaryDirectory() as tmp:
        while tally.inputs < count:
            async with DiscordEmulator(response_timeout=3.0) as emu, BotRunner(emu) as runner:
                world = emu.populate_default()
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
