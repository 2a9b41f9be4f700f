"""The fair level's start from the people models in the game service: a member new to a
server starts where the server's people are predicted to win the target, a member's own
games move them from there, the server's model is kept and fitted again, and many starts at
once (event loop and worker threads) get what one alone would."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.games.fair_people import PRIOR_SECONDS, PRIOR_USES, FairPeople
from bot.games.service import GameService
from domain.game import Game, Side
from domain.players import User
from engine import Board, load_agent
from engine.agents.fair import level_of_version
from engine.habits import Habits
from engine.people import PeopleModel
from tests.bot.conftest import ServiceFactory
from tests.concurrency import at_once, raised

CLICKER = PeopleModel(Habits(0.001, 0.001, 0.001, 0.001, (0.0,) * 5), {}, 4.0, 0, 0)
CAREFUL = PeopleModel(Habits(), {}, 4.0, 0, 0, skill=1.0)
C = "channel"


def person_moves(person: PeopleModel, person_x: bool, rng: random.Random) -> list[int]:
    """A whole game of ``person`` against the medium agent."""
    agent = load_agent("medium", seed=rng.randrange(2**32))
    board, moves = Board(), []
    while not board.is_over:
        if (board.to_move.value == "X") == person_x:
            dist = person.distribution(board.cells)
            cell = rng.choices(list(dist), weights=list(dist.values()))[0]
        else:
            cell = agent.choose(board)
        moves.append(cell)
        board = board.play(cell)
    return moves


async def store_games(
    service: GameService, server: str, user: User, person: PeopleModel, games: int, seed: int
) -> None:
    """``games`` finished games of ``user`` playing like ``person`` against an agent."""
    rng = random.Random(seed)
    for n in range(games):
        human, bot = Side.human(user.id, user.name), Side.bot("medium", None)
        x, o = (human, bot) if n % 2 == 0 else (bot, human)
        game = await service.repository.create_game(server_id=server, channel_id=C, x=x, o=o)
        await service.repository.apply_moves(game, person_moves(person, n % 2 == 0, rng))


def fair_level(game: Game) -> float:
    side = game.o if game.o.agent == "fair" else game.x
    level = level_of_version(side.agent_version)
    assert level is not None
    return level


async def first_fair_level(service: GameService, user: User, server: str) -> float:
    game = await service.start_game(user, server, C, difficulty="fair", first="me")
    await service.resign(user, server, C)
    return fair_level(game)


async def test_a_new_member_starts_where_the_servers_people_are_predicted_to_win_the_target(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    for n in range(4):
        await store_games(service, "clickers", User(f"c{n}", "c"), CLICKER, 25, seed=n)
        await store_games(service, "careful", User(f"k{n}", "k"), CAREFUL, 25, seed=10 + n)
    ann = User("ann", "Ann")
    among_clickers = await first_fair_level(service, ann, "clickers")
    among_careful = await first_fair_level(service, ann, "careful")
    assert among_clickers > 1.0  # weak people: the level misses blocks from the first game
    assert among_careful < among_clickers - 0.5


async def test_a_members_own_games_move_their_start_away_from_their_servers(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    for n in range(3):
        await store_games(service, "s", User(f"k{n}", "k"), CAREFUL, 30, seed=n)
    ann = User("ann", "Ann")
    await store_games(service, "s", ann, CLICKER, 8, seed=7)
    bob_level = await first_fair_level(service, User("bob", "Bob"), "s")
    assert await first_fair_level(service, ann, "s") > bob_level + 0.5


class CountedReads:
    """A stand-in for the repository's read of people's games: no games, reads counted."""

    def __init__(self) -> None:
        self.reads: list[tuple[str | None, str | None]] = []

    async def people_games(
        self, *, limit: int, server_id: str | None = None, user_id: str | None = None
    ) -> list[Game]:
        self.reads.append((server_id, user_id))
        return []


async def test_a_servers_model_is_kept_then_fitted_again_after_its_uses_or_its_age() -> None:
    reads, now = CountedReads(), [0.0]
    people = FairPeople(reads, clock=lambda: now[0])
    priors = [(await people.prior("s")) for _ in range(PRIOR_USES)]
    assert all(model is priors[0] for model in priors)
    assert reads.reads == [("s", None), (None, None)]  # the server's games and everyone's
    assert await people.prior("s") is not priors[0]  # used up: fitted again
    kept = await people.prior("s")
    now[0] += PRIOR_SECONDS
    assert await people.prior("s") is not kept  # too old: fitted again
    assert await people.prior("other") is not kept  # every server its own


async def test_many_members_starting_at_once_each_get_their_predicted_level(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    await store_games(service, "s", User("c", "c"), CLICKER, 30, seed=1)
    members = [User(f"m{n}", "m") for n in range(6)]
    for n, member in enumerate(members[:3]):
        await store_games(service, "s", member, CAREFUL, 6, seed=100 + n)
    alone = [await service.fair_people.predicted_level(m.id, "s", 0.4) for m in members]
    other = await open_service()  # nothing kept yet: the first starts fit the server's model
    games = await asyncio.gather(
        *(other.start_game(m, "s", f"c{n}", difficulty="fair") for n, m in enumerate(members))
    )
    assert [fair_level(g) for g in games] == pytest.approx(alone, abs=1e-3)


PREDICTIONS = """
import random
from domain.game import Game, GameStatus, Side
from engine import Board, load_agent
from bot.games.fair_people import fit_prior, predict
from domain.time import utcnow
NOW = utcnow()

def game(seed, person):
    rng, agent = random.Random(seed), load_agent('medium', seed=seed)
    board, moves = Board(), []
    while not board.is_over:
        mine = board.to_move.value == 'X'
        cell = rng.choice(board.legal_moves()) if mine else agent.choose(board)
        moves.append(cell)
        board = board.play(cell)
    return Game(id=seed, server_id='s', channel_id='c', x=Side.human(person, person),
                o=Side.bot('medium', None), board=board, moves=tuple(moves),
                status=GameStatus.WON, winner=None, version=1, message_id=None,
                created_at=NOW, updated_at=NOW)

server = [game(n, f'p{n % 3}') for n in range(30)]
prior = fit_prior(server, server)
"""


def test_predictions_share_the_servers_model_and_build_the_tables_from_many_threads() -> None:
    calls = [f"round(predict(server[{n}::5], 'p{n % 3}', prior, 0.4), 9)" for n in range(5)]
    found = at_once(PREDICTIONS, calls * 2)
    assert raised(found) == []
    assert found[:5] == found[5:]  # each the same as its twin, whichever thread built what
    assert len(set(found[:5])) > 1  # and the members' own games told them apart
