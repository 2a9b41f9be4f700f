"""storage/sqlite/driver.py subclasses aiosqlite's ``Connection`` and relies on internals that
aiosqlite's documentation does not promise (``_execute``, ``_connect``, ``_conn``,
``_connection``, ``_connector``, ``_running``, ``_tx``). constraints.txt pins the version they
were read from; these tests fail as soon as an aiosqlite without them is installed, instead of
the bot falling back to the stock adapter (several times the CPU per move) without a word."""

from __future__ import annotations

from importlib.metadata import version
from pathlib import Path

import pytest

from storage.sqlite.creator import supported

pytestmark = pytest.mark.sqlite_only

CONSTRAINTS = Path(__file__).resolve().parents[2] / "constraints.txt"


def test_the_installed_aiosqlite_is_the_pinned_one() -> None:
    pins = dict(
        line.split("==", 1) for line in CONSTRAINTS.read_text().splitlines() if "==" in line
    )
    assert version("aiosqlite") == pins["aiosqlite"].strip()


def test_the_pinned_aiosqlite_has_every_internal_the_driver_uses() -> None:
    assert supported()
