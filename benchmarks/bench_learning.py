"""Benchmark: does retraining ``dqn`` on people's games make it win more against those people?

For each simulated population (:mod:`engine.populations`) and seed:

1. the exact **safe limit** (the best win rate using only optimal moves, mean of X and O) and the
   exact win rates of ``minimax``, ``trap`` and today's ``dqn`` against it;
2. games are played by the population against the **currently serving** policy (today's
   ``dqn`` first) and logged with the bot's move probabilities; at 50, 100, 300, 1,000 and
   2,000 logged games the serving network is retrained on all of them
   (:func:`engine.training.people_finetune.learn_from_people`), written to a weights file and
   served through :class:`engine.agents.learned.DQNAgent` like a promoted version;
3. a candidate is promoted only if it beats the serving version against the fitted people model,
   the lower end of the 95 % bootstrap interval of the doubly robust off-policy estimate of the
   difference on the logged games is not negative, and the people model is calibrated (its win
   rate for the serving version lies in the interval of what the logged games show). The table
   shows the serving version's exact win rate against the *true* population (expectimax) and
   its share of the safe limit, the candidate's (the retrained network's) exact win rate, the
   serving version's losses and optimal-move share (every move it may play, on all 4,520
   decision positions) and the training time. The learning targets (90 % / 95 % / 98 % of the
   safe limit after 50 / 300 / 2,000 games) are checked on the candidate; "never lower than
   the version it replaces" on the serving line (a promotion must not lower it), along with 0
   losses and 100 % optimal.

``--service`` goes through the real service path instead (:mod:`benchmarks.learning_service`:
``GameService``, the real ``retrain`` job, its people models global ← server ← member, its
tables and gate), on every population, the **unseen** ones included
(:data:`engine.populations.UNSEEN_POPULATIONS`: written before any tuning, never tuned
against); it also measures what a new server is served with and without the global people
model, and what member tables gain on a server of two kinds of people. Targets on what
serves: at least 90 % of the safe limit after 400 games and 95 % after 2,000, no promotion
that lowers the win rate against the true people by more than 0.5 point, 0 losses, 100 %
optimal (:mod:`benchmarks.learning_summary`). ``--sizes 10000`` on one population and seed
times a retraining on 10,000 logged games through the real job.

The clock is reported; budgets are in games and updates only. Run::

    python -m benchmarks.bench_learning                      # all populations, seeds 0 and 1
    python -m benchmarks.bench_learning --populations mirror,novice --seeds 0 --sizes 50,300
    python -m benchmarks.bench_learning --service --seeds 0,1,2 --json service.json
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from benchmarks.learning_figures import distribution_of, exact, optimal_share
from engine.against_people import people_values
from engine.agents import load_agent
from engine.agents.base import Agent
from engine.agents.learned import DQNAgent, load_weights
from engine.agents.learned.weights import save_weights
from engine.habits import HumanDecision
from engine.offpolicy import LoggedGame, compare, simulate_games
from engine.populations import (
    MIXED_SERVERS,
    POPULATIONS,
    UNSEEN_POPULATIONS,
    Population,
    population,
)
from engine.training.people_finetune import PeopleFinetuneConfig, learn_from_people

HEADER_KEYS = ("kind", "input", "output", "symmetry", "selection", "near_tie", "target")
TARGETS = {50: 0.90, 300: 0.95, 2000: 0.98}


@dataclass
class Step:
    """One retraining point of one population and seed."""

    population: str
    seed: int
    games: int
    limit: float
    win_rate: float
    """Exact win rate of the version serving after this point, against the true population."""
    share: float
    candidate_win_rate: float
    promoted: bool
    losses: float
    optimal_share: float
    train_seconds: float
    model_estimate: float
    dr_difference: float
    dr_lower: float
    model_calibrated: bool


def write_candidate(directory: Path, name: str, tensors: Any, metadata: dict[str, str]) -> Path:
    header = {k: v for k, v in metadata.items() if k in HEADER_KEYS}
    path = directory / f"dqn-{name}.safetensors"
    save_weights(path, "dqn", name, tensors, header, {})
    return path


def human_decisions(games: list[LoggedGame]) -> list[HumanDecision]:
    return [HumanDecision(d.state, d.cell) for g in games for d in g.decisions if not d.by_bot]


def run_population(
    pop: Population, seed: int, sizes: list[int], cfg: PeopleFinetuneConfig, workdir: Path
) -> list[Step]:
    truth = pop.cached()
    limit = people_values(truth).safe_limit
    base = load_weights("dqn")
    serving_tensors, serving_meta = base.tensors, dict(base.metadata)
    serving: Agent = load_agent("dqn", seed=seed)
    logged: list[LoggedGame] = []
    steps = []
    for size in sizes:
        logged += simulate_games(serving, truth, size - len(logged), seed=seed * 100_003 + size)
        start = time.perf_counter()
        run = learn_from_people(
            serving_tensors, serving_meta, human_decisions(logged), games=len(logged), config=cfg
        )
        seconds = time.perf_counter() - start
        path = write_candidate(
            workdir, f"{pop.name}-{seed}-{size}", run.finetune.tensors, run.finetune.metadata
        )
        candidate = DQNAgent(weights=path, seed=seed)
        diff = compare(
            logged,
            distribution_of(candidate),
            distribution_of(serving),
            run.model.distribution,
            seed=seed,
        )
        promoted = run.finetune.improved and diff.passes()
        candidate_rate, _ = exact(candidate, truth)
        if promoted:
            serving, serving_tensors = candidate, run.finetune.tensors
            serving_meta = dict(run.finetune.metadata)
        rate, losses = exact(serving, truth)
        steps.append(
            Step(
                pop.name,
                seed,
                len(logged),
                limit,
                rate,
                rate / limit if limit else 1.0,
                candidate_rate,
                promoted,
                losses,
                optimal_share(serving),
                seconds,
                run.finetune.value,
                diff.difference.value,
                diff.difference.lower,
                diff.model_calibrated,
            )
        )
        print(format_step(steps[-1]), flush=True)
    return steps


def format_step(s: Step) -> str:
    return (
        f"  seed {s.seed}  {s.games:>5} games  serving {s.win_rate:6.1%} "
        f"({s.share:6.1%} of limit)  candidate {s.candidate_win_rate:6.1%} "
        f"{'promoted' if s.promoted else 'kept    '}  losses {s.losses:.4f}  "
        f"optimal {s.optimal_share:6.1%}  train {s.train_seconds:5.1f} s  "
        f"model {s.model_estimate:6.1%}{'' if s.model_calibrated else ' (miscalibrated)'}  "
        f"DR diff {s.dr_difference:+.3f} (lo {s.dr_lower:+.3f})"
    )


def meets_target(s: Step) -> bool | None:
    """The retrained network (the candidate) against the learning targets at 50, 300, 2,000."""
    goal = TARGETS.get(s.games)
    if goal is None:
        return None
    if s.limit < 0.20:
        return s.candidate_win_rate >= s.limit - 0.01
    return s.candidate_win_rate >= goal * s.limit - 1e-9


def time_big_retrain(games: int, cfg: PeopleFinetuneConfig) -> dict[str, float]:
    """Wall time of one retraining on ``games`` logged games (novice population)."""
    truth = population("novice").cached()
    logged = simulate_games(load_agent("dqn", seed=0), truth, games, seed=7)
    base = load_weights("dqn")
    start = time.perf_counter()
    run = learn_from_people(
        base.tensors, dict(base.metadata), human_decisions(logged), games=games, config=cfg
    )
    return {
        "games": games,
        "decisions": run.model.decisions,
        "seconds": time.perf_counter() - start,
        "finetune_seconds": run.finetune.seconds,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--populations",
        default=",".join(p.name for p in (*POPULATIONS, *UNSEEN_POPULATIONS, *MIXED_SERVERS)),
        help="the eight tuned on, the unseen ones, then a mixed server (--service only)",
    )
    parser.add_argument("--seeds", default="0,1")
    parser.add_argument(
        "--sizes", help="logged games at each retraining (default 50,100,300,1000,2000)"
    )
    parser.add_argument("--updates", type=int, default=PeopleFinetuneConfig.updates)
    parser.add_argument("--big", type=int, default=10_000, help="games of the timing run; 0: none")
    parser.add_argument("--json", type=Path, help="write every figure to this file")
    parser.add_argument(
        "--service", action="store_true", help="through GameService and the real retrain job"
    )
    args = parser.parse_args(argv)
    if args.service:
        from benchmarks.learning_service import service_main

        args.sizes = args.sizes or "50,100,400,1000,2000"
        return service_main(args)
    args.sizes = args.sizes or "50,100,300,1000,2000"
    return offline_main(args)


def offline_main(args: argparse.Namespace) -> int:
    """The offline path: the fine-tuning alone, on simulated logs (see the module)."""
    cfg = PeopleFinetuneConfig(updates=args.updates)
    sizes = sorted(int(x) for x in args.sizes.split(","))
    seeds = [int(x) for x in args.seeds.split(",")]
    clock = time.perf_counter()
    report: dict[str, Any] = {"populations": {}, "config": asdict(cfg)}
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.populations.split(","):
            pop = population(name)
            if pop.parts:  # the offline path knows one move distribution per population
                print(f"{pop.name}: a mixture, measured with --service only", flush=True)
                continue
            found = offline_population(pop, seeds, sizes, cfg, Path(tmp))
            report["populations"][pop.name] = found
            failures += found.pop("failures")
    if args.big:
        report["big_retrain"] = time_big_retrain(args.big, cfg)
        big = report["big_retrain"]
        print(
            f"retrain on {big['games']:,} logged games ({big['decisions']:,} human decisions): "
            f"{big['seconds']:.1f} s (fine-tuning {big['finetune_seconds']:.1f} s)"
        )
    report["seconds"] = time.perf_counter() - clock
    report["misses"] = failures
    print(f"\ntargets missed: {len(failures)}")
    for line in failures:
        print("  " + line)
    print(f"total {report['seconds']:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    return 0


def offline_population(
    pop: Population, seeds: list[int], sizes: list[int], cfg: PeopleFinetuneConfig, tmp: Path
) -> dict[str, Any]:
    """One population on the offline path: its figures and the targets it missed."""
    truth = pop.cached()
    values = people_values(truth)
    baselines = {
        agent: exact(load_agent(agent, seed=0), truth) for agent in ("minimax", "trap", "dqn")
    }
    print(
        f"{pop.name}: {pop.habits}\n  safe limit {values.safe_limit:.1%} "
        f"(X {values.safe_limit_x:.1%}, O {values.safe_limit_o:.1%}); "
        + ", ".join(f"{a} {w:.1%} (losses {lo:.4f})" for a, (w, lo) in baselines.items()),
        flush=True,
    )
    steps = []
    for seed in seeds:
        steps += run_population(pop, seed, sizes, cfg, tmp)
    before = {seed: baselines["dqn"][0] for seed in seeds}
    failures = []
    for s in steps:
        ok = meets_target(s)
        regressed = s.win_rate < before[s.seed] - 1e-9  # a promotion lowered it
        before[s.seed] = s.win_rate
        if ok is False or regressed or s.losses > 0 or s.optimal_share < 1:
            failures.append(format_step(s).strip() + f"  [{s.population}]")
    return {
        "habits": pop.habits,
        "safe_limit": values.safe_limit,
        "safe_limit_x": values.safe_limit_x,
        "safe_limit_o": values.safe_limit_o,
        "baselines": {a: {"win_rate": w, "losses": lo} for a, (w, lo) in baselines.items()},
        "steps": [asdict(s) for s in steps],
        "failures": failures,
    }


if __name__ == "__main__":
    raise SystemExit(main())
