"""At start the service records the manifest's agent versions in the database: the first start
records them all, a restart with nothing new leaves every row as it was (no write), and a
changed manifest writes exactly its changes."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from bot.games.service import GameService
from domain.agents import AgentVersion
from tests.bot.conftest import ServiceFactory

AGENT = "test-thinker"


def write_manifest(path: Path, serving: str, versions: dict[str, dict[str, Any]]) -> Path:
    """A manifest in the layout scripts/train.py writes, with one agent."""
    entry = {"serving": serving, "versions": versions}
    path.write_text(json.dumps({"format": 1, "agents": {AGENT: entry}}))
    return path


def two_versions(path: Path, *, serving: str = "t1", accuracy: float = 0.79) -> Path:
    return write_manifest(
        path,
        serving,
        {
            "t0": {"sha256": "a" * 64, "metrics": {}},
            "t1": {"sha256": "b" * 64, "metrics": {"optimal_move_accuracy": accuracy}},
        },
    )


async def recorded(service: GameService) -> dict[str, AgentVersion]:
    return {v.version: v for v in await service.repository.list_agent_versions(AGENT)}


async def restart(
    open_service: ServiceFactory, service: GameService, manifest: Path
) -> GameService:
    await service.close()
    return await open_service(manifest_path=manifest)


async def test_the_first_start_records_every_version_and_promotes_the_serving_one(
    open_service: ServiceFactory, tmp_path: Path
) -> None:
    service = await open_service(manifest_path=two_versions(tmp_path / "manifest.json"))
    versions = await recorded(service)
    assert {v: (r.weights_sha256, r.promoted) for v, r in versions.items()} == {
        "t0": ("a" * 64, False),
        "t1": ("b" * 64, True),
    }
    assert versions["t1"].metrics == {"optimal_move_accuracy": 0.79}


async def test_a_restart_with_the_same_manifest_leaves_every_row_as_it_was(
    open_service: ServiceFactory, tmp_path: Path
) -> None:
    manifest = two_versions(tmp_path / "manifest.json")
    service = await open_service(manifest_path=manifest)
    before = await recorded(service)
    service = await restart(open_service, service, manifest)
    # promoted_at is the moment of the promotion, not of the last restart.
    assert await recorded(service) == before


async def test_a_restart_records_what_the_manifest_changed(
    open_service: ServiceFactory, tmp_path: Path
) -> None:
    manifest = two_versions(tmp_path / "manifest.json")
    service = await open_service(manifest_path=manifest)
    before = await recorded(service)
    two_versions(manifest, serving="t0", accuracy=0.83)
    service = await restart(open_service, service, manifest)
    after = await recorded(service)
    assert (after["t0"].promoted, after["t1"].promoted) == (True, False)
    assert after["t1"].metrics == {"optimal_move_accuracy": 0.83}
    assert after["t0"].metrics == before["t0"].metrics
    assert after["t1"].promoted_at == before["t1"].promoted_at


async def test_a_version_listed_with_other_weights_than_recorded_is_logged_at_every_start(
    open_service: ServiceFactory, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    manifest = two_versions(tmp_path / "manifest.json")
    service = await open_service(manifest_path=manifest)
    write_manifest(manifest, "t1", {"t1": {"sha256": "c" * 64, "metrics": {}}})
    with caplog.at_level(logging.WARNING, logger="bot.games.agents"):
        service = await restart(open_service, service, manifest)
    assert f"{AGENT} t1 is recorded with weights bbbbbbbbbbbb" in caplog.text
    assert (await recorded(service))["t1"].weights_sha256 == "b" * 64
