"""Agents and their registry. Importing this package registers every built-in agent."""

from engine.agents.base import Agent
from engine.agents.classic import (
    SEED_MISTAKE_RATE,
    SKILL_MISTAKE_RATES,
    FallibleMinimaxAgent,
    MinimaxAgent,
    RandomAgent,
    TrapAgent,
)
from engine.agents.learned import (
    DoubleQAgent,
    DQNAgent,
    PolicyNetAgent,
    TabularQAgent,
    ValueNetAgent,
)
from engine.agents.registry import (
    AgentSpec,
    agent_spec,
    available_agents,
    load_agent,
    register_agent,
)

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
# Learned agents: building one reads its weights (once per file); importing reads nothing.
register_agent(
    "qlearning",
    TabularQAgent,
    description="tabular Q-learning from vectorised self-play (seed 004)",
    learned=True,
)
register_agent(
    "double-q",
    DoubleQAgent,
    description="double Q-learning, two tables and an X/O flip (seed 003)",
    learned=True,
)
register_agent(
    "dqn",
    DQNAgent,
    description="deep Q network from vectorised self-play (seeds 000, 002)",
    learned=True,
)
register_agent(
    "policy",
    PolicyNetAgent,
    description="policy network supervised on the solver's optimal moves",
    learned=True,
)
register_agent(
    "value",
    ValueNetAgent,
    description="value network trained against fallible minimax (seed 001)",
    learned=True,
)

__all__ = [
    "Agent",
    "AgentSpec",
    "FallibleMinimaxAgent",
    "MinimaxAgent",
    "RandomAgent",
    "TrapAgent",
    "agent_spec",
    "available_agents",
    "load_agent",
    "register_agent",
]
