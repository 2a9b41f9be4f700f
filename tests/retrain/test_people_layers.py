"""People are modelled in layers, member ← server ← global: a version keeps a table against
everyone (DMs included) that serves any server without its own, and tables for the members
who play unlike their server; each layer is what the one below starts from."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

import numpy as np

from bot.retrain.data import Batch, ServerLogs
from bot.retrain.gate import people_gate
from bot.retrain.learn import learn, people_logs
from bot.retrain.outcome import RetrainOptions
from bot.retrain.run import candidate_bytes, retrain
from domain.places import NO_SERVER
from engine import Board, load_agent
from engine.against_people import policy_values
from engine.agents.base import Agent
from engine.agents.learned.table_keys import GLOBAL_TABLE
from engine.agents.learned.weights import load_weights
from engine.habits import HumanDecision
from engine.offpolicy import simulate_games
from engine.populations import corner_opener, diagonal_blind, fork_blind
from engine.solver import decision_positions, solution_for_cells
from tests.concurrency import at_once, raised
from tests.retrain.conftest import QUICK, add_masked_dqn, serving_manifest
from tests.retrain.test_people_servers import log_games, served


def distribution(agent: Agent) -> Callable[[str], Mapping[int, float]]:
    """``agent``'s move distribution as a function of a board's cells."""
    return lambda cells: agent.move_distribution(Board(cells)) or {}


def table_with_best(cell: int) -> np.ndarray:
    """A table of move values whose best move on the empty board is ``cell``."""
    positions = [board.cells for board in decision_positions()]
    table = np.zeros((len(positions), 9), np.float32)
    table[positions.index("." * 9), cell - 1] = 1.0
    return table


def test_a_member_is_served_their_table_else_their_servers_else_everyones(
    tmp_path: Path,
) -> None:
    tables = {GLOBAL_TABLE: table_with_best(1), "7": table_with_best(3), "7/42": table_with_best(9)}
    serving_manifest(tmp_path, {"v2": add_masked_dqn(tmp_path, tables=tables)}, "v2")
    dqn = load_agent("dqn", weights=tmp_path / "dqn-v2.safetensors")

    def opening(server: str, member: str | None = None) -> list[int]:
        return sorted(dqn.for_server(server, member).move_distribution(Board()))  # type: ignore[attr-defined]

    assert opening("7", "42") == [9]  # the member's own table
    assert opening("7", "43") == [3] and opening("7") == [3]  # their server's
    assert opening("8", "42") == [1] and opening(NO_SERVER) == [1]  # everyone's


def test_the_tables_views_are_built_once_whichever_thread_asks_first(tmp_path: Path) -> None:
    tables = {GLOBAL_TABLE: table_with_best(1), "7": table_with_best(3), "7/42": table_with_best(9)}
    serving_manifest(tmp_path, {"v2": add_masked_dqn(tmp_path, tables=tables)}, "v2")
    setup = (
        "from pathlib import Path\nfrom engine import Board, load_agent\n"
        f"D = load_agent('dqn', weights=Path({str(tmp_path / 'dqn-v2.safetensors')!r}))\n"
    )
    asks = ["('7', '42')", "('7', '43')", "('8', '42')", "('0',)"]
    calls = [f"id(D.for_server(*{a})), D.for_server(*{a}).choose(Board())" for a in asks * 3]
    found = at_once(setup, calls)
    assert raised(found) == []
    assert found[:4] == found[4:8] == found[8:]  # one view per table, the same for every thread
    assert [eval(f)[1] for f in found[:4]] == [9, 3, 1, 1]


async def test_a_new_server_starts_from_what_everyone_taught_dms_included(
    shipped: Path, db_url: str
) -> None:
    await log_games(db_url, shipped, "corner", corner_opener, 40, seed=1)
    await log_games(db_url, shipped, NO_SERVER, corner_opener, 30, seed=3)  # DMs
    outcome = await retrain(
        RetrainOptions(database_url=db_url, weights_dir=shipped, games=0, finetune=QUICK)
    )
    assert outcome.status == "promoted", outcome.message
    report = outcome.data["people"]["servers"]
    assert report[GLOBAL_TABLE]["games"] == report["corner"]["games"] + report[NO_SERVER]["games"]
    assert report[GLOBAL_TABLE]["own_table"]

    new_server = await served(shipped, db_url, "a server with no games")
    dqn_v1 = load_agent("dqn", seed=0)
    before = policy_values(lambda c: dqn_v1.move_distribution(Board(c)) or {}, corner_opener)
    after = policy_values(new_server, corner_opener).win_rate
    assert after > before.win_rate + 0.15  # dqn v1 wins 25 % of games against corner openers
    for board in decision_positions():  # never a non-optimal move
        assert set(new_server(board.cells)) <= set(solution_for_cells(board.cells).optimal_moves)


def test_a_member_who_plays_unlike_their_server_gets_a_table_of_their_own(
    tmp_path: Path,
) -> None:
    # two regulars of one server: blind to forks, and blind to diagonals (the pair the
    # position tells apart least), 200 games each against the shipped dqn
    dqn_v1 = load_agent("dqn", seed=0)
    members = {"1001": fork_blind, "1002": diagonal_blind}
    server, batch_members = ServerLogs("mixed"), {}
    for n, (member, person) in enumerate(members.items()):
        games = simulate_games(dqn_v1, person, 200, seed=n)
        logs = ServerLogs(f"mixed/{member}", games=len(games))
        logs.decisions = [
            HumanDecision(d.state, d.cell) for g in games for d in g.decisions if not d.by_bot
        ]
        batch_members[logs.server_id] = logs
        server.decisions += logs.decisions
        server.games += logs.games
    batch = Batch([], 0, 0, [], {"mixed": server}, batch_members)
    options = RetrainOptions(database_url="", weights_dir=tmp_path, finetune=QUICK)
    base = load_weights("dqn")
    learned = learn(base, batch, options, dqn_v1)

    assert "mixed/1002" in learned.tables  # a table of their own: they play unlike the server
    blob = candidate_bytes("dqn", "v2", "v1", learned)
    (tmp_path / "candidate.safetensors").write_bytes(blob)
    candidate = load_agent("dqn", weights=tmp_path / "candidate.safetensors")
    for member, person in members.items():
        own = candidate.for_server("mixed", member)  # type: ignore[attr-defined]
        shared = candidate.for_server("mixed")  # type: ignore[attr-defined]
        mine = policy_values(distribution(own), person).win_rate
        theirs = policy_values(distribution(shared), person).win_rate
        assert mine >= theirs - 1e-9, member  # never worse for them than the server's table
        if f"mixed/{member}" in learned.tables:
            assert mine > theirs, member

    groups = {k: v for k, v in people_logs(batch, options).items() if k in learned.models}
    checks, report = people_gate(dqn_v1, candidate, groups, learned.models, refits=10)
    judged = {c.metric.split(".")[1] for c in checks if c.metric.startswith("people.")}
    assert {"mixed", "mixed/1002", GLOBAL_TABLE} <= judged  # each layer judged on its own
    assert report["mixed/1002"]["own_table"]
