"""Prove that the DQN learns from people: a weak network, a human line that beats it, retraining.

    python -m benchmarks.prove_learning [--updates 300] [--seed 0] [--games 5] [--keep DIR] [--json]

1. Train a deliberately weak DQN (``--updates`` gradient updates of self-play: it has holes) and
   serve it from a temporary weights directory and database (the repository's ``weights/`` and
   ``tttbot.db`` are never touched).
2. Find a winning line against it by search: the person's moves are chosen by an AND-OR search
   over the weak network's greedy replies (every exactly tied reply must lose too), with the
   solver's optimal move wherever the agent leaves the line. X first, else O.
3. Play ``--games`` games of that scripted person through the real :class:`GameService` (so the
   transitions are logged as in production) — the weak network loses them.
4. Run a retraining (``bot.retrain.run.retrain``, as ``tttbot retrain`` does), which fine-tunes,
   gates and promotes.
5. Without restarting the service, play the same scripted person again: the new version serves,
   the line no longer wins, and the accuracy did not drop. Before/after figures are printed.
6. A control: the same retraining on games of a person who opens elsewhere. Its candidate
   closes the line too: every retrained version is served masked to the solver's optimal
   moves, so no line beats it whatever it learned from; what people's games decide is which
   optimal moves it plays (``benchmarks/bench_learning.py`` measures that).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.scripted_person import (
    Line,
    control_person,
    find_line,
    play_direct,
    play_scripted,
)
from bot.games.service import GameService
from bot.retrain.data import read_batch
from bot.retrain.gate import tie_strict_accuracy
from bot.retrain.learn import learn
from bot.retrain.outcome import Outcome, RetrainOptions
from bot.retrain.run import retrain
from domain.game import Game
from engine import Mark, decision_positions, load_agent
from engine.agents.base import Agent
from engine.agents.learned.manifest import write_manifest
from engine.agents.learned.weights import clear_cache, load_weights, save_weights
from engine.evaluate import exact_match

# -- the weak network ---------------------------------------------------------------------------


def make_weak_dqn(directory: Path, *, updates: int = 300, seed: int = 0) -> Path:
    """Train a DQN for only ``updates`` updates and make it the serving ``dqn v1`` of a fresh
    weights directory (file + manifest); returns the manifest's path."""
    from engine.training.dqn import DQNConfig, train

    config = DQNConfig(
        seed=seed,
        max_updates=updates,
        max_seconds=None,
        eval_every=100,
        epsilon_decay_updates=updates,
        target_accuracy=2.0,
        threads=1,
    )
    result = train(config)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "dqn-v1.safetensors"
    sha = save_weights(path, "dqn", "v1", result.tensors, result.metadata, result.config)
    agent = load_agent("dqn", weights=path, sha256=sha)
    correct, total = tie_strict_accuracy(agent, decision_positions())
    manifest = {
        "format": 1,
        "agents": {
            "dqn": {
                "serving": "v1",
                "versions": {
                    "v1": {
                        "file": path.name,
                        "sha256": sha,
                        "bytes": path.stat().st_size,
                        "config": result.config,
                        "training": {"updates": updates, "accuracy": round(result.accuracy, 6)},
                        "metrics": {"optimal_move_accuracy": round(correct / total, 6)},
                    }
                },
            }
        },
    }
    return write_manifest(manifest, directory)


@dataclass
class Figures:
    """What the proof prints for one version."""

    version: str
    accuracy: float
    people_games: dict[str, int]
    """The scripted person's results: ``person_wins``, ``draws``, ``agent_wins``."""
    losses_vs_minimax: tuple[float, float]
    losses_vs_random: tuple[float, float]
    wins_vs_random: tuple[float, float]


def figures(agent: Agent, version: str, games: list[Game], person: Mark) -> Figures:
    correct, total = tie_strict_accuracy(agent, decision_positions())
    vs_minimax = exact_match(agent, load_agent("minimax"))
    vs_random = exact_match(agent, load_agent("random"))
    return Figures(
        version=version,
        accuracy=correct / total,
        people_games=_results(games, person),
        losses_vs_minimax=(vs_minimax.as_x.losses, vs_minimax.as_o.losses),
        losses_vs_random=(vs_random.as_x.losses, vs_random.as_o.losses),
        wins_vs_random=(vs_random.as_x.wins, vs_random.as_o.wins),
    )


@dataclass
class Proof:
    """Everything the proof measured."""

    line: str
    person: str
    moves: list[int]
    """One game of the line against the weak network, as played through the service."""
    before: Figures
    after: Figures
    outcome: dict[str, Any]
    versions_played: list[str] = field(default_factory=list)
    control: dict[str, Any] | None = None
    """The same retraining on games of a person who opened elsewhere, and how the line then
    fared against that candidate: the line should still win (people's games are what fixed
    it, not retraining as such)."""
    seconds: float = 0.0

    @property
    def learned(self) -> bool:
        """The line stopped winning, and accuracy did not drop."""
        return (
            self.outcome["status"] == "promoted"
            and self.before.people_games["person_wins"] > 0
            and self.after.people_games["person_wins"] == 0
            and self.after.accuracy >= self.before.accuracy
        )

    @property
    def closed_whatever_the_games(self) -> bool | None:
        """The control retraining (other people's games) closed the line too (``None``: no
        control was run). Expected: a retrained version is served with the solver's mask, so
        it loses no line whatever games it learned from; the games decide which optimal moves
        it plays (``benchmarks/bench_learning.py`` measures that)."""
        if self.control is None:
            return None
        return bool(self.control["line_after"]["person_wins"] == 0)


async def prove(
    directory: Path,
    *,
    updates: int = 300,
    seed: int = 0,
    games: int = 5,
    metric_games: int = 200,
    finetune: Mapping[str, Any] | None = None,
    control: bool = True,
) -> Proof:
    """The whole proof in ``directory`` (weights and databases go there)."""
    started = time.perf_counter()
    weights = directory / "weights"
    make_weak_dqn(weights, updates=updates, seed=seed)
    if control:
        shutil.copytree(weights, directory / "control-weights")
    weak = load_agent("dqn", weights=weights / "dqn-v1.safetensors")
    line = find_line(weak, Mark.X) or find_line(weak, Mark.O)
    if line is None:
        raise SystemExit("the weak network cannot be beaten by any line; train it less")

    def options(where: Path, database_url: str) -> RetrainOptions:
        return RetrainOptions(
            database_url=database_url,
            weights_dir=where,
            min_games=1,
            games=metric_games,
            seed=seed,
            finetune=dict(finetune or {}),
        )

    before_games, outcome, after_games = await _session(
        directory / "proof.db", weights, line, line, games, options, seed
    )
    clear_cache()
    new_version = outcome.serving or "v1"
    new = load_agent("dqn", weights=weights / f"dqn-{new_version}.safetensors")
    played = sorted(
        {(g.x if line.person is Mark.O else g.o).agent_version or "?" for g in after_games}
    )
    proof = Proof(
        line=line.describe(),
        person=str(line.person),
        moves=list(before_games[0].moves),
        before=figures(weak, "v1", before_games, line.person),
        after=figures(new, new_version, after_games, line.person),
        outcome=asdict(outcome),
        versions_played=played,
    )
    if control:
        proof.control = await run_control(directory, line, games, finetune, seed)
    proof.seconds = round(time.perf_counter() - started, 2)
    return proof


async def run_control(
    directory: Path, line: Line, games: int, finetune: Mapping[str, Any] | None, seed: int
) -> dict[str, Any]:
    """The same retraining on games of a person who opens elsewhere (in ``control-weights``
    and ``control.db``), and how ``line`` fares against that candidate."""
    other = control_person(line)
    where = directory / "control-weights"
    database_url = f"sqlite+aiosqlite:///{directory / 'control.db'}"
    service = await GameService.open(database_url, manifest_path=where / "manifest.json", seed=seed)
    try:
        taught = [await play_scripted(service, other) for _ in range(games)]
    finally:
        await service.close()
    candidate = await train_candidate(database_url, where, finetune, seed)
    tested = [play_direct(candidate, line) for _ in range(games)]
    return {
        "person": f"opens on {other.opening()}, then plays the solver's moves",
        "games": games,
        "games_logged": _results(taught, line.person),
        "line_after": {
            "person_wins": sum(b.winner is line.person for b in tested),
            "draws": sum(b.winner is None for b in tested),
            "agent_wins": sum(b.winner is line.person.other for b in tested),
        },
    }


async def train_candidate(
    database_url: str, weights: Path, finetune: Mapping[str, Any] | None, seed: int
) -> Agent:
    """The candidate a retraining would train from this database (the retraining's own
    learning step, data and settings: :func:`bot.retrain.learn.learn`), whether or not the
    gate would promote it; served as a promotion would serve it."""
    from engine.agents.learned.agents import SERVER_POLICY_PREFIX, SERVER_TABLE_PREFIX
    from engine.agents.learned.manifest import manifest_entry
    from storage import Repository

    repository = await Repository.open(database_url)
    try:
        batch = await read_batch(repository.engine)
    finally:
        await repository.close()
    _, entry = manifest_entry("dqn", directory=weights)
    base = load_weights("dqn", weights=weights / entry["file"])
    options = RetrainOptions(
        database_url=database_url, weights_dir=weights, seed=seed, finetune=dict(finetune or {})
    )
    serving = load_agent("dqn", weights=weights / entry["file"], seed=seed)
    learned = await asyncio.to_thread(learn, base, batch, options, serving)
    result = learned.result
    tensors = {
        **result.tensors,
        **{SERVER_TABLE_PREFIX + k: v for k, v in learned.tables.items()},
        **{SERVER_POLICY_PREFIX + k: v for k, v in learned.policies.items()},
    }
    metadata = {**result.metadata, "selection": "optimal"}
    path = weights / "control-candidate.safetensors"
    sha = save_weights(path, "dqn", "control", tensors, metadata, result.config)
    return load_agent("dqn", weights=path, sha256=sha, seed=seed)


async def _session(
    database: Path,
    weights: Path,
    teacher: Line,
    tester: Line,
    games: int,
    options: Callable[[Path, str], RetrainOptions],
    seed: int,
) -> tuple[list[Game], Outcome, list[Game]]:
    """``teacher`` plays ``games`` games, a retraining runs, then ``tester`` plays ``games``
    games — all through one service that is never restarted."""
    database_url = f"sqlite+aiosqlite:///{database}"
    service = await GameService.open(
        database_url, manifest_path=weights / "manifest.json", seed=seed
    )
    try:
        before = [await play_scripted(service, teacher) for _ in range(games)]
        outcome = await retrain(options(weights, database_url))
        after = [await play_scripted(service, tester) for _ in range(games)]
    finally:
        await service.close()
    return before, outcome, after


def _results(games: list[Game], person: Mark) -> dict[str, int]:
    return {
        "person_wins": sum(g.winner is person for g in games),
        "draws": sum(g.winner is None for g in games),
        "agent_wins": sum(g.winner is person.other for g in games),
    }


def report(proof: Proof) -> str:
    """The before/after table."""
    b, a = proof.before, proof.after

    def pair(values: tuple[float, float]) -> str:
        return f"{100 * values[0]:6.2f} % / {100 * values[1]:6.2f} %"

    rows = [
        ("version", b.version, a.version),
        ("optimal-move accuracy (4,520)", f"{100 * b.accuracy:.2f} %", f"{100 * a.accuracy:.2f} %"),
        ("scripted person: W/D/L", _wdl(b.people_games), _wdl(a.people_games)),
        ("losses vs minimax (X / O)", pair(b.losses_vs_minimax), pair(a.losses_vs_minimax)),
        ("losses vs random (X / O)", pair(b.losses_vs_random), pair(a.losses_vs_random)),
        ("wins vs random (X / O)", pair(b.wins_vs_random), pair(a.wins_vs_random)),
    ]
    played = ", ".join(f"{'XO'[i % 2]} {cell}" for i, cell in enumerate(proof.moves))
    lines = [f"line: {proof.line}: {played}", ""]
    lines += [f"{name:<32}{left:>22}   {right:>22}" for name, left, right in rows]
    lines += ["", f"retraining: {proof.outcome['status']} — {proof.outcome['message']}"]
    lines += [f"games after the promotion were played by: {', '.join(proof.versions_played)}"]
    if proof.control is not None:
        c = proof.control
        lines += [
            "",
            f"control: the same retraining on {c['games']} games of a person who "
            f"{c['person']} ({_wdl(c['games_logged'])});",
            f"         the line against that candidate (promoted or not): {_wdl(c['line_after'])}",
        ]
    lines += [f"learned from people: {'yes' if proof.learned else 'NO'}"]
    if proof.closed_whatever_the_games is not None:
        closed = "yes" if proof.closed_whatever_the_games else "NO"
        lines += [
            f"line closed by any retraining (served masked to the solver's optimal moves): {closed}"
        ]
    lines += [f"({proof.seconds} s)"]
    return "\n".join(lines)


def _wdl(results: Mapping[str, int]) -> str:
    return f"{results['person_wins']}W/{results['draws']}D/{results['agent_wins']}L"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--updates", type=int, default=300, help="training of the weak network")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games", type=int, default=5, help="scripted games before and after")
    parser.add_argument(
        "--metric-games",
        type=int,
        default=200,
        help="seeded games per side in the retraining's measurements",
    )
    parser.add_argument("--keep", type=Path, help="work in this directory and keep it")
    parser.add_argument(
        "--no-control",
        action="store_true",
        help="skip the control retraining (games that open elsewhere)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    def run(directory: Path) -> Proof:
        return asyncio.run(
            prove(
                directory,
                updates=args.updates,
                seed=args.seed,
                games=args.games,
                metric_games=args.metric_games,
                control=not args.no_control,
            )
        )

    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        proof = run(args.keep)
    else:
        with tempfile.TemporaryDirectory(prefix="tttbot-proof-") as tmp:
            proof = run(Path(tmp))
    print(json.dumps(asdict(proof), indent=2) if args.json else report(proof))
    return 0 if proof.learned else 1


if __name__ == "__main__":
    raise SystemExit(main())
