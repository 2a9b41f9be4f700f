"""A duel offer: one member challenges another, who accepts or declines before it expires."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Literal

from domain.players import User

ChallengeStatus = Literal["pending", "accepted", "declined", "expired"]


@dataclass(frozen=True, slots=True)
class Challenge:
    """A duel offer as stored. ``first`` is who opens, from the challenger's view
    (``me``, ``them`` or ``random``); ``game_id`` is set once accepted."""

    id: int
    server_id: str
    channel_id: str
    challenger: User
    opponent: User
    first: str
    status: ChallengeStatus
    created_at: datetime
    expires_at: datetime
    answered_at: datetime | None = None
    game_id: int | None = None
    message_id: str | None = None
    """The chat message that shows the invitation, once the front has posted it."""
    rematch_of: int | None = None
    """The finished duel this invitation asks to replay (its colours swapped)."""

    def as_of(self, now: datetime) -> Challenge:
        """The offer as it stands at ``now``: a pending offer past ``expires_at`` reads
        ``expired`` even before the sweep has stored it."""
        if self.status == "pending" and self.expires_at <= now:
            return replace(self, status="expired")
        return self
