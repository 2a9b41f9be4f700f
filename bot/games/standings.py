"""Standings and review: a player's stats, the leaderboards (per server, channel or everywhere;
a season or all time), seasons, the agents' measured strength, a game's rating change, and the
moves of a finished game that changed its value.
"""

from __future__ import annotations

from bot.games.critical import critical_position
from bot.games.errors import (
    GameNotFoundError,
    SeasonError,
    ServiceError,
    game_not_found,
    leaderboard_size,
)
from bot.games.games import GamesMixin
from domain.answers import Review
from domain.game import Game, GameStatus
from domain.places import has_server
from domain.players import User
from domain.stats import (
    ALL_TIME,
    GLOBAL_SCOPE,
    INITIAL_RATING,
    LEADERBOARD_SIZES,
    AgentStanding,
    BoardScope,
    LeaderboardRow,
    PlayerStats,
    RatingChange,
    Season,
    Standings,
    channel_scope,
    season_scope,
)
from engine.errors import with_params
from engine.review import review_moves, value_left
from engine.tally import Tally
from storage.repos.stats import SeasonRaceError


class StandingsMixin(GamesMixin):
    """Stats, leaderboards and reviews (a review looks a game up as a move does)."""

    async def stats(self, user_id: str, server_id: str | None = None) -> PlayerStats:
        """A player's stats in one server, or everywhere when ``server_id`` is None."""
        scope = server_id or GLOBAL_SCOPE
        found = await self.repository.player_stats(user_id, scope)
        if found is None:
            name = await self.repository.player_name(user_id) or user_id
            return PlayerStats(user_id, name, scope)
        return found

    async def leaderboard(
        self, server_id: str | None = None, limit: int = 10
    ) -> list[LeaderboardRow]:
        """The best-rated players of a server's current season (everywhere, all time, when
        ``server_id`` is None): ranked ones first, then provisional ones."""
        scope: BoardScope = "global" if server_id is None else "server"
        return list((await self.standings(server_id or "", scope=scope, limit=limit)).rows)

    async def standings(
        self,
        server_id: str,
        *,
        scope: BoardScope = "server",
        channel_id: str | None = None,
        season: int | str | None = None,
        limit: int = 10,
        viewer_id: str | None = None,
    ) -> Standings:
        """A leaderboard: of the server, of one of its channels, global, or global among the
        people ``viewer_id`` has played (``played``); of the current season (``season`` None),
        of season ``n`` or of all time (``"all"``; not for channel boards, which are kept per
        season). The global boards span all servers and so have no seasons. A conversation
        with no server (:data:`~domain.places.NO_SERVER`) has no board of its own: its
        ``server`` board is the global one. A refused choice raises :class:`SeasonError`,
        nothing read."""
        low, high = LEADERBOARD_SIZES
        if isinstance(limit, bool) or not isinstance(limit, int) or not low <= limit <= high:
            raise leaderboard_size(limit)
        if scope == "server" and not has_server(server_id):
            scope = "global"
        if scope in ("global", "played"):
            if season not in (None, ALL_TIME):
                raise SeasonError(
                    "The global leaderboard has no seasons: seasons are per server.",
                    reason="global",
                )
            among = viewer_id if scope == "played" else None
            rows = await self.repository.leaderboard(
                GLOBAL_SCOPE, limit=limit, among_opponents_of=among
            )
            return Standings(tuple(rows), scope, None, None)
        current = (await self.repository.current_season(server_id)).number
        number = _season_number(season, current)
        if number is None:
            if scope == "channel":
                raise SeasonError(
                    "Channel leaderboards are kept per season; pick a season, or the server's "
                    "all-time board.",
                    reason="channel-all-time",
                )
            key = server_id
        elif scope == "channel":
            key = channel_scope(server_id, channel_id or "", number)
        else:
            key = season_scope(server_id, number)
        rows = await self.repository.leaderboard(key, limit=limit)
        return Standings(tuple(rows), scope, number, current)

    async def start_season(self, server_id: str, user: User) -> Season:
        """``/ttt-admin season new``: archive this server's standings (the season just ended
        stays readable as ``season:<n>``) and start the next season with everyone unrated.
        The caller checks that ``user`` may manage the server."""
        try:
            return await self.repository.start_season(server_id, user.id, now=self._clock())
        except SeasonRaceError:
            raise SeasonError(
                "Another admin started a new season at the same moment; nothing more changed.",
                reason="race",
            ) from None

    async def current_season(self, server_id: str) -> Season:
        return await self.repository.current_season(server_id)

    async def agent_standings(self, server_id: str | None) -> dict[str, AgentStanding]:
        """Each agent's strength as measured against people: its rating, games,
        and people's W/D/L against it on this server and everywhere."""
        strengths = await self.repository.agent_strengths()
        here = await self.repository.people_against_agents(server_id) if server_id else {}
        everywhere = await self.repository.people_against_agents(GLOBAL_SCOPE)
        found = {}
        for info in self.agents():
            strength = strengths.get(info.name)
            prior = info.rating if info.rating is not None else INITIAL_RATING
            measured = strength.measured(prior) if strength is not None else prior
            found[info.name] = AgentStanding(
                info.name,
                measured,
                strength.games if strength is not None else 0,
                here.get(info.name, Tally()),
                everywhere.get(info.name, Tally()),
            )
        return found

    async def rating_changes(self, game: Game) -> tuple[RatingChange, ...]:
        """What a finished game did to each of its people's season rating (nothing while it
        is going on): shown on the finished board."""
        if game.is_active:
            return ()
        return await self.repository.rating_changes(game)

    async def review(
        self, user: User, server_id: str, channel_id: str, game_id: int | None = None
    ) -> Review:
        """The moves that changed the value of a finished game: ``game_id``, or by default
        the user's last finished game in this channel."""
        if game_id is not None:
            record = await self._game_of(user, server_id, channel_id, game_id)
            if not _reviewable_by(record, user, server_id, channel_id):
                # The same words as for a missing game: ids are sequential, and a refusal
                # that told them apart would let a member map every game on the bot.
                raise game_not_found(game_id)
            if record.is_active:
                raise ServiceError(
                    f"Game #{record.id} is still in progress; a review would give away the "
                    "best moves. Ask again when it is over."
                )
        else:
            found = await self.repository.last_finished_game(user.id, server_id, channel_id)
            if found is None:
                raise with_params(
                    GameNotFoundError("You have no finished game here to review yet."),
                    reason="none-to-review",
                )
            record = found
        lines = review_moves(record.moves)
        return Review(record, lines, critical_position(record.moves, lines), _value_left(record))


def _value_left(game: Game) -> int | None:
    """What the side that resigned or timed out still had (see :attr:`Review.value_left`)."""
    if game.status not in (GameStatus.RESIGNED, GameStatus.ABANDONED) or game.winner is None:
        return None
    return value_left(game.moves, game.winner.other)


def _season_number(season: int | str | None, current: int) -> int | None:
    """The season a leaderboard asks for (``None``: all time), or :class:`SeasonError`."""
    if season is None:
        return current
    if season == ALL_TIME:
        return None
    number = season if isinstance(season, int) else _whole(season)
    if number is None or not 1 <= number <= current:
        raise SeasonError(
            f"There is no season {season} here: this server is in season {current}.",
            reason="not-started",
            season=str(season),
            current=current,
        )
    return number


def _whole(text: str) -> int | None:
    digits = text.strip()
    return int(digits) if digits.isdigit() and len(digits) < 9 else None


def _reviewable_by(record: Game, user: User, server_id: str, channel_id: str) -> bool:
    """A game can be reviewed from its own channel, or anywhere on its server by its players,
    and by its players where there is no server (their DMs: a review follows the person):
    never from another server, and never by a member who may not see its (private) channel."""
    played = user.id in (record.x.user_id, record.o.user_id)
    if record.server_id != server_id:
        return played and not has_server(server_id)
    return played or record.channel_id == channel_id
