"""Member tables the gate refuses: left out of the candidate rather than refusing it.

A member's table is an extra on top of their server's: without it the member is served their
server's table (``DQNAgent.for_server``), which the gate judges on its own. So when the people
gate refuses a member's table, the table is dropped and the version is judged on what remains;
only the exact checks, the servers' and everyone's people checks, and optimality can refuse
it. A member table with a non-optimal move (``optimal_moves.<member>``) is a defect of the
run, not a judgement on people, and still refuses the version. Nothing needs measuring again
once a member table is dropped: it serves that member only, so every other group's play and
the exact figures are the same without it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from typing import Any, Protocol

from bot.retrain.gate import describe
from bot.retrain.learn import Learned
from bot.retrain.outcome import Check
from engine.agents.learned.table_keys import MEMBER_SEPARATOR


class Judgement(Protocol):
    """What :func:`without_refused` reads of the gate's verdict material."""

    checks: list[Check]
    report: dict[str, dict[str, Any]]


def group_of(check: Check) -> str:
    """The group of people a people-gate check judges (``people.<key>.<rule>``,
    ``optimal_moves.<key>``), else ``""`` (an exact check of the whole version)."""
    kind, _, rest = check.metric.partition(".")
    if kind == "people":
        return rest.rpartition(".")[0]
    return rest if kind == "optimal_moves" else ""


def refused_members(checks: list[Check]) -> dict[str, list[str]]:
    """The member tables the people gate refused, each with its failed checks in a phrase
    (the ``optimal_moves`` check is not one of them: see the module)."""
    refused: dict[str, list[str]] = {}
    for check in checks:
        key = group_of(check)
        if not check.ok and check.metric.startswith("people.") and MEMBER_SEPARATOR in key:
            refused.setdefault(key, []).append(describe(check))
    return refused


def without_refused(
    learned: Learned, judged: Judgement, refused: Collection[str]
) -> tuple[Learned, list[Check], dict[str, dict[str, Any]]]:
    """``(learned, checks, report)`` without the tables, the checks and the report entries
    of the ``refused`` members."""
    kept = replace(
        learned,
        tables={k: v for k, v in learned.tables.items() if k not in refused},
        policies={k: v for k, v in learned.policies.items() if k not in refused},
    )
    checks = [c for c in judged.checks if group_of(c) not in refused]
    report = {k: v for k, v in judged.report.items() if k not in refused}
    return kept, checks, report


def dropped_note(dropped: Mapping[str, list[str]]) -> str:
    """The sentence of a run's message naming the member tables left out, and why."""
    if not dropped:
        return ""
    why = "; ".join(f"{key} ({', '.join(checks)})" for key, checks in sorted(dropped.items()))
    return (
        " Member tables refused by the gate and left out (those members play their "
        f"server's table): {why}."
    )
