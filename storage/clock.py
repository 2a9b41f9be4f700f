"""The storage layer's clock: every default timestamp it writes comes from here."""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    """Now, as an aware UTC ``datetime`` (the only kind of time the tables hold)."""
    return datetime.now(UTC)
