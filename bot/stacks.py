"""What a serving process is waiting on: every asyncio task's await chain and every thread's
stack, logged as one record.

``tttbot run`` logs it on SIGUSR1 (``kill -USR1 PID``: a process that seems stuck says where,
and goes on), and by itself when its stop overruns its bound (``bot.discord.runner``). The
await chain follows each task's coroutine through what it awaits (``cr_await``), down to the
future it sleeps on: a task's own stack (``Task.get_stack``) shows only its outermost frame,
which for a stuck stop is ``await bot.close()`` and says nothing of the board edit under it.
"""

from __future__ import annotations

import asyncio
import faulthandler
import logging
import signal
import tempfile
from collections.abc import Iterator
from types import FrameType
from typing import Any

log = logging.getLogger(__name__)


def _frames(awaitable: Any) -> Iterator[FrameType]:
    """The frames of a suspended coroutine and of what it awaits, outermost first."""
    while awaitable is not None:
        frame = getattr(awaitable, "cr_frame", None) or getattr(awaitable, "gi_frame", None)
        if frame is None:
            frame = getattr(awaitable, "ag_frame", None)
        if frame is not None:
            yield frame
        awaitable = (
            getattr(awaitable, "cr_await", None)
            or getattr(awaitable, "gi_yieldfrom", None)
            or getattr(awaitable, "ag_await", None)
        )


def task_stacks(loop: asyncio.AbstractEventLoop) -> str:
    """Each unfinished task of ``loop``: its name, then one line per frame of its await chain."""
    lines: list[str] = []
    for task in sorted(asyncio.all_tasks(loop), key=lambda t: t.get_name()):
        lines.append(f"task {task.get_name()}:")
        for frame in _frames(task.get_coro()):
            code = frame.f_code
            lines.append(f"  {code.co_filename}:{frame.f_lineno} in {code.co_name}")
    return "\n".join(lines)


def thread_stacks() -> str:
    """Every thread's stack, as :mod:`faulthandler` writes it (no lock taken, no allocation
    in the threads it looks at)."""
    with tempfile.TemporaryFile("w+") as out:
        faulthandler.dump_traceback(out, all_threads=True)
        out.seek(0)
        return out.read().rstrip()


def log_stacks(reason: str, loop: asyncio.AbstractEventLoop, level: int = logging.WARNING) -> None:
    """One log record: ``reason``, then every task's await chain and every thread's stack."""
    log.log(level, "%s\n%s\n%s", reason, task_stacks(loop), thread_stacks())


def log_stacks_on_sigusr1(loop: asyncio.AbstractEventLoop) -> None:
    """From now on SIGUSR1 logs the stacks (at INFO: a question, not a problem)."""
    loop.add_signal_handler(
        signal.SIGUSR1, log_stacks, "stacks on SIGUSR1, as asked:", loop, logging.INFO
    )
