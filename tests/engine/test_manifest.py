"""The learned agents' manifest: one reader, one validator, one writer, one watcher per file.

A missing manifest is an empty one; a broken one is refused with an error naming the file; a
watcher keeps the last good reading of a file that breaks, and forgets it once the file is gone.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.agents.learned.manifest import (
    ManifestEntry,
    ManifestError,
    ManifestWatcher,
    current_entries,
    entries,
    manifest_bytes,
    read_entries,
    read_manifest,
    watch,
    write_manifest,
)
from engine.errors import WeightsError

LAYOUT = {  # the layout scripts/train.py and tttbot retrain write
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
    },
}


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "manifest.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def test_a_missing_manifest_is_an_empty_one(tmp_path: Path) -> None:
    assert read_manifest(tmp_path) == {"format": 1, "agents": {}}
    assert read_entries(tmp_path / "nope.json") == []


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ("{not json", "cannot read the weights manifest"),
        (42, "no 'agents' table"),
        ({"agents": "nope"}, "no 'agents' table"),
        ({"agents": {"dqn": "nope"}}, "agent 'dqn' is not a table"),
        ({"agents": {"dqn": {"versions": []}}}, "has no 'versions' table"),
        ({"agents": {"dqn": {"serving": 2, "versions": {}}}}, "serving version"),
        ({"agents": {"dqn": {"versions": {"v1": "x"}}}}, "version 'v1' is not a table"),
        ({"agents": {"dqn": {"versions": {"v1": {"sha256": 3}}}}}, "'sha256' of the wrong"),
        ({"agents": {"dqn": {"versions": {}, "promotions": "v1"}}}, "'promotions'"),
    ],
)
def test_a_broken_manifest_is_refused_naming_the_file(
    tmp_path: Path, data: object, problem: str
) -> None:
    path = write(tmp_path, data)
    with pytest.raises(ManifestError, match=problem) as info:
        read_manifest(tmp_path)
    assert str(path) in str(info.value) and isinstance(info.value, WeightsError)


def test_an_invalid_manifest_is_never_written(tmp_path: Path) -> None:
    with pytest.raises(ManifestError):
        write_manifest({"agents": {"dqn": "nope"}}, tmp_path)
    assert list(tmp_path.iterdir()) == []
    path = write_manifest(LAYOUT, tmp_path)
    assert path.read_bytes() == manifest_bytes(LAYOUT) and read_manifest(tmp_path) == LAYOUT
    assert [p.name for p in tmp_path.iterdir()] == ["manifest.json"]  # no temp file left


def test_entries_flatten_the_layout_with_the_serving_version_promoted() -> None:
    listed = entries(LAYOUT)
    assert listed == [
        ManifestEntry("dqn", "v1", "aa", {}, promoted=False),
        ManifestEntry("dqn", "v2", "bb", {"optimal_move_accuracy": 0.98}, promoted=True),
    ]
    assert current_entries(listed)["dqn"].version == "v2"


def test_the_current_entry_is_the_serving_one_else_the_last() -> None:
    listed = [
        ManifestEntry("dqn", "1"),
        ManifestEntry("dqn", "2", promoted=True),
        ManifestEntry("dqn", "3"),
        ManifestEntry("tab", "a"),
        ManifestEntry("tab", "b"),
    ]
    current = current_entries(listed)
    assert current["dqn"].version == "2" and current["tab"].version == "b"


def test_one_watcher_per_file_per_process(tmp_path: Path) -> None:
    path = write(tmp_path, LAYOUT)
    assert watch(path) is watch(str(path))
    assert watch(path) is not watch(tmp_path / "other.json")


def test_a_watcher_keeps_the_last_good_reading_and_logs_a_bad_one_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(tmp_path, LAYOUT)
    watcher = ManifestWatcher(path)
    assert watcher.serving("dqn") == "v2" and watcher.current()["dqn"].version == "v2"
    assert watcher.manifest() is watcher.manifest()  # one stat, no read
    path.write_text("{not json")
    os.utime(path, ns=(1, 1))
    assert watcher.serving("dqn") == "v2" and watcher.serving("dqn") == "v2"
    assert sum("keeping the last good reading" in r.message for r in caplog.records) == 1
    path.unlink()
    assert watcher.serving("dqn") is None and watcher.entries() == []


def test_a_watcher_names_only_plain_files_with_a_checksum(tmp_path: Path) -> None:
    data = json.loads(json.dumps(LAYOUT))
    data["agents"]["dqn"]["versions"]["v1"]["file"] = "../escape.safetensors"
    data["agents"]["dqn"]["versions"]["v2"].pop("sha256")
    watcher = ManifestWatcher(write(tmp_path, data))
    with pytest.raises(WeightsError, match="not a plain file name"):
        watcher.weights_path("dqn", "v1")
    with pytest.raises(WeightsError, match="no sha256"):
        watcher.weights_path("dqn")
    with pytest.raises(WeightsError, match="is not in"):
        watcher.weights_path("qlearning")
