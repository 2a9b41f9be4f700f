"""Player stats: W/D/L per agent and against people, ratings, leaderboards — and always what
the games table says."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import event

from domain.game import Game, Side
from domain.stats import GLOBAL_SCOPE
from engine import Mark
from engine.tally import Tally
from storage import Repository
from storage.rating import INITIAL_RATING, Outcome, RatingState
from storage.stats import is_rated
from tests.storage.conftest import ANN, BOB, MINIMAX, at

RANDOM = Side.bot("random", "builtin", 800.0)
X_WINS = [1, 4, 2, 5, 3]
DRAW = [1, 2, 3, 5, 4, 6, 8, 7, 9]


async def play(repo: Repository, x: Side, o: Side, moves: list[int], **kw: object) -> Game:
    game = await repo.create_game(server_id=str(kw.get("server", "s1")), channel_id="c", x=x, o=o)
    return await repo.apply_moves(game, moves)


async def test_a_finished_game_counts_in_the_server_and_globally(repo: Repository) -> None:
    await play(repo, ANN, MINIMAX, X_WINS)
    for scope in ("s1", GLOBAL_SCOPE):
        stats = await repo.player_stats("ann", scope)
        assert stats is not None
        assert stats.overall == Tally(1, 0, 0) and stats.games == 1
        assert stats.vs == {"agent:minimax": Tally(1, 0, 0)}
        assert stats.rating == RatingState().after(Outcome.WIN, 1600.0).rating
        assert (stats.streak, stats.best_streak) == (1, 1)
    assert await repo.player_stats("ann", "s2") is None
    assert await repo.player_stats("nobody") is None


async def test_active_games_do_not_count(repo: Repository) -> None:
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=MINIMAX)
    await repo.apply_moves(game, [1, 2])
    assert await repo.player_stats("ann") is None


async def test_records_are_kept_per_agent_and_against_people(repo: Repository) -> None:
    await play(repo, ANN, MINIMAX, X_WINS)
    await play(repo, RANDOM, ANN, X_WINS)  # Ann is O and loses to random
    await play(repo, ANN, BOB, DRAW)
    stats = await repo.player_stats("ann", "s1")
    assert stats is not None
    assert stats.overall == Tally(1, 1, 1)
    assert stats.vs == {
        "agent:minimax": Tally(1, 0, 0),
        "agent:random": Tally(0, 0, 1),
        "people": Tally(0, 1, 0),
    }
    bob = await repo.player_stats("bob", "s1")
    assert bob is not None and bob.vs == {"people": Tally(0, 1, 0)}


async def test_the_global_rating_counts_games_against_agents_only(repo: Repository) -> None:
    await play(repo, ANN, MINIMAX, X_WINS)
    await play(repo, ANN, BOB, X_WINS)
    everywhere, here = await repo.player_stats("ann"), await repo.player_stats("ann", "s1")
    assert everywhere is not None and here is not None
    assert everywhere.overall == Tally(1, 0, 0)
    assert everywhere.vs == {"agent:minimax": Tally(1, 0, 0)}
    assert here.overall == Tally(2, 0, 0) and here.rating > everywhere.rating
    assert await repo.player_stats("bob") is None  # Bob only dueled: no global rating
    assert [row.user_id for row in await repo.leaderboard(min_games=1)] == ["ann"]


async def test_a_duel_moves_both_ratings_by_the_same_amount(repo: Repository) -> None:
    await play(repo, ANN, BOB, X_WINS)
    ann, bob = await repo.player_stats("ann", "s1"), await repo.player_stats("bob", "s1")
    assert ann is not None and bob is not None
    assert ann.rating - INITIAL_RATING == INITIAL_RATING - bob.rating == 20


async def test_resigned_and_abandoned_games_count_for_the_winner(repo: Repository) -> None:
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
    await repo.resign(await repo.apply_moves(game, [1, 5, 9, 3, 7]), Mark.X)
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
    await repo.abandon(await repo.apply_moves(game, [1, 5, 9, 3, 7, 4]), Mark.O)
    ann = await repo.player_stats("ann", "s1")
    assert ann is not None and ann.overall == Tally(1, 0, 1) and ann.streak == 1


async def test_the_leaderboard_ranks_by_rating_players_with_enough_games(
    repo: Repository,
) -> None:
    carl = Side.human("carl", "Carl")
    for _ in range(5):
        await play(repo, ANN, RANDOM, X_WINS)  # Ann: 5 wins
        await play(repo, BOB, RANDOM, DRAW)  # Bob: 5 draws
    await play(repo, carl, RANDOM, X_WINS)  # Carl: 1 game, provisional
    board = await repo.leaderboard()
    assert [(e.rank, e.user_id, e.provisional) for e in board] == [
        (1, "ann", False), (2, "bob", False), (0, "carl", True),
    ]  # fmt: skip
    assert board[0].overall == Tally(5, 0, 0) and board[0].games == 5 and board[0].streak == 5
    assert board[0].rating > board[1].rating
    assert [e.user_id for e in await repo.leaderboard(limit=1)] == ["ann"]
    assert not any(e.provisional for e in await repo.leaderboard(min_games=1))
    assert await repo.leaderboard("other-server") == []
    assert [e.user_id for e in await repo.leaderboard("s1")] == ["ann", "bob", "carl"]


async def test_stats_always_equal_what_the_games_table_says(repo: Repository) -> None:
    rng = random.Random(2024)
    people = [Side.human(f"p{i}", f"P{i}") for i in range(4)]
    agents = [MINIMAX, RANDOM, Side.bot("dqn", "v3", 1350.0)]
    for n in range(40):
        x = rng.choice(people)
        o = rng.choice([a for a in people if a != x] + agents)
        if rng.random() < 0.5:
            x, o = o, x
        game = await repo.create_game(
            server_id=rng.choice(["s1", "s2"]), channel_id="c", x=x, o=o, now=at(n)
        )
        while game.is_active:
            roll = rng.random()
            if roll < 0.05:
                game = await repo.resign(game, rng.choice([Mark.X, Mark.O]), now=at(n))
            elif roll < 0.08:
                game = await repo.abandon(game, game.board.to_move, now=at(n))
            else:
                move = rng.choice(game.board.legal_moves())
                game = await repo.apply_move(game, move, now=at(n))
    kept = await repo.stats_snapshot()
    recomputed = await repo.stats_from_games()
    assert kept.ratings and kept == recomputed
    # and the W/D/L of every player equals a plain count over the games table
    games = [g for g in await repo.finished_games() if is_rated(g)]
    for (user_id, scope), state in kept.ratings.items():
        if "@" in scope:  # seasons and channels: counted by tests/storage/test_standings.py
            continue
        mine = [
            g for g in games
            if user_id in (g.x.user_id, g.o.user_id)
            and (scope == g.server_id or (scope == GLOBAL_SCOPE and not g.is_duel))
        ]  # fmt: skip
        wins = sum(1 for g in mine if g.winner and g.side(g.winner).user_id == user_id)
        draws = sum(1 for g in mine if g.winner is None)
        assert (state.wins, state.draws, state.losses) == (wins, draws, len(mine) - wins - draws)


async def test_rebuilding_the_stats_from_the_games_gives_the_same_tables(
    repo: Repository,
) -> None:
    await play(repo, ANN, MINIMAX, DRAW)
    await play(repo, ANN, BOB, X_WINS, server="s2")
    before = await repo.stats_snapshot()
    assert before.ratings and before.records
    assert await repo.rebuild_stats() == before
    assert await repo.stats_snapshot() == before


@pytest.mark.parametrize("scope", ["s1", GLOBAL_SCOPE])
async def test_a_players_name_comes_from_their_latest_visit(repo: Repository, scope: str) -> None:
    await play(repo, ANN, MINIMAX, X_WINS)
    await play(repo, Side.human("ann", "Ann B."), MINIMAX, X_WINS)
    stats = await repo.player_stats("ann", scope)
    assert stats is not None and stats.name == "Ann B." and stats.games == 2


@pytest.mark.sqlite_only  # PostgreSQL sends a game end's writes as one statement
async def test_a_game_end_writes_the_rows_of_each_table_with_one_statement(
    repo: Repository,
) -> None:
    game = await play(repo, ANN, BOB, X_WINS[:-1])
    sent: list[tuple[str, bool]] = []
    event.listen(
        repo.engine.sync_engine,
        "before_cursor_execute",
        lambda conn, cursor, sql, params, context, many: sent.append((sql, many)),
    )
    await repo.apply_moves(game, X_WINS[-1:])
    ratings = [many for sql, many in sent if sql.startswith("INSERT INTO player_ratings")]
    seen = [many for sql, many in sent if sql.startswith("UPDATE players SET last_seen")]
    assert ratings == [True] and seen == [True]  # two people, three scopes: one call each
    for user, outcome in (("ann", Tally(1, 0, 0)), ("bob", Tally(0, 0, 1))):
        stats = await repo.player_stats(user, "s1")
        assert stats is not None and stats.overall == outcome
