"""A game service in a child process that races another process on one database (the tests of
the rules held by the database, tests/bot/test_rules_across_processes.py).

``python -m tests.bot.rules_worker URL MODE ARG...`` opens a service, prints ``ready``, waits
for a line on stdin (the start signal every worker gets at the same moment), runs its requests
all at once and prints one JSON line: how many succeeded and each refusal's class name.

Modes:
* ``play N``: people ``u0``..``u{N-1}`` each start a game in channel ``c`` of server ``s``;
* ``challenge N``: ``boss`` challenges ``p0``..``p{N-1}`` (the server's cooldown applies);
* ``mutual N SIDE``: ``a{i}`` challenges ``b{i}`` (SIDE ``a``) or the reverse (SIDE ``b``),
  with no cooldown, for i < N.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from collections.abc import Awaitable

from bot.games.service import GameService
from domain.players import User

SERVER = "s"
CHANNEL = "c"


def requests(service: GameService, mode: str, args: list[str]) -> list[Awaitable[object]]:
    """The concurrent calls of ``mode``."""
    count = int(args[0])
    if mode == "play":
        return [
            service.start_game(User(f"u{i}", f"User {i}"), SERVER, CHANNEL, first="me")
            for i in range(count)
        ]
    if mode == "challenge":
        boss = User("boss", "Boss")
        return [
            service.challenge(boss, User(f"p{i}", f"P {i}"), SERVER, CHANNEL) for i in range(count)
        ]
    if mode == "mutual":
        a_first = args[1] == "a"
        calls: list[Awaitable[object]] = []
        for i in range(count):
            a, b = User(f"a{i}", f"A {i}"), User(f"b{i}", f"B {i}")
            calls.append(
                service.challenge(a, b, SERVER, CHANNEL)
                if a_first
                else service.challenge(b, a, SERVER, CHANNEL)
            )
        return calls
    raise SystemExit(f"unknown mode {mode!r}")


async def main(url: str, mode: str, args: list[str]) -> None:
    cooldown = 0 if mode == "mutual" else 60
    service = await GameService.open(url, challenge_cooldown_s=cooldown, seed=1)
    try:
        print("ready", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        results = await asyncio.gather(*requests(service, mode, args), return_exceptions=True)
    finally:
        await service.close()
    refusals = Counter(type(r).__name__ for r in results if isinstance(r, BaseException))
    for failure in {repr(r) for r in results if isinstance(r, BaseException)}:
        print(failure[:300], file=sys.stderr)  # shown by the test when a refusal is unexpected
    print(json.dumps({"ok": len(results) - sum(refusals.values()), "refused": refusals}))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
