"""Settings from the environment or a ``.env`` file (pydantic-settings).

Every setting is declared here once, with its default and its allowed range; the game service
uses the same constants and the same range check (:func:`check_seconds`). Every variable has
the ``TTT_`` prefix; the old ``TTTBOT_`` names still work but log a deprecation warning.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any, Final

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic.fields import FieldInfo
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    NoDecode,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from bot.games.errors import InvalidSettingError, ServiceError
from storage.rating import DEFAULT_PAIR_DAILY_CAP
from storage.urls import DEFAULT_DATABASE_URL

log = logging.getLogger(__name__)

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_MANIFEST_PATH = PROJECT_ROOT / "weights" / "manifest.json"

# Defaults and ranges declared once: the Settings fields below and the game service both use them.
DEFAULT_IDLE_TIMEOUT_S: Final = 600
DEFAULT_CHALLENGE_COOLDOWN_S: Final = 30
MOVE_TIMEOUT_RANGE_S: Final = (10, 7 * 24 * 3600)
"""Allowed move timeouts (seconds, inclusive): the default and each server's own."""
CHALLENGE_COOLDOWN_RANGE_S: Final = (0, 24 * 3600)
"""Allowed waits between two challenges by one member (seconds, inclusive)."""
CHALLENGE_EXPIRY_RANGE_S: Final = (10, 3600)
"""Allowed lifetimes of a duel invitation (seconds, inclusive)."""
DEPRECATED_NAMES: Final = {
    "TTTBOT_WEIGHTS_DIR": "TTT_WEIGHTS_DIR",
    "TTTBOT_RETRAIN_STALL_AT": "TTT_RETRAIN_STALL_AT",
}
"""Old variable names still read, with a warning, when the new one is not set."""


def check_seconds(
    name: str,
    value: object,
    bounds: tuple[int, int],
    error: type[ServiceError] = InvalidSettingError,
) -> int:
    """``value`` if it is a whole number of seconds within ``bounds`` (inclusive), else
    ``error``: the one range check of every duration setting, wherever it is given."""
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise error(
            f"{name} must be a whole number of seconds from {low} to {high}; got {value!r}."
        )
    return value


class _DeprecatedNames(PydanticBaseSettingsSource):
    """The old ``TTTBOT_`` variables (environment or ``.env``), each read under its new name
    and with a deprecation warning; a new name that is set wins (sources before this one)."""

    def __init__(self, settings_cls: type[BaseSettings], *sources: EnvSettingsSource) -> None:
        super().__init__(settings_cls)
        self._sources = sources

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False  # everything is done in __call__

    def __call__(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for old, new in DEPRECATED_NAMES.items():
            for source in self._sources:
                value = _read(source, old)
                if value is None:
                    continue
                if any(_read(other, new) is not None for other in self._sources):
                    log.warning("%s is deprecated and ignored: %s is set", old, new)
                else:
                    log.warning("%s is deprecated: rename it %s", old, new)
                    found[new] = value
                break
        return found


def _read(source: EnvSettingsSource, name: str) -> str | None:
    """The value of variable ``name`` in ``source`` (whose names may be lower-cased)."""
    return source.env_vars.get(name.lower(), source.env_vars.get(name))


class Settings(BaseSettings):
    """Every setting of the bot. Environment variables win over ``.env``."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    """The bot token; ``tttbot run`` uses Discord when it is set. SecretStr: repr() and logs
    show '**********', never the token."""
    default_agent: str = Field(default="minimax", alias="TTT_DEFAULT_AGENT")
    database_url: str = Field(default=DEFAULT_DATABASE_URL, alias="TTT_DATABASE_URL")
    """Where games, moves, stats and settings live (SQLite file by default; PostgreSQL works
    with ``postgresql+asyncpg://...``)."""
    idle_timeout_s: int = Field(
        default=DEFAULT_IDLE_TIMEOUT_S,
        ge=MOVE_TIMEOUT_RANGE_S[0],
        le=MOVE_TIMEOUT_RANGE_S[1],
        alias="TTT_IDLE_TIMEOUT_S",
    )
    """Default move timeout: a game idle this long is closed and the side to move loses.
    Servers can set their own."""
    challenge_cooldown_s: int = Field(
        default=DEFAULT_CHALLENGE_COOLDOWN_S,
        ge=CHALLENGE_COOLDOWN_RANGE_S[0],
        le=CHALLENGE_COOLDOWN_RANGE_S[1],
        alias="TTT_CHALLENGE_COOLDOWN_S",
    )
    """Default wait between two challenges by the same member in a server."""
    weights_dir: Path | None = Field(default=None, alias="TTT_WEIGHTS_DIR")
    """Where the shipped weights and their manifest live; unset = ``weights/`` of the checkout.
    (Old name: ``TTTBOT_WEIGHTS_DIR``.)"""
    manifest_path: Path = Field(default=DEFAULT_MANIFEST_PATH, alias="TTT_MANIFEST_PATH")
    """The learned agents' manifest (versions, weights checksums, measured strength); unset =
    ``manifest.json`` in the weights directory."""

    # -- retraining from people's games (docs/retraining.md) ----------------------------------
    retrain_interval_s: float = Field(default=0, ge=0, alias="TTT_RETRAIN_INTERVAL_S")
    """How often the bot checks whether to retrain the DQN (in a child process); 0 = never
    (use ``tttbot retrain`` from cron or a systemd timer instead, or /ttt-owner retrain)."""
    retrain_min_games: int = Field(default=20, ge=1, alias="TTT_RETRAIN_MIN_GAMES")
    """Finished games against the agents, not yet used by a promoted version, that a
    scheduled run (or ``tttbot retrain``) needs."""
    bot_admins: Annotated[tuple[str, ...], NoDecode] = Field(default=(), alias="TTT_BOT_ADMINS")
    """User ids allowed to run /ttt-owner retrain and rollback (they change the agent of every
    server), besides the application's owners. Comma-separated."""

    # -- Discord ----------------------------------------------------------------------------
    guild_ids: Annotated[tuple[int, ...], NoDecode] = Field(default=(), alias="TTT_GUILD_IDS")
    """Servers to sync the slash commands to (they appear at once); empty = global commands,
    which Discord may take up to an hour to show. Comma-separated ids."""
    owner_guild_ids: Annotated[tuple[int, ...], NoDecode] = Field(
        default=(), alias="TTT_OWNER_GUILD_IDS"
    )
    """The bot owners' own servers: the only ones where /ttt-owner (retrain, rollback) is
    registered, so nobody else sees it; empty = nowhere (retrain with ``tttbot retrain``).
    Comma-separated ids."""
    idle_check_s: float = Field(default=30.0, gt=0, alias="TTT_IDLE_CHECK_S")
    """How often the Discord front sweeps for idle games and closes their boards."""
    challenge_timeout_s: int = Field(
        default=120,
        ge=CHALLENGE_EXPIRY_RANGE_S[0],
        le=CHALLENGE_EXPIRY_RANGE_S[1],
        alias="TTT_CHALLENGE_TIMEOUT_S",
    )
    """How long a duel invitation can be accepted."""
    discord_api_base: str | None = Field(default=None, alias="DISCORD_API_BASE")
    """Another REST host (a proxy, the test emulator); unset = Discord."""
    discord_gateway_url: str | None = Field(default=None, alias="DISCORD_GATEWAY_URL")
    """Another gateway (``ws://host:port/gateway``); unset = Discord."""
    sync_commands: bool = Field(default=True, alias="TTT_SYNC_COMMANDS")
    """Sync the command tree at start-up (off: skip it, e.g. for frequent restarts that would
    only spend Discord's daily command-update budget)."""
    log_level: str = Field(default="INFO", alias="TTT_LOG_LEVEL")

    # -- tests only ---------------------------------------------------------------------------
    retrain_stall_at: str | None = Field(default=None, alias="TTT_RETRAIN_STALL_AT")
    """A retraining stage at which ``tttbot retrain`` stalls, so tests can interrupt it there
    (docs/retraining.md). (Old name: ``TTTBOT_RETRAIN_STALL_AT``.)"""

    # -- issue 14: languages --------------------------------------------------------------------
    locale: str | None = Field(default=None, alias="TTT_LOCALE")
    """The console's language (``fr``, ``pt-BR``, ``fr_FR.UTF-8``); unset: the system locale."""

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """The usual sources, then the deprecated names (a new name set anywhere wins)."""
        env_sources = [
            source
            for source in (env_settings, dotenv_settings)
            if isinstance(source, EnvSettingsSource)
        ]
        deprecated = _DeprecatedNames(settings_cls, *env_sources)
        return init_settings, env_settings, dotenv_settings, deprecated, file_secret_settings

    @model_validator(mode="before")
    @classmethod
    def _manifest_in_weights_dir(cls, data: Any) -> Any:
        """Without ``TTT_MANIFEST_PATH``, the manifest is the one in ``TTT_WEIGHTS_DIR``."""
        if (
            isinstance(data, dict)
            and data.get("TTT_WEIGHTS_DIR")
            and not data.get("TTT_MANIFEST_PATH")
        ):
            return {**data, "TTT_MANIFEST_PATH": Path(data["TTT_WEIGHTS_DIR"]) / "manifest.json"}
        return data

    @field_validator("guild_ids", "owner_guild_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(int(part) for part in value.replace(";", ",").split(",") if part.strip())
        return value

    @field_validator("bot_admins", mode="before")
    @classmethod
    def _split_admins(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(
                part.strip() for part in value.replace(";", ",").split(",") if part.strip()
            )
        if isinstance(value, int):
            return (str(value),)
        return value

    # -- issue 12: shards and clusters (docs/deploy.md) --------------------------------------
    shard_count: int | None = Field(default=None, ge=1, alias="TTT_SHARD_COUNT")
    """Discord shards of the whole bot, the same in every process; unset = one connection
    without sharding (one process)."""
    shard_ids: Annotated[tuple[int, ...], NoDecode] = Field(default=(), alias="TTT_SHARD_IDS")
    """The shards this process runs (a cluster), comma-separated; empty with
    ``TTT_SHARD_COUNT`` = all of them. The process that runs shard 0 also gets the DMs and
    syncs the commands."""
    serving_poll_s: float = Field(default=2.0, gt=0, alias="TTT_SERVING_POLL_S")
    """How often a process checks the database for a promotion made elsewhere (PostgreSQL
    also wakes it at once with NOTIFY)."""

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _split_shard_ids(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(int(part) for part in value.replace(";", ",").split(",") if part.strip())
        if isinstance(value, int):
            return (value,)
        return value

    @model_validator(mode="after")
    def _shards_within_count(self) -> Settings:
        if self.shard_ids and self.shard_count is None:
            raise ValueError("TTT_SHARD_IDS needs TTT_SHARD_COUNT (the shards of the whole bot)")
        if self.shard_count is not None:
            outside = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
            if outside:
                raise ValueError(
                    f"TTT_SHARD_IDS {outside} outside 0..{self.shard_count - 1} (TTT_SHARD_COUNT)"
                )
            if len(set(self.shard_ids)) != len(self.shard_ids):
                raise ValueError("TTT_SHARD_IDS lists a shard twice")
        return self

    @property
    def owned_shards(self) -> tuple[int, ...] | None:
        """The shards this process runs; ``None`` without sharding (it sees every server)."""
        if self.shard_count is None:
            return None
        return self.shard_ids or tuple(range(self.shard_count))

    @property
    def sweep_shards(self) -> tuple[int, tuple[int, ...]] | None:
        """(shard count, owned shards) for the sweeps of idle games and expired challenges, so
        each process closes only its own servers' games; ``None`` without sharding."""
        owned = self.owned_shards
        return None if owned is None or self.shard_count is None else (self.shard_count, owned)

    # -- issue 15, standings: a leaderboard you cannot farm ------------------------------------
    rated_games_per_pair_per_day: int = Field(
        default=DEFAULT_PAIR_DAILY_CAP, ge=1, le=1000, alias="TTT_RATED_GAMES_PER_PAIR_PER_DAY"
    )
    """Rated games per pair of opponents (two people, or a person and an agent) per UTC day;
    the database holds the count, so the cap holds across processes."""


def load_settings() -> Settings:
    return Settings()
