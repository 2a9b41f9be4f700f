"""Where a start's import time goes, for benchmarks/bench_start.py: -X importtime output parsed
into a tree, the costliest imports alone and in real ``run`` and ``console`` processes (split by
the phases of a start), and what each serving import costs in time and memory when imported
first."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field

from benchmarks.start_samples import (
    MIB,
    Phases,
    console_sample,
    db_url_in,
    discord_sample,
    fresh_dir,
    prepare_restart,
)
from devkit.bot_process import REPO as ROOT

FIRST_PARTY = ("bot", "storage", "engine")

_IMPORT_LINE = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)")


@dataclass
class Imported:
    """One line of ``-X importtime``: a module, its own and cumulative microseconds."""

    name: str
    self_us: int
    cum_us: int
    offset: int  # where its line starts in the output: which phase it finished in
    children: list[Imported] = field(default_factory=list)
    parent: Imported | None = None


def parse_importtime(text: str) -> list[Imported]:
    """Every module of an ``-X importtime`` output with its children, in output order.

    Lines are written when an import finishes, children first, indented by nesting depth, so a
    line's children are the deeper lines collected since the last line at its depth.
    """
    pending: dict[int, list[Imported]] = {}
    nodes: list[Imported] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        match = _IMPORT_LINE.match(line)
        if match:
            depth = len(match.group(3)) // 2
            node = Imported(match.group(4), int(match.group(1)), int(match.group(2)), offset)
            node.children = pending.pop(depth + 1, [])
            for child in node.children:
                child.parent = node
            pending.setdefault(depth, []).append(node)
            nodes.append(node)
        offset += len(line.encode())
    return nodes


def is_first_party(name: str) -> bool:
    return name.split(".")[0] in FIRST_PARTY


def top_cumulative(nodes: list[Imported], count: int, title: str) -> None:
    roots_ms = sum(n.cum_us for n in nodes if n.parent is None) / 1000
    print(f"\n{title}: {roots_ms:.0f} ms of imports; top cumulative")
    print(f"  {'cumulative':>10} {'self':>8}  module  (imported by)")
    for node in sorted(nodes, key=lambda n: n.cum_us, reverse=True)[:count]:
        by = node.parent.name if node.parent else "-"
        print(f"  {node.cum_us / 1000:>8.1f}ms {node.self_us / 1000:>6.1f}ms  {node.name}  ({by})")


def importtime_of(code: str) -> list[Imported]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return parse_importtime(done.stderr)


def split_phases(phases: Phases) -> dict[str, list[Imported]]:
    """The imports of a process, by the phase they finished in."""
    nodes = parse_importtime(phases.stderr.read_text(errors="replace"))
    result: dict[str, list[Imported]] = {}
    start = 0
    for name, end in [*phases.marks.items(), ("after", 1 << 62)]:
        result[name] = [n for n in nodes if start <= n.offset < end]
        start = end
    return result


_IMPORT_PROFILER = textwrap.dedent(
    """
    import importlib, importlib.abc, json, sys, time
    import psutil

    process = psutil.Process()
    running = []  # modules whose code is executing, innermost last
    charged = {}  # module -> [importer, RSS bytes, seconds], its own imports included


    class Measuring(importlib.abc.MetaPathFinder):
        \"\"\"Finds nothing itself: wraps the loader the next finder returns to time it.\"\"\"

        def find_spec(self, name, path, target=None):
            for finder in sys.meta_path:
                if finder is self or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
            else:
                return None
            loader = spec.loader
            if loader is not None and not isinstance(loader, type):
                loader.exec_module = measured(name, loader.exec_module)
            return spec


    def measured(name, execute):
        def exec_module(module):
            importer = running[-1] if running else None
            running.append(name)
            rss, started = process.memory_info().rss, time.perf_counter()
            try:
                execute(module)
            finally:
                running.pop()
                spent = time.perf_counter() - started
                charged[name] = [importer, process.memory_info().rss - rss, spent]
        return exec_module


    sys.meta_path.insert(0, Measuring())
    before = process.memory_info().rss
    for name in sys.argv[1:]:
        importlib.import_module(name)
        if name == "bot.discord.client":  # the extensions setup_hook loads
            for extension in sys.modules[name].EXTENSIONS:
                importlib.import_module(extension)
    print(json.dumps({"before": before, "after": process.memory_info().rss, "charged": charged}))
    """
)


@dataclass
class ImportCost:
    """What importing one module cost the process, its own imports included."""

    name: str
    importer: str | None
    rss_mib: float
    ms: float


def profile_imports(modules: list[str]) -> tuple[float, float, list[ImportCost]]:
    """(RSS before, RSS after in MiB, cost of every module) of a fresh interpreter importing
    ``modules``: time and RSS measured around each module's execution, in the process."""
    done = subprocess.run(
        [sys.executable, "-c", _IMPORT_PROFILER, *modules],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(done.stdout)
    costs = [
        ImportCost(name, importer, rss / MIB, seconds * 1000)
        for name, (importer, rss, seconds) in data["charged"].items()
    ]
    return data["before"] / MIB, data["after"] / MIB, costs


SERVING_IMPORTS: dict[str, list[str]] = {
    "tttbot run": ["bot.__main__", "discord.utils", "bot.discord.runner", "bot.discord.client"],
    "tttbot console": ["bot.__main__", "bot.console", "bot.games.service"],
}
"""What each front imports before it answers (the run path's extensions included)."""


def print_import_costs(title: str, modules: list[str], min_ms: float, min_mib: float) -> None:
    """The import edges of ``modules`` from first-party modules (and the process's own imports)
    that cost at least ``min_ms`` or ``min_mib``."""
    before, after, costs = profile_imports(modules)
    print(
        f"\n{title}: what first-party modules pull in, measured in one process "
        f"(RSS {before:.1f} -> {after:.1f} MiB over its imports)"
    )
    print(f"  {'ms':>7} {'MiB':>6}  importer -> imported")
    edges = [
        cost
        for cost in costs
        if (cost.importer is None or is_first_party(cost.importer))
        and not (cost.importer and cost.name.startswith(f"{cost.importer}."))
        and (cost.ms >= min_ms or cost.rss_mib >= min_mib)
    ]
    for cost in sorted(edges, key=lambda c: c.ms, reverse=True):
        print(
            f"  {cost.ms:>7.1f} {cost.rss_mib:>6.1f}  {cost.importer or '(process)'} -> {cost.name}"
        )
    print(
        "  (each figure includes what the imported module imported in turn, if nothing had "
        "imported it before: removing that edge saves it only if nothing else needs it)"
    )


def import_breakdown(parent: str | None, top: int) -> None:
    """Where the import time goes: alone, then in real ``run`` and ``console`` processes."""
    top_cumulative(importtime_of("import bot.__main__"), top, "import bot.__main__")
    traced = [sys.executable, "-X", "importtime"]
    with fresh_dir(parent) as workdir:
        url = db_url_in(workdir)
        prepare_restart(workdir, url)
        phases = Phases(workdir / "importtime-run.log")
        asyncio.run(
            discord_sample(
                [*traced, "-m", "bot", "run"],
                workdir,
                {"TTT_DATABASE_URL": url},
                expect_board=True,
                phases=phases,
            )
        )
        for name, nodes in split_phases(phases).items():
            if name != "after" or nodes:
                top_cumulative(nodes, top, f"tttbot run (database at head), {name}")
    with fresh_dir(parent) as workdir:
        url = db_url_in(workdir)
        prepare_restart(workdir, url)
        phases = Phases(workdir / "importtime-console.log")
        console_sample(workdir, url, phases=phases, command=[*traced, "-m", "bot", "console"])
        for name, nodes in split_phases(phases).items():
            if name != "after" or nodes:
                top_cumulative(nodes, top, f"tttbot console (database at head), {name}")
    for title, modules in SERVING_IMPORTS.items():
        print_import_costs(title, modules, min_ms=5.0, min_mib=0.5)
