"""Measure agents, or draw an agent's per-cell values for one position.

    python scripts/evaluate.py [AGENT[:VERSION] ...] [--json] [--manifest] [--seed N]
    python scripts/evaluate.py --heatmap BOARD [AGENT ...] [--out FILE.png]

Without ``--heatmap`` it prints the metrics table (optimal-move accuracy, W/D/L in seeded games
against random, minimax and seed 001's fallible minimax) for the named agents — any registered
agent, learned or not; default: every learned agent. ``--manifest`` prints the figures recorded
in ``weights/manifest.json`` instead of measuring again; ``--json`` prints JSON.

``--heatmap BOARD`` (e.g. ``X.O.X....`` or ``x.o/.x./...``) renders each agent's scores for the
side to move (Q-values, probabilities or afterstate values) as a 3x3 heatmap PNG; the solver's
optimal moves are outlined in green and the agent's choice is starred.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bot.settings import load_settings
from engine import Board, available_agents, load_agent
from engine.agents import agent_spec
from engine.agents.learned import LEARNED_AGENTS, LearnedAgent
from engine.agents.learned.manifest import manifest_entry
from engine.agents.learned.metrics import (
    GAMES_VS_FALLIBLE,
    GAMES_VS_MINIMAX,
    GAMES_VS_RANDOM,
    measure,
)
from engine.solver import solution


def parse_agent(spec: str) -> tuple[str, str | None]:
    """``dqn`` or ``dqn:v2`` -> (name, version)."""
    name, _, version = spec.partition(":")
    return agent_spec(name).name, version or None


def weights_dir() -> Path:
    """The bot's weights directory (``TTT_MANIFEST_PATH``'s, ``TTTBOT_WEIGHTS_DIR``)."""
    return Path(load_settings().manifest_path).parent


def build(name: str, version: str | None, seed: int) -> Any:
    options: dict[str, Any] = {"seed": seed, **({"version": version} if version else {})}
    if agent_spec(name).learned:
        options["weights_dir"] = weights_dir()
    return load_agent(name, **options)


def wdl(record: dict[str, Any]) -> str:
    return f"{record['wins']}/{record['draws']}/{record['losses']}"


def table(rows: list[tuple[str, str, dict[str, Any]]]) -> str:
    """The metrics as a fixed-width text table."""
    head = (
        f"{'agent':<10}{'version':<9}{'accuracy':>9}  "
        f"{'random X':>15}{'random O':>15}{'minimax X':>15}{'minimax O':>15}"
        f"{'fallible X':>13}{'fallible O':>13}"
    )
    lines = [head, "-" * len(head)]
    for name, version, m in rows:
        lines.append(
            f"{name:<10}{version:<9}{m['optimal_move_accuracy']:>9.2%}  "
            f"{wdl(m['vs_random']['as_x']):>15}{wdl(m['vs_random']['as_o']):>15}"
            f"{wdl(m['vs_minimax']['as_x']):>15}{wdl(m['vs_minimax']['as_o']):>15}"
            f"{wdl(m['vs_fallible']['as_x']):>13}{wdl(m['vs_fallible']['as_o']):>13}"
        )
    games = rows[0][2] if rows else None
    if games:
        lines.append(
            f"\nW/D/L over {games['vs_random']['games']:,} seeded games per side vs random, "
            f"{games['vs_minimax']['games']:,} vs minimax, {games['vs_fallible']['games']:,} vs "
            f"fallible minimax (mistake rate {games['vs_fallible'].get('mistake_rate', 0.1)})."
        )
    return "\n".join(lines)


def heatmap(board: Board, agents: list[tuple[str, str | None]], out: Path, seed: int) -> None:
    """One 3x3 panel per agent: its score for each empty cell."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from matplotlib.patches import Rectangle

    optimal = set(solution(board).optimal_moves)
    fig, axes = plt.subplots(1, len(agents), figsize=(3.4 * len(agents), 3.9), squeeze=False)
    for ax, (name, version) in zip(axes[0], agents, strict=True):
        agent = build(name, version, seed)
        if not isinstance(agent, LearnedAgent):
            raise SystemExit(f"{name} has no per-cell values to draw; pick a learned agent")
        values = agent.scores(board).reshape(3, 3)
        best = set(agent.best_moves(board))
        # Fixed scales, so panels compare: probabilities 0..1, values and Q-values -1..1.
        lo, hi = (0.0, 1.0) if agent.score_label == "probability" else (-1.0, 1.0)
        image = ax.imshow(np.ma.masked_invalid(values), cmap="RdYlGn", vmin=lo, vmax=hi)
        ax.set_facecolor("#dddddd")
        for i in range(9):
            r, c = divmod(i, 3)
            mark = board.cells[i]
            if mark != ".":
                ax.text(c, r, mark, ha="center", va="center", fontsize=26, weight="bold")
                continue
            star = " ★" if i + 1 in best else ""
            ax.text(
                c,
                r,
                f"{values[r, c]:+.2f}{star}"
                if agent.score_label != "probability"
                else f"{values[r, c]:.2f}{star}",
                ha="center",
                va="center",
                fontsize=10,
            )
            if i + 1 in optimal:
                ax.add_patch(
                    Rectangle(
                        (c - 0.47, r - 0.47), 0.94, 0.94, fill=False, edgecolor="tab:green", lw=2.5
                    )
                )
        ax.set_xticks([])
        ax.set_yticks([])
        ax.set_title(f"{name} {agent.version}\n{agent.score_label}", fontsize=10)
        fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
    fig.suptitle(
        f"{board.cells} — {board.status_text()} (green: optimal, ★: agent's choice)", fontsize=10
    )
    fig.savefig(out, dpi=110, bbox_inches="tight")
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("agents", nargs="*", help="agent names, optionally name:version")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--manifest",
        action="store_true",
        help="print the metrics recorded in the manifest (no measuring)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games-random", type=int, default=GAMES_VS_RANDOM)
    parser.add_argument("--games-minimax", type=int, default=GAMES_VS_MINIMAX)
    parser.add_argument("--games-fallible", type=int, default=GAMES_VS_FALLIBLE)
    parser.add_argument("--heatmap", metavar="BOARD", help="draw per-cell values for BOARD")
    parser.add_argument("--out", type=Path, help="heatmap PNG path")
    args = parser.parse_args(argv)

    names = args.agents or [s.name for s in available_agents() if s.name in LEARNED_AGENTS]
    agents = [parse_agent(n) for n in names]

    if args.heatmap:
        board = Board.from_string(args.heatmap)
        if board.is_over:
            raise SystemExit(f"{board.cells} is over ({board.status_text()}): nothing to choose")
        out = args.out or Path(f"heatmap-{board.cells.replace('.', '_')}.png")
        heatmap(board, agents, out, args.seed)
        print(f"wrote {out}")
        return 0

    rows: list[tuple[str, str, dict[str, Any]]] = []
    for name, version in agents:
        if args.manifest:
            if name not in LEARNED_AGENTS:
                raise SystemExit(f"{name} is not a learned agent; the manifest has no entry")
            used, entry = manifest_entry(name, version, weights_dir())
            rows.append((name, used, entry["metrics"]))
            continue
        probe = build(name, version, args.seed)

        def make(name: str = name, version: str | None = version) -> Any:
            return build(name, version, args.seed)

        metrics = measure(
            make,
            seed=args.seed,
            games_random=args.games_random,
            games_minimax=args.games_minimax,
            games_fallible=args.games_fallible,
        )
        rows.append((name, probe.version, metrics))

    if args.json:
        print(json.dumps({f"{n}:{v}": m for n, v, m in rows}, indent=2))
    else:
        print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
