"""The retraining report an admin reads: what the serving version learned from this server's
people (``/ttt-admin learning``, the console's ``/ttt admin learning``), and the expected win
rate against them that ``/ttt agents`` shows. Read from the serving version's metrics (the run
stored them with the version: manifest entry and ``agent_versions.metrics``); rendered in the
reader's language with :mod:`bot.i18n`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.i18n import default_catalog
from domain.agents import AgentInfo
from engine.agents.learned.table_keys import GLOBAL_TABLE, MEMBER_SEPARATOR

HABIT_MESSAGES = {
    "win_line": "learning-habit-win-line",
    "win_diag": "learning-habit-win-diag",
    "block_line": "learning-habit-block-line",
    "block_diag": "learning-habit-block-diag",
}
"""The catalog message naming each habit the people model measures."""


@dataclass(frozen=True)
class LearningReport:
    """What one version learned from one server's people."""

    agent: str
    version: str
    base: str
    games: int
    held_out: int
    before: float
    after: float
    own_table: bool
    habits: tuple[tuple[str, float, int], ...]
    """``(habit, rate, chances)``, in the model's order."""
    held_out_gain: tuple[float, float, float, float] | None = None
    """``(gain, lower, upper, confidence)`` on the held-out games, when there were any."""
    dropped_members: tuple[tuple[str, str], ...] = ()
    """``(member, why)`` of this server's members whose own table the gate refused: the run
    left it out, and they play the server's table."""
    kept_serving: tuple[tuple[str, str, str], ...] = ()
    """``(group, member, why)`` of the lines of play that serve this server's people
    (``group``: ``server``, ``everyone`` or ``member``; ``member`` the member's id, else ``""``)
    whose new table the gate refused: this version kept the serving one's play for them."""


def learning_report(
    agents: Iterable[AgentInfo], server_id: str, agent: str = "dqn"
) -> LearningReport | None:
    """The serving ``agent``'s report for ``server_id``; ``None`` when its version did not
    learn from people yet, or saw none of this server's games."""
    info = next((a for a in agents if a.name == agent), None)
    people = (info.metrics or {}).get("people") if info is not None else None
    if not isinstance(people, Mapping) or info is None:
        return None
    server = (people.get("servers") or {}).get(server_id)
    if not isinstance(server, Mapping):
        return None
    held = server.get("held_out")
    return LearningReport(
        agent=agent,
        version=str(info.version or people.get("version", "?")),
        base=str(people.get("from", "?")),
        games=int(server.get("games", 0)),
        held_out=int(server.get("held_out_games", 0)),
        before=float(server.get("before", 0.0)),
        after=float(server.get("after", 0.0)),
        own_table=bool(server.get("own_table", False)),
        habits=tuple(
            (name, float(v["rate"]), int(v["chances"]))
            for name, v in (server.get("habit_rates") or {}).items()
            if name in HABIT_MESSAGES
        ),
        held_out_gain=(
            (
                float(held["gain"]),
                float(held["gain_lower"]),
                float(held["gain_upper"]),
                float(held["confidence"]),
            )
            if isinstance(held, Mapping)
            else None
        ),
        dropped_members=dropped_members(people, server_id),
        kept_serving=kept_serving(people, server_id),
    )


def dropped_members(people: Mapping[str, Any], server_id: str) -> tuple[tuple[str, str], ...]:
    """``(member, why)`` for the members of ``server_id`` whose table the run left out."""
    groups = groups_serving(people.get("dropped_member_tables") or {}, server_id)
    return tuple((member, why) for group, member, why in groups if group == "member")


def kept_serving(people: Mapping[str, Any], server_id: str) -> tuple[tuple[str, str, str], ...]:
    """``(group, member, why)`` for the tables serving ``server_id``'s people that the run
    kept from the serving version (its server's, everyone's, its members'), nearest last."""
    return groups_serving(people.get("kept_serving_tables") or {}, server_id)


def groups_serving(reasons: Mapping[str, Any], server_id: str) -> tuple[tuple[str, str, str], ...]:
    """``(group, member, why)`` for the table keys of ``reasons`` whose table may serve
    ``server_id``'s people (``group``: ``everyone``, ``server`` or ``member``; ``member`` the
    member's id, else ``""``; ``why`` the run's reasons joined), in key order."""
    prefix = f"{server_id}{MEMBER_SEPARATOR}"
    found: list[tuple[str, str, str]] = []
    for key, why in sorted(reasons.items()):
        reason = "; ".join(map(str, why))
        if key == GLOBAL_TABLE:
            found.append(("everyone", "", reason))
        elif key == server_id:
            found.append(("server", "", reason))
        elif key.startswith(prefix):
            found.append(("member", key[len(prefix) :], reason))
    return tuple(found)


def pct(value: float) -> str:
    """``0.4921`` as ``49.2 %`` (the report's precision)."""
    return f"{100 * value:.1f} %"


def signed_pct(value: float) -> str:
    return f"{100 * value:+.1f} %"


def render_learning(report: LearningReport | None, locale: object, agent: str = "dqn") -> str:
    """The report as lines of text in ``locale``'s language."""
    catalog = default_catalog()

    def t(msg_id: str, **args: Any) -> str:
        return catalog.text(locale, msg_id, **args)

    if report is None:
        return t("learning-none", agent=agent)
    lines = [
        t(
            "learning-head",
            agent=report.agent,
            version=report.version,
            base=report.base,
            games=report.games,
            held=report.held_out,
        ),
        t("learning-winrate", before=pct(report.before), after=pct(report.after)),
    ]
    if report.held_out_gain is not None:
        gain, lower, upper, confidence = report.held_out_gain
        lines.append(
            t(
                "learning-held-out",
                gain=signed_pct(gain),
                lower=signed_pct(lower),
                upper=signed_pct(upper),
                confidence=f"{100 * confidence:.0f} %",
            )
        )
    lines.append(t("learning-line", own="yes" if report.own_table else "no"))
    for member, why in report.dropped_members:
        lines.append(t("learning-member-dropped", member=member, why=why))
    for group, member, why in report.kept_serving:
        lines.append(t("learning-kept-serving", group=group, member=member, why=why))
    for name, rate, chances in report.habits:
        habit = t(HABIT_MESSAGES[name])
        lines.append(t("learning-habit", habit=habit, pct=pct(rate), chances=chances))
    if not report.habits:
        lines.append(t("learning-no-habits"))
    return "\n".join(lines)


def people_win_rate(agent: AgentInfo, server_id: str) -> float | None:
    """The expected win rate of ``agent``'s serving version against ``server_id``'s people
    (``/ttt agents``), when it learned from them."""
    report = learning_report([agent], server_id, agent.name)
    return report.after if report is not None else None


def render_people_win_rate(agent: AgentInfo, server_id: str, locale: object) -> str | None:
    """``49.2 % against this server's people`` in ``locale``'s language, or ``None``."""
    rate = people_win_rate(agent, server_id)
    if rate is None:
        return None
    return default_catalog().text(locale, "agents-vs-people", pct=pct(rate))
