"""The summary of the learning benchmark's service path: the share of the safe limit at every
point (the populations the learning was tuned on apart from the unseen ones), what a new
server is served with and without the global people model, what member tables gain on a
mixed server, and the misses of the targets."""

from __future__ import annotations

from typing import Any, Final

SERVICE_TARGETS: Final = {400: 0.90, 2000: 0.95}
"""The service path's targets, on every population (the unseen ones too): the share of the
exact safe limit after 400 and 2,000 logged games."""
PROMOTION_MARGIN: Final = 0.005
"""How far a promotion may lower the true win rate (0.5 point: the gate's margin)."""


def mean(values: list[float]) -> float:
    return sum(values) / len(values)


def print_service_summary(report: dict[str, Any], sizes: list[int]) -> None:
    """The share of the safe limit at each point (mean / lowest over the seeds), the new
    server's start, and the misses."""
    populations = report["populations"]
    for group, title in (
        ("tuned", "tuned on (and a server of two of them)"),
        ("unseen", "unseen (never tuned on)"),
    ):
        names = [n for n, r in populations.items() if r["unseen"] == (group == "unseen")]
        if not names:
            continue
        print(f"\n{title}: share of the safe limit (mean / lowest over the seeds)")
        print(f"  {'population':<36}" + "".join(f"{size:>14}" for size in sizes))
        for name in names:
            print(f"  {name:<36}" + cells(populations[name]["steps"], sizes, "share"))
        missed = report.get("misses", {}).get(group, [])
        print(f"  targets missed: {len(missed)}")
        for line in missed:
            print("    " + line)
    print("\na new server's first games (mean / lowest over the seeds): the global table")
    print(f"  {'population':<36}" + "".join(f"{size:>14}" for size in sizes) + "  dqn v1")
    for name, found in populations.items():
        print(
            f"  {name:<36}"
            + cells(found["steps"], sizes, "new_server")
            + f"  {found['new_server_dqn_v1']:6.1%}"
        )
        print(
            f"  {'  without it (the network)':<36}"
            + cells(found["steps"], sizes, "new_server_network")
        )


def cells(steps: list[dict[str, Any]], sizes: list[int], key: str) -> str:
    """One row of a summary table: ``key`` at each size, mean / lowest over the seeds."""
    out = []
    for size in sizes:
        found = [s[key] for s in steps if s["games"] == size]
        out.append(f"{mean(found):7.1%} /{min(found):5.1%}" if found else "")
    return "".join(f"{c:>14}" for c in out)


def service_misses(steps: list[Any], dqn_before: float, seeds: list[int]) -> list[str]:
    """The targets, checked on what serves after each point: the share of the safe limit at
    400 and 2,000 games (:data:`SERVICE_TARGETS`; within a point under a 20 % limit), no
    promotion that lowers the win rate against the true people by more than 0.5 point,
    0 losses, 100 % optimal."""
    misses = []
    before = dict.fromkeys(seeds, dqn_before)
    for s in steps:
        where = f"{s.population} seed {s.seed} at {s.games} games"
        goal = SERVICE_TARGETS.get(s.games)
        if goal is not None:
            short = s.win_rate < s.limit - 0.01 if s.limit < 0.20 else s.share < goal - 1e-9
            if short:
                misses.append(f"{where}: {s.share:.1%} of the safe limit (target {goal:.0%})")
        if s.outcome == "promoted" and s.win_rate < before[s.seed] - PROMOTION_MARGIN:
            misses.append(f"{where}: promoted {before[s.seed]:.2%} -> {s.win_rate:.2%}")
        if s.losses > 0 or s.optimal_share < 1:
            misses.append(f"{where}: losses {s.losses:.4f}, optimal {s.optimal_share:.1%}")
        before[s.seed] = s.win_rate
    return misses
