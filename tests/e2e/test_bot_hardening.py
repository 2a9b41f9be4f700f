"""Inputs no honest client sends, and the ones it sends at their limits: every one gets a short
ephemeral answer, nothing is stored, and no board moves to a message outside its game.
"""

from __future__ import annotations

import logging

import pytest

from bot.discord.exts.games import AGENT_NAME_MAX
from bot.discord.replies import CONTENT_MAX
from devkit.emulator import StoredMessage
from devkit.emulator.commands import STRING_OPTION_MAX, InvocationError, OptionBuilder
from domain.players import User

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    cell_id,
    enabled_cells,
    game_id_of,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

LONG = "x" * 6000
INVALID = "no longer valid"


def _option(ttt: TttEnv, command: str, *path: str) -> dict[str, object]:
    """The synced definition of option ``path[-1]`` of ``/command path[:-1]``."""
    node = next(c for c in ttt.emu.registered_commands(ttt.world.guild.id) if c["name"] == command)
    for name in path:
        node = next(o for o in node["options"] if o["name"] == name)
    return node


# -- item 2: lengths ----------------------------------------------------------------------------


async def test_agent_options_declare_their_length_so_discord_refuses_6000_characters(
    ttt: TttEnv,
) -> None:
    for command, path in (("ttt", ("play", "agent")), ("ttt-admin", ("agent", "name"))):
        option = _option(ttt, command, *path)
        assert option["max_length"] == AGENT_NAME_MAX, option
    with pytest.raises(InvocationError, match="length 6000"):
        await ttt.ttt(ttt.world.alice, "play", {"agent": LONG})
    with pytest.raises(InvocationError, match="length 6000"):
        await ttt.admin(ttt.world.manager, "agent", {"name": LONG})
    # At the cap, the value reaches the bot and is refused like any unknown name.
    refused = await ttt.ttt(ttt.world.alice, "play", {"agent": "z" * AGENT_NAME_MAX})
    assert_refused(refused, "no agent called", "z" * AGENT_NAME_MAX)


def test_the_emulator_refuses_strings_past_discords_own_cap() -> None:
    """Discord caps a string option at 6,000 characters when the command declares no cap."""
    command = {"name": "echo", "options": [{"type": 3, "name": "text", "description": "t"}]}
    builder = OptionBuilder(guild=None, users={})
    assert builder.build(command, (), {"text": "y" * STRING_OPTION_MAX})
    with pytest.raises(InvocationError, match="length 6001"):
        builder.build(command, (), {"text": "y" * (STRING_OPTION_MAX + 1)})
    forged = OptionBuilder(guild=None, users={}, forged=True)
    assert forged.build(command, (), {"text": "y" * 9000})[0]["value"] == "y" * 9000


@pytest.mark.parametrize(
    ("command", "sub", "options"),
    [
        ("ttt", "play", {"agent": LONG}),
        ("ttt", "play", {"first": LONG}),
        ("ttt", "move", {"cell": LONG}),
        ("ttt", "review", {"game": 10**30}),
        ("ttt-admin", "agent", {"name": LONG}),
        ("ttt-admin", "move-timeout", {"seconds": -(10**20)}),
    ],
)
async def test_forged_values_past_the_caps_get_a_short_refusal(
    ttt: TttEnv, command: str, sub: str, options: dict[str, object]
) -> None:
    """Values Discord would never deliver (it checks lengths, ranges and choices first): the
    answer still fits a message and quotes at most 40 characters of them."""
    if command == "ttt":
        await ttt.ttt(ttt.world.alice, "play", {"first": "me"})  # so /ttt move has a game
    before = await ttt.db_fingerprint()
    member = ttt.world.manager if command == "ttt-admin" else ttt.world.alice
    refused = await ttt.emu.slash(
        member, ttt.world.guild, ttt.world.games, command, sub, options=options, forged=True
    )
    assert_refused(refused)
    assert len(refused.text) <= CONTENT_MAX
    assert "x" * 41 not in refused.text
    assert await ttt.db_fingerprint() == before


# -- item 3: where a click comes from -----------------------------------------------------------


async def _board(ttt: TttEnv) -> StoredMessage:
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert start.message is not None
    await ttt.board_recorded(start.message)
    return start.message


async def test_a_click_from_another_server_plays_nothing(ttt: TttEnv) -> None:
    emu, alice = ttt.emu, ttt.world.alice
    board = await _board(ttt)
    other = emu.add_guild("Other Guild")
    emu.add_member(other, alice.user)
    elsewhere = emu.add_channel(other, "games")
    refused = await emu.forge_click(alice, board, cell_id(board, 5), channel=elsewhere)
    assert_refused(refused, INVALID)
    game = await ttt.service.get_game(game_id_of(board))  # type: ignore[union-attr]
    assert game.ply == 0 and game.message_id == str(board.id)


async def test_a_click_from_another_channel_of_the_server_plays_nothing(ttt: TttEnv) -> None:
    board = await _board(ttt)
    refused = await ttt.emu.forge_click(
        ttt.world.alice, board, cell_id(board, 5), channel=ttt.world.general
    )
    assert_refused(refused, INVALID)
    assert (await ttt.service.get_game(game_id_of(board))).ply == 0  # type: ignore[union-attr]


async def test_a_button_that_is_not_on_the_clicked_message_plays_nothing(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    board = await _board(ttt)
    game_id = game_id_of(board)
    # A well-formed id of alice's own game, at the right ply, but not a button of this message.
    other_message = await ttt.emu.send_user_message(alice, ttt.world.games, "hello")
    refused = await ttt.emu.forge_click(alice, other_message, f"ttt:c:{game_id}:0:5")
    assert_refused(refused, INVALID)
    assert (await ttt.service.get_game(game_id)).ply == 0  # type: ignore[union-attr]
    # The real button still works.
    played = await ttt.click_cell(alice, board, 5)
    assert played.updated_the_message, played.text


async def test_a_challenge_is_answered_only_from_its_own_channel(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"})
    assert invite.message is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    refused = await ttt.emu.forge_click(world.bob, invite.message, accept, channel=world.general)
    assert_refused(refused, INVALID)
    accepted = await ttt.click(world.bob, invite.message, accept)
    assert accepted.updated_the_message, accepted.text
    assert accepted.message is not None and board_of(accepted.message).ply == 0


@pytest.mark.parametrize(
    "custom_id",
    [
        "ttt:c:" + "9" * 26 + ":0:5",  # OverflowError in the database driver, once
        "ttt:c:" + "9" * 19 + ":0:5",
        "ttt:c:\u0661:0:5",  # an Arabic-Indic one: \d matched it
        "ttt:c:1:0:0",
        "ttt:c:1:10:5",
        "ttt:c:1:0:5:",
        "ttt:c:1:0",
        "ttt:c:",
        "ttt:",
        "ttt:d:1:maybe",
        "ttt:d:" + "9" * 26 + ":accept",
        "ttt:x:1",
        "TTT:C:1:0:5",
        "something-else",
        "ttt:c:1:0:5\n",
    ],
)
async def test_malformed_ids_are_answered_as_invalid_buttons(
    ttt: TttEnv, custom_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    board = await _board(ttt)
    with caplog.at_level(logging.ERROR):
        refused = await ttt.emu.forge_click(ttt.world.alice, board, custom_id)
    assert_refused(refused, INVALID)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
    assert (await ttt.service.get_game(game_id_of(board))).ply == 0  # type: ignore[union-attr]


async def test_unknown_game_and_select_menus_are_invalid_buttons(ttt: TttEnv) -> None:
    board = await _board(ttt)
    # An id that is on the message, sent as another component type.
    refused = await ttt.emu.forge_click(ttt.world.alice, board, cell_id(board, 5), component_type=3)
    assert_refused(refused, INVALID)
    # A game that does not exist, on a message that does carry that id: the same answer as a
    # game of another server (nothing tells them apart).
    ghost = ttt.emu.message(board)
    ghost_id = cell_id(ghost, 5).replace(f":{game_id_of(ghost)}:", ":987654321:")
    ghost.component(cell_id(ghost, 5))["custom_id"] = ghost_id  # the stored button itself
    assert_refused(await ttt.emu.forge_click(ttt.world.alice, ghost, ghost_id), INVALID)


# -- item 8: a board left behind by a lost reply -----------------------------------------------


async def test_a_board_left_a_move_behind_by_a_lost_reply_is_redrawn_on_click(ttt: TttEnv) -> None:
    """The move was stored but its reply never reached Discord (a crash): the message still
    shows the position before it. A click there redraws the current board and says so."""
    alice = ttt.world.alice
    board = await _board(ttt)
    service = ttt.service
    assert service is not None
    game_id = game_id_of(board)
    x = (await service.get_game(game_id)).x
    assert x.user_id is not None
    place = (str(ttt.world.guild.id), str(ttt.world.games.id))
    await service.play_move(User(x.user_id, x.name), *place, 5, game_id=game_id)
    current = (await service.get_game(game_id)).board
    assert board_of(ttt.emu.message(board)).ply == 0  # the message is behind
    clicked = await ttt.click_cell(alice, board, 1)
    assert clicked.updated_the_message, clicked.text
    assert clicked.message is not None and board_of(clicked.message) == current
    assert "out of date" in (await clicked.wait_followup()).content
    assert (await service.get_game(game_id)).board == current  # cell 1 was not played
    # ...and the redrawn board plays on.
    free = enabled_cells(clicked.message)[0]
    played = await ttt.click_cell(alice, clicked.message, free)
    assert played.updated_the_message, played.text
    assert board_of(played.message).ply == current.ply + 2  # type: ignore[arg-type]
