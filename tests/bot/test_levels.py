"""Levels in the game service: a difficulty picks its agent, the fair agent's level follows each
member's stored results (past 1 for a weak member, whose threats it then misses at times), and
the server's fair target is checked before it is stored. (Where a member's first games start,
from the people models: tests/bot/test_fair_people.py.)"""

from __future__ import annotations

import pytest

from bot.games.errors import DifficultyError, InvalidSettingError
from bot.games.service import GameService
from domain.game import Side
from domain.players import User
from engine.agents.fair import level_of_version
from engine.levels import DIFFICULTY_AGENTS, FAIR_STEP, MODEL_GAMES
from tests.bot.conftest import ServiceFactory
from tests.stored import active_game_ids, stored_transitions

ANN = User("ann", "Ann")
ADMIN = User("admin", "Admin")
S, C = "server", "channel"


def fair_rate(game: object) -> float:
    side = game.o if game.o.agent == "fair" else game.x  # type: ignore[attr-defined]
    level = level_of_version(side.agent_version)
    assert level is not None, side.agent_version
    return level


async def stored_member_win(service: GameService, rate: str) -> None:
    """A finished game against the fair level at ``rate`` that Ann won (X on 1, 2, 3)."""
    game = await service.repository.create_game(
        server_id=S,
        channel_id=C,
        x=Side.human(ANN.id, ANN.name),
        o=Side.bot("fair", rate),
    )
    await service.repository.apply_moves(game, [1, 4, 2, 5, 3])


async def stored_member_losses(service: GameService, games: int, rate: str = "p=0.400") -> None:
    """``games`` finished games against the fair level at ``rate`` that Ann resigned."""
    for _ in range(games):
        game = await service.repository.create_game(
            server_id=S, channel_id=C, x=Side.human(ANN.id, ANN.name), o=Side.bot("fair", rate)
        )
        await service.resign(ANN, S, C, game_id=game.id)


@pytest.mark.parametrize("difficulty", list(DIFFICULTY_AGENTS))
async def test_each_difficulty_plays_its_agent(
    open_service: ServiceFactory, difficulty: str
) -> None:
    service = await open_service()
    game = await service.start_game(ANN, S, C, difficulty=difficulty, first="me")
    assert game.o.agent == DIFFICULTY_AGENTS[difficulty]


async def test_a_difficulty_and_an_agent_together_are_refused_and_nothing_is_stored(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    with pytest.raises(DifficultyError, match="not both"):
        await service.start_game(ANN, S, C, agent="minimax", difficulty="easy")
    with pytest.raises(DifficultyError, match="easy, medium, hard, unbeatable, fair"):
        await service.start_game(ANN, S, C, difficulty="nightmare")
    assert await active_game_ids(service.repository) == []
    assert await service.repository.finished_games() == []


async def test_the_fair_rate_rises_after_a_game_the_member_did_not_win(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    first = await service.start_game(ANN, S, C, difficulty="fair", first="me")
    await service.resign(ANN, S, C)  # before a move: nothing more known of how she plays
    second = await service.start_game(ANN, S, C, difficulty="fair", first="me")
    assert fair_rate(second) == pytest.approx(fair_rate(first) + FAIR_STEP * 0.4)


async def test_the_fair_rate_falls_after_a_win_by_the_servers_target_and_across_processes(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    await stored_member_losses(service, MODEL_GAMES - 1)  # past the people models' start
    await stored_member_win(service, "p=0.500")
    await service.update_server_settings(S, ADMIN, fair_target=30)
    other_process = await open_service()
    game = await other_process.start_game(ANN, S, C, difficulty="fair", first="me")
    assert fair_rate(game) == pytest.approx(0.5 - FAIR_STEP * (1 - 0.3))


async def test_a_member_losing_at_every_mistake_is_weak_and_gets_missed_blocks_next(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    await stored_member_losses(service, MODEL_GAMES, "p=1.000")
    weak = await service.start_game(ANN, S, C, difficulty="fair", first="me")
    assert weak.o.agent_version == f"p=1.000 b={FAIR_STEP * 0.4:.3f}"
    await service.resign(ANN, S, C)
    await stored_member_win(service, "p=1.000 b=0.300")  # a win: fewer missed blocks
    kinder = await service.start_game(ANN, S, C, difficulty="fair", first="me")
    assert fair_rate(kinder) == pytest.approx(1.3 - FAIR_STEP * 0.6)


async def test_a_weak_members_game_misses_a_block_as_its_level_says(
    open_service: ServiceFactory,
) -> None:
    """At the top level the agent never blocks a threat it could miss: Ann (X) makes a two
    with her second move and completes it with her third (the agent, with one mark, has no
    win of its own to take first)."""
    service = await open_service()
    game = await service.repository.create_game(
        server_id=S,
        channel_id=C,
        x=Side.human(ANN.id, ANN.name),
        o=Side.bot("fair", "p=1.000 b=1.000"),
    )
    first = await service.play_move(ANN, S, C, 1, game_id=game.id)
    two, threat = (2, 3) if first.reply not in (2, 3) else (4, 7)
    second = await service.play_move(ANN, S, C, two, game_id=game.id)
    assert second.reply != threat
    final = await service.play_move(ANN, S, C, threat, game_id=game.id)
    assert final.game.winner is not None and final.game.side(final.game.winner).user_id == ANN.id


async def test_the_fair_rate_is_kept_per_server(open_service: ServiceFactory) -> None:
    service = await open_service()
    await stored_member_losses(service, MODEL_GAMES - 1)
    await stored_member_win(service, "p=0.800")
    here = await service.start_game(ANN, S, C, difficulty="fair", first="me")
    assert fair_rate(here) == pytest.approx(0.8 - FAIR_STEP * 0.6)
    elsewhere = await service.start_game(ANN, "other-server", C, difficulty="fair", first="me")
    newcomer = await service.start_game(User("bob", "Bob"), "other-server", C, difficulty="fair")
    assert fair_rate(elsewhere) == fair_rate(newcomer)  # new there: like anyone new there


async def test_a_fair_game_plays_at_its_own_rate_and_logs_its_probabilities(
    open_service: ServiceFactory,
) -> None:
    """The agent answers with the game's recorded rate: at p=1.000 X taking the centre meets
    an edge (its believable mistake), every time; the logged probability is that policy's
    (1/4 for each edge, where the default rate would give 0.4/4)."""
    service = await open_service()
    for _ in range(3):
        game = await service.repository.create_game(
            server_id=S, channel_id=C, x=Side.human(ANN.id, ANN.name), o=Side.bot("fair", "p=1.000")
        )
        result = await service.play_move(ANN, S, C, 5, game_id=game.id)
        assert result.reply in (2, 4, 6, 8)
        free = next(c for c in result.game.board.legal_moves() if c not in (1, 3, 7, 9))
        await service.play_move(ANN, S, C, free, game_id=game.id)  # completes fair's decision
        logged = [t for t in await stored_transitions(service.repository, game.id) if t.ply == 1]
        assert [(t.decider, t.decider_version) for t in logged] == [("fair", "p=1.000")]
        assert logged[0].probability == pytest.approx(0.25)
        await service.resign(ANN, S, C)


async def test_the_fair_target_defaults_to_40_and_can_be_set_and_reset(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    assert (await service.server_settings(S)).fair_target == 40
    assert (await service.update_server_settings(S, ADMIN, fair_target=25)).fair_target == 25
    assert (await service.update_server_settings(S, ADMIN, fair_target=None)).fair_target == 40


@pytest.mark.parametrize("bad", [9, 91, 0, 100, "40", 40.5, True])
async def test_a_bad_fair_target_is_refused_and_nothing_is_stored(
    open_service: ServiceFactory, bad: object
) -> None:
    service = await open_service()
    await service.update_server_settings(S, ADMIN, fair_target=35)
    with pytest.raises(InvalidSettingError, match="from 10 to 90"):
        await service.update_server_settings(S, ADMIN, fair_target=bad)
    stored = await service.repository.get_server_settings(S)
    assert stored is not None and stored.chosen["fair_target"] == 35
