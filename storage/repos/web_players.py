"""A person's page on the website, counted from the games its visitor may see.

The **rating** is global: one number over all of a person's rated games against agents (the
yardstick every server shares), the one the global leaderboard and ``/ttt stats`` show.
Everything else on the page is counted from the games this visitor may see
(:func:`storage.repos.web.visible_games`: public servers, the visitor's own servers, their
own DMs): the games, record and streaks, the record per agent, the recent games, and the
points of the rating history, each the global rating after one of those games. A game in a
private server that is not the visitor's, or in someone else's DM, has no point, date, id,
opponent or result on the page: nothing tells where, when or against whom it was played. The
rating between two points moves by what such games did together, which the global rating on
the leaderboard shows anyway.

* :meth:`WebPlayersRepository.player_page`: the page, in ONE read (one pooled connection;
  for a visitor without a login, statements compiled once and sent straight to the driver,
  :func:`storage.sqlite.fetch`).
* :func:`rating_history`: the global rating after each rated game against an agent, replayed
  by the rules the stats tables follow.
* :meth:`WebPlayersRepository.global_rating_change`: what one game did to its person's rating.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import bindparam, exists, select, union_all

from domain.game import Game, GameStatus
from domain.stats import GLOBAL_SCOPE
from engine.tally import Tally
from storage.async_engine import AsyncConnection
from storage.models import GAMES, PLAYERS, RATINGS
from storage.rating import Outcome, RatingRules, RatingState
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import game_record
from storage.repos.game_statements import GAME_WITH_NAMES
from storage.repos.web import FINISHED, PUBLIC_SERVERS, Viewer, visible_games
from storage.sqlite import fetch
from storage.stats import (
    agent_mark,
    agent_prior,
    day_of,
    opponent_key,
    outcome_of,
    pair_key,
)

RECENT_GAMES: Final = 20
"""Games in a person's list of recent games."""
LATEST: Final = datetime.max.replace(tzinfo=UTC)
"""A rating history's end when it is not cut at a game."""

_user: Any = bindparam("p_user")


def _newest_as(side: Any, shown: Any) -> Any:
    chosen = select(GAMES.c.id).where(side == _user, FINISHED, shown)
    return chosen.order_by(GAMES.c.id.desc()).limit(RECENT_GAMES).subquery()


def person_games(viewer: Viewer | None) -> Any:
    """A person's newest finished games that ``viewer`` may see: the newest of each side from
    its own index, merged (an OR of the two sides would read every game)."""
    shown = visible_games(viewer)
    as_x, as_o = _newest_as(GAMES.c.x_user_id, shown), _newest_as(GAMES.c.o_user_id, shown)
    return (
        GAME_WITH_NAMES.where(GAMES.c.id.in_(union_all(select(as_x.c.id), select(as_o.c.id))))
        .order_by(GAMES.c.id.desc())
        .limit(RECENT_GAMES)
    )


def _against_agents_as(side: Any, other: Any, *more: Any) -> Any:
    return select(GAMES.c.id).where(side == _user, other.is_(None), FINISHED, *more)


def shown_agent_games(viewer: Viewer | None) -> Any:
    """The ids of a person's finished games against agents that ``viewer`` may see."""
    shown = visible_games(viewer)
    return union_all(
        _against_agents_as(GAMES.c.x_user_id, GAMES.c.o_user_id, shown),
        _against_agents_as(GAMES.c.o_user_id, GAMES.c.x_user_id, shown),
    )


PERSON_GAMES: Final = person_games(None)
"""A person's newest finished games in public servers."""
SHOWN_AGENT_GAMES: Final = select(shown_agent_games(None).subquery())
"""The ids of a person's finished games against agents in public servers."""
PERSON_SEEN: Final = select(
    (
        exists().where(GAMES.c.x_user_id == _user, GAMES.c.server_id.in_(PUBLIC_SERVERS))
        | exists().where(GAMES.c.o_user_id == _user, GAMES.c.server_id.in_(PUBLIC_SERVERS))
    ).label("seen")
)
"""Whether a person played in a public server: a probe of each per-side index."""
PERSON_RATING: Final = (
    select(RATINGS, PLAYERS.c.display_name)
    .join(PLAYERS, PLAYERS.c.user_id == RATINGS.c.user_id)
    .where(RATINGS.c.user_id == _user, RATINGS.c.scope == GLOBAL_SCOPE)
)
PERSON_NAME: Final = select(PLAYERS.c.display_name).where(PLAYERS.c.user_id == _user)
AGENT_GAMES: Final = GAME_WITH_NAMES.where(
    GAMES.c.id.in_(
        union_all(
            _against_agents_as(
                GAMES.c.x_user_id, GAMES.c.o_user_id, GAMES.c.finished_at <= bindparam("p_until")
            ),
            _against_agents_as(
                GAMES.c.o_user_id, GAMES.c.x_user_id, GAMES.c.finished_at <= bindparam("p_until")
            ),
        )
    )
).order_by(GAMES.c.finished_at, GAMES.c.id)
"""A person's finished games against agents up to a moment, in the order they finished: what
their global rating was counted from (all of them, seen or not)."""


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A person's global rating after one rated game against an agent, and that game's
    opponent (``agent:<name>``) and result."""

    game_id: int
    at: datetime
    rating: float
    change: float
    opponent: str
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class PlayerPage:
    user_id: str
    name: str
    stats: RatingState | None
    """The global rating, with the games, W/D/L and streaks of the games shown; ``None``
    before any rated game against an agent."""
    vs: dict[str, Tally]
    """W/D/L of the games shown, per opponent (``agent:<name>``)."""
    games: list[Game]
    history: list[RatingPoint]
    """The global rating after each rated game shown."""


def rating_history(
    user_id: str, games: Sequence[Game], rules: RatingRules | None = None
) -> list[RatingPoint]:
    """``user_id``'s global rating after each of ``games`` (theirs against agents, in the
    order they finished) that counted, by the rules the stats tables follow
    (:meth:`storage.stats.StatsSnapshot.add`, for the global scope alone): the daily cap of a
    pair, no change from a game abandoned before anyone moved, the agent at its stored rating."""
    cap = (rules or RatingRules()).pair_daily_cap
    state, pairs, points = RatingState(), dict[tuple[str, str], int](), []
    for game in games:
        if game.finished_at is None or not game.is_human_vs_agent:
            continue
        pair = (pair_key(game), day_of(game.finished_at))
        if pairs.get(pair, 0) >= cap:
            continue
        pairs[pair] = pairs.get(pair, 0) + 1
        if game.status is GameStatus.ABANDONED and game.winner is None:
            continue
        mark = agent_mark(game)
        assert mark is not None
        outcome = outcome_of(game, mark.other)
        after = state.after(outcome, agent_prior(game))
        change = after.rating - state.rating
        opponent = opponent_key(game, mark.other)
        points.append(
            RatingPoint(game.id, game.finished_at, after.rating, change, opponent, outcome)
        )
        state = after
    return points


def counted(points: Iterable[RatingPoint], rating: float) -> tuple[RatingState, dict[str, Tally]]:
    """The games, W/D/L and streaks of ``points`` (folded by :meth:`RatingState.after`, the
    stats tables' own rule of a streak) with the global ``rating``, and W/D/L per opponent.
    The rating those games alone would give is dropped: the page shows the global one."""
    state, vs = RatingState(), dict[str, Tally]()
    for point in points:
        state = state.after(point.outcome, state.rating)
        won, drew = point.outcome is Outcome.WIN, point.outcome is Outcome.DRAW
        one = Tally(int(won), int(drew), int(not won and not drew))
        vs[point.opponent] = vs.get(point.opponent, Tally()) + one
    return replace(state, rating=rating), vs


def _games(rows: Sequence[Any]) -> list[Game]:
    return [game_record(row, ()) for row in rows]


class WebPlayersRepository(RepositoryCore):
    """A person's page (see the module docstring)."""

    rating_rules: RatingRules

    async def player_page(self, user_id: str, viewer: Viewer | None = None) -> PlayerPage | None:
        """``user_id``'s page as ``viewer`` may see it; for a visitor without a login (``None``),
        ``None`` unless they played in a public server (a logged-in viewer's caller checked
        that they may see this person: :meth:`WebRepository.is_visible_person`)."""
        who = {"p_user": user_id}

        async def rows(connection: AsyncConnection, query: Any, params: dict[str, Any]) -> Any:
            if viewer is None:  # the public statements, compiled once
                return await fetch(connection, query, params)
            # A viewer's statements are made for them: through SQLAlchemy, whose cache keys
            # them by shape (``fetch`` keeps each statement object it is given, for good).
            return (await connection.execute(query, params)).all()

        async def work(connection: AsyncConnection) -> PlayerPage | None:
            if viewer is None:
                seen = await fetch(connection, PERSON_SEEN, who)
                if not seen or not seen[0][0]:
                    return None
            rating = next(iter(await fetch(connection, PERSON_RATING, who)), None)
            named = [rating] if rating is not None else await fetch(connection, PERSON_NAME, who)
            name = named[0].display_name if named else user_id
            public = viewer is None
            games = await rows(connection, PERSON_GAMES if public else person_games(viewer), who)
            shown_ids = SHOWN_AGENT_GAMES if public else shown_agent_games(viewer)
            shown = {r[0] for r in await rows(connection, shown_ids, who)}
            played = await fetch(connection, AGENT_GAMES, {**who, "p_until": LATEST})
            points = rating_history(user_id, _games(played), self.rating_rules)
            history = [p for p in points if p.game_id in shown]
            stats, vs = counted(history, rating.rating if rating is not None else 0.0)
            kept = stats if rating is not None else None
            return PlayerPage(user_id, name, kept, vs, _games(games), history)

        return await self._db.read(work)

    async def global_rating_change(self, game: Game) -> dict[str, RatingPoint]:
        """What ``game``, finished against an agent, did to its person's global rating (by
        user id; empty for a duel, a game still played, or one that counted nowhere)."""
        person = game.x.user_id or game.o.user_id
        if not game.is_human_vs_agent or game.finished_at is None or person is None:
            return {}
        until = {"p_user": person, "p_until": game.finished_at}
        rows = await self._db.read(lambda c: fetch(c, AGENT_GAMES, until))
        points = rating_history(person, _games(rows), self.rating_rules)
        found = [p for p in points if p.game_id == game.id]
        return {person: found[0]} if found else {}
