"""scripts/plot_curves.py draws docs/agents.md's pictures from what weights/ holds, and
benchmarks/bench_picture.py measures the review's picture."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from engine.agents.learned.manifest import default_weights_dir, read_manifest, serving_version
from tests.scripts import load_benchmark, load_script


def test_the_curves_of_every_serving_agent_are_stacked_and_compared(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    weights = default_weights_dir()
    assert load_script("plot_curves").main(["--weights", str(weights), "--out", str(tmp_path)]) == 0
    manifest = read_manifest(weights)
    curves = [
        Image.open(weights / info["versions"][serving_version(manifest, agent)]["curves"])
        for agent, info in manifest["agents"].items()
    ]
    sheet = Image.open(tmp_path / "training-curves.png")
    assert sheet.size == (max(c.width for c in curves), sum(c.height for c in curves))
    top = 0
    for picture in curves:  # each agent's own picture, unchanged, one under the other
        assert sheet.crop((0, top, picture.width, top + picture.height)).tobytes() == (
            picture.convert("RGB").tobytes()
        )
        top += picture.height
    assert Image.open(tmp_path / "agents-compared.png").format == "PNG"


def test_a_weights_directory_without_agents_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        load_script("plot_curves").main(["--weights", str(tmp_path), "--out", str(tmp_path / "o")])
    assert not (tmp_path / "o").exists()


def test_the_picture_bench_prints_time_and_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "first.png"
    bench_picture = load_benchmark("bench_picture")
    assert bench_picture.main(["--games", "5", "--rounds", "1", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "5 draws of 5 positions" in printed and "p99" in printed and "PNG size" in printed
    assert Image.open(out).format == "PNG"
