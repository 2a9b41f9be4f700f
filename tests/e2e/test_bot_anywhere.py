"""Playing anywhere: in the bot's DM, in a group DM, in a server that never added the bot (a
person's own install of the app), and what is refused or degrades where the bot is not a
member (no channel endpoint, tokens that expire)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from devkit.emulator import DiscordEmulator, InteractionResult, StoredMessage
from devkit.emulator.models import Channel
from devkit.emulator.places import TOKEN_LIFETIME_S
from domain.places import NO_SERVER

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    button_id,
    choose,
    embed_text,
    enabled_cells,
    game_id_of,
    installed_env,  # noqa: F401 - the `env` fixture
)


def channel_calls(emu: DiscordEmulator, since: int = 0) -> list[str]:
    """The bot's calls of channel endpoints after request number ``since``."""
    calls = emu.requests[since:]
    return [f"{r.method} {r.path} {r.status}" for r in calls if "/channels/" in r.path]


async def ttt_in(
    env: TttEnv, user: Any, channel: Channel, sub: str, options: dict[str, Any] | None = None
) -> InteractionResult:
    """``/ttt <sub>`` by ``user`` in a DM or group DM ``channel``."""
    return await env.emu.slash(user, None, channel, "ttt", sub, options=options)


async def test_a_whole_game_against_an_agent_in_the_bots_dm(env: TttEnv) -> None:
    alice = env.world.alice
    dm = env.emu.dm_channel(alice)
    started = await ttt_in(env, alice, dm, "play", {"first": "me", "difficulty": "unbeatable"})
    assert started.message is not None and not started.ephemeral, started.text
    final = await env.play_out(alice, started, "best")
    assert final.message is not None and board_of(final.message).is_draw

    game = await env.service.get_game(game_id_of(final.message))  # type: ignore[union-attr]
    assert (game.server_id, game.channel_id) == (NO_SERVER, str(dm.id))
    assert game.o.agent == "trap"

    # Stats, leaderboard, history and review follow the person.
    stats = await ttt_in(env, alice, dm, "stats")
    assert "DMs and group DMs" in stats.text and "1 D" in stats.text, stats.text
    board = await ttt_in(env, alice, dm, "leaderboard")
    assert "Global leaderboard" in board.text and "alice" in board.text, board.text
    history = await ttt_in(env, alice, dm, "history")
    assert history.ephemeral and f"#{game.id}" in history.text, history.text
    review = await ttt_in(env, alice, dm, "review")
    assert f"#{game.id}" in review.text, review.text


async def test_a_game_in_a_server_is_reviewed_and_listed_from_a_dm(env: TttEnv) -> None:
    alice = env.world.alice
    played = await env.emu.slash(alice, env.world.guild, env.world.games, "ttt", "play")
    assert played.message is not None, played.text
    final = await env.play_out(alice, played, "worst")
    assert final.message is not None
    game_id = game_id_of(final.message)

    dm = env.emu.dm_channel(alice)
    history = await ttt_in(env, alice, dm, "history")
    assert f"#{game_id}" in history.text, history.text
    review = await ttt_in(env, alice, dm, "review", {"game": game_id})
    assert f"#{game_id}" in review.text and not review.ephemeral, review.text
    # Not someone else's game: bob never played it.
    bob = env.world.bob
    assert_refused(await ttt_in(env, bob, env.emu.dm_channel(bob), "review", {"game": game_id}))


async def test_a_duel_in_a_group_dm_with_a_rematch_and_no_channel_endpoint(env: TttEnv) -> None:
    alice, bob = env.world.alice, env.world.bob
    group = env.emu.add_group_dm(alice, bob, env.world.carol, name="friends")
    since = len(env.emu.requests)
    # bob plays the bot here first: a global rating counts games against the agents.
    solo = await ttt_in(env, bob, group, "play")
    assert solo.message is not None and not solo.ephemeral, solo.text
    await env.play_out(bob, solo, "best")

    invite = await ttt_in(env, alice, group, "play", {"opponent": bob, "first": "me"})
    assert invite.message is not None and not invite.ephemeral, invite.text
    accepted = await env.click(bob, invite.message, button_id(invite.message, "ttt:d:"))
    assert accepted.message is not None and accepted.updated_the_message, accepted.text
    final = await env.play_duel(accepted.message, {"X": alice, "O": bob})
    assert board_of(final).is_draw and "Draw." in embed_text(final)

    rematch = await env.click(bob, final, button_id(final, "ttt:r:"))
    assert rematch.message is not None and rematch.message.id != final.id, rematch.text
    again = await env.click(alice, rematch.message, button_id(rematch.message, "ttt:d:"))
    assert again.message is not None and "bob (X) vs alice (O)" in embed_text(again.message)
    # The finished board's rematch button was spent through the last click's token.
    assert all(b.get("disabled") for b in env.emu.message(final.id).buttons)

    game = await env.service.get_game(game_id_of(again.message))  # type: ignore[union-attr]
    assert (game.server_id, game.channel_id) == (NO_SERVER, str(group.id))
    assert channel_calls(env.emu, since) == []

    # The group's own board, and the people alice played.
    channel_board = await ttt_in(env, alice, group, "leaderboard", {"scope": "channel"})
    assert "bob" in channel_board.text and "alice" in channel_board.text, channel_board.text
    played = await ttt_in(env, alice, group, "leaderboard", {"scope": "played"})
    assert "people you played" in played.text and "bob" in played.text, played.text
    stats = await ttt_in(env, bob, group, "stats", {"member": alice})
    assert "alice" in stats.text and "1 D" in stats.text, stats.text
    history = await ttt_in(env, bob, group, "history")
    assert f"#{game_id_of(final)}" in history.text, history.text
    review = await ttt_in(env, bob, group, "review", {"game": game_id_of(final)})
    assert f"#{game_id_of(final)}" in review.text, review.text
    assert channel_calls(env.emu, since) == []
    # No interaction came near the 5 follow-ups an interaction of a person's install may make.
    assert max(len(p.followup_ids) for p in env.emu.interactions.values()) <= 2


async def test_a_game_and_a_duel_in_a_server_that_never_added_the_bot(env: TttEnv) -> None:
    emu, alice, bob = env.emu, env.world.alice, env.world.bob
    elsewhere = emu.add_guild("Elsewhere", with_bot=False)
    room = emu.add_channel(elsewhere, "games")
    emu.add_member(elsewhere, alice.user)
    emu.add_member(elsewhere, bob.user)
    since = len(emu.requests)

    played = await emu.slash(alice, elsewhere, room, "ttt", "play", options={"first": "me"})
    assert played.message is not None and not played.ephemeral, played.text
    final = await env.play_out(alice, played, "best")
    assert final.message is not None and board_of(final.message).is_over

    invite = await emu.slash(
        bob, elsewhere, room, "ttt", "play", options={"opponent": alice, "first": "me"}
    )
    assert invite.message is not None, invite.text
    accepted = await env.click(alice, invite.message, button_id(invite.message, "ttt:d:"))
    assert accepted.message is not None, accepted.text
    duel = await env.play_duel(accepted.message, {"X": bob, "O": alice})
    assert board_of(duel).is_draw
    # A second board of an agent game retires the first through its token.
    again = await emu.slash(alice, elsewhere, room, "ttt", "play")
    assert again.message is not None
    shown = await emu.slash(alice, elsewhere, room, "ttt", "board")
    assert shown.message is not None and shown.message.id != again.message.id
    retired = again.message.id
    await emu.wait_until(lambda: enabled_cells(emu.message(retired)) == [], what="the retire")

    game = await env.service.get_game(game_id_of(duel))  # type: ignore[union-attr]
    assert game.server_id == str(elsewhere.id)
    assert channel_calls(emu, since) == []
    server_board = await emu.slash(alice, elsewhere, room, "ttt", "leaderboard")
    # Discord sends no server name where the bot is not a member.
    assert "This server" in server_board.text and "alice" in server_board.text, server_board.text
    stats = await emu.slash(alice, elsewhere, room, "ttt", "stats", options={"member": bob})
    assert "This server" in stats.text and "1 D" in stats.text, stats.text
    history = await emu.slash(alice, elsewhere, room, "ttt", "history")
    assert f"#{game.id}" in history.text, history.text
    review = await emu.slash(alice, elsewhere, room, "ttt", "review", options={"game": game.id})
    assert f"#{game.id}" in review.text, review.text
    assert channel_calls(emu, since) == []


async def test_a_click_after_the_token_expired_plays_on(env: TttEnv) -> None:
    alice = env.world.alice
    group = env.emu.add_group_dm(alice, env.world.bob)
    started = await ttt_in(env, alice, group, "play", {"first": "me"})
    assert started.message is not None
    env.emu.advance_clock(TOKEN_LIFETIME_S + 60)

    cell = choose(board_of(started.message), "best")
    clicked = await env.click_cell(alice, started.message, cell)
    assert clicked.updated_the_message and clicked.problems == [], clicked.text
    assert board_of(env.emu.message(started.message.id)).ply == 2  # alice's move and the agent's


async def started_and_moved(env: TttEnv, channel: Channel) -> StoredMessage:
    """alice's game in ``channel``, one move each played: the board message."""
    alice = env.world.alice
    started = await ttt_in(env, alice, channel, "play", {"first": "me"})
    assert started.message is not None, started.text
    moved = await env.click_cell(alice, started.message, choose(board_of(started.message), "best"))
    assert moved.updated_the_message, moved.text
    return env.emu.message(started.message.id)


async def test_the_idle_sweep_redraws_a_group_dm_board_through_its_token(env: TttEnv) -> None:
    group = env.emu.add_group_dm(env.world.alice, env.world.bob)
    board = await started_and_moved(env, group)
    since = len(env.emu.requests)
    await env.sweep_idle(datetime.now(UTC) + timedelta(days=1))
    shown = env.emu.message(board.id)
    assert enabled_cells(shown) == [] and "alice ran out of time" in embed_text(shown)
    assert channel_calls(env.emu, since) == []


async def test_a_board_the_sweep_could_not_reach_says_how_the_game_ended_on_the_next_click(
    env: TttEnv,
) -> None:
    alice = env.world.alice
    group = env.emu.add_group_dm(alice, env.world.bob)
    board = await started_and_moved(env, group)
    env.emu.advance_clock(TOKEN_LIFETIME_S + 60)  # the bot's token of the board is dead
    await env.sweep_idle(datetime.now(UTC) + timedelta(days=1))
    assert enabled_cells(env.emu.message(board.id)) != []  # nothing could redraw it

    clicked = await env.click_cell(alice, board, enabled_cells(board)[0])
    assert clicked.updated_the_message, clicked.text
    shown = env.emu.message(board.id)
    assert enabled_cells(shown) == [] and "alice ran out of time" in embed_text(shown)
    note = await clicked.wait_followup(1)
    assert note.ephemeral and "how the game ended" in note.content, note.content


async def test_a_command_after_a_timeout_nobody_could_show_says_how_the_game_ended(
    env: TttEnv,
) -> None:
    alice = env.world.alice
    elsewhere = env.emu.add_guild("Elsewhere", with_bot=False)
    room = env.emu.add_channel(elsewhere, "games")
    env.emu.add_member(elsewhere, alice.user)
    started = await env.emu.slash(alice, elsewhere, room, "ttt", "play", options={"first": "me"})
    assert started.message is not None, started.text
    game_id = game_id_of(started.message)
    await env.board_recorded(started.message)  # recorded after the reply: before the sweep
    env.emu.advance_clock(TOKEN_LIFETIME_S + 60)
    since = len(env.emu.requests)
    await env.sweep_idle(datetime.now(UTC) + timedelta(days=1))
    assert channel_calls(env.emu, since) == []  # the sweep tried no channel endpoint
    assert enabled_cells(env.emu.message(started.message.id)) != []  # nothing could redraw it
    service = env.service
    assert service is not None
    ended = await service.get_game(game_id)
    assert not ended.is_active  # the database has it ended all the same

    for sub, options in (("move", {"cell": "5"}), ("board", None), ("resign", None)):
        told = await env.emu.slash(alice, elsewhere, room, "ttt", sub, options=options)
        assert_refused(told, f"game #{game_id} ended when alice ran out of time", "/ttt play")
    assert await service.get_game(game_id) == ended


async def test_admin_settings_in_a_dm_are_refused_privately(env: TttEnv) -> None:
    refused = await env.emu.slash(env.world.manager, None, None, "ttt-admin", "settings")
    assert_refused(refused, "belong to a server", "/ttt prefs")


async def test_a_default_level_of_ones_own_plays_in_dms(env: TttEnv) -> None:
    alice = env.world.alice
    dm = env.emu.dm_channel(alice)
    chosen = await ttt_in(env, alice, dm, "prefs", {"level": "easy"})
    assert chosen.ephemeral and "easy" in chosen.text, chosen.text
    shown = await ttt_in(env, alice, dm, "prefs")
    assert "easy" in shown.text, shown.text
    started = await ttt_in(env, alice, dm, "play")
    assert started.message is not None
    game = await env.service.get_game(game_id_of(started.message))  # type: ignore[union-attr]
    assert game.o.agent == "easy" or game.x.agent == "easy"


async def test_a_duel_in_the_bots_own_dm_is_refused(env: TttEnv) -> None:
    alice = env.world.alice
    dm = env.emu.dm_channel(alice)
    refused = await ttt_in(env, alice, dm, "play", {"opponent": env.world.bob})
    assert_refused(refused, "only you and I")
