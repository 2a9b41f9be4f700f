"""Training the learned agents. The only package of the project that imports torch.

One file per algorithm, readable top to bottom (CleanRL style), each with its hyper-parameters
in one dataclass and a ``train(config, callback) -> TrainResult``:

===========  ========================  =====================================================
agent        module                    algorithm
===========  ========================  =====================================================
qlearning    :mod:`.qlearning`         tabular Q-learning, vectorised self-play (numpy)
double-q     :mod:`.double_q`          double Q-learning, X/O colour flip (numpy)
dqn          :mod:`.dqn`               deep Q network, replay buffer, target net (torch)
policy       :mod:`.policy`            policy network supervised on the solver (torch)
value        :mod:`.value`             value network vs fallible minimax (torch)
===========  ========================  =====================================================

Shared pieces: :mod:`.vec_env` (batched boards, legal masks, win detection, the solver's targets
as arrays, a batched fallible minimax) and :mod:`.common` (results and log rows). Importing this
package imports neither torch nor any trainer; :func:`trainer` loads one on demand.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Final

from engine.training.common import LogRow, TrainResult

TRAINERS: Final = {
    "qlearning": ("engine.training.qlearning", "QLearningConfig"),
    "double-q": ("engine.training.double_q", "DoubleQConfig"),
    "dqn": ("engine.training.dqn", "DQNConfig"),
    "policy": ("engine.training.policy", "PolicyConfig"),
    "value": ("engine.training.value", "ValueConfig"),
}
"""Agent name -> (module, config class)."""


def trainer(agent: str) -> tuple[type[Any], Callable[..., TrainResult]]:
    """``(ConfigClass, train)`` for ``agent`` (imports its module, and torch if it needs it)."""
    if agent not in TRAINERS:
        raise ValueError(f"no trainer for {agent!r}; trainers: {', '.join(TRAINERS)}")
    module_name, config_name = TRAINERS[agent]
    module = importlib.import_module(module_name)
    return getattr(module, config_name), module.train


__all__ = ["TRAINERS", "LogRow", "TrainResult", "trainer"]
