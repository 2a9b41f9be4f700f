"""Rematch and history through the real Discord front: the rematch button of finished boards
(against an agent, and a duel's invitation), and /ttt history with its menu of reviews."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from devkit.emulator import CallbackType, InteractionResult, StoredMessage
from devkit.emulator.validation import validate_message
from tests.stored import active_game_ids

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    embed_text,
    game_id_of,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


def rematch_id(message: StoredMessage) -> str:
    """The rematch button's ``custom_id`` on a finished board."""
    found = [i for i in message.custom_ids if i.startswith("ttt:r:")]
    assert len(found) == 1, f"no rematch button on {message.custom_ids}"
    return found[0]


async def finished_vs_minimax(ttt: TttEnv, **where: object) -> StoredMessage:
    """alice opens against minimax, plays the centre and resigns (a lost game: one she never
    moved in would be abandoned and unrated): the finished board, as posted."""
    alice = ttt.world.alice
    await ttt.ttt(alice, "play", {"agent": "minimax", "first": "me"}, **where)  # type: ignore[arg-type]
    await ttt.ttt(alice, "move", {"cell": "5"}, **where)  # type: ignore[arg-type]
    resigned = await ttt.ttt(alice, "resign", **where)  # type: ignore[arg-type]
    assert resigned.message is not None and not resigned.ephemeral
    return resigned.message


def is_new_public_board(result: InteractionResult) -> bool:
    return result.answered_with_a_message and not result.ephemeral


async def rematch_spent(ttt: TttEnv, finished: StoredMessage) -> None:
    """Wait until the rematch button of the finished board is greyed out (the bot edits the
    board just after it posted the rematch)."""

    def disabled() -> bool:
        message = ttt.emu.message(finished.id)
        button = next(b for b in message.buttons if b.get("custom_id") == rematch_id(message))
        return bool(button.get("disabled"))

    await ttt.emu.wait_until(disabled, timeout=10, what="the old rematch button greyed out")


# -- rematch against an agent -------------------------------------------------------------------


async def test_a_rematch_against_the_agent_swaps_the_colours(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    finished = await finished_vs_minimax(ttt)
    assert "alice (X) vs minimax (O)" in embed_text(finished)
    again = await ttt.click(alice, finished, rematch_id(finished))
    assert is_new_public_board(again), again.text
    board = again.message
    assert board is not None and board.id != finished.id  # a new message, the old one stays
    assert "minimax (X) vs alice (O)" in embed_text(board)
    assert board_of(board).ply == 1  # minimax plays X now: it has opened
    assert game_id_of(board) != game_id_of(finished)
    assert embed_text(ttt.emu.message(finished.id)) == embed_text(finished)
    await rematch_spent(ttt, finished)  # one rematch per game
    # The new board is the game's live board: alice plays on it.
    await ttt.board_recorded(board)
    move = await ttt.ttt(alice, "board")
    assert move.message is not None and "minimax (X) vs alice (O)" in embed_text(move.message)


async def test_a_rematch_clicked_twice_starts_one_game(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.manager, "multiple-games", {"enabled": True})
    finished = await finished_vs_minimax(ttt)
    button = rematch_id(finished)
    both = await asyncio.gather(
        ttt.click(world.alice, finished, button), ttt.click(world.alice, finished, button)
    )
    started = [r for r in both if is_new_public_board(r)]
    refused = [r for r in both if r.ephemeral]
    assert len(started) == 1 and len(refused) == 1, [r.text for r in both]
    assert_refused(refused[0], "has had its rematch already")
    assert ttt.service is not None
    active = await active_game_ids(ttt.service.repository, user_id=str(world.alice.id))
    assert len(active) == 1
    # The old board's button is greyed out; a client that missed the edit may still click
    # it, later, once that game is over too: it starts nothing.
    await rematch_spent(ttt, finished)
    await ttt.ttt(world.alice, "resign")
    before = await ttt.db_fingerprint()
    assert_refused(await ttt.click_as_seen(world.alice, finished, button), "rematch already")
    assert await ttt.db_fingerprint() == before


async def test_only_the_player_may_click_the_rematch(ttt: TttEnv) -> None:
    finished = await finished_vs_minimax(ttt)
    before = await ttt.db_fingerprint()
    refused = await ttt.click(ttt.world.carol, finished, rematch_id(finished))
    assert_refused(refused, "Only alice and minimax")
    assert await ttt.db_fingerprint() == before


async def test_a_rematch_is_refused_like_play_when_already_playing(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    finished = await finished_vs_minimax(ttt)
    await ttt.ttt(alice, "play", {"agent": "random", "first": "me"})
    assert_refused(await ttt.click(alice, finished, rematch_id(finished)), "already have game")


async def test_forged_rematch_ids_are_no_longer_valid(ttt: TttEnv) -> None:
    finished = await finished_vs_minimax(ttt)
    for forged in ("ttt:r:999999", "ttt:r:01", "ttt:r:" + "9" * 30, "ttt:r:\u0661"):
        result = await ttt.emu.forge_click(ttt.world.alice, finished, forged)
        assert_refused(result, "no longer valid")


# -- rematch of a duel --------------------------------------------------------------------------


async def test_a_duel_rematch_is_an_invitation_the_other_side_accepts(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"})
    assert invite.message is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    await ttt.click(world.bob, invite.message, accept)
    resigned = await ttt.ttt(world.bob, "resign")
    finished = resigned.message
    assert finished is not None and "alice (X) vs bob (O)" in embed_text(finished)
    button = rematch_id(finished)

    # alice challenged moments ago: the challenge cooldown holds for a rematch too.
    assert_refused(await ttt.click(world.alice, finished, button), "challenge again in")
    assert_refused(await ttt.click(world.carol, finished, button), "Only alice and bob")

    offer = await ttt.click(world.bob, finished, button)
    assert is_new_public_board(offer), offer.text
    assert offer.message is not None and world.alice.mention in embed_text(offer.message)
    text = embed_text(offer.message)
    assert "bob challenges you" in text and "bob plays X" in text
    assert f"rematch of game #{game_id_of(finished)}" in text
    # The finished board's button is spent; a client that missed the edit can still click
    # it while the invitation waits: a challenge's rules (cooldown first).
    await rematch_spent(ttt, finished)
    assert_refused(await ttt.click_as_seen(world.bob, finished, button), "challenge again in")

    accept = next(i for i in offer.message.custom_ids if i.endswith(":accept"))
    assert_refused(await ttt.click(world.bob, offer.message, accept))  # only alice answers
    accepted = await ttt.click(world.alice, offer.message, accept)
    assert accepted.response_type == CallbackType.UPDATE_MESSAGE
    assert accepted.message is not None
    assert "bob (X) vs alice (O)" in embed_text(accepted.message)
    await ttt.ttt(world.alice, "resign")
    assert_refused(await ttt.click_as_seen(world.bob, finished, button), "rematch already")


# -- history ------------------------------------------------------------------------------------


async def test_history_lists_recent_games_and_the_menu_reviews_one(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    first = game_id_of(await finished_vs_minimax(ttt))
    second = game_id_of(await finished_vs_minimax(ttt))
    listed = await ttt.ttt(alice, "history")
    assert listed.ephemeral and listed.message is not None, listed.text
    text = embed_text(listed.message)
    assert "Recent games of alice" in text
    assert text.index(f"#{second} ") < text.index(f"#{first} ")  # newest first
    assert "vs minimax · lost" in text
    menu = next(c for c in listed.message.iter_components() if c.get("type") == 3)
    assert [o["value"] for o in menu["options"]] == [str(second), str(first)]

    review = await ttt.emu.select(alice, listed.message, menu["custom_id"], [str(first)])
    assert is_new_public_board(review), review.text
    by_number = await ttt.ttt(alice, "review", {"game": first})
    assert review.text == by_number.text  # the same review as /ttt review <number>
    assert f"Review of game #{first}" in review.text


async def test_another_members_history_shows_only_what_the_asker_may_review(
    ttt: TttEnv,
) -> None:
    world = ttt.world
    here = game_id_of(await finished_vs_minimax(ttt))  # in #tic-tac-toe
    elsewhere = game_id_of(await finished_vs_minimax(ttt, channel=world.general))
    own = await ttt.ttt(world.alice, "history")
    assert f"#{here} " in own.text and f"#{elsewhere} " in own.text
    theirs = await ttt.ttt(world.bob, "history", {"member": world.alice})
    assert theirs.ephemeral and "Recent games of alice" in theirs.text
    assert f"#{here} " in theirs.text and f"#{elsewhere} " not in theirs.text
    assert theirs.message is not None
    menu = next(c for c in theirs.message.iter_components() if c.get("type") == 3)
    assert [o["value"] for o in menu["options"]] == [str(here)]
    carol = await ttt.ttt(world.carol, "history")
    assert carol.ephemeral and "No finished game of carol" in carol.text
    assert not any(c.get("type") == 3 for c in carol.message.iter_components())  # type: ignore[union-attr]


async def test_a_forged_menu_choice_is_no_longer_valid(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    game = game_id_of(await finished_vs_minimax(ttt))
    listed = await ttt.ttt(alice, "history")
    assert listed.message is not None
    # Choices Discord would never send: no values, a button's type for the menu's id, a game
    # the menu does not offer, two games, a number in other digits or with a leading zero.
    forged: list[tuple[int, list[str] | None]] = [
        (3, None),
        (2, None),
        (3, ["999999"]),
        (3, [str(game), str(game)]),
        (3, ["\u0661"]),
        (3, [f"0{game}"]),
    ]
    for component_type, values in forged:
        result = await ttt.emu.forge_click(
            alice, listed.message, "ttt:h:review", component_type=component_type, values=values
        )
        assert_refused(result, "no longer valid")


# -- the emulator's select menus ----------------------------------------------------------------


def select_message(**select: object) -> SimpleNamespace:
    """A stored message with one string select (type 3) in one action row."""
    menu = {"type": 3, "custom_id": "menu", **select}
    return SimpleNamespace(content="", embeds=[], flags=0, components=[
        {"type": 1, "components": [menu]}
    ])  # fmt: skip


def test_the_emulator_refuses_select_menus_discord_would_refuse() -> None:
    option = {"label": "Game #1", "value": "1"}
    assert not validate_message(select_message(options=[option]))
    refused = {
        "no options": select_message(options=[]),
        "26 options": select_message(
            options=[{"label": str(i), "value": str(i)} for i in range(26)]
        ),
        "duplicate values": select_message(options=[option, option]),
        "long label": select_message(options=[{"label": "x" * 101, "value": "1"}]),
        "long description": select_message(options=[option | {"description": "x" * 101}]),
        "more values than options": select_message(options=[option], max_values=2),
        "long placeholder": select_message(options=[option], placeholder="x" * 151),
    }
    for case, message in refused.items():
        assert validate_message(message), case


async def test_the_button_speaks_the_servers_language_and_the_history_the_members(
    ttt: TttEnv,
) -> None:
    world = ttt.world
    await ttt.admin(world.owner, "language", {"language": "fr"})
    finished = await finished_vs_minimax(ttt)
    button = next(b for b in finished.buttons if b.get("custom_id") == rematch_id(finished))
    assert button["label"] == "Revanche"  # public: the server's language
    listed = await ttt.ttt(world.alice, "history", locale="de")
    assert "Letzte Partien von alice" in listed.text  # ephemeral: the member's own language
    assert "gegen minimax · verloren" in listed.text
