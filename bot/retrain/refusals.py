"""Tables the gate refuses: each group of people judged on its own.

A version carries a table per group of people (everyone's, a server's, a member's), and
``DQNAgent.for_server`` serves each group its own table, else the one above it (member ←
server ← everyone). So the gate's people checks judge each group's play on its own, and a
refusal of one group's new table is no reason to refuse the others': a candidate whose member
tables win in truth also carries a new server table and a new everyone's table, which the
logs often cannot tell from the serving ones (a gain of a tenth of a point is not certified),
and refusing the whole version would keep every table out for good.

What a refused group gets instead:

* a **member** whose serving version keeps no table of their own: the new table is left out,
  and the member plays their server's table (judged on the server's people, the member's
  games among them);
* any other group (a server, everyone, a member who has a table): the serving version's table
  for those people, copied into the candidate under the group's key (values and policy, bit
  for bit): **its play is unchanged**, so there is nothing left to judge for it.

A group the serving version plays with its network (no table at all: the first run that
promotes) has no table to keep, so its refusal still refuses the version; so does a
non-optimal move in any new table (``optimal_moves.<key>``: a defect of the run, not a
judgement on people), and any exact check of the whole version. A group that falls back on a
table kept this way (a server without a table of its own, when everyone's is kept) plays what
the serving version plays for it, or is pinned to it in turn: every group ends up playing
either the new play the gate judged and passed, or exactly what serves now. When no group
is left with new play, nothing is promoted. Nothing needs measuring again: the exact checks
judge the network, which the tables do not change, and every other group's play is the one
the gate judged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from bot.retrain.gate import describe
from bot.retrain.learn import Learned
from bot.retrain.outcome import Check
from engine.agents.learned.agents import SERVER_POLICY_PREFIX, SERVER_TABLE_PREFIX
from engine.agents.learned.table_keys import MEMBER_SEPARATOR, serving_keys, tables_named

Array = npt.NDArray[np.float32]
Play = tuple[Array, Array | None] | None
"""What serves a group: the table's values and its policy, or ``None`` (the network)."""


class Judgement(Protocol):
    """What :func:`settle` reads of the gate's verdict material."""

    checks: list[Check]
    report: dict[str, dict[str, Any]]


@dataclass
class Settled:
    """The candidate once the refused groups are settled (see the module)."""

    learned: Learned
    checks: list[Check]
    report: dict[str, dict[str, Any]]
    dropped: dict[str, list[str]]
    """Member tables left out, each with its failed checks in phrases."""
    kept: dict[str, list[str]]
    """Groups that keep the serving version's table, each with why."""


def group_of(check: Check) -> str:
    """The group of people a people-gate check judges (``people.<key>.<rule>``,
    ``optimal_moves.<key>``), else ``""`` (an exact check of the whole version)."""
    kind, _, rest = check.metric.partition(".")
    if kind == "people":
        return rest.rpartition(".")[0]
    return rest if kind == "optimal_moves" else ""


def refused_groups(checks: list[Check]) -> dict[str, list[str]]:
    """The groups of people whose new play the people gate refused, each with its failed
    checks in phrases (``optimal_moves`` is not a judgement on people: see the module)."""
    refused: dict[str, list[str]] = {}
    for check in checks:
        if not check.ok and check.metric.startswith("people."):
            refused.setdefault(group_of(check), []).append(describe(check))
    return refused


def chain(key: str) -> tuple[str, ...]:
    """The table keys that may serve the group ``key`` (a member's, a server's or everyone's
    table key), nearest first, as ``DQNAgent.for_server`` picks them."""
    server, separator, member = key.partition(MEMBER_SEPARATOR)
    return serving_keys(server, member if separator else None)


def play_of(tables: Mapping[str, Array], policies: Mapping[str, Array], key: str) -> Play:
    """What serves the group ``key`` with these tables."""
    found = next((k for k in chain(key) if k in tables), None)
    return None if found is None else (tables[found], policies.get(found))


def same_play(a: Play, b: Play) -> bool:
    """Whether two plays are the same move probabilities and values, bit for bit."""
    if a is None or b is None:
        return a is b
    return np.array_equal(a[0], b[0]) and (
        a[1] is b[1] is None
        or (a[1] is not None and b[1] is not None and np.array_equal(a[1], b[1]))
    )


def settle(
    learned: Learned, judged: Judgement, serving_tensors: Mapping[str, Array]
) -> Settled | None:
    """The candidate with every refused group settled (see the module), or ``None`` when
    nothing was refused, when a refused group has no table to keep, or when no group would
    be left with new play (the version is then judged, and refused, as it was measured)."""
    refused = refused_groups(judged.checks)
    if not refused:
        return None
    pins = Pins(
        learned,
        tables_named(serving_tensors, SERVER_TABLE_PREFIX),
        tables_named(serving_tensors, SERVER_POLICY_PREFIX),
    )
    for key, why in sorted(refused.items()):
        if MEMBER_SEPARATOR in key and key not in pins.old_tables:
            pins.drop(key, why)
        elif not pins.keep(key, why):
            return None
    if not pins.follow(judged.report):
        return None
    settled = set(pins.dropped) | set(pins.kept)
    if all(key in settled for key in judged.report):
        return None  # nothing new for any group: the version is refused as measured
    checks = [
        c for c in judged.checks if not (c.metric.startswith("people.") and group_of(c) in settled)
    ]
    report = {k: v for k, v in judged.report.items() if k not in pins.dropped}
    for key, why in pins.kept.items():
        if key in report:
            report[key] = {**report[key], "after": report[key]["before"], "kept_serving": why}
    new = replace(learned, tables=pins.tables, policies=pins.policies)
    return Settled(new, checks, report, pins.dropped, pins.kept)


class Pins:
    """The candidate's tables while refused groups are settled (see the module)."""

    def __init__(
        self, learned: Learned, old_tables: dict[str, Array], old_policies: dict[str, Array]
    ) -> None:
        self.learned = learned
        self.old_tables, self.old_policies = old_tables, old_policies
        self.tables, self.policies = dict(learned.tables), dict(learned.policies)
        self.dropped: dict[str, list[str]] = {}
        self.kept: dict[str, list[str]] = {}

    def drop(self, key: str, why: list[str]) -> None:
        """Leave a member's new table out: they play their server's table."""
        self.tables.pop(key, None)
        self.policies.pop(key, None)
        self.dropped[key] = why

    def keep(self, key: str, why: list[str]) -> bool:
        """Copy what the serving version plays for ``key`` under its key; False when the
        serving version plays its network there (no table to keep)."""
        serving = play_of(self.old_tables, self.old_policies, key)
        if serving is None:
            return False
        self.tables[key] = serving[0]
        if serving[1] is None:
            self.policies.pop(key, None)
        else:
            self.policies[key] = serving[1]
        self.kept[key] = why
        return True

    def follow(self, groups: Mapping[str, Any]) -> bool:
        """Groups whose play changed because a table they fall back on was kept: each plays
        what the serving version plays for it (nothing left to judge), or is pinned to it in
        turn; False if one cannot be."""
        changed = True
        while changed:
            changed = False
            for key in sorted(groups):
                if key in self.kept or key in self.dropped:
                    continue
                now = play_of(self.tables, self.policies, key)
                if same_play(now, play_of(self.learned.tables, self.learned.policies, key)):
                    continue  # the play the gate judged
                serving = play_of(self.old_tables, self.old_policies, key)
                if same_play(now, serving):
                    self.kept[key] = ["plays the serving version's table it falls back on"]
                elif not self.keep(key, ["falls back on a table kept from the serving one"]):
                    return False
                changed = True
        return True


def settled_note(dropped: Mapping[str, list[str]], kept: Mapping[str, list[str]]) -> str:
    """The sentences of a run's message naming the tables left out or kept, and why."""
    note = ""
    if dropped:
        why = "; ".join(f"{key} ({', '.join(c)})" for key, c in sorted(dropped.items()))
        note += (
            " Member tables refused by the gate and left out (those members play their "
            f"server's table): {why}."
        )
    if kept:
        why = "; ".join(f"{key} ({', '.join(c)})" for key, c in sorted(kept.items()))
        note += f" Refused by the gate, these keep the serving version's table: {why}."
    return note
