"""The nouns of tttbot, each defined once: what storage returns, the service hands on and the
fronts render (no record-to-domain copiers anywhere).

Imports only :mod:`engine`. One module per noun:

* :mod:`domain.time`: the clock (``utcnow``);
* :mod:`domain.players`: :class:`User`;
* :mod:`domain.game`: :class:`GameStatus`, :class:`Side`, :class:`Game`, :class:`Move`;
* :mod:`domain.challenge`: :class:`Challenge` (a duel offer);
* :mod:`domain.settings`: :class:`ServerSettings` (a server's choices);
* :mod:`domain.stats`: :class:`PlayerStats`, :class:`LeaderboardRow` (tallies are
  :class:`engine.tally.Tally`);
* :mod:`domain.agents`: :class:`AgentVersion`, :class:`AgentInfo`;
* :mod:`domain.transitions`: :class:`Transition` (one logged decision);
* :mod:`domain.answers`: :class:`MoveResult`, :class:`Review` (what a front shows after a call).
"""
