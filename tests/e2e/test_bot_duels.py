"""Duels between members: challenge, accept or decline by buttons, play by buttons."""

from __future__ import annotations

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    choose,
    embed_text,
    enabled_cells,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)
from .emulator import CallbackType


async def test_duel_accepted_and_played_to_a_draw(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"})
    assert invite.message is not None and not invite.ephemeral
    assert world.bob.mention in invite.content  # the challenged member is pinged
    assert "alice challenges you" in invite.text
    assert "alice plays X" in invite.text
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))

    # Only bob may answer.
    assert_refused(await ttt.click(world.carol, invite.message, accept))

    accepted = await ttt.click(world.bob, invite.message, accept)
    assert accepted.response_type == CallbackType.UPDATE_MESSAGE
    board = accepted.message
    assert board is not None and board.id == invite.message.id  # the invitation became the board
    assert "alice (X) vs bob (O)" in embed_text(board)
    assert "X to move: alice" in embed_text(board)
    assert board.content in ("", None)

    # Both play perfectly by buttons: a draw.
    players = {"X": world.alice, "O": world.bob}
    for _ in range(9):
        position = board_of(ttt.emu.message(board.id))
        if position.is_over:
            break
        mover = players[position.to_move.value]
        result = await ttt.click_cell(mover, board.id, choose(position, "best"))
        assert result.response_type == CallbackType.UPDATE_MESSAGE, result.text
    final = ttt.emu.message(board.id)
    assert board_of(final).is_draw
    assert "Draw." in embed_text(final)
    assert enabled_cells(final) == []

    # The answered invitation cannot be accepted twice (its buttons are gone anyway).
    assert all(not i.startswith("ttt:d:") for i in final.custom_ids)


async def test_duel_declined(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob})
    assert invite.message is not None
    decline = next(i for i in invite.custom_ids if i.endswith(":decline"))
    declined = await ttt.click(world.bob, invite.message, decline)
    assert declined.response_type == CallbackType.UPDATE_MESSAGE
    assert declined.message is not None
    assert "bob declined alice's challenge." in embed_text(declined.message)
    assert declined.message.custom_ids == []
    # Nobody is playing: both can start games of their own.
    assert_refused(await ttt.ttt(world.alice, "board"), "no game")
    assert_refused(await ttt.ttt(world.bob, "board"), "no game")


async def test_challenging_yourself_is_refused(ttt: TttEnv) -> None:
    assert_refused(await ttt.ttt(ttt.world.alice, "play", {"opponent": ttt.world.alice}))


async def test_duel_in_french(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob}, locale="fr")
    assert "alice vous défie" in invite.text
    labels = {b["label"] for b in invite.message.buttons}  # type: ignore[union-attr]
    assert labels == {"Accepter", "Refuser"}
