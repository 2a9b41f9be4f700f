"""Learned agents: tabular Q, double Q, deep Q network, policy network, value network.

Trained by ``engine.training`` (the only place torch is imported; run ``scripts/train.py``),
shipped as ``weights/*.safetensors`` with ``weights/manifest.json``, and served here with numpy.
Importing this package reads no file and imports nothing: the names below are imported from
their module when first used, so ``engine.agents.learned.manifest`` (which the bot reads at
start) does not bring numpy and the agents' code with it. Building an agent reads its weights
once per file.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.agents.learned.agents import (
        DoubleQAgent,
        DQNAgent,
        LearnedAgent,
        PolicyNetAgent,
        TabularQAgent,
        ValueNetAgent,
    )
    from engine.agents.learned.manifest import default_weights_dir, read_manifest
    from engine.agents.learned.weights import Weights, load_weights

    LEARNED_AGENTS: dict[str, type[LearnedAgent]]

_HOMES = {
    "DoubleQAgent": "agents",
    "DQNAgent": "agents",
    "LearnedAgent": "agents",
    "PolicyNetAgent": "agents",
    "TabularQAgent": "agents",
    "ValueNetAgent": "agents",
    "default_weights_dir": "manifest",
    "read_manifest": "manifest",
    "Weights": "weights",
    "load_weights": "weights",
}
"""Where each re-exported name lives (``engine.agents.learned.<module>``)."""


def __getattr__(name: str) -> Any:
    """The re-exported ``name``, imported from its module on first use, and
    ``LEARNED_AGENTS``: every learned agent class by registry name."""
    if name == "LEARNED_AGENTS":
        agents = importlib.import_module("engine.agents.learned.agents")
        value: Any = {
            cls.agent_name: cls
            for cls in (
                agents.TabularQAgent,
                agents.DoubleQAgent,
                agents.DQNAgent,
                agents.PolicyNetAgent,
                agents.ValueNetAgent,
            )
        }
    elif name in _HOMES:
        value = getattr(importlib.import_module(f"engine.agents.learned.{_HOMES[name]}"), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value  # looked up once: later uses are plain attribute reads
    return value


__all__ = [
    "LEARNED_AGENTS",
    "DQNAgent",
    "DoubleQAgent",
    "LearnedAgent",
    "PolicyNetAgent",
    "TabularQAgent",
    "ValueNetAgent",
    "Weights",
    "default_weights_dir",
    "load_weights",
    "read_manifest",
]
