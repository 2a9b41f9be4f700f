"""The bot's own X and O: application emojis, uploaded once, shown on boards where there is no
server's emojis (the bot's DM, group DMs, servers that never added the bot), and letters again
when Discord refuses them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.discord import app_emojis as bot_emojis
from devkit.emulator import DiscordEmulator, InteractionResult, StoredMessage, World, app_emojis

from .bot_harness import TttEnv, board_of, cell_buttons, choose
from .conftest import BotRunner


@pytest.fixture
async def env(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner, db_url: str
) -> AsyncIterator[TttEnv]:
    """The bot with global commands, alice having installed the app for herself."""
    env = TttEnv(emulator, world, bot_runner, db_url)
    env.overrides["TTT_GUILD_IDS"] = ""
    await env.start()
    emulator.install_for_user(world.alice)
    try:
        yield env
    finally:
        await env.stop()


def uploads(emu: DiscordEmulator) -> list[str]:
    """The bot's calls that created application emojis."""
    return [r.path for r in emu.requests if r.method == "POST" and r.path.endswith("/emojis")]


def app_emoji_ids(emu: DiscordEmulator) -> dict[str, str]:
    return {e.name: str(e.id) for e in app_emojis.store_of(emu).emojis.values()}


async def one_move(env: TttEnv, started: InteractionResult) -> StoredMessage:
    """alice's best move on ``started``'s board (and the agent's answer): the board then."""
    assert started.message is not None, started.text
    played = await env.click_cell(
        env.world.alice, started.message, choose(board_of(started.message), "best")
    )
    assert played.updated_the_message and played.problems == [], played.text
    return env.emu.message(started.message.id)


def taken(message: StoredMessage) -> list[dict[str, Any]]:
    """The cell buttons of the marks on the board."""
    position = board_of(message)
    return [b for cell, b in enumerate(cell_buttons(message), 1) if position[cell] is not None]


async def test_the_bot_uploads_its_x_and_o_once(env: TttEnv) -> None:
    emu = env.emu
    stored = {e.name: e for e in app_emojis.store_of(emu).emojis.values()}
    assert set(stored) == {bot_emojis.X_NAME, bot_emojis.O_NAME}
    for name, emoji in stored.items():
        assert emoji.image == (bot_emojis.IMAGES / f"{name}.png").read_bytes()
    assert len(uploads(emu)) == 2

    await env.restart()  # the emojis are there: listed, not uploaded again
    assert len(uploads(emu)) == 2
    assert env.bot is not None and env.bot.marks is not None
    assert env.bot.marks.x == f"<:{bot_emojis.X_NAME}:{app_emoji_ids(emu)['ttt_x']}>"


async def test_boards_in_a_dm_and_a_group_dm_show_the_apps_emojis(env: TttEnv) -> None:
    emu, alice = env.emu, env.world.alice
    ids = app_emoji_ids(emu)
    for channel in (emu.dm_channel(alice), emu.add_group_dm(alice, env.world.bob)):
        started = await emu.slash(alice, None, channel, "ttt", "play", options={"first": "me"})
        board = await one_move(env, started)
        shown = {b["emoji"]["id"] for b in taken(board)}
        assert shown == {ids["ttt_x"], ids["ttt_o"]}, taken(board)
        assert all("label" not in b for b in taken(board))
        await emu.slash(alice, None, channel, "ttt", "resign")


async def test_a_server_that_never_added_the_bot_shows_them_and_one_that_did_shows_letters(
    env: TttEnv,
) -> None:
    emu, alice = env.emu, env.world.alice
    elsewhere = emu.add_guild("Elsewhere", with_bot=False)
    room = emu.add_channel(elsewhere, "games")
    emu.add_member(elsewhere, alice.user)
    there = await one_move(
        env, await emu.slash(alice, elsewhere, room, "ttt", "play", options={"first": "me"})
    )
    assert {b["emoji"]["name"] for b in taken(there)} == {"ttt_x", "ttt_o"}

    here = await one_move(env, await env.ttt(alice, "play", {"first": "me"}))
    assert [b.get("emoji") for b in taken(here)] == [None, None]
    assert sorted(b["label"] for b in taken(here)) == ["O", "X"]


async def test_an_app_emoji_deleted_since_gives_letters_and_no_one_is_blamed(env: TttEnv) -> None:
    emu, alice = env.emu, env.world.alice
    dm = emu.dm_channel(alice)
    started = await emu.slash(alice, None, dm, "ttt", "play", options={"first": "me"})
    assert started.message is not None
    app_emojis.store_of(emu).emojis.clear()  # deleted in the developer portal
    since = len(emu.messages(dm))

    clicked = await env.click_cell(
        alice, started.message, choose(board_of(started.message), "best")
    )
    assert clicked.updated_the_message, clicked.text
    refused = [p for p in emu.problems if "Invalid emoji" in p]
    assert len(refused) == 1 and refused == emu.problems  # Discord refused it once
    emu.problems.clear()
    board = emu.message(started.message.id)
    assert board_of(board).ply == 2
    assert [b.get("emoji") for b in taken(board)] == [None, None]
    assert len(emu.messages(dm)) == since  # no message about looks: they are the bot's own

    again = await emu.slash(alice, None, dm, "ttt", "board")  # letters from now on, at once
    assert again.message is not None and again.problems == [], again.problems
    assert [b.get("emoji") for b in taken(again.message)] == [None, None]
