"""The learning report admins read: taken from the serving version's stored metrics for their
server only, and rendered in their language."""

from __future__ import annotations

from bot.retrain.report import learning_report, render_learning, render_people_win_rate
from domain.agents import AgentInfo

METRICS = {
    "people": {
        "from": "v1",
        "version": "v2",
        "servers": {
            "42": {
                "games": 120,
                "held_out_games": 30,
                "before": 0.25,
                "after": 0.4921,
                "own_table": True,
                "habit_rates": {"block_diag": {"rate": 0.38, "chances": 61}},
                "held_out": {
                    "gain": 0.11,
                    "gain_lower": 0.05,
                    "gain_upper": 0.17,
                    "confidence": 0.95,
                },
            }
        },
    }
}
DQN = AgentInfo("dqn", "deep Q network", version="v2", metrics=METRICS, learned=True)


def test_a_server_reads_its_own_report_in_its_language() -> None:
    report = learning_report([DQN], "42")
    assert report is not None and (report.games, report.held_out) == (120, 30)
    english = render_learning(report, "en-US")
    assert "dqn v2 (retrained from v1) learned from this server's people" in english
    assert "Expected win rate against your people: 25.0 % → 49.2 %" in english
    assert "gain +11.0 % (95 % interval +5.0 % to +17.0 %)" in english
    assert "Your people block a threat on a diagonal 38.0 % of the time (61 chances)." in english
    french = render_learning(report, "fr")
    assert "Taux de victoire attendu contre vos joueurs : 25.0 % → 49.2 %" in french
    assert "bloquent une menace sur une diagonale" in french
    assert render_people_win_rate(DQN, "42", "de") == (
        "49.2 % erwartete Siege gegen die Leute dieses Servers"
    )


def test_another_server_or_an_agent_that_never_learned_has_no_report() -> None:
    assert learning_report([DQN], "7") is None
    assert render_people_win_rate(DQN, "7", "en-US") is None
    minimax = AgentInfo("minimax", "perfect play", metrics={"optimal_move_accuracy": 1.0})
    assert learning_report([minimax], "42", "minimax") is None
    assert render_learning(None, "en-US") == (
        "No retrained dqn has learned from this server's people yet."
    )


def test_a_member_whose_table_the_gate_refused_is_named_with_the_reason() -> None:
    people = {
        **METRICS["people"],
        "dropped_member_tables": {
            "42/1001": ["people.42/1001.model 22.25 % < 22.29 %"],
            "7/1002": ["people.7/1002.model 30.00 % < 31.00 %"],  # another server's member
        },
    }
    dqn = AgentInfo("dqn", "deep Q network", version="v2", metrics={"people": people})
    report = learning_report([dqn], "42")
    assert report is not None and report.dropped_members == (
        ("1001", "people.42/1001.model 22.25 % < 22.29 %"),
    )
    english = render_learning(report, "en-US")
    assert "Member 1001 was to get a line of play of their own, but the checks refused it" in (
        english
    )
    assert "1002" not in english
    assert "1001" not in render_learning(learning_report([DQN], "42"), "en-US")


def test_the_lines_of_play_kept_from_the_serving_version_are_named_with_the_reason() -> None:
    """A group whose new table the gate refused keeps the serving version's play: the admin
    reads which of the lines serving their people (the server's, everyone's, a member's)."""
    people = {
        **METRICS["people"],
        "kept_serving_tables": {
            "*": ["people.*.posterior 91 % of draws not lower"],
            "42": ["people.42.refits 5 % quantile -0.8 %"],
            "42/1001": ["people.42/1001.held_out -2.5 %"],
            "7": ["people.7.model 30.00 % < 31.00 %"],  # another server's table
        },
    }
    dqn = AgentInfo("dqn", "deep Q network", version="v2", metrics={"people": people})
    report = learning_report([dqn], "42")
    assert report is not None and report.kept_serving == (
        ("everyone", "", "people.*.posterior 91 % of draws not lower"),
        ("server", "", "people.42.refits 5 % quantile -0.8 %"),
        ("member", "1001", "people.42/1001.held_out -2.5 %"),
    )
    english = render_learning(report, "en-US")
    assert (
        "Everyone's new line of play was refused by the checks "
        "(people.*.posterior 91 % of draws not lower); it keeps the line it had." in english
    )
    assert "This server's new line of play was refused by the checks" in english
    assert "Member 1001's new line of play was refused by the checks" in english
    assert "people.7." not in english
    assert "refused" not in render_learning(learning_report([DQN], "42"), "en-US")
