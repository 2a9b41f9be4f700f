"""The learned agents' manifest is read defensively."""

from __future__ import annotations

import json
from pathlib import Path

from storage.manifest import ManifestEntry, current_entries, read_manifest


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def test_a_missing_or_broken_manifest_has_no_entries(tmp_path: Path) -> None:
    assert read_manifest(tmp_path / "nope.json") == []
    assert read_manifest(write(tmp_path, "{not json")) == []
    assert read_manifest(write(tmp_path, 42)) == []
    assert read_manifest(write(tmp_path, {"agents": "nope"})) == []


def test_entries_are_read_under_agents_or_entries_and_bad_ones_skipped(tmp_path: Path) -> None:
    data = {
        "agents": [
            {"name": "DQN", "version": 3, "sha256": "ab", "metrics": {"accuracy": 0.97}},
            {"agent": "tabular", "version": "1", "weights_sha256": "cd", "promoted": True},
            {"version": "2"},  # no name
            "junk",
        ]
    }
    assert read_manifest(write(tmp_path, data)) == [
        ManifestEntry("dqn", "3", "ab", {"accuracy": 0.97}),
        ManifestEntry("tabular", "1", "cd", {}, promoted=True),
    ]
    assert len(read_manifest(write(tmp_path, {"entries": data["agents"]}))) == 2


def test_the_current_entry_is_the_promoted_one_else_the_last(tmp_path: Path) -> None:
    entries = [
        ManifestEntry("dqn", "1"),
        ManifestEntry("dqn", "2", promoted=True),
        ManifestEntry("dqn", "3"),
        ManifestEntry("tab", "a"),
        ManifestEntry("tab", "b"),
    ]
    current = current_entries(entries)
    assert current["dqn"].version == "2" and current["tab"].version == "b"


def test_the_layout_train_py_writes_is_read_with_its_serving_version(tmp_path: Path) -> None:
    data = {
        "format": 1,
        "agents": {
            "dqn": {
                "serving": "v2",
                "versions": {
                    "v1": {"file": "dqn-v1.safetensors", "sha256": "aa", "metrics": {}},
                    "v2": {
                        "file": "dqn-v2.safetensors",
                        "sha256": "bb",
                        "metrics": {"optimal_move_accuracy": 0.98},
                    },
                },
            },
            "broken": "nope",
        },
    }
    entries = read_manifest(write(tmp_path, data))
    assert entries == [
        ManifestEntry("dqn", "v1", "aa", {}, promoted=False),
        ManifestEntry("dqn", "v2", "bb", {"optimal_move_accuracy": 0.98}, promoted=True),
    ]
    assert current_entries(entries)["dqn"].version == "v2"
