"""The building blocks of the schema's tables: the one ``MetaData`` every table joins, the UTC
time type, and the column shapes the tables repeat (a required column, a player, a game).

Apart from :mod:`storage.models` so that the tables kept beside their functions
(:mod:`storage.fleet_tables`, :mod:`storage.public_posts`) join the same ``MetaData`` without
importing the whole schema.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import Column, DateTime, ForeignKey, Integer, MetaData, String
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator

ID = String(64)
"""Platform ids (Discord snowflakes are up to 20 digits; the console uses short words)."""


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored as naive UTC and always read back as an aware UTC ``datetime``.

    SQLite has no time zones, PostgreSQL's ``timestamp`` neither: storing naive UTC everywhere
    keeps comparisons and ordering identical on both.
    """

    impl = DateTime(timezone=False)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"refusing a naive datetime {value!r}: pass an aware UTC time")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else value.replace(tzinfo=UTC)


METADATA: Final = MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)
"""Every table, with stable constraint names (Alembic needs them to alter tables)."""


def required(name: str, kind: Any, *args: Any, **kwargs: Any) -> Column[Any]:
    """A ``NOT NULL`` column."""
    return Column(name, kind, *args, nullable=False, **kwargs)


def optional(name: str, kind: Any, *args: Any, **kwargs: Any) -> Column[Any]:
    """A column that may hold ``NULL``."""
    return Column(name, kind, *args, nullable=True, **kwargs)


def player_id(name: str, *, nullable: bool = False, primary_key: bool = False) -> Column[Any]:
    """A column naming a player (``players.user_id``)."""
    return Column(
        name, ID, ForeignKey("players.user_id"), nullable=nullable, primary_key=primary_key
    )


def game_id(name: str, *, primary_key: bool = False, **options: Any) -> Column[Any]:
    """A column naming a game, deleted with it."""
    fk = ForeignKey("games.id", ondelete="CASCADE")
    return Column(name, Integer, fk, nullable=False, primary_key=primary_key, **options)


def serial(name: str = "id") -> Column[Any]:
    """An integer primary key the database numbers."""
    return Column(name, Integer, primary_key=True, autoincrement=True)
