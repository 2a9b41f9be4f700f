"""A win/draw/loss tally: the one type for "how did these games end" in the whole project.

Counts of stored games (``/ttt stats``), seeded matches, and exact expected results (which are
probabilities, hence ``float``) all use it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Tally:
    """Wins, draws and losses of one side over some games (counts, or probabilities)."""

    wins: float = 0
    draws: float = 0
    losses: float = 0

    @property
    def games(self) -> float:
        """How many games the tally covers (1.0 for a probability distribution)."""
        return self.wins + self.draws + self.losses

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.wins + other.wins, self.draws + other.draws, self.losses + other.losses)

    def __str__(self) -> str:
        if all(float(v).is_integer() for v in (self.wins, self.draws, self.losses)):
            return f"{int(self.wins)}W/{int(self.draws)}D/{int(self.losses)}L"
        return f"{self.wins:.4f}W/{self.draws:.4f}D/{self.losses:.4f}L"
