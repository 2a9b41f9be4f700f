"""Run a Python module with every function call counted, for ``bench_bot.py --count-calls``.

    python -m benchmarks.call_counter COUNT_FILE -m MODULE [ARGS...]

Runs ``MODULE`` as ``python -m MODULE ARGS`` would, with a profile hook on every thread that
counts calls of Python functions and of C functions. Every 20 ms, and once more at exit, it
writes the total so far to ``COUNT_FILE`` (replaced whole, so a reader never sees half a
number).

Why: the CPU time of a piece of work depends on the machine as much as on the code. On a
virtual machine a process that sleeps between requests finds its caches cold when it wakes,
so the same code takes longer per request the less busy the process is
(``docs/benchmarks.md``, "What a wake-up costs"). The number of calls does not change with
the caches: it is a count of the work the code does. The hook slows the process down about
twice, so a counted run's times are not the uncounted run's: only its counts are reported.
"""

from __future__ import annotations

import atexit
import os
import runpy
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

WRITE_EVERY_S = 0.02

ProfileHook = Callable[[FrameType, str, Any], None]


class CallCounter:
    """Counts of calls, one per thread (no lock on the hot path: each thread adds to its own)."""

    def __init__(self) -> None:
        self._counts: list[list[int]] = []
        self._guard = threading.Lock()

    def hook(self) -> ProfileHook:
        """A profile hook for one thread, with a count of its own."""
        count = [0]
        with self._guard:
            self._counts.append(count)

        def counted(frame: FrameType, event: str, arg: Any) -> None:
            if event == "call" or event == "c_call":
                count[0] += 1

        return counted

    def total(self) -> int:
        with self._guard:
            return sum(count[0] for count in self._counts)

    def install(self) -> None:
        """Count this thread's calls and those of every thread started from now on."""
        sys.setprofile(self.hook())
        threading.setprofile(lambda *event: self._first_call_of_thread(*event))

    def _first_call_of_thread(self, frame: FrameType, event: str, arg: Any) -> None:
        # threading.setprofile gives every new thread the same function: swap in one with a
        # count of its own, and count this first call.
        hook = self.hook()
        sys.setprofile(hook)
        hook(frame, event, arg)


def write_count(path: Path, count: int) -> None:
    """``count`` into ``path``, replaced whole: written beside it first, then renamed over it,
    so a reader never sees half a number."""
    partial = path.with_name(f"{path.name}.partial")
    partial.write_text(f"{count}\n")
    os.replace(partial, path)


def read_count(path: Path) -> int:
    """The count a counted process last wrote to ``path``."""
    return int(path.read_text())


def keep_writing(counter: CallCounter, path: Path, stop: threading.Event) -> None:
    while not stop.wait(WRITE_EVERY_S):
        write_count(path, counter.total())


def last_write(
    counter: CallCounter, path: Path, writer: threading.Thread, stop: threading.Event
) -> None:
    """At exit: stop the writer, then write the final count. A daemon thread is frozen
    wherever it is when the interpreter finalizes, so a writer still running then could leave
    its ``.partial`` file behind."""
    stop.set()
    writer.join()
    write_count(path, counter.total())


def main(argv: list[str]) -> None:
    if len(argv) < 3 or argv[1] != "-m":
        raise SystemExit("usage: call_counter.py COUNT_FILE -m MODULE [ARGS...]")
    path, module, args = Path(argv[0]), argv[2], argv[3:]
    counter = CallCounter()
    write_count(path, 0)
    stop = threading.Event()
    writer = threading.Thread(
        target=keep_writing, args=(counter, path, stop), name="call-counter", daemon=True
    )
    writer.start()  # before the hook: the writer's own calls are not counted
    atexit.register(last_write, counter, path, writer, stop)
    sys.argv = [module, *args]
    counter.install()
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main(sys.argv[1:])
