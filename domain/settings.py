"""A server's settings: what its admins chose, with the bot's defaults for the rest."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from engine.levels import DEFAULT_FAIR_TARGET_PCT

WEB_VISIBILITIES: Final = ("public", "private")
"""What a server may choose for the website: its pages and games shown to everyone, or not."""
DEFAULT_WEB_VISIBILITY: Final = "private"
"""Nobody's server is on the website until its admins choose so."""

PUBLIC_POSTS_RANGE: Final = (0, 60)
"""Public boards per member and minute a server may choose; 0 lifts the limit."""


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
    # The fair level:
    fair_target: int = DEFAULT_FAIR_TARGET_PCT
    """Whole percent of games a member should win against the fair level."""

    # -- post limits, roles, looks --
    public_posts_per_minute: int = 0
    """Public messages (boards) one member may make the bot post per minute; 0: no limit."""
    allowed_roles: tuple[str, ...] = ()
    """Empty: every member plays; else only members with one of these role ids."""
    x_emoji: str | None = None
    """What X looks like on the board (a unicode emoji or ``<:name:id>``); ``None``: ``X``."""
    o_emoji: str | None = None
    """What O looks like on the board; ``None``: ``O``."""
    embed_colour: int | None = None
    """The colour of boards in play (0xRRGGBB); ``None``: the bot's."""
    web: str = DEFAULT_WEB_VISIBILITY
    """``public``: the website shows the server's leaderboard, games and players; ``private``:
    it answers 404 for all of them."""

    def allows(self, channel_id: str) -> bool:
        return not self.allowed_channels or channel_id in self.allowed_channels

    def allows_roles(self, role_ids: tuple[str, ...] | list[str]) -> bool:
        """Whether a member with ``role_ids`` may play here."""
        return not self.allowed_roles or any(r in self.allowed_roles for r in role_ids)


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
    fair_target: int | None = None  # whole percent
    # -- post limits, roles, looks --
    public_posts_per_minute: int | None = None
    allowed_roles: tuple[str, ...] | None = None
    x_emoji: str | None = None
    o_emoji: str | None = None
    embed_colour: int | None = None
    web: str | None = None  # "public" or "private"
