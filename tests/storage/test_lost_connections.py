"""A write whose connection is lost: run again when nothing of it can be on the server, told
as unconfirmed (never "nothing was changed") when it may be.

The PostgreSQL run of the same rule against a real server that dropped every session is
``test_writes_go_on_after_the_server_dropped_every_session`` (test_postgres_writes.py); the
moment between a COMMIT sent and its answer cannot be hit on a real server on purpose, so it is
specified here with attempts that fail where a lost connection would make them fail.
"""

from __future__ import annotations

import asyncpg
import pytest
from sqlalchemy.exc import DBAPIError, IntegrityError

from storage.errors import WriteUnconfirmedError, database_outage
from storage.retries import Commit, write_again_if_disconnected


def lost(cause: Exception | None = None) -> DBAPIError:
    """What SQLAlchemy raises for a statement on a connection that turned out to be dead."""
    driver_error = Exception("connection was closed in the middle of operation")
    driver_error.__cause__ = cause
    return DBAPIError("COMMIT", {}, driver_error, connection_invalidated=True)


class Attempts:
    """An attempt that fails the first ``failures`` times with ``error``, at the COMMIT (the
    commit marked sent first) or before it, then returns how many times it ran."""

    def __init__(self, error: Exception, *, at_commit: bool, failures: int = 1) -> None:
        self.error, self.at_commit, self.failures, self.runs = error, at_commit, failures, 0

    async def __call__(self, commit: Commit) -> int:
        self.runs += 1
        if self.runs <= self.failures:
            if self.at_commit:
                commit.sent = True
            raise self.error
        commit.sent = True
        return self.runs


async def test_a_write_that_lost_its_connection_before_its_commit_runs_again() -> None:
    attempt = Attempts(lost(), at_commit=False)
    assert await write_again_if_disconnected(attempt) == 2


async def test_a_write_that_lost_its_connection_after_sending_its_commit_is_unconfirmed() -> None:
    attempt = Attempts(lost(), at_commit=True)
    with pytest.raises(WriteUnconfirmedError, match="lost while committing") as raised:
        await write_again_if_disconnected(attempt)
    assert attempt.runs == 1  # never run twice: it may have been kept
    assert database_outage(raised.value)  # still an outage: one log line, no traceback


async def test_a_commit_refused_on_a_connection_known_closed_runs_again() -> None:
    # asyncpg raises its InterfaceError before sending anything on a closed connection.
    closed = lost(cause=asyncpg.InterfaceError("connection is closed"))
    attempt = Attempts(closed, at_commit=True)
    assert await write_again_if_disconnected(attempt) == 2


async def test_a_write_runs_again_once_only() -> None:
    attempt = Attempts(lost(), at_commit=False, failures=2)
    with pytest.raises(DBAPIError) as raised:
        await write_again_if_disconnected(attempt)
    assert attempt.runs == 2 and database_outage(raised.value)


async def test_errors_that_are_not_a_lost_connection_are_raised_at_once() -> None:
    refused = IntegrityError("INSERT", {}, Exception("duplicate key"))
    attempt = Attempts(refused, at_commit=True)
    with pytest.raises(IntegrityError):
        await write_again_if_disconnected(attempt)
    assert attempt.runs == 1
