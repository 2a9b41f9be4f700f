"""PostgreSQL's side of the hot path: several writes sent as one statement.

* :mod:`storage.postgres.combined` — any writes whose results are not read, as one statement
  (data-modifying ``WITH``) returning each one's row count: what ``pipelined()`` is on SQLite;
* :mod:`storage.postgres.moves` — a move's guarded update, move rows and transitions (and, when
  it ends the game, its freed slots and its pair's daily cap) as one statement.

Nothing is imported here: the modules import the repositories' statements, which import
:mod:`storage.postgres.combined`.
"""
