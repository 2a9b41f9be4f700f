"""Learned agents: tabular Q, double Q, deep Q network, policy network, value network.

Trained by ``engine.training`` (the only place torch is imported; run ``scripts/train.py``),
shipped as ``weights/*.safetensors`` with ``weights/manifest.json``, and served here with numpy.
Importing this package reads no file; building an agent reads its weights once per file.
"""

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

LEARNED_AGENTS: dict[str, type[LearnedAgent]] = {
    cls.agent_name: cls
    for cls in (TabularQAgent, DoubleQAgent, DQNAgent, PolicyNetAgent, ValueNetAgent)
}
"""Every learned agent class by registry name."""

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
