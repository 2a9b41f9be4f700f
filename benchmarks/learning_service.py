"""The learning benchmark through the real service (``bench_learning --service``).

For each population and seed: a fresh database and a copy of the shipped weights; the
population's members play ``GameService`` (server ``bench``, its members each one kind of person:
:func:`~benchmarks.learning_figures.member_kinds`) against whatever ``dqn`` serves, the
service logs every move with its probability, and at each size the real ``retrain`` job runs
(people models global ← server ← member, the fine-tuning, the tables, the gate, promotion).
After each point: what the service plays for each member and its exact win rate against the
true people, its share of the safe limit (of a bot that knows which member it plays), losses,
optimal moves, the run's outcome; the candidate the gate judged (promoted or not); what
serves without exploring; and what a **new server** is served (no game there yet: the global
table, learned from every server's games) against the same people, beside the same version's
network (what a new server got without the global people model). A mixture is also run with
no member tables, in the same run, to show what the member models gain.
"""

from __future__ import annotations

import random
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.learning_figures import (
    Person,
    exact,
    member_kinds,
    members_limit,
    on_members,
    optimal_share,
    truth_of,
)
from engine.agents.base import Agent
from engine.populations import Population, sample_move

NO_MEMBER_TABLES = 10**9
"""``min_member_games`` of the comparison run without member tables."""


@dataclass
class ServiceStep:
    """One retraining point of the service path."""

    population: str
    seed: int
    games: int
    limit: float
    win_rate: float
    share: float
    losses: float
    optimal_share: float
    outcome: str
    serving: str
    retrain_seconds: float
    play_seconds: float
    candidate_win_rate: float | None = None
    """Exact win rate against the true people of the candidate the gate judged (on ``bench``),
    promoted or not; ``None`` when the run produced none."""
    gate: dict[str, Any] | None = None
    """The gate's people checks on ``bench``: ``{metric: [serving, candidate, ok]}``."""
    greedy_win_rate: float | None = None
    """What serves, without its exploration (tables only): the exploration's cost."""
    new_server: float = 0.0
    """What a new server is served (the global table once one exists), against the people."""
    new_server_network: float = 0.0
    """The same version's network there (what a new server got without the global table)."""
    member_tables: int = 0
    retrain_cpu_seconds: float = 0.0
    """CPU time of the retraining (every thread of the process): on a shared machine the
    wall time is this over the share of the cores the process gets (see docs/benchmarks.md)."""


@dataclass
class Setup:
    """One population's run: its people and what its figures are measured against."""

    pop: Population
    name: str
    kinds: tuple[Person, ...]
    limit: float
    min_member_games: int = 30
    everyone: Any = field(default=None)
    """The population as a new server meets it (a mixture's blend by weight)."""

    @classmethod
    def of(cls, pop: Population, member_tables: bool = True) -> Setup:
        kinds = member_kinds(pop)
        name = pop.name if member_tables else f"{pop.name} (no member tables)"
        games = 30 if member_tables else NO_MEMBER_TABLES
        return cls(pop, name, kinds, members_limit(kinds), games, truth_of(pop))


class GateWatch:
    """Wraps the retrain job's people gate to note the candidate's true win rate on ``bench``
    (what only a benchmark knows) and the people checks, so that refused candidates are
    judged too."""

    def __init__(self, kinds: tuple[Person, ...]) -> None:
        self.kinds = kinds
        self.candidate_win_rate: float | None = None
        self.checks: dict[str, Any] | None = None

    def __call__(self, serving: Agent, candidate: Agent, *args: Any, **kwargs: Any) -> Any:
        from bot.retrain.gate import people_gate

        checks, report = people_gate(serving, candidate, *args, **kwargs)
        self.candidate_win_rate = on_members(lambda m: on_bench(candidate, m), self.kinds)[0]
        self.checks = {
            c.metric: [round(c.serving, 6), round(c.candidate, 6), c.ok]
            for c in checks
            # the server's checks, and any other group's that failed (a member's, everyone's)
            if c.metric.startswith("people.bench.") or (c.metric.startswith("people.") and not c.ok)
        }
        found = report.get("bench", {})
        for key in ("held_out", "refits", "posterior"):
            if key in found:
                self.checks[f"{key}_detail"] = found[key]
        return checks, report

    def take(self) -> tuple[float | None, dict[str, Any] | None]:
        found = self.candidate_win_rate, self.checks
        self.candidate_win_rate = self.checks = None
        return found


def on_bench(agent: Agent, member: str | None, server: str = "bench") -> Agent:
    """What ``agent`` plays for ``member`` on ``server``."""
    pick = getattr(agent, "for_server", None)
    return pick(server, member) if pick is not None else agent


async def play_through_service(
    db_url: str, weights: Path, kinds: tuple[Person, ...], games: int, first: int, seed: int
) -> None:
    """``games`` games of the members against the served dqn on server ``bench``, through
    ``GameService`` (which logs every agent move with its probability)."""
    from bot.games.service import GameService
    from domain.players import User

    rng = random.Random(seed * 1_000_003 + first)
    service = await GameService.open(db_url, manifest_path=weights / "manifest.json", seed=seed)
    try:
        members = len(kinds)
        for n in range(first, first + games):
            user = User(f"bench-{n % members}", f"Bench {n % members}")
            human_first = (n // members) % 2 == 0
            game = await service.start_game(
                user, "bench", "c", agent="dqn", first="me" if human_first else "bot"
            )
            person = kinds[n % members]
            while game.is_active:
                cell = sample_move(person(game.board.cells), rng)
                game = (await service.play_move(user, "bench", "c", cell)).game
    finally:
        await service.close()


async def served_dqn(db_url: str, weights: Path) -> Agent:
    """The dqn the service now serves (its tables included)."""
    from bot.games.service import GameService

    service = await GameService.open(db_url, manifest_path=weights / "manifest.json", seed=0)
    try:
        return await service._agent("dqn")
    finally:
        await service.close()


def without_exploration(agent: Agent) -> Agent | None:
    """A table's play without its exploration (``None`` for anything else)."""
    from engine.agents.learned.agents import ServerTableAgent

    if not isinstance(agent, ServerTableAgent) or agent._policy is not None:
        return None  # a policy table's exploration is part of its policy
    return ServerTableAgent(agent._table, agent._near_tie, agent._net, explore=0.0)


def fresh_weights(tmp: Path) -> tuple[Path, str]:
    """A weights directory serving the shipped ``dqn v1``, and a new database's URL."""
    from engine.agents.learned.manifest import manifest_bytes, manifest_entry

    work = Path(tempfile.mkdtemp(dir=tmp))
    weights = work / "weights"
    weights.mkdir()
    shipped = Path(__file__).resolve().parents[1] / "weights"
    _, entry = manifest_entry("dqn", "v1", directory=shipped)
    shutil.copy2(shipped / entry["file"], weights / entry["file"])
    info = {"serving": "v1", "versions": {"v1": dict(entry)}}
    (weights / "manifest.json").write_bytes(manifest_bytes({"format": 1, "agents": {"dqn": info}}))
    return weights, f"sqlite+aiosqlite:///{work / 'bench.db'}"


async def run_service_population(
    setup: Setup, seed: int, sizes: list[int], updates: int, tmp: Path
) -> list[ServiceStep]:
    """The service path for one population and seed (see the module docstring)."""
    import bot.retrain.run as job
    from bot.retrain.outcome import RetrainOptions
    from bot.retrain.run import retrain

    weights, db_url = fresh_weights(tmp)
    steps, played = [], 0
    watch = GateWatch(setup.kinds)
    job.people_gate = watch
    for size in sizes:
        started = time.perf_counter()
        await play_through_service(db_url, weights, setup.kinds, size - played, played, seed)
        play_seconds, played = time.perf_counter() - started, size
        options = RetrainOptions(
            database_url=db_url,
            weights_dir=weights,
            games=0,
            seed=seed,
            finetune={"updates": updates},
            min_member_games=setup.min_member_games,
        )
        cpu = time.process_time()
        outcome = await retrain(options)
        cpu = time.process_time() - cpu
        agent = await served_dqn(db_url, weights)
        step = measure_point(setup, seed, size, agent, outcome, play_seconds, watch)
        step.retrain_cpu_seconds = cpu
        print_step(step, outcome.message)
        steps.append(step)
    return steps


def measure_point(
    setup: Setup,
    seed: int,
    size: int,
    agent: Agent,
    outcome: Any,
    play_seconds: float,
    watch: GateWatch,
) -> ServiceStep:
    """The figures of what serves after one retraining point."""
    win, losses = on_members(lambda m: on_bench(agent, m), setup.kinds)
    optimal = min(optimal_share(on_bench(agent, f"bench-{k}")) for k in range(len(setup.kinds)))
    greedy = without_exploration(on_bench(agent, None))
    tables = getattr(agent, "server_tables", {})
    return ServiceStep(
        setup.name,
        seed,
        size,
        setup.limit,
        win,
        win / setup.limit if setup.limit else 1.0,
        losses,
        optimal,
        outcome.status,
        outcome.serving or "?",
        outcome.seconds,
        play_seconds,
        *watch.take(),
        exact(greedy, setup.kinds[0])[0] if greedy is not None and not setup.pop.parts else None,
        exact(on_bench(agent, None, server="fresh"), setup.everyone)[0],
        exact(agent, setup.everyone)[0],
        sum("/" in key for key in tables),
    )


def print_step(step: ServiceStep, message: str) -> None:
    print(
        f"  seed {step.seed} {step.games:5d} games  serving {step.serving:<4} "
        f"{step.win_rate:6.1%} ({step.share:6.1%} of limit)  {step.outcome:<9} "
        f"losses {step.losses:.4f}  optimal {step.optimal_share:6.1%}  "
        f"retrain {step.retrain_seconds:5.1f} s, CPU {step.retrain_cpu_seconds:5.1f} s "
        f"(playing {step.play_seconds:5.1f} s)  "
        f"member tables {step.member_tables}  new server {step.new_server:6.1%} "
        f"(network {step.new_server_network:6.1%})"
        + (
            f"  without exploring {step.greedy_win_rate:6.1%}"
            if step.greedy_win_rate is not None
            else ""
        ),
        flush=True,
    )
    if step.candidate_win_rate is not None:
        print(f"    candidate {step.candidate_win_rate:6.1%}; gate {step.gate}", flush=True)
    if step.outcome != "promoted":
        print(f"    {message}", flush=True)


def service_main(args: Any) -> int:
    """``--service``: the benchmark through GameService and the real retrain job."""
    import asyncio
    import json

    from benchmarks.learning_summary import print_service_summary, service_misses
    from engine.agents import load_agent
    from engine.populations import MIXED_SERVERS, UNSEEN_POPULATIONS, population

    sizes = sorted(int(x) for x in args.sizes.split(","))
    seeds = [int(x) for x in args.seeds.split(",")]
    clock = time.perf_counter()
    report: dict[str, Any] = {"mode": "service", "populations": {}, "updates": args.updates}
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.populations.split(","):
            pop = population(name)
            compare = pop in MIXED_SERVERS  # a mixed server: also run without member tables
            for setup in (Setup.of(pop), *((Setup.of(pop, False),) if compare else ())):
                baselines = {
                    agent: on_members(lambda _: load_agent(agent, seed=0), setup.kinds)  # noqa: B023
                    for agent in ("minimax", "trap", "dqn")
                }
                print(
                    f"{setup.name}: safe limit {setup.limit:.1%}; "
                    + ", ".join(
                        f"{a} {w:.1%} (losses {lo:.4f})" for a, (w, lo) in baselines.items()
                    ),
                    flush=True,
                )
                steps = []
                for seed in seeds:
                    steps += asyncio.run(
                        run_service_population(setup, seed, sizes, args.updates, Path(tmp))
                    )
                report["populations"][setup.name] = {
                    "safe_limit": setup.limit,
                    "unseen": pop in UNSEEN_POPULATIONS,
                    "member_tables": setup.min_member_games < NO_MEMBER_TABLES,
                    "baselines": {
                        a: {"win_rate": w, "losses": lo} for a, (w, lo) in baselines.items()
                    },
                    "new_server_dqn_v1": exact(load_agent("dqn", seed=0), setup.everyone)[0],
                    "steps": [step.__dict__ for step in steps],
                }
                group = "unseen" if pop in UNSEEN_POPULATIONS else "tuned"
                report.setdefault("misses", {}).setdefault(group, []).extend(
                    service_misses(steps, baselines["dqn"][0], seeds)
                )
                if args.json:  # after every population: an interrupted run keeps what it measured
                    args.json.write_text(json.dumps(report, indent=1))
    report["seconds"] = time.perf_counter() - clock
    print_service_summary(report, sizes)
    print(f"total {report['seconds']:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    return 0
