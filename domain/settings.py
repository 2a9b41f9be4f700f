"""A server's settings: each one declared once (:data:`DECLARED_SETTINGS`), what a server's
admins chose (:class:`ServerChoices`) and what applies, with the bot's defaults for the rest
(:class:`ServerSettings`).

A declaration says what a setting holds, its range or choices, its default, who may change it
and which admin command changes it; the column that stores it (:mod:`storage.models`), the
check and refusal of a value (:mod:`bot.games.setting_checks`), the ``/ttt-admin`` commands
(:mod:`bot.discord.exts.setting_commands`), the console's ``/ttt admin`` and their help are all
derived from it. The words (command names, descriptions, labels) stay in the catalogs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Final

from engine.levels import DEFAULT_FAIR_TARGET_PCT, FAIR_TARGET_RANGE_PCT

WEB_VISIBILITIES: Final = ("public", "private")
"""What a server may choose for the website: its pages and games shown to everyone, or not."""
DEFAULT_WEB_VISIBILITY: Final = "private"
"""Nobody's server is on the website until its admins choose so."""

PUBLIC_POSTS_RANGE: Final = (0, 60)
"""Public boards per member and minute a server may choose; 0 lifts the limit."""
DEFAULT_PUBLIC_POSTS_PER_MINUTE: Final = 20
"""Public messages one member may make the bot post per minute where the server chose nothing:
three games played by commands (at most six posts each), not a wall of boards."""
MOVE_TIMEOUT_RANGE_S: Final = (10, 7 * 24 * 3600)
"""Allowed move timeouts (seconds, inclusive): the bot's default and each server's own."""
CHALLENGE_COOLDOWN_RANGE_S: Final = (0, 24 * 3600)
"""Allowed waits between two challenges by one member (seconds, inclusive)."""


class Kind(StrEnum):
    """What a setting holds: it says how the value is stored, checked, asked for and shown."""

    AGENT = "agent"
    """A registered agent's name."""
    SWITCH = "switch"
    """Yes or no."""
    SECONDS = "seconds"
    """A whole number of seconds within the setting's range."""
    NUMBER = "number"
    """A whole number within the setting's range."""
    PERCENT = "percent"
    """A whole percent within the setting's range."""
    CHOICE = "choice"
    """One of the setting's choices."""
    LANGUAGE = "language"
    """A shipped catalog's code."""
    CHANNELS = "channels"
    """Channel ids; none: every channel."""
    ROLES = "roles"
    """Role ids; none: every member."""
    EMOJI = "emoji"
    """One emoji: a Unicode one or a server's ``<:name:id>``."""
    COLOUR = "colour"
    """A colour, 0xRRGGBB."""


LIST_KINDS: Final = frozenset({Kind.CHANNELS, Kind.ROLES})
"""Kinds that hold a list of ids, changed by adding one, removing one or clearing them all."""
TEXT_KINDS: Final = frozenset({Kind.AGENT, Kind.CHOICE, Kind.LANGUAGE, Kind.EMOJI})
"""Kinds stored as text (the declaration gives the longest)."""


class Who(StrEnum):
    """Who may change a setting."""

    MANAGERS = "managers"
    """The server's managers (Discord: the Manage Server permission; the console's person)."""


class OperatorDefault(StrEnum):
    """A default that the bot's operator configures (its environment), not the code."""

    DEFAULT_AGENT = "default_agent"
    """The agent the bot plays by default (``TTT_DEFAULT_AGENT``)."""
    IDLE_TIMEOUT = "idle_timeout_s"
    """The move timeout (``TTT_IDLE_TIMEOUT_S``)."""
    CHALLENGE_COOLDOWN = "challenge_cooldown_s"
    """The wait between two challenges (``TTT_CHALLENGE_COOLDOWN_S``)."""


@dataclass(frozen=True, slots=True)
class ServerSetting:
    """One server setting, declared once."""

    name: str
    """Its name everywhere in the code: the column, the field of :class:`ServerSettings`, the
    service's keyword."""
    kind: Kind
    default: object
    """What applies where the server chose nothing (an :class:`OperatorDefault`: the
    operator's configuration)."""
    command: str
    """The ``/ttt-admin`` command that changes it; settings that share one are its options.
    A list kind has three: ``allow-<command>``, ``disallow-<command>``, ``all-<command>s``."""
    option: str | None = None
    """The command's option that takes the value; ``None``: the list kinds' commands."""
    bounds: tuple[int, int] | None = None
    """The inclusive range of a number."""
    choices: tuple[str, ...] = ()
    """The values of a :attr:`Kind.CHOICE`."""
    width: int | None = None
    """The longest text stored (the text kinds)."""
    may_reset: bool = False
    """The admin command's option may be left out (or be ``default``): the default again."""
    console: bool = False
    """The console's ``/ttt admin`` changes it too (it means something in a terminal)."""
    changed_by: Who = Who.MANAGERS


DECLARED_SETTINGS: Final[tuple[ServerSetting, ...]] = (
    ServerSetting(
        "agent",
        Kind.AGENT,
        OperatorDefault.DEFAULT_AGENT,
        "agent",
        "name",
        width=64,
        console=True,
    ),
    ServerSetting("allowed_channels", Kind.CHANNELS, (), "channel"),
    ServerSetting("multiple_games", Kind.SWITCH, False, "multiple-games", "enabled"),
    ServerSetting(
        "move_timeout_s",
        Kind.SECONDS,
        OperatorDefault.IDLE_TIMEOUT,
        "move-timeout",
        "seconds",
        bounds=MOVE_TIMEOUT_RANGE_S,
        console=True,
    ),
    ServerSetting(
        "challenge_cooldown_s",
        Kind.SECONDS,
        OperatorDefault.CHALLENGE_COOLDOWN,
        "cooldown",
        "seconds",
        bounds=CHALLENGE_COOLDOWN_RANGE_S,
    ),
    # None: the server's public messages follow Discord's server locale.
    ServerSetting(
        "language", Kind.LANGUAGE, None, "language", "language", width=16, may_reset=True
    ),
    # Whole percent of games a member should win against the fair level.
    ServerSetting(
        "fair_target",
        Kind.PERCENT,
        DEFAULT_FAIR_TARGET_PCT,
        "fair-target",
        "percent",
        bounds=FAIR_TARGET_RANGE_PCT,
        may_reset=True,
        console=True,
    ),
    # Public boards one member may make the bot post per minute; 0: no limit.
    ServerSetting(
        "public_posts_per_minute",
        Kind.NUMBER,
        DEFAULT_PUBLIC_POSTS_PER_MINUTE,
        "public-posts",
        "per_minute",
        bounds=PUBLIC_POSTS_RANGE,
    ),
    ServerSetting("allowed_roles", Kind.ROLES, (), "role"),
    # The boards' looks: None is the letter X or O, the bot's colour.
    ServerSetting("x_emoji", Kind.EMOJI, None, "looks", "x", width=100, may_reset=True),
    ServerSetting("o_emoji", Kind.EMOJI, None, "looks", "o", width=100, may_reset=True),
    ServerSetting("embed_colour", Kind.COLOUR, None, "looks", "colour", may_reset=True),
    # Whether the website shows the server's leaderboard, games and players.
    ServerSetting(
        "web",
        Kind.CHOICE,
        DEFAULT_WEB_VISIBILITY,
        "web",
        "visibility",
        choices=WEB_VISIBILITIES,
        width=16,
        console=True,
    ),
)
"""Every server setting, in the order their columns were added."""

SETTING_NAMES: Final = frozenset(s.name for s in DECLARED_SETTINGS)


def declared(name: str) -> ServerSetting:
    """The declaration of setting ``name`` (a ``KeyError`` for no setting)."""
    return _BY_NAME[name]


_BY_NAME: Final = {s.name: s for s in DECLARED_SETTINGS}


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """A server's settings, every field filled in: one per :data:`DECLARED_SETTINGS`.

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
    fair_target: int = DEFAULT_FAIR_TARGET_PCT
    """Whole percent of games a member should win against the fair level."""
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
    """What a server's admins stored: a value for each setting they chose (a list kind as a
    tuple); a setting left out means "the bot's default"."""

    server_id: str
    updated_by: str | None
    updated_at: datetime
    chosen: Mapping[str, object] = field(default_factory=dict)
