"""Persistence: SQLAlchemy 2 models on an async engine, Alembic migrations, and one repository
that returns the :mod:`domain` types (composed of one repository per aggregate,
:mod:`storage.repos`; SQLite writes in :mod:`storage.sqlite`).

>>> repo = await Repository.open("sqlite+aiosqlite:///./tttbot.db")   # migrates, then ready
>>> game = await repo.create_game(server_id="s", channel_id="c", x=..., o=...)
>>> game = await repo.apply_move(game, 5)      # guarded by game.version
"""

from storage.db import DEFAULT_DATABASE_URL, create_engine, normalise_url
from storage.errors import (
    AgentVersionConflictError,
    AgentVersionNotFoundError,
    ChallengeCooldownError,
    ChallengeNotFoundError,
    ChallengeStateError,
    DuplicateChallengeStoredError,
    GameNotFoundError,
    NotFoundError,
    SlotTakenError,
    StorageError,
    VersionConflictError,
)
from storage.migrate import current_revision, downgrade, head_revision, upgrade
from storage.repos.settings import SETTING_FIELDS
from storage.repository import Repository
from storage.stats import StatsSnapshot

__all__ = [
    "DEFAULT_DATABASE_URL",
    "SETTING_FIELDS",
    "AgentVersionConflictError",
    "AgentVersionNotFoundError",
    "ChallengeCooldownError",
    "ChallengeNotFoundError",
    "ChallengeStateError",
    "DuplicateChallengeStoredError",
    "GameNotFoundError",
    "NotFoundError",
    "Repository",
    "SlotTakenError",
    "StatsSnapshot",
    "StorageError",
    "VersionConflictError",
    "create_engine",
    "current_revision",
    "downgrade",
    "head_revision",
    "normalise_url",
    "upgrade",
]
