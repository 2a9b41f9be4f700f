"""PostgreSQL's side of the hot path: several writes sent as one statement.

What it buys against the portable path (the same statements as SQLite, through SQLAlchemy:
``fast_paths=False``): there a persisted move cost 2.1x the CPU one game at a time and 7.3x
with 50 games at once (``benchmarks/bench_storage.py``; docs/benchmarks.md, "What the fast
paths buy").

* :mod:`storage.postgres.combined` — any writes whose results are not read, as one statement
  (data-modifying ``WITH``) returning each one's row count: what ``pipelined()`` is on SQLite;
* :mod:`storage.postgres.batcher` — the queue of a group commit: the writes that arrive while
  one is in flight go together in the next, never two of one game or person;
* :mod:`storage.postgres.move_batch` — the moves of games that go on, arriving together, as one
  statement over arrays (group commit). A game's last move, with its stats, is the
  repositories' (:mod:`storage.repos.postgres_end`: batched with the games ending beside it,
  :mod:`storage.repos.end_batch`, straight to asyncpg), since it is built on their statements;
* :mod:`storage.repos.new_game` — a new game (players, row, slots, opening) as one
  statement in autocommit;
* :mod:`storage.postgres.messages` — a board swap (lock, read, write) as one statement;
* :mod:`storage.postgres.prepared` — the reads of every click and the writes in autocommit
  sent straight to asyncpg, their SQL compiled once, and a short transaction sent straight to
  it (a game's end).

Nothing is imported here: the modules import the repositories' statements, which import
:mod:`storage.postgres.combined`, and only :mod:`~storage.postgres.combined` may load in a
SQLite process (the others load SQLAlchemy's PostgreSQL dialect).
"""
