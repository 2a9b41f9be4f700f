"""When the database refuses a game (the person's slot in the channel is taken by a game the
process did not see, e.g. one another process just started), the player reads the same refusal
as from the service's own check: "already playing", naming the game."""

from __future__ import annotations

import pytest

from bot.games.errors import AlreadyPlayingError
from bot.games.service import GameService
from domain.players import User
from tests.stored import active_game_ids

S, C = "server", "channel"
ANN, BOB = User("ann", "Ann"), User("bob", "Bob")


@pytest.fixture
def blind(service: GameService, monkeypatch: pytest.MonkeyPatch) -> GameService:
    """The service without its in-process check: as if another process had just started the
    game it would have found, so only the database can refuse."""

    async def sees_nothing(*_args: object, **_kwargs: object) -> None:
        return None

    monkeypatch.setattr(service, "_require_free", sees_nothing)
    return service


async def test_a_second_game_refused_by_the_database_names_the_first(blind: GameService) -> None:
    first = await blind.start_game(ANN, S, C, first="me")
    with pytest.raises(AlreadyPlayingError) as refused:
        await blind.start_game(ANN, S, C, first="me")
    assert str(refused.value) == (
        f"You already have game #{first.id} in progress here: "
        "finish it with /ttt move or /ttt resign first."
    )
    assert await active_game_ids(blind.repository, user_id="ann") == [first.id]


async def test_accepting_while_the_challenger_plays_is_refused_and_stays_pending(
    blind: GameService,
) -> None:
    offer = await blind.challenge(BOB, ANN, S, C)
    playing = await blind.start_game(BOB, S, C, first="me")
    with pytest.raises(AlreadyPlayingError) as refused:
        await blind.accept_challenge(offer.id, ANN)
    assert str(refused.value) == f"Bob is already playing game #{playing.id} here."
    assert (await blind.get_challenge(offer.id)).status == "pending"


async def test_accepting_while_playing_yourself_is_refused(blind: GameService) -> None:
    offer = await blind.challenge(BOB, ANN, S, C)
    playing = await blind.start_game(ANN, S, C, first="me")
    with pytest.raises(AlreadyPlayingError, match=f"You already have game #{playing.id}"):
        await blind.accept_challenge(offer.id, ANN)


async def test_a_server_allowing_several_games_is_not_refused(blind: GameService) -> None:
    await blind.update_server_settings(S, ANN, multiple_games=True)
    await blind.start_game(ANN, S, C, first="me")
    assert (await blind.start_game(ANN, S, C, first="me")).is_active
