"""The one database fixture of the suite: every test that asks for ``db_url`` (or ``repo``, a
:class:`~storage.Repository` open on it) runs twice, on a fresh SQLite file and on a fresh
PostgreSQL database (devkit/postgres.py says where the server
comes from). Tests of SQLite's own machinery (PRAGMAs, the driver, group commit) are marked
``sqlite_only`` and run on SQLite alone; nothing is skipped.

``make test`` runs the suite with one pytest-xdist worker more than the machine has cores
(``-n auto``, :func:`pytest_xdist_auto_num_workers`): each worker starts its own PostgreSQL,
and gives torch one thread so that two workers training networks do not fight over the same
cores.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from devkit import postgres
from storage import Repository

BACKENDS = ("sqlite", "postgresql")
MAX_WORKERS = 4
"""Past four workers the suite gains little (its slowest tests run alone) and each worker
starts its own PostgreSQL server."""


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: one worker per core and one more, at most :data:`MAX_WORKERS`. A worker
    spends about a third of its time waiting (bots and retraining runs it started, timers a
    test runs out, PostgreSQL's server), which the extra worker fills: on 2 cores the suite
    took 253-259 s with 3 workers against 285-295 s with 2, and 358 s against 384 s with a
    busy loop running beside it (docs/benchmarks.md, "The test suite")."""
    return max(1, min(MAX_WORKERS, (os.cpu_count() or 1) + 1))


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # Read by torch (and numpy's BLAS) when first imported, which is after this hook.
        os.environ.setdefault("OMP_NUM_THREADS", "1")
        os.environ.setdefault("MKL_NUM_THREADS", "1")
    else:
        compile_first_party()


FIRST_PARTY = ("bot", "domain", "engine", "storage", "devkit", "scripts", "benchmarks")


def compile_first_party() -> None:
    """Write the bytecode of our own packages once, before any test starts a process.

    Where ``PYTHONDONTWRITEBYTECODE`` is set (this machine, many CI images), nothing imported
    writes its ``.pyc``, so each ``python -m bot`` a test spawns would compile every module it
    imports again: ~0.2 s of CPU a spawn, and the suite spawns about a hundred. An installed
    tttbot has its bytecode (pip writes it); this gives the tests the same.
    """
    import compileall

    root = Path(__file__).resolve().parents[1]
    for package in FIRST_PARTY:
        compileall.compile_dir(root / package, quiet=1)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Give every test that (directly or through a fixture) uses ``db_url`` one run per
    backend; the ``backend`` parameter shows in the test id (``[sqlite]``, ``[postgresql]``)."""
    if "backend" not in metafunc.fixturenames:
        return
    backends: Sequence[str] = BACKENDS
    for marker in ("sqlite_only", "postgresql_only"):
        if metafunc.definition.get_closest_marker(marker):
            backends = [marker.removesuffix("_only")]
    metafunc.parametrize("backend", backends, scope="function")


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """Which database the test runs on (parametrised by :func:`pytest_generate_tests`)."""
    return str(request.param)


@pytest.fixture
def empty_db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """The SQLAlchemy URL of an empty database (never migrated) that only this test uses."""
    with empty_database(backend, tmp_path / "test.db") as url:
        yield url


@pytest.fixture
def another_empty_db_url(backend: str, tmp_path: Path) -> Iterator[str]:
    """A second empty database like ``empty_db_url``, for tests that compare two."""
    with empty_database(backend, tmp_path / "another.db") as url:
        yield url


@contextmanager
def empty_database(backend: str, sqlite_path: Path) -> Iterator[str]:
    """A new empty database on ``backend`` (SQLite: the file at ``sqlite_path``), dropped at the
    end on PostgreSQL."""
    if backend == "sqlite":
        yield f"sqlite+aiosqlite:///{sqlite_path}"
        return
    name = postgres.new_database_name()
    url = postgres.create_database_sync(name)
    try:
        yield url
    finally:
        postgres.drop_database_sync(name)


@pytest.fixture
def db_url(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """The SQLAlchemy URL of a database at the newest schema, with no rows, that only this
    test uses: on SQLite a copy of a file migrated once per worker (migrating each test's
    database cost a tenth of a second per test), on PostgreSQL one of this worker's
    :class:`~devkit.postgres.RecycledDatabases`. Tests of the migrations themselves use
    ``empty_db_url``. Each backend's template is asked for only by its own tests, so a run
    of SQLite's alone (``make test-fast``) never starts PostgreSQL."""
    if backend == "sqlite":
        path = tmp_path / "test.db"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        yield f"sqlite+aiosqlite:///{path}"
        return
    recycled: postgres.RecycledDatabases = request.getfixturevalue("recycled_databases")
    url = recycled.take()
    try:
        yield url
    finally:
        recycled.give_back(url)


@pytest.fixture
async def repo(db_url: str) -> AsyncIterator[Repository]:
    """A repository open on this test's database, closed after it."""
    repository = await Repository.open(db_url)
    try:
        yield repository
    finally:
        await repository.close()


@pytest.fixture(scope="session")
def recycled_databases(postgresql_template: str) -> Iterator[postgres.RecycledDatabases]:
    """This worker's PostgreSQL test databases, copies of its migrated template, each emptied
    and reused once a test is done with it; dropped before the template."""
    databases = postgres.RecycledDatabases(postgresql_template)
    try:
        yield databases
    finally:
        databases.close()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The path of this worker's migrated SQLite file, made on first use."""
    from storage.migrate import upgrade

    path = tmp_path_factory.mktemp("template") / "migrated.db"
    asyncio.run(upgrade(f"sqlite+aiosqlite:///{path}"))
    return str(path)


@pytest.fixture(scope="session")
def postgresql_template() -> Iterator[str]:
    """The name of this worker's migrated PostgreSQL database, made on first use (which
    starts the suite's server when there is none yet)."""
    from storage.migrate import upgrade

    name = postgres.new_database_name() + "_template"
    asyncio.run(upgrade(postgres.create_database_sync(name)))
    try:
        yield name
    finally:
        postgres.drop_database_sync(name)


SLOW_FOLDERS = ("e2e", "training", "learning", "retrain")
"""Folders whose every test is marked ``slow``: the e2e tests start bots, consoles and
emulators (seconds each); the training, learning and retraining tests train networks or fit
people models (up to minutes each). ``make test-fast`` leaves them out (``-m "not slow"``);
``make test`` runs them."""


FAST_MARKS = "not slow"
"""The ``-m`` of ``make test-fast``: with it, the slow folders are not even collected."""


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Under ``-m "not slow"`` (``make test-fast``), skip the folders of :data:`SLOW_FOLDERS`
    without importing their modules (torch, the emulator, the retraining code): every test in
    them would be deselected anyway, and importing them was a tenth of the quick loop's CPU."""
    if config.getoption("markexpr") != FAST_MARKS:
        return None
    folder = Path(__file__).resolve().parent
    if collection_path.parent == folder and collection_path.name in SLOW_FOLDERS:
        return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    tests = Path(__file__).resolve().parent
    slow = {tests / folder for folder in SLOW_FOLDERS}
    for item in items:
        if slow & set(Path(item.path).parents):
            item.add_marker(pytest.mark.slow)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Name the browser tests that could not run (no chromium: tests/browser/conftest.py),
    so that a run without a browser says what it did not check."""
    skipped = terminalreporter.stats.get("skipped", [])
    missed = [r.nodeid for r in skipped if "browser tests did not run" in str(r.longrepr)]
    if missed:
        terminalreporter.section("browser tests NOT run: chromium is not installed")
        for nodeid in missed:
            terminalreporter.write_line(nodeid)
