"""Persistence: SQLAlchemy 2 tables on an async engine, Alembic migrations, and one repository
that returns the :mod:`domain` types (composed of one repository per aggregate,
:mod:`storage.repos`; SQLite writes in :mod:`storage.sqlite`).

>>> repo = await Repository.open("sqlite+aiosqlite:///./tttbot.db")   # migrates, then ready
>>> game = await repo.create_game(server_id="s", channel_id="c", x=..., o=...)
>>> game = await repo.apply_move(game, 5)      # guarded by game.version

Importing this package imports nothing: each name below is imported from its module when first
used (``from storage import Repository`` loads the repository; ``storage.urls`` alone stays
free of SQLAlchemy).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from storage.db import create_engine, normalise_url
    from storage.errors import (
        AgentVersionConflictError,
        AgentVersionNotFoundError,
        ChallengeCooldownError,
        ChallengeNotFoundError,
        ChallengeStateError,
        DuplicateChallengeStoredError,
        GameNotFoundError,
        NotFoundError,
        RematchTakenError,
        SlotTakenError,
        StorageError,
        VersionConflictError,
    )
    from storage.migrate import current_revision, downgrade, head_revision, upgrade
    from storage.repos.settings import SETTING_FIELDS
    from storage.repository import Repository
    from storage.stats import StatsSnapshot
    from storage.urls import DEFAULT_DATABASE_URL

_HOMES = {
    "DEFAULT_DATABASE_URL": "urls",
    "create_engine": "db",
    "normalise_url": "db",
    "AgentVersionConflictError": "errors",
    "AgentVersionNotFoundError": "errors",
    "ChallengeCooldownError": "errors",
    "ChallengeNotFoundError": "errors",
    "DuplicateChallengeStoredError": "errors",
    "SlotTakenError": "errors",
    "RematchTakenError": "errors",
    "ChallengeStateError": "errors",
    "GameNotFoundError": "errors",
    "NotFoundError": "errors",
    "StorageError": "errors",
    "VersionConflictError": "errors",
    "current_revision": "migrate",
    "downgrade": "migrate",
    "head_revision": "migrate",
    "upgrade": "migrate",
    "SETTING_FIELDS": "repos.settings",
    "Repository": "repository",
    "StatsSnapshot": "stats",
}
"""Where each re-exported name lives (``storage.<module>``)."""


def __getattr__(name: str) -> Any:
    """The re-exported ``name``, imported from its module on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"storage.{home}"), name)
    globals()[name] = value  # looked up once: later uses are plain attribute reads
    return value


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
    "RematchTakenError",
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
