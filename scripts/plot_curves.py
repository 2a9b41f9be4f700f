"""The pictures (docs/agents.md) of what ``weights/`` holds about training, drawn offline.

``weights/`` keeps, per agent and version, the training curves as a picture
(``<agent>-<version>.png``, drawn by ``scripts/train.py`` from its in-memory log: the points
themselves are not stored) and, in ``manifest.json``, what training reached and what the
written file measured. This script draws, for the serving version of every agent:

* ``training-curves.png``: the agents' own curve pictures, one under the other, as written;
* ``agents-compared.png``: the manifest's figures side by side: the wall time and games (or
  positions) each needed to reach 100 % optimal-move accuracy, and the exact
  win / draw / loss probabilities of one game against ``random`` and the fallible minimax, as
  X and as O.

Needs matplotlib (the ``train`` extra); never imported by the bot.

    python scripts/plot_curves.py [--weights DIR] [--out DIR]
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.agents.learned.manifest import default_weights_dir, read_manifest, serving_version

ROOT = Path(__file__).resolve().parents[1]
OUTCOMES = (("wins", "tab:green"), ("draws", "tab:gray"), ("losses", "tab:red"))


def serving_entries(directory: Path) -> dict[str, Mapping[str, Any]]:
    """Each agent's serving version's manifest entry, by ``"<agent> <version>"``."""
    manifest = read_manifest(directory)
    entries = {}
    for agent, info in manifest["agents"].items():
        version = serving_version(manifest, agent)
        if version is not None:
            entries[f"{agent} {version}"] = info["versions"][version]
    return entries


def plot_training_curves(
    entries: Mapping[str, Mapping[str, Any]], directory: Path, out: Path
) -> None:
    """The curve pictures of ``entries`` stacked into one, each at its own width."""
    from PIL import Image

    pictures = [
        Image.open(directory / entry["curves"]).convert("RGB") for entry in entries.values()
    ]
    width = max(p.width for p in pictures)
    sheet = Image.new("RGB", (width, sum(p.height for p in pictures)), "white")
    top = 0
    for picture in pictures:
        sheet.paste(picture, ((width - picture.width) // 2, top))
        top += picture.height
    sheet.save(out, optimize=True)


def plot_agents_compared(entries: Mapping[str, Mapping[str, Any]], out: Path) -> None:
    """Training cost and match results of every agent, from the manifest alone."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(entries)
    fig, (cost, results) = plt.subplots(
        1, 2, figsize=(12, 4.2), constrained_layout=True, width_ratios=(1, 1.6)
    )
    seconds = [entries[n]["training"]["seconds_to_target"] or float("nan") for n in names]
    bars = cost.barh(names, seconds, color="tab:blue")
    for bar, name in zip(bars, names, strict=True):
        training = entries[name]["training"]
        cost.annotate(
            f" {training['games_to_target']:,} {training['games_unit']}",
            (bar.get_width(), bar.get_y() + bar.get_height() / 2),
            va="center",
            fontsize=8,
        )
    cost.set_xscale("log")
    cost.set_xlim(right=max(seconds) * 30)
    cost.invert_yaxis()
    cost.set_xlabel("seconds of training to 100 % optimal-move accuracy (log)")
    cost.set_title("what it took to learn perfect play")

    labels, rows = [], []
    for name in names:
        metrics = entries[name]["metrics"]
        for opponent in ("vs_random", "vs_fallible"):
            for side in ("as_x", "as_o"):
                labels.append(f"{name} {opponent[3:]} {side[3:].upper()}")
                rows.append(metrics[opponent]["exact"][side])
    left = [0.0] * len(rows)
    for outcome, colour in OUTCOMES:
        share = [100 * row[outcome] for row in rows]
        results.barh(labels, share, left=left, color=colour, label=outcome)
        left = [a + b for a, b in zip(left, share, strict=True)]
    results.invert_yaxis()
    results.tick_params(axis="y", labelsize=7)
    results.set_xlim(0, 100)
    results.set_xlabel("% of games (exact expectation of one game)")
    results.set_title("against random and the fallible minimax (10 % mistakes)")
    results.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=3, fontsize=8)
    fig.suptitle("the serving agents, from weights/manifest.json")
    fig.savefig(out, dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weights", type=Path, default=default_weights_dir())
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    args = parser.parse_args(argv)

    entries = serving_entries(args.weights)
    if not entries:
        parser.error(f"{args.weights} holds no serving agent: nothing to plot")
    args.out.mkdir(parents=True, exist_ok=True)
    curves, compared = args.out / "training-curves.png", args.out / "agents-compared.png"
    plot_training_curves(entries, args.weights, curves)
    plot_agents_compared(entries, compared)
    print(f"wrote {curves} and {compared} ({', '.join(entries)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
