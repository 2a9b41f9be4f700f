"""The eight board symmetries: a group, consistent with the rules and with the solver."""

import numpy as np
import pytest

from engine import Board, optimal_moves, solve
from engine.against_people import served_mask
from engine.agents.learned.agents import serve_optimal
from engine.solver import decision_positions, reachable_positions
from engine.symmetry import (
    INVERSES,
    PERMS,
    SYMMETRIES,
    canonical_batch,
    canonical_cells,
    own_symmetries,
    symmetric_mean,
    transform_cell,
    transform_cells,
)


def test_the_eight_symmetries_form_a_group() -> None:
    perms = set(SYMMETRIES)
    assert len(perms) == 8
    assert SYMMETRIES[0] == tuple(range(9))
    for p in SYMMETRIES:
        for q in SYMMETRIES:
            assert tuple(p[q[i]] for i in range(9)) in perms
    for p, inv in zip(SYMMETRIES, INVERSES, strict=True):
        assert tuple(p[inv[j]] for j in range(9)) == tuple(range(9))


def test_the_centre_is_fixed_and_corners_stay_corners() -> None:
    for k in range(8):
        assert transform_cell(5, k) == 5
        assert {transform_cell(c, k) for c in (1, 3, 7, 9)} == {1, 3, 7, 9}
        assert {transform_cell(c, k) for c in (2, 4, 6, 8)} == {2, 4, 6, 8}


@pytest.mark.parametrize("k", range(8))
def test_a_symmetry_keeps_values_and_maps_optimal_moves(k: int) -> None:
    for board in decision_positions()[::11]:
        image = Board(transform_cells(board.cells, k))
        assert solve(image) == solve(board)
        mapped = sorted(transform_cell(c, k) for c in optimal_moves(board))
        assert list(optimal_moves(image)) == mapped


def test_a_move_commutes_with_a_symmetry() -> None:
    board = Board("X...O....")
    for k in range(8):
        for cell in board.legal_moves():
            moved_then_mapped = transform_cells(board.play(cell).cells, k)
            mapped_then_moved = Board(transform_cells(board.cells, k)).play(transform_cell(cell, k))
            assert moved_then_mapped == mapped_then_moved.cells


def test_canonical_forms_are_shared_by_a_whole_orbit() -> None:
    for board in reachable_positions()[::5]:
        canon, k = canonical_cells(board.cells)
        assert transform_cells(board.cells, k) == canon
        for j in range(8):
            assert canonical_cells(transform_cells(board.cells, j))[0] == canon


def test_the_reachable_positions_fall_into_765_orbits() -> None:
    assert len({canonical_cells(b.cells)[0] for b in reachable_positions()}) == 765
    assert len({canonical_cells(b.cells)[0] for b in decision_positions()}) == 627


def test_batched_canonical_forms_agree_across_each_orbit() -> None:
    boards = reachable_positions()[::3]
    arrays = np.array([[{"X": 1, "O": -1, ".": 0}[c] for c in b.cells] for b in boards])
    canon, k = canonical_batch(arrays)
    assert (canon == arrays[np.arange(len(arrays))[:, None], PERMS[k]]).all()
    for j in range(8):
        image_canon, _ = canonical_batch(arrays[:, PERMS[j]])
        assert (image_canon == canon).all()


def test_a_board_that_is_its_own_image_gives_the_moves_it_swaps_one_value() -> None:
    # The empty board: every corner is one move, every edge another, the centre a third.
    values = np.arange(9.0)
    assert symmetric_mean(values, ".........").tolist() == [4.0] * 9
    # X in a corner: only the diagonal through it mirrors the board (2 <-> 4, 3 <-> 7, 6 <-> 8).
    mean = symmetric_mean(values, "X........")
    assert mean.tolist() == [0.0, 2.0, 4.0, 2.0, 4.0, 6.0, 4.0, 6.0, 8.0]
    # No symmetry: the values themselves.
    assert symmetric_mean(values, "XO.......") is values
    assert len(own_symmetries(".........")) == 8 and len(own_symmetries("XO.......")) == 1


def test_the_fine_tuning_judges_exactly_what_a_masked_network_serves() -> None:
    """``served_mask`` (every position at once, for checkpoints and the gate) and
    ``serve_optimal`` (one position, what the bot plays) pick the same moves."""
    rng = np.random.default_rng(0)
    scores = rng.normal(size=(len(decision_positions()), 9))
    mask = served_mask(scores, 0.01)
    for n, board in enumerate(decision_positions()):
        served = set(serve_optimal(scores[n], board, 0.01))
        assert served == {c + 1 for c in np.flatnonzero(mask[n])}, board
