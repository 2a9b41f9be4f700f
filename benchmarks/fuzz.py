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
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.fuzz_discord import fuzz_discord
from benchmarks.fuzz_inputs import (
    COUNTS,
    FRESH_DATABASE_EVERY,
    REPLY_MAX,
    ErrorLog,
    Tally,
    changed_tables,
    console_line,
    quotes_too_much,
)
from bot.console import Console
from bot.games.service import GameService
from devkit.db_snapshot import Snapshot, db_snapshot
from domain.players import User

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
