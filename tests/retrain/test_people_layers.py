"""People are modelled in layers, member ← server ← global: a version keeps a table against
everyone (DMs included) that serves any server without its own, and tables for the members
who play unlike their server; each layer is what the one below starts from."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from bot.retrain import run
from bot.retrain.data import Batch, ServerLogs
from bot.retrain.gate import people_gate
from bot.retrain.learn import Learned, learn, people_logs
from bot.retrain.outcome import RetrainOptions
from bot.retrain.run import candidate_bytes, retrain
from domain.places import NO_SERVER
from engine import Board, load_agent
from engine.against_people import policy_values
from engine.agents.base import Agent
from engine.agents.learned.agents import SERVER_POLICY_PREFIX, SERVER_TABLE_PREFIX
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
    batch = mixed_server_batch(dqn_v1, members, games=200)
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


def test_a_member_gets_a_table_of_their_own_after_their_server_s_table_serves(
    tmp_path: Path,
) -> None:
    """A member's first table is the best reply to their model even when their server's table
    already serves them: their logs follow that table's line, and a table allowed to depart
    from it only where they reach it often enough would never be their own."""
    dqn_v1 = load_agent("dqn", seed=0)
    members = {"1001": fork_blind, "1002": diagonal_blind}
    batch = mixed_server_batch(dqn_v1, members, games=200)
    base = load_weights("dqn")
    servers_only = RetrainOptions(
        database_url="", weights_dir=tmp_path, finetune=QUICK, min_member_games=10_000
    )
    first = learn(base, batch, servers_only, dqn_v1)
    assert "mixed" in first.tables and not any("/" in key for key in first.tables)
    (tmp_path / "v2.safetensors").write_bytes(candidate_bytes("dqn", "v2", "v1", first))
    serving = load_agent("dqn", weights=tmp_path / "v2.safetensors")

    options = RetrainOptions(database_url="", weights_dir=tmp_path, finetune=QUICK)
    learned = learn(
        load_weights("dqn", weights=tmp_path / "v2.safetensors"), batch, options, serving
    )
    assert "mixed/1002" in learned.tables
    (tmp_path / "v3.safetensors").write_bytes(candidate_bytes("dqn", "v3", "v2", learned))
    candidate = load_agent("dqn", weights=tmp_path / "v3.safetensors")
    own = candidate.for_server("mixed", "1002")  # type: ignore[attr-defined]
    shared = candidate.for_server("mixed")  # type: ignore[attr-defined]
    mine = policy_values(distribution(own), diagonal_blind).win_rate
    assert mine > policy_values(distribution(shared), diagonal_blind).win_rate
    for board in decision_positions():  # never a non-optimal move
        assert set(distribution(own)(board.cells)) <= set(
            solution_for_cells(board.cells).optimal_moves
        )


def mixed_server_batch(agent: Agent, members: Mapping[str, Any], games: int) -> Batch:
    """The logs of a server ``mixed`` whose members each played ``games`` games against
    ``agent``, each as the kind of person ``members`` names for them."""
    server, batch_members = ServerLogs("mixed"), {}
    for n, (member, person) in enumerate(members.items()):
        played = simulate_games(agent, person, games, seed=n)
        logs = ServerLogs(f"mixed/{member}", games=len(played))
        logs.decisions = [
            HumanDecision(d.state, d.cell) for g in played for d in g.decisions if not d.by_bot
        ]
        batch_members[logs.server_id] = logs
        server.decisions += logs.decisions
        server.games += logs.games
    return Batch([], 0, 0, [], {"mixed": server}, batch_members)


def worst_optimal_policy(values: np.ndarray) -> np.ndarray:
    """A policy that plays, everywhere, the optimal move worth least by ``values`` (a table):
    never a loss, but the line that wins least against those people."""
    policy = np.zeros_like(values)
    for row, board in enumerate(decision_positions()):
        optimal = solution_for_cells(board.cells).optimal_moves
        worst = min(optimal, key=lambda cell: (values[row, cell - 1], cell))
        policy[row, worst - 1] = 1.0
    return policy


async def test_a_refused_member_table_is_left_out_and_the_rest_of_the_version_promoted(
    shipped: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await log_games(db_url, shipped, "corner", corner_opener, 40, seed=1)
    await log_games(db_url, shipped, NO_SERVER, corner_opener, 30, seed=3)  # DMs
    member = "corner/corner-0"

    def learn_with_a_bad_member_table(*args: Any) -> Learned:
        learned = learn(*args)
        assert member in learned.models
        learned.tables[member] = learned.tables["corner"]
        learned.policies[member] = worst_optimal_policy(learned.tables["corner"])
        return learned

    monkeypatch.setattr(run, "learn", learn_with_a_bad_member_table)
    options = RetrainOptions(
        database_url=db_url, weights_dir=shipped, games=0, finetune=QUICK, min_member_games=1
    )
    outcome = await retrain(options)

    assert outcome.status == "promoted", outcome.message
    dropped = outcome.data["people"]["dropped_member_tables"]
    assert member in dropped and all(why.startswith(f"people.{member}.") for why in dropped[member])
    assert member in outcome.message
    assert member not in outcome.data["people"]["servers"]
    assert not any(c["metric"].startswith(f"people.{member}.") for c in outcome.checks or [])
    promoted = load_weights("dqn", weights=shipped / f"dqn-{outcome.serving}.safetensors")
    names = set(promoted.tensors)
    assert SERVER_TABLE_PREFIX + "corner" in names  # the server's table: promoted
    assert SERVER_TABLE_PREFIX + member not in names  # the member's: left out
    assert SERVER_POLICY_PREFIX + member not in names
    dqn = load_agent("dqn", weights=shipped / f"dqn-{outcome.serving}.safetensors")
    mine = dqn.for_server("corner", "corner-0")  # type: ignore[attr-defined]
    assert mine is dqn.for_server("corner")  # type: ignore[attr-defined]  # their server's
