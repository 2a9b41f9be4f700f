"""SQLite's write machinery, behind a narrow interface.

* :class:`WriteQueue` — the one writer of a file: ``submit(work)`` runs a hot-path write in
  a group-committed transaction (each write in its own savepoint), ``turn()`` is the write
  lock for a write on a connection of its own, ``close()`` drains and lets go;
* :func:`pipeline` / :data:`PIPELINED` / :class:`RowCountError` — a write whose result is not
  read, sent without waiting (straight to sqlite3 when it can, ``rowcount=`` for a guard), and
  the error a missed guard becomes; :func:`pipelined`, the same hint for statements run through
  SQLAlchemy; :func:`fetch`, a hot read straight from sqlite3 in the same way;
* :class:`WalCheckpointer` — WAL checkpoints off the commit path;
* :func:`fewer_round_trips_creator` — the connection factory of :func:`storage.db.create_engine`.

Nothing outside this package touches a raw driver connection or aiosqlite's internals
(:mod:`storage.sqlite.driver`).
"""

from storage.sqlite.checkpointer import WalCheckpointer
from storage.sqlite.creator import fewer_round_trips_creator
from storage.sqlite.group_commit import GROUP_COMMIT_MAX, WriteQueue
from storage.sqlite.pipelining import RowCountError, pipelined
from storage.sqlite.prepared import PIPELINED, fetch, pipeline

__all__ = [
    "GROUP_COMMIT_MAX",
    "PIPELINED",
    "RowCountError",
    "WalCheckpointer",
    "WriteQueue",
    "fetch",
    "fewer_round_trips_creator",
    "pipeline",
    "pipelined",
]
