"""Posting limits, boards, roles and help through the real Discord front: the limit on public posts,
one live board per game, playing roles, the channels a refusal names, looks, numbered cells, the
colour of a finished board, /ttt help, the welcome on joining a server, games nobody played, and the
retraining commands' refusal."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import discord

from devkit.emulator import CallbackType, StoredMessage

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    cell_buttons,
    cell_id,
    embed_text,
    enabled_cells,
    game_id_of,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

RED = discord.Colour.red().value
GREEN = discord.Colour.green().value
GREY = discord.Colour.light_grey().value


def _colour(message: StoredMessage) -> int | None:
    """An embed's colour, or a layout's: its container's accent colour."""
    if message.embeds:
        colour = message.embeds[0].get("color")
    else:
        colour = next(c for c in message.iter_components() if c["type"] == 17).get("accent_color")
    return None if colour is None else int(colour)


# -- item 3: the limit on public posts, one live board -----------------------------------------


async def test_a_member_over_the_post_limit_is_told_when_to_retry(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.manager, "public-posts", {"per_minute": 2})
    started = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert not started.ephemeral
    shown = await ttt.ttt(world.alice, "board")
    assert not shown.ephemeral
    before = await ttt.db_fingerprint()
    refused = await ttt.ttt(world.alice, "board")
    assert_refused(refused, "2 public boards in the last minute", "try again in")
    assert await ttt.db_fingerprint() == before
    # A refused play posts nothing and starts nothing; another member is not limited.
    assert_refused(await ttt.ttt(world.alice, "resign"), "try again in")
    bob = await ttt.ttt(world.bob, "play", {"first": "me"})
    assert not bob.ephemeral
    settings = await ttt.admin(world.manager, "settings")
    fields = {f["name"]: f["value"] for f in settings.embeds[0]["fields"]}
    assert fields["Public boards per member"] == "2 per minute"


async def test_concurrent_boards_leave_one_live_board(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.manager, "public-posts", {"per_minute": 0})
    started = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert started.message is not None
    await ttt.board_recorded(started.message)
    boards = await asyncio.gather(*(ttt.ttt(world.alice, "board") for _ in range(8)))
    ids = [b.message.id for b in boards if b.message is not None] + [started.message.id]
    game_id = game_id_of(started.message)

    def live_boards() -> list[int]:
        return [i for i in ids if enabled_cells(ttt.emu.message(i))]

    await ttt.emu.wait_until(
        lambda: len(live_boards()) == 1, what="every board but one to be retired"
    )
    [live] = live_boards()
    assert ttt.service is not None
    assert (await ttt.service.get_game(game_id)).message_id == str(live)


async def test_a_click_on_a_replaced_board_only_redraws_it(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    first = await ttt.ttt(alice, "play", {"first": "me"})
    assert first.message is not None
    seen = first.message
    await ttt.board_recorded(seen)
    newer = await ttt.ttt(alice, "board")
    assert newer.message is not None
    await ttt.board_recorded(newer.message)
    # alice's client still shows the first board clickable, and she clicks it.
    clicked = await ttt.click_as_seen(alice, seen, cell_id(seen, 5))
    assert clicked.response_type == CallbackType.UPDATE_MESSAGE, clicked.text
    assert clicked.message is not None and enabled_cells(clicked.message) == []
    assert "continues in a newer message" in embed_text(clicked.message)
    note = await clicked.wait_followup()
    assert note.ephemeral and "replaced by a newer one" in note.content
    assert ttt.service is not None
    game = await ttt.service.get_game(game_id_of(seen))
    assert game.ply == 0 and game.message_id == str(newer.message.id)
    # The live board still plays.
    played = await ttt.click_cell(alice, newer.message, 5)
    assert played.response_type == CallbackType.UPDATE_MESSAGE
    assert played.message is not None and board_of(played.message).ply == 2


# -- item 7: roles and channels ------------------------------------------------------------------


async def test_only_members_with_a_playing_role_may_play(ttt: TttEnv) -> None:
    world = ttt.world
    done = await ttt.admin(world.manager, "allow-role", {"role": world.manager_role})
    fields = {f["name"]: f["value"] for f in done.embeds[0]["fields"]}
    assert fields["Roles that play"] == f"<@&{world.manager_role.id}>"
    refused = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert_refused(refused, "one of these roles", f"<@&{world.manager_role.id}>")
    challenge = await ttt.ttt(world.alice, "play", {"opponent": world.bob})
    assert_refused(challenge, "one of these roles")
    allowed = await ttt.ttt(world.manager, "play", {"first": "me"})
    assert not allowed.ephemeral
    await ttt.admin(world.manager, "all-roles")
    assert not (await ttt.ttt(world.alice, "play", {"first": "me"})).ephemeral


async def test_the_channel_refusal_names_the_game_channels(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.manager, "allow-channel", {"channel": world.games})
    refused = await ttt.ttt(world.alice, "play", {"first": "me"}, channel=world.general)
    assert_refused(refused, "not played in this channel", world.games.mention)


# -- item 8: looks, numbered cells, the colour of the result ------------------------------------


async def test_empty_cells_show_their_number(ttt: TttEnv) -> None:
    started = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert started.message is not None
    labels = [b.get("label") for b in cell_buttons(started.message)]
    assert labels == [str(n) for n in range(1, 10)]
    played = await ttt.click_cell(ttt.world.alice, started.message, 5)
    assert played.message is not None
    labels = [b.get("label") for b in cell_buttons(played.message)]
    assert labels[4] == "X" and "O" in labels
    assert sorted(str(label) for label in labels if label not in ("X", "O")) == [
        str(n) for n in range(1, 10) if labels[n - 1] not in ("X", "O")
    ]


async def test_a_server_chooses_its_marks_and_colour(ttt: TttEnv) -> None:
    world = ttt.world
    ring = ttt.emu.add_emoji(world.guild, "ring")
    ring_id = ring.rsplit(":", 1)[1].rstrip(">")
    before = await ttt.db_fingerprint()
    elsewhere = await ttt.admin(world.manager, "looks", {"o": "<:ring:123456789012345678>"})
    assert_refused(elsewhere, "not an emoji of this server")
    assert await ttt.db_fingerprint() == before
    done = await ttt.admin(world.manager, "looks", {"x": "❌", "o": ring, "colour": "#FF00AA"})
    fields = {f["name"]: f["value"] for f in done.embeds[0]["fields"]}
    assert fields["Looks"] == f"X: ❌ · O: {ring} · colour: #FF00AA"
    started = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert started.message is not None and _colour(started.message) == 0xFF00AA
    played = await ttt.click_cell(world.alice, started.message, 5)
    assert played.message is not None
    buttons = cell_buttons(played.message)
    assert buttons[4]["emoji"] == {"name": "❌"} and "label" not in buttons[4]
    [o_cell] = [b for b in buttons if b.get("emoji", {}).get("id")]
    assert o_cell["emoji"]["name"] == "ring" and o_cell["emoji"]["id"] == ring_id
    refused = await ttt.admin(world.manager, "looks", {"x": "cross"})
    assert_refused(refused, "must be one emoji")
    refused = await ttt.admin(world.manager, "looks", {"colour": "pink"})
    assert_refused(refused, "hex")
    reset = await ttt.admin(world.manager, "looks", {"x": "default", "colour": "default"})
    fields = {f["name"]: f["value"] for f in reset.embeds[0]["fields"]}
    assert fields["Looks"] == f"X: X · O: {ring} · colour: the bot's"


async def test_a_finished_board_is_red_when_lost_and_grey_when_drawn(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    lost = await ttt.play_out(alice, await ttt.ttt(alice, "play", {"first": "me"}), "worst")
    assert lost.message is not None and _colour(lost.message) == RED
    drawn = await ttt.play_out(alice, await ttt.ttt(alice, "play", {"first": "me"}), "best")
    assert drawn.message is not None and _colour(drawn.message) == GREY


# -- item 9: help and the welcome ----------------------------------------------------------------


async def test_help_lists_the_commands_in_the_members_language(ttt: TttEnv) -> None:
    shown = await ttt.ttt(ttt.world.alice, "help")
    assert shown.ephemeral and "/ttt move" in shown.text and "/ttt-admin settings" in shown.text
    assert "default agent: minimax" in shown.text
    assert "`/ttt rematch`" in shown.text and "`/ttt history`" in shown.text
    assert shown.text.index("`/ttt history`") < shown.text.index("/ttt-admin settings")
    assert "difficulty:easy|" in shown.text and "win about 40%" in shown.text
    french = await ttt.ttt(ttt.world.alice, "help", locale="fr")
    assert french.ephemeral and "/ttt move" in french.text and "Comment jouer" in french.text


async def test_help_names_the_agent_this_servers_admins_chose(ttt: TttEnv) -> None:
    await ttt.admin(ttt.world.manager, "agent", {"name": "trap"})
    shown = await ttt.ttt(ttt.world.alice, "help")
    assert "default agent: trap" in shown.text and "minimax" not in shown.text


async def test_the_bot_says_hello_in_the_system_channel_of_a_new_server(ttt: TttEnv) -> None:
    emu = ttt.emu
    guild = emu.add_guild("New Server")
    emu.add_channel(guild, "rules")
    lobby = emu.add_channel(guild, "lobby")
    guild.system_channel_id = lobby.id
    await emu.join_guild(guild)
    hello = await emu.wait_for_message(lobby, lambda m: "/ttt play" in (m.content or ""))
    assert "/ttt help" in (hello.content or "")
    assert emu.messages(guild.channel("rules")) == []


async def test_without_a_system_channel_the_first_channel_gets_the_hello(ttt: TttEnv) -> None:
    emu = ttt.emu
    guild = emu.add_guild("Serveur", locale="fr")
    first = emu.add_channel(guild, "accueil")
    emu.add_channel(guild, "jeux")
    await emu.join_guild(guild)
    hello = await emu.wait_for_message(first, lambda m: "/ttt play" in (m.content or ""))
    assert "Bonjour" in (hello.content or "")


# -- item 11: games nobody played, the retraining commands -------------------------------------


async def test_resigning_before_the_first_move_is_unrated(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    await ttt.ttt(alice, "play", {"first": "me"})
    resigned = await ttt.ttt(alice, "resign")
    assert resigned.message is not None
    assert "Abandoned before the first move" in embed_text(resigned.message)
    stats = await ttt.ttt(alice, "stats")
    assert "resigned" not in stats.text
    assert ttt.service is not None
    assert (await ttt.service.stats(str(alice.id))).games == 0


async def test_an_idle_board_nobody_moved_on_closes_unrated(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    started = await ttt.ttt(alice, "play", {"first": "bot"})
    board = started.message
    assert board is not None
    await ttt.board_recorded(board)
    assert ttt.service is not None
    game = await ttt.service.get_game(game_id_of(board))
    await ttt.sweep_idle(game.updated_at + timedelta(seconds=ttt.service.idle_timeout_s + 1))
    await ttt.emu.wait_until(
        lambda: "Abandoned before the first move" in embed_text(ttt.emu.message(board)),
        what="the idle board to show the unrated end",
    )
    assert (await ttt.service.stats(str(alice.id))).games == 0


async def test_retraining_refusal_names_no_setting(ttt: TttEnv) -> None:
    world = ttt.world
    ttt.overrides["TTT_OWNER_GUILD_IDS"] = str(world.guild.id)
    await ttt.restart()
    for sub in ("retrain", "rollback"):
        refused = await ttt.emu.slash(world.owner, world.guild, world.games, "ttt-owner", sub)
        assert_refused(refused, "Only the bot's owners")
        assert "TTT_" not in refused.text
