"""No command prints a secret, whatever fails: every command that opens the database, run with
a URL whose password is set and whose server cannot be reached, and every command that reaches
Discord, run with a token while Discord cannot be reached. Their whole output (standard output
and error, the log at DEBUG) is searched for the password and the token."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each case starts a tttbot process, some wait for a stop

REPO = Path(__file__).resolve().parents[2]
PASSWORD = "s3cretPW-never-shown"
TOKEN = "MTAxMjM0NTY3ODkw.secret-token-never-shown.Zz9"
UNREACHABLE_DATABASE = f"postgresql+asyncpg://ttt:{PASSWORD}@127.0.0.1:1/ttt"
UNREACHABLE_DISCORD = "http://127.0.0.1:1"
"""Port 1 on this machine: nothing listens there, so every connection is refused at once."""

DATABASE_COMMANDS = [
    ["db", "upgrade"],
    ["db", "current"],
    ["db", "upgrade", "--url", UNREACHABLE_DATABASE],
    ["db", "current", "--url", UNREACHABLE_DATABASE],
    ["run"],
    ["console"],
    ["health"],
    ["retrain"],
    ["rollback"],
    ["retrain", "--database-url", UNREACHABLE_DATABASE],
    ["sync-commands"],
    ["db", "backup", "{new file}"],
    ["db", "restore", "{a backup}"],
]
"""Every command that opens the database (``run`` without a token is the console); a
``{new file}`` is a path nothing is at, ``{a backup}`` one where a file is."""

DISCORD_COMMANDS = [["sync-commands"], ["run"]]
"""Every command that reaches Discord."""


def run_tttbot(args: list[str], env: dict[str, str], cwd: Path, *, until: str) -> str:
    """Run ``python -m bot <args>`` with nothing on standard input until it exits, or, once it
    has printed ``until`` (or after 90 s), stop it with SIGTERM (a bot retrying Discord runs
    until stopped). Everything it printed."""
    log = cwd / "output.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "bot", *args],
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 90
        while proc.poll() is None and time.monotonic() < deadline:
            if until in log.read_text(errors="replace"):
                break
            time.sleep(0.2)
        if proc.poll() is None:
            time.sleep(1)  # what it prints next about the same failure
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return log.read_text(errors="replace")


def base_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TTT_", "DISCORD_"))}
    return env | {"PYTHONPATH": str(REPO), "TTT_LOG_LEVEL": "DEBUG"}


def named(args: list[str]) -> str:
    """A test id that shows the URL's place, not the URL."""
    return " ".join("URL" if arg == UNREACHABLE_DATABASE else arg for arg in args)


@pytest.mark.parametrize("args", DATABASE_COMMANDS, ids=named)
def test_a_database_that_cannot_be_reached_never_shows_its_password(
    args: list[str], tmp_path: Path
) -> None:
    env = base_env(tmp_path) | {"TTT_DATABASE_URL": UNREACHABLE_DATABASE}
    (tmp_path / "old.dump").write_bytes(b"PGDMP")
    paths = {"{new file}": str(tmp_path / "new.dump"), "{a backup}": str(tmp_path / "old.dump")}
    args = [paths.get(arg, arg) for arg in args]
    if args[0] == "sync-commands":
        env |= {"DISCORD_TOKEN": TOKEN, "DISCORD_API_BASE": UNREACHABLE_DISCORD}
    said = run_tttbot(args, env, tmp_path, until="127.0.0.1")
    assert "127.0.0.1" in said, said  # it did fail on the database
    assert PASSWORD not in said, said
    assert TOKEN not in said, said


@pytest.mark.parametrize("args", DISCORD_COMMANDS, ids=" ".join)
def test_discord_that_cannot_be_reached_never_shows_the_token(
    args: list[str], tmp_path: Path
) -> None:
    env = base_env(tmp_path) | {
        "DISCORD_TOKEN": TOKEN,
        "DISCORD_API_BASE": UNREACHABLE_DISCORD,
        "DISCORD_GATEWAY_URL": "ws://127.0.0.1:1/gateway",
        "TTT_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'ttt.db'}",
    }
    said = run_tttbot(args, env, tmp_path, until="127.0.0.1:1")
    assert "127.0.0.1:1" in said, said  # it did try Discord there
    assert TOKEN not in said, said
