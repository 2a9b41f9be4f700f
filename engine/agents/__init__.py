"""Agents and their registry. Importing this package registers every built-in agent.

The learned agents are registered by name only: their code (and numpy, and their weights) is
imported when one is first built, so a process that serves only the classic agents, or has not
built a learned one yet, never pays for it.
"""

from typing import Any

from engine.agents.base import Agent
from engine.agents.classic import (
    SEED_MISTAKE_RATE,
    SKILL_MISTAKE_RATES,
    FallibleMinimaxAgent,
    MinimaxAgent,
    RandomAgent,
    TrapAgent,
)
from engine.agents.fair import FairAgent
from engine.agents.registry import (
    AgentFactory,
    AgentSpec,
    agent_spec,
    available_agents,
    load_agent,
    register_agent,
)


def learned_factory(name: str) -> AgentFactory:
    """A factory for the learned agent registered as ``name`` that imports
    :mod:`engine.agents.learned` (numpy and all) only when first called."""

    def build(**options: Any) -> Agent:
        from engine.agents.learned import LEARNED_AGENTS

        return LEARNED_AGENTS[name](**options)

    build.__qualname__ = build.__name__ = f"learned_factory({name!r})"
    return build


register_agent("random", RandomAgent, description="plays a uniformly random legal move")
register_agent(
    "minimax", MinimaxAgent, description="perfect play; random choice among optimal moves"
)
register_agent(
    "trap",
    TrapAgent,
    description="perfect play that picks the optimal move most likely to make you err",
)
register_agent(
    "easy",
    FallibleMinimaxAgent,
    description=f"minimax that blunders {SKILL_MISTAKE_RATES['easy']:.0%} of the time",
    mistake_rate=SKILL_MISTAKE_RATES["easy"],
)
register_agent(
    "medium",
    FallibleMinimaxAgent,
    description=f"minimax that blunders {SKILL_MISTAKE_RATES['medium']:.0%} of the time",
    mistake_rate=SKILL_MISTAKE_RATES["medium"],
)
register_agent(
    "fallible",
    FallibleMinimaxAgent,
    description=f"seed-001 fallible minimax: blunders {SEED_MISTAKE_RATE:.0%} of the time",
    mistake_rate=SEED_MISTAKE_RATE,
)
register_agent(
    "fair",
    FairAgent,
    description="adapts to you: believable mistakes, so you win the server's target share",
)
# Learned agents: building one imports their code and reads its weights (once per file).
register_agent(
    "qlearning",
    learned_factory("qlearning"),
    description="tabular Q-learning from vectorised self-play (seed 004)",
    learned=True,
)
register_agent(
    "double-q",
    learned_factory("double-q"),
    description="double Q-learning, two tables and an X/O flip (seed 003)",
    learned=True,
)
register_agent(
    "dqn",
    learned_factory("dqn"),
    description="deep Q network from vectorised self-play (seeds 000, 002)",
    learned=True,
)
register_agent(
    "policy",
    learned_factory("policy"),
    description="policy network supervised on the solver's optimal moves",
    learned=True,
)
register_agent(
    "value",
    learned_factory("value"),
    description="value network trained against fallible minimax (seed 001)",
    learned=True,
)

__all__ = [
    "Agent",
    "AgentSpec",
    "FairAgent",
    "FallibleMinimaxAgent",
    "MinimaxAgent",
    "RandomAgent",
    "TrapAgent",
    "agent_spec",
    "available_agents",
    "learned_factory",
    "load_agent",
    "register_agent",
]
