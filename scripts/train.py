"""Train a learned agent, ship its weights, measure it, and record it in the manifest.

    python scripts/train.py --agent qlearning|double-q|dqn|policy|value
        [--version v2] [--seed N] [--max-seconds S] [--set key=value ...] [--no-serve]

Writes ``weights/<agent>-<version>.safetensors`` and ``weights/<agent>-<version>.png`` (the
training curves: accuracy and loss against games played), measures the new file with
``engine.agents.learned.metrics`` and records it in ``weights/manifest.json`` (sha256, config,
date, training figures, metrics), marked as the agent's serving version unless ``--no-serve``.
The version defaults to the next free ``vN``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tqdm import tqdm

from bot.settings import load_settings
from engine import load_agent
from engine.agents.learned.manifest import read_manifest, write_manifest
from engine.agents.learned.metrics import measure
from engine.agents.learned.weights import save_weights
from engine.training import TRAINERS, LogRow, TrainResult, trainer

POSITIONS = 4520


def parse_overrides(config_cls: type[Any], pairs: list[str]) -> dict[str, Any]:
    """``key=value`` pairs (values as JSON, else strings) checked against the config fields."""
    fields = {f.name for f in dataclasses.fields(config_cls)}
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or key not in fields:
            raise SystemExit(f"--set {pair!r}: expected key=value with key one of {sorted(fields)}")
        try:
            value = json.loads(raw)
        except ValueError:
            value = raw
        out[key] = tuple(value) if isinstance(value, list) else value
    return out


def next_version(agent: str, directory: Path) -> str:
    """``v1`` for a new agent, else one more than the highest ``vN`` in the manifest."""
    versions = read_manifest(directory)["agents"].get(agent, {}).get("versions", {})
    numbers = [int(v[1:]) for v in versions if v.startswith("v") and v[1:].isdigit()]
    return f"v{max(numbers, default=0) + 1}"


def plot_curves(result: TrainResult, title: str, path: Path) -> None:
    """Accuracy and loss against games played, one PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = result.history
    x = [r.games for r in rows]
    fig, (ax_acc, ax_loss) = plt.subplots(1, 2, figsize=(11, 4), constrained_layout=True)
    ax_acc.plot(x, [100 * r.accuracy for r in rows], color="tab:blue")
    ax_acc.axhline(100, color="gray", lw=0.8, ls="--")
    ax_acc.set_xlabel(result.x_label)
    ax_acc.set_ylabel("optimal-move accuracy (%) over 4,520 positions")
    ax_acc.set_title("accuracy")
    if result.games_to_target is not None:
        ax_acc.axvline(result.games_to_target, color="tab:green", lw=0.8, ls=":")
        ax_acc.annotate(
            f"100 % after {result.seconds_to_target:.1f} s",
            (result.games_to_target, 100),
            textcoords="offset points",
            xytext=(-8, -18),
            ha="right",
            color="tab:green",
        )
    losses = [(r.games, r.loss) for r in rows if r.loss is not None and r.loss > 0]
    if losses:
        ax_loss.plot(*zip(*losses, strict=True), color="tab:red")
        ax_loss.set_yscale("log")
    ax_loss.set_xlabel(result.x_label)
    ax_loss.set_ylabel(
        "mean squared TD error" if result.agent in ("qlearning", "double-q") else "training loss"
    )
    ax_loss.set_title("loss")
    for ax in (ax_acc, ax_loss):
        ax.grid(alpha=0.3)
    fig.suptitle(title)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agent", required=True, choices=list(TRAINERS))
    parser.add_argument("--version", help="version string (default: next free vN)")
    parser.add_argument("--seed", type=int, help="training seed (default: the config's)")
    parser.add_argument("--max-seconds", type=float, help="training time budget")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override a config field, e.g. --set hidden=[64,64]",
    )
    parser.add_argument(
        "--no-serve",
        action="store_true",
        help="record the version without making it the serving one",
    )
    parser.add_argument("--force", action="store_true", help="overwrite an existing version")
    parser.add_argument("--weights-dir", type=Path, default=None)
    parser.add_argument("--eval-seed", type=int, default=0, help="seed of the metric games")
    parser.add_argument(
        "--quick-metrics",
        action="store_true",
        help="fewer metric games (500 per side; for tests and experiments)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    directory = args.weights_dir or Path(load_settings().manifest_path).parent
    directory.mkdir(parents=True, exist_ok=True)
    version = args.version or next_version(args.agent, directory)
    existing = read_manifest(directory)["agents"].get(args.agent, {}).get("versions", {})
    if version in existing and not args.force:
        raise SystemExit(f"{args.agent} {version} exists; pass --force or another --version")

    result, reached = train_with_progress(args, version)
    stem = f"{args.agent}-{version}"
    weights_path = directory / f"{stem}.safetensors"
    sha = save_weights(
        weights_path, args.agent, version, result.tensors, result.metadata, result.config
    )
    curves = directory / f"{stem}.png"
    plot_curves(result, f"{args.agent} {version}: {reached}", curves)
    metrics = measure_served(args, weights_path, sha, result.accuracy)
    entry = manifest_entry(result, weights_path, sha, curves, metrics)
    serving = record(args, directory, version, entry)
    print(
        f"wrote {weights_path} (sha256 {sha[:12]}…), {curves.name}, manifest (serving: {serving})"
    )
    print(json.dumps(metrics, indent=2))
    return 0


def train_with_progress(args: argparse.Namespace, version: str) -> tuple[TrainResult, str]:
    """Train ``args.agent`` with the config and overrides asked for, a progress bar showing its
    accuracy; the result and a line saying whether it reached the target."""
    config_cls, train = trainer(args.agent)
    overrides = parse_overrides(config_cls, args.set)
    if args.seed is not None:
        overrides["seed"] = args.seed
    if args.max_seconds is not None:
        overrides["max_seconds"] = args.max_seconds
    config = config_cls(**overrides)

    bar = tqdm(
        total=POSITIONS,
        desc=f"{args.agent} {version}",
        unit="pos",
        bar_format="{desc}: {percentage:5.1f}%|{bar}| {n}/{total} optimal [{elapsed}{postfix}]",
    )

    def on_log(row: LogRow) -> None:
        bar.n = round(row.accuracy * POSITIONS)
        post = {"games": f"{row.games:,}"}
        if row.loss is not None:
            post["loss"] = f"{row.loss:.2e}"
        if "epsilon" in row.extra:
            post["eps"] = f"{row.extra['epsilon']:.2f}"
        bar.set_postfix(post, refresh=False)
        bar.refresh()

    started = time.perf_counter()
    result = train(config, on_log)
    bar.close()
    reached = (
        f"100 % in {result.seconds_to_target:.2f} s after {result.games_to_target:,} "
        f"{result.x_label.split()[0]}"
        if result.reached_target
        else f"best {result.accuracy:.2%} (target not reached)"
    )
    print(
        f"trained {args.agent}: {reached}; loop {result.seconds:.2f} s, "
        f"process {time.perf_counter() - started:.2f} s"
    )
    return result, reached


def measure_served(
    args: argparse.Namespace, weights_path: Path, sha: str, trained_accuracy: float
) -> dict[str, Any]:
    """The metrics of the saved file as the bot would load it (a warning when its accuracy is
    not the one training measured)."""
    print("measuring (optimal-move accuracy, seeded matches, exact expectations) …")
    quick = {"games_random": 500, "games_minimax": 500, "games_fallible": 500}
    # The manifest may still list an older file of this version (--force): check the new hash.
    metrics = measure(
        lambda: load_agent(args.agent, weights=weights_path, sha256=sha, seed=args.eval_seed),
        seed=args.eval_seed,
        **(quick if args.quick_metrics else {}),
    )
    served = metrics["optimal_move_accuracy"]
    if abs(served - trained_accuracy) > 1e-9:
        print(
            f"warning: the served agent scores {served:.4%}, training measured "
            f"{trained_accuracy:.4%}",
            file=sys.stderr,
        )
    return metrics


def manifest_entry(
    result: TrainResult, weights_path: Path, sha: str, curves: Path, metrics: dict[str, Any]
) -> dict[str, Any]:
    """The manifest's record of a trained version: its file, how it was trained, its metrics."""
    to_target = result.seconds_to_target
    return {
        "file": weights_path.name,
        "sha256": sha,
        "bytes": weights_path.stat().st_size,
        "curves": curves.name,
        "trained_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "config": result.config,
        "training": {
            "games": result.games,
            "games_unit": result.x_label,
            "seconds": round(result.seconds, 3),
            "reached_target": result.reached_target,
            "seconds_to_target": round(to_target, 3) if to_target is not None else None,
            "games_to_target": result.games_to_target,
            "accuracy": round(result.accuracy, 6),
        },
        "metrics": metrics,
    }


def record(
    args: argparse.Namespace, directory: Path, version: str, entry: dict[str, Any]
) -> str | None:
    """Add ``entry`` to the manifest (serving it unless ``--no-serve`` and another serves);
    the version that serves."""
    manifest = read_manifest(directory)
    agent_info = manifest["agents"].setdefault(args.agent, {"serving": None, "versions": {}})
    agent_info["versions"][version] = entry
    if not args.no_serve or agent_info.get("serving") is None:
        agent_info["serving"] = version
    write_manifest(manifest, directory)
    return agent_info["serving"]


if __name__ == "__main__":
    raise SystemExit(main())
