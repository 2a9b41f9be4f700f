"""Concurrent starts and moves through the service: per-player start locks, group commit."""

from __future__ import annotations

import asyncio

import pytest

from bot.games.errors import AlreadyPlayingError, ChallengeError, StaleBoardError
from bot.games.service import GameService
from domain.answers import MoveResult
from domain.game import Game
from domain.players import User
from tests.bot.conftest import Clock

S = "server"


def people(n: int) -> list[User]:
    return [User(f"u{i}", f"User {i}") for i in range(n)]


async def test_many_players_start_at_once_each_gets_a_game(service: GameService) -> None:
    players = people(30)
    games = await asyncio.gather(
        *(service.start_game(u, S, f"c{i % 3}", first="me") for i, u in enumerate(players))
    )
    assert len({g.id for g in games}) == 30
    for user, game in zip(players, games, strict=True):
        assert game.x.user_id == user.id and game.is_active


async def test_one_player_starting_twice_at_once_gets_one_game(service: GameService) -> None:
    ann = User("ann", "Ann")
    results = await asyncio.gather(
        *(service.start_game(ann, S, "c", first="me") for _ in range(5)), return_exceptions=True
    )
    started = [r for r in results if isinstance(r, Game)]
    refused = [r for r in results if isinstance(r, AlreadyPlayingError)]
    assert len(started) == 1 and len(refused) == 4, results
    assert (await service.active_game(ann, S, "c")).id == started[0].id
    # the same player may still start in another channel meanwhile
    assert (await service.start_game(ann, S, "other", first="me")).is_active


async def test_accepting_a_duel_while_starting_a_game_leaves_one_game(
    service: GameService,
) -> None:
    ann, bob = User("ann", "Ann"), User("bob", "Bob")
    offer = await service.challenge(ann, bob, S, "c")
    results = await asyncio.gather(
        service.accept_challenge(offer.id, bob),
        service.start_game(bob, S, "c", first="me"),
        return_exceptions=True,
    )
    games = [r for r in results if isinstance(r, Game)]
    assert len(games) == 1, results
    assert all(isinstance(r, (Game, AlreadyPlayingError, ChallengeError)) for r in results)
    assert (await service.active_game(bob, S, "c")).id == games[0].id


async def test_concurrent_clicks_on_one_board_apply_once(service: GameService) -> None:
    ann = User("ann", "Ann")
    game = await service.start_game(ann, S, "c", first="me")
    results = await asyncio.gather(
        *(
            service.play_move(ann, S, "c", cell, game_id=game.id, expected_ply=0)
            for cell in (1, 5, 9)
        ),
        return_exceptions=True,
    )
    moved = [r for r in results if isinstance(r, MoveResult)]
    assert len(moved) == 1 and all(
        isinstance(r, StaleBoardError) for r in results if r not in moved
    )
    stored = await service.get_game(game.id)
    assert stored.ply == 2 and stored.moves[0] == moved[0].cell


async def test_many_games_played_concurrently_keep_every_move(service: GameService) -> None:
    players = people(20)

    async def play(user: User, channel: str) -> Game:
        game = await service.start_game(user, S, channel, first="me")
        while game.is_active:
            result = await service.play_move(
                user, S, channel, game.board.legal_moves()[0], game_id=game.id,
                expected_ply=game.ply,
            )  # fmt: skip
            game = result.game
        return game

    finished = await asyncio.gather(*(play(u, f"c{i % 4}") for i, u in enumerate(players)))
    for game in finished:
        stored = await service.get_game(game.id)
        assert stored.moves == game.moves and not stored.is_active
    stats = await service.stats("u0", S)
    assert stats.games == 1
    repo = service.repository
    assert await repo.stats_snapshot() == await repo.stats_from_games()


async def test_a_settings_change_is_seen_at_once(service: GameService) -> None:
    ann = User("ann", "Ann")
    assert (await service.server_settings(S)).agent == "minimax"  # now cached
    await service.update_server_settings(S, ann, agent="random", allowed_channels=["games"])
    settings = await service.server_settings(S)
    assert settings.agent == "random" and settings.allowed_channels == ("games",)
    game = await service.start_game(ann, S, "games")
    assert "random" in (game.x.agent, game.o.agent)


async def test_commands_arriving_together_share_one_read_of_the_settings(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[str] = []
    read = service.repository.get_server_settings

    async def counted(server_id: str) -> object:
        reads.append(server_id)
        return await read(server_id)

    monkeypatch.setattr(service.repository, "get_server_settings", counted)
    found = await asyncio.gather(*(service.server_settings(S) for _ in range(20)))
    assert reads == [S]  # not one read per command
    assert {f.agent for f in found} == {"minimax"}


async def test_a_change_made_while_a_read_is_under_way_is_seen_by_the_next_command(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann = User("ann", "Ann")
    read = service.repository.get_server_settings
    began, changed = asyncio.Event(), asyncio.Event()

    async def slow_before_change(server_id: str) -> object:
        found = await read(server_id)
        began.set()
        await changed.wait()  # answers with what it read before the change
        return found

    monkeypatch.setattr(service.repository, "get_server_settings", slow_before_change)
    early = asyncio.ensure_future(service.server_settings(S))
    await began.wait()
    monkeypatch.setattr(service.repository, "get_server_settings", read)
    await service.update_server_settings(S, ann, agent="random")
    assert (await asyncio.wait_for(service.server_settings(S), 5)).agent == "random"
    changed.set()
    assert (await early).agent == "minimax"  # read before the change: that is what it saw


async def test_an_expired_challenge_names_the_real_command(
    service: GameService, clock: Clock
) -> None:
    ann, bob = User("ann", "Ann"), User("bob", "Bob")
    offer = await service.challenge(ann, bob, S, "c", expires_in_s=10)
    clock.advance(11)
    with pytest.raises(ChallengeError, match="expired") as refused:
        await service.accept_challenge(offer.id, bob)
    assert "/ttt play opponent:" in str(refused.value)
    assert "/ttt challenge" not in str(refused.value)
