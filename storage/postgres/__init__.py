"""PostgreSQL's side of the hot path: several writes sent as one statement.

* :mod:`storage.postgres.combined` — any writes whose results are not read, as one statement
  (data-modifying ``WITH``) returning each one's row count: what ``pipelined()`` is on SQLite;
* :mod:`storage.postgres.moves` — a move's guarded update, move rows and transitions (and, when
  it ends the game, its freed slots, its pair's daily cap and the stats' reads) as one
  statement;
* :mod:`storage.postgres.batcher` — the queue of a group commit: the writes that arrive while
  one is in flight go together in the next, never two of one game or person;
* :mod:`storage.postgres.move_batch` — the moves of games that go on, arriving together, as one
  statement over arrays (group commit);
* :mod:`storage.postgres.end_batch` — the games that end together, counted in their players'
  stats by one transaction (three statements over arrays:
  :mod:`storage.postgres.end_statements`);
* :mod:`storage.postgres.apply` — which of those a move uses, and the transaction of a game's
  last move;
* :mod:`storage.postgres.new_game` — a new game (players, row, slots, opening) as one
  statement in autocommit;
* :mod:`storage.postgres.messages` — a board swap (lock, read, write) as one statement;
* :mod:`storage.postgres.prepared` — the reads of every click and the writes in autocommit
  sent straight to asyncpg, their SQL compiled once.

Nothing is imported here: the modules import the repositories' statements, which import
:mod:`storage.postgres.combined`, and only :mod:`~storage.postgres.combined` may load in a
SQLite process (the others load SQLAlchemy's PostgreSQL dialect).
"""
