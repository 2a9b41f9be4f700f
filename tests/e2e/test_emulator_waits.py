"""The emulator's waits survive cancellation: a test run can never hang on them.

On Python 3.11, ``asyncio.wait_for(condition.wait(), t)`` cancelled just as ``t`` runs out
releases a lock it no longer holds; the inner wait then keeps the condition's lock for ever and
every later request to the emulator hangs. Here 40 waiters are cancelled at a spread of moments
around the poll interval, many times over, and the emulator must still answer at once.

The scenario runs on an event loop of its own in a daemon thread: a wait that deadlocks also
swallows cancellation, so only a thread that the test can give up on turns a hang into a
failure.

A wait over the emulator's own state (``poll=False``) is checked when the emulator changes, not
fifty times a second: a thousand members waiting do not keep the harness busy.
"""

from __future__ import annotations

import asyncio
import random
import threading

from devkit.emulator.server import _POLL_INTERVAL, DiscordEmulator

WAITERS = 40
ROUNDS = 40
DEADLINE_S = 30.0


async def cancel_waiters_repeatedly() -> None:
    emulator = DiscordEmulator()
    rng = random.Random(7)
    for _ in range(ROUNDS):
        waiters = [
            asyncio.create_task(emulator.wait_until(lambda: False, timeout=30, what="never"))
            for _ in range(WAITERS)
        ]
        await asyncio.sleep(rng.uniform(0.5, 1.5) * _POLL_INTERVAL)
        for waiter in waiters:
            waiter.cancel()
        await asyncio.wait(waiters)
        await emulator.notify()
        await emulator.wait_until(lambda: True, timeout=1, what="a true predicate")


def test_cancelled_waiters_never_leave_the_emulator_stuck() -> None:
    failures: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(cancel_waiters_repeatedly())
        except BaseException as exc:  # reported by the test below
            failures.append(exc)

    thread = threading.Thread(target=run, name="emulator-waits", daemon=True)
    thread.start()
    thread.join(DEADLINE_S)
    assert not thread.is_alive(), f"the emulator hung: {ROUNDS} rounds not done in {DEADLINE_S}s"
    assert not failures, failures


async def test_a_wait_that_times_out_says_what_it_waited_for() -> None:
    emulator = DiscordEmulator()
    try:
        await emulator.wait_until(lambda: False, timeout=0.05, what="the bot to blink")
    except AssertionError as failure:
        assert "waiting for the bot to blink" in str(failure)
    else:
        raise AssertionError("a wait that cannot succeed returned")


async def test_a_wait_over_the_emulators_own_state_is_checked_at_its_changes_only() -> None:
    emulator = DiscordEmulator()
    checks = {"polled": 0, "notified": 0}

    def never(kind: str) -> bool:
        checks[kind] += 1
        return False

    polled = asyncio.create_task(emulator.wait_until(lambda: never("polled"), timeout=5))
    notified = asyncio.create_task(
        emulator.wait_until(lambda: never("notified"), timeout=5, poll=False)
    )
    await asyncio.sleep(10 * _POLL_INTERVAL)
    assert checks["notified"] == 1  # once on entry, no poll since
    assert checks["polled"] >= 5
    await emulator.notify()
    for _ in range(3):
        await asyncio.sleep(0)
    assert checks["notified"] == 2  # and once at the change
    for waiter in (polled, notified):
        waiter.cancel()
    await asyncio.wait({polled, notified})
