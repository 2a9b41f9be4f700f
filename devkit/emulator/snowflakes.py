"""Ids, tokens and timestamps shaped like Discord's, so discord.py parses them unchanged."""

from __future__ import annotations

import base64
import datetime as dt
import itertools
import secrets
import time

DISCORD_EPOCH_MS = 1_420_070_400_000


class SnowflakeFactory:
    """Monotonic 64-bit snowflakes.

    Real snowflakes embed a millisecond timestamp; discord.py derives ``created_at`` from it,
    so the ids stay plausible (and strictly increasing, which ordering by id relies on).
    """

    def __init__(self, worker: int = 1, process: int = 0) -> None:
        self._worker = worker & 0x1F
        self._process = process & 0x1F
        self._counter = itertools.count()
        self._last = 0

    def next(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        increment = next(self._counter) & 0xFFF
        value = (ms << 22) | (self._worker << 17) | (self._process << 12) | increment
        # The 12-bit increment wraps after 4096 ids in one millisecond; never go backwards.
        if value <= self._last:
            value = self._last + 1
        self._last = value
        return value

    def advance_past(self, value: int) -> None:
        """Make every later id greater than ``value`` (an id made outside :meth:`next`)."""
        self._last = max(self._last, value)


def interaction_token(interaction_id: int) -> str:
    # Real tokens start with base64("interaction:") followed by an opaque part; mimic that so
    # logs look familiar, while the random part guarantees uniqueness.
    raw = f"{interaction_id}:{secrets.token_hex(24)}".encode()
    return "aW50ZXJhY3Rpb246" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def iso_now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()
