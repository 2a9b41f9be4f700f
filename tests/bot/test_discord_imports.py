"""Importing a small module of the Discord front loads neither its client nor the database layer.

The leaves of ``bot.discord`` (buttons, cogs, the error handler, the renderers) type against
``bot.discord.context.BotContext`` and never import ``bot.discord.client``; the package's
``__init__`` imports nothing. Each case runs in a fresh interpreter, since this test process
has long loaded everything.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # each case starts a Python process to watch its imports

ROOT = Path(__file__).resolve().parents[2]

# Leaves that need nothing from the service at import time: not even SQLAlchemy may load.
LIGHT_LEAVES = [
    "bot.discord.components",
    "bot.discord.context",
    "bot.discord.cog",
    "bot.discord.errors",
    "bot.discord.replies",
]

# Every module of bot.discord except the client itself and the runner that starts it.
ALL_LEAVES = [
    *LIGHT_LEAVES,
    "bot.discord.api",
    "bot.discord.render",
    "bot.discord.exts.admin",
    "bot.discord.exts.duels",
    "bot.discord.exts.games",
    "bot.discord.exts.review",
    "bot.discord.exts.stats",
]


def modules_after_importing(*names: str) -> set[str]:
    """The names in ``sys.modules`` of a new interpreter once it has imported ``names``."""
    program = (
        "import importlib, json, sys\n"
        f"for name in {list(names)!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        check=True,
    )
    return set(json.loads(done.stdout))


def loaded_from(modules: set[str], package: str) -> list[str]:
    return sorted(m for m in modules if m == package or m.startswith(f"{package}."))


def test_the_buttons_and_other_light_leaves_load_neither_the_client_nor_sqlalchemy() -> None:
    # Imports only ever add modules: none loaded for all of them together means none for each.
    modules = modules_after_importing(*LIGHT_LEAVES)

    assert set(LIGHT_LEAVES) <= modules  # the probe did import them
    assert loaded_from(modules, "sqlalchemy") == []
    assert "bot.discord.client" not in modules
    assert "bot.games.service" not in modules


def test_no_leaf_of_the_discord_front_imports_the_client() -> None:
    modules = modules_after_importing(*ALL_LEAVES)

    assert set(ALL_LEAVES) <= modules
    assert "bot.discord.client" not in modules
    assert "bot.discord.runner" not in modules


def test_the_client_still_loads_its_leaves() -> None:
    """The counter-check: the probe does see what the client imports."""
    modules = modules_after_importing("bot.discord.client")

    assert "bot.discord.components" in modules
    assert loaded_from(modules, "sqlalchemy") != []
