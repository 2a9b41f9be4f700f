"""A retraining is reproducible bit for bit: the same logs and seed give the same network, the
same server tables and the same safe policy improvements (no clock, no unseeded randomness)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from bot.retrain.data import read_batch
from bot.retrain.learn import learn
from bot.retrain.outcome import RetrainOptions
from engine import load_agent
from engine.agents.learned.weights import load_weights
from engine.populations import corner_opener
from storage import Repository
from tests.retrain.conftest import QUICK
from tests.retrain.test_people_servers import log_games


async def test_the_same_logs_give_the_same_candidate_bit_for_bit(
    shipped: Path, db_url: str
) -> None:
    await log_games(db_url, shipped, "corner", corner_opener, 30, seed=5)
    repository = await Repository.open(db_url)
    try:
        batch = await read_batch(repository.engine)
    finally:
        await repository.close()
    options = RetrainOptions(database_url=db_url, weights_dir=shipped, games=0, finetune=QUICK)
    base = load_weights("dqn", weights=shipped / "dqn-v1.safetensors")

    def run() -> dict[str, np.ndarray]:
        serving = load_agent("dqn", weights=shipped / "dqn-v1.safetensors", seed=0)
        learned = learn(base, batch, options, serving)
        return {
            **learned.result.tensors,
            **{f"people/{k}": v for k, v in learned.tables.items()},
            **{f"policy/{k}": v for k, v in learned.policies.items()},
        }

    first, again = run(), run()
    assert sorted(first) == sorted(again) and "policy/corner" in first
    assert all(first[name].tobytes() == again[name].tobytes() for name in first)
