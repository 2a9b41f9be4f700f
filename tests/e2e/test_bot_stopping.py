"""A bot that stops (SIGTERM, the old process of a rolling restart) finishes the answers under
way before it unloads anything or closes the database, and leaves the interactions that arrive
after that to the process that goes on."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest

from devkit.bot_process import discord_env, running_bot
from devkit.emulator import DiscordEmulator, World

from .bot_harness import TttEnv, board_of, cell_id, game_id_of, ttt_env  # noqa: F401 - the `ttt` fixture


async def test_a_click_under_way_at_the_stop_is_answered_and_kept(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    alice, bob = ttt.world.alice, ttt.world.bob
    start = await ttt.ttt(alice, "play", {"first": "me"})
    assert start.message is not None
    service = ttt.service
    assert service is not None
    real, under_way = service.play_move, asyncio.Event()

    async def slow_move(*args: Any, **kwargs: Any) -> Any:
        under_way.set()
        await asyncio.sleep(0.5)  # the stop begins meanwhile
        return await real(*args, **kwargs)

    monkeypatch.setattr(service, "play_move", slow_move)
    caplog.set_level(logging.INFO)
    click = asyncio.create_task(ttt.click_cell(alice, start.message, 5))
    await asyncio.wait_for(under_way.wait(), 5)
    stopping = asyncio.create_task(ttt.stop())
    await asyncio.sleep(0.1)  # the stop has begun
    # Arrives once the stop began: left for another process to answer (none here).
    board = ttt.emu.message(start.message.id)
    with pytest.raises(AssertionError, match="never responded"):
        await ttt.emu.click(bob, board, cell_id(board, 1), timeout=1.0)
    played = await click
    await stopping
    assert played.updated_the_message and played.message is not None, played.text
    assert board_of(played.message).ply == 2  # the move, and the agent's reply
    assert [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info] == []
    # Kept: the next process shows it.
    await ttt.start()
    shown = await ttt.ttt(alice, "board")
    assert shown.message is not None and board_of(shown.message).cells[4] == "X"


@pytest.mark.sqlite_only
async def test_a_board_redraw_discord_does_not_answer_holds_the_stop_a_few_seconds_at_most(
    ttt: TttEnv, caplog: pytest.LogCaptureFixture
) -> None:
    """Resigning redraws the old board in the background. When Discord does not answer that
    edit (slow, rate-limited, its answer lost), the stop drops it after a few seconds instead
    of waiting for the HTTP client's own timeout (minutes): a supervisor's stop timeout would
    otherwise kill the process. The game itself is stored all the same. Discord's silence is
    the question, so SQLite alone; a stop's bound on PostgreSQL's close and opening:
    ``tests/bot/test_stop_bounds.py``."""
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    assert start.message is not None
    await ttt.click_cell(alice, start.message, 5)
    ttt.emu.holds.hold("PATCH", r"/channels/\d+/messages/\d+")  # Discord answers no edit now
    try:
        resigned = await ttt.ttt(alice, "resign")
        assert "resigned" in resigned.text, resigned.text
        await ttt.emu.wait_until(
            lambda: ttt.emu.holds.held > 0, timeout=10, what="the old board's redraw to be sent"
        )
        caplog.set_level(logging.WARNING)
        # Generous: the redraw is waited for 5 s. Before that bound the stop waited for Discord.
        await asyncio.wait_for(ttt.stop(), 25)
    finally:
        ttt.emu.holds.release()
    assert "board redraws unanswered by Discord: dropped" in caplog.text
    # Kept: for the next process alice's game is over, and her next one is game #2.
    await ttt.start()
    again = await ttt.ttt(alice, "play", {"first": "me"})
    assert again.message is not None and game_id_of(again.message) == 2, again.text


async def test_sigterm_right_after_a_resign_whose_redraw_discord_leaves_unanswered_exits_0(
    emulator: DiscordEmulator, world: World, tmp_path: Path
) -> None:
    """The same stop as ``tttbot run`` makes it on SIGTERM, the process's exit included."""
    database = f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}"
    env = discord_env(emulator, database, guild_ids=[world.guild.id])
    async with running_bot(env, tmp_path, stop_timeout=5.0) as bot:
        await emulator.wait_commands_synced(world.guild, timeout=30)
        await emulator.wait_ready(timeout=30)
        start = await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
        )
        assert start.message is not None
        await emulator.click(world.alice, start.message, start.custom_ids[4])
        emulator.holds.hold("PATCH", r"/channels/\d+/messages/\d+")
        await emulator.slash(world.alice, world.guild, world.games, "ttt", "resign")
        await emulator.wait_until(
            lambda: emulator.holds.held > 0, timeout=10, what="the old board's redraw"
        )
        # Generous (the redraw gets 5 s); before its bound the process waited for Discord.
        code = await bot.terminate(timeout=25)
    text = bot.text()
    assert code == 0, text
    assert "board redraws unanswered by Discord: dropped" in text
    assert "stopped in" in text and "Traceback" not in text, text
