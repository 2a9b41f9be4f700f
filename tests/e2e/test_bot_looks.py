"""A server's board looks: ``/ttt-admin looks`` takes exactly one emoji per mark (or one of the
server's own), refuses anything else privately and stores nothing; and a board Discord refuses
for its emojis (a server emoji deleted since, a value stored before the check) goes out with the
letters X and O, the emojis reset, the admin who chose them told in the channel."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from devkit.emulator.models import JSON
from devkit.emulator.validation import validate_message

from .bot_harness import (
    TttEnv,
    assert_refused,
    cell_buttons,
    embed_text,
    enabled_cells,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

INVALID_EMOJI = "BUTTON_COMPONENT_INVALID_EMOJI"

NOT_ONE_EMOJI = ["❌❌", "°", "☐", "❌\u202e", "x", "🏻", "❌ ⭕", "<:ring:12>"]
"""Two emojis, symbols that are no emoji, an emoji and a right-to-left override, a letter, a
skin tone alone, two emojis with a space, a server emoji with no real id."""


@pytest.mark.parametrize("value", NOT_ONE_EMOJI, ids=repr)
async def test_looks_refuses_anything_but_one_emoji_and_stores_nothing(
    ttt: TttEnv, value: str
) -> None:
    before = await ttt.db_fingerprint()
    refused = await ttt.admin(ttt.world.manager, "looks", {"x": value})
    assert_refused(refused, "must be one emoji")
    assert await ttt.db_fingerprint() == before


@pytest.mark.parametrize("value", ["⭕", "🇫🇷", "1️⃣", "👍🏽", "👨‍👩‍👧‍👦", "❤"], ids=repr)
async def test_looks_takes_any_one_emoji_and_its_boards_show_it(ttt: TttEnv, value: str) -> None:
    done = await ttt.admin(ttt.world.manager, "looks", {"x": value})
    assert not done.ephemeral or "must be" not in done.text
    started = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert started.message is not None
    played = await ttt.click_cell(ttt.world.alice, started.message, 5)
    assert played.message is not None
    assert cell_buttons(played.message)[4]["emoji"] == {"name": value}


def assert_refused_once_for_its_emoji(ttt: TttEnv, problems: list[str]) -> None:
    """The emulator refused the board once, as Discord does, for a button's emoji (what this
    test provokes on purpose: the emulator's record of it is cleared)."""
    assert len(problems) == 1 and "emoji" in problems[0] and "Invalid emoji" in problems[0]
    assert ttt.emu.problems == problems
    ttt.emu.problems.clear()


def emoji_cells(message: object) -> list[JSON]:
    return [b for b in cell_buttons(message) if b.get("emoji")]  # type: ignore[arg-type]


async def test_a_board_discord_refuses_for_a_deleted_server_emoji_shows_the_letters(
    ttt: TttEnv,
) -> None:
    world = ttt.world
    ring = ttt.emu.add_emoji(world.guild, "ring")
    await ttt.admin(world.manager, "looks", {"x": ring, "colour": "#FF00AA"})
    started = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert started.message is not None
    world.guild.emojis.clear()  # the server deleted it since
    played = await ttt.click_cell(world.alice, started.message, 5)
    assert played.message is not None
    assert_refused_once_for_its_emoji(ttt, played.problems)
    buttons = cell_buttons(played.message)
    assert buttons[4].get("label") == "X" and emoji_cells(played.message) == []
    told = await played.wait_followup(1)
    assert not told.ephemeral  # in the channel, where the admins see it
    assert f"<@{world.manager.id}>" in told.content and "/ttt-admin looks" in told.content
    settings = await ttt.admin(world.manager, "settings")
    fields = {f["name"]: f["value"] for f in settings.embeds[0]["fields"]}
    assert fields["Looks"] == "X: X · O: O · colour: #FF00AA"  # the colour is kept
    again = await ttt.click_cell(world.alice, played.message, 1)
    assert again.message is not None and again.followups == []  # told once


async def test_a_board_with_emojis_stored_before_the_check_shows_the_letters(
    ttt: TttEnv,
) -> None:
    world = ttt.world
    assert ttt.service is not None
    # What the check of earlier versions let through, stored as it was.
    await ttt.service.repository.update_server_settings(
        str(world.guild.id), by=str(world.manager.id), x_emoji="❌❌", o_emoji="°"
    )
    ttt.service._settings_cache.clear()
    started = await ttt.ttt(world.alice, "play", {"first": "bot"})
    assert started.message is not None
    assert_refused_once_for_its_emoji(ttt, started.problems)
    assert emoji_cells(started.message) == []
    assert "X" in [b.get("label") for b in cell_buttons(started.message)]
    told = await started.wait_followup(1)
    assert f"<@{world.manager.id}>" in told.content


def a_message_with(emoji: JSON) -> SimpleNamespace:
    button = {"type": 2, "style": 2, "custom_id": "b", "emoji": emoji}
    row = {"type": 1, "components": [button]}
    return SimpleNamespace(flags=0, content="", embeds=[], components=[row])


@pytest.mark.parametrize(
    ("emoji", "valid"),
    [
        ({"name": "❌"}, True),
        ({"name": "🇫🇷"}, True),
        ({"name": "❌❌"}, False),
        ({"name": "°"}, False),
        ({"name": "❌\u202e"}, False),
        ({"name": "🏻"}, False),
        ({"name": "ring", "id": "42"}, True),
        ({"name": "ring", "id": "43"}, False),
    ],
    ids=repr,
)
def test_the_emulator_refuses_a_button_emoji_as_discord_does(emoji: JSON, valid: bool) -> None:
    errors = validate_message(a_message_with(emoji), custom_emojis={42})
    assert not errors if valid else [c for _, c, _ in errors.items] == [INVALID_EMOJI]


async def test_the_idle_sweeps_redraw_falls_back_to_the_letters_too(ttt: TttEnv) -> None:
    """A board redrawn without an interaction (here the idle sweep closing it) that Discord
    refuses for its emojis is redrawn with the letters, as a reply is, and the admins are told
    in the channel: it is not left showing a game that goes on."""
    world = ttt.world
    ring = ttt.emu.add_emoji(world.guild, "ring")
    await ttt.admin(world.manager, "looks", {"x": ring})
    started = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert started.message is not None
    played = await ttt.click_cell(world.alice, started.message, 5)
    assert played.message is not None and emoji_cells(played.message) != []
    await ttt.board_recorded(started.message)
    world.guild.emojis.clear()  # the server deleted it since
    await ttt.sweep_idle(datetime.now(UTC) + timedelta(days=2))
    await ttt.emu.wait_until(
        lambda: enabled_cells(ttt.emu.message(started.message.id)) == [],  # type: ignore[union-attr]
        what="the idle board to be closed",
    )
    closed = ttt.emu.message(started.message.id)
    assert emoji_cells(closed) == [] and "ran out of time" in embed_text(closed)
    assert len(ttt.emu.problems) == 1 and "Invalid emoji" in ttt.emu.problems[0]
    ttt.emu.problems.clear()  # the sweep's refused redraw, provoked on purpose
    told = [m for m in ttt.emu.messages(world.games) if "/ttt-admin looks" in m.content]
    assert told and f"<@{world.manager.id}>" in told[-1].content
