"""Numbers past what the bot takes, typed at the console or handed to the service: a game
number beyond the range games have, a leaderboard of too many players, a setting with more
digits than any of its values. Each gets a refusal naming the range, and nothing is stored."""

from __future__ import annotations

import io

import pytest

from bot.console import run_console
from bot.games.errors import GameNumberError, LeaderboardSizeError
from bot.games.service import GameService
from domain.game import GAME_NUMBERS
from domain.players import User
from tests.bot.conftest import ServiceFactory

RANGE = "Game numbers go from 1 to 9,007,199,254,740,991: there is no such game."
ALICE = User("alice", "Alice")


async def console(service: GameService, *lines: str) -> str:
    out = io.StringIO()
    await run_console(
        service, stdin=io.StringIO("".join(f"{line}\n" for line in lines)), stdout=out
    )
    return out.getvalue()


@pytest.mark.parametrize(
    "number", ["0", "#9007199254740992", "9223372036854775807", "9223372036854775808", "9" * 40]
)
async def test_the_console_refuses_a_game_number_past_the_range_with_the_range(
    open_service: ServiceFactory, number: str
) -> None:
    out = await console(await open_service(), f"/ttt review {number}")
    assert RANGE in out
    assert "went wrong" not in out and "Unexpected" not in out


async def test_the_console_refuses_counts_and_settings_past_their_range_with_the_range(
    open_service: ServiceFactory,
) -> None:
    huge = "9" * 25
    out = await console(
        await open_service(),
        f"/ttt leaderboard {huge}",
        f"/ttt admin move-timeout {huge}",
        f"/ttt admin fair-target {huge}",
    )
    assert f"A leaderboard shows 1 to 100 players, not {huge}." in out
    assert "move-timeout must be from 10 to 604,800" in out
    assert "fair-target must be from 10 to 90" in out
    assert "went wrong" not in out and "Unexpected" not in out


@pytest.mark.parametrize(
    "game_id", [0, -1, GAME_NUMBERS[1] + 1, 2**63, float(2**64), 7.0, True], ids=repr
)
async def test_the_service_refuses_a_game_number_that_no_game_can_have(
    service: GameService, game_id: object
) -> None:
    with pytest.raises(GameNumberError) as refused:
        await service.review(ALICE, "s", "c", game_id=game_id)  # type: ignore[arg-type]
    assert str(refused.value) == RANGE
    with pytest.raises(GameNumberError):
        await service.play_move(ALICE, "s", "c", 5, game_id=game_id)  # type: ignore[arg-type]


@pytest.mark.parametrize("limit", [0, 101, 10**30, True])
async def test_the_service_refuses_a_leaderboard_of_too_many_players(
    service: GameService, limit: int
) -> None:
    with pytest.raises(LeaderboardSizeError):
        await service.standings("s", limit=limit)
