"""Settings from the environment or a ``.env`` file (the environment wins).

Every setting is declared here once, with its variable, its default and its allowed range; the
game service uses the same constants and the same range check (:func:`check_seconds`). Every
variable has the ``TTT_`` prefix; the old ``TTTBOT_`` names still work but log a deprecation
warning. A bad value refuses the whole :class:`Settings` with a :class:`SettingsError` that
names every bad variable, one line each. A ``TTT_`` variable that is no setting (a typo such
as ``TTT_SHARDS_COUNT``) is logged as a warning naming the closest setting, and ignored; the
names that other tools of this project read are listed in :data:`READ_ELSEWHERE`. How texts
are read: :mod:`bot.settings_values`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from bot.games.errors import InvalidSettingError, ServiceError
from bot.logs import read_log_format
from bot.settings_values import (
    InvalidValue,
    Problem,
    Secret,
    SettingsError,
    Variable,
    env_file,
    environment,
    log,
    merged_texts,
    read_bool,
    read_float,
    read_ids,
    read_int,
    read_level,
    read_names,
    read_path,
    read_secret,
    read_str,
    unknown_variables,
    url_reader,
)
from domain.settings import CHALLENGE_COOLDOWN_RANGE_S, MOVE_TIMEOUT_RANGE_S
from storage.rating import DEFAULT_PAIR_DAILY_CAP
from storage.urls import DEFAULT_DATABASE_URL

__all__ = [
    "CHALLENGE_COOLDOWN_RANGE_S",
    "CHALLENGE_EXPIRY_RANGE_S",
    "DATABASE_POOL_SIZE_RANGE",
    "DEFAULT_CHALLENGE_COOLDOWN_S",
    "DEFAULT_IDLE_TIMEOUT_S",
    "DEFAULT_MANIFEST_PATH",
    "DEPRECATED_NAMES",
    "MOVE_TIMEOUT_RANGE_S",
    "READ_ELSEWHERE",
    "Secret",
    "Settings",
    "SettingsError",
    "check_seconds",
    "known_names",
    "load_settings",
    "variable_names",
]

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_MANIFEST_PATH = PROJECT_ROOT / "weights" / "manifest.json"

# Defaults and ranges declared once: the Settings fields below and the game service both use them
# (the ranges a server may choose within too are declared with the server settings, in domain).
DEFAULT_IDLE_TIMEOUT_S: Final = 600
DEFAULT_CHALLENGE_COOLDOWN_S: Final = 30
CHALLENGE_EXPIRY_RANGE_S: Final = (10, 3600)
"""Allowed lifetimes of a duel invitation (seconds, inclusive)."""
DEFAULT_WEB_PORT: Final = 8080
"""Where ``tttbot web`` listens when ``TTT_WEB_PORT`` is unset."""
MIN_WEB_SECRET_LENGTH: Final = 32
"""Characters ``TTT_WEB_SECRET`` needs at least (a random 32-character text is 190 bits)."""
DATABASE_POOL_SIZE_RANGE: Final = (1, 500)
"""Allowed database pool sizes (connections, inclusive): a pool never shrinks below one, and
past a few hundred a PostgreSQL server runs out of connection slots (``max_connections``)."""
DEPRECATED_NAMES: Final = {
    "TTTBOT_WEIGHTS_DIR": "TTT_WEIGHTS_DIR",
    "TTTBOT_RETRAIN_STALL_AT": "TTT_RETRAIN_STALL_AT",
}
"""Old variable names still read, with a warning, when the new one is not set."""
READ_ELSEWHERE: Final = {
    "TTT_TEST_DATABASE_URL": "the test suite: the PostgreSQL server its twins run on",
    "TTT_STORAGE_PORTABLE": "the benchmarks: 1 runs storage on its portable path",
    "TTT_DB_PASSWORD": "compose.yaml: the database password it writes into TTT_DATABASE_URL",
}
"""``TTT_`` variables that other tools of this project read, not the bot (and what reads
them): known, so setting them draws no warning."""
WARNED_PREFIXES: Final = ("ttt_", "tttbot_")
"""Variables with these prefixes (any case) are ours: one the bot does not know is a typo."""


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


def setting(
    name: str,
    default: Any,
    read: Any,
    *,
    between: tuple[float, float] | None = None,
    at_least: float | None = None,
    above: float | None = None,
) -> Any:
    """A :class:`Settings` field read from variable ``name``: ``default`` when it is unset,
    else its text read by ``read`` and kept within ``between`` (inclusive), ``at_least`` or
    ``above``."""
    low, high = between if between is not None else (at_least, None)
    variable = Variable(name, read, at_least=low, at_most=high, above=above)
    return dataclasses.field(default=default, metadata={"variable": variable})


@dataclass(frozen=True, init=False)
class Settings:
    """Every setting of the bot. ``Settings()`` reads them: values given by variable name
    (``Settings(TTT_LOCALE="fr")``, for tests) win over the environment, which wins over the
    ``.env`` file (``_env_file``; ``None``: none), which wins over the deprecated names."""

    # setting() is a dataclasses.field (ruff's RUF009 only knows field() itself by name).

    discord_token: Secret | None = setting("DISCORD_TOKEN", None, read_secret)  # noqa: RUF009
    """The bot token; ``tttbot run`` uses Discord when it is set. A Secret: repr() and logs
    show '**********', never the token."""
    default_agent: str = setting("TTT_DEFAULT_AGENT", "minimax", read_str)
    database_url: str = setting("TTT_DATABASE_URL", DEFAULT_DATABASE_URL, read_str)
    """Where games, moves, stats and settings live (SQLite file by default; PostgreSQL works
    with ``postgresql+asyncpg://...``)."""
    database_pool_size: int | None = setting(
        "TTT_DATABASE_POOL_SIZE", None, read_int, between=DATABASE_POOL_SIZE_RANGE
    )
    """Connections this process keeps to the database, and the most it opens at once; unset =
    16 for PostgreSQL (enough for a 2-core server, see ``storage.db.POSTGRESQL_POOL_SIZE``),
    shared by a fleet's processes (one running half the shards keeps 8, at least 4:
    ``bot.discord.runner.database_pool_size``), and 15 for a SQLite file (each is a thread).
    Raise it for a PostgreSQL server with more cores; set, every process of a fleet opens this
    many, so keep their sum under the server's ``max_connections``."""
    idle_timeout_s: int = setting(
        "TTT_IDLE_TIMEOUT_S", DEFAULT_IDLE_TIMEOUT_S, read_int, between=MOVE_TIMEOUT_RANGE_S
    )
    """Default move timeout: a game idle this long is closed and the side to move loses.
    Servers can set their own."""
    challenge_cooldown_s: int = setting(
        "TTT_CHALLENGE_COOLDOWN_S",
        DEFAULT_CHALLENGE_COOLDOWN_S,
        read_int,
        between=CHALLENGE_COOLDOWN_RANGE_S,
    )
    """Default wait between two challenges by the same member in a server."""
    weights_dir: Path | None = setting("TTT_WEIGHTS_DIR", None, read_path)  # noqa: RUF009
    """Where the shipped weights and their manifest live; unset = ``weights/`` of the checkout.
    (Old name: ``TTTBOT_WEIGHTS_DIR``.)"""
    manifest_path: Path = setting("TTT_MANIFEST_PATH", DEFAULT_MANIFEST_PATH, read_path)  # noqa: RUF009
    """The learned agents' manifest (versions, weights checksums, measured strength); unset =
    ``manifest.json`` in the weights directory."""

    # -- retraining from people's games (docs/retraining.md) ----------------------------------
    retrain_interval_s: float = setting("TTT_RETRAIN_INTERVAL_S", 0, read_float, at_least=0)
    """How often the bot checks whether to retrain the DQN (in a child process); 0 = never
    (use ``tttbot retrain`` from cron or a systemd timer instead, or /ttt-owner retrain)."""
    retrain_min_games: int = setting("TTT_RETRAIN_MIN_GAMES", 20, read_int, at_least=1)
    """Finished games against the agents, not yet used by a promoted version, that a
    scheduled run (or ``tttbot retrain``) needs."""
    bot_admins: tuple[str, ...] = setting("TTT_BOT_ADMINS", (), read_names)
    """User ids allowed to run /ttt-owner retrain and rollback (they change the agent of every
    server), besides the application's owners. Comma-separated."""

    # -- Discord ----------------------------------------------------------------------------
    guild_ids: tuple[int, ...] = setting("TTT_GUILD_IDS", (), read_ids)
    """Servers to sync the slash commands to (they appear at once); empty = global commands,
    which Discord may take up to an hour to show. Comma-separated ids."""
    owner_guild_ids: tuple[int, ...] = setting("TTT_OWNER_GUILD_IDS", (), read_ids)
    """The bot owners' own servers: the only ones where /ttt-owner (retrain, rollback) is
    registered, so nobody else sees it; empty = nowhere (retrain with ``tttbot retrain``).
    Comma-separated ids."""
    idle_check_s: float = setting("TTT_IDLE_CHECK_S", 30.0, read_float, above=0)
    """How often the Discord front sweeps for idle games and closes their boards."""
    challenge_timeout_s: int = setting(
        "TTT_CHALLENGE_TIMEOUT_S", 120, read_int, between=CHALLENGE_EXPIRY_RANGE_S
    )
    """How long a duel invitation can be accepted."""
    discord_api_base: str | None = setting("DISCORD_API_BASE", None, url_reader("http", "https"))
    """Another REST host (a proxy, the test emulator); unset = Discord."""
    discord_gateway_url: str | None = setting("DISCORD_GATEWAY_URL", None, url_reader("ws", "wss"))
    """Another gateway (``ws://host:port/gateway``); unset = Discord."""
    sync_commands: bool = setting("TTT_SYNC_COMMANDS", True, read_bool)
    """Sync the command tree at start-up (off: skip it, e.g. for frequent restarts that would
    only spend Discord's daily command-update budget)."""
    log_level: str = setting("TTT_LOG_LEVEL", "INFO", read_level)
    """DEBUG, INFO, WARNING, ERROR or CRITICAL (any case); read as upper case."""
    log_format: str = setting("TTT_LOG_FORMAT", "text", read_log_format)
    """How ``tttbot run`` writes its log on standard error: ``text`` (plain lines; colours
    only on a terminal) or ``json`` (one object per line, for a log collector)."""
    health_port: int | None = setting("TTT_HEALTH_PORT", None, read_int, between=(1, 65535))
    """The port of ``tttbot run``'s ``/healthz`` (what ``tttbot health`` asks); unset = none."""
    health_host: str = setting("TTT_HEALTH_HOST", "127.0.0.1", read_str)
    """The address ``/healthz`` listens on: this machine only by default; ``0.0.0.0`` for a
    container whose health is checked from outside it."""

    web_port: int | None = setting("TTT_WEB_PORT", None, read_int, between=(1, 65535))
    """The port of the website (``tttbot web``; unset: 8080, see :data:`DEFAULT_WEB_PORT`)."""
    web_host: str = setting("TTT_WEB_HOST", "127.0.0.1", read_str)
    """The address the website listens on: this machine only by default (put a reverse proxy
    in front); ``0.0.0.0`` to answer on every address."""
    web_public_url: str | None = setting("TTT_WEB_PUBLIC_URL", None, url_reader("http", "https"))
    """The website's address on the internet (``https://ttt.example.org``): boards get a
    Replay link to it, and Discord sends logins back to it (``/login/callback``,
    ``/linked-roles/callback``, the redirects to register); unset: no Replay links, and
    logins come back to the address the visitor used."""
    web_secret: Secret | None = setting("TTT_WEB_SECRET", None, read_secret)  # noqa: RUF009
    """The key of the website's session cookies and of the linked-roles tokens kept in the
    database (32 characters or more); logging in needs it."""
    discord_client_id: str | None = setting("TTT_DISCORD_CLIENT_ID", None, read_str)
    """The application's id (developer portal, OAuth2): "Log in with Discord" and linked
    roles need it."""
    discord_client_secret: Secret | None = setting(  # noqa: RUF009
        "TTT_DISCORD_CLIENT_SECRET", None, read_secret
    )
    """The application's OAuth2 client secret (developer portal): logins and linked roles."""

    # -- tests only ---------------------------------------------------------------------------
    retrain_stall_at: str | None = setting("TTT_RETRAIN_STALL_AT", None, read_str)
    """A retraining stage at which ``tttbot retrain`` stalls, so tests can interrupt it there
    (docs/retraining.md). (Old name: ``TTTBOT_RETRAIN_STALL_AT``.)"""

    # -- languages ---------------------------------------------------------------------------------
    locale: str | None = setting("TTT_LOCALE", None, read_str)
    """The console's language (``fr``, ``pt-BR``, ``fr_FR.UTF-8``); unset: the system locale."""

    # -- shards and clusters (docs/deploy.md) ------------------------------------------------------
    shard_count: int | None = setting("TTT_SHARD_COUNT", None, read_int, at_least=1)
    """Discord shards of the whole bot, the same in every process; unset = one connection
    without sharding (one process)."""
    shard_ids: tuple[int, ...] = setting("TTT_SHARD_IDS", (), read_ids)
    """The shards this process runs (a cluster), comma-separated; empty with
    ``TTT_SHARD_COUNT`` = all of them. The process that runs shard 0 also gets the DMs and
    syncs the commands."""
    serving_poll_s: float = setting("TTT_SERVING_POLL_S", 2.0, read_float, above=0)
    """How often a process checks the database for a promotion made elsewhere (PostgreSQL
    also wakes it at once with NOTIFY)."""

    # -- standings: a leaderboard you cannot farm --------------------------------------------------
    rated_games_per_pair_per_day: int = setting(
        "TTT_RATED_GAMES_PER_PAIR_PER_DAY", DEFAULT_PAIR_DAILY_CAP, read_int, between=(1, 1000)
    )
    """Rated games per pair of opponents (two people, or a person and an agent) per UTC day;
    the database holds the count, so the cap holds across processes."""

    def __init__(self, _env_file: str | Path | None = ".env", **given: object) -> None:
        variables = _variables()
        unknown = sorted(set(given) - {variable.name for variable in variables.values()})
        if unknown:
            raise TypeError(f"Settings() got unknown variables: {', '.join(unknown)}")
        sources = {"the environment": environment(), ".env": env_file(_env_file)}
        for line in unknown_variables(known_names(), sources, WARNED_PREFIXES):
            log.warning("%s", line)
        texts = merged_texts(
            [variable.name for variable in variables.values()],
            given,
            list(sources.values()),
            DEPRECATED_NAMES,
        )
        _manifest_in_weights_dir(texts)
        problems: list[Problem] = []
        for field in dataclasses.fields(self):
            variable = variables[field.name]
            if variable.name not in texts:
                object.__setattr__(self, field.name, field.default)
                continue
            raw = texts[variable.name]
            try:
                object.__setattr__(self, field.name, variable.value_of(raw, field.default))
            except InvalidValue as exc:
                problems.append(Problem(variable.name, str(exc), raw))
        problems = problems or _shard_problems(self) or _web_problems(self)
        if problems:
            raise SettingsError(problems)

    def replace(self, **changes: object) -> Settings:
        """A copy with the fields ``changes`` names (by field name) set to their values."""
        copy = object.__new__(type(self))
        for field in dataclasses.fields(self):
            object.__setattr__(copy, field.name, changes.pop(field.name, getattr(self, field.name)))
        if changes:
            raise TypeError(f"Settings has no fields {', '.join(sorted(changes))}")
        return copy

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


def _variables() -> dict[str, Variable]:
    """Field name → its :class:`Variable`, in declaration order."""
    return {field.name: field.metadata["variable"] for field in dataclasses.fields(Settings)}


def variable_names() -> dict[str, str]:
    """Field name → the variable it is read from (``idle_timeout_s`` → ``TTT_IDLE_TIMEOUT_S``)."""
    return {name: variable.name for name, variable in _variables().items()}


def known_names() -> dict[str, str]:
    """Every variable name that draws no warning (the settings, their deprecated names, and
    the names other tools read: :data:`READ_ELSEWHERE`) → the name to suggest for a typo of it
    (a deprecated name's new one)."""
    names = {name: name for name in [*variable_names().values(), *READ_ELSEWHERE]}
    return {**names, **DEPRECATED_NAMES}


def _manifest_in_weights_dir(texts: dict[str, object]) -> None:
    """Without ``TTT_MANIFEST_PATH``, the manifest is the one in ``TTT_WEIGHTS_DIR``."""
    weights_dir = texts.get("TTT_WEIGHTS_DIR")
    if weights_dir and not texts.get("TTT_MANIFEST_PATH") and isinstance(weights_dir, str | Path):
        texts["TTT_MANIFEST_PATH"] = Path(weights_dir) / "manifest.json"


def _shard_problems(settings: Settings) -> list[Problem]:
    """What is impossible in the shard settings taken together (each is valid on its own)."""
    ids, count = settings.shard_ids, settings.shard_count
    if ids and count is None:
        return [Problem("TTT_SHARD_IDS", "needs TTT_SHARD_COUNT (the shards of the whole bot)")]
    if count is None:
        return []
    outside = [i for i in ids if not 0 <= i < count]
    if outside:
        return [Problem("TTT_SHARD_IDS", f"{outside} outside 0..{count - 1} (TTT_SHARD_COUNT)")]
    if len(set(ids)) != len(ids):
        return [Problem("TTT_SHARD_IDS", "lists a shard twice")]
    return []


def _web_problems(settings: Settings) -> list[Problem]:
    """A website secret too short to keep its sessions and tokens safe."""
    secret = settings.web_secret
    if secret is not None and len(secret.get_secret_value()) < MIN_WEB_SECRET_LENGTH:
        return [Problem("TTT_WEB_SECRET", f"needs {MIN_WEB_SECRET_LENGTH} characters or more")]
    return []


def load_settings() -> Settings:
    """The settings of this process (environment, then ``./.env``); :class:`SettingsError`
    when a value is refused."""
    return Settings()
