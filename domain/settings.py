"""A server's settings: what its admins chose, with the bot's defaults for the rest."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from engine.levels import DEFAULT_FAIR_TARGET_PCT


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """A server's settings, every field filled in.

    Storage keeps only what admins chose (see :class:`ServerChoices`); the service fills in
    the bot's defaults, so what a front reads here is what applies.
    """

    server_id: str
    agent: str
    allowed_channels: tuple[str, ...]
    """Empty: every channel."""
    multiple_games: bool
    move_timeout_s: int
    challenge_cooldown_s: int
    updated_by: str | None = None
    updated_at: datetime | None = None
    language: str | None = None
    """The language of the server's public messages (a catalog code); ``None``: Discord's
    server locale."""
    # Issue 15 item 1 (fair level):
    fair_target: int = DEFAULT_FAIR_TARGET_PCT
    """Whole percent of games a member should win against the fair level."""

    def allows(self, channel_id: str) -> bool:
        return not self.allowed_channels or channel_id in self.allowed_channels


@dataclass(frozen=True, slots=True)
class ServerChoices:
    """What a server's admins stored; ``None`` means "the bot's default"."""

    server_id: str
    agent: str | None
    allowed_channels: tuple[str, ...] | None
    multiple_games: bool | None
    move_timeout_s: int | None
    challenge_cooldown_s: int | None
    updated_by: str | None
    updated_at: datetime
    language: str | None = None
    fair_target: int | None = None  # issue 15 item 1: whole percent
