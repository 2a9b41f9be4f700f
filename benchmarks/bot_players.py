"""The members of benchmarks/bench_bot.py: each starts a game with ``/ttt play first:me`` and plays
it to the end by clicking cells on the board message after a random think, through the Discord
emulator; their latencies and errors, and the check of what the database stored against what
they were shown."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from dataclasses import dataclass, field
from typing import Any

import psutil

from bot.games.service import GameService
from devkit.emulator import CallbackType, DiscordEmulator, InteractionResult
from devkit.emulator.models import Member
from engine import Board


@dataclass
class GameRun:
    player: Member
    guild: Any = None
    game_id: int | None = None
    message_id: int | None = None
    clicks: list[int] = field(default_factory=list)
    final: Board | None = None
    error: str | None = None


@dataclass
class Numbers:
    command_latency: list[float] = field(default_factory=list)
    click_latency: list[float] = field(default_factory=list)
    # (seconds since the start, latency) of every interaction, for --timeline.
    timeline: list[tuple[float, float]] = field(default_factory=list)
    started: float = 0.0
    errors: list[str] = field(default_factory=list)
    deferred: int = 0
    rss_peak: int = 0
    rss_samples: list[int] = field(default_factory=list)


def board_from_buttons(buttons: list[dict[str, Any]]) -> Board:
    cells = sorted(
        (b for b in buttons if str(b.get("custom_id", "")).startswith("ttt:c:")),
        key=lambda b: int(b["custom_id"].rsplit(":", 1)[1]),
    )
    return Board("".join(b["label"] if b.get("label") in ("X", "O") else "." for b in cells))


def board_of(result: InteractionResult) -> Board:
    return board_from_buttons(result.buttons)


async def wait_board_change(emu: DiscordEmulator, message_id: int, before: Board) -> None:
    """After a deferred click: wait for the bot's edit of the board."""
    await emu.wait_until(
        lambda: board_from_buttons(emu.message(message_id).buttons) != before,
        timeout=30,
        what="the deferred board edit",
        poll=False,  # the bot's edit is a request to the emulator, which notifies
    )


def cell_custom_id(result: InteractionResult, cell: int) -> str:
    for custom_id in result.custom_ids:
        if custom_id.startswith("ttt:c:") and custom_id.endswith(f":{cell}"):
            return custom_id
    raise AssertionError(f"no button for cell {cell}")


async def play_one(
    emu: DiscordEmulator,
    run: GameRun,
    channel: Any,
    numbers: Numbers,
    rng: random.Random,
    think: float,
    start_spread: float,
) -> None:
    guild = run.guild
    await asyncio.sleep(rng.uniform(0, start_spread))
    try:
        result = await emu.slash(
            run.player,
            guild,
            channel,
            "ttt",
            "play",
            options={"first": "me"},
        )
        if result.latency is not None:
            numbers.command_latency.append(result.latency)
            numbers.timeline.append((time.perf_counter() - numbers.started, result.latency))
        # A deferred reply (5, then the board as an edit) is the bot keeping Discord's 3 s
        # deadline when it is slow: counted, not an error; the driver waited for the edit.
        if result.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
            numbers.deferred += 1
        elif result.response_type != CallbackType.CHANNEL_MESSAGE_WITH_SOURCE:
            raise AssertionError(f"/ttt play answered {result.response_name}: {result.text[:200]}")
        if result.ephemeral or result.message is None or not result.custom_ids:
            raise AssertionError(f"/ttt play refused: {result.text[:200]}")
        run.message_id = result.message.id
        run.game_id = int(result.custom_ids[0].split(":")[2])
        board = board_of(result)
        while not board.is_over:
            await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            cell = rng.choice(board.legal_moves())
            run.clicks.append(cell)
            result = await emu.click(run.player, run.message_id, cell_custom_id(result, cell))
            if result.latency is not None:
                numbers.click_latency.append(result.latency)
                numbers.timeline.append((time.perf_counter() - numbers.started, result.latency))
            if result.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE:
                numbers.deferred += 1
                await wait_board_change(emu, run.message_id, board)
                result = result.refresh()
            elif result.response_type != CallbackType.UPDATE_MESSAGE:
                raise AssertionError(f"click answered {result.response_name}: {result.text[:200]}")
            board = board_of(result)
        run.final = board
    except Exception as exc:
        run.error = f"{type(exc).__name__}: {exc}"
        numbers.errors.append(run.error)


async def sample_rss(pid: int, numbers: Numbers, stop: asyncio.Event) -> None:
    proc = psutil.Process(pid)
    while not stop.is_set():
        with contextlib.suppress(psutil.Error):
            rss = proc.memory_info().rss
            numbers.rss_samples.append(rss)
            numbers.rss_peak = max(numbers.rss_peak, rss)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.2)


async def verify(db_url: str, runs: list[GameRun]) -> tuple[int, list[str]]:
    """Moves in the database vs what the players saw: (lost or extra moves, problems)."""
    service = await GameService.open(db_url)
    lost = 0
    problems: list[str] = []
    try:
        for run in runs:
            if run.game_id is None:
                continue
            game = await service.get_game(run.game_id)
            stored = list(game.moves)
            humans = stored[0::2]  # the players all chose first:me, so X
            if humans != run.clicks[: len(humans)] or len(humans) != len(run.clicks):
                lost += abs(len(run.clicks) - len(humans)) or 1
                problems.append(
                    f"game {run.game_id}: clicked {run.clicks}, stored X moves {humans}"
                )
            replay = Board()
            for cell in stored:
                replay = replay.play(cell)
            if run.final is not None and replay != run.final:
                lost += 1
                problems.append(f"game {run.game_id}: board shown {run.final}, stored {replay}")
            if run.final is not None and game.is_active:
                problems.append(f"game {run.game_id}: finished on Discord, active in the database")
    finally:
        await service.close()
    return lost, problems
