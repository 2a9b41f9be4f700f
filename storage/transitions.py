"""Which transitions a write produces: a pure function of the moves and the result.

A decision's transition is complete only once its ``next_state`` is known: at the same side's
next decision, or when the game ends. So a write inserts exactly the transitions it completes:

* a move at ply ``p`` completes the mover's decision at ply ``p - 2`` (its next state is the
  board the mover sees now, the opponent's reply already on it);
* the end of the game (a winning or drawing move, a resignation, a time-out) completes the last
  decision of each side, with ``done`` set, the final board as next state and the reward from
  that decider's view.

Rows are only ever inserted, never updated, and a transition's id grows with the time it was
completed, so a reader that streams "transitions after id N" sees each one exactly once.
Summed over all writes of a game this is :func:`game_transitions` of the whole move list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from engine import Board, Mark

Result = Mark | Literal["draw"] | None
"""The winner's mark, ``"draw"``, or ``None`` while the game goes on."""


@dataclass(frozen=True, slots=True)
class Decider:
    """Who made a side's decisions: an agent (name + version) or a human (user id)."""

    kind: Literal["agent", "human"]
    name: str
    version: str | None = None


def boards_of(moves: Sequence[int]) -> list[Board]:
    """``boards[k]`` is the board before ply ``k``; ``boards[len(moves)]`` the last one."""
    boards = [Board()]
    for cell in moves:
        boards.append(boards[-1].play(cell))
    return boards


def completed_transitions(
    moves: Sequence[int],
    first_new_ply: int,
    deciders: Mapping[Mark, Decider],
    result: Result,
    *,
    game_id: int,
    now: datetime,
    probabilities: Mapping[int, float] | None = None,
) -> list[dict[str, Any]]:
    """The transition rows completed by a write.

    ``moves`` is the whole move list after the write, of which plies ``first_new_ply`` onwards
    are new (none for a resignation); ``result`` is how the game stands after it.
    ``probabilities`` (ply → probability) is what the agent's policy gave each of its moves;
    a ply it does not name, or a person's, is logged with ``probability`` NULL.
    """
    known = probabilities or {}
    boards = boards_of(moves)
    n = len(moves)
    plies: dict[int, tuple[Board, bool]] = {}
    for p in range(first_new_ply, n):
        if p >= 2:
            plies[p - 2] = (boards[p], False)
    if result is not None:
        for p in (n - 2, n - 1):
            if p >= 0:
                plies[p] = (boards[n], True)
    rows = []
    for ply in sorted(plies):
        nxt, done = plies[ply]
        side = Mark.X if ply % 2 == 0 else Mark.O
        decider = deciders[side]
        reward = 0.0
        if done and result not in (None, "draw"):
            reward = 1.0 if result is side else -1.0
        rows.append(
            {
                "game_id": game_id,
                "ply": ply,
                "side": side.value,
                "state": boards[ply].cells,
                "action": moves[ply],
                "after_state": boards[ply + 1].cells,
                "next_state": nxt.cells,
                "reward": reward,
                "done": done,
                "decider_kind": decider.kind,
                "decider": decider.name,
                "decider_version": decider.version,
                "created_at": now,
                "probability": known.get(ply) if decider.kind == "agent" else None,
            }
        )
    return rows


def game_transitions(
    moves: Sequence[int],
    deciders: Mapping[Mark, Decider],
    result: Result,
    *,
    game_id: int,
    now: datetime,
) -> list[dict[str, Any]]:
    """Every transition of a game written in one go (what the incremental writes add up to)."""
    return completed_transitions(moves, 0, deciders, result, game_id=game_id, now=now)
