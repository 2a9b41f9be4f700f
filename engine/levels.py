"""Levels people choose by name (easy … unbeatable, fair), and how the fair level adapts.

:data:`DIFFICULTY_AGENTS` maps each difficulty onto a registered agent, from the weakest to the
strongest against people, plus ``fair``: the :class:`~engine.agents.fair.FairAgent`, whose
level (how many believable mistakes it makes) is set per member so that the member wins about
a target share of games.

The adaptation is a Robbins–Monro (stochastic-approximation) search for the level at which
the member's chance of winning equals the target: after each finished game the level moves by
``step × (target − won)`` (``won`` is 1 for a member's win, 0 for a draw or a loss), then is
clipped to [0, :data:`~engine.agents.fair.MAX_LEVEL`]. The level is the fair agent's model of
the member: its fixed point is the member's strength expressed as the help they need, and a
level above 1 (every free move a believable mistake is not enough) is what marks a member as
weak, so that the agent starts to miss their threats. Since every update is that difference,
over any run of games in which the level is not clipped the member's wins equal
``target × games − (level_after − level_before) / step``: the realised share stays within a
few games of the target (an integral controller). A member so strong or so weak that the
level hits 0 or its maximum wins what that bound allows.

The controller alone starts every member at the same level and needs a few dozen games to
carry a weak one to theirs (a random clicker lost most of its first 30). So for a member's
first :data:`MODEL_GAMES` games against it in a server, the level starts from what the people
models predict instead (:mod:`engine.fair_model`: the level at which the model of the
member's play, or their server's people for a member new there, wins the target share) and
the controller's correction is added to that prediction (:func:`corrected_level`): the
prediction sets where the level starts, the results keep correcting it, as afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.agents.fair import DEFAULT_LEVEL, MAX_LEVEL

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

FAIR_STEP: Final = 0.2
"""How far one game moves the level (per unit of ``target − won``): +0.08 after a game the
member did not win and −0.12 after a win at a 40 % target, so 30 games can carry it from the
default to the 1.7 a random clicker needs; and the realised share of any 100 games is within
``Δlevel / step`` ≤ 10 wins of the target, typically 2 or 3. A larger step also keeps the
share closer to the target once there (the level's swings cost fewer wins to undo); 0.1 left
a random clicker short of its level after 30 games (see docs/benchmarks.md, the fair level)."""


def next_level(
    level: float, member_won: bool, target: float = DEFAULT_FAIR_TARGET, step: float = FAIR_STEP
) -> float:
    """The level of the member's next game after a game played at ``level``."""
    moved = level + step * (target - (1.0 if member_won else 0.0))
    return min(MAX_LEVEL, max(0.0, moved))


def level_after(
    results: Iterable[bool],
    target: float = DEFAULT_FAIR_TARGET,
    start: float = DEFAULT_LEVEL,
    step: float = FAIR_STEP,
) -> float:
    """The level after a member's results (``True`` = the member won), oldest first."""
    level = start
    for won in results:
        level = next_level(level, won, target, step)
    return level


MODEL_GAMES: Final = 20
"""A member's first games against the fair level in a server whose level starts from the
people models' prediction (:func:`corrected_level`); from then on the controller alone moves
it (:func:`next_level`), so games 31 onwards are the controller's as before, and the model is
fitted at most this many times per member and server."""


def corrected_level(
    predicted: float,
    results: Iterable[bool],
    target: float = DEFAULT_FAIR_TARGET,
    step: float = FAIR_STEP,
) -> float:
    """The level of a member's next game in the model's phase: the people models'
    ``predicted`` level plus the controller's correction for the member's ``results``
    against the fair level so far (``True`` = the member won), clipped like
    :func:`next_level`. Without the correction a model fitted on a few games would keep its
    error for every game it sets (in simulation, a blocker won 52 % of its first 30 at a
    40 % target; with it 46 %)."""
    moved = predicted + step * sum(target - (1.0 if won else 0.0) for won in results)
    return min(MAX_LEVEL, max(0.0, moved))


def difficulty_agent(difficulty: str) -> str | None:
    """The agent of ``difficulty`` (any case, spaces trimmed); ``None`` for an unknown name."""
    return DIFFICULTY_AGENTS.get(difficulty.strip().lower())
