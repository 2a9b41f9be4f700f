"""Can the leaderboard be farmed? Farming scenarios replayed through the real game service on a
fresh SQLite database (the storage write path the bot uses), then rated under the old rule and
the new ones; with ``--shapes``, groups of colluding accounts instead.

Scenarios (each player alone against their opponent, on one server):

- ``farmer``: plays perfect moves against ``random``, always moving first (wins almost every
  game: 3,000 scripted wins);
- ``duelist``: duels an alt account that resigns at once (and, ``duelist2``, another alt that
  plays one move and then resigns);
- ``perfect``: perfect play against ``minimax`` (draws only), ``trap`` and ``fallible``;
- ``strong``: a strong person (a perfect move 90 % of the time, else a random one) against a mix
  of ``medium``, ``fallible``, ``trap`` and ``minimax``.

The clock advances ``--hours`` per game so the daily cap of rated games per pair is a separate
figure: ``--same-day`` plays every game on one day instead. The "old" ratings are the same
games replayed under the old rule (fixed agent ratings, every game rated, no gain
cut-off, no cap); the "new" ones are what the service stored.

With ``--shapes``, accounts that collude, on one server, over ``--days`` days (each pair at most
10 games a day, the daily cap), beside an honest perfect player who plays ``minimax`` 10 times a
day. An alt "throws" a duel: its winner moves first, and the alt resigns once two moves are on
the board (one each, ``/1``) or five (``/5``, past the rule that a duel needs five moves):

- ``pyr``: a pyramid: main beats 3 lieutenants, each lieutenant beats its 3 feeders (one
  thrown duel per pair 10 times a day), as ``pyr1`` (``/1``) and ``pyr5`` (``/5``);
- ``real``: the same pyramid (``/5``) of accounts that each first play ``minimax`` perfectly
  10 times, so they look like real players with a rating against agents;
- ``ring``: 5 accounts, each beats the next and the last beats the first (``/5``);
- ``chain``: 6 accounts, each beats the next one down (``/5``);
- ``agent``: 9 alts each lose to ``fallible`` 10 times a day (a move, then resign) to raise
  what beating it pays, while their main plays it perfectly 10 times a day;
- ``duel``: two honest people who play whole games against each other (90 % perfect moves).

Each account's rating and rank on the global board and on the server's board are printed
beside the honest player's.

    .venv/bin/python -m benchmarks.bench_ratings                # the full scenarios
    .venv/bin/python -m benchmarks.bench_ratings --scale 0.1    # a tenth of the games
    .venv/bin/python -m benchmarks.bench_ratings --shapes       # pyramids, rings, chains
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any

from bot.games.service import GameService
from domain.game import Game
from domain.players import User
from domain.stats import MIN_RANKED_GAMES, LeaderboardRow, PlayerStats
from engine import Board
from engine.solver import optimal_moves
from storage.rating import (
    AGENT_RATINGS,
    INITIAL_RATING,
    Outcome,
    expected_score,
    k_factor,
)
from storage.stats import outcome_of

SERVER, CHANNEL = "bench", "c"
Chooser = Callable[[Board], int]
Step = Callable[[], Awaitable[Game]]


class Clock:
    """The service's clock: moved on by the bench, never by the wall."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def perfect(rng: random.Random) -> Chooser:
    return lambda board: rng.choice(optimal_moves(board))


def strong(rng: random.Random, accuracy: float = 0.9) -> Chooser:
    def choose(board: Board) -> int:
        if rng.random() < accuracy:
            return rng.choice(optimal_moves(board))
        return rng.choice(board.legal_moves())

    return choose


async def play_agent(
    service: GameService, user: User, agent: str, choose: Chooser, first: str = "random"
) -> Game:
    game = await service.start_game(user, SERVER, CHANNEL, agent=agent, first=first)  # type: ignore[arg-type]
    while game.is_active:
        game = (await service.play_move(user, SERVER, CHANNEL, choose(game.board))).game
    return game


async def duel(service: GameService, me: User, alt: User, alt_moves: int, choose: Chooser) -> Game:
    challenge = await service.challenge(me, alt, SERVER, CHANNEL, first="me")
    game = await service.accept_challenge(challenge.id, alt)
    for _ in range(alt_moves):  # I move, the alt answers
        game = (await service.play_move(me, SERVER, CHANNEL, choose(game.board))).game
        if not game.is_active:
            return game
        game = (await service.play_move(alt, SERVER, CHANNEL, game.board.legal_moves()[0])).game
        if not game.is_active:
            return game
    return await service.resign(alt, SERVER, CHANNEL)


async def throw(service: GameService, winner: User, alt: User, plies: int, choose: Chooser) -> Game:
    """A duel the alt loses on purpose: the winner moves first; the alt answers with the first
    free cell until ``plies`` moves are on the board, then resigns."""
    challenge = await service.challenge(winner, alt, SERVER, CHANNEL, first="me")
    game = await service.accept_challenge(challenge.id, alt)
    while game.is_active and game.ply < plies:
        player = winner if game.ply % 2 == 0 else alt
        move = choose(game.board) if player is winner else game.board.legal_moves()[0]
        game = (await service.play_move(player, SERVER, CHANNEL, move)).game
    return await service.resign(alt, SERVER, CHANNEL) if game.is_active else game


async def lose_to_agent(service: GameService, user: User, agent: str) -> Game:
    """A game thrown to an agent: one move, then resign (rated: the person moved)."""
    game = await service.start_game(user, SERVER, CHANNEL, agent=agent, first="me")
    game = (await service.play_move(user, SERVER, CHANNEL, game.board.legal_moves()[0])).game
    return await service.resign(user, SERVER, CHANNEL) if game.is_active else game


async def whole_duel(service: GameService, x: User, o: User, choose: Chooser) -> Game:
    """A real duel: both sides play ``choose`` to the end, ``x`` first."""
    challenge = await service.challenge(x, o, SERVER, CHANNEL, first="me")
    game = await service.accept_challenge(challenge.id, o)
    while game.is_active:
        player = x if game.ply % 2 == 0 else o
        game = (await service.play_move(player, SERVER, CHANNEL, choose(game.board))).game
    return game


PER_DAY = 10
"""Games a day of each pair: the default daily cap of rated games per pair."""


def shape_duels() -> dict[str, list[tuple[str, str, int]]]:
    """Each shape's thrown duels of one day: (winner, alt, moves on the board when the alt
    resigns), :data:`PER_DAY` times each."""

    def pyramid(name: str, plies: int) -> list[tuple[str, str, int]]:
        edges = []
        for i in range(3):
            edges.append((f"{name}.main", f"{name}.l{i}", plies))
            edges += [(f"{name}.l{i}", f"{name}.f{i}{j}", plies) for j in range(3)]
        return edges

    ring = [(f"ring.{i}", f"ring.{(i + 1) % 5}", 5) for i in range(5)]
    chain = [(f"chain.{i}", f"chain.{i + 1}", 5) for i in range(5)]
    return {
        "pyr1": pyramid("pyr1", 2), "pyr5": pyramid("pyr5", 5), "real": pyramid("real", 5),
        "ring": ring, "chain": chain,
    }  # fmt: skip


def day_plan(
    service: GameService, users: dict[str, User], day: int, best: Chooser, good: Chooser
) -> list[Step]:
    """One day's games of every shape, of the honest player and of the honest duelists."""
    plan: list[Step] = []
    for edges in shape_duels().values():
        for winner, alt, plies in edges:
            plan += [partial(throw, service, users[winner], users[alt], plies, best)] * PER_DAY
    if day == 0:  # the real-looking accounts play a few perfect games first
        for name in (name for name in users if name.startswith("real.")):
            plan += [partial(play_agent, service, users[name], "minimax", best)] * PER_DAY
    plan += [partial(play_agent, service, users["honest"], "minimax", best)] * PER_DAY
    for name in (name for name in users if name.startswith("agent.")):
        if name == "agent.main":  # farms the agent its alts keep losing to
            plan += [partial(play_agent, service, users[name], "fallible", best)] * PER_DAY
        else:
            plan += [partial(lose_to_agent, service, users[name], "fallible")] * PER_DAY
    ann, bob = users["duel.ann"], users["duel.bob"]
    plan += [partial(whole_duel, service, ann, bob, good)] * (PER_DAY // 2)
    plan += [partial(whole_duel, service, bob, ann, good)] * (PER_DAY // 2)
    return plan


async def run_shapes(days: int, seed: int) -> None:
    """Pyramids, rings and chains of alts beside an honest player, through the service."""
    rng = random.Random(seed)
    clock = Clock()
    best, good = perfect(rng), strong(rng)
    edges = [pair for shape in shape_duels().values() for pair in shape]
    accounts = sorted({name for pair in edges for name in pair[:2]})
    accounts += ["agent.main", *(f"agent.{n}" for n in range(9))]
    users = {name: User(name, name) for name in [*accounts, "honest", "duel.ann", "duel.bob"]}
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/shapes.db"
        service = await GameService.open(url, seed=seed, challenge_cooldown_s=0, clock=clock)
        started, played = time.perf_counter(), 0
        for day in range(days):
            plan = day_plan(service, users, day, best, good)
            rng.shuffle(plan)  # every shape plays through the same day
            clock.now = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(days=day)
            for step in plan:
                await step()
                clock.now += timedelta(seconds=60)
            played += len(plan)
        elapsed = time.perf_counter() - started
        boards = {
            "global": await service.leaderboard(None, limit=100),
            "server": await service.leaderboard(SERVER, limit=100),
        }
        stats = {
            name: (await service.stats(name), await service.stats(name, SERVER)) for name in users
        }
        await service.close()
    print(f"{played} games through the service in {elapsed:.1f} s ({days} days, seed {seed})")
    report_shapes(users, stats, boards)


def report_shapes(
    users: dict[str, User],
    stats: dict[str, tuple[PlayerStats, PlayerStats]],
    boards: dict[str, list[LeaderboardRow]],
) -> None:
    """Each account's global and server rating and rank, against the honest player's."""
    ranks = {where: {row.user_id: row.rank for row in rows} for where, rows in boards.items()}

    def rank(where: str, name: str) -> str:
        found = ranks[where].get(name, 0)
        return str(found) if found else "-"

    honest = {"global": stats["honest"][0].rating, "server": stats["honest"][1].rating}
    print(f"{'account':<10} {'games':>6} {'global':>7} {'rank':>5} {'server':>7} {'rank':>5}"
          "  vs honest (global, server)")  # fmt: skip
    above = {"global": 0, "server": 0}
    for name in users:
        everywhere, here = stats[name]
        marks = []
        for where, mine in (("global", everywhere), ("server", here)):
            ranked = rank(where, name) != "-"
            higher = ranked and name != "honest" and mine.rating > honest[where]
            above[where] += higher and not name.startswith(("duel.", "honest"))
            marks.append("ABOVE" if higher else "below" if name != "honest" else "=")
        print(f"{name:<10} {here.games:>6} {everywhere.rating:>7.0f} {rank('global', name):>5}"
              f" {here.rating:>7.0f} {rank('server', name):>5}  {', '.join(marks)}")  # fmt: skip
    farmers = sum(1 for name in users if not name.startswith(("duel.", "honest")))
    for where in ("global", "server"):
        place = f"honest player rank {rank(where, 'honest')}, rating {honest[where]:.0f}"
        print(f"{where} board: {place}; colluding accounts above: {above[where]} of {farmers}")


def old_rule_ratings(games: list[Game]) -> dict[str, tuple[float, int]]:
    """The global rating and games of each person under the old rule (fixed agent ratings, every
    game rated, no gain cut-off, no cap)."""
    state: dict[str, tuple[float, int]] = {}
    for game in games:
        people = [s.user_id for s in (game.x, game.o) if s.user_id is not None]
        before = {user_id: state.get(user_id, (INITIAL_RATING, 0)) for user_id in people}
        for mark_side, other in ((game.x, game.o), (game.o, game.x)):
            if mark_side.user_id is None:
                continue
            rating, played = before[mark_side.user_id]
            if other.agent is not None:
                opponent = AGENT_RATINGS.get(other.agent, INITIAL_RATING)
            else:
                assert other.user_id is not None
                opponent = before[other.user_id][0]
            mark = game.mark_of(mark_side.user_id)
            assert mark is not None
            outcome: Outcome = outcome_of(game, mark)
            change = k_factor(played) * (outcome.score - expected_score(rating, opponent))
            state[mark_side.user_id] = (rating + change, played + 1)
    return state


def ranks(ratings: dict[str, tuple[float, int]]) -> dict[str, int]:
    ranked = sorted(
        (uid for uid, (_, games) in ratings.items() if games >= MIN_RANKED_GAMES),
        key=lambda uid: -ratings[uid][0],
    )
    return {uid: i for i, uid in enumerate(ranked, start=1)}


async def run(scale: float, hours: float, same_day: bool, seed: int) -> None:
    rng = random.Random(seed)
    clock = Clock()
    step = timedelta(0) if same_day else timedelta(hours=hours)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/ratings.db"
        service = await GameService.open(url, seed=seed, challenge_cooldown_s=0, clock=clock)
        people = {name: User(name, name) for name in ("farmer", "duelist", "alt", "duelist2",
                                                      "alt2", "perfect", "strong")}  # fmt: skip
        best, good = perfect(rng), strong(rng)

        def n(count: int) -> int:
            return max(1, round(count * scale))

        def vs_agent(
            player: str, agent: str, choose: Chooser, count: int, first: str = "random"
        ) -> list[Step]:
            user = people[player]
            return [lambda: play_agent(service, user, agent, choose, first)] * n(count)

        def duels(player: str, alt: str, alt_moves: int, count: int) -> list[Step]:
            me, other = people[player], people[alt]
            return [lambda: duel(service, me, other, alt_moves, best)] * n(count)

        plan = vs_agent("farmer", "random", best, 3000, first="me")  # scripted wins
        plan += duels("duelist", "alt", 0, 1000) + duels("duelist2", "alt2", 1, 1000)
        for agent, count in (("minimax", 300), ("trap", 150), ("fallible", 150)):
            plan += vs_agent("perfect", agent, best, count)
        for agent in ("medium", "fallible", "trap", "minimax"):
            plan += vs_agent("strong", agent, good, 150)
        rng.shuffle(plan)  # everyone plays through the same days
        started = time.perf_counter()
        for game in plan:
            await game()
            clock.now += step
        elapsed = time.perf_counter() - started
        games = await service.repository.finished_games()
        old = old_rule_ratings(games)
        new = {}
        for uid in people:
            stats = await service.stats(uid)
            new[uid] = (stats.rating, stats.games)
        strengths = await service.repository.agent_strengths()
        measured = {a.name: a.rating for a in service.agents()}
        await service.close()
    old_rank, new_rank = ranks(old), ranks(new)
    print(f"{len(games)} games through the service in {elapsed:.1f} s "
          f"({'one day' if same_day else f'{hours:g} h apart'}; scale {scale:g})")  # fmt: skip
    print(f"{'player':<10} {'games':>6} {'old rating':>11} {'old rank':>9} "
          f"{'rated':>6} {'new rating':>11} {'new rank':>9}")  # fmt: skip
    for uid in people:
        played = sum(1 for g in games if uid in (g.x.user_id, g.o.user_id))
        print(
            f"{uid:<10} {played:>6} {old.get(uid, (INITIAL_RATING, 0))[0]:>11.0f} "
            f"{old_rank.get(uid, '-')!s:>9} {new[uid][1]:>6} {new[uid][0]:>11.0f} "
            f"{new_rank.get(uid, '-')!s:>9}"
        )
    print_agents(strengths, measured)


def print_agents(strengths: dict[str, Any], measured: dict[str, float | None]) -> None:
    """Each agent's rating: the fixed prior, and what its games against people measured."""
    print("agents measured against people (fixed prior -> measured, games):")
    for name, strength in sorted(strengths.items()):
        prior = measured.get(name) or INITIAL_RATING
        print(f"  {name:<9} {prior:>6.0f} -> {strength.measured(prior):>6.0f}  ({strength.games})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the scenarios' games")
    parser.add_argument("--hours", type=float, default=3.0, help="clock step between games")
    parser.add_argument("--same-day", action="store_true", help="every game on one UTC day")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--shapes", action="store_true", help="pyramids, rings and chains")
    parser.add_argument("--days", type=int, default=10, help="days of --shapes")
    options = parser.parse_args()
    if options.shapes:
        asyncio.run(run_shapes(options.days, options.seed))
    else:
        asyncio.run(run(options.scale, options.hours, options.same_day, options.seed))


if __name__ == "__main__":
    main()
