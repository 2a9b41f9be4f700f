"""The game service: everything a chat needs to run tic-tac-toe games, for any transport.

The Discord front and the console front are thin layers over :class:`GameService`: they turn
what people type or click into calls here and render what comes back. Every refusal is a
:class:`ServiceError` whose message can be shown to the player as is; a refused call writes
nothing. Games, moves, stats, settings and the transitions of human-vs-agent games are stored
through :class:`storage.Repository` (docs/service-contract.md is the contract).
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import AsyncIterator, Callable, Hashable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Final, Literal

from engine import Agent, Board, GameOverError, Mark, TttError, available_agents, load_agent
from engine import parse_cell as _parse_cell
from engine.agents.learned.manifest import ManifestEntry, current_entries
from engine.agents.learned.manifest import read_entries as read_manifest
from engine.agents.learned.manifest import watch as ServingVersions
from engine.agents.registry import agent_spec
from engine.review import ReviewLine, review_moves
from storage import (
    DEFAULT_DATABASE_URL,
    GLOBAL_SCOPE,
    MIN_RANKED_GAMES,
    AgentVersionConflictError,
    ChallengeNotFoundError,
    ChallengeRecord,
    ChallengeStateError,
    GameRecord,
    GameStatus,
    Repository,
    ServerSettingsRecord,
    SideRecord,
    VersionConflictError,
)
from storage import GameNotFoundError as _StoredGameNotFound
from storage.errors import database_unavailable
from storage.rating import agent_rating

log = logging.getLogger(__name__)

FirstMover = Literal["me", "bot", "random"]
FIRST_CHOICES: tuple[FirstMover, ...] = ("me", "bot", "random")
DUEL_FIRST_CHOICES: Final = ("me", "them", "bot", "random")
"""Who opens a duel, from the challenger's view (``bot`` is read as ``them``)."""

DEFAULT_IDLE_TIMEOUT_S: Final = 600
DEFAULT_CHALLENGE_COOLDOWN_S: Final = 30
MOVE_TIMEOUT_RANGE_S: Final = (10, 7 * 24 * 3600)
CHALLENGE_COOLDOWN_RANGE_S: Final = (0, 24 * 3600)
CHALLENGE_EXPIRY_RANGE_S: Final = (10, 3600)
RESIGN_ATTEMPTS: Final = 3
SETTINGS_CACHE_S: Final = 2.0
"""How long a server's stored settings are reused without reading them again. A change made
through this service is seen at once; one made by another process within this time."""

__all__ = [
    "DUEL_FIRST_CHOICES",
    "FIRST_CHOICES",
    "MIN_RANKED_GAMES",
    "AgentInfo",
    "AgentUnavailableError",
    "AlreadyPlayingError",
    "BotChallengeError",
    "Challenge",
    "ChallengeAlreadyAcceptedError",
    "ChallengeAlreadyDeclinedError",
    "ChallengeAnsweredError",
    "ChallengeError",
    "ChallengeExpiredError",
    "ChallengeOptionError",
    "ChannelNotAllowedError",
    "CooldownError",
    "DuplicateChallengeError",
    "FirstMover",
    "Game",
    "GameNotFoundError",
    "GameService",
    "GameStatus",
    "InvalidChallengeExpiryError",
    "InvalidFirstMoverError",
    "InvalidSettingError",
    "LeaderboardRow",
    "MoveResult",
    "NoActiveGameError",
    "NotChallengedError",
    "NotYourGameError",
    "NotYourTurnError",
    "PlayerStats",
    "Record",
    "Review",
    "ReviewLine",
    "SelfChallengeError",
    "ServerSettings",
    "ServiceError",
    "Side",
    "StaleBoardError",
    "UnknownChallengeError",
    "User",
]


# -- errors -------------------------------------------------------------------------------------


class ServiceError(TttError):
    """A request the service refuses; the message explains why, for the player."""


class NoActiveGameError(ServiceError):
    pass


class AlreadyPlayingError(ServiceError):
    pass


class NotYourTurnError(ServiceError):
    pass


class NotYourGameError(ServiceError):
    pass


class StaleBoardError(ServiceError):
    """The board moved on since the player saw it (a button on an old board, a race)."""


class GameNotFoundError(ServiceError, LookupError):
    pass


class ChannelNotAllowedError(ServiceError):
    pass


class CooldownError(ServiceError):
    pass


class ChallengeError(ServiceError):
    """A duel refused, or an answer to a challenge refused. Each case is a subclass; ``params``
    holds the details a front needs to say it in another language (``str()`` is English)."""

    def __init__(self, message: str, **params: Any) -> None:
        super().__init__(message)
        self.params: dict[str, Any] = params


class ChallengeOptionError(ChallengeError, ValueError):
    """An option of the challenge that cannot be used; ``value`` is what was given."""


class InvalidFirstMoverError(ChallengeOptionError):
    """``first`` is none of me, them (bot), random."""


class InvalidChallengeExpiryError(ChallengeOptionError):
    """``expires_in_s`` is not a whole number of seconds from ``low`` to ``high``."""


class SelfChallengeError(ChallengeError):
    """The challenger named themselves as the opponent."""


class BotChallengeError(ChallengeError):
    """One side (``name``) is a bot account; bots do not duel."""


class DuplicateChallengeError(ChallengeError):
    """A pending challenge (``challenge_id``) between the same two (``opponent``) exists."""


class UnknownChallengeError(ChallengeError, LookupError):
    """There is no challenge ``challenge_id``."""


class NotChallengedError(ChallengeError):
    """Only the challenged member (``opponent``) may answer ``challenge_id``; ``action`` is
    ``accept`` or ``decline``."""


class ChallengeExpiredError(ChallengeError):
    """Challenge ``challenge_id`` passed its time limit unanswered."""


class ChallengeAnsweredError(ChallengeError):
    """Challenge ``challenge_id`` was answered already (``status``: accepted or declined)."""


class ChallengeAlreadyAcceptedError(ChallengeAnsweredError):
    pass


class ChallengeAlreadyDeclinedError(ChallengeAnsweredError):
    pass


class AgentUnavailableError(ServiceError):
    """No verified weights of a learned agent could be loaded; the message names no file."""

    def __init__(self, agent: str) -> None:
        super().__init__(
            f"The {agent} agent can't play right now. Pick another one (/ttt agents lists them)."
        )
        self.params = {"agent": agent}


class InvalidSettingError(ServiceError, ValueError):
    """A server setting that does not exist or a value out of its range."""


# -- values -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class User:
    """A person on some platform (``bot`` marks other bots, who cannot be challenged)."""

    id: str
    name: str
    bot: bool = False


@dataclass(frozen=True, slots=True)
class Side:
    """Who plays one mark: a person, or an agent (by registry name and version)."""

    name: str
    user_id: str | None = None
    agent: str | None = None
    agent_version: str | None = None

    @property
    def is_agent(self) -> bool:
        return self.agent is not None


@dataclass(frozen=True, slots=True)
class Game:
    """A snapshot of one game."""

    id: int
    server_id: str
    channel_id: str
    x: Side
    o: Side
    board: Board
    moves: tuple[int, ...]
    status: GameStatus
    winner: Mark | None
    version: int
    message_id: str | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None

    @property
    def is_active(self) -> bool:
        return self.status is GameStatus.ACTIVE

    @property
    def is_duel(self) -> bool:
        """Both sides are people."""
        return not self.x.is_agent and not self.o.is_agent

    @property
    def ply(self) -> int:
        """Moves played so far (what a button's ``expected_ply`` is compared with)."""
        return len(self.moves)

    def side(self, mark: Mark) -> Side:
        return self.x if mark is Mark.X else self.o

    def mark_of(self, user_id: str) -> Mark | None:
        """The mark ``user_id`` plays in this game, if any."""
        if self.x.user_id == user_id:
            return Mark.X
        if self.o.user_id == user_id:
            return Mark.O
        return None

    @property
    def result_text(self) -> str:
        """One line on how the game stands or ended."""
        if self.status is GameStatus.ACTIVE:
            return f"{self.board.to_move} to move ({self.side(self.board.to_move).name})"
        if self.status is GameStatus.DRAWN:
            return "Draw."
        assert self.winner is not None
        winner = self.side(self.winner).name
        if self.status is GameStatus.RESIGNED:
            return f"{self.side(self.winner.other).name} resigned; {winner} ({self.winner}) wins."
        if self.status is GameStatus.ABANDONED:
            return f"{self.side(self.winner.other).name} timed out; {winner} ({self.winner}) wins."
        return f"{winner} ({self.winner}) wins."


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A human move, and the agent's answer when there was one."""

    game: Game
    cell: int
    reply: int | None


@dataclass(frozen=True, slots=True)
class Challenge:
    """A duel offer; ``status`` already says ``expired`` once ``expires_at`` has passed."""

    id: int
    server_id: str
    channel_id: str
    challenger: User
    opponent: User
    first: str
    status: Literal["pending", "accepted", "declined", "expired"]
    expires_at: datetime
    game_id: int | None
    created_at: datetime | None = None
    message_id: str | None = None
    """The chat message that shows the invitation, once the front has posted it."""


@dataclass(frozen=True, slots=True)
class AgentInfo:
    """An agent people can play, with its measured strength when the manifest has it."""

    name: str
    description: str
    version: str | None = None
    metrics: dict[str, Any] | None = None
    learned: bool = False
    rating: float | None = None


@dataclass(frozen=True, slots=True)
class Record:
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def __str__(self) -> str:
        return f"{self.wins}W/{self.draws}D/{self.losses}L"


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record and rating, in one server or (``server_id`` None) everywhere."""

    user_id: str
    name: str
    server_id: str | None
    overall: Record
    vs_agents: dict[str, Record]
    vs_people: Record
    rating: float
    games: int
    streak: int
    """Wins (+) or losses (-) in a row; 0 after a draw."""
    best_streak: int

    @property
    def ranked(self) -> bool:
        """Enough games to appear on a leaderboard."""
        return self.games >= MIN_RANKED_GAMES


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    rank: int
    user_id: str
    name: str
    rating: float
    record: Record
    games: int
    streak: int
    best_streak: int = 0


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """A server's settings with the bot's defaults filled in."""

    server_id: str
    agent: str
    allowed_channels: tuple[str, ...]
    """Empty: every channel."""
    multiple_games: bool
    move_timeout_s: int
    challenge_cooldown_s: int
    updated_by: str | None = None
    updated_at: datetime | None = None

    def allows(self, channel_id: str) -> bool:
        return not self.allowed_channels or channel_id in self.allowed_channels


@dataclass(frozen=True, slots=True)
class Review:
    """The moves of a finished game that changed its value (none: perfect play)."""

    game: Game
    lines: tuple[ReviewLine, ...] = field(default_factory=tuple)


def utcnow() -> datetime:
    return datetime.now(UTC)


# -- the service --------------------------------------------------------------------------------


class GameService:
    """Starts games and duels, applies moves, lets agents answer, resigns, times out idle
    games, keeps stats and server settings — all persisted through a :class:`Repository`.

    Build it with :meth:`open` and :meth:`close` it (or use ``async with``). A person has one
    active game per channel unless the server allows several.
    """

    def __init__(
        self,
        repository: Repository,
        *,
        default_agent: str = "minimax",
        idle_timeout_s: int = DEFAULT_IDLE_TIMEOUT_S,
        challenge_cooldown_s: int = DEFAULT_CHALLENGE_COOLDOWN_S,
        seed: int | None = None,
        manifest_path: str | Path | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.default_agent = agent_spec(default_agent).name  # fail at start-up, not later
        _check_range("move_timeout_s", idle_timeout_s, MOVE_TIMEOUT_RANGE_S)
        _check_range("challenge_cooldown_s", challenge_cooldown_s, CHALLENGE_COOLDOWN_RANGE_S)
        self.repository = repository
        self.idle_timeout_s = idle_timeout_s
        self.challenge_cooldown_s = challenge_cooldown_s
        self.manifest_path = Path(manifest_path) if manifest_path is not None else None
        self._clock = clock
        self._rng = random.Random(seed)
        self._agents: dict[tuple[str, str | None], Agent] = {}
        """Loaded agents by (name, manifest version); builtin agents have version ``None``."""
        self._agent_locks: dict[str, asyncio.Lock] = {}
        self._start_locks = _KeyedLocks()
        """Held per (server, channel, player) from "is this player free here?" to the new game's
        insert, so one player cannot start two games at once in one channel."""
        self._settings_cache: dict[str, tuple[float, ServerSettingsRecord | None]] = {}
        self._settings_generation = 0
        self._manifest_cache: tuple[tuple[int, int, int] | None, dict[str, ManifestEntry]] = (
            None,
            {},
        )
        self._versions = ServingVersions(self.manifest_path) if self.manifest_path else None
        """The manifest's raw entries (weights files), for hot reload (bot.retraining)."""
        self._stand_ins: dict[tuple[str, str | None], str] = {}
        """(agent, broken version) -> the verified version serving in its place."""

    @classmethod
    async def open(
        cls,
        database_url: str = DEFAULT_DATABASE_URL,
        *,
        default_agent: str = "minimax",
        idle_timeout_s: int = DEFAULT_IDLE_TIMEOUT_S,
        challenge_cooldown_s: int = DEFAULT_CHALLENGE_COOLDOWN_S,
        seed: int | None = None,
        manifest_path: str | Path | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> GameService:
        """Migrate the database at ``database_url`` and return a ready service.

        The agent versions in the manifest are recorded in the database (for the record of
        which weights played which game).
        """
        agent_spec(default_agent)  # before touching the database
        repository = await Repository.open(database_url)
        try:
            service = cls(
                repository,
                default_agent=default_agent,
                idle_timeout_s=idle_timeout_s,
                challenge_cooldown_s=challenge_cooldown_s,
                seed=seed,
                manifest_path=manifest_path,
                clock=clock,
            )
            try:
                await service._record_manifest_versions()  # the first write: finds a bad file
            except Exception as exc:
                raise database_unavailable(database_url, exc) from exc
        except BaseException:
            await repository.close()
            raise
        return service

    async def close(self) -> None:
        await self.repository.close()

    async def __aenter__(self) -> GameService:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- agents ---------------------------------------------------------------------------------

    def agents(self) -> list[AgentInfo]:
        """Every registered agent; learned ones with version and metrics from the manifest."""
        manifest = self._manifest()
        infos = []
        for spec in available_agents():
            version, metrics = self._really_serving(spec.name, manifest.get(spec.name))
            infos.append(
                AgentInfo(
                    name=spec.name,
                    description=spec.description,
                    version=version,
                    metrics=metrics if spec.learned or metrics else None,
                    learned=spec.learned,
                    rating=agent_rating(spec.name, metrics),
                )
            )
        return infos

    def _manifest(self) -> dict[str, ManifestEntry]:
        """The manifest's current entry per agent, re-read when the file changes (a promotion
        or a rollback replaces it by a rename: a new inode; in-place edits change the mtime)."""
        if self.manifest_path is None:
            return {}
        try:
            stat = self.manifest_path.stat()
            key: tuple[int, int, int] | None = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        except OSError:
            key = None
        cached_key, cached = self._manifest_cache
        if key is not None and key == cached_key:
            return cached
        entries = current_entries(read_manifest(self.manifest_path)) if key is not None else {}
        self._manifest_cache = (key, entries)
        return entries

    async def _record_manifest_versions(self) -> None:
        if self.manifest_path is None:
            return
        for entry in read_manifest(self.manifest_path):
            try:
                await self.repository.record_agent_version(
                    entry.name, entry.version, weights_sha256=entry.sha256, metrics=entry.metrics
                )
                if entry.promoted:
                    await self.repository.promote_agent_version(entry.name, entry.version)
            except AgentVersionConflictError as exc:
                log.warning("agent manifest: %s", exc)

    async def _agent(self, name: str, version: str | None = None) -> Agent:
        """The loaded agent called ``name``: loaded once per version, learned ones off the
        event loop. A learned agent is the manifest's serving version (looked up on every call:
        a promotion or a rollback is picked up without a restart), unless ``version`` — the one
        a game in progress started with — is still listed: a game keeps its version."""
        learned = agent_spec(name).learned
        wanted = self._serving_version(name) if learned else None
        if learned and version is not None and version != wanted and self._listed(name, version):
            wanted = version
        agent = self._agents.get((name, wanted))
        if agent is not None:
            return agent
        lock = self._agent_locks.setdefault(name, asyncio.Lock())
        async with lock:
            agent = self._agents.get((name, wanted))
            if agent is None:
                seed = self._rng.randrange(2**32)
                if learned:
                    agent = await asyncio.to_thread(self._load_verified, name, wanted, seed)
                else:
                    agent = load_agent(name, seed=seed)
                self._agents[(name, wanted)] = agent
        return agent

    def _listed(self, name: str, version: str) -> bool:
        return self._versions is not None and self._versions.entry(name, version) is not None

    def _load_verified(self, name: str, version: str | None, seed: int) -> Agent:
        """``version`` of a learned agent or, when its weights fail verification, the newest
        other listed version that passes, then the engine's default: a bad file never takes
        the agent down. Logged loudly; :meth:`agents` then shows what really serves."""
        candidates = [version, *self._other_versions(name, version)]
        for candidate in candidates:
            try:
                agent = self._load_learned(name, candidate, seed)
            except TttError as exc:
                log.error("%s %s cannot serve: %s", name, candidate or "(default)", exc)
                continue
            if candidate != version:
                log.error(
                    "%s %s failed verification: %s %s serves instead until it is repaired",
                    name,
                    version,
                    name,
                    getattr(agent, "version", candidate),
                )
                self._stand_ins[(name, version)] = getattr(agent, "version", candidate)
            return agent
        raise AgentUnavailableError(name)

    def _other_versions(self, name: str, version: str | None) -> list[str | None]:
        """The manifest's other versions of ``name``, newest first, then ``None`` (the
        engine's default weights)."""
        info = self._versions.agents().get(name) if self._versions is not None else None
        versions = info.get("versions") if info is not None else None
        listed = list(versions) if isinstance(versions, dict) else []
        others = sorted((v for v in listed if v != version), key=_version_order, reverse=True)
        return [*others, None]

    def _load_learned(self, name: str, version: str | None, seed: int) -> Agent:
        """A learned agent from the weights file the manifest at ``manifest_path`` lists (so the
        manifest in use decides what serves); the engine's default without one."""
        found = self._versions.entry(name, version) if self._versions is not None else None
        if found is not None and found[1].get("file") and self._versions is not None:
            _, path, sha256 = self._versions.weights_path(name, version)
            return load_agent(name, weights=path, sha256=sha256, seed=seed)
        return load_agent(name, seed=seed)

    def _serving_version(self, name: str) -> str | None:
        """The version the manifest says serves (which :meth:`_agent` loads, or stands in for)."""
        if not agent_spec(name).learned:
            return None
        entry = self._manifest().get(name)
        return entry.version if entry is not None else None

    def _really_serving(self, name: str, entry: ManifestEntry | None) -> tuple[str | None, Any]:
        """(version, metrics) of what serves ``name``: the manifest's, unless a verified older
        version stands in for a broken one."""
        version = entry.version if entry is not None else None
        metrics = dict(entry.metrics) if entry is not None else None
        stand_in = self._stand_ins.get((name, version))
        if stand_in is not None and self._versions is not None:
            found = self._versions.entry(name, stand_in)
            return stand_in, dict(found[1].get("metrics") or {}) if found else None
        return version, metrics

    async def _choose(self, name: str, board: Board, version: str | None = None) -> int:
        """The agent's move (``version``: the one its game started with); learned agents think
        in a thread so the event loop stays free (the solver-backed ones answer in under a
        microsecond)."""
        agent = await self._agent(name, version)
        if agent_spec(name).learned:
            return await asyncio.to_thread(agent.choose, board)
        return agent.choose(board)

    def _agent_side(self, name: str, agent: Agent) -> SideRecord:
        metrics = self._manifest().get(name)
        rating = agent_rating(name, metrics.metrics if metrics is not None else None)
        return SideRecord.bot(name, getattr(agent, "version", None), rating)

    # -- settings -------------------------------------------------------------------------------

    async def server_settings(self, server_id: str) -> ServerSettings:
        """The server's settings, the bot's defaults where it chose nothing."""
        return self._settings(server_id, await self._stored_settings(server_id))

    async def _stored_settings(self, server_id: str) -> ServerSettingsRecord | None:
        """The server's stored settings, read at most every :data:`SETTINGS_CACHE_S` seconds
        (every start reads them); :meth:`update_server_settings` replaces the cached copy."""
        now = time.monotonic()
        cached = self._settings_cache.get(server_id)
        if cached is not None and now - cached[0] < SETTINGS_CACHE_S:
            return cached[1]
        generation = self._settings_generation
        stored = await self.repository.get_server_settings(server_id)
        if generation == self._settings_generation:  # no change was stored meanwhile
            self._settings_cache[server_id] = (now, stored)
        return stored

    def _settings(self, server_id: str, stored: ServerSettingsRecord | None) -> ServerSettings:
        def pick(value: Any, default: Any) -> Any:
            return default if value is None else value

        if stored is None:
            return ServerSettings(
                server_id,
                self.default_agent,
                (),
                False,
                self.idle_timeout_s,
                self.challenge_cooldown_s,
            )
        agent = stored.agent
        if agent is not None:
            try:
                agent = agent_spec(agent).name
            except TttError:  # an agent that is no longer registered
                agent = None
        return ServerSettings(
            server_id=server_id,
            agent=pick(agent, self.default_agent),
            allowed_channels=tuple(stored.allowed_channels or ()),
            multiple_games=pick(stored.multiple_games, False),
            move_timeout_s=pick(stored.move_timeout_s, self.idle_timeout_s),
            challenge_cooldown_s=pick(stored.challenge_cooldown_s, self.challenge_cooldown_s),
            updated_by=stored.updated_by,
            updated_at=stored.updated_at,
        )

    async def update_server_settings(
        self, server_id: str, by: User, **changes: Any
    ) -> ServerSettings:
        """Change some settings of a server (``None`` restores the default); every value is
        checked first, and a refused change stores nothing. Admin rights are the front's job.

        ``agent`` (a registered name), ``allowed_channels`` (channel ids; empty = all),
        ``multiple_games`` (bool), ``move_timeout_s`` (10 s to 7 days),
        ``challenge_cooldown_s`` (0 to 1 day).
        """
        if not changes:
            raise InvalidSettingError("Nothing to change: name a setting and its new value.")
        checked = {name: _check_setting(name, value) for name, value in changes.items()}
        self._settings_generation += 1
        self._settings_cache.pop(server_id, None)
        try:
            stored = await self.repository.update_server_settings(
                server_id, by=by.id, now=self._clock(), **checked
            )
        finally:
            self._settings_generation += 1
            self._settings_cache.pop(server_id, None)
        return self._settings(server_id, stored)

    async def _require_channel(self, settings: ServerSettings, channel_id: str) -> None:
        if not settings.allows(channel_id):
            raise ChannelNotAllowedError(
                "Games are not played in this channel here; try one of the server's game "
                "channels, or ask an admin to allow this one."
            )

    async def _require_free(
        self, settings: ServerSettings, user: User, server_id: str, channel_id: str, *, you: bool
    ) -> None:
        if settings.multiple_games:
            return
        existing = await self.repository.active_game(user.id, server_id, channel_id)
        if existing is None:
            return
        if you:
            raise AlreadyPlayingError(
                f"You already have game #{existing.id} in progress here: "
                "finish it with /ttt move or /ttt resign first."
            )
        raise AlreadyPlayingError(f"{user.name} is already playing game #{existing.id} here.")

    # -- games against agents -------------------------------------------------------------------

    async def start_game(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        *,
        agent: str | None = None,
        first: FirstMover = "random",
    ) -> Game:
        """Start a game of ``user`` against ``agent`` (the server's agent when None).

        ``first`` says who plays X: ``me``, ``bot`` or ``random``. When the agent moves first,
        its move is already on the returned board.
        """
        if first not in FIRST_CHOICES:
            raise ServiceError(f"'first' must be one of {', '.join(FIRST_CHOICES)}; got '{first}'")
        settings = await self.server_settings(server_id)
        await self._require_channel(settings, channel_id)
        name = agent_spec(agent or settings.agent).name
        bot = await self._agent(name)
        async with self._start_locks.hold((server_id, channel_id, user.id)):
            await self._require_free(settings, user, server_id, channel_id, you=True)
            human_first = first == "me" or (first == "random" and self._rng.random() < 0.5)
            human = SideRecord.human(user.id, user.name)
            machine = self._agent_side(name, bot)
            version = getattr(bot, "version", None)
            opening = () if human_first else (await self._choose(name, Board(), version),)
            record = await self.repository.create_game(
                server_id=server_id,
                channel_id=channel_id,
                x=human if human_first else machine,
                o=machine if human_first else human,
                opening=opening,
                now=self._clock(),
            )
        return _game(record)

    async def play_move(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        cell: int | str,
        *,
        game_id: int | None = None,
        expected_ply: int | None = None,
    ) -> MoveResult:
        """Play ``cell`` (a number, or text such as ``b2``) for ``user``; an agent answers.

        Without ``game_id`` it acts on the user's active game in this channel. With
        ``game_id`` / ``expected_ply`` (from a button) it acts on that game and refuses a board
        that moved on (:class:`StaleBoardError`). The move and the reply are stored together.
        """
        target = _parse_cell(cell) if isinstance(cell, str) else cell
        record = await self._game_of(user, server_id, channel_id, game_id)
        mark = _mark_of(record, user)
        if not record.is_active:
            raise GameOverError(f"Game #{record.id} is over: {_game(record).result_text}")
        if expected_ply is not None and expected_ply != record.ply:
            raise StaleBoardError(
                f"That board is out of date: game #{record.id} has moved on to move "
                f"{record.ply + 1}. Here is the current board."
            )
        if mark is not record.board.to_move:
            raise NotYourTurnError(f"It is not your turn: {_game(record).result_text}")
        after = record.board.play(target)  # an illegal move raises here; nothing is stored
        cells = [target]
        reply = None
        opponent = record.side(mark.other)
        if not after.is_over and opponent.agent is not None:
            reply = await self._choose(opponent.agent, after, opponent.agent_version)
            cells.append(reply)
        try:
            record = await self.repository.apply_moves(record, cells, now=self._clock())
        except VersionConflictError:
            raise StaleBoardError(
                f"Game #{record.id} changed while you were moving (another move got there "
                "first); nothing was played. Look at the board again."
            ) from None
        return MoveResult(_game(record), target, reply)

    async def resign(
        self, user: User, server_id: str, channel_id: str, *, game_id: int | None = None
    ) -> Game:
        """Resign the user's game (the active one here, or ``game_id``): the other side wins."""
        for _attempt in range(RESIGN_ATTEMPTS):
            record = await self._game_of(user, server_id, channel_id, game_id)
            mark = _mark_of(record, user)
            if not record.is_active:
                raise GameOverError(
                    f"Game #{record.id} is over already: {_game(record).result_text}"
                )
            try:
                record = await self.repository.resign(record, mark, now=self._clock())
            except VersionConflictError:
                game_id = record.id  # a move landed meanwhile: resign the same game again
                continue
            return _game(record)
        raise StaleBoardError("The game kept changing while you resigned; try again.")

    async def active_game(self, user: User, server_id: str, channel_id: str) -> Game:
        """The user's active game in this channel; NoActiveGameError when there is none."""
        return _game(await self._active_record(user, server_id, channel_id))

    async def get_game(self, game_id: int) -> Game:
        try:
            return _game(await self.repository.get_game(game_id))
        except _StoredGameNotFound:
            raise GameNotFoundError(f"There is no game #{game_id}.") from None

    async def set_message(self, game_id: int, message_id: str | None) -> None:
        """Remember the chat message that shows the game's board."""
        try:
            await self.repository.set_message(game_id, message_id)
        except _StoredGameNotFound:
            raise GameNotFoundError(f"There is no game #{game_id}.") from None

    async def free_cells(self, user: User, server_id: str, channel_id: str) -> tuple[int, ...]:
        """The cells the user could play now (for autocomplete); ``()`` without a game."""
        record = await self.repository.active_game(user.id, server_id, channel_id)
        return () if record is None else record.board.legal_moves()

    async def expire_idle_games(self, now: datetime | None = None) -> list[Game]:
        """Close every active game idle longer than its server's move timeout: the side to
        move loses (status ``abandoned``). Returns the games closed."""
        moment = now or self._clock()
        stored = {s.server_id: s for s in await self._all_server_settings()}
        shortest = min(
            [self.idle_timeout_s]
            + [s.move_timeout_s for s in stored.values() if s.move_timeout_s is not None]
        )
        closed = []
        for record in await self.repository.idle_games(moment - timedelta(seconds=shortest)):
            settings = self._settings(record.server_id, stored.get(record.server_id))
            if moment - record.updated_at < timedelta(seconds=settings.move_timeout_s):
                continue
            try:
                record = await self.repository.abandon(record, record.board.to_move, now=moment)
            except VersionConflictError:
                continue  # a move just arrived: not idle after all
            closed.append(_game(record))
        return closed

    async def _all_server_settings(self) -> list[ServerSettingsRecord]:
        return await self.repository.list_server_settings()

    async def _game_of(
        self, user: User, server_id: str, channel_id: str, game_id: int | None
    ) -> GameRecord:
        if game_id is None:
            return await self._active_record(user, server_id, channel_id)
        try:
            return await self.repository.get_game(game_id)
        except _StoredGameNotFound:
            raise GameNotFoundError(f"There is no game #{game_id}.") from None

    async def _active_record(self, user: User, server_id: str, channel_id: str) -> GameRecord:
        record = await self.repository.active_game(user.id, server_id, channel_id)
        if record is None:
            raise NoActiveGameError("You have no game in progress here. Start one with /ttt play.")
        return record

    # -- duels ----------------------------------------------------------------------------------

    async def challenge(
        self,
        challenger: User,
        opponent: User,
        server_id: str,
        channel_id: str,
        *,
        first: str = "random",
        expires_in_s: int = 60,
    ) -> Challenge:
        """Offer ``opponent`` a duel that they can accept within ``expires_in_s`` seconds.

        ``first``: ``me`` (the challenger plays X), ``them`` (or ``bot``: the opponent does),
        ``random``. Refuses challenging yourself or a bot, a challenge within the server's
        cooldown, a duplicate pending challenge, and either side already playing here.
        """
        first = str(first).lower()
        if first not in DUEL_FIRST_CHOICES:
            raise InvalidFirstMoverError(
                f"'first' must be one of me, them, random; got '{first}'", value=first
            )
        first = "them" if first == "bot" else first
        try:
            _check_range("expires_in_s", expires_in_s, CHALLENGE_EXPIRY_RANGE_S, ChallengeError)
        except ChallengeError as exc:
            low, high = CHALLENGE_EXPIRY_RANGE_S
            raise InvalidChallengeExpiryError(
                str(exc), value=expires_in_s, low=low, high=high
            ) from None
        if challenger.id == opponent.id:
            raise SelfChallengeError("You cannot challenge yourself; play an agent with /ttt play.")
        if opponent.bot or challenger.bot:
            name = opponent.name if opponent.bot else challenger.name
            raise BotChallengeError(
                f"{name} is a bot and cannot play duels; play an agent with /ttt play instead.",
                name=name,
            )
        settings = await self.server_settings(server_id)
        await self._require_channel(settings, channel_id)
        now = self._clock()
        last = await self.repository.last_challenge_at(challenger.id, server_id)
        if last is not None and settings.challenge_cooldown_s > 0:
            wait = settings.challenge_cooldown_s - (now - last).total_seconds()
            if wait > 0:
                raise CooldownError(
                    f"You challenged someone moments ago; you can challenge again in "
                    f"{max(1, round(wait))} s."
                )
        for pending in await self.repository.pending_challenges(
            server_id=server_id, user_id=challenger.id, now=now
        ):
            if {pending.challenger_id, pending.opponent_id} == {challenger.id, opponent.id}:
                raise DuplicateChallengeError(
                    f"There is already a challenge between you and {opponent.name} "
                    f"(#{pending.id}); it has to be answered first.",
                    opponent=opponent.name,
                    challenge_id=pending.id,
                )
        await self._require_free(settings, challenger, server_id, channel_id, you=True)
        await self._require_free(settings, opponent, server_id, channel_id, you=False)
        record = await self.repository.create_challenge(
            server_id=server_id,
            channel_id=channel_id,
            challenger=(challenger.id, challenger.name),
            opponent=(opponent.id, opponent.name),
            first=first,
            expires_at=now + timedelta(seconds=expires_in_s),
            now=now,
        )
        return self._challenge(record, now)

    async def accept_challenge(self, challenge_id: int, user: User) -> Game:
        """The challenged user accepts: the duel starts (X to move, no move played yet)."""
        now = self._clock()
        record = await self._pending_challenge(challenge_id, user, "accept", now)
        settings = await self.server_settings(record.server_id)
        challenger = User(record.challenger_id, record.challenger_name)
        async with self._start_locks.hold(
            (record.server_id, record.channel_id, challenger.id),
            (record.server_id, record.channel_id, user.id),
        ):
            await self._require_free(
                settings, challenger, record.server_id, record.channel_id, you=False
            )
            await self._require_free(settings, user, record.server_id, record.channel_id, you=True)
            challenger_first = record.first == "me" or (
                record.first == "random" and self._rng.random() < 0.5
            )
            them = SideRecord.human(challenger.id, challenger.name)
            you = SideRecord.human(user.id, user.name)
            try:
                _, game = await self.repository.accept_challenge(
                    challenge_id,
                    x=them if challenger_first else you,
                    o=you if challenger_first else them,
                    now=now,
                )
            except ChallengeStateError as exc:
                raise _challenge_state_error(challenge_id, exc.status) from None
        return _game(game)

    async def decline_challenge(self, challenge_id: int, user: User) -> Challenge:
        """The challenged user declines."""
        now = self._clock()
        await self._pending_challenge(challenge_id, user, "decline", now)
        try:
            record = await self.repository.answer_challenge(challenge_id, "declined", now=now)
        except ChallengeStateError as exc:
            raise _challenge_state_error(challenge_id, exc.status) from None
        return self._challenge(record, now)

    async def get_challenge(self, challenge_id: int) -> Challenge:
        try:
            return self._challenge(await self.repository.get_challenge(challenge_id), self._clock())
        except ChallengeNotFoundError:
            raise _unknown_challenge(challenge_id) from None

    async def set_challenge_message(self, challenge_id: int, message_id: str | None) -> None:
        """Remember the message that shows the invitation (so it can be closed on expiry)."""
        try:
            await self.repository.set_challenge_message(challenge_id, message_id)
        except ChallengeNotFoundError:
            raise _unknown_challenge(challenge_id) from None

    async def expire_challenges(self, now: datetime | None = None) -> list[Challenge]:
        """Mark pending challenges past their time limit as expired; return them."""
        moment = now or self._clock()
        return [
            self._challenge(r, moment) for r in await self.repository.expire_challenges(now=moment)
        ]

    async def _pending_challenge(
        self, challenge_id: int, user: User, verb: str, now: datetime
    ) -> ChallengeRecord:
        try:
            record = await self.repository.get_challenge(challenge_id)
        except ChallengeNotFoundError:
            raise _unknown_challenge(challenge_id) from None
        if record.opponent_id != user.id:
            raise NotChallengedError(
                f"Only {record.opponent_name} can {verb} challenge #{challenge_id}.",
                opponent=record.opponent_name,
                challenge_id=challenge_id,
                action=verb,
            )
        status = self._challenge(record, now).status
        if status != "pending":
            raise _challenge_state_error(challenge_id, status)
        return record

    @staticmethod
    def _challenge(record: ChallengeRecord, now: datetime) -> Challenge:
        status = record.status
        if status == "pending" and record.expires_at <= now:
            status = "expired"
        return Challenge(
            id=record.id,
            server_id=record.server_id,
            channel_id=record.channel_id,
            challenger=User(record.challenger_id, record.challenger_name),
            opponent=User(record.opponent_id, record.opponent_name),
            first=record.first,
            status=status,
            expires_at=record.expires_at,
            game_id=record.game_id,
            created_at=record.created_at,
            message_id=record.message_id,
        )

    # -- stats and review -----------------------------------------------------------------------

    async def stats(self, user_id: str, server_id: str | None = None) -> PlayerStats:
        """A player's stats in one server, or everywhere when ``server_id`` is None."""
        found = await self.repository.player_stats(user_id, server_id or GLOBAL_SCOPE)
        if found is None:
            name = await self.repository.player_name(user_id) or user_id
            return PlayerStats(user_id, name, server_id, Record(), {}, Record(), 1200.0, 0, 0, 0)
        vs_agents = {
            key.removeprefix("agent:"): Record(r.wins, r.draws, r.losses)
            for key, r in found.vs.items()
            if key.startswith("agent:")
        }
        people = found.vs.get("people")
        return PlayerStats(
            user_id=user_id,
            name=found.name,
            server_id=server_id,
            overall=Record(found.overall.wins, found.overall.draws, found.overall.losses),
            vs_agents=vs_agents,
            vs_people=Record(people.wins, people.draws, people.losses) if people else Record(),
            rating=found.rating,
            games=found.games,
            streak=found.streak,
            best_streak=found.best_streak,
        )

    async def leaderboard(
        self, server_id: str | None = None, limit: int = 10
    ) -> list[LeaderboardRow]:
        """The best-rated players (with at least ``MIN_RANKED_GAMES`` games), best first."""
        if not 1 <= limit <= 100:
            raise ServiceError(f"A leaderboard shows 1 to 100 players, not {limit}.")
        entries = await self.repository.leaderboard(server_id or GLOBAL_SCOPE, limit=limit)
        return [
            LeaderboardRow(
                rank=e.rank,
                user_id=e.user_id,
                name=e.name,
                rating=e.rating,
                record=Record(e.overall.wins, e.overall.draws, e.overall.losses),
                games=e.games,
                streak=e.streak,
                best_streak=e.best_streak,
            )
            for e in entries
        ]

    async def review(
        self, user: User, server_id: str, channel_id: str, game_id: int | None = None
    ) -> Review:
        """The moves that changed the value of a finished game: ``game_id``, or by default
        the user's last finished game in this channel."""
        if game_id is not None:
            record = await self._game_of(user, server_id, channel_id, game_id)
            if not _reviewable_by(record, user, server_id, channel_id):
                # The same words as for a missing game: ids are sequential, and a refusal
                # that told them apart would let a member map every game on the bot.
                raise GameNotFoundError(f"There is no game #{game_id}.")
            if record.is_active:
                raise ServiceError(
                    f"Game #{record.id} is still in progress; a review would give away the "
                    "best moves. Ask again when it is over."
                )
        else:
            found = await self.repository.last_finished_game(user.id, server_id, channel_id)
            if found is None:
                raise GameNotFoundError("You have no finished game here to review yet.")
            record = found
        return Review(_game(record), review_moves(record.moves))


# -- helpers ------------------------------------------------------------------------------------


class _KeyedLocks:
    """An :class:`asyncio.Lock` per key, made on first use and dropped when nobody holds or
    awaits it any more."""

    def __init__(self) -> None:
        self._locks: dict[Hashable, tuple[asyncio.Lock, int]] = {}

    def __len__(self) -> int:
        return len(self._locks)

    @asynccontextmanager
    async def hold(self, *keys: Hashable) -> AsyncIterator[None]:
        """Hold the locks of ``keys`` (taken in a fixed order: two holders of the same keys
        cannot deadlock)."""
        async with AsyncExitStack() as stack:
            for key in sorted(set(keys), key=repr):
                await stack.enter_async_context(self._one(key))
            yield

    @asynccontextmanager
    async def _one(self, key: Hashable) -> AsyncIterator[None]:
        lock, users = self._locks.get(key, (None, 0))
        if lock is None:
            lock = asyncio.Lock()
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)


def _game(record: GameRecord) -> Game:
    return Game(
        id=record.id,
        server_id=record.server_id,
        channel_id=record.channel_id,
        x=_side(record.x),
        o=_side(record.o),
        board=record.board,
        moves=record.moves,
        status=record.status,
        winner=record.winner,
        version=record.version,
        message_id=record.message_id,
        created_at=record.created_at,
        updated_at=record.updated_at,
        finished_at=record.finished_at,
    )


def _side(side: SideRecord) -> Side:
    return Side(side.name, side.user_id, side.agent, side.agent_version)


def _version_order(version: str) -> tuple[int, str]:
    """``v10`` after ``v9``: the number in a version name, then the name."""
    digits = "".join(char for char in version if char.isascii() and char.isdigit())
    return (int(digits[:18]) if digits else -1, version)


def _reviewable_by(record: GameRecord, user: User, server_id: str, channel_id: str) -> bool:
    """A game can be reviewed from its own channel, or anywhere on its server by its players:
    never from another server, and never by a member who may not see its (private) channel."""
    if record.server_id != server_id:
        return False
    played = user.id in (record.x.user_id, record.o.user_id)
    return played or record.channel_id == channel_id


def _mark_of(record: GameRecord, user: User) -> Mark:
    if record.x.user_id == user.id:
        return Mark.X
    if record.o.user_id == user.id:
        return Mark.O
    raise NotYourGameError(
        f"Game #{record.id} is {record.x.name} (X) against {record.o.name} (O); "
        "you are not playing in it."
    )


def _unknown_challenge(challenge_id: int) -> UnknownChallengeError:
    return UnknownChallengeError(
        f"There is no challenge #{challenge_id}.", challenge_id=challenge_id
    )


def _challenge_state_error(challenge_id: int, status: str) -> ChallengeError:
    """The refusal for answering a challenge that is ``status`` (not pending any more)."""
    if status == "expired":
        return ChallengeExpiredError(
            f"Challenge #{challenge_id} has expired; send a new one with "
            "/ttt play opponent:<member>.",
            challenge_id=challenge_id,
        )
    error: type[ChallengeAnsweredError] = {
        "accepted": ChallengeAlreadyAcceptedError,
        "declined": ChallengeAlreadyDeclinedError,
    }.get(status, ChallengeAnsweredError)
    return error(
        f"Challenge #{challenge_id} was already {status}.",
        challenge_id=challenge_id,
        status=status,
    )


def _check_range(
    name: str,
    value: object,
    bounds: tuple[int, int],
    error: type[ServiceError] = InvalidSettingError,
) -> int:
    low, high = bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise error(
            f"{name} must be a whole number of seconds from {low} to {high}; got {value!r}."
        )
    return value


def _check_setting(name: str, value: Any) -> Any:
    """The value to store for one server setting (``None`` = back to the default)."""
    if value is None:
        return None
    match name:
        case "agent":
            if not isinstance(value, str):
                raise InvalidSettingError(f"agent must be an agent's name; got {value!r}.")
            return agent_spec(value).name
        case "allowed_channels":
            if isinstance(value, str) or not isinstance(value, Sequence | set | frozenset):
                raise InvalidSettingError("allowed_channels must be a list of channel ids.")
            channels = [str(c).strip() for c in value]
            if any(not c for c in channels):
                raise InvalidSettingError("allowed_channels cannot contain an empty channel id.")
            return list(dict.fromkeys(channels))
        case "multiple_games":
            if not isinstance(value, bool):
                raise InvalidSettingError(f"multiple_games must be true or false; got {value!r}.")
            return value
        case "move_timeout_s":
            return _check_range(name, value, MOVE_TIMEOUT_RANGE_S)
        case "challenge_cooldown_s":
            return _check_range(name, value, CHALLENGE_COOLDOWN_RANGE_S)
    known = "agent, allowed_channels, multiple_games, move_timeout_s, challenge_cooldown_s"
    raise InvalidSettingError(f"Unknown setting '{name}'; the settings are: {known}.")
