"""Settings from the environment or a ``.env`` file (pydantic-settings)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Final

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from storage.db import DEFAULT_DATABASE_URL

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


def _default_manifest_path() -> Path:
    """``$TTTBOT_WEIGHTS_DIR/manifest.json`` (where the learned agents read their weights),
    else ``weights/manifest.json`` of the checkout."""
    weights = os.environ.get("TTTBOT_WEIGHTS_DIR")
    return Path(weights) / "manifest.json" if weights else DEFAULT_MANIFEST_PATH


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
    manifest_path: Path = Field(default_factory=_default_manifest_path, alias="TTT_MANIFEST_PATH")
    """The learned agents' manifest (versions, weights checksums, measured strength)."""

    # -- retraining from people's games (docs/retraining.md) ----------------------------------
    retrain_interval_s: float = Field(default=0, ge=0, alias="TTT_RETRAIN_INTERVAL_S")
    """How often the bot checks whether to retrain the DQN (in a child process); 0 = never
    (use ``tttbot retrain`` from cron or a systemd timer instead, or /ttt-admin retrain)."""
    retrain_min_games: int = Field(default=20, ge=1, alias="TTT_RETRAIN_MIN_GAMES")
    """Finished games against the agents, not yet used by a promoted version, that a
    scheduled run (or ``tttbot retrain``) needs."""
    bot_admins: Annotated[tuple[str, ...], NoDecode] = Field(default=(), alias="TTT_BOT_ADMINS")
    """User ids allowed to run /ttt-admin retrain and rollback (they change the agent of every
    server), besides the application's owners. Comma-separated."""

    # -- Discord ----------------------------------------------------------------------------
    guild_ids: Annotated[tuple[int, ...], NoDecode] = Field(default=(), alias="TTT_GUILD_IDS")
    """Servers to sync the slash commands to (they appear at once); empty = global commands,
    which Discord may take up to an hour to show. Comma-separated ids."""
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

    @field_validator("guild_ids", mode="before")
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


def load_settings() -> Settings:
    return Settings()
