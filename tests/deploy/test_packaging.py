"""The files that run tttbot 24/7 are well formed: the systemd units pass ``systemd-analyze
verify``, compose.yaml runs every shard exactly once after the migration step, and the
Dockerfile copies only what exists and installs with deploy/install.sh (the script CI runs,
tests/deploy/test_install.py). No container engine is available here: the image is not built."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
UNITS = ("tttbot@.service", "tttbot-retrain.service", "tttbot-retrain.timer")
PREFIX = "/opt/tttbot"


def test_the_systemd_units_pass_systemd_analyze_verify(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    assert analyze, "systemd-analyze is missing: .ci/run installs it (apt-get install systemd)"
    # verify checks that each command exists: the units' prefix is an executable stand-in here.
    stand_in = tmp_path / "opt" / "tttbot" / "bin" / "tttbot"
    stand_in.parent.mkdir(parents=True)
    stand_in.write_text("#!/bin/sh\n")
    stand_in.chmod(0o755)
    units = tmp_path / "units"
    units.mkdir()
    for name in UNITS:
        text = (DEPLOY / name).read_text()
        (units / name).write_text(text.replace(PREFIX, str(tmp_path / "opt" / "tttbot")))
    (units / "tttbot@0.service").symlink_to("tttbot@.service")
    checked = ["tttbot@0.service", "tttbot-retrain.service", "tttbot-retrain.timer"]
    result = subprocess.run(
        [analyze, "verify", *checked], cwd=units, capture_output=True, text=True, timeout=60
    )
    # A misspelled key or a bad value is only a warning: any output fails the test.
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def compose() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((REPO / "compose.yaml").read_text())
    return loaded


def test_compose_runs_every_shard_once_after_the_migration() -> None:
    services = compose()["services"]
    bots = {
        name: service
        for name, service in services.items()
        if service.get("command") is None and name not in ("db",)
    }
    counts = {service["environment"]["TTT_SHARD_COUNT"] for service in bots.values()}
    assert len(counts) == 1
    shards = sorted(int(service["environment"]["TTT_SHARD_IDS"]) for service in bots.values())
    assert shards == list(range(int(counts.pop())))
    for service in bots.values():
        assert service["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        assert service["restart"] == "unless-stopped"
        assert service["build"]["target"] == "serve"
    assert services["migrate"]["command"] == ["tttbot", "db", "upgrade"]
    assert services["migrate"]["depends_on"]["db"]["condition"] == "service_healthy"


def test_compose_retrains_on_a_schedule_with_the_training_image() -> None:
    retrain = compose()["services"]["retrain"]
    assert retrain["build"]["target"] == "train"
    assert "tttbot retrain" in " ".join(retrain["command"])
    assert "sleep" in " ".join(retrain["command"])


def test_compose_names_no_password() -> None:
    text = (REPO / "compose.yaml").read_text()
    for url in re.findall(r"postgresql\+asyncpg://\S+", text):
        assert ":${TTT_DB_PASSWORD" in url


def dockerfile() -> list[str]:
    """The Dockerfile's instructions, continuation lines joined."""
    text = (REPO / "Dockerfile").read_text().replace("\\\n", " ")
    return [line.strip() for line in text.splitlines() if line.strip() and line[0] != "#"]


def test_the_dockerfile_copies_only_what_the_repository_has() -> None:
    copies = [line.split()[1:-1] for line in dockerfile() if line.startswith("COPY ")]
    sources = [s for args in copies if not any(a.startswith("--from") for a in args) for s in args]
    assert sources
    for source in sources:
        if not source.startswith("--"):
            assert (REPO / source).exists(), source


def test_the_image_installs_with_the_tested_script_and_runs_as_a_user_with_a_health_check() -> None:
    lines = dockerfile()
    runs = [line for line in lines if line.startswith("RUN ") and "install.sh" in line]
    assert runs and all("deploy/install.sh /opt/tttbot postgresql" in line for line in runs)
    serve = lines[lines.index(next(line for line in lines if line.endswith(" AS serve"))) :]
    assert any(line == "USER tttbot" for line in serve)
    assert 'CMD ["tttbot", "health"]' in next(line for line in serve if line.startswith("HEALTH"))
    assert runs[0].endswith("install.sh /opt/tttbot postgresql")  # the serving image: no torch
