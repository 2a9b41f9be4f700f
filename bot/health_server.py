"""``/healthz`` over HTTP: ``tttbot run`` serves its process's checks (:mod:`bot.health`) on
``TTT_HEALTH_HOST``:``TTT_HEALTH_PORT`` (aiohttp, which discord.py brings), and ``tttbot
health`` reads them from there. 200 with the checks as JSON when healthy, 503 when not.

Why over HTTP: the gateway's state lives in the serving process alone; a container's
``HEALTHCHECK``, systemd, a load balancer or a person with ``curl`` can all ask it there, and
an answer that does not come (a process hung or gone) is a failed check by itself."""

from __future__ import annotations

import asyncio
import json
import logging
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from typing import Final

from aiohttp import web

from bot.health import Check, Report
from bot.settings import Settings

log = logging.getLogger(__name__)

PATH: Final = "/healthz"
ANSWER_WITHIN_S: Final = 10.0
"""How long ``/healthz`` may take to answer (its database query is bounded at 5 s)."""
STOP_WITHIN_S: Final = 1.0
"""The longest a stop waits for a health check under way (its database query can take 5 s):
the process is going away, and the supervisor that asked knows it."""


class HealthServer:
    """Serves ``GET /healthz`` with what ``report`` finds at each request."""

    def __init__(self, report: Callable[[], Awaitable[Report]]) -> None:
        self._report = report
        self._runner: web.AppRunner | None = None

    async def start(self, host: str, port: int) -> None:
        app = web.Application()
        app.router.add_get(PATH, self._answer)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=STOP_WITHIN_S)
        await self._runner.setup()
        await web.TCPSite(self._runner, host, port).start()
        log.info("health checks answered at http://%s:%d%s", host, port, PATH)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _answer(self, request: web.Request) -> web.Response:
        report = await self._report()
        return web.json_response(report.as_json(), status=200 if report.healthy else 503)


def health_url(host: str, port: int) -> str:
    """Where a process started with ``TTT_HEALTH_HOST``/``TTT_HEALTH_PORT`` answers; a process
    listening on every address (``0.0.0.0``, ``::``) is asked on this machine's loopback."""
    if host in ("0.0.0.0", "", "::"):
        host = "127.0.0.1"
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}{PATH}"


def ask(url: str, timeout_s: float = ANSWER_WITHIN_S) -> Report:
    """The checks a running process answers at ``url``; a failed gateway check naming the
    reason when it does not answer (not running, hung, not a tttbot)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout_s) as answer:
            return Report.from_json(json.load(answer))
    except urllib.error.HTTPError as error:  # 503: unhealthy, with the checks
        try:
            return Report.from_json(json.load(error))
        except (ValueError, KeyError, TypeError):
            reason = f"{url} answered HTTP {error.code}"
    except (OSError, ValueError, KeyError, TypeError) as error:
        reason = f"no answer from {url}: {getattr(error, 'reason', error)}"
    return Report((Check("gateway", False, reason),))


async def ask_until_healthy(url: str, wait_s: float) -> Report:
    """:func:`ask` again every second until the process is healthy or ``wait_s`` has passed;
    the last answer."""
    deadline = time.monotonic() + wait_s
    while True:
        report = await asyncio.to_thread(ask, url)
        if report.healthy or time.monotonic() >= deadline:
            return report
        await asyncio.sleep(1.0)


def health_command(settings: Settings, url: str | None, port: int | None, wait_s: float) -> int:
    """``tttbot health``: the checks of the process answering at ``url`` (default: the one at
    ``TTT_HEALTH_HOST``:``port``, else ``TTT_HEALTH_PORT``), asked again until healthy for up
    to ``wait_s``; with neither, the checks this command can make itself. Prints one line per
    check and ``healthy`` or ``unhealthy``; the exit code: 0 healthy, 1 not."""
    port = port or settings.health_port
    if url is None and port is not None:
        url = health_url(settings.health_host, port)
    if url is None:
        from bot.health import local_report

        report = asyncio.run(local_report(settings))
    else:
        report = asyncio.run(ask_until_healthy(url, wait_s))
    for line in report.lines():
        print(line)
    print("healthy" if report.healthy else "unhealthy")
    return 0 if report.healthy else 1
