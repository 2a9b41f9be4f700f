"""The website's server and player pages, each read in ONE go: one pooled connection, a few
statements compiled once and sent straight to the driver (:func:`storage.sqlite.fetch`).

Through SQLAlchemy's execution each statement cost more than the page's own rendering, and a
page used to open a connection per read; the website's benchmark (``benchmarks/bench_web.py``,
docs/benchmarks.md) is what these reads are held to.

* :meth:`WebPagesRepository.server_page`: a public server's board (current season, another
  season, or a channel in a season), its seasons and channels, its newest finished games, and
  what the learning agent learned from its people (the ``people`` metrics a retraining run
  stores with each version: ``agent_versions.metrics``).
* :meth:`WebPagesRepository.player_page`: a person's global rating, record per opponent,
  newest public games, and their global rating after each rated game, replayed from their
  games against agents (:func:`rating_history`) by the rules the stats tables follow.
* :meth:`WebPagesRepository.global_rating_change`: what a game against an agent did to its
  person's global rating.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final

from sqlalchemy import bindparam, exists, select, union_all

from domain.game import Game, GameStatus
from domain.stats import (
    FIRST_SEASON,
    GLOBAL_SCOPE,
    MIN_RANKED_GAMES,
    LeaderboardRow,
)
from engine.tally import Tally
from storage.async_engine import AsyncConnection
from storage.models import AGENT_VERSIONS, GAMES, PLAYERS, RATINGS, SEASONS, TALLIES
from storage.rating import RatingRules, RatingState
from storage.repos.base import RepositoryCore
from storage.repos.game_rows import game_record
from storage.repos.game_statements import GAME_WITH_NAMES
from storage.repos.stats import board_row
from storage.repos.web import BOARD, FINISHED, PUBLIC_SERVERS
from storage.sqlite import fetch
from storage.stats import agent_mark, agent_prior, day_of, outcome_of, pair_key

BOARD_ROWS: Final = 50
"""Rows of a leaderboard on a page."""
RECENT_GAMES: Final = 20
"""Games in a page's list of recent games."""
LEARNING_AGENT: Final = "dqn"
"""The agent retraining teaches (the one whose versions carry what it learned of people)."""
LATEST: Final = datetime.max.replace(tzinfo=UTC)
"""A rating history's end when it is not cut at a game."""

_scope: Any = bindparam("p_scope")
_user: Any = bindparam("p_user")
_server: Any = bindparam("p_server")

RANKED: Final = BOARD.where(RATINGS.c.scope == _scope, RATINGS.c.games >= MIN_RANKED_GAMES).limit(
    BOARD_ROWS
)
PROVISIONAL: Final = BOARD.where(
    RATINGS.c.scope == _scope, RATINGS.c.games < MIN_RANKED_GAMES
).limit(BOARD_ROWS)
SEASON_NUMBERS: Final = (
    select(SEASONS.c.number).where(SEASONS.c.server_id == _server).order_by(SEASONS.c.number)
)
CHANNEL_SCOPES: Final = (
    select(RATINGS.c.scope)
    .where(RATINGS.c.scope > bindparam("p_low"), RATINGS.c.scope < bindparam("p_high"))
    .distinct()
)
"""The channel scopes of one season (``<server>@<n>#<channel>``), by a range of the
``(scope, rating)`` index."""
SERVER_GAMES: Final = (
    GAME_WITH_NAMES.where(GAMES.c.server_id == _server, FINISHED)
    .order_by(GAMES.c.id.desc())
    .limit(RECENT_GAMES)
)
CHANNEL_GAMES: Final = (
    GAME_WITH_NAMES.where(
        GAMES.c.server_id == _server, GAMES.c.channel_id == bindparam("p_channel"), FINISHED
    )
    .order_by(GAMES.c.id.desc())
    .limit(RECENT_GAMES)
)
LEARNED: Final = (
    select(
        AGENT_VERSIONS.c.version,
        AGENT_VERSIONS.c.metrics,
        AGENT_VERSIONS.c.created_at,
        AGENT_VERSIONS.c.promoted,
        AGENT_VERSIONS.c.promoted_at,
        AGENT_VERSIONS.c.rolled_back_at,
    )
    .where(AGENT_VERSIONS.c.name == LEARNING_AGENT, AGENT_VERSIONS.c.metrics.is_not(None))
    .order_by(AGENT_VERSIONS.c.id)
)


def _newest_public_as(side: Any) -> Any:
    chosen = select(GAMES.c.id).where(
        side == _user, FINISHED, GAMES.c.server_id.in_(PUBLIC_SERVERS)
    )
    return chosen.order_by(GAMES.c.id.desc()).limit(RECENT_GAMES).subquery()


_as_x, _as_o = _newest_public_as(GAMES.c.x_user_id), _newest_public_as(GAMES.c.o_user_id)
PERSON_GAMES: Final = (
    GAME_WITH_NAMES.where(GAMES.c.id.in_(union_all(select(_as_x.c.id), select(_as_o.c.id))))
    .order_by(GAMES.c.id.desc())
    .limit(RECENT_GAMES)
)
"""A person's newest finished games in public servers: the newest of each side from its own
index, merged (an OR of the two sides would read every game)."""
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
PERSON_TALLIES: Final = select(
    TALLIES.c.opponent, TALLIES.c.wins, TALLIES.c.draws, TALLIES.c.losses
).where(TALLIES.c.user_id == _user, TALLIES.c.scope == GLOBAL_SCOPE)


def _against_agents_as(side: Any, other: Any) -> Any:
    return select(GAMES.c.id).where(
        side == _user, other.is_(None), FINISHED, GAMES.c.finished_at <= bindparam("p_until")
    )


AGENT_GAMES: Final = GAME_WITH_NAMES.where(
    GAMES.c.id.in_(
        union_all(
            _against_agents_as(GAMES.c.x_user_id, GAMES.c.o_user_id),
            _against_agents_as(GAMES.c.o_user_id, GAMES.c.x_user_id),
        )
    )
).order_by(GAMES.c.finished_at, GAMES.c.id)
"""A person's finished games against agents up to a moment, in the order they finished: what
their global rating was counted from."""


@dataclass(frozen=True, slots=True)
class LearnedVersion:
    """One version of the learning agent that learned from a server's people: when, and the
    server's entry of its ``people`` metrics (``before``, ``after``, ``habit_rates``...)."""

    version: str
    at: datetime
    serving: bool
    metrics: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class ServerPage:
    server_id: str
    seasons: tuple[int, ...]
    """Every season of the server, oldest first (the last is the current one)."""
    season: int
    channel: str | None
    channels: tuple[str, ...]
    """The channels with a board in ``season``."""
    rows: list[LeaderboardRow]
    games: list[Game]
    learned: list[LearnedVersion]


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """A person's global rating after one rated game against an agent."""

    game_id: int
    at: datetime
    rating: float
    change: float


@dataclass(frozen=True, slots=True)
class PlayerPage:
    user_id: str
    name: str
    rating: Any
    """The global ratings row (rating, games, W/D/L, streaks), or ``None`` before any."""
    vs: dict[str, Tally]
    """W/D/L per opponent: ``agent:<name>`` or ``people``."""
    games: list[Game]
    history: list[RatingPoint]


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
        after = state.after(outcome_of(game, mark.other), agent_prior(game))
        points.append(
            RatingPoint(game.id, game.finished_at, after.rating, after.rating - state.rating)
        )
        state = after
    return points


def _games(rows: Sequence[Any]) -> list[Game]:
    return [game_record(row, ()) for row in rows]


class WebPagesRepository(RepositoryCore):
    """The server and player pages' reads (see the module docstring)."""

    rating_rules: RatingRules

    async def server_page(
        self, server_id: str, season: int | None = None, channel: str | None = None
    ) -> ServerPage:
        """A server's page (its visibility is the caller's to check): ``season`` (``None``:
        the current one; clamped to the seasons there are), ``channel`` (``None``: the whole
        server)."""

        async def work(connection: AsyncConnection) -> ServerPage:
            found = [
                r.number for r in await fetch(connection, SEASON_NUMBERS, {"p_server": server_id})
            ]
            seasons = tuple(sorted({FIRST_SEASON, *found}))
            chosen = season if season is not None and season in seasons else seasons[-1]
            prefix = f"{server_id}@{chosen}"
            bounds = {"p_low": f"{prefix}#", "p_high": f"{prefix}$"}
            channels = tuple(
                r.scope[len(prefix) + 1 :] for r in await fetch(connection, CHANNEL_SCOPES, bounds)
            )
            picked = channel if channel in channels else None
            scope = prefix if picked is None else f"{prefix}#{picked}"
            rows = await _board(connection, scope)
            if picked is None:
                games = await fetch(connection, SERVER_GAMES, {"p_server": server_id})
            else:
                where = {"p_server": server_id, "p_channel": picked}
                games = await fetch(connection, CHANNEL_GAMES, where)
            learned = _learned(await fetch(connection, LEARNED, {}), server_id)
            return ServerPage(
                server_id, seasons, chosen, picked, channels, rows, _games(games), learned
            )

        return await self._db.read(work)

    async def player_page(self, user_id: str, *, public_only: bool = True) -> PlayerPage | None:
        """A person's page, ``None`` unless they played in a public server (``public_only``;
        else the caller checked who may see it, and lists the games they may)."""
        who = {"p_user": user_id}

        async def work(connection: AsyncConnection) -> PlayerPage | None:
            seen = await fetch(connection, PERSON_SEEN, who) if public_only else [(True,)]
            if not seen or not seen[0][0]:
                return None
            rating = next(iter(await fetch(connection, PERSON_RATING, who)), None)
            if rating is not None:
                name = rating.display_name
            else:
                named = await fetch(connection, PERSON_NAME, who)
                name = named[0].display_name if named else user_id
            vs = {
                r.opponent: Tally(r.wins, r.draws, r.losses)
                for r in await fetch(connection, PERSON_TALLIES, who)
            }
            games = _games(await fetch(connection, PERSON_GAMES, who))
            played = await fetch(connection, AGENT_GAMES, {**who, "p_until": LATEST})
            history = rating_history(user_id, _games(played), self.rating_rules)
            return PlayerPage(user_id, name, rating, vs, games, history)

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


async def _board(connection: AsyncConnection, scope: str) -> list[LeaderboardRow]:
    """A scope's board: its ranked rows, then provisional ones up to :data:`BOARD_ROWS`."""
    ranked = await fetch(connection, RANKED, {"p_scope": scope})
    rows = [board_row(place, r) for place, r in enumerate(ranked, start=1)]
    if len(rows) < BOARD_ROWS:
        rest = await fetch(connection, PROVISIONAL, {"p_scope": scope})
        rows += [board_row(0, r, provisional=True) for r in rest[: BOARD_ROWS - len(rows)]]
    return rows


def _learned(rows: Sequence[Any], server_id: str) -> list[LearnedVersion]:
    """The versions whose metrics describe ``server_id``'s people; the newest promoted one not
    rolled back is the serving one."""
    serving = None
    for row in rows:
        if row.promoted and row.rolled_back_at is None:
            serving = row.version
    found = []
    for row in rows:
        people = row.metrics.get("people") if isinstance(row.metrics, Mapping) else None
        servers = people.get("servers") if isinstance(people, Mapping) else None
        entry = servers.get(server_id) if isinstance(servers, Mapping) else None
        if isinstance(entry, Mapping):
            at = row.promoted_at or row.created_at
            found.append(LearnedVersion(row.version, at, row.version == serving, entry))
    return found
