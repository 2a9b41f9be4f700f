"""The board's rules, as properties of random legal games and as named cases."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import (
    LINES,
    Board,
    CellOccupiedError,
    CellOutOfRangeError,
    GameOverError,
    InvalidBoardError,
    Mark,
)


@st.composite
def games(draw: st.DrawFn) -> tuple[Board, list[int]]:
    """A random legal game, stopped at a random point; returns the board and the moves."""
    board = Board()
    moves: list[int] = []
    stop = draw(st.integers(0, 9))
    while not board.is_over and len(moves) < stop:
        cell = draw(st.sampled_from(board.legal_moves()))
        board = board.play(cell)
        moves.append(cell)
    return board, moves


@given(games())
def test_text_form_round_trips(game: tuple[Board, list[int]]) -> None:
    board, _ = game
    assert Board.from_string(str(board)) == board
    assert Board.from_key(board.key) == board


@given(games())
def test_marks_alternate_starting_with_x(game: tuple[Board, list[int]]) -> None:
    board, moves = game
    for i, cell in enumerate(moves):
        assert board[cell] is (Mark.X if i % 2 == 0 else Mark.O)
    assert board.ply == len(moves)
    assert board.to_move is (Mark.X if len(moves) % 2 == 0 else Mark.O)


@given(games())
def test_legal_moves_are_exactly_the_empty_cells_until_the_game_ends(
    game: tuple[Board, list[int]],
) -> None:
    board, moves = game
    empty = tuple(c for c in range(1, 10) if c not in moves)
    assert board.empty_cells() == empty
    assert board.legal_moves() == (() if board.is_over else empty)


@given(games())
def test_winner_is_the_side_with_a_complete_line(game: tuple[Board, list[int]]) -> None:
    board, moves = game
    owners = {board[a] for a, b, c in LINES if board[a] and board[a] == board[b] == board[c]}
    assert board.winner == (owners.pop() if owners else None)
    if board.winner is not None:  # the winner made the last move
        assert board[moves[-1]] is board.winner


@given(games())
def test_play_never_changes_the_original(game: tuple[Board, list[int]]) -> None:
    board, _ = game
    before = str(board)
    for cell in board.legal_moves():
        board.play(cell)
    assert str(board) == before


def test_a_board_is_immutable() -> None:
    with pytest.raises(AttributeError):
        Board().ply = 3  # type: ignore[misc]


def test_repr_shows_the_board() -> None:
    assert repr(Board.from_string("X.O.X....")) == "<Board X.O/.X./... O to move>"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("O........", "X moves first"),
        ("XX.......", "X moves first"),
        ("XXXOOO...", "both X and O"),
        ("XXXOO.O..", "move was played after it"),
        ("OOOXX.XX.", "move was played after it"),
        ("X.O", "9 characters"),
        ("X.O.Z....", "9 characters"),
    ],
)
def test_impossible_boards_are_refused(text: str, reason: str) -> None:
    with pytest.raises(InvalidBoardError, match=reason):
        Board.from_string(text)


def test_a_board_is_refused_every_time_not_only_the_first() -> None:
    # The checks of a position are cached; a refusal must not be.
    for _ in range(2):
        with pytest.raises(InvalidBoardError, match="both X and O"):
            Board("XXXOOO...")


@pytest.mark.parametrize("cells", [list("X........"), None, 123])
def test_anything_but_text_is_an_invalid_board(cells: object) -> None:
    with pytest.raises(InvalidBoardError, match="9 characters"):
        Board(cells)  # type: ignore[arg-type]


def test_illegal_moves_raise_typed_errors() -> None:
    board = Board().play(5)
    with pytest.raises(CellOccupiedError, match="cell 5 is already taken"):
        board.play(5)
    with pytest.raises(CellOutOfRangeError):
        board.play(0)
    with pytest.raises(CellOutOfRangeError):
        board.play(10)
    finished = Board.from_string("XXXOO....")
    with pytest.raises(GameOverError):
        finished.play(9)


def test_from_string_accepts_rows_and_lower_case() -> None:
    assert Board.from_string("x.o/.x./...") == Board.from_string("X.O.X....")


def test_double_line_win_with_the_last_move_is_valid() -> None:
    board = Board.from_string("XOXOXOXOX")  # cell 5 completed both diagonals
    assert board.winner is Mark.X
