"""Transitions: every decision of a human-vs-agent game, ready for a Q-learning replay."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

import pytest

from domain.transitions import Transition, encode_board
from engine import Mark
from storage import Repository
from storage.transitions import Decider, completed_transitions, game_transitions
from tests.storage.conftest import ANN, MINIMAX, at
from tests.stored import stored_transitions

DECIDERS = {Mark.X: Decider("human", "ann"), Mark.O: Decider("agent", "minimax", "builtin")}
NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def test_a_won_game_logs_every_decision_of_both_sides(repo: Repository) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    for cell in (1, 4, 2, 5, 3):  # X wins on the top row
        game = await repo.apply_move(game, cell, now=at(1))
    steps = await stored_transitions(repo, game.id)
    assert [(t.ply, t.side, t.action) for t in steps] == [
        (0, Mark.X, 1), (1, Mark.O, 4), (2, Mark.X, 2), (3, Mark.O, 5), (4, Mark.X, 3),
    ]  # fmt: skip
    first, *_, o_last, x_last = steps
    # state -> action -> the same side's next decision state (the reply already on it)
    assert (first.state, first.after_state, first.next_state) == (
        ".........", "X........", "X..O.....",
    )  # fmt: skip
    assert (first.reward, first.done) == (0.0, False)
    assert (first.decider_kind, first.decider, first.decider_version) == ("human", "ann", None)
    # the last decision of each side: done, the final board next, reward from its view
    final = "XXXOO...."
    assert (x_last.next_state, x_last.reward, x_last.done) == (final, 1.0, True)
    assert (o_last.next_state, o_last.reward, o_last.done) == (final, -1.0, True)
    assert (o_last.decider_kind, o_last.decider, o_last.decider_version) == (
        "agent", "minimax", "builtin",
    )  # fmt: skip


async def test_a_draw_rewards_nobody(repo: Repository) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=MINIMAX, o=ANN)
    game = await repo.apply_moves(game, [1, 2, 3, 5, 4, 6, 8, 7, 9])
    steps = await stored_transitions(repo, game.id)
    assert len(steps) == 9
    assert [t.done for t in steps] == [False] * 7 + [True, True]
    assert {t.reward for t in steps} == {0.0}


async def test_a_resignation_closes_both_sides_last_decisions(repo: Repository) -> None:
    game = await repo.apply_moves(
        await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX), [5, 1, 9]
    )
    await repo.resign(game, Mark.X)
    steps = await stored_transitions(repo, game.id)
    assert [(t.ply, t.reward, t.done) for t in steps] == [
        (0, 0.0, False), (1, 1.0, True), (2, -1.0, True),
    ]  # fmt: skip
    assert {t.next_state for t in steps if t.done} == {game.board.cells}


async def test_the_incremental_writes_add_up_to_the_whole_games_transitions(
    repo: Repository,
) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    game = await repo.apply_moves(game, [5, 1])  # two moves in one write
    game = await repo.apply_move(game, 9)
    game = await repo.apply_moves(game, [3, 2, 8])  # X threatens 2-5-8, O blocks on 8
    game = await repo.abandon(game, game.board.to_move)
    stored = await stored_transitions(repo, game.id)
    expected = game_transitions(game.moves, DECIDERS, game.winner, game_id=game.id, now=NOW)
    assert [_key(t) for t in stored] == [_row_key(r) for r in expected]


@pytest.mark.parametrize("moves", [(), (5,), (5, 1), (1, 4, 2, 5, 3)])
def test_each_decision_is_completed_exactly_once(moves: tuple[int, ...]) -> None:
    result: Mark | Literal["draw"] = Mark.X if len(moves) == 5 else "draw"
    whole = game_transitions(moves, DECIDERS, result, game_id=1, now=NOW)
    pieces = []
    for ply in range(len(moves)):
        pieces += completed_transitions(moves[: ply + 1], ply, DECIDERS, None, game_id=1, now=NOW)
    pieces += completed_transitions(moves, len(moves), DECIDERS, result, game_id=1, now=NOW)
    assert sorted(r["ply"] for r in pieces) == list(range(len(moves)))
    assert sorted(pieces, key=lambda r: r["ply"]) == whole


async def test_a_transition_is_seed_000s_21_number_replay_row(repo: Repository) -> None:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX)
    await repo.apply_moves(game, [1, 4, 2, 5, 3])
    last: Transition = (await stored_transitions(repo, game.id))[-1]
    row = last.replay_row()
    assert len(row) == 21
    assert row[0:9] == encode_board(last.state) == [1, 1, 0, -1, -1, 0, 0, 0, 0]
    assert row[9:18] == encode_board(last.next_state)
    assert row[18:] == [2.0, 1.0, 1.0]  # action index 0-8, reward, done
    assert last.replay_row(next_state="after")[9:18] == encode_board(last.after_state)


def _key(t: Transition) -> tuple[object, ...]:
    return (t.ply, t.side.value, t.state, t.action, t.after_state, t.next_state, t.reward, t.done)


def _row_key(r: dict[str, object]) -> tuple[object, ...]:
    keys = ("ply", "side", "state", "action", "after_state", "next_state", "reward", "done")
    return tuple(r[k] for k in keys)
