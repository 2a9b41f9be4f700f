"""Ratings that cannot be farmed, seasons and channel boards, the agents' measured
strength — on SQLite and PostgreSQL, and always what the games table says."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest

from domain.game import Game, Side
from domain.stats import GLOBAL_SCOPE, channel_scope, season_scope
from engine import Mark
from storage import Repository
from storage.rating import AgentStrength, RatingRules
from tests.storage.conftest import ANN, BOB, MINIMAX, at

RANDOM = Side.bot("random", "builtin", 800.0)
X_WINS = [1, 4, 2, 5, 3]
O_WINS = [1, 4, 2, 5, 9, 6]
DRAW = [1, 2, 3, 5, 4, 6, 8, 7, 9]


async def play(
    repo: Repository,
    x: Side,
    o: Side,
    moves: list[int],
    *,
    seconds: float = 0,
    server: str = "s1",
    channel: str = "c",
) -> Game:
    game = await repo.create_game(server_id=server, channel_id=channel, x=x, o=o, now=at(seconds))
    return await repo.apply_moves(game, moves, now=at(seconds))


async def rating(repo: Repository, user_id: str, scope: str = GLOBAL_SCOPE) -> float:
    stats = await repo.player_stats(user_id, scope)
    assert stats is not None
    return stats.rating


async def test_farming_the_random_agent_earns_almost_nothing(repo: Repository) -> None:
    repo.rating_rules = RatingRules(pair_daily_cap=1000)
    for n in range(40):
        await play(repo, ANN, RANDOM, X_WINS, seconds=n)
    stats = await repo.player_stats("ann")
    assert stats is not None and stats.overall.wins == 40
    assert stats.rating < 1205  # 40 wins, but random is 400 below from the first one


async def test_a_duel_counts_only_once_five_moves_are_on_the_board(repo: Repository) -> None:
    for moves in ([], [5], [5, 1], [5, 1, 9, 3]):  # the alt resigns before a real game
        game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
        await repo.resign(await repo.apply_moves(game, moves) if moves else game, Mark.O)
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
    await repo.abandon(await repo.apply_moves(game, [5, 1, 9]), Mark.O)  # or times out
    assert await repo.player_stats("ann", "s1") is None
    assert await repo.player_stats("bob", "s1") is None
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
    await repo.resign(await repo.apply_moves(game, [5, 1, 9, 3, 7]), Mark.O)
    assert await rating(repo, "ann", "s1") > 1200 > await rating(repo, "bob", "s1")
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_a_pair_counts_at_most_the_daily_cap_of_rated_games(repo: Repository) -> None:
    repo.rating_rules = RatingRules(pair_daily_cap=3)
    for n in range(5):
        await play(repo, ANN, BOB, X_WINS, seconds=n)
    await play(repo, ANN, MINIMAX, DRAW, seconds=10)  # another pair: its own cap
    stats = await repo.player_stats("ann", "s1")
    assert stats is not None and stats.games == 4 and stats.vs_people.wins == 3
    await play(repo, ANN, BOB, X_WINS, seconds=24 * 3600)  # the next UTC day
    stats = await repo.player_stats("ann", "s1")
    assert stats is not None and stats.vs_people.wins == 4
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_the_cap_holds_for_every_process_on_the_database(db_url: str) -> None:
    first, second = await Repository.open(db_url), await Repository.open(db_url)
    try:
        for repo in (first, second):
            repo.rating_rules = RatingRules(pair_daily_cap=2)
        await play(first, ANN, BOB, X_WINS, seconds=1)
        await play(second, ANN, BOB, X_WINS, seconds=2)
        await play(first, ANN, BOB, X_WINS, seconds=3)
        stats = await second.player_stats("ann", "s1")
        assert stats is not None and stats.games == 2
    finally:
        await first.close()
        await second.close()


async def test_an_agent_is_rated_by_its_results_against_people(repo: Repository) -> None:
    fallible = Side.bot("fallible", "builtin", 1300.0)
    first = await play(repo, ANN, fallible, X_WINS, seconds=1)
    second = await play(repo, BOB, fallible, X_WINS, seconds=2)
    strengths = await repo.agent_strengths()
    assert strengths["fallible"] == AgentStrength(2, 0, 0, 2, 1200 + 1200)
    # The first game was rated against the prior, the second against the measured rating
    # (pulled down by a loss to a 1200 player); each is stored in its game row.
    stored = [await repo.get_game(g.id) for g in (first, second)]
    assert stored[0].o.agent_rating == 1300.0
    assert stored[1].o.agent_rating == AgentStrength(1, 0, 0, 1, 1200).measured(1300.0)
    assert 1200 < stored[1].o.agent_rating < 1300
    # Bob beat a fallible measured weaker than Ann's: his win is worth a little less.
    assert 1200 < await rating(repo, "bob") < await rating(repo, "ann")
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_an_agent_nobody_has_beaten_keeps_its_fixed_rating(repo: Repository) -> None:
    for n, person in enumerate((ANN, BOB)):
        game = await play(repo, person, MINIMAX, DRAW, seconds=n)
        assert (await repo.get_game(game.id)).o.agent_rating == 1600.0
    assert await rating(repo, "bob") == await rating(repo, "ann")  # the same draw, the same pay


async def test_perfect_play_outranks_farming(repo: Repository) -> None:
    repo.rating_rules = RatingRules(pair_daily_cap=1000)
    for n in range(30):
        await play(repo, ANN, RANDOM, X_WINS, seconds=n)  # Ann farms random
        await play(repo, BOB, MINIMAX, DRAW, seconds=n)  # Bob never loses to minimax
    board = await repo.leaderboard()
    assert [row.user_id for row in board] == ["bob", "ann"]


async def test_a_game_counts_in_its_season_and_channel(repo: Repository) -> None:
    await play(repo, ANN, MINIMAX, X_WINS, seconds=1, channel="c1")
    assert (await repo.current_season("s1")).number == 1
    started = await repo.start_season("s1", "admin", now=at(2))
    assert (started.number, started.started_at) == (2, at(2))
    await play(repo, ANN, MINIMAX, DRAW, seconds=3, channel="c2")
    season_1 = await repo.player_stats("ann", season_scope("s1", 1))
    season_2 = await repo.player_stats("ann", season_scope("s1", 2))
    all_time = await repo.player_stats("ann", "s1")
    assert season_1 is not None and season_2 is not None and all_time is not None
    assert (season_1.games, season_2.games, all_time.games) == (1, 1, 2)
    assert season_2.overall.draws == 1 and season_1.overall.wins == 1
    assert [r.user_id for r in await repo.leaderboard(channel_scope("s1", "c2", 2))] == ["ann"]
    assert await repo.leaderboard(channel_scope("s1", "c1", 2)) == []
    assert await repo.leaderboard(season_scope("s2", 1)) == []  # another server: untouched
    assert [s.number for s in await repo.seasons("s1")] == [2]
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_rebuilding_recomputes_seasons_agents_and_caps(repo: Repository) -> None:
    await play(repo, ANN, MINIMAX, O_WINS, seconds=1)
    await repo.start_season("s1", "admin", now=at(2))
    await play(repo, ANN, BOB, X_WINS, seconds=3)
    before = await repo.stats_snapshot()
    assert before.agents and before.pairs
    assert await repo.rebuild_stats() == before
    assert await repo.stats_snapshot() == before


async def test_the_rating_change_of_a_finished_game(repo: Repository) -> None:
    game = await play(repo, ANN, BOB, X_WINS, seconds=1)
    ann, bob = await repo.rating_changes(game)
    assert ann.user_id == "ann" and ann.rated and round(ann.change) == 20
    assert ann.rating == await rating(repo, "ann", season_scope("s1", 1))
    assert bob.user_id == "bob" and bob.rated and round(bob.change) == -20
    unrated = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB, now=at(2))
    assert await repo.rating_changes(unrated) == ()  # still going
    unrated = await repo.resign(unrated, Mark.X, now=at(2) + timedelta(seconds=1))
    found = await repo.rating_changes(unrated)
    assert [(c.user_id, c.rated, c.change) for c in found] == [("ann", False, 0), ("bob", False, 0)]
    assert found[0].rating == ann.rating  # unchanged


def counting_reads(repo: Repository, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the repository's reads from now on (one element per read)."""
    reads: list[int] = []
    read = repo._db.read

    async def counted(work: Any) -> Any:
        reads.append(1)
        return await read(work)

    monkeypatch.setattr(repo._db, "read", counted)
    return reads


async def test_a_board_finished_by_a_move_shows_what_its_write_computed_without_a_read(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads = counting_reads(repo, monkeypatch)
    games = [
        (ANN, BOB, X_WINS),  # a duel: both people change
        (BOB, ANN, DRAW),
        (MINIMAX, ANN, O_WINS),  # against an agent, the person second
        (ANN, MINIMAX, DRAW),
    ]
    for n, (x, o, moves) in enumerate(games):
        if n == 2:
            await repo.start_season("s1", "admin", now=at(n))  # a season of its own
        game = await play(repo, x, o, moves, seconds=n + 0.5)
        before = len(reads)
        shown = await repo.rating_changes(game)
        assert len(reads) == before  # from the write, no read
        assert all(change.rated for change in shown)
        # Given once: the next look reads the ratings, and finds exactly the same.
        assert await repo.rating_changes(game) == shown
        assert len(reads) == before + 1


async def test_games_ending_together_each_get_their_own_changes(repo: Repository) -> None:
    people = [Side.human(f"p{n}", f"P{n}") for n in range(6)]
    started = [
        await repo.create_game(server_id="s1", channel_id=f"c{n}", x=person, o=MINIMAX)
        for n, person in enumerate(people)
    ]
    # Ended at once: their stats rows are written side by side.
    ended = await asyncio.gather(
        *(repo.apply_moves(game, DRAW if n % 2 else X_WINS) for n, game in enumerate(started))
    )
    assert all(not game.is_active for game in ended)
    written = [await repo.rating_changes(game) for game in ended]
    read = [await repo.rating_changes(game) for game in ended]
    assert written == read
    assert all(changes[0].rated and changes[0].change != 0 for changes in written)
    assert [changes[0].user_id for changes in written] == [p.user_id for p in people]


async def test_a_game_ended_by_resigning_still_reads_its_changes(
    repo: Repository, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
    game = await repo.resign(await repo.apply_moves(game, [5, 1, 9, 3, 7]), Mark.O)
    reads = counting_reads(repo, monkeypatch)
    ann, bob = await repo.rating_changes(game)
    assert ann.rated and ann.change > 0 > bob.change
    assert len(reads) == 1


async def test_the_rating_change_is_read_in_the_season_the_game_counted_in(
    repo: Repository,
) -> None:
    await play(repo, ANN, BOB, X_WINS, seconds=1)
    await repo.start_season("s1", "admin", now=at(2))
    game = await play(repo, BOB, ANN, X_WINS, seconds=3)  # the new season's first game
    bob, ann = await repo.rating_changes(game)
    assert bob.rated and round(bob.change) == 20 and ann.rated and round(ann.change) == -20
    assert bob.rating == await rating(repo, "bob", season_scope("s1", 2))


async def test_a_newcomer_is_listed_as_provisional_below_the_ranked(repo: Repository) -> None:
    for n in range(5):
        await play(repo, ANN, MINIMAX, DRAW, seconds=n)
    for n in range(3):  # three wins: rated higher, but not ranked yet
        await play(repo, BOB, MINIMAX, X_WINS, seconds=10 + n)
    board = await repo.leaderboard()
    assert [(r.user_id, r.rank, r.provisional) for r in board] == [
        ("ann", 1, False),
        ("bob", 0, True),
    ]
    assert await rating(repo, "bob") > await rating(repo, "ann")
    assert [r.user_id for r in await repo.leaderboard(limit=1)] == ["ann"]
