"""Hitting lazily built things from many threads at once, in a fresh interpreter.

The bot reaches the same lazy caches from its event loop and from worker threads (a learned
agent thinks in one, the review's picture is drawn in one, a retraining learns in one), right
after a start too, when nothing is built yet. :func:`at_once` runs ``setup`` in a new Python
process (so every module starts with nothing cached), then evaluates each expression of
``calls`` in its own thread, all released together by a barrier, with the interpreter
switching threads as often as it can; it returns what each call gave (``repr``) or raised.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json, sys, threading
from concurrent.futures import ThreadPoolExecutor

sys.setswitchinterval(1e-6)  # switch threads as often as possible: races show up
space = {}
exec(sys.argv[1], space)
calls = json.loads(sys.argv[2])
barrier = threading.Barrier(len(calls))


def run(expression):
    barrier.wait()
    try:
        return repr(eval(expression, space))
    except BaseException as exc:
        return f"raised {type(exc).__name__}: {exc}"


with ThreadPoolExecutor(len(calls)) as pool:
    print(json.dumps(list(pool.map(run, calls))))
"""

WARM_UP = """
from engine import solver


def warm_up_to_the_end():
    '''What the bot's event loop does after connecting: solve the table a tenth at a time.'''
    steps = 0
    while solver.warm_up():
        steps += 1
    return solver.solved()
"""
"""A setup that gives ``warm_up_to_the_end()``: the event loop's background warm-up."""


def at_once(setup: str, calls: list[str]) -> list[str]:
    """What each of ``calls`` gave (``repr``) or raised (``raised <type>: <message>``), each
    evaluated in its own thread of a fresh interpreter after ``setup``, all at once."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, setup, json.dumps(calls)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    found: list[str] = json.loads(result.stdout)
    return found


def raised(found: list[str]) -> list[str]:
    """The calls of an :func:`at_once` answer that raised."""
    return [answer for answer in found if answer.startswith("raised ")]
