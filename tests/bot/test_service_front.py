"""Posting limits, boards and roles in the service, on SQLite and PostgreSQL: the per-member limit
on public posts, one live board per game, playing roles, the channels a refusal names, the looks
settings, and games a member never moved in (abandoned, unrated)."""

from __future__ import annotations

import asyncio

import pytest

from bot.games.errors import (
    ChannelNotAllowedError,
    InvalidLooksError,
    InvalidSettingError,
    PublicPostLimitReachedError,
    RoleNotAllowedError,
)
from bot.games.service import GameService
from devkit.db_snapshot import db_snapshot
from domain.game import GameStatus
from domain.players import User
from domain.settings import DEFAULT_PUBLIC_POSTS_PER_MINUTE
from engine import Mark
from engine.tally import Tally
from tests.bot.conftest import Clock

ANN = User("ann", "Ann")
BOB = User("bob", "Bob")
S, C = "server", "channel"


# -- the limit on public posts ----------------------------------------------------------------


async def test_a_member_gets_the_servers_posts_per_minute_then_a_wait(
    service: GameService, clock: Clock
) -> None:
    await service.update_server_settings(S, ANN, public_posts_per_minute=3)
    for _ in range(3):
        await service.claim_public_post(ANN, S)
        clock.advance(10)
    before = await db_snapshot(service.repository.engine)
    with pytest.raises(PublicPostLimitReachedError) as refused:
        await service.claim_public_post(ANN, S)
    # The oldest post (30 s ago) leaves the minute in 30 s.
    assert refused.value.params == {"limit": 3, "wait": 30}
    assert await db_snapshot(service.repository.engine) == before
    await service.claim_public_post(BOB, S)  # per member
    await service.claim_public_post(ANN, "elsewhere")  # per server
    clock.advance(31)
    await service.claim_public_post(ANN, S)


async def test_the_default_limit_and_no_limit(service: GameService) -> None:
    assert (await service.server_settings(S)).public_posts_per_minute == (
        DEFAULT_PUBLIC_POSTS_PER_MINUTE
    )
    for _ in range(DEFAULT_PUBLIC_POSTS_PER_MINUTE):
        await service.claim_public_post(ANN, S)
    with pytest.raises(PublicPostLimitReachedError):
        await service.claim_public_post(ANN, S)
    await service.update_server_settings(S, ANN, public_posts_per_minute=0)
    for _ in range(5):
        await service.claim_public_post(ANN, S)


async def test_a_released_post_does_not_count(service: GameService) -> None:
    await service.update_server_settings(S, ANN, public_posts_per_minute=1)
    post = await service.claim_public_post(ANN, S)
    await service.release_public_post(post)
    await service.claim_public_post(ANN, S)
    with pytest.raises(PublicPostLimitReachedError):
        await service.claim_public_post(ANN, S)


async def test_concurrent_posts_stop_at_the_limit(service: GameService) -> None:
    await service.update_server_settings(S, ANN, public_posts_per_minute=4)
    results = await asyncio.gather(
        *(service.claim_public_post(ANN, S) for _ in range(12)), return_exceptions=True
    )
    assert sum(isinstance(r, int) for r in results) == 4
    assert all(isinstance(r, int | PublicPostLimitReachedError) for r in results)


@pytest.mark.parametrize("value", [-1, 61, "5", True, 2.5])
async def test_a_posts_per_minute_out_of_range_is_refused(
    service: GameService, value: object
) -> None:
    with pytest.raises(InvalidSettingError, match="public_posts_per_minute"):
        await service.update_server_settings(S, ANN, public_posts_per_minute=value)
    assert (await service.server_settings(S)).public_posts_per_minute == 20


# -- one live board ----------------------------------------------------------------------------


async def test_each_new_board_message_names_the_one_it_replaces(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    assert await service.swap_message(game.id, "100") is None
    assert await service.swap_message(game.id, "101") == "100"
    assert (await service.get_game(game.id)).message_id == "101"


async def test_boards_posted_at_once_each_replace_a_different_one(service: GameService) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    messages = [str(200 + n) for n in range(10)]
    previous = await asyncio.gather(*(service.swap_message(game.id, m) for m in messages))
    live = (await service.get_game(game.id)).message_id
    # Every board but the live one is retired exactly once, and the newest is live whatever
    # order the swaps committed in.
    assert sorted(p for p in previous if p is not None) == sorted(m for m in messages if m != live)
    assert previous.count(None) == 1
    assert live == max(messages, key=int)


async def test_an_older_board_swapped_after_a_newer_one_is_the_one_retired(
    service: GameService,
) -> None:
    game = await service.start_game(ANN, S, C, agent="minimax", first="me")
    assert await service.swap_message(game.id, "300") is None
    assert await service.swap_message(game.id, "299") == "299"  # posted earlier, swapped later
    assert (await service.get_game(game.id)).message_id == "300"
    assert await service.swap_message(game.id, "300") is None  # the live board again: nothing


# -- roles and channels ------------------------------------------------------------------------


async def test_only_members_with_a_playing_role_play(service: GameService) -> None:
    await service.require_player_roles(S, [])  # no roles chosen: everyone
    await service.update_server_settings(S, ANN, allowed_roles=["11", "12"])
    await service.require_player_roles(S, ["99", "12"])
    with pytest.raises(RoleNotAllowedError) as refused:
        await service.require_player_roles(S, ["99"])
    assert refused.value.params == {"roles": "<@&11> <@&12>"}
    with pytest.raises(InvalidSettingError, match="role ids"):
        await service.update_server_settings(S, ANN, allowed_roles=["moderators"])
    await service.update_server_settings(S, ANN, allowed_roles=())
    await service.require_player_roles(S, ["99"])


async def test_the_channel_refusal_names_the_game_channels(service: GameService) -> None:
    await service.update_server_settings(S, ANN, allowed_channels=["7", "8"])
    with pytest.raises(ChannelNotAllowedError) as refused:
        await service.start_game(ANN, S, "9", first="me")
    assert refused.value.params == {"channels": "<#7>, <#8>"}
    assert "<#7>, <#8>" in str(refused.value)


# -- looks -------------------------------------------------------------------------------------


async def test_looks_accept_emojis_and_hex_colours(service: GameService) -> None:
    done = await service.update_server_settings(
        S, ANN, x_emoji="❌", o_emoji="<:ring:123456789012345678>", embed_colour="#5865f2"
    )
    assert (done.x_emoji, done.o_emoji, done.embed_colour) == (
        "❌",
        "<:ring:123456789012345678>",
        0x5865F2,
    )
    again = await service.update_server_settings(S, ANN, x_emoji="1️⃣", embed_colour="0xFF0000")
    assert (again.x_emoji, again.embed_colour) == ("1️⃣", 0xFF0000)
    reset = await service.update_server_settings(S, ANN, x_emoji=None, embed_colour=None)
    assert (reset.x_emoji, reset.o_emoji, reset.embed_colour) == (
        None,
        "<:ring:123456789012345678>",
        None,
    )


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"x_emoji": "X"}, "emoji"),
        ({"x_emoji": "a long text"}, "emoji"),
        ({"o_emoji": "<:ring:12>"}, "emoji"),
        ({"o_emoji": ":ring:"}, "emoji"),
        ({"x_emoji": ""}, "emoji"),
        ({"embed_colour": "red"}, "colour"),
        ({"embed_colour": "#12345"}, "colour"),
        ({"embed_colour": 0x1000000}, "colour"),
    ],
)
async def test_looks_that_are_not_emojis_or_colours_are_refused(
    service: GameService, changes: dict[str, object], reason: str
) -> None:
    before = await db_snapshot(service.repository.engine)
    with pytest.raises(InvalidLooksError) as refused:
        await service.update_server_settings(S, ANN, **changes)
    assert refused.value.params["reason"] == reason
    assert await db_snapshot(service.repository.engine) == before


# -- games nobody played ----------------------------------------------------------------------


async def test_resigning_before_the_first_move_is_abandoned_unrated(service: GameService) -> None:
    await service.start_game(ANN, S, C, agent="minimax", first="me")
    closed = await service.resign(ANN, S, C)
    assert closed.status is GameStatus.ABANDONED and closed.winner is None and closed.is_unrated
    assert (await service.stats("ann")).games == 0
    # Once the member moved, resigning is a loss again.
    await service.start_game(ANN, S, C, agent="minimax", first="me")
    await service.play_move(ANN, S, C, 5)
    lost = await service.resign(ANN, S, C)
    assert lost.status is GameStatus.RESIGNED and lost.winner is Mark.O
    assert (await service.stats("ann")).overall == Tally(0, 0, 1)


async def test_an_idle_game_the_member_never_moved_in_counts_for_nobody(
    service: GameService, clock: Clock
) -> None:
    # The agent opened (first="bot"): the member still never moved.
    await service.start_game(ANN, S, C, agent="minimax", first="bot")
    clock.advance(service.idle_timeout_s + 1)
    [closed] = await service.expire_idle_games()
    assert closed.is_unrated and closed.result_text.startswith("Abandoned before")
    assert (await service.stats("ann")).games == 0
    assert (await service.stats("ann", S)).games == 0
    # A rebuild of the stats from the games agrees: the game counts nowhere.
    rebuilt = await service.repository.stats_from_games()
    assert not rebuilt.ratings


async def test_a_duel_side_that_never_moved_abandons_unrated(service: GameService) -> None:
    offer = await service.challenge(ANN, BOB, S, C, first="me")
    game = await service.accept_challenge(offer.id, BOB)
    await service.play_move(ANN, S, C, 5, game_id=game.id)
    closed = await service.resign(BOB, S, C, game_id=game.id)
    assert closed.is_unrated
    assert (await service.stats("ann")).games == 0 and (await service.stats("bob")).games == 0
