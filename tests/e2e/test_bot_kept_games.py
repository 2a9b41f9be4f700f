"""A click played on the process's own copy of the game, through the real discord.py client:
no read of the game while this process is the one moving it, and the game as stored decides
whenever another process changed it meanwhile (a rolling restart: two processes on one shard).

"Another process" is a second repository on the same database, as a second bot process
would be: it changes the game behind this bot's back.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest

from devkit.emulator import CallbackType, StoredMessage
from domain.game import Game
from storage import Repository

from .bot_harness import (
    TttEnv,
    board_of,
    cell_id,
    embed_text,
    enabled_cells,
    game_id_of,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


@asynccontextmanager
async def other_process(ttt: TttEnv) -> AsyncIterator[Repository]:
    repository = await Repository.open(ttt.db_url)
    try:
        yield repository
    finally:
        await repository.close()


def count_reads(ttt: TttEnv, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the games the bot reads from now on (``get_game``), in order."""
    assert ttt.service is not None
    repository = ttt.service.repository
    read = repository.get_game
    reads: list[int] = []

    async def counted(game_id: int) -> Game:
        reads.append(game_id)
        return await read(game_id)

    monkeypatch.setattr(repository, "get_game", counted)
    return reads


async def started_game(ttt: TttEnv) -> StoredMessage:
    """alice's game against minimax, X for her, its board recorded and her first move played."""
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert start.message is not None
    await ttt.board_recorded(start.message)
    first = await ttt.click_cell(ttt.world.alice, start.message, 5)
    assert first.message is not None and board_of(first.message).ply == 2
    return first.message


async def test_clicks_on_the_live_board_read_no_game(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = await ttt.ttt(ttt.world.alice, "play", {"first": "me"})
    assert start.message is not None
    message = start.message
    reads = count_reads(ttt, monkeypatch)
    while enabled_cells(message):
        played = await ttt.click_cell(ttt.world.alice, message, enabled_cells(message)[0])
        assert played.response_type == CallbackType.UPDATE_MESSAGE, played.text
        assert played.message is not None
        message = played.message
    assert reads == []  # every click, to the end of the game, played on the kept copy
    assert ttt.service is not None
    stored = await ttt.service.get_game(game_id_of(message))
    assert not stored.is_active and board_of(message) == stored.board


async def test_a_game_another_process_changed_is_read_and_the_click_still_plays(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    message = await started_game(ttt)
    game_id = game_id_of(message)
    async with other_process(ttt) as other:
        # The same live board recorded again: a new version, nothing a player would see.
        await other.set_message(game_id, str(message.id))
    reads = count_reads(ttt, monkeypatch)
    played = await ttt.click_cell(ttt.world.alice, message, enabled_cells(message)[0])
    assert played.response_type == CallbackType.UPDATE_MESSAGE, played.text
    assert played.message is not None and board_of(played.message).ply == 4
    assert reads == [game_id]  # the kept copy failed its guard: the game was read, once
    assert ttt.service is not None
    assert (await ttt.service.get_game(game_id)).board == board_of(played.message)


async def test_a_board_another_process_replaced_is_not_played_on(ttt: TttEnv) -> None:
    message = await started_game(ttt)
    game_id = game_id_of(message)
    newer = str(message.id + 1_000_000)  # a message posted later, by the other process
    async with other_process(ttt) as other:
        assert await other.swap_message(game_id, newer) == str(message.id)
    # This process's copy still names the clicked message as the live board.
    assert ttt.service is not None and ttt.service.kept_game(game_id) is not None
    clicked = await ttt.click_cell(ttt.world.alice, message, enabled_cells(message)[0])
    assert clicked.response_type == CallbackType.UPDATE_MESSAGE, clicked.text
    assert clicked.message is not None and enabled_cells(clicked.message) == []
    assert "continues in a newer message" in embed_text(clicked.message)
    assert "replaced by a newer one" in (await clicked.wait_followup()).content
    stored = await ttt.service.get_game(game_id)
    assert stored.ply == 2 and stored.message_id == newer


async def test_a_move_another_process_played_from_the_same_click_is_not_played_twice(
    ttt: TttEnv,
) -> None:
    message = await started_game(ttt)
    game_id = game_id_of(message)
    cell = enabled_cells(message)[0]
    async with other_process(ttt) as other:
        # The other process received the same click (one shard, two sessions) and played it.
        before = await other.get_game(game_id)
        reply = next(c for c in before.board.legal_moves() if c != cell)
        after = await other.apply_moves(before, [cell, reply])
    clicked = await ttt.click_as_seen(ttt.world.alice, message, cell_id(message, cell))
    assert clicked.response_type == CallbackType.UPDATE_MESSAGE, clicked.text
    assert clicked.message is not None and board_of(clicked.message) == after.board
    assert "out of date" in (await clicked.wait_followup()).content
    assert ttt.service is not None
    assert (await ttt.service.get_game(game_id)).moves == after.moves


async def test_a_board_recorded_by_another_process_while_the_click_was_judged_is_judged_again(
    ttt: TttEnv, monkeypatch: pytest.MonkeyPatch
) -> None:
    message = await started_game(ttt)
    game_id = game_id_of(message)
    assert ttt.service is not None
    repository = ttt.service.repository
    monkeypatch.setattr(repository, "kept_game", lambda game_id: None)  # read every click
    apply_moves: Callable[..., Any] = repository.apply_moves
    raced: list[int] = []

    async def raced_once(game: Game, cells: list[int], **kwargs: Any) -> Game:
        if not raced:
            # Between this click's read and its write, another process records the live
            # board again: a new version, the same board.
            raced.append(game.version)
            async with other_process(ttt) as other:
                await other.set_message(game.id, str(message.id))
        return await apply_moves(game, cells, **kwargs)

    monkeypatch.setattr(repository, "apply_moves", raced_once)
    played = await ttt.click_cell(ttt.world.alice, message, enabled_cells(message)[0])
    assert played.response_type == CallbackType.UPDATE_MESSAGE, played.text
    # Played, not refused: the conflict was judged again on the stored game.
    assert played.message is not None and board_of(played.message).ply == 4
    stored = await ttt.service.get_game(game_id)
    assert stored.ply == 4 and stored.version == raced[0] + 2
