"""The first moves right after a start: ``tttbot run`` started afresh (a new process, so nothing
is solved or loaded yet), with a dqn serving masked by the solver, as every promotion of a
retraining on people's games is; as soon as it is READY, members start games against every
agent and every level at once, the bot moving first. Every one of them gets a board with the
bot's first move on it, start after start.

A masked dqn thinks in a worker thread and reads the solver there, while the event loop reads
it too (the other agents, the levels, the background warm-up): this is where a table solved
lazily, without a lock, failed ("generator already executing")."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from devkit.bot_process import discord_env, running_bot, wait_connected
from devkit.emulator import DiscordEmulator, InteractionResult, World
from devkit.emulator.models import Member
from engine import available_agents
from engine.levels import DIFFICULTIES
from tests.retrain.conftest import add_masked_dqn, serving_manifest

from .bot_harness import board_of, is_board

pytestmark = pytest.mark.slow

STARTS = 3
"""Fresh processes started, each hit with every first move at once. The race itself (worker
threads and the warm-up reading the lazily solved table at once) is driven without a bot, in
fresh processes, by tests/engine/test_lazy_threads.py; here a few real starts show that the
bot's own start takes the same locked paths."""
SECOND_WAVE_S = 0.3
"""When the second wave of :func:`waves` is fired, in seconds after READY (or once the first
is answered, when that takes longer: a busy machine loads the dqn slowly, and agents playing
on the event loop meanwhile would solve the game tree before the dqn's threads ask for it)."""


LATE = ": initial response after "
"""How the emulator notes an answer later than Discord's 3 s window."""


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    """The emulator of conftest.py, except that an answer past Discord's 3 s window is taken
    and not held against the bot: what this test checks is that every first move is played,
    not how fast (that is the benchmarks' job, bench_bot.py; on a machine busy with other
    work, a start's first plays, the solver's table and the trap's among them, can take
    seconds). Anything else Discord would refuse still fails the test."""
    emu = DiscordEmulator(enforce_deadline=False, response_timeout=30.0)
    await emu.start()
    try:
        yield emu
    finally:
        await emu.stop()
    emu.problems[:] = [problem for problem in emu.problems if LATE not in problem]
    emu.assert_no_problems()


def waves() -> list[list[dict[str, str]]]:
    """``/ttt play`` options, the bot moving first, one member each, in two waves: the dqn three
    times at once (its first moves think in worker threads together, while the bot solves the
    game tree in the background), then every agent and every level."""
    # The agents a fresh bot process has: not those other tests registered in this one.
    shipped = [spec.name for spec in available_agents() if not spec.name.startswith("test-")]
    every = [{"agent": name, "first": "bot"} for name in shipped]
    levels = [{"difficulty": level, "first": "bot"} for level in DIFFICULTIES]
    return [[{"agent": "dqn", "first": "bot"}] * 3, every + levels]


async def test_every_first_move_right_after_a_start_is_played(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    weights = tmp_path / "weights"
    serving_manifest(weights, {"v2": add_masked_dqn(weights)}, "v2")
    plays = [options for wave in waves() for options in wave]
    assert {"dqn", "minimax", "trap", "fair"} <= {p.get("agent") for p in plays}
    members = [emulator.add_member(world.guild, f"player{n}") for n in range(len(plays))]
    failures: list[str] = []
    for start in range(STARTS):
        database = tmp_path / f"start{start}.db"
        failures += await first_moves_after_a_start(
            emulator, world, members, database, weights / "manifest.json"
        )
    assert failures == [], "\n".join(failures)


async def first_moves_after_a_start(
    emulator: DiscordEmulator, world: World, members: list[Member], database: Path, manifest: Path
) -> list[str]:
    """Start the bot, fire :func:`waves` (one member each) from READY on, stop it once
    discord.py is ready too; what went wrong."""
    env = discord_env(
        emulator,
        f"sqlite+aiosqlite:///{database}",
        guild_ids=[world.guild.id],
        TTT_MANIFEST_PATH=str(manifest),
    )
    identified = emulator.gateway.identify_count
    plays = [options for wave in waves() for options in wave]
    async with running_bot(env, database.parent) as bot:
        await wait_connected(emulator, bot, identified=identified + 1)
        results = await fire_waves(emulator, world, members)
        # Stopped once discord.py is ready too (it waits for the servers): not mid-way.
        await bot.wait_for_output("connected as", timeout=30)
    failures = [
        f"{database.stem} {options}: {problem}"
        for options, result in zip(plays, results, strict=True)
        if (problem := not_a_first_move(result))
    ]
    text = bot.text()
    if "Traceback" in text or "generator already executing" in text:
        failures.append(f"{database.stem}: the log holds an error:\n{text[-3000:]}")
    return failures


async def fire_waves(
    emulator: DiscordEmulator, world: World, members: list[Member]
) -> list[InteractionResult | BaseException]:
    """The waves of :func:`waves`, each wave's plays at once; the replies in the order of the
    plays."""
    first, second = waves()
    who = iter(members)

    def fire(wave: list[dict[str, str]]) -> list[asyncio.Future[InteractionResult]]:
        return [
            asyncio.ensure_future(
                emulator.slash(next(who), world.guild, world.games, "ttt", "play", options=o)
            )
            for o in wave
        ]

    answered = fire(first)
    await asyncio.gather(asyncio.sleep(SECOND_WAVE_S), asyncio.wait(answered))
    return await asyncio.gather(*answered, *fire(second), return_exceptions=True)


def not_a_first_move(result: InteractionResult | BaseException) -> str | None:
    """What is wrong with a reply to ``/ttt play first:bot`` (None: a board, the bot's X on it)."""
    if isinstance(result, BaseException):
        return repr(result)
    message = result.message
    if result.ephemeral or message is None or not is_board(message):
        return f"no board: {result.text!r}"
    if board_of(message).ply != 1:
        return f"the board shows {board_of(message).ply} moves, not the bot's first"
    return None
