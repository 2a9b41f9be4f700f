"""The exact figures of the learning benchmark (``bench_learning``): a bot's win and loss
rates against a simulated population (one kind of person, or a mixture of kinds, or a server
whose members are each one kind), its safe limit, and its share of optimal moves."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from engine.against_people import decision_masks, people_values, policy_values
from engine.agents.base import Agent
from engine.board import Board
from engine.mixtures import mixture_safe_limit, mixture_win_rate
from engine.populations import Population
from engine.solver import decision_positions

Person = Callable[[str], Mapping[int, float]]

MEMBERS = 7
"""Members who play on the benchmark's server when everyone plays alike (game ``n`` is
member ``n % members``'s, who plays X in one round of the members and O in the next)."""


def distribution_of(agent: Agent) -> Any:
    """``cells -> {cell: p}`` of an agent that knows its move distribution."""
    return lambda cells: dict(agent.move_distribution(Board(cells)) or {})


def exact(agent: Agent, truth: Any) -> tuple[float, float]:
    """Win rate (mean of X and O) and loss rate of ``agent`` against ``truth`` (a move
    distribution, or a mixture's parts)."""
    if isinstance(truth, tuple):
        return mixture_win_rate(distribution_of(agent), truth)
    values = policy_values(distribution_of(agent), truth)
    return values.win_rate, (values.losses_x + values.losses_o) / 2


def truth_of(pop: Population) -> Any:
    """What the exact figures are computed against: a mixture's parts, else its moves."""
    return tuple((w, cache(part)) for w, part in pop.parts) if pop.parts else pop.cached()


def safe_limit(pop: Population) -> float:
    """The exact safe limit against ``pop`` (a mixture's: :func:`mixture_safe_limit`)."""
    if pop.parts:
        return mixture_safe_limit(truth_of(pop))
    return people_values(pop.cached()).safe_limit


def member_kinds(pop: Population) -> tuple[Person, ...]:
    """Who each member of the server is: :data:`MEMBERS` members of the population's one kind
    of person; a mixture's server has one member per kind, as regulars who each play that
    kind's share of the games (the parts' weights are equal in every mixture here)."""
    if not pop.parts:
        return (pop.cached(),) * MEMBERS
    return tuple(cache(part) for _, part in pop.parts)


def members_limit(kinds: Sequence[Person]) -> float:
    """The safe limit of a bot that knows which member it plays: the mean of each member's."""
    limits = {id(k): people_values(k).safe_limit for k in kinds}
    return sum(limits[id(k)] for k in kinds) / len(kinds)


def on_members(play: Callable[[str | None], Agent], kinds: Sequence[Person]) -> tuple[float, float]:
    """Win and loss rates on a server whose members are ``kinds`` (each plays as many games):
    ``play(member)`` is what serves that member (``bench-<k>``)."""
    known: dict[tuple[int, int], tuple[float, float]] = {}
    found = []
    for k, kind in enumerate(kinds):
        agent = play(f"bench-{k}")
        key = (id(agent), id(kind))  # members served alike, of one kind: measured once
        if key not in known:
            known[key] = exact(agent, kind)
        found.append(known[key])
    return sum(w for w, _ in found) / len(found), sum(lo for _, lo in found) / len(found)


def optimal_share(agent: Agent) -> float:
    """Share of the 4,520 decision positions where every move the agent may play is optimal."""
    optimal, _ = decision_masks()
    ok = 0
    for n, board in enumerate(decision_positions()):
        dist = agent.move_distribution(board) or {}
        ok += all(optimal[n, c - 1] for c, p in dist.items() if p > 0)
    return ok / len(optimal)
