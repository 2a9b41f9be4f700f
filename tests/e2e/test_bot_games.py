"""Games against agents through the real discord.py client: commands, buttons, whole games,
the board message, a restart mid-game and the idle timeout."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.discord import replies
from devkit.emulator import CallbackType
from engine import Mark

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    cell_buttons,
    embed_text,
    enabled_cells,
    slow_down,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

MANAGE_GUILD = 1 << 5


def _options(command: dict, name: str) -> dict:
    return {o["name"]: o for o in command["options"] if o["name"] == name}[name]


async def test_command_tree_as_synced(ttt: TttEnv) -> None:
    commands = {c["name"]: c for c in ttt.emu.registered_commands(ttt.world.guild)}
    # No /ttt-owner: it is registered only in the owners' servers (TTT_OWNER_GUILD_IDS).
    assert set(commands) == {"ttt", "ttt-admin"}

    ttt_cmd = commands["ttt"]
    subs = {o["name"] for o in ttt_cmd["options"]}
    assert subs == {
        "play", "move", "board", "resign", "stats", "leaderboard", "agents", "review",
        "history",
        "help",
        "prefs",  # a person's own default level, where no server chose
    }  # fmt: skip
    assert ttt_cmd["default_member_permissions"] is None  # everyone sees /ttt

    play = _options(ttt_cmd, "play")
    params = {o["name"]: o for o in play["options"]}
    assert set(params) == {"opponent", "agent", "first", "difficulty"}
    assert not any(o.get("required") for o in play["options"])
    assert params["opponent"]["type"] == 6  # USER
    assert params["agent"]["autocomplete"] is True
    assert {c["value"] for c in params["first"]["choices"]} == {"me", "bot", "random"}
    # French users see French names (the translator at work).
    assert play["name_localizations"]["fr"] == "jouer"
    assert params["first"]["choices"][0]["name_localizations"]["fr"] == "moi"

    move = _options(ttt_cmd, "move")
    assert move["options"][0]["name"] == "cell"
    assert move["options"][0]["required"] is True
    assert move["options"][0]["autocomplete"] is True

    board_scope = {
        c["value"] for c in _options(_options(ttt_cmd, "leaderboard"), "scope")["choices"]
    }
    assert board_scope == {"server", "global", "channel", "played"}
    season = _options(_options(ttt_cmd, "leaderboard"), "season")
    assert season["autocomplete"] is True and not season.get("required")

    admin = commands["ttt-admin"]
    # Hidden by default from members without Manage Server (checked on our side too).
    assert int(admin["default_member_permissions"]) == MANAGE_GUILD
    assert {o["name"] for o in admin["options"]} == {
        "settings",
        "agent",
        "allow-channel",
        "disallow-channel",
        "all-channels",
        "multiple-games",
        "move-timeout",
        "cooldown",
        "language",
        "fair-target",
        "web",
        "learning",
        "season",  # a group, /ttt-admin season new
        "allow-role",
        "disallow-role",
        "all-roles",
        "public-posts",
        "looks",
    }


async def test_play_shows_sides_turn_and_agent(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    result = await ttt.ttt(alice, "play", {"first": "me"})
    assert result.answered_with_a_message
    assert not result.ephemeral
    assert result.message is not None
    text = embed_text(result.message)
    assert "alice (X) vs minimax (O)" in text
    assert "X to move: alice" in text
    assert "Agent" in text and "minimax" in text
    assert board_of(result.message).ply == 0
    assert enabled_cells(result.message) == list(range(1, 10))
    # custom_id = game, ply, cell: what lets old messages work after a restart.
    ids = [b["custom_id"] for b in cell_buttons(result.message)]
    game_id = ids[0].split(":")[2]
    assert ids == [f"ttt:c:{game_id}:0:{cell}" for cell in range(1, 10)]


async def test_bot_moves_first_when_asked(ttt: TttEnv) -> None:
    result = await ttt.ttt(ttt.world.alice, "play", {"first": "bot"})
    assert result.message is not None
    board = board_of(result.message)
    assert board.ply == 1 and board.to_move is Mark.O
    assert "minimax (X) vs alice (O)" in embed_text(result.message)


async def test_draw_by_buttons(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    end = await ttt.play_out(alice, start, "best", by="button")
    assert end.message is not None
    board = board_of(end.message)
    assert board.is_draw
    assert "Draw." in embed_text(end.message)
    assert enabled_cells(end.message) == []  # a finished game disables every cell
    # Every click edited the one board message in place.
    assert end.message.id == start.message.id  # type: ignore[union-attr]


async def test_loss_by_buttons(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "bot"})
    end = await ttt.play_out(alice, start, "worst", by="button")
    assert end.message is not None
    assert board_of(end.message).winner is Mark.X
    assert "minimax (X) wins." in embed_text(end.message)
    assert enabled_cells(end.message) == []
    # The winning line is highlighted (green buttons).
    assert sum(b["style"] == 3 for b in cell_buttons(end.message)) >= 3


async def test_win_by_buttons_against_random(ttt: TttEnv) -> None:
    """Perfect play beats the random agent almost always; a few games make it certain."""
    alice = ttt.world.alice
    for _ in range(8):
        start = await ttt.ttt(alice, "play", {"agent": "random", "first": "me"})
        end = await ttt.play_out(alice, start, "best", by="button")
        assert end.message is not None
        if board_of(end.message).winner is Mark.X:
            assert "alice (X) wins." in embed_text(end.message)
            return
    raise AssertionError("no win in 8 perfect games against the random agent")


async def test_draw_and_loss_by_move_command(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    end = await ttt.play_out(alice, start, "best", by="command")
    assert end.message is not None and board_of(end.message).is_draw
    assert "Draw." in embed_text(end.message)

    start = await ttt.ttt(alice, "play", {"first": "me"})
    end = await ttt.play_out(alice, start, "worst", by="command")
    assert end.message is not None and board_of(end.message).winner is Mark.O
    assert "minimax (O) wins." in embed_text(end.message)


@pytest.mark.sqlite_only
async def test_a_move_slower_than_the_defer_timer_is_still_posted_in_the_channel(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a busy machine a /ttt move outlasts the defer timer: the public "thinking" placeholder
    becomes the board, which the player sees as the same answer as an immediate one. The timer
    is the question (the service is slowed on purpose), so SQLite alone."""
    alice = ttt.world.alice
    await ttt.ttt(alice, "play", {"first": "me"})
    monkeypatch.setattr(replies, "DEFER_AFTER", 0.1)
    assert ttt.bot is not None
    slow_down(monkeypatch, ttt.bot, "public_texts", 0.3)
    moved = await ttt.ttt(alice, "move", {"cell": "5"})
    assert moved.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    assert moved.answered_with_a_message and not moved.ephemeral
    assert moved.message is not None and not moved.message.loading
    assert board_of(moved.message)[5] is Mark.X
    end = await ttt.play_out(alice, moved, "best", by="command")
    assert end.message is not None and board_of(end.message).is_draw


async def test_win_by_move_command_against_random(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    for _ in range(8):
        start = await ttt.ttt(alice, "play", {"agent": "random", "first": "me"})
        end = await ttt.play_out(alice, start, "best", by="command")
        assert end.message is not None
        if board_of(end.message).winner is Mark.X:
            assert "alice (X) wins." in embed_text(end.message)
            assert enabled_cells(end.message) == []
            return
    raise AssertionError("no win in 8 perfect games against the random agent")


async def test_move_by_name_and_the_old_board_retires(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    first = await ttt.ttt(alice, "play", {"first": "me"})
    assert first.message is not None
    await ttt.board_recorded(first.message)  # as a person would be slower than the bot
    moved = await ttt.ttt(alice, "move", {"cell": "center"})
    assert moved.message is not None and first.message is not None
    assert board_of(moved.message)[5] is Mark.X
    # The previous board is disabled in the background and points to the newer message.
    await ttt.emu.wait_until(
        lambda: enabled_cells(ttt.emu.message(first.message.id)) == [],  # type: ignore[union-attr]
        what="the old board to be retired",
    )
    assert "continues in a newer message" in embed_text(ttt.emu.message(first.message.id))


async def test_move_autocomplete_lists_free_cells(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    assert (
        await ttt.emu.autocomplete(
            alice, ttt.world.guild, ttt.world.games, "ttt", "move", focused="cell"
        )
        == []
    )
    result = await ttt.ttt(alice, "play", {"first": "me"})
    await ttt.click_cell(alice, result.message, 5)  # type: ignore[arg-type]
    board = board_of(ttt.emu.message(result.message.id))  # type: ignore[union-attr]
    choices = await ttt.emu.autocomplete(
        alice, ttt.world.guild, ttt.world.games, "ttt", "move", focused="cell"
    )
    assert [int(c["value"]) for c in choices] == list(board.empty_cells())
    assert choices[0]["name"].startswith(f"{board.empty_cells()[0]} · ")
    narrowed = await ttt.emu.autocomplete(
        alice, ttt.world.guild, ttt.world.games, "ttt", "move", focused="cell", value="right"
    )
    assert narrowed and all("right" in c["name"] for c in narrowed)


async def test_board_and_resign(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    await ttt.ttt(alice, "play", {"first": "me"})
    shown = await ttt.ttt(alice, "board")
    assert shown.message is not None and not shown.ephemeral
    assert "X to move: alice" in embed_text(shown.message)
    await ttt.click_cell(alice, shown.message, 5)  # a game alice moved in: resigning loses

    resigned = await ttt.ttt(alice, "resign")
    assert resigned.message is not None
    assert "alice resigned; minimax (O) wins." in embed_text(resigned.message)
    assert enabled_cells(resigned.message) == []
    assert_refused(await ttt.ttt(alice, "board"), "no game in progress")


async def test_restart_mid_game_continues_with_the_old_buttons(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    assert start.message is not None
    await ttt.click_cell(alice, start.message, 5)
    before = ttt.emu.message(start.message.id).snapshot()

    await ttt.restart()

    # The message posted by the previous process, clicked on after the restart.
    free = enabled_cells(before)
    after = await ttt.click_cell(alice, before.id, free[0])
    assert after.updated_the_message, after.text
    assert after.message is not None
    assert board_of(after.message).ply == board_of(before).ply + 2
    # ...and a click on the pre-restart view of that board is stale: it shows the board again.
    stale = await ttt.click_as_seen(alice, before, before.buttons[free[1] - 1]["custom_id"])
    assert stale.updated_the_message, stale.text
    assert stale.message is not None and board_of(stale.message) == board_of(after.message)
    assert "out of date" in (await stale.wait_followup()).content


async def test_idle_game_times_out_and_its_board_says_so(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    assert start.message is not None
    await ttt.click_cell(alice, start.message, 5)  # alice moved: timing out loses
    await ttt.board_recorded(start.message)
    await ttt.sweep_idle(datetime.now(UTC) + timedelta(days=2))
    await ttt.emu.wait_until(
        lambda: enabled_cells(ttt.emu.message(start.message.id)) == [],  # type: ignore[union-attr]
        what="the idle board to be closed",
    )
    text = embed_text(ttt.emu.message(start.message.id))
    assert "alice ran out of time; minimax (O) wins." in text
    assert_refused(await ttt.ttt(alice, "board"), "no game in progress")


async def test_global_sync_without_guild_ids(ttt: TttEnv) -> None:
    ttt.overrides["TTT_GUILD_IDS"] = ""
    await ttt.restart()
    names = {c["name"] for c in ttt.emu.registered_commands(None)}
    assert names == {"ttt", "ttt-admin"}
    # Global commands work in the server as well.
    result = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert result.message is not None and board_of(result.message).ply == 0
