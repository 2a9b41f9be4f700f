"""Rendered pages kept for a few seconds: the website's answer to a crowd asking one page.

A page costs a database read and a template rendering (a 50-row board: about ten times a
trivial aiohttp handler, ``benchmarks/bench_web.py``); a visitor arriving within
:data:`PAGE_SECONDS` of another who asked the same address in the same language gets the same
bytes. Only what any visitor may see is kept: a ``GET`` without a cookie (a logged-in member's
pages are their own) or ``If-None-Match`` (the API's revalidation answers itself), answered
``200``. So a page shows a finished game, or a server that just went private, at most
:data:`PAGE_SECONDS` late. Used on the event loop only (no thread touches it).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Final

from aiohttp import hdrs, web

PAGE_SECONDS: Final = 2.0
"""How long a rendered page is served again."""
MAX_PAGES: Final = 1024
"""Pages kept at most (the oldest used goes first)."""


@dataclass(frozen=True, slots=True)
class Kept:
    until: float
    status: int
    body: bytes
    headers: tuple[tuple[str, str], ...]


class PageCache:
    """The pages kept, by address and language."""

    def __init__(self, seconds: float = PAGE_SECONDS, size: int = MAX_PAGES) -> None:
        self.seconds = seconds
        self._size = size
        self._pages: OrderedDict[tuple[str, str], Kept] = OrderedDict()
        self.rendering: dict[tuple[str, str], asyncio.Future[None]] = {}
        """The pages being rendered now, done when they are (kept or not)."""

    def get(self, key: tuple[str, str]) -> Kept | None:
        kept = self._pages.get(key)
        if kept is None or kept.until < time.monotonic():
            return None
        self._pages.move_to_end(key)
        return kept

    def put(self, key: tuple[str, str], response: web.Response) -> None:
        if self.seconds <= 0 or response.body is None:
            return
        body = response.body if isinstance(response.body, bytes) else None
        if body is None:
            return
        headers = tuple((k, v) for k, v in response.headers.items() if k != hdrs.CONTENT_LENGTH)
        until = time.monotonic() + self.seconds
        self._pages[key] = Kept(until, response.status, body, headers)
        self._pages.move_to_end(key)
        while len(self._pages) > self._size:
            self._pages.popitem(last=False)


def cacheable(request: web.Request) -> bool:
    """Whether any visitor would get this answer (see the module docstring)."""
    return (
        request.method == hdrs.METH_GET
        and hdrs.COOKIE not in request.headers
        and hdrs.IF_NONE_MATCH not in request.headers
        and not request.path.startswith("/static/")
    )


async def served(
    cache: PageCache,
    request: web.Request,
    language: str,
    handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
) -> web.StreamResponse:
    """The kept page for ``request`` in ``language``, else the handler's (kept when it may
    be). Visitors asking a page that is being rendered wait for that rendering rather than
    render it again (a crowd arriving at once renders it once)."""
    if not cacheable(request):
        return await handler(request)
    key = (request.path_qs, language)
    kept = cache.get(key)
    if kept is None and key in cache.rendering:
        await asyncio.shield(cache.rendering[key])
        kept = cache.get(key)
    if kept is not None:
        return web.Response(body=kept.body, status=kept.status, headers=dict(kept.headers))
    done = cache.rendering[key] = asyncio.get_running_loop().create_future()
    try:
        response = await handler(request)
        if isinstance(response, web.Response) and response.status == 200:
            cache.put(key, response)
        return response
    finally:
        # Waiters that found nothing kept (a page not kept: cache off, not 200) each render
        # it again under the same key: only the latest rendering's entry is removed here.
        if cache.rendering.get(key) is done:
            del cache.rendering[key]
        done.set_result(None)
