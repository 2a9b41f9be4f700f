"""A promoted weights file that fails verification never takes its agent down: the last
verified version keeps serving (logged loudly), ``/ttt agents`` shows what really serves, and
nothing a member sees names a file, a path or a hash."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bot.games.errors import AgentUnavailableError
from bot.games.service import GameService
from domain.players import User
from engine.agents.learned.weights import MAX_WEIGHTS_BYTES, WeightsError, load_weights
from tests.retrain.conftest import add_contrary_dqn, copy_shipped_dqn, serving_manifest

ANN = User("ann", "Ann")
Breaker = Callable[[Path, dict[str, Any]], None]


def flip_a_byte(directory: Path, entry: dict[str, Any]) -> None:
    path = directory / entry["file"]
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))


def truncate(directory: Path, entry: dict[str, Any]) -> None:
    path = directory / entry["file"]
    path.write_bytes(path.read_bytes()[:100])


def absurd_header_length(directory: Path, entry: dict[str, Any]) -> None:
    path = directory / entry["file"]
    path.write_bytes((2**62).to_bytes(8, "little") + path.read_bytes()[8:])


def trailing_junk(directory: Path, entry: dict[str, Any]) -> None:
    with (directory / entry["file"]).open("ab") as file:
        file.truncate(MAX_WEIGHTS_BYTES + 4096)  # sparse: no disk, no memory


def delete(directory: Path, entry: dict[str, Any]) -> None:
    (directory / entry["file"]).unlink()


def nan_weights(directory: Path, entry: dict[str, Any]) -> None:
    from engine.agents.learned.weights import save_weights

    good = load_weights("dqn", weights=directory / entry["file"], sha256=entry["sha256"])
    tensors = {name: np.array(array) for name, array in good.tensors.items()}
    first = sorted(tensors)[0]
    tensors[first].flat[0] = np.nan
    metadata = {k: v for k, v in good.metadata.items() if k not in ("config",)}
    entry["sha256"] = save_weights(
        directory / entry["file"],
        "dqn",
        "v2",
        tensors,
        metadata,
        json.loads(good.metadata.get("config", "{}")),
    )


def drop_sha256(directory: Path, entry: dict[str, Any]) -> None:
    del entry["sha256"]


def escape_the_directory(directory: Path, entry: dict[str, Any]) -> None:
    entry["file"] = "../" + entry["file"]


BREAKERS: dict[str, Breaker] = {
    "sha256 mismatch": flip_a_byte,
    "truncated": truncate,
    "absurd header length": absurd_header_length,
    "trailing junk past the size cap": trailing_junk,
    "missing": delete,
    "NaN": nan_weights,
    "no sha256 in the manifest": drop_sha256,
    "a path instead of a file name": escape_the_directory,
}


@pytest.mark.parametrize("how", BREAKERS, ids=list(BREAKERS))
async def test_the_last_verified_version_keeps_serving_when_the_promoted_one_is_broken(
    tmp_path: Path, db_url: str, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    weights = tmp_path / "weights"
    v1 = copy_shipped_dqn(weights)
    v2 = add_contrary_dqn(weights)
    BREAKERS[how](weights, v2)
    serving_manifest(weights, {"v1": v1, "v2": v2}, "v2")

    service = await GameService.open(db_url, manifest_path=weights / "manifest.json", seed=1)
    try:
        with caplog.at_level(logging.ERROR, logger="bot.games.agents"):
            game = await service.start_game(ANN, "s", "c", agent="dqn", first="bot")
        assert game.x.agent_version == "v1"
        assert {a.name: a.version for a in service.agents()}["dqn"] == "v1"
        assert any("dqn v2" in record.getMessage() for record in caplog.records)
    finally:
        await service.close()


async def test_with_no_verified_version_left_the_refusal_names_no_file(
    tmp_path: Path, db_url: str
) -> None:
    weights = tmp_path / "weights"
    v1 = copy_shipped_dqn(weights)
    flip_a_byte(weights, v1)
    serving_manifest(weights, {"v1": v1}, "v1")
    service = await GameService.open(db_url, manifest_path=weights / "manifest.json", seed=1)
    try:
        service._other_versions = lambda name, version: []  # type: ignore[method-assign]
        with pytest.raises(AgentUnavailableError) as refused:
            await service.start_game(ANN, "s", "c", agent="dqn", first="bot")
        message = str(refused.value)
        assert message == (
            "The dqn agent can't play right now. Pick another one (/ttt agents lists them)."
        )
        assert str(tmp_path) not in message and "sha256" not in message
    finally:
        await service.close()


def test_an_oversized_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    weights = tmp_path / "weights"
    v1 = copy_shipped_dqn(weights)
    trailing_junk(weights, v1)
    with pytest.raises(WeightsError, match="over the"):
        load_weights("dqn", weights=weights / v1["file"])
