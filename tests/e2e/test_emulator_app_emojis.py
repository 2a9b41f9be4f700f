"""The emulator's application emojis against a plain discord.py client: listing, creating and
deleting them as Discord's documentation says, its refusals (a bad name, a taken name, an image
that is none, one over 256 KiB), and which custom emojis a button may show (the app's own, a
server's where the bot is a member, never one of a server it is not in).

These prove the harness (as ``test_emulator.py`` does), not tttbot.
"""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
from discord.ext import commands

from devkit.emulator import DiscordEmulator, World, app_emojis

from .conftest import BotRunner

PNG = (Path(__file__).parents[2] / "bot" / "discord" / "emojis" / "ttt_x.png").read_bytes()


@pytest.fixture
async def client(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner
) -> AsyncIterator[commands.Bot]:
    bot = commands.Bot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
        help_command=None,
    )
    yield await bot_runner.start(bot)  # type: ignore[misc]


async def test_emojis_are_created_listed_fetched_and_deleted(
    emulator: DiscordEmulator, client: commands.Bot
) -> None:
    assert await client.fetch_application_emojis() == []
    made = await client.create_application_emoji(name="ttt_x", image=PNG)
    assert made.name == "ttt_x" and made.id and not made.animated
    listed = await client.fetch_application_emojis()
    assert [(e.id, e.name) for e in listed] == [(made.id, "ttt_x")]
    assert listed[0].user is not None and listed[0].user.id == emulator.bot_user.id
    fetched = await client.fetch_application_emoji(made.id)
    assert fetched.name == "ttt_x"
    assert app_emojis.store_of(emulator).emojis[made.id].image == PNG

    await client.http.delete_application_emoji(emulator.application_id, made.id)
    assert await client.fetch_application_emojis() == []
    with pytest.raises(discord.NotFound) as missing:
        await client.fetch_application_emoji(made.id)
    assert missing.value.code == 10014


def image_data(kind: str, data: bytes) -> str:
    """Discord's image data: a data URI."""
    return f"data:image/{kind};base64," + base64.b64encode(data).decode()


@pytest.mark.parametrize(
    ("name", "image", "field"),
    [
        ("x", image_data("png", PNG), "name"),  # one character
        ("x" * 33, image_data("png", PNG), "name"),
        ("tic-tac", image_data("png", PNG), "name"),  # letters, digits and underscores only
        ("ttt_x", image_data("png", b"not an image"), "image"),
        ("ttt_x", image_data("png", b"GIF89a" + PNG), "image"),  # a GIF's header is no PNG's
        ("ttt_x", image_data("bmp", PNG), "image"),  # not a type Discord takes
        ("ttt_x", "data:image/png;base64,not base64!", "image"),
    ],
    ids=["short", "long", "hyphen", "no-image", "wrong-type", "bmp", "not-base64"],
)
async def test_a_bad_name_or_image_is_refused_as_an_invalid_form(
    emulator: DiscordEmulator, client: commands.Bot, name: str, image: str, field: str
) -> None:
    with pytest.raises(discord.HTTPException) as refused:
        await client.http.create_application_emoji(emulator.application_id, name, image)
    assert (refused.value.status, refused.value.code) == (400, 50035)
    assert field in refused.value.text
    assert app_emojis.store_of(emulator).emojis == {}


async def test_a_taken_name_and_a_big_image_are_refused(
    emulator: DiscordEmulator, client: commands.Bot
) -> None:
    await client.create_application_emoji(name="ttt_o", image=PNG)
    with pytest.raises(discord.HTTPException) as taken:
        await client.create_application_emoji(name="TTT_O", image=PNG)  # names ignore case
    assert taken.value.code == 50035 and "already taken" in taken.value.text
    big = PNG + b"\0" * app_emojis.MAX_IMAGE_BYTES
    with pytest.raises(discord.HTTPException) as too_big:
        await client.create_application_emoji(name="big", image=big)
    assert too_big.value.status == 400 and "256 KiB" in too_big.value.text
    assert len(app_emojis.store_of(emulator).emojis) == 1


async def test_a_button_shows_the_apps_emojis_and_those_of_its_servers_only(
    emulator: DiscordEmulator, world: World, client: commands.Bot
) -> None:
    own = await client.create_application_emoji(name="ttt_x", image=PNG)
    member_of = emulator.add_emoji(world.guild, "ring")
    elsewhere = emulator.add_guild("Elsewhere", with_bot=False)
    foreign = emulator.add_emoji(elsewhere, "star")
    channel = client.get_partial_messageable(world.games.id, guild_id=world.guild.id)

    for emoji in (str(own), member_of):
        view = discord.ui.View()
        view.add_item(discord.ui.Button(emoji=emoji, custom_id=f"b:{emoji}"))
        await channel.send("ok", view=view)

    view = discord.ui.View()
    view.add_item(discord.ui.Button(emoji=foreign, custom_id="b:foreign"))
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("not this one", view=view)
    assert refused.value.code == 50035 and "Invalid emoji" in refused.value.text
    assert app_emojis.usable_emojis(emulator) == {own.id, int(member_of.split(":")[2][:-1])}
    emulator.problems.clear()  # the refused message was provoked on purpose
