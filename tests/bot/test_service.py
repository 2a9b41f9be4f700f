"""The game service, as docs/service-contract.md describes it, over a real database."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Awaitable
from datetime import timedelta
from pathlib import Path
from typing import ClassVar

import pytest

from bot.games.errors import (
    AlreadyPlayingError,
    ChallengeError,
    ChannelNotAllowedError,
    CooldownError,
    GameNotFoundError,
    InvalidSettingError,
    NoActiveGameError,
    NotYourGameError,
    NotYourTurnError,
    ServiceError,
    StaleBoardError,
)
from bot.games.service import GameService
from domain.game import GameStatus, Side
from domain.players import User
from engine import (
    Agent,
    Board,
    CellOccupiedError,
    CellParseError,
    GameOverError,
    Mark,
    UnknownAgentError,
    available_agents,
    register_agent,
)
from engine.tally import Tally
from tests.bot.conftest import Clock, ServiceFactory
from tests.stored import stored_moves as moves_of
from tests.stored import stored_transitions

ANN = User("ann", "Ann")
BOB = User("bob", "Bob")
S, C = "server", "channel"


class Thinker(Agent):
    """A stand-in learned agent: plays the first free cell and notes the thread it ran on."""

    name = "test-thinker"
    version = "t1"
    threads: ClassVar[list[int]] = []

    def choose(self, board: Board) -> int:
        Thinker.threads.append(threading.get_ident())
        return board.legal_moves()[0]


if "test-thinker" not in {spec.name for spec in available_agents()}:
    register_agent("test-thinker", Thinker, description="test stand-in", learned=True)


async def stored_moves(service: GameService, game_id: int) -> list[int]:
    return [m.cell for m in await moves_of(service.repository, game_id)]


# -- games against agents ---------------------------------------------------------------------


async def test_a_game_where_the_person_opens_waits_for_their_move(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    assert (game.x.user_id, game.x.name, game.o.agent) == ("ann", "Ann", "minimax")
    assert game.moves == () and game.is_active and not game.is_duel
    assert game.o.agent_version == "builtin"  # the agent object's .version
    assert await service.active_game(ANN, S, C) == game


async def test_the_agent_opens_when_it_plays_x(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="trap", first="bot")
    assert game.x.agent == "trap" and len(game.moves) == 1
    assert await stored_moves(service, game.id) == list(game.moves)


async def test_a_move_gets_the_agents_answer_and_both_are_stored(service: GameService) -> None:
    await service.start_game(ANN, S, C, agent="minimax", first="me")
    result = await service.play_move(ANN, S, C, "center")
    assert result.cell == 5 and result.reply in (1, 3, 7, 9)
    assert result.game.moves == (5, result.reply) and result.game.board.to_move is Mark.X
    assert await stored_moves(service, result.game.id) == [5, result.reply]


async def test_a_game_against_minimax_ends_and_counts_in_the_stats(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    while game.is_active:
        game = (await service.play_move(ANN, S, C, game.board.legal_moves()[0])).game
    assert game.status in (GameStatus.DRAWN, GameStatus.WON) and game.winner is not Mark.X
    stats = await service.stats("ann", S)
    assert stats.games == 1 and stats.vs_agents == {"minimax": stats.overall}
    assert stats.vs_people == Tally() and stats.name == "Ann"
    assert (await service.stats("ann")).games == 1


async def test_every_human_vs_agent_decision_becomes_a_transition(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    while game.is_active:
        game = (await service.play_move(ANN, S, C, game.board.legal_moves()[-1])).game
    steps = await stored_transitions(service.repository, game.id)
    assert [t.ply for t in steps] == list(range(len(game.moves)))
    assert {t.decider_kind for t in steps if t.side is Mark.X} == {"human"}
    assert {(t.decider, t.decider_version) for t in steps if t.side is Mark.O} == {
        ("minimax", "builtin")
    }
    assert sum(t.done for t in steps) == 2


async def test_a_learned_agent_thinks_off_the_event_loop(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    Thinker.threads.clear()
    game = await service.start_game(ANN, S, C, agent="test-thinker", first="bot")
    result = await service.play_move(ANN, S, C, 9)
    assert game.x.agent_version == "t1" and result.reply == 2
    assert Thinker.threads and threading.get_ident() not in Thinker.threads


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"agent": "stockfish"}, UnknownAgentError),
        ({"first": "sometimes"}, ServiceError),
    ],
)
async def test_a_refused_start_stores_nothing(
    service: GameService, kwargs: dict[str, str], error: type[Exception]
) -> None:
    with pytest.raises(error):
        await service.start_game(ANN, S, C, **kwargs)  # type: ignore[arg-type]
    assert await service.repository.player_name("ann") is None
    with pytest.raises(NoActiveGameError):
        await service.active_game(ANN, S, C)


async def test_one_game_per_channel_unless_the_server_allows_several(
    service: GameService,
) -> None:
    first = await service.start_game(ANN, S, C, first="me")
    with pytest.raises(AlreadyPlayingError, match=f"game #{first.id}"):
        await service.start_game(ANN, S, C)
    await service.start_game(ANN, S, "other-channel")  # another channel is fine
    await service.update_server_settings(S, ANN, multiple_games=True)
    second = await service.start_game(ANN, S, C, first="me")
    assert second.id != first.id


async def test_games_stay_in_the_channels_a_server_allows(service: GameService) -> None:
    await service.update_server_settings(S, ANN, allowed_channels=["games"])
    with pytest.raises(ChannelNotAllowedError):
        await service.start_game(ANN, S, C)
    assert (await service.start_game(ANN, S, "games")).channel_id == "games"


async def test_the_servers_agent_is_the_default(service: GameService) -> None:
    assert (await service.server_settings(S)).agent == "minimax"
    await service.update_server_settings(S, ANN, agent="Random")
    game = await service.start_game(ANN, S, C, first="me")
    assert game.o.agent == "random"


async def test_bad_moves_are_refused_and_change_nothing(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    game = (await service.play_move(ANN, S, C, 5)).game
    refusals: list[tuple[int | str, type[Exception]]] = [
        ("banana", CellParseError),
        (5, CellOccupiedError),
        ("12", CellParseError),
    ]
    for cell, error in refusals:
        with pytest.raises(error):
            await service.play_move(ANN, S, C, cell)
    assert await service.get_game(game.id) == game
    with pytest.raises(NoActiveGameError):
        await service.play_move(BOB, S, C, 1)


async def test_a_button_on_an_old_board_is_refused(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    await service.play_move(ANN, S, C, 5, game_id=game.id, expected_ply=0)
    with pytest.raises(StaleBoardError, match="out of date"):
        await service.play_move(ANN, S, C, 1, game_id=game.id, expected_ply=0)
    with pytest.raises(NotYourGameError):
        await service.play_move(BOB, S, C, 1, game_id=game.id)
    with pytest.raises(GameNotFoundError):
        await service.play_move(ANN, S, C, 1, game_id=999)


async def test_moves_in_a_finished_game_are_refused(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, first="me")
    await service.resign(ANN, S, C)
    with pytest.raises(GameOverError, match="is over"):
        await service.play_move(ANN, S, C, 5, game_id=game.id)


async def test_resigning_hands_the_game_to_the_other_side(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    await service.play_move(ANN, S, C, 1)
    resigned = await service.resign(ANN, S, C)
    assert resigned.id == game.id and resigned.status is GameStatus.RESIGNED
    assert resigned.winner is Mark.O and resigned.result_text == "Ann resigned; minimax (O) wins."
    with pytest.raises(NoActiveGameError):
        await service.resign(ANN, S, C)
    with pytest.raises(GameOverError):
        await service.resign(ANN, S, C, game_id=game.id)


async def test_the_board_message_and_free_cells(service: GameService) -> None:
    assert await service.free_cells(ANN, S, C) == ()
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    await service.set_message(game.id, "123")
    assert (await service.get_game(game.id)).message_id == "123"
    await service.play_move(ANN, S, C, 5)
    assert len(await service.free_cells(ANN, S, C)) == 7
    with pytest.raises(GameNotFoundError):
        await service.set_message(999, "1")
    with pytest.raises(GameNotFoundError):
        await service.get_game(999)


# -- idle games -------------------------------------------------------------------------------


async def test_an_idle_human_loses_and_the_game_is_closed(
    service: GameService, clock: Clock
) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    await service.play_move(ANN, S, C, 1)
    clock.advance(service.idle_timeout_s - 1)
    assert await service.expire_idle_games() == []
    clock.advance(2)
    [closed] = await service.expire_idle_games()
    assert closed.id == game.id and closed.status is GameStatus.ABANDONED
    assert closed.winner is Mark.O and closed.result_text == "Ann timed out; minimax (O) wins."
    assert (await service.stats("ann")).overall == Tally(0, 0, 1)
    assert await service.expire_idle_games() == []


async def test_each_server_has_its_own_move_timeout(service: GameService, clock: Clock) -> None:
    await service.update_server_settings("fast", ANN, move_timeout_s=30)
    quick = await service.start_game(ANN, "fast", C, first="me")
    slow = await service.start_game(ANN, S, C, first="me")
    clock.advance(31)
    assert [g.id for g in await service.expire_idle_games()] == [quick.id]
    assert (await service.get_game(slow.id)).is_active
    closed = await service.expire_idle_games(now=clock.now + timedelta(hours=1))
    assert [g.id for g in closed] == [slow.id]


# -- duels ------------------------------------------------------------------------------------


async def test_a_duel_is_offered_accepted_and_played(service: GameService) -> None:
    offer = await service.challenge(ANN, BOB, S, C, first="me")
    assert offer.status == "pending" and offer.opponent == BOB
    game = await service.accept_challenge(offer.id, BOB)
    assert game.is_duel and game.x.user_id == "ann" and game.o.user_id == "bob"
    await service.play_move(ANN, S, C, 5)
    with pytest.raises(NotYourTurnError):
        await service.play_move(ANN, S, C, 1)
    result = await service.play_move(BOB, S, C, 1)
    assert result.reply is None and result.game.moves == (5, 1)
    assert await stored_transitions(service.repository, game.id) == []  # duels: none
    for player, cell in ((ANN, 9), (BOB, 3), (ANN, 7)):  # five moves: a rated duel
        await service.play_move(player, S, C, cell)
    await service.resign(BOB, S, C)
    assert (await service.stats("ann", S)).vs_people == Tally(1, 0, 0)
    assert (await service.stats("bob", S)).vs_people == Tally(0, 0, 1)


async def test_only_the_challenged_member_answers_and_only_once(service: GameService) -> None:
    offer = await service.challenge(ANN, BOB, S, C)
    with pytest.raises(ChallengeError, match="Only Bob"):
        await service.accept_challenge(offer.id, ANN)
    declined = await service.decline_challenge(offer.id, BOB)
    assert declined.status == "declined"
    with pytest.raises(ChallengeError, match="already declined"):
        await service.accept_challenge(offer.id, BOB)
    with pytest.raises(ChallengeError, match="no challenge #99"):
        await service.accept_challenge(99, BOB)


async def test_a_challenge_expires(service: GameService, clock: Clock) -> None:
    offer = await service.challenge(ANN, BOB, S, C, expires_in_s=30)
    clock.advance(31)
    assert (await service.get_challenge(offer.id)).status == "expired"
    with pytest.raises(ChallengeError, match="expired"):
        await service.accept_challenge(offer.id, BOB)
    assert [c.id for c in await service.expire_challenges()] == [offer.id]


@pytest.mark.parametrize(
    ("challenger", "opponent", "message"),
    [
        (ANN, ANN, "cannot challenge yourself"),
        (ANN, User("robot", "Robot", bot=True), "Robot is a bot"),
    ],
)
async def test_some_challenges_are_refused(
    service: GameService, challenger: User, opponent: User, message: str
) -> None:
    with pytest.raises(ChallengeError, match=message):
        await service.challenge(challenger, opponent, S, C)


async def test_challenges_have_a_cooldown_and_no_duplicates(
    service: GameService, clock: Clock
) -> None:
    await service.challenge(ANN, BOB, S, C)
    with pytest.raises(CooldownError, match="in 30 s"):
        await service.challenge(ANN, User("cy", "Cy"), S, C)
    clock.advance(31)
    with pytest.raises(ChallengeError, match="already a challenge"):
        await service.challenge(ANN, BOB, S, C)
    await service.challenge(ANN, User("cy", "Cy"), S, C)


async def test_nobody_is_challenged_into_a_second_game(service: GameService) -> None:
    await service.start_game(BOB, S, C, first="me")
    with pytest.raises(AlreadyPlayingError, match="Bob is already playing"):
        await service.challenge(ANN, BOB, S, C)


# -- stats, leaderboard, review, settings, agents -------------------------------------------


async def test_the_leaderboard_ranks_after_five_games_and_shows_newcomers_as_provisional(
    service: GameService,
) -> None:
    for n in range(5):
        await service.start_game(ANN, S, C, agent="random", first="me")
        await service.play_move(ANN, S, C, 5)
        await service.resign(ANN, S, C)
        [row] = await service.leaderboard(S)
        assert row.provisional == (n < 4) and (row.rank == 0) == (n < 4)
    [row] = await service.leaderboard(S)
    assert (row.rank, row.user_id, row.overall, row.games, row.streak) == (
        1, "ann", Tally(0, 0, 5), 5, -5,
    )  # fmt: skip
    assert (await service.stats("ann", S)).ranked
    with pytest.raises(ServiceError):
        await service.leaderboard(limit=0)


async def test_unknown_players_have_empty_stats(service: GameService) -> None:
    stats = await service.stats("ghost")
    assert (stats.games, stats.rating, stats.overall, stats.name) == (0, 1200.0, Tally(), "ghost")


async def test_a_review_of_the_last_finished_game(service: GameService) -> None:
    with pytest.raises(GameNotFoundError, match="no finished game"):
        await service.review(ANN, S, C)
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    with pytest.raises(ServiceError, match="still in progress"):
        await service.review(ANN, S, C, game.id)
    await service.play_move(ANN, S, C, 2)
    await service.resign(ANN, S, C)
    review = await service.review(ANN, S, C)
    assert review.game.id == game.id
    assert all(line.mark is Mark.X or line.mark is Mark.O for line in review.lines)
    assert (await service.review(BOB, S, C, game.id)).game.id == game.id


async def test_a_review_says_what_the_side_that_left_early_still_had(
    service: GameService,
) -> None:
    # Resigned after the centre and minimax's reply: the draw was still there.
    await service.start_game(ANN, S, C, agent="minimax", first="me")
    await service.play_move(ANN, S, C, 5)
    await service.resign(ANN, S, C)
    assert (await service.review(ANN, S, C)).value_left == 0
    # O resigned after its losing edge reply to the centre: lost anyway, nothing to say.
    repo = service.repository
    game = await repo.create_game(
        server_id=S,
        channel_id=C,
        x=Side.bot("minimax", "builtin", 1600.0),
        o=Side.human("ann", "Ann"),
    )
    await repo.resign(await repo.apply_moves(game, [5, 2]), Mark.O)
    assert (await service.review(ANN, S, C)).value_left is None
    # Played to its end on the board: nothing left early.
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    while game.is_active:
        free = game.board.cells.index(".") + 1
        game = (await service.play_move(ANN, S, C, free)).game
    assert (await service.review(ANN, S, C)).value_left is None


async def test_a_game_is_reviewed_by_number_only_from_its_server_and_where_it_can_be_seen(
    service: GameService,
) -> None:
    game = await service.start_game(ANN, S, "private", agent="minimax", first="me")
    await service.resign(ANN, S, "private")
    # Its player, anywhere on its server; anyone, from its own channel.
    assert (await service.review(ANN, S, C, game.id)).game.id == game.id
    assert (await service.review(BOB, S, "private", game.id)).game.id == game.id
    # Not from another server, nor by a member elsewhere who may not see its channel: the
    # refusal reads exactly like the one for a number that was never used.
    never_used = str(await _refusal(service.review(BOB, S, C, 999)))
    assert str(await _refusal(service.review(BOB, S, C, game.id))) == never_used.replace(
        "999", str(game.id)
    )
    with pytest.raises(GameNotFoundError, match=f"no game #{game.id}"):
        await service.review(ANN, "other server", C, game.id)


async def _refusal(call: Awaitable[object]) -> GameNotFoundError:
    with pytest.raises(GameNotFoundError) as refused:
        await call
    return refused.value


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"agent": "stockfish"}, "unknown agent"),
        ({"move_timeout_s": 5}, "from 10 to"),
        ({"multiple_games": "yes"}, "true or false"),
        ({"allowed_channels": "general"}, "list of channel ids"),
        ({"colour": "red"}, "Unknown setting 'colour'"),
        ({}, "Nothing to change"),
    ],
)
async def test_invalid_settings_are_refused_and_store_nothing(
    service: GameService, change: dict[str, object], message: str
) -> None:
    with pytest.raises((InvalidSettingError, UnknownAgentError), match=message):
        await service.update_server_settings(S, ANN, **change)
    assert await service.repository.get_server_settings(S) is None


async def test_settings_fill_in_defaults_and_remember_who_changed_them(
    service: GameService, clock: Clock
) -> None:
    settings = await service.update_server_settings(
        S, ANN, challenge_cooldown_s=0, allowed_channels=["a", "b", "a"]
    )
    assert settings.allowed_channels == ("a", "b") and settings.challenge_cooldown_s == 0
    assert settings.move_timeout_s == service.idle_timeout_s and not settings.multiple_games
    assert (settings.updated_by, settings.updated_at) == ("ann", clock.now)
    reset = await service.update_server_settings(S, BOB, allowed_channels=None)
    assert reset.allowed_channels == () and reset.allows("anywhere")


async def test_agents_are_listed_with_the_manifests_strength(
    open_service: ServiceFactory, tmp_path: Path
) -> None:
    manifest = tmp_path / "manifest.json"
    manifest.write_text(
        json.dumps(  # the layout scripts/train.py writes
            {
                "format": 1,
                "agents": {
                    "test-thinker": {
                        "serving": "t1",
                        "versions": {
                            "t0": {"sha256": "a" * 64, "metrics": {}},
                            "t1": {
                                "sha256": "b" * 64,
                                "metrics": {"optimal_move_accuracy": 0.79},
                            },
                        },
                    }
                },
            }
        )
    )
    service = await open_service(manifest_path=manifest)
    infos = {a.name: a for a in service.agents()}
    assert infos["test-thinker"].version == "t1" and infos["test-thinker"].learned
    assert infos["test-thinker"].metrics == {"optimal_move_accuracy": 0.79}
    assert infos["test-thinker"].rating == 1200
    assert infos["minimax"].version is None and infos["minimax"].metrics is None
    assert infos["minimax"].rating == 1600
    versions = await service.repository.list_agent_versions("test-thinker")
    assert [(v.version, v.promoted) for v in versions] == [("t0", False), ("t1", True)]


async def test_no_manifest_is_fine(open_service: ServiceFactory, tmp_path: Path) -> None:
    service = await open_service(manifest_path=tmp_path / "missing.json")
    assert {a.name for a in service.agents()} >= {"minimax", "trap", "random"}


async def test_a_learned_agent_is_reloaded_when_the_manifest_serves_a_new_version(
    open_service: ServiceFactory, tmp_path: Path
) -> None:
    manifest = tmp_path / "manifest.json"

    def serve(version: str) -> None:
        entry = {"serving": version, "versions": {version: {"metrics": {}}}}
        manifest.write_text(json.dumps({"agents": {"test-thinker": entry}}))

    serve("t1")
    service = await open_service(manifest_path=manifest)
    first = await service._agent("test-thinker")
    assert await service._agent("test-thinker") is first  # loaded once
    serve("t2")
    os.utime(manifest, (1, 1))  # a new modification time, whatever the clock's resolution
    assert await service._agent("test-thinker") is not first
