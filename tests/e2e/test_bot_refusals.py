"""Every refusal is an ephemeral reply to the interaction itself (never "This interaction
failed"), in the user's language, and changes nothing."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy.exc import OperationalError

from bot.discord import replies
from devkit.emulator import CallbackType
from storage.errors import WriteUnconfirmedError

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    cell_id,
    embed_text,
    enabled_cells,
    game_id_of,
    slow_down,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


async def _duel(ttt: TttEnv) -> Any:
    """alice (X) vs bob (O), accepted; returns the board message."""
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"})
    assert invite.message is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    accepted = await ttt.click(world.bob, invite.message, accept)
    assert accepted.updated_the_message, accepted.text
    return accepted.message


async def test_not_your_game(ttt: TttEnv) -> None:
    alice, carol = ttt.world.alice, ttt.world.carol
    start = await ttt.ttt(alice, "play", {"first": "me"})
    refused = await ttt.click_cell(carol, start.message, 5)  # type: ignore[arg-type]
    assert_refused(refused)
    assert "not" in refused.text.lower() and "game" in refused.text.lower()
    # Nothing changed: the board is untouched and alice can still play cell 5.
    assert board_of(ttt.emu.message(start.message.id)).ply == 0  # type: ignore[union-attr]
    played = await ttt.click_cell(alice, start.message, 5)  # type: ignore[arg-type]
    assert played.updated_the_message, played.text


async def test_not_your_turn(ttt: TttEnv) -> None:
    board = await _duel(ttt)
    refused = await ttt.click_cell(ttt.world.bob, board, 1)  # X (alice) is to move
    assert_refused(refused, "turn")
    assert board_of(ttt.emu.message(board.id)).ply == 0


async def test_cell_taken(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    await ttt.ttt(alice, "play", {"first": "me"})
    await ttt.ttt(alice, "move", {"cell": "5"})
    refused = await ttt.ttt(alice, "move", {"cell": "5"})
    assert_refused(refused, "taken")


async def test_bad_cell_text(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    await ttt.ttt(alice, "play", {"first": "me"})
    assert_refused(await ttt.ttt(alice, "move", {"cell": "z9"}), "not a cell")


async def test_game_over(ttt: TttEnv) -> None:
    """A click on a board the user still sees as live after the game ended elsewhere (the
    idle sweep ended it; their client missed the edit, or, where the bot is not a member, no
    token was left to redraw it): it plays nothing, the board is redrawn as it ended, and the
    player is told so."""
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    assert start.message is not None
    seen = ttt.emu.message(start.message.id).snapshot()
    await ttt.sweep_idle(datetime.now(UTC) + timedelta(days=2))
    before = await ttt.db_fingerprint()
    clicked = await ttt.click_as_seen(alice, seen, cell_id(seen, 5))
    assert clicked.updated_the_message and clicked.message is not None, clicked.text
    assert enabled_cells(clicked.message) == []
    note = await clicked.wait_followup()
    assert note.ephemeral and "how the game ended" in note.content, note.content
    assert await ttt.db_fingerprint() == before


async def test_stale_board_plays_nothing_and_shows_the_current_board(ttt: TttEnv) -> None:
    """A click on an older view of the board (same game, earlier ply) plays nothing; the
    clicked message is redrawn with the current board and the player is told why."""
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    assert start.message is not None
    seen = ttt.emu.message(start.message.id).snapshot()
    await ttt.click_cell(alice, start.message, 5)
    now = board_of(ttt.emu.message(start.message.id))
    free_then_and_now = next(c for c in now.empty_cells())
    stale = await ttt.click_as_seen(alice, seen, cell_id(seen, free_then_and_now))
    assert stale.updated_the_message, stale.text
    assert stale.message is not None and board_of(stale.message) == now
    note = await stale.wait_followup()
    assert note.ephemeral and "out of date" in note.content and "move 3" in note.content
    assert ttt.service is not None
    assert (await ttt.service.get_game(game_id_of(seen))).board == now  # nothing stored


async def test_unknown_agent(ttt: TttEnv) -> None:
    refused = await ttt.ttt(ttt.world.alice, "play", {"agent": "deep-blue"})
    assert_refused(refused, "deep-blue", "minimax")
    assert_refused(await ttt.ttt(ttt.world.alice, "board"), "no game")


async def test_agent_autocomplete(ttt: TttEnv) -> None:
    choices = await ttt.emu.autocomplete(
        ttt.world.alice,
        ttt.world.guild,
        ttt.world.games,
        "ttt",
        "play",
        focused="agent",
        value="mini",
    )
    assert [c["value"] for c in choices] == ["minimax"]


async def test_channel_not_allowed(ttt: TttEnv) -> None:
    world = ttt.world
    done = await ttt.admin(world.manager, "allow-channel", {"channel": world.games})
    assert done.ephemeral and world.games.mention in done.text
    refused = await ttt.ttt(world.alice, "play", channel=world.general)
    assert_refused(refused, "channel")
    # The allowed channel still works.
    ok = await ttt.ttt(world.alice, "play", {"first": "me"}, channel=world.games)
    assert ok.message is not None and not ok.ephemeral


async def test_already_playing_unless_the_server_allows_several(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.ttt(world.alice, "play", {"first": "me"})
    assert_refused(await ttt.ttt(world.alice, "play", {"first": "me"}), "already")
    await ttt.admin(world.manager, "multiple-games", {"enabled": True})
    second = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert second.message is not None and not second.ephemeral


async def test_cooldown(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.manager, "cooldown", {"seconds": 3600})
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob})
    assert invite.message is not None and not invite.ephemeral
    decline = next(i for i in invite.custom_ids if i.endswith(":decline"))
    await ttt.click(world.bob, invite.message, decline)
    refused = await ttt.ttt(world.alice, "play", {"opponent": world.carol})
    assert_refused(refused, "challenge again in")
    french = await ttt.ttt(world.alice, "play", {"opponent": world.carol}, locale="fr")
    assert_refused(french, "vous pourrez en lancer un autre dans 1\u00a0heure")
    assert_refused(refused, "challenge again in 1 hour")


async def test_bots_cannot_be_challenged(ttt: TttEnv) -> None:
    refused = await ttt.ttt(ttt.world.alice, "play", {"opponent": ttt.world.bot})
    assert_refused(refused, "bots")


async def test_agent_with_opponent_is_refused(ttt: TttEnv) -> None:
    refused = await ttt.ttt(ttt.world.alice, "play", {"opponent": ttt.world.bob, "agent": "easy"})
    assert_refused(refused, "agent option")


async def test_refusals_follow_the_users_locale(ttt: TttEnv) -> None:
    world = ttt.world
    refused = await ttt.ttt(world.alice, "board", locale="fr")
    assert_refused(refused, "Vous n'avez pas de partie en cours ici")
    # The board is public: the server's language (English here), not the member's.
    start = await ttt.ttt(world.alice, "play", {"first": "me"}, locale="fr")
    assert start.message is not None
    assert "alice (X) vs minimax (O)" in embed_text(start.message)
    not_yours = await ttt.click_cell(world.carol, start.message, 1, locale="fr")
    assert_refused(not_yours, "La partie n° 1 oppose alice (X) à minimax (O) ; vous n'y jouez pas.")
    # As informative in every language: the game's number and its players.
    japanese = await ttt.click_cell(world.carol, start.message, 1, locale="ja")
    assert_refused(japanese, "alice", "minimax", "1")
    assert "game" not in japanese.text
    english = await ttt.click_cell(world.carol, start.message, 1, locale="en-GB")
    assert_refused(english, "Game #1 is alice (X) against minimax (O)")


async def test_unexpected_errors_become_an_ephemeral_apology(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("database on fire")

    monkeypatch.setattr(ttt.service, "stats", broken)
    refused = await ttt.ttt(ttt.world.alice, "stats")
    assert_refused(refused, "something went wrong")
    assert "database on fire" not in refused.text  # internals stay in the log
    assert any("database on fire" in str(r.exc_info) for r in caplog.records if r.exc_info)
    french = await ttt.ttt(ttt.world.alice, "stats", locale="fr")
    assert_refused(french, "Désolé")


async def test_a_database_outage_is_told_as_such_and_logged_on_one_line(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def locked(*args: object, **kwargs: object) -> None:
        raise OperationalError("UPDATE games …", {}, sqlite3.OperationalError("database is locked"))

    monkeypatch.setattr(ttt.service, "stats", locked)
    refused = await ttt.ttt(ttt.world.alice, "stats")
    assert_refused(refused, "The game database is unavailable right now", "Try again")
    french = await ttt.ttt(ttt.world.alice, "stats", locale="fr")
    assert_refused(french, "La base de données des parties est indisponible")
    told = [r for r in caplog.records if "database unavailable" in r.getMessage()]
    assert told and all(r.exc_info is None for r in told)  # an outage is not a bug's traceback
    assert "database is locked" in told[0].getMessage()


async def test_a_click_whose_commit_went_unanswered_is_told_as_maybe_saved(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert start.message is not None
    service = ttt.service
    assert service is not None
    healthy = service.play_move

    async def unanswered(*args: Any, **kwargs: Any) -> object:
        await healthy(*args, **kwargs)  # kept on the server, but nobody heard back
        raise WriteUnconfirmedError("connection was closed in the middle of operation")

    monkeypatch.setattr(service, "play_move", unanswered)
    clicked = await ttt.click_cell(ttt.world.alice, start.message, 5)
    assert_refused(clicked, "may or may not have been saved", "/ttt board")
    assert "nothing was changed" not in clicked.text
    # The move was kept after all: the board shows it, and the next click on it is told alike.
    board = await ttt.ttt(ttt.world.alice, "board")
    assert board.message is not None and board_of(board.message).cells[4] == "X"
    free = enabled_cells(board.message)[0]
    french = await ttt.click_cell(ttt.world.alice, board.message, free, locale="fr")
    assert_refused(french, "peut-être été enregistré")


@pytest.mark.sqlite_only
async def test_slow_service_calls_are_deferred_in_time(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reply waits for the service; past DEFER_AFTER the interaction is deferred first, so
    Discord's 3 s deadline holds however long the service takes. The service is slowed on
    purpose, so SQLite alone; a check slowed by a real read of either database: below."""
    monkeypatch.setattr(replies, "DEFER_AFTER", 0.1)
    service = ttt.service
    assert service is not None
    slow_down(monkeypatch, service, "stats", 0.3)
    result = await ttt.ttt(ttt.world.alice, "stats")
    assert result.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    assert result.message is not None and not result.ephemeral and not result.message.loading
    assert "alice" in result.text

    # A refusal after a public deferral: the placeholder goes, an ephemeral message comes.
    slow_down(monkeypatch, service, "active_game", 0.3)
    refused = await ttt.ttt(ttt.world.alice, "board")
    assert refused.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    followup = await refused.wait_followup()
    assert followup.ephemeral and "no game" in followup.content.lower()
    assert ttt.emu.message(refused.message.id).deleted if refused.message else True

    # A deferred click edits the board afterwards.
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    slow_down(monkeypatch, service, "play_move", 0.3)
    clicked = await ttt.click_cell(ttt.world.alice, start.message, 5)  # type: ignore[arg-type]
    assert clicked.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE
    await ttt.emu.wait_until(
        lambda: board_of(ttt.emu.message(start.message.id)).ply == 2,  # type: ignore[union-attr]
        what="the deferred click to edit the board",
    )
    assert 5 not in enabled_cells(ttt.emu.message(start.message.id))  # type: ignore[union-attr]


@pytest.mark.sqlite_only
async def test_slow_work_after_the_service_calls_is_deferred_in_time_too(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a command does between its service calls and its reply (the server's language,
    rendering) counts against Discord's 3 s as well: past DEFER_AFTER it is deferred, and the
    reply replaces the placeholder once; a quick command is still answered directly. The
    work is slowed on purpose, so SQLite alone."""
    quick = await ttt.ttt(ttt.world.alice, "stats")  # well within DEFER_AFTER (1.5 s)
    assert quick.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE
    # A short timer and a lookup three times longer: deferred however busy the machine is.
    monkeypatch.setattr(replies, "DEFER_AFTER", 0.1)
    slow_down(monkeypatch, ttt.bot, "public_texts", 0.3)
    for command in ("stats", "leaderboard", "agents"):
        result = await ttt.ttt(ttt.world.alice, command)
        assert result.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, command
        assert result.message is not None and not result.message.loading, command
        assert not result.responded_twice and not result.problems, (command, result.problems)


@pytest.mark.sqlite_only
async def test_the_answer_deadline_counts_from_the_interactions_arrival(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever comes before a command's own work uses up Discord's 3 s too: discord.py's
    checks on a busy machine, the server's playing roles read from the database. Past
    DEFER_AFTER from the interaction's arrival, the command is deferred at once. The checks
    are slowed on purpose, so SQLite alone; a real read of either database: the next test."""
    monkeypatch.setattr(replies, "DEFER_AFTER", 0.1)
    assert ttt.bot is not None
    slow_down(monkeypatch, ttt.bot.tree, "interaction_check", 0.3)
    stats = await ttt.ttt(ttt.world.alice, "stats")
    assert stats.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    assert stats.message is not None and "alice" in stats.text


async def test_a_check_that_reads_the_database_counts_against_the_deadline(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's playing roles are read before a game starts: a slow read is deferred."""
    monkeypatch.setattr(replies, "DEFER_AFTER", 0.1)
    assert ttt.service is not None
    slow_down(monkeypatch, ttt.service, "require_player_roles", 0.3)
    play = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert play.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    assert play.message is not None and not play.ephemeral and not play.problems
    assert "ttt:c:" in str(play.custom_ids)
