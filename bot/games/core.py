"""The shared core of the game service: its state, its locks, and the one place where storage
errors become refusals.

:class:`ServiceCore` holds what every use case of :class:`bot.games.service.GameService`
shares (the repository, the defaults, the clock, the agent and settings caches, the start
locks); the use cases (games, duels, standings, server settings, agents) are mixins over it.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable, Hashable, Iterator, Sequence
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager
from datetime import datetime
from pathlib import Path

from bot.games.errors import (
    AlreadyPlayingError,
    challenge_state_error,
    game_not_found,
    rematch_taken,
    unknown_challenge,
)
from bot.games.fair_people import FairPeople
from bot.games.game_log import log_finished
from bot.settings import (
    CHALLENGE_COOLDOWN_RANGE_S,
    DEFAULT_CHALLENGE_COOLDOWN_S,
    DEFAULT_IDLE_TIMEOUT_S,
    MOVE_TIMEOUT_RANGE_S,
    check_seconds,
)
from domain.game import Game
from domain.players import User
from domain.settings import ServerChoices
from domain.time import utcnow
from engine import Agent
from engine.agents.learned.manifest import ManifestWatcher, watch
from engine.agents.registry import agent_spec
from engine.errors import with_params
from storage import (
    ChallengeNotFoundError,
    ChallengeStateError,
    RematchTakenError,
    Repository,
    SlotTakenError,
)
from storage import GameNotFoundError as StoredGameNotFoundError


class ServiceCore:
    """The state every use case of the service shares; see :class:`GameService`."""

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
        check_seconds("move_timeout_s", idle_timeout_s, MOVE_TIMEOUT_RANGE_S)
        check_seconds("challenge_cooldown_s", challenge_cooldown_s, CHALLENGE_COOLDOWN_RANGE_S)
        self.repository = repository
        self.idle_timeout_s = idle_timeout_s
        self.challenge_cooldown_s = challenge_cooldown_s
        self.manifest_path = Path(manifest_path) if manifest_path is not None else None
        self._clock = clock
        self._rng = random.Random(seed)
        self._agents: dict[tuple[str, str | None], Agent] = {}
        """Loaded agents by (name, manifest version); builtin agents have version ``None``."""
        self._agent_locks: dict[str, asyncio.Lock] = {}
        self._start_locks = KeyedLocks()
        """Held per (server, channel, player) around a new game's insert (for a duel, from "is
        this player free here?" on): one process's own races meet here, not in the database.
        The rule itself is held by the database (``active_slots``), across processes."""
        self._settings_cache: dict[str, tuple[float, ServerChoices | None]] = {}
        self._settings_generation = 0
        self._settings_reads: dict[str, asyncio.Future[ServerChoices | None]] = {}
        """A read of a server's settings under way, which every caller meanwhile shares."""
        self._versions: ManifestWatcher | None = (
            watch(self.manifest_path) if self.manifest_path else None
        )
        """The process's one watcher of the manifest: re-read when the file changes, so a
        promotion or a rollback serves from the next game on (hot reload)."""
        self._stand_ins: dict[tuple[str, str | None], str] = {}
        """(agent, broken version) -> the verified version serving in its place."""
        self.fair_people = FairPeople(repository)
        """The people models' predictions of members' fair levels (their first games)."""
        self.finished_listeners: list[Callable[[Game], None]] = []
        """Called with each game this process finishes (a move, a resignation, a time-out),
        such as the linked roles' update; each returns at once (it starts its own task)."""

    def finished(self, record: Game) -> None:
        """``record`` was just written: its log line and listeners once it is over."""
        if record.is_active:
            return
        log_finished(record)
        for listener in self.finished_listeners:
            listener(record)


class KeyedLocks:
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


def already_playing(user: User, game_id: int | None, *, you: bool) -> AlreadyPlayingError:
    """The refusal of a game for ``user``, who is playing ``game_id`` in the channel already
    (with what its translations name: who, their name, the game's number)."""
    shown = f"game #{game_id}" if game_id is not None else "a game"
    if you:
        error = AlreadyPlayingError(
            f"You already have {shown} in progress here: "
            "finish it with /ttt move or /ttt resign first."
        )
    else:
        error = AlreadyPlayingError(f"{user.name} is already playing {shown} here.")
    if game_id is None:
        return error  # no number to name: the English sentence says it best
    return with_params(error, who="you" if you else "other", name=user.name, game_id=game_id)


@contextmanager
def refusals_for(
    *,
    game_id: int | None = None,
    challenge_id: int | None = None,
    you: User | None = None,
    others: Sequence[User] = (),
) -> Iterator[None]:
    """Turn the storage errors of a call about ``game_id`` / ``challenge_id`` into the service's
    refusals: a missing game or challenge, a challenge answered already, and a person's slot in
    the channel taken (``you`` asked; ``others`` are the other people of the new game). The
    only place where the service translates storage errors (version conflicts are not refusals
    but races, which each use case resolves its own way)."""
    try:
        yield
    except SlotTakenError as exc:
        if you is not None and exc.user_id == you.id:
            raise already_playing(you, exc.game_id, you=True) from None
        other = next((u for u in others if u.id == exc.user_id), None)
        if other is None:
            raise
        raise already_playing(other, exc.game_id, you=False) from None
    except StoredGameNotFoundError:
        if game_id is None:
            raise
        raise game_not_found(game_id) from None
    except ChallengeNotFoundError:
        if challenge_id is None:
            raise
        raise unknown_challenge(challenge_id) from None
    except ChallengeStateError as exc:
        if challenge_id is None:
            raise
        raise challenge_state_error(challenge_id, exc.status) from None
    except RematchTakenError as exc:  # a rematch clicked twice starts one game
        raise rematch_taken(exc.game_id, exc.rematch_id) from None
