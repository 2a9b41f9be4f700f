"""The vectorised environment agrees with the engine's rules and solver."""

import numpy as np

from engine import Board, Mark
from engine.agents.learned.encoding import absolute_array, has_line, keys, onehot27
from engine.solver import decision_positions, solution_for_cells
from engine.training.vec_env import (
    VecGames,
    accuracy,
    epsilon_greedy,
    fallible_moves,
    random_moves,
    targets,
)


def test_keys_are_the_boards_base3_codes() -> None:
    boards = decision_positions()[::13]
    arrays = np.stack([absolute_array(b) for b in boards])
    assert list(keys(arrays)) == [b.key for b in boards]


def test_onehot_has_one_feature_per_cell() -> None:
    x = onehot27(np.array([[1, -1, 0, 0, 1, 0, 0, 0, -1]], dtype=np.int8))
    assert x.shape == (1, 27) and x.sum() == 9
    assert x[0, 0] == 1 and x[0, 9 + 1] == 1 and x[0, 18 + 2] == 1


def test_random_batched_games_follow_the_rules() -> None:
    rng = np.random.default_rng(0)
    env = VecGames(64, auto_reset=False)
    histories: list[list[int]] = [[] for _ in range(64)]
    finished = np.zeros(64, dtype=bool)
    results: dict[int, tuple[float, bool]] = {}
    while not finished.all():
        legal = env.legal
        legal[finished] = True  # finished games play a dummy move we ignore
        env.boards[finished] = 0
        moves = random_moves(legal, rng)
        step = env.step(moves)
        for g in np.flatnonzero(~finished).tolist():
            histories[g].append(int(moves[g]) + 1)
            if step.done[g]:
                results[g] = (float(step.reward[g]), True)
        finished |= step.done
    for g, cells in enumerate(histories):
        board = Board()
        for cell in cells:
            board = board.play(cell)
        assert board.is_over
        reward, _ = results[g]
        assert (reward == 1.0) == (board.winner is not None)


def test_has_line_matches_the_board() -> None:
    for board in decision_positions()[::7]:
        b = absolute_array(board)[None]
        assert not has_line(b)[0] and not has_line(-b)[0]
    won = Board("XXX.OO...")
    assert won.winner is Mark.X and has_line(absolute_array(won)[None])[0]


def test_accuracy_of_exact_and_of_tied_scores() -> None:
    t = targets()
    assert accuracy(t.optimal.astype(np.float32)) == 1.0
    all_tied = accuracy(np.zeros((len(t.legal), 9)))
    assert all_tied == np.mean((t.optimal | ~t.legal).all(axis=1))
    rng = np.random.default_rng(1)
    assert 0.5 < accuracy(rng.random((len(t.legal), 9))) < 0.66  # random play: ~58 %


def test_targets_match_the_solver() -> None:
    t = targets()
    for n in range(0, len(t.absolute), 97):
        cells = "".join(".XO"[v] for v in t.absolute[n])
        optimal = {c - 1 for c in solution_for_cells(cells).optimal_moves}
        assert set(np.flatnonzero(t.optimal[n])) == optimal


def test_fallible_minimax_blunders_only_at_its_rate() -> None:
    rng = np.random.default_rng(2)
    t = targets()
    perfect = fallible_moves(t.absolute, 0.0, rng)
    assert t.optimal[np.arange(len(perfect)), perfect].all()
    always = fallible_moves(t.absolute, 1.0, rng)
    can_blunder = (t.legal & ~t.optimal).any(axis=1)
    assert not t.optimal[np.arange(len(always)), always][can_blunder].any()
    sometimes = fallible_moves(np.repeat(t.absolute[can_blunder][:1], 20_000, axis=0), 0.1, rng)
    row = t.optimal[can_blunder][0]
    assert abs((~row[sometimes]).mean() - 0.1) < 0.01


def test_epsilon_greedy_is_greedy_at_zero_and_always_legal() -> None:
    rng = np.random.default_rng(3)
    t = targets()
    scores = t.optimal.astype(np.float32)
    greedy = epsilon_greedy(scores, t.legal, 0.0, rng)
    assert t.optimal[np.arange(len(greedy)), greedy].all()
    wild = epsilon_greedy(scores, t.legal, 1.0, rng)
    assert t.legal[np.arange(len(wild)), wild].all()
