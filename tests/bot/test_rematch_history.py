"""Rematch and history, through the game service over a real database (SQLite and
PostgreSQL): the same pairing again with the colours swapped, one rematch per finished game,
and a member's recent games as far as the asker may review them."""

from __future__ import annotations

import asyncio

import pytest

from bot.console import Console
from bot.games.errors import (
    AlreadyPlayingError,
    ChannelNotAllowedError,
    CooldownError,
    DuplicateChallengeError,
    GameNotFoundError,
    HistorySizeError,
    NothingToRematchError,
    RematchNotOverError,
    RematchNotPlayerError,
    RematchTakenError,
)
from bot.games.service import GameService
from domain.challenge import Challenge
from domain.game import Game
from domain.players import User
from engine import Mark
from tests.bot.conftest import Clock
from tests.stored import active_game_ids

ANN = User("ann", "Ann")
BOB = User("bob", "Bob")
CAT = User("cat", "Cat")
S, C = "server", "channel"


async def finished_vs_agent(service: GameService, user: User = ANN, **where: str) -> Game:
    """A game of ``user`` against minimax (``user`` opens), resigned at once."""
    server, channel = where.get("server", S), where.get("channel", C)
    await service.start_game(user, server, channel, agent="minimax", first="me")
    return await service.resign(user, server, channel)


async def finished_duel(service: GameService, x: User = ANN, o: User = BOB) -> Game:
    """A duel of ``x`` (X) against ``o``, resigned by ``o``."""
    offer = await service.challenge(x, o, S, C, first="me")
    await service.accept_challenge(offer.id, o)
    return await service.resign(o, S, C)


# -- rematch against an agent -------------------------------------------------------------------


async def test_a_rematch_replays_the_same_agent_with_the_colours_swapped(
    service: GameService,
) -> None:
    first = await finished_vs_agent(service)
    assert first.x.user_id == "ann" and first.o.agent == "minimax"
    again = await service.rematch(ANN, S, C, first.id)
    assert isinstance(again, Game) and again.is_active and again.id != first.id
    assert again.x.agent == "minimax" and again.o.user_id == "ann"
    assert len(again.moves) == 1  # the agent plays X now, so it has opened
    back = await service.resign(ANN, S, C)
    third = await service.rematch(ANN, S, C, back.id)
    assert isinstance(third, Game) and third.x.user_id == "ann" and third.moves == ()


async def test_a_rematch_clicked_twice_starts_one_game(service: GameService) -> None:
    first = await finished_vs_agent(service)
    again = await service.rematch(ANN, S, C, first.id)
    await service.resign(ANN, S, C)  # the one-game-per-channel rule is not what refuses next
    with pytest.raises(RematchTakenError) as refused:
        await service.rematch(ANN, S, C, first.id)
    assert refused.value.params == {"game_id": first.id, "rematch_id": again.id}


async def test_two_rematch_clicks_at_once_start_one_game(open_service: object) -> None:
    """Two services (two processes' worth of state) race: the database picks one."""
    one = await open_service(seed=1)  # type: ignore[operator]
    two = await open_service(seed=2)  # type: ignore[operator]
    await one.update_server_settings(S, ANN, multiple_games=True)
    first = await finished_vs_agent(one)
    results = await asyncio.gather(
        one.rematch(ANN, S, C, first.id), two.rematch(ANN, S, C, first.id), return_exceptions=True
    )
    started = [r for r in results if isinstance(r, Game)]
    assert len(started) == 1, results
    assert [type(r) for r in results if not isinstance(r, Game)] == [RematchTakenError]
    assert len(await active_game_ids(one.repository, user_id="ann")) == 1


async def test_only_the_player_may_ask_for_a_rematch(service: GameService) -> None:
    first = await finished_vs_agent(service)
    with pytest.raises(RematchNotPlayerError, match="Only Ann and minimax"):
        await service.rematch(BOB, S, C, first.id)
    assert await active_game_ids(service.repository, server_id=S) == []


async def test_a_rematch_keeps_the_rules_of_play(service: GameService) -> None:
    first = await finished_vs_agent(service)
    await service.start_game(ANN, S, C, agent="random")
    with pytest.raises(AlreadyPlayingError):
        await service.rematch(ANN, S, C, first.id)
    await service.resign(ANN, S, C)
    await service.update_server_settings(S, ANN, allowed_channels=["elsewhere"])
    with pytest.raises(ChannelNotAllowedError):
        await service.rematch(ANN, S, C, first.id)
    assert await service.repository.rematch_of(first.id) is None  # nothing claimed


async def test_a_game_in_progress_or_of_another_place_has_no_rematch(
    service: GameService,
) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    with pytest.raises(RematchNotOverError):
        await service.rematch(ANN, S, C, game.id)
    await service.resign(ANN, S, C)
    with pytest.raises(GameNotFoundError):
        await service.rematch(ANN, S, "other-channel", game.id)
    with pytest.raises(GameNotFoundError):
        await service.rematch(ANN, S, C, 999_999)


async def test_without_a_number_the_last_finished_game_here_is_replayed(
    service: GameService,
) -> None:
    with pytest.raises(NothingToRematchError):
        await service.rematch(ANN, S, C)
    first = await finished_vs_agent(service)
    again = await service.rematch(ANN, S, C)
    assert isinstance(again, Game) and again.o.user_id == "ann"
    assert await service.repository.rematch_of(first.id) == again.id


# -- rematch of a duel --------------------------------------------------------------------------


async def test_a_duel_rematch_is_an_invitation_with_the_colours_swapped(
    service: GameService, clock: Clock
) -> None:
    duel = await finished_duel(service)
    clock.advance(60)  # past the challenge cooldown
    offer = await service.rematch(BOB, S, C, duel.id, expires_in_s=120)
    assert isinstance(offer, Challenge) and offer.status == "pending"
    assert (offer.challenger, offer.opponent, offer.rematch_of) == (BOB, ANN, duel.id)
    assert offer.first == "me"  # bob played O: he plays X now
    game = await service.accept_challenge(offer.id, ANN)
    assert (game.x.user_id, game.o.user_id) == ("bob", "ann")
    assert await service.repository.rematch_of(duel.id) == game.id
    await service.resign(ANN, S, C)
    clock.advance(60)
    with pytest.raises(RematchTakenError):
        await service.rematch(ANN, S, C, duel.id)


async def test_a_duel_rematch_follows_the_challenge_rules(
    service: GameService, clock: Clock
) -> None:
    await service.update_server_settings(S, ANN, challenge_cooldown_s=30)
    duel = await finished_duel(service)
    with pytest.raises(CooldownError):
        await service.rematch(ANN, S, C, duel.id)  # ann challenged moments ago
    offer = await service.rematch(BOB, S, C, duel.id)
    assert isinstance(offer, Challenge)
    clock.advance(31)
    with pytest.raises(DuplicateChallengeError):
        await service.rematch(ANN, S, C, duel.id)  # the other side's click: answer it instead
    with pytest.raises(RematchNotPlayerError):
        await service.rematch(CAT, S, C, duel.id)
    declined = await service.decline_challenge(offer.id, ANN)
    assert declined.status == "declined"
    again = await service.rematch(ANN, S, C, duel.id)  # declined is not played: ask again
    assert isinstance(again, Challenge) and again.first == "them"  # ann played X


# -- history ------------------------------------------------------------------------------------


async def test_history_lists_a_members_finished_games_newest_first(
    service: GameService,
) -> None:
    assert await service.history(ANN, S, C) == []
    games = [await finished_vs_agent(service) for _ in range(3)]
    await finished_vs_agent(service, server="another-server")
    await service.start_game(ANN, S, C, agent="minimax", first="me")  # in progress: not listed
    listed = await service.history(ANN, S, C)
    assert [g.id for g in listed] == [g.id for g in reversed(games)]
    assert [g.id for g in await service.history(ANN, S, C, limit=2)] == [
        games[2].id,
        games[1].id,
    ]
    with pytest.raises(HistorySizeError):
        await service.history(ANN, S, C, limit=26)


async def test_another_members_history_lists_only_what_the_asker_may_review(
    service: GameService,
) -> None:
    here = await finished_vs_agent(service, channel=C)
    private = await finished_vs_agent(service, channel="private")
    together = await finished_duel(service)  # in C, ann and bob
    own = [g.id for g in await service.history(ANN, S, "private")]
    assert own == [together.id, private.id, here.id]
    # Bob asking from C: ann's games of C, and the duel he played.
    assert [g.id for g in await service.history(BOB, S, C, ANN)] == [together.id, here.id]
    # Cat asking from the private channel sees only what was played there.
    assert [g.id for g in await service.history(CAT, S, "private", ANN)] == [private.id]
    for game in await service.history(CAT, S, "private", ANN):  # each one reviewable by cat
        await service.review(CAT, S, "private", game.id)
    assert game.mark_of("ann") is Mark.X


# -- the console --------------------------------------------------------------------------------


async def test_the_console_rematches_its_last_game_and_lists_its_history(
    service: GameService,
) -> None:
    console = Console(service, User("me", "Me"), locale="en")
    refused = await console.answer("/ttt rematch")
    assert refused.outcome == "refused" and "no finished game here" in refused.text
    assert (await console.answer("/ttt history")).text == "You have no finished game here yet."
    await console.handle("/ttt play minimax first:me")
    await console.handle("/ttt resign")
    again = await console.handle("/ttt rematch")
    assert again.startswith("Game #2: minimax (X) vs Me (O).\nminimax opens on cell")
    assert (await console.answer("/ttt rematch")).text == (
        "Game #1 has had its rematch already: game #2."
    )
    await console.handle("/ttt resign")
    history = (await console.handle("/ttt history")).splitlines()
    assert history[0].startswith("Your recent games here, newest first")
    assert [line.split()[0] for line in history[1:]] == ["#2", "#1"]
    # Both games were resigned before the member's first move: abandoned, counted nowhere.
    assert history[1].endswith("vs minimax: abandoned, unrated")
    unexpected = await console.answer("/ttt history bob")
    assert unexpected.outcome == "refused" and "Usage: /ttt history" in unexpected.text
