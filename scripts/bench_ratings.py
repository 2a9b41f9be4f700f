"""Can the leaderboard be farmed? The farming scenarios, replayed through the real
game service on a fresh SQLite database, then rated under the old rule and the new ones.

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

    .venv/bin/python scripts/bench_ratings.py                # the full scenarios
    .venv/bin/python scripts/bench_ratings.py --scale 0.1    # a tenth of the games
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

from bot.games.service import GameService
from domain.game import Game
from domain.players import User
from domain.stats import MIN_RANKED_GAMES
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
    options = parser.parse_args()
    asyncio.run(run(options.scale, options.hours, options.same_day, options.seed))


if __name__ == "__main__":
    main()
