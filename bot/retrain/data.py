"""Reading the logs: the decisions of people's games that no promoted version trained on yet,
and every position people reached (the gate measures the candidate on them)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.solver import solution_for_cells
from storage.retraining import Engine, read_training_rows


@dataclass(frozen=True)
class Batch:
    """The transitions a run learns from."""

    decisions: list[tuple[str, int, bool]]
    """``(state, action, by_agent)`` of every transition not yet used, in id order."""
    up_to_id: int
    """The highest id among them (later transitions are left for the next run)."""
    games: int
    """Finished games among them."""
    positions: list[str]
    """Every decision position people's games reached, used or not (the gate measures them)."""


async def read_batch(engine: Engine) -> Batch:
    """The transitions no promoted version trained on yet, and every position reached."""
    rows = await read_training_rows(engine)
    positions = sorted(s for s in rows.states if solution_for_cells(s).optimal_moves)
    return Batch(
        decisions=[(r.state, r.action, r.by_agent) for r in rows.unused],
        up_to_id=max((r.id for r in rows.unused), default=0),
        games=len({r.game_id for r in rows.unused if r.done}),
        positions=positions,
    )
