"""The shipped learned agents: registry, lazy loading, manifest figures, and refusing bad files.

No torch here: serving is numpy only. Bad files are made with numpy + safetensors.
"""

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from safetensors.numpy import save_file

from engine import Board, WeightsError, available_agents, load_agent
from engine.agents.learned import LEARNED_AGENTS, DoubleQAgent, DQNAgent, LearnedAgent
from engine.agents.learned.manifest import default_weights_dir, read_manifest
from engine.agents.learned.weights import (
    clear_cache,
    load_weights,
    save_weights,
    sha256_file,
)
from engine.evaluate import optimal_move_accuracy
from engine.solver import decision_positions
from engine.symmetry import with_images

LEARNED = ["qlearning", "double-q", "dqn", "policy", "value"]
MANIFEST = read_manifest()


def serving_entry(name: str) -> dict:
    info = MANIFEST["agents"][name]
    return info["versions"][info["serving"]]


def test_every_learned_agent_is_registered_as_learned() -> None:
    specs = {s.name: s for s in available_agents()}
    for name in LEARNED:
        assert specs[name].learned
    assert set(LEARNED_AGENTS) == set(LEARNED)


def test_importing_the_engine_reads_no_weights() -> None:
    code = (
        "import sys\n"
        "opened = []\n"
        "sys.addaudithook(lambda e, a: opened.append(str(a[0])) if e == 'open' else None)\n"
        "import engine, engine.agents.learned\n"
        "bad = [p for p in opened if p.endswith(('.safetensors', 'manifest.json'))]\n"
        "assert not bad, bad\n"
        "assert 'torch' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parents[2])


@pytest.mark.parametrize("name", LEARNED)
def test_shipped_weights_match_the_manifest(name: str) -> None:
    entry = serving_entry(name)
    path = default_weights_dir() / entry["file"]
    assert sha256_file(path) == entry["sha256"]
    assert (default_weights_dir() / entry["curves"]).exists()
    metrics = entry["metrics"]
    for key in ("vs_random", "vs_minimax", "vs_fallible"):
        assert set(metrics[key]) >= {"games", "as_x", "as_o"}
    assert metrics["vs_random"]["games"] == 10_000
    assert metrics["vs_fallible"]["games"] == 1_000


@pytest.mark.parametrize("name", LEARNED)
def test_shipped_agents_reach_their_recorded_accuracy(name: str) -> None:
    agent = load_agent(name, seed=0)
    entry = serving_entry(name)
    assert agent.version == MANIFEST["agents"][name]["serving"]
    accuracy = optimal_move_accuracy(agent)
    assert accuracy.correct == entry["metrics"]["optimal_moves"]["correct"]
    assert accuracy.rate == pytest.approx(entry["metrics"]["optimal_move_accuracy"], abs=1e-6)


@pytest.mark.parametrize("name", LEARNED)
def test_learned_agents_play_legal_reproducible_moves(name: str) -> None:
    boards = decision_positions()[::9]
    first = [load_agent(name, seed=5).choose(b) for b in boards]
    again = [load_agent(name, seed=5).choose(b) for b in boards]
    assert first == again
    assert all(move in b.legal_moves() for move, b in zip(first, boards, strict=True))


@pytest.mark.parametrize("name", LEARNED)
def test_scores_and_move_distribution(name: str) -> None:
    agent = load_agent(name)
    assert isinstance(agent, LearnedAgent)
    board = Board("X...O....")
    scores = agent.scores(board)
    assert np.isnan(scores[[0, 4]]).all() and np.isfinite(np.delete(scores, [0, 4])).all()
    dist = agent.move_distribution(board)
    assert sum(dist.values()) == pytest.approx(1.0)
    assert set(dist) == set(agent.best_moves(board))
    if agent.score_label == "probability":
        assert np.nansum(scores) == pytest.approx(1.0, abs=1e-5)


def test_weights_are_read_once_and_shared() -> None:
    a, b = load_agent("dqn", seed=1), load_agent("dqn", seed=2)
    assert isinstance(a, DQNAgent) and isinstance(b, DQNAgent)
    assert a.weights is b.weights
    assert a._net is b._net  # the prepared forward pass too
    c, d = load_agent("double-q"), load_agent("double-q")
    assert isinstance(c, DoubleQAgent) and isinstance(d, DoubleQAgent)
    assert c._q is d._q
    with pytest.raises(ValueError):
        a.weights.tensors["l0.weight"][0, 0] = 1.0  # read-only


def test_another_file_or_version_can_be_loaded(tmp_path: Path) -> None:
    version = MANIFEST["agents"]["dqn"]["serving"]
    assert load_agent("dqn", version=version).version == version
    copy = tmp_path / "dqn-experiment.safetensors"
    shutil.copy(default_weights_dir() / serving_entry("dqn")["file"], copy)
    agent = load_agent("dqn", weights=copy)
    assert isinstance(agent, DQNAgent)
    assert agent.weights.path == copy
    with pytest.raises(WeightsError, match="no weights version"):
        load_agent("dqn", version="v999")
    with pytest.raises(WeightsError, match="not both"):
        load_agent("dqn", weights=copy, version=version)


# -- refusing bad files ----------------------------------------------------------------------


def mlp_tensors(hidden: int = 8, outputs: int = 9) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    return {
        "l0.weight": rng.normal(size=(hidden, 27)).astype(np.float32),
        "l0.bias": np.zeros(hidden, np.float32),
        "l1.weight": rng.normal(size=(outputs, hidden)).astype(np.float32),
        "l1.bias": np.zeros(outputs, np.float32),
    }


DQN_META = {"kind": "mlp", "input": "onehot27", "output": "q", "symmetry": "canonical"}


def write_dqn(path: Path, tensors: dict[str, np.ndarray], **meta: str) -> Path:
    save_weights(path, "dqn", "vtest", tensors, {**DQN_META, **meta}, {})
    return path


def test_a_good_synthetic_file_loads(tmp_path: Path) -> None:
    path = write_dqn(tmp_path / "ok.safetensors", mlp_tensors())
    agent = load_agent("dqn", weights=path, seed=0)
    assert agent.version == "vtest"
    assert agent.choose(Board()) in range(1, 10)


def bad_file_cases(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    good = write_dqn(tmp_path / "good.safetensors", mlp_tensors())
    data = good.read_bytes()
    cases: dict[str, tuple[Path, str]] = {}

    def raw(name: str, content: bytes, match: str) -> None:
        path = tmp_path / f"{name}.safetensors"
        path.write_bytes(content)
        cases[name] = (path, match)

    raw("truncated", data[: len(data) - 20], "truncated")
    raw("tiny", data[:5], "truncated")
    raw("garbage", b"\x10\x00\x00\x00\x00\x00\x00\x00not json at all!", "corrupt")
    raw("empty", b"", "truncated")

    def tensors(name: str, values: dict[str, np.ndarray], match: str, **meta: str) -> None:
        cases[name] = (write_dqn(tmp_path / f"{name}.safetensors", values, **meta), match)

    wrong = mlp_tensors()
    wrong["l1.weight"] = wrong["l1.weight"][:, :5].copy()
    tensors("wrong_shape", wrong, "shape")
    tensors("wrong_outputs", mlp_tensors(outputs=7), "shape")
    missing = mlp_tensors()
    del missing["l1.bias"]
    tensors("missing_tensor", missing, "missing tensor 'l1.bias'")
    nan = mlp_tensors()
    nan["l0.bias"][3] = np.nan
    tensors("nan", nan, "NaN")
    tensors("bad_symmetry", mlp_tensors(), "symmetry", symmetry="sideways")
    double = {k: v.astype(np.float64) for k, v in mlp_tensors().items()}
    path = tmp_path / "float64.safetensors"
    save_file(
        double,
        str(path),
        metadata={"format": "tttbot-weights/1", "agent": "dqn", "version": "x", **DQN_META},
    )
    cases["float64"] = (path, "float32")
    path = tmp_path / "no_metadata.safetensors"
    save_file(mlp_tensors(), str(path))
    cases["no_metadata"] = (path, "not a tttbot-weights/1 file")
    path = tmp_path / "other_agent.safetensors"
    save_weights(path, "policy", "v1", mlp_tensors(), {**DQN_META, "output": "logits"}, {})
    cases["other_agent"] = (path, "weights for 'policy'")
    return cases


def test_bad_weights_files_are_refused_with_a_clear_error(tmp_path: Path) -> None:
    for name, (path, match) in bad_file_cases(tmp_path).items():
        with pytest.raises(WeightsError, match=match) as info:
            load_agent("dqn", weights=path)
        assert str(path) in str(info.value), name


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WeightsError, match="not found"):
        load_agent("dqn", weights=tmp_path / "nope.safetensors")


def test_a_file_changed_since_the_manifest_is_refused(tmp_path: Path) -> None:
    path = write_dqn(tmp_path / "dqn-v1.safetensors", mlp_tensors())
    manifest: dict[str, Any] = {
        "format": 1,
        "agents": {
            "dqn": {"serving": "v1", "versions": {"v1": {"file": path.name, "sha256": "0" * 64}}}
        },
    }
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    clear_cache()
    with pytest.raises(WeightsError, match="does not match the manifest") as info:
        load_agent("dqn", weights_dir=tmp_path)
    assert str(path) in str(info.value)
    with pytest.raises(WeightsError, match="does not match the manifest"):
        load_agent("dqn", weights=path)  # a listed file is checked by any route
    manifest["agents"]["dqn"]["versions"]["v1"]["sha256"] = sha256_file(path)
    (tmp_path / "manifest.json").write_text(json.dumps(manifest))
    assert load_agent("dqn", weights_dir=tmp_path).version == "v1"


def test_an_agent_without_shipped_weights_says_how_to_train(tmp_path: Path) -> None:
    with pytest.raises(WeightsError, match=r"scripts/train\.py --agent value"):
        load_agent("value", weights_dir=tmp_path)
    with pytest.raises(WeightsError, match="not a learned agent"):
        load_weights("minimax")


@pytest.mark.parametrize("name", LEARNED)
def test_moves_that_are_one_move_by_symmetry_are_all_played(name: str) -> None:
    """No fixed line to learn by heart: wherever a board is its own mirror image or rotation,
    an agent that plays a cell also plays the cells the symmetry maps it onto."""
    agent = load_agent(name, seed=0)
    # The only optimal replies to a centre opening are the corners: any of the four.
    assert set(agent.move_distribution(Board("....X....")) or {}) == {1, 3, 7, 9}
    for board in decision_positions():
        served = tuple(sorted(agent.move_distribution(board) or {}))
        assert with_images(served, board.cells) == served, board
