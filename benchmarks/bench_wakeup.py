"""What this machine charges a process for waking up: the CPU per request of a small asyncio
server that does the same work for every request, at several request rates.

Why: a bot process's CPU per interaction rises when its load falls (benchmarks/bench_bot.py
``--shards 2 --same-load``), so two shard processes sharing 1,000 games use more CPU per
interaction than one process holding them all. This measures the machine's part of that with
no bot at all: one server process, one client process sending newline-terminated requests
over 50 loopback connections at a steady rate (random gaps), the server answering each after
``--work`` rounds of a small dict-and-JSON chore. At a high rate the server rarely sleeps
between requests; at a low one, nearly every request wakes it. The same work each time, so
any difference in CPU per request is the wake-up's (the kernel's work and a cold cache).
The highest rate is the baseline of the ratios, measured in the same run.

    .venv/bin/python -m benchmarks.bench_wakeup                       # 3000, 600, 300, 150 /s
    .venv/bin/python -m benchmarks.bench_wakeup --rates 300 150 --rounds 3 --work 400
    .venv/bin/python -m benchmarks.bench_wakeup --cpu 1               # server pinned to CPU 1
    .venv/bin/python -m benchmarks.bench_wakeup --idle both           # idle cores halt / poll

``--idle poll`` holds the kernel's CPU latency request at 0 µs (``/dev/cpu_dma_latency``, as
``pyperf system tune`` and tuned's latency-performance profile do; root only) while measuring:
an idle core then polls for work instead of halting, so a wake-up does not have to bring a
halted core back (on a virtual machine, a halted virtual core gives its physical core to the
host). ``--idle both`` measures every rate both ways, alternating, and prints polling against
halting at each rate: how much of a wake-up's cost is the idle core's.

Figures of this machine: docs/benchmarks.md ("What a wake-up costs").
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass

import psutil

CONNECTIONS = 50
CPU_LATENCY = "/dev/cpu_dma_latency"
IDLE_MODES = ("halt", "poll")


def chore(rounds: int) -> int:
    """The fixed work done for each request (a little of what a bot does: dicts and JSON)."""
    payload = {str(i): [i, i * 2, {"k": i}] for i in range(rounds)}
    return len(json.dumps(payload))


async def serve(port: int, rounds: int) -> None:
    """Answer every line with ``ok`` after the chore, until killed."""

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while await reader.readline():
            chore(rounds)
            writer.write(b"ok\n")
            await writer.drain()

    server = await asyncio.start_server(answer, "127.0.0.1", port)
    async with server:
        await server.serve_forever()


async def drive(port: int, rate: float, seconds: float) -> int:
    """Send requests at ``rate`` per second in all (Poisson gaps) for ``seconds``; how many
    were answered."""
    streams = [await asyncio.open_connection("127.0.0.1", port) for _ in range(CONNECTIONS)]
    answered = 0
    deadline = time.perf_counter() + seconds

    async def one(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal answered
        while time.perf_counter() < deadline:
            await asyncio.sleep(random.expovariate(rate / CONNECTIONS))
            writer.write(b"?\n")
            await writer.drain()
            await reader.readline()
            answered += 1

    await asyncio.gather(*(one(r, w) for r, w in streams))
    for _, writer in streams:
        writer.close()
    return answered


@contextlib.contextmanager
def idle_cores_poll(path: str | None = None) -> Iterator[None]:
    """Idle cores poll instead of halting while the block runs: a 0 µs CPU latency request
    written to ``path`` (the kernel's PM QoS interface) and held open, as the kernel wants
    (the request ends when the file is closed). Raises :class:`OSError` when it cannot
    (not root, or no such interface). ``path`` defaults to :data:`CPU_LATENCY`."""
    fd = os.open(path or CPU_LATENCY, os.O_WRONLY)
    try:
        os.write(fd, struct.pack("i", 0))
        yield
    finally:
        os.close(fd)


@dataclass(frozen=True)
class Measure:
    rate: float
    requests: int
    user_s: float
    system_s: float
    sleeps: int
    idle: str = "halt"

    def per_request_us(self, seconds: float) -> float:
        return 1e6 * seconds / max(1, self.requests)

    @property
    def cpu_us(self) -> float:
        return self.per_request_us(self.user_s + self.system_s)


def measure(rate: float, args: argparse.Namespace, idle: str = "halt") -> Measure:
    """One server process, driven at ``rate`` for ``args.seconds``: its CPU and sleeps, with
    idle cores halting (the machine as it is) or, ``idle="poll"``, polling while measured."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(port), "--work", str(args.work)]
    )
    try:
        process = psutil.Process(server.pid)
        if args.cpu is not None:
            process.cpu_affinity([args.cpu])
        asyncio.run(_wait_listening(port))
        with idle_cores_poll() if idle == "poll" else contextlib.nullcontext():
            before, sleeps = process.cpu_times(), process.num_ctx_switches().voluntary
            requests = asyncio.run(drive(port, rate, args.seconds))
            after = process.cpu_times()
            slept = process.num_ctx_switches().voluntary - sleeps
        return Measure(
            rate, requests, after.user - before.user, after.system - before.system, slept, idle
        )
    finally:
        server.kill()
        server.wait()


async def _wait_listening(port: int) -> None:
    for _ in range(200):
        try:
            _, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            await asyncio.sleep(0.02)
            continue
        writer.close()
        return
    raise RuntimeError(f"the server on port {port} did not start")


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def report(runs: list[Measure], rates: list[float]) -> None:
    """Medians per rate, and each rate's CPU per request against the highest rate's."""
    print(
        f"  {'rate':>7} {'requests':>9} {'CPU/request':>12} {'user':>8} {'system':>8} "
        f"{'sleeps/request':>15} {'vs ' + format(max(rates), '.0f') + '/s':>10}"
    )
    medians: dict[float, float] = {}
    for rate in rates:
        mine = [m for m in runs if m.rate == rate]
        medians[rate] = statistics.median(m.cpu_us for m in mine)
    base = medians[max(rates)]
    for rate in rates:
        mine = [m for m in runs if m.rate == rate]
        user = statistics.median(m.per_request_us(m.user_s) for m in mine)
        system = statistics.median(m.per_request_us(m.system_s) for m in mine)
        sleeps = statistics.median(m.sleeps / max(1, m.requests) for m in mine)
        requests = sum(m.requests for m in mine)
        print(
            f"  {rate:>5.0f}/s {requests:>9} {medians[rate]:>9.0f} µs {user:>5.0f} µs "
            f"{system:>5.0f} µs {sleeps:>15.2f} {medians[rate] / base:>9.2f}x"
        )


def report_idle(runs: list[Measure], rates: list[float]) -> None:
    """CPU per request with idle cores polling against halting, at each rate."""
    print("  idle cores polling against halting, CPU per request:")
    for rate in rates:
        median = {
            idle: statistics.median(m.cpu_us for m in runs if m.rate == rate and m.idle == idle)
            for idle in IDLE_MODES
        }
        print(
            f"  {rate:>5.0f}/s {median['poll']:>7.0f} µs against {median['halt']:.0f} µs: "
            f"{median['poll'] / median['halt']:.2f}x"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--rates", type=float, nargs="+", default=[3000, 600, 300, 150], help="requests/s"
    )
    parser.add_argument("--seconds", type=float, default=6.0, help="per rate and round")
    parser.add_argument("--rounds", type=int, default=2, help="repeat, alternating the order")
    parser.add_argument(
        "--work", type=int, default=10, help="size of the chore per request (default 10: tiny)"
    )
    parser.add_argument("--cpu", type=int, help="pin the server process to this CPU")
    parser.add_argument(
        "--idle",
        choices=(*IDLE_MODES, "both"),
        default="halt",
        help="idle cores as the machine has them (halt, default), polling (poll: holds "
        f"{CPU_LATENCY} at 0 µs, root only), or both, alternating",
    )
    parser.add_argument("--serve", type=int, metavar="PORT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve is not None:
        asyncio.run(serve(args.serve, args.work))
        return 0
    idles = list(IDLE_MODES) if args.idle == "both" else [args.idle]
    if "poll" in idles:
        try:
            with idle_cores_poll():
                pass
        except OSError as error:
            parser.error(f"--idle {args.idle}: cannot write {CPU_LATENCY} ({error.strerror})")
    print(
        f"What a wake-up costs: {CONNECTIONS} connections, chore of {args.work}, "
        f"{args.seconds:.0f} s per rate, {args.rounds} rounds, {os.cpu_count()} cores"
        + (f", server on CPU {args.cpu}" if args.cpu is not None else "")
        + (", idle cores polling" if args.idle == "poll" else "")
    )
    runs: list[Measure] = []
    for round_ in range(args.rounds):
        order = args.rates if round_ % 2 == 0 else list(reversed(args.rates))
        for rate in order:
            for idle in idles if round_ % 2 == 0 else list(reversed(idles)):
                runs.append(measure(rate, args, idle))
    for idle in idles:
        if len(idles) > 1:
            print(f"  idle cores {'polling' if idle == 'poll' else 'halting'}:")
        report([m for m in runs if m.idle == idle], args.rates)
    if len(idles) > 1:
        report_idle(runs, args.rates)
    return 0


if __name__ == "__main__":
    sys.exit(main())
