"""The agent registry: every playable agent by name, built with ``load_agent(name, **options)``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.agents.base import Agent
from engine.errors import UnknownAgentError, quote_input, with_params

AgentFactory = Callable[..., Agent]


@dataclass(frozen=True, slots=True)
class AgentSpec:
    """How to build one named agent, and what to tell people about it."""

    name: str
    factory: AgentFactory
    description: str
    learned: bool = False
    defaults: dict[str, Any] = field(default_factory=dict)


_REGISTRY: dict[str, AgentSpec] = {}


def register_agent(
    name: str,
    factory: AgentFactory,
    *,
    description: str,
    learned: bool = False,
    **defaults: Any,
) -> None:
    """Make ``factory(**defaults, **options)`` available as ``load_agent(name, **options)``."""
    key = name.lower()
    if key in _REGISTRY:
        raise ValueError(f"agent {name!r} is already registered")
    _REGISTRY[key] = AgentSpec(key, factory, description, learned, dict(defaults))


def load_agent(name: str, **options: Any) -> Agent:
    """Build the agent called ``name`` (case-insensitive); ``options`` go to its constructor.

    Every agent accepts ``seed``. Raises :class:`~engine.errors.UnknownAgentError` naming the
    agents that exist.
    """
    spec = agent_spec(name)
    agent = spec.factory(**{**spec.defaults, **options})
    agent.name = spec.name
    return agent


def agent_spec(name: str) -> AgentSpec:
    """The registration of ``name``; raises UnknownAgentError listing the known names."""
    spec = _REGISTRY.get(name.strip().lower()) if isinstance(name, str) else None
    if spec is None:
        known = ", ".join(sorted(_REGISTRY))
        shown = quote_input(str(name))
        raise with_params(
            UnknownAgentError(f"unknown agent '{shown}'; available agents: {known}"),
            name=shown,
            agents=known,
        )
    return spec


def available_agents() -> tuple[AgentSpec, ...]:
    """Every registered agent, in registration order."""
    return tuple(_REGISTRY.values())
