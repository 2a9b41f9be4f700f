"""Inserts that do nothing, or update, when the row exists already: one statement on both
databases, in each dialect's own form (:class:`InsertIfNew`)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Final

from sqlalchemy import Insert, Table

UPSERT_DIALECTS: Final = ("sqlite", "postgresql")
"""The databases whose ``INSERT ... ON CONFLICT DO NOTHING`` the repositories use."""


class InsertIfNew(Mapping[str, Insert]):
    """``INSERT ... ON CONFLICT DO NOTHING`` into ``table``, by dialect name
    (``statement[connection.dialect.name]``): each built on first use, then kept.

    With ``refresh`` (column names) and ``key`` (the unique columns that conflict), a row that
    exists already gets those columns from the new one instead (``ON CONFLICT (key) DO UPDATE
    SET column = excluded.column``): an upsert, one statement on both databases. With ``add``
    instead of ``refresh``, the new row's values are added to the existing row's (``SET column
    = table.column + excluded.column``): a counter's first row, or one more count.

    Built lazily because SQLAlchemy's ``insert`` with ``on_conflict_*`` lives in each
    dialect's module: importing both at start-up made every SQLite process load the PostgreSQL
    dialect.
    """

    def __init__(
        self,
        table: Table,
        *,
        refresh: tuple[str, ...] = (),
        add: tuple[str, ...] = (),
        key: tuple[str, ...] = (),
    ) -> None:
        self._table = table
        self._refresh = refresh
        self._add = add
        self._key = key
        self._built: dict[str, Insert] = {}

    def __getitem__(self, dialect: str) -> Insert:
        if dialect not in self._built:
            if dialect not in UPSERT_DIALECTS:
                raise KeyError(dialect)
            module = importlib.import_module(f"sqlalchemy.dialects.{dialect}")
            statement = module.insert(self._table)
            if self._refresh:
                self._built[dialect] = statement.on_conflict_do_update(
                    index_elements=list(self._key),
                    set_={name: statement.excluded[name] for name in self._refresh},
                )
            elif self._add:
                self._built[dialect] = statement.on_conflict_do_update(
                    index_elements=list(self._key),
                    set_={
                        name: self._table.c[name] + statement.excluded[name] for name in self._add
                    },
                )
            else:
                self._built[dialect] = statement.on_conflict_do_nothing()
        return self._built[dialect]

    def __iter__(self) -> Iterator[str]:
        return iter(UPSERT_DIALECTS)

    def __len__(self) -> int:
        return len(UPSERT_DIALECTS)
