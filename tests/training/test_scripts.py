"""scripts/train.py and scripts/evaluate.py end to end, in a temporary weights directory."""

import json
from pathlib import Path

import pytest

from engine import load_agent
from engine.agents.learned import LearnedAgent
from engine.agents.learned.manifest import read_manifest
from engine.agents.learned.weights import sha256_file
from tests.scripts import load_script


def train(tmp_path: Path, *args: str) -> None:
    argv = ["--agent", "qlearning", "--weights-dir", str(tmp_path), "--quick-metrics", *args]
    assert load_script("train").main(argv) == 0


def test_train_writes_weights_curves_and_manifest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    train(tmp_path)
    manifest = read_manifest(tmp_path)
    info = manifest["agents"]["qlearning"]
    assert info["serving"] == "v1"
    entry = info["versions"]["v1"]
    assert entry["sha256"] == sha256_file(tmp_path / "qlearning-v1.safetensors")
    assert (tmp_path / entry["curves"]).read_bytes().startswith(b"\x89PNG")
    assert entry["metrics"]["optimal_move_accuracy"] == entry["training"]["accuracy"] == 1.0
    assert entry["config"]["alpha"] > 0 and entry["trained_at"]
    assert "100 %" in capsys.readouterr().out

    # A second run is v2 and serves; --no-serve records v3 without serving it. Their accuracy
    # is not checked: they train a fraction as long (max_games).
    train(tmp_path, "--seed", "1", "--set", "max_games=4096")
    train(tmp_path, "--seed", "2", "--no-serve", "--set", "max_games=4096")
    info = read_manifest(tmp_path)["agents"]["qlearning"]
    assert set(info["versions"]) == {"v1", "v2", "v3"} and info["serving"] == "v2"
    assert info["versions"]["v3"]["training"]["reached_target"] is False
    monkeypatch.setenv("TTTBOT_WEIGHTS_DIR", str(tmp_path))  # what scripts/evaluate.py reads
    assert load_agent("qlearning", weights_dir=tmp_path).version == "v2"
    assert load_agent("qlearning", version="v3", weights_dir=tmp_path).version == "v3"

    with pytest.raises(SystemExit, match="exists"):
        train(tmp_path, "--version", "v1")
    old = read_manifest(tmp_path)["agents"]["qlearning"]["versions"]["v1"]["sha256"]
    # Trained in full: evaluate.py below reads the serving v1's accuracy (100 %).
    train(tmp_path, "--version", "v1", "--force", "--seed", "7")  # retrain in place
    new = read_manifest(tmp_path)["agents"]["qlearning"]["versions"]["v1"]
    assert new["sha256"] != old and new["config"]["seed"] == 7
    retrained = load_agent("qlearning", version="v1", weights_dir=tmp_path)
    assert isinstance(retrained, LearnedAgent)
    assert retrained.weights.sha256 == new["sha256"]
    assert read_manifest(tmp_path)["agents"]["qlearning"]["serving"] == "v1"
    with pytest.raises(SystemExit, match="key=value"):
        train(tmp_path, "--set", "learning_rat=3")

    evaluate = load_script("evaluate")
    capsys.readouterr()
    assert evaluate.main(["qlearning", "qlearning:v3", "--manifest", "--json"]) == 0
    table = json.loads(capsys.readouterr().out)
    assert set(table) == {"qlearning:v1", "qlearning:v3"}
    assert (
        evaluate.main(
            [
                "qlearning",
                "random",
                "--games-random",
                "50",
                "--games-minimax",
                "50",
                "--games-fallible",
                "50",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "qlearning" in out and "random" in out and "100.00%" in out

    png = tmp_path / "heat.png"
    assert evaluate.main(["--heatmap", "x.o/.x./...", "qlearning", "--out", str(png)]) == 0
    assert png.read_bytes().startswith(b"\x89PNG")
