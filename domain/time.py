"""The one clock of the application layers: timezone-aware UTC, defined once."""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    """Now, in UTC, timezone-aware (every stored and compared moment is)."""
    return datetime.now(UTC)
