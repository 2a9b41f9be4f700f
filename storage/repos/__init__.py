"""One repository per aggregate, each a mixin over :class:`~storage.repos.base.RepositoryCore`.

``games`` (games, moves, players), ``stats`` (ratings, records, leaderboard), ``settings``
(per-server settings), ``challenges`` (duel offers) and ``agents`` (agent versions and the
transitions they learn from). :class:`storage.Repository` is all of them over one
:class:`~storage.database.Database`. Prebuilt statements and row mapping sit beside the
repository that uses them (``game_statements``, ``game_rows``, ``game_writes``, ``results``).
"""
