"""The game service: everything a chat needs to run tic-tac-toe games, for any transport.

The Discord front and the console front are thin layers over :class:`GameService`: they turn
what people type or click into calls here and render what comes back. Every refusal is a
:class:`bot.games.errors.ServiceError` whose message can be shown to the player as is; a
refused call writes nothing. Games, moves, stats, settings and the transitions of
human-vs-agent games are stored through :class:`storage.Repository`
(docs/service-contract.md is the contract).

One class, composed of one mixin per use case over a shared core (:mod:`bot.games.core`):
games (:mod:`.games`), duels (:mod:`.duels`), standings and review (:mod:`.standings`),
server settings (:mod:`.server_settings`) agents (:mod:`.agents`), rematches
(:mod:`.rematch`) and history (:mod:`.history`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from bot.games.duels import DuelsMixin
from bot.games.history import HistoryMixin
from bot.games.prefs import PrefsMixin
from bot.games.rematch import RematchMixin
from bot.games.standings import StandingsMixin
from bot.settings import DEFAULT_CHALLENGE_COOLDOWN_S, DEFAULT_IDLE_TIMEOUT_S
from domain.time import utcnow
from engine.agents.registry import agent_spec
from storage import DEFAULT_DATABASE_URL, Repository
from storage.errors import database_unavailable


class GameService(RematchMixin, HistoryMixin, StandingsMixin, PrefsMixin, DuelsMixin):
    """Starts games and duels, applies moves, lets agents answer, resigns, times out idle
    games, keeps stats and server settings — all persisted through a :class:`Repository`.

    Build it with :meth:`open` and :meth:`close` it (or use ``async with``). A person has one
    active game per channel unless the server allows several.
    """

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
        pool_size: int | None = None,
    ) -> GameService:
        """Migrate the database at ``database_url`` and return a ready service.

        The agent versions in the manifest are recorded in the database (for the record of
        which weights played which game). ``pool_size`` is how many connections it keeps
        (``TTT_DATABASE_POOL_SIZE``); ``None``, the engine's default
        (:data:`storage.db.POSTGRESQL_POOL_SIZE`, :data:`storage.db.SQLITE_POOL_SIZE`).
        """
        agent_spec(default_agent)  # before touching the database
        sized: dict[str, Any] = {} if pool_size is None else {"pool_size": pool_size}
        repository = await Repository.open(database_url, **sized)
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
