"""REST requests the emulator leaves unanswered for a while: a Discord that is slow or stuck.

``emu.holds.hold("PATCH", r"/channels/\\d+/messages/\\d+")`` makes every request of that method
whose path (after ``/api/v10``) matches the pattern wait, unanswered, until
:meth:`Holds.release` (the emulator's stop releases them too). The request's bytes are read;
the bot's HTTP client sees nothing but a server that does not answer yet, as with a Discord
under load, or one whose answer is lost on the way. A request whose client gave up while it
was held is dropped unanswered and unrecorded (it changes nothing). :attr:`Holds.held` counts
the requests that waited, so that a test knows when the bot is stuck on one.
"""

from __future__ import annotations

import asyncio
import re

from aiohttp import web

API_PREFIX = "/api/v10"


class Holds:
    """The rules of the requests to hold, and the requests held by them."""

    def __init__(self) -> None:
        self._rules: list[tuple[str, re.Pattern[str]]] = []
        self._released = asyncio.Event()
        self.held = 0
        """How many requests have waited on a rule (those still waiting included)."""

    def hold(self, method: str, path_pattern: str) -> None:
        """Leave every ``method`` request whose path fully matches ``path_pattern`` unanswered
        until :meth:`release`."""
        self._released.clear()
        self._rules.append((method.upper(), re.compile(path_pattern)))

    def release(self) -> None:
        """Answer the held requests, and hold no more."""
        self._rules.clear()
        self._released.set()

    def holds(self, method: str, path: str) -> bool:
        """Whether a ``method`` request to ``path`` (with or without the API prefix) waits."""
        path = path.removeprefix(API_PREFIX)
        return any(m == method.upper() and p.fullmatch(path) for m, p in self._rules)

    async def wait(self, request: web.Request) -> bool:
        """At once for a request no rule holds; else once the rules are released, its body
        read first (as a server does). Whether its client still waits for the answer (it
        may have given up meanwhile: nothing is to be done for it then)."""
        if not self.holds(request.method, request.path):
            return True
        await request.read()  # kept by aiohttp for the handler
        self.held += 1
        await self._released.wait()
        return request.transport is not None and not request.transport.is_closing()
