"""One logged decision of a human-vs-agent game, ready for a replay buffer."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from engine import Mark


@dataclass(frozen=True, slots=True)
class Transition:
    """One decision, ready for a Q-learning replay buffer.

    ``next_state`` is the board at the decider's next decision (the opponent's reply already
    on it), or the final board when ``done``; ``after_state`` is the board right after
    ``action``. ``reward`` is from the decider's view: +1 won, -1 lost, 0 drawn or not over.
    """

    id: int
    game_id: int
    ply: int
    side: Mark
    state: str
    action: int
    after_state: str
    next_state: str
    reward: float
    done: bool
    decider_kind: Literal["agent", "human"]
    decider: str
    decider_version: str | None
    created_at: datetime
    probability: float | None = None
    """An agent's decision: the probability its policy gave ``action`` (``None`` for people
    and for rows logged before migration 0005)."""

    def replay_row(self, *, next_state: Literal["decision", "after"] = "decision") -> list[float]:
        """Seed 000's 21-number replay row.

        ``[0:9]`` the state and ``[9:18]`` the next state with X = +1, O = -1, empty = 0;
        ``[18]`` the action as an index 0–8; ``[19]`` the reward; ``[20]`` done (1.0 / 0.0).
        ``next_state="after"`` uses the board right after the action, as the seed does;
        the default uses the decider's next decision state (the usual target against a
        fixed opponent).
        """
        nxt = self.next_state if next_state == "decision" else self.after_state
        return [
            *encode_board(self.state),
            *encode_board(nxt),
            float(self.action - 1),
            float(self.reward),
            1.0 if self.done else 0.0,
        ]


def encode_board(cells: str) -> list[float]:
    """Nine numbers for a board text: X = +1, O = -1, empty = 0 (seed 000's encoding)."""
    return [1.0 if ch == "X" else -1.0 if ch == "O" else 0.0 for ch in cells]
