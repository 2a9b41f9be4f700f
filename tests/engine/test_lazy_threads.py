"""The engine's lazily built things, asked for from many threads at once in a fresh process:
the solver's table, the agents (classic, fair, learned: weights, manifest, masked play, a
server's table), the people models and what they are built on. Each answers every thread, the
same as one caller alone would get, and none raises."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from engine import Board
from engine.solver import decision_positions, solution_for_cells
from tests.concurrency import WARM_UP, at_once, raised
from tests.retrain.conftest import add_masked_dqn, serving_manifest

AFTER_A_CORNER = "X........"
"""O to move after X took a corner: the centre is O's one move that does not lose."""


def test_the_solvers_table_is_solved_once_whoever_asks_first() -> None:
    calls = (
        ["solver.solution_for_cells('.' * 9).optimal_moves"] * 4
        + ["solver.optimal_moves(Board(AFTER_A_CORNER))"] * 2
        + ["warm_up_to_the_end()"] * 2
        + ["len(solver.decision_positions())", "len(solver.reachable_positions())"]
    )
    setup = WARM_UP + f"from engine import Board\nAFTER_A_CORNER = {AFTER_A_CORNER!r}\n"
    found = at_once(setup, calls)
    assert raised(found) == []
    assert found == ["(1, 2, 3, 4, 5, 6, 7, 8, 9)"] * 4 + ["(5,)"] * 2 + ["True"] * 2 + [
        "4520",
        "5478",
    ]


def test_the_agents_on_the_solver_build_their_tables_once_whoever_asks_first() -> None:
    names = ["minimax", "trap", "fallible", "easy", "fair"]
    calls = [f"sorted(load_agent({n!r}).move_distribution(Board(AFTER_A_CORNER)))" for n in names]
    calls += [f"load_agent({n!r}).choose(Board(AFTER_A_CORNER)) in range(2, 10)" for n in names]
    calls += ["warm_up_to_the_end()"]
    setup = WARM_UP + f"from engine import Board, load_agent\nAFTER_A_CORNER = {AFTER_A_CORNER!r}\n"
    found = at_once(setup, calls)
    assert raised(found) == []
    # Perfect players take the centre; the fallible ones may err anywhere (the fair level
    # only where a person would believe it).
    assert found[:2] == ["[5]", "[5]"]
    assert found[2:] == [found[2]] * 2 + [found[4]] + ["True"] * 5 + ["True"]


def test_a_masked_dqn_plays_its_first_moves_from_many_threads_while_the_loop_warms_up(
    tmp_path: Path,
) -> None:
    # A promotion of a retraining on people's games: served masked by the solver's optimal
    # moves, with its own table of move values for server 7's people.
    table = np.random.default_rng(0).normal(size=(len(decision_positions()), 9))
    serving_manifest(tmp_path, {"v2": add_masked_dqn(tmp_path, tables={"7": table})}, "v2")
    setup = (
        WARM_UP
        + "from pathlib import Path\nfrom engine import Board, load_agent\n"
        + "from engine.agents.learned.manifest import watch\n"
        + f"DIRECTORY = Path({str(tmp_path)!r})\nAFTER_A_CORNER = {AFTER_A_CORNER!r}\n"
        + "def dqn():\n"
        + "    version, path, sha256 = watch(DIRECTORY / 'manifest.json').weights_path('dqn')\n"
        + "    return load_agent('dqn', weights=path, sha256=sha256)\n"
    )
    calls = (
        ["dqn().choose(Board(AFTER_A_CORNER))"] * 4
        + ["dqn().for_server('7').choose(Board(AFTER_A_CORNER))"] * 2
        + ["sorted(dqn().move_distribution(Board(AFTER_A_CORNER)))"] * 2
        + ["warm_up_to_the_end()"] * 2
    )
    found = at_once(setup, calls)
    assert raised(found) == []
    assert found == ["5"] * 6 + ["[5]"] * 2 + ["True"] * 2


def test_the_shipped_learned_agents_load_once_whoever_asks_first() -> None:
    names = ["qlearning", "double-q", "dqn", "policy", "value"]
    calls = [f"load_agent({n!r}).choose(Board()) in range(1, 10)" for n in names * 2]
    found = at_once("from engine import Board, load_agent", calls)
    assert found == ["True"] * len(calls)


def test_the_people_models_and_what_they_stand_on_are_built_once_whoever_asks_first() -> None:
    setup = (
        "import numpy as np\n"
        "from engine import habits, decisions, against_people, expectimax\n"
        "from engine.habits import Habits, HumanDecision\n"
        "from engine.people import fit_people_model\n"
        "def model_row():\n"
        "    return fit_people_model([HumanDecision('.' * 9, 5)] * 10, strength=1.0)"
        ".probabilities('X........').round(9).tolist()\n"
    )
    calls = [
        "Habits().distribution('X........').round(9).tolist()",
        "decisions.optimal_uniform('X........').tolist()",
        "int(against_people.decision_masks()[0].sum())",
        "int(expectimax.layout().optimal.sum())",
        "model_row()",
    ] * 2
    found = at_once(setup, calls)
    assert raised(found) == []
    assert found[5:] == found[:5]
    optimal = sum(len(solution_for_cells(b.cells).optimal_moves) for b in decision_positions())
    assert found[2] == found[3] == str(optimal)
    assert found[1] == repr([0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0])


def test_a_fresh_board_is_what_the_probes_start_from() -> None:
    # The probes name positions by their text; this one is the board they mean.
    assert Board(AFTER_A_CORNER).legal_moves() == tuple(range(2, 10))
