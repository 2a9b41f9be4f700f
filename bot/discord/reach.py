"""Reaching Discord while it cannot be reached: the login is tried again with a backoff, one
log line per failed attempt, never a traceback.

A bot is a service: a network outage, a DNS failure or Discord's own downtime at start-up
must not end it (a supervisor would only restart it into the same failure, with a traceback
each time). So :func:`login_until_reached` tries again after 1, 2, 4, 8, 16, 32 s, then every
:data:`RETRY_MAX_S` seconds, for as long as it takes; a SIGTERM still stops it at once
(:mod:`bot.discord.runner`). What is no outage is not retried: a token Discord refuses
(:class:`discord.LoginFailure`) ends the start-up.

Once logged in, discord.py's own connect loop reconnects the gateway with its own backoff and
logs each attempt with the error's traceback; :func:`fold_reconnect_tracebacks` makes those
one line each too (the error's type and first line), for the network errors alone.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Final

import aiohttp
import discord

log = logging.getLogger(__name__)

RETRY_FIRST_S: Final = 1.0
"""The wait before the second login attempt; each failure doubles it."""
RETRY_MAX_S: Final = 60.0
"""The longest wait between two login attempts: an outage's end is noticed within a minute."""

UNREACHABLE: Final = (
    OSError,  # refused, reset, no route, DNS (aiohttp's connector errors are OSErrors)
    aiohttp.ClientError,
    TimeoutError,
    discord.DiscordServerError,  # Discord's 5xx, after discord.py's own retries
    discord.GatewayNotFound,
    discord.ConnectionClosed,
)
"""The errors that mean Discord could not be reached (rather than that it said no)."""

RECONNECT_LOGGERS: Final = ("discord.client", "discord.shard")
"""The discord.py loggers whose reconnect attempts carry a traceback."""


def retry_delays(first_s: float = RETRY_FIRST_S, max_s: float = RETRY_MAX_S) -> Callable[[], float]:
    """The waits between attempts, one per call: ``first_s``, doubled each time, at most
    ``max_s``."""
    attempts = 0

    def next_delay() -> float:
        nonlocal attempts
        attempts += 1
        return min(max_s, first_s * 2 ** min(attempts - 1, 30))

    return next_delay


def reason(error: BaseException) -> str:
    """``ClientConnectorError: Cannot connect to host …``: an error on one line."""
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0]}" if lines else type(error).__name__


async def login_until_reached(
    bot: discord.Client, token: str, delays: Callable[[], float] | None = None
) -> None:
    """``bot.login(token)``, tried again while Discord cannot be reached (waits from
    ``delays``, default :func:`retry_delays`); each failure is one warning line. Raises what is
    no outage (a refused token: :class:`discord.LoginFailure`) at once."""
    next_delay = delays or retry_delays()
    attempt = 0
    while True:
        if bot.is_closed():  # stopped (SIGTERM) while waiting: no attempt after that
            raise asyncio.CancelledError
        attempt += 1
        try:
            await bot.login(token)
            return
        except UNREACHABLE as exc:
            delay = next_delay()
            log.warning(
                "cannot reach Discord (%s): attempt %d failed, trying again in %.0f s",
                reason(exc),
                attempt,
                delay,
            )
        await _close_session(bot)
        await asyncio.sleep(delay)


async def _close_session(bot: discord.Client) -> None:
    """Close the HTTP session of a failed login: each login opens a new one, and closing it
    closes its connector too, so the next login is left to make a new connector."""
    await bot.http.close()
    bot.http.connector = discord.utils.MISSING


LOGIN_LINE: Final = "logging in using static token"
"""discord.py's line at each login: said once, not again at every attempt."""


class OneLineReconnects(logging.Filter):
    """Turns a log record carrying a network error (:data:`UNREACHABLE`) into one line: the
    message, then the error's type and first line; the traceback is dropped. Records with any
    other error keep their traceback: that is a bug to read. discord.py's :data:`LOGIN_LINE`
    is let through once: while the login is tried again, each attempt is the one line that
    says it failed."""

    def __init__(self) -> None:
        super().__init__()
        self.logged_in_once = False

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == LOGIN_LINE:
            said, self.logged_in_once = self.logged_in_once, True
            return not said
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, UNREACHABLE):
            record.msg = f"{record.getMessage()} ({reason(error)})"
            record.args = None
            record.exc_info = None
            record.exc_text = None
        return True


_FOLDING: Final = OneLineReconnects()


def fold_reconnect_tracebacks() -> None:
    """Make discord.py's reconnect attempts one line each (idempotent)."""
    for name in RECONNECT_LOGGERS:
        logger = logging.getLogger(name)
        if _FOLDING not in logger.filters:
            logger.addFilter(_FOLDING)
