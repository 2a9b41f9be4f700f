"""Every agent: the shared interface, reproducibility, strength."""

import pytest

from engine import Board, UnknownAgentError, available_agents, load_agent
from engine.agents.classic import SKILL_MISTAKE_RATES, fallible_distribution
from engine.evaluate import exact_match, exact_record, match, optimal_move_accuracy, play_game
from engine.solver import decision_positions

BUILTIN = ["random", "minimax", "trap", "easy", "medium", "fallible", "fair"]


def test_the_registry_lists_every_builtin_agent() -> None:
    names = [spec.name for spec in available_agents()]
    assert set(BUILTIN) <= set(names)


def test_an_unknown_agent_is_refused_with_the_list_of_known_ones() -> None:
    with pytest.raises(UnknownAgentError, match=r"available agents: .*minimax"):
        load_agent("stockfish")


@pytest.mark.parametrize("name", BUILTIN)
def test_every_agent_plays_legal_moves_to_the_end(name: str) -> None:
    agent = load_agent(name, seed=3)
    assert agent.name == name
    for board in decision_positions()[::7]:
        assert agent.choose(board) in board.legal_moves()


@pytest.mark.parametrize("name", BUILTIN)
def test_agents_are_reproducible_under_a_seed(name: str) -> None:
    boards = decision_positions()[:300]
    first = [load_agent(name, seed=42).choose(b) for b in boards]
    again = [load_agent(name, seed=42).choose(b) for b in boards]
    assert first == again


@pytest.mark.parametrize("name", ["minimax", "trap"])
def test_perfect_agents_are_always_optimal_and_never_lose(name: str) -> None:
    agent = load_agent(name, seed=1)
    assert optimal_move_accuracy(agent).rate == 1.0
    for opponent in ("random", "minimax", "easy"):
        report = exact_match(agent, load_agent(opponent))
        assert report.as_x.losses == pytest.approx(0.0, abs=1e-12)
        assert report.as_o.losses == pytest.approx(0.0, abs=1e-12)


def test_trap_reaches_the_best_expected_score_against_seed_style_fallible_minimax() -> None:
    trap = exact_match(load_agent("trap"), load_agent("fallible"))
    plain = exact_match(load_agent("minimax"), load_agent("fallible"))
    # Every X decision of the opponent offers a blunder taken with p=0.1 and the trap punishes
    # each one; the opponent moves four times as O, so trap as X wins 1 - 0.9^4.
    assert trap.as_x.wins == pytest.approx(1 - 0.9**4)
    assert trap.as_x.losses == 0 and trap.as_o.losses == 0
    assert trap.as_x.wins > plain.as_x.wins
    assert trap.as_o.wins > plain.as_o.wins


def test_skill_levels_blunder_at_their_documented_rates() -> None:
    easy, medium = load_agent("easy"), load_agent("medium")
    assert easy.mistake_rate == SKILL_MISTAKE_RATES["easy"]  # type: ignore[attr-defined]
    accuracy = {n: optimal_move_accuracy(load_agent(n, seed=0)).rate for n in BUILTIN}
    assert accuracy["random"] < accuracy["easy"] < accuracy["medium"] < accuracy["minimax"]
    assert medium.mistake_rate == SKILL_MISTAKE_RATES["medium"]  # type: ignore[attr-defined]


def test_fallible_distribution_sums_to_one_and_weights_mistakes_by_the_rate() -> None:
    board = Board().play(5)  # O: corners draw, edges lose
    dist = fallible_distribution(board, 0.1)
    assert sum(dist.values()) == pytest.approx(1.0)
    assert sum(dist[c] for c in (2, 4, 6, 8)) == pytest.approx(0.1)


def test_seeded_matches_are_reproducible_and_agree_with_exact_results() -> None:
    a, b = load_agent("minimax"), load_agent("random")
    report = match(a, b, 2000, seed=7)
    assert report == match(a, b, 2000, seed=7)
    exact = exact_record(load_agent("minimax"), load_agent("random"))
    assert report.as_x.wins / 2000 == pytest.approx(exact.wins, abs=0.03)
    assert report.as_x.losses == 0 and report.as_o.losses == 0


def test_a_game_between_two_perfect_players_is_a_draw() -> None:
    final = play_game(load_agent("minimax", seed=1), load_agent("trap", seed=2))
    assert final.is_draw
