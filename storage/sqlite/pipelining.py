"""Statements sent without waiting for their results (:func:`pipelined`), the error a
pipelined statement's missed row count becomes (:class:`RowCountError`), and how SQLite says a
file is locked (:func:`is_busy`): what :mod:`storage.sqlite.driver` runs them with, and what
the write path catches, without the driver itself.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


class RowCountError(Exception):
    """A pipelined statement changed another number of rows than it required."""

    def __init__(self, expected: int, actual: int) -> None:
        super().__init__(f"a pipelined statement changed {actual} rows instead of {expected}")
        self.expected = expected
        self.actual = actual


@dataclass(frozen=True, slots=True)
class _Pipeline:
    rowcount: int | None


PIPELINE: ContextVar[_Pipeline | None] = ContextVar("storage_sqlite_pipeline", default=None)


@contextmanager
def pipelined(*, rowcount: int | None = None) -> Iterator[None]:
    """Send the statements run in this block without waiting for their results.

    A failure surfaces at the next awaited statement or at the commit of the same
    transaction, which then fails whole and commits nothing. With ``rowcount``, a statement
    that changes another number of rows is such a failure (:class:`RowCountError`), so a
    guarded ``UPDATE ... WHERE version = :expected`` can be pipelined too: if it matched no row,
    nothing after it runs and the commit raises. The cursor reports ``rowcount`` -1 (unknown)
    for a pipelined statement. Use it only for statements whose result is not read.
    """
    token = PIPELINE.set(_Pipeline(rowcount))
    try:
        yield
    finally:
        PIPELINE.reset(token)


def is_busy(error: BaseException) -> bool:
    """Whether ``error`` is SQLite's "the file is locked by another connection" (SQLITE_BUSY,
    with any extended code), which a busy timeout waits out."""
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(error, sqlite3.OperationalError) and code is not None and code & 0xFF == 5
