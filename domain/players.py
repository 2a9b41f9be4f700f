"""People: who acts on a chat platform."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class User:
    """A person on some platform (``bot`` marks other bots, who cannot be challenged)."""

    id: str
    name: str
    bot: bool = False
