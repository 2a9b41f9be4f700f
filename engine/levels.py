"""Levels people choose by name (easy … unbeatable, fair), and how the fair level adapts.

:data:`DIFFICULTY_AGENTS` maps each difficulty onto a registered agent, from the weakest to the
strongest against people, plus ``fair``: the :class:`~engine.agents.fair.FairAgent`, whose
mistake rate is set per member so that the member wins about a target share of games.

The adaptation is a Robbins–Monro (stochastic-approximation) search for the rate at which
the member's chance of winning equals the target: after each finished game the rate moves by
``step × (target − won)`` (``won`` is 1 for a member's win, 0 for a draw or a loss), then is
clipped to [0, 1]. Its fixed point is the member's strength expressed as the rate they need;
and since every update is that difference, over any run of games in which the rate is not
clipped the member's wins equal ``target × games − (rate_after − rate_before) / step``: the
realised share stays within a few games of the target (an integral controller). A member so
strong or so weak that the rate hits 0 or 1 wins what that bound allows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.agents.fair import DEFAULT_MISTAKE_RATE

DIFFICULTY_AGENTS: Final = {
    "easy": "easy",
    "medium": "medium",
    "hard": "fallible",
    "unbeatable": "trap",
    "fair": "fair",
}
"""Difficulty → agent. ``easy``/``medium``/``hard``: minimax that blunders 50 % / 20 % / 10 %
of its moves; ``unbeatable``: the trap agent (perfect play, never loses, and of the perfect
moves the one most likely to make a person err); ``fair``: the adaptive level."""

DIFFICULTIES: Final = tuple(DIFFICULTY_AGENTS)
"""The difficulty names, easiest first."""

DEFAULT_FAIR_TARGET_PCT: Final = 40
"""The share of games (whole percent) a member should win against the fair level, unless the
server sets another."""
DEFAULT_FAIR_TARGET: Final = DEFAULT_FAIR_TARGET_PCT / 100

FAIR_TARGET_RANGE_PCT: Final = (10, 90)
"""The targets a server may set, in whole percent: beyond them the level cannot deliver (a
member who blunders nothing wins nothing; nobody wins every game against believable play)."""

FAIR_STEP: Final = 0.1
"""How far one game moves the rate (per unit of ``target − won``): +0.04 after a game the member
did not win and −0.06 after a win at a 40 % target, so 30 games can carry it across most of
[0, 1]; and the realised share of any 100 games is within ``Δrate / step`` ≤ 10 wins of the
target, typically 2 or 3 (tuned on the simulated players of scripts/bench_fair.py)."""


def next_mistake_rate(
    rate: float, member_won: bool, target: float = DEFAULT_FAIR_TARGET, step: float = FAIR_STEP
) -> float:
    """The rate of the member's next game after a game played at ``rate``."""
    moved = rate + step * (target - (1.0 if member_won else 0.0))
    return min(1.0, max(0.0, moved))


def mistake_rate_after(
    results: Iterable[bool],
    target: float = DEFAULT_FAIR_TARGET,
    start: float = DEFAULT_MISTAKE_RATE,
    step: float = FAIR_STEP,
) -> float:
    """The rate after a member's results (``True`` = the member won), oldest first."""
    rate = start
    for won in results:
        rate = next_mistake_rate(rate, won, target, step)
    return rate


def difficulty_agent(difficulty: str) -> str | None:
    """The agent of ``difficulty`` (any case, spaces trimmed); ``None`` for an unknown name."""
    return DIFFICULTY_AGENTS.get(difficulty.strip().lower())
