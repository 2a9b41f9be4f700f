"""What a process waits on, logged (bot.stacks): each task's await chain down to the frame that
sleeps, on SIGUSR1 and when a stop's close overruns its bound (which then goes on without it)."""

from __future__ import annotations

import asyncio
import logging
import os
import signal

import pytest

from bot.discord.runner import bounded_step
from bot.stacks import log_stacks_on_sigusr1, task_stacks


async def waits_for_discord(answered: asyncio.Event) -> None:
    await answered.wait()


async def redraws_a_board(answered: asyncio.Event) -> None:
    await waits_for_discord(answered)


async def test_a_tasks_stack_goes_down_its_await_chain_to_the_frame_that_sleeps() -> None:
    answered = asyncio.Event()
    task = asyncio.create_task(redraws_a_board(answered), name="redraw")
    await asyncio.sleep(0)
    described = task_stacks(asyncio.get_running_loop())
    answered.set()
    await task
    lines = described.splitlines()
    at = lines.index("task redraw:")
    assert "in redraws_a_board" in lines[at + 1]
    assert "in waits_for_discord" in lines[at + 2]


class _StuckBot:
    """A client whose close waits for an answer that never comes."""

    async def close(self) -> None:
        await waits_for_discord(asyncio.Event())


async def test_a_close_that_overruns_its_bound_is_cut_short_and_says_what_it_waited_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING)
    await asyncio.wait_for(bounded_step(_StuckBot().close(), 0.2, "the client's close"), 10)
    assert "the client's close took over 0.2 s: cut short" in caplog.text
    assert "in waits_for_discord" in caplog.text
    assert not [t for t in asyncio.all_tasks() if t.get_name() == "the client's close"]


async def test_sigusr1_logs_every_tasks_stack_and_every_threads(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO)
    loop = asyncio.get_running_loop()
    answered = asyncio.Event()
    task = asyncio.create_task(redraws_a_board(answered), name="redraw")
    log_stacks_on_sigusr1(loop)
    try:
        os.kill(os.getpid(), signal.SIGUSR1)
        for _ in range(100):
            if "stacks on SIGUSR1" in caplog.text:
                break
            await asyncio.sleep(0.01)
    finally:
        loop.remove_signal_handler(signal.SIGUSR1)
        answered.set()
        await task
    assert "in waits_for_discord" in caplog.text
    assert "Current thread" in caplog.text  # the threads' stacks (faulthandler's)
