"""Agents as the application sees them: a stored version of a learned agent, and what the
fronts list in ``/ttt agents``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True, slots=True)
class AgentVersion:
    """One version of a learned agent's weights, as recorded in the database."""

    id: int
    name: str
    version: str
    weights_sha256: str | None
    metrics: Mapping[str, Any] | None
    created_at: datetime
    promoted: bool
    promoted_at: datetime | None


@dataclass(frozen=True, slots=True)
class AgentInfo:
    """An agent people can play, with its measured strength when the manifest has it."""

    name: str
    description: str
    version: str | None = None
    metrics: dict[str, Any] | None = None
    learned: bool = False
    rating: float | None = None
