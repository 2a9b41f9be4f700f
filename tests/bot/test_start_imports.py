"""Starting tttbot imports only what answering the first command needs.

Each case imports what a front imports before it is ready, in a fresh interpreter (this test
process has long loaded everything), and lists the heavy modules that came with it: numpy and
the learned agents load on the first learned move, Alembic only when the schema is behind,
the retraining job only when a retrain or rollback runs, torch and training never; a SQLite
process never loads SQLAlchemy's PostgreSQL dialect. The solver's table is built on the first
query, not at import.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.discord.client import EXTENSIONS

pytestmark = pytest.mark.slow  # each case starts a Python process to watch its imports

ROOT = Path(__file__).resolve().parents[2]

NEVER_AT_START = (
    "pydantic",
    "pydantic_settings",
    "sqlalchemy.dialects.postgresql",
    "sqlalchemy.orm",
    "numpy",
    "torch",
    "matplotlib",
    "alembic",
    "engine.training",
    "engine.agents.learned.agents",
    "engine.agents.learned.weights",
    "engine.symmetry",
    "bot.retrain.run",
    "bot.retrain.data",
    "bot.retrain.gate",
    "bot.retrain.promote",
    "bot.retrain.rollback",
    "bot.retrain.cli",
)
"""Modules no front may import before it answers: each is for a later, rarer moment."""

FRONTS = {
    "entry point": ("bot.__main__",),
    "discord": ("bot.__main__", "bot.discord.runner", *EXTENSIONS),
    "console": ("bot.__main__", "bot.console"),
}
"""What each front imports before it is ready (the Discord client loads its extensions in
``setup_hook``, before the gateway connects)."""

PROBE = """
import importlib, json, sys
for name in sys.argv[2:]:
    importlib.import_module(name)
exec(sys.argv[1])
import engine.solver
zone = getattr(sys.modules.get("babel.dates"), "LOCALTZ", None)
print(json.dumps({
    "modules": sorted(sys.modules),
    "solver_tables": int(engine.solver.solved()),
    "babel_zone": getattr(zone, "zone", None),
}))
"""


def imported_by(*modules: str, then: str = "") -> dict[str, object]:
    """What a fresh interpreter holds after importing ``modules`` and running ``then``:
    ``modules`` (every module name), ``solver_tables`` (1 once the table is built) and
    ``babel_zone`` (the name of Babel's local time zone, None before Babel's dates load)."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, then, *modules],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=True,
    )
    found: dict[str, object] = json.loads(result.stdout)
    return found


def heavy(modules: object) -> list[str]:
    """The modules of ``NEVER_AT_START`` (or inside one of them) among ``modules``."""
    assert isinstance(modules, list)
    return [m for m in modules if any(m == n or m.startswith(f"{n}.") for n in NEVER_AT_START)]


@pytest.mark.parametrize("front", FRONTS, ids=list(FRONTS))
def test_a_front_imports_nothing_its_first_command_does_not_need(front: str) -> None:
    found = imported_by(*FRONTS[front])
    assert heavy(found["modules"]) == []
    assert found["solver_tables"] == 0
    if front != "entry point" and "TZ" not in os.environ and os.path.exists("/etc/localtime"):
        # Read from the zone file (bot.i18n.zone), not looked up through pytz's zone list.
        assert found["babel_zone"] == "local"


def test_the_entry_point_reads_its_settings_without_loading_the_database_layer() -> None:
    # `tttbot --help` and a refused setting (exit 2) answer without SQLAlchemy.
    modules = imported_by("bot.__main__", "bot.settings")["modules"]
    assert isinstance(modules, list)
    assert [m for m in modules if m == "sqlalchemy" or m.startswith("sqlalchemy.")] == []


PLAY_A_GAME = """
import asyncio, tempfile
from bot.games.service import GameService
from domain.players import User

async def play() -> None:
    url = f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/t.db"
    service = await GameService.open(url)
    try:
        result = await service.start_game(User("u", "You"), "s", "c", first="me")
        await service.play_move(User("u", "You"), "s", "c", 5)
        await service.stats("u", "s")
        await service.leaderboard("s")
    finally:
        await service.close()

asyncio.run(play())
"""


def test_the_database_layer_never_loads_sqlalchemys_orm() -> None:
    # Tables, not ORM classes (storage/models.py); the async engine without its ORM session
    # (storage/async_engine.py): a new database, a game, stats and the leaderboard.
    modules = imported_by("bot.games.service", then=PLAY_A_GAME)["modules"]
    assert "storage.repository" in modules  # type: ignore[operator]
    assert "sqlalchemy.orm" not in modules  # type: ignore[operator]


def test_the_asyncio_package_still_gives_all_of_its_names_when_asked() -> None:
    then = "from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker"
    assert "sqlalchemy.orm" in imported_by("storage.async_engine", then=then)["modules"]  # type: ignore[operator]


def test_a_connected_bot_solves_the_game_tree_in_the_background() -> None:
    # bot.discord.client.warm_up_solver, started when the bot connects: a tenth at a time.
    then = (
        "import asyncio; from bot.discord.client import warm_up_solver; "
        "asyncio.run(warm_up_solver(after_s=0, gap_s=0))"
    )
    assert imported_by("bot.discord.client", then=then)["solver_tables"] == 1


def test_the_first_learned_agent_built_brings_its_code_and_numpy() -> None:
    found = imported_by("engine", then="import engine; engine.load_agent('dqn')")
    assert {"numpy", "engine.agents.learned.agents"} <= set(found["modules"])  # type: ignore[call-overload]


def test_the_first_perfect_move_builds_the_solvers_table_without_numpy() -> None:
    found = imported_by(
        "engine", then="import engine; [engine.optimal_moves(engine.Board()) for _ in range(3)]"
    )
    assert found["solver_tables"] == 1
    assert heavy(found["modules"]) == []


def test_a_postgresql_engine_gives_the_partial_index_its_predicate() -> None:
    # The predicate is declared when a PostgreSQL engine is made, not in the model (where it
    # would load the dialect in every process).
    from sqlalchemy import Table
    from sqlalchemy.dialects import postgresql
    from sqlalchemy.schema import CreateIndex

    from storage.db import create_engine
    from storage.models import CHALLENGES

    create_engine("postgresql+asyncpg://tttbot@localhost/tttbot")  # connects on first use only
    table = CHALLENGES
    assert isinstance(table, Table)  # declared by the model; typed as any FromClause
    (index,) = [i for i in table.indexes if i.name == "uq_challenges_pending_pair"]
    ddl = str(CreateIndex(index).compile(dialect=postgresql.dialect()))
    assert ddl.endswith("WHERE status = 'pending'")
