"""Accounts that collude (a pyramid, a ring, a chain of alts throwing duels to each other) cannot
climb the global leaderboard: a duel counts only once five moves are on the board, and only on
its server's boards; the global rating counts games against the agents alone. The rules, then
the pyramid of alts played through the write path the bot uses, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import timedelta
from itertools import pairwise

import pytest

from domain.game import Game, GameStatus, Side
from domain.stats import GLOBAL_SCOPE, channel_scope, season_scope
from engine import Board, Mark
from storage import Repository
from storage.rating import AgentStrength, RatingRules
from storage.stats import (
    StatsSnapshot,
    agent_mark,
    agent_prior,
    is_rated,
    scopes_of,
    with_agent_rating,
)
from tests.storage.conftest import ANN, BOB, MINIMAX, T0, at

DRAW = [1, 2, 3, 5, 4, 6, 8, 7, 9]
X_WINS = [1, 4, 2, 5, 3]
THROWN = [5, 1, 9, 3, 7]
"""Five moves, no line yet: the loser resigns the first duel that counts."""


def finished(x: Side, o: Side, moves: list[int], *, day: int = 0, n: int = 0) -> Game:
    """A game X won by O resigning after ``moves`` (or ended on the board)."""
    board = Board()
    for cell in moves:
        board = board.play(cell)
    when = T0 + timedelta(days=day, seconds=n)
    status, winner = GameStatus.RESIGNED, Mark.X if board.ply else None
    if board.is_over:
        status = GameStatus.WON if board.winner is not None else GameStatus.DRAWN
        winner = board.winner
    return Game(n, "s1", "c", x, o, board, tuple(moves), status, winner, 1, None, when, when, when)


def person(name: str) -> Side:
    return Side.human(name, name.title())


def pyramid(top: str) -> list[tuple[Side, Side]]:
    """A pyramid of alts: main beats 3 lieutenants, each beats its 3 feeders."""
    edges = []
    for i in range(3):
        edges.append((person(top), person(f"{top}-l{i}")))
        edges += [(person(f"{top}-l{i}"), person(f"{top}-f{i}{j}")) for j in range(3)]
    return edges


def ring(size: int) -> list[tuple[Side, Side]]:
    return [(person(f"r{i}"), person(f"r{(i + 1) % size}")) for i in range(size)]


def chain(size: int) -> list[tuple[Side, Side]]:
    return list(pairwise(person(f"c{i}") for i in range(size)))


def test_a_duel_needs_five_moves_on_the_board_to_be_rated() -> None:
    for moves in ([], [5], [5, 1], [5, 1, 9], [5, 1, 9, 3]):
        assert not is_rated(finished(ANN, BOB, moves))
    assert is_rated(finished(ANN, BOB, THROWN))
    assert is_rated(finished(ANN, BOB, [1, 4, 2, 5, 3]))  # won on the board at move 5


def test_a_game_against_an_agent_is_rated_once_the_person_moved() -> None:
    assert is_rated(finished(ANN, MINIMAX, [5]))


def test_a_duel_counts_on_its_servers_boards_and_a_game_against_an_agent_also_globally() -> None:
    server = ("s1", season_scope("s1", 2), channel_scope("s1", "c", 2))
    assert scopes_of(finished(ANN, BOB, THROWN), 2) == server
    assert scopes_of(finished(ANN, MINIMAX, DRAW), 2) == (*server, GLOBAL_SCOPE)


@pytest.mark.parametrize(
    "edges", [pyramid("main"), ring(5), chain(6)], ids=["pyramid", "ring", "chain"]
)
def test_no_shape_of_thrown_duels_gives_anyone_a_global_rating(
    edges: list[tuple[Side, Side]],
) -> None:
    games = [
        finished(winner, alt, THROWN, day=day, n=n)
        for day in range(10)
        for n, (winner, alt) in enumerate(edges * 10)
    ]
    stats = StatsSnapshot.from_games(games)
    people = {side.user_id for pair in edges for side in pair}
    assert {user for user, scope in stats.ratings if scope == GLOBAL_SCOPE} == set()
    assert {user for user, scope in stats.ratings if scope == "s1"} == people
    # On the server the duels counted (10 a day per pair): the top of a chain gained there.
    assert stats.ratings[str(edges[0][0].user_id), "s1"].games > 0


def test_alts_losing_to_an_agent_do_not_lift_the_main_that_farms_it_above_honest_play() -> None:
    """9 alts lose to ``fallible`` 10 times a day; their main beats it one game in four (what
    perfect play does) and draws the rest; an honest player draws ``minimax``. 10 days."""
    fallible = Side.bot("fallible", "builtin", 1300.0)
    stats, n = StatsSnapshot(), 0

    def add(game: Game) -> None:
        agent = agent_mark(game)
        assert agent is not None
        strength = stats.agents.get(game.side(agent).agent or "", AgentStrength())
        stats.add(with_agent_rating(game, strength.measured(agent_prior(game))))

    for day, k in ((day, k) for day in range(10) for k in range(10)):
        for alt in range(9):
            n += 1
            add(finished(person(f"alt{alt}"), fallible, [1, 4, 2, 5, 9, 6], day=day, n=n))
        add(finished(person("main"), fallible, X_WINS if k % 4 == 0 else DRAW, day=day, n=n + 1))
        add(finished(person("honest"), MINIMAX, DRAW, day=day, n=n + 2))
        n += 2
    assert stats.agents["fallible"].measured(1300.0) == 1300.0  # not lifted by the throws
    assert stats.agents["minimax"].measured(1600.0) == 1600.0  # nobody beat it

    def rating(user: str) -> float:
        return stats.ratings[user, GLOBAL_SCOPE].rating

    assert rating("main") < rating("honest")


async def test_honest_duels_count_on_the_server_boards(repo: Repository) -> None:
    for n in range(4):  # whole games, each side winning twice
        x, o = (ANN, BOB) if n % 2 else (BOB, ANN)
        game = await repo.create_game(server_id="s1", channel_id="c", x=x, o=o, now=at(n))
        await repo.apply_moves(game, [1, 4, 2, 5, 3], now=at(n))
    for user in ("ann", "bob"):
        stats = await repo.player_stats(user, "s1")
        assert stats is not None and stats.games == 4 and stats.vs_people.wins == 2
        assert await repo.player_stats(user, season_scope("s1", 1)) is not None
        assert await repo.player_stats(user, channel_scope("s1", "c", 1)) is not None


async def test_duels_resigned_before_five_moves_are_on_no_board_of_the_server(
    repo: Repository,
) -> None:
    """The server's boards (all time, the season, the channel) follow the rule of what is
    rated as the global one does: an alt that resigns after a move or two gives nothing."""
    for n in range(10):
        game = await play(repo, ANN, BOB, THROWN[: 1 + n % 4], n)
        await repo.resign(game, Mark.O, now=game.updated_at)
    for scope in ("s1", season_scope("s1", 1), channel_scope("s1", "c", 1), GLOBAL_SCOPE):
        assert await repo.leaderboard(scope, limit=100, min_games=0) == [], scope
        assert await repo.player_stats("ann", scope) is None, scope
    rated = await play(repo, ANN, BOB, THROWN, 20)  # five moves: a real game, counted there
    await repo.resign(rated, Mark.O, now=rated.updated_at)
    board = await repo.leaderboard("s1", limit=100, min_games=0)
    assert [(row.user_id, row.games) for row in board] == [("ann", 1), ("bob", 1)]


async def test_a_pyramid_of_alts_stays_below_an_honest_perfect_player(
    repo: Repository,
) -> None:
    """Main, 3 lieutenants, 9 feeders on one server: each lieutenant beats each of its feeders
    10 times a day and main beats each lieutenant 10 times a day, the loser resigning once five
    moves are on the board; an honest player draws ``minimax`` 10 times a day. Were duels
    counted in the global rating, main would be first after two days, near 1,580, against the
    honest player's 1,380 (and after ten days near 1,800)."""
    repo.rating_rules = RatingRules(pair_daily_cap=10)
    honest = person("honest")
    for day in range(2):
        for n, (winner, alt) in enumerate(pyramid("main") * 10):
            game = await play(repo, winner, alt, THROWN, day * 86_400 + n)
            await repo.resign(game, Mark.O, now=game.updated_at)
        for n in range(10):
            await play(repo, honest, MINIMAX, DRAW, day * 86_400 + 200 + n)
    board = await repo.leaderboard(GLOBAL_SCOPE, limit=100)
    assert [row.user_id for row in board] == ["honest"]  # no alt is on the global board
    main = await repo.player_stats("main", "s1")
    assert main is not None and main.games == 60  # its duels count on the server's boards
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def play(repo: Repository, x: Side, o: Side, moves: list[int], seconds: int) -> Game:
    game = await repo.create_game(server_id="s1", channel_id="c", x=x, o=o, now=at(seconds))
    return await repo.apply_moves(game, moves, now=at(seconds))
