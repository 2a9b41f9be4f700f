"""The review's picture: which position it shows, and what a member sees in it.

The position is the one before the move that lost most (the first of equals), or the end of a
clean game; the PNG colours every empty cell by the solver's value for the side to move,
outlines the best moves in gold and the played cell in pink. Pixels are sampled where the
drawing puts them, so a picture that forgot a mark or an outline fails.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from bot.console import Console
from bot.console_render import picture_directory
from bot.discord.render import picture
from bot.discord.render.picture import (
    BACKGROUND,
    BEST,
    INSET,
    MARK,
    MARK_REACH,
    OCCUPIED,
    PLAYED,
    SIZE,
    VALUE_COLOURS,
    cell_box,
    cell_centre,
    review_picture,
)
from bot.games.critical import critical_position, most_costly, position_after
from domain.answers import CriticalPosition
from domain.game import Side
from domain.players import User
from engine.board import Board, Mark
from engine.review import review_moves
from engine.solver import solution
from tests.bot.conftest import ServiceFactory

LOST_AT_MOVE_2 = [1, 2, 5, 3, 9]
"""X in the corner, O answers on an edge (a draw thrown away), X wins."""


def position_of(moves: list[int]) -> CriticalPosition:
    return critical_position(moves, review_moves(moves))


def decoded(position: CriticalPosition) -> Image.Image:
    image = Image.open(io.BytesIO(review_picture(position)))
    image.load()
    return image


def outline_pixel(image: Image.Image, cell: int) -> tuple[int, int, int]:
    """A pixel on the cell's left edge, halfway down: inside any outline, outside the fill."""
    left, _, _, _ = cell_box(cell)
    return image.getpixel((left + 2, cell_centre(cell)[1]))  # type: ignore[return-value]


def fill_pixel(image: Image.Image, cell: int) -> tuple[int, int, int]:
    """A pixel of the cell's fill, below its sign or mark and clear of its number."""
    _, _, _, bottom = cell_box(cell)
    return image.getpixel((cell_centre(cell)[0], bottom - INSET - 4))  # type: ignore[return-value]


def test_the_position_is_the_one_before_the_move_that_lost_the_game() -> None:
    position = position_of(LOST_AT_MOVE_2)
    assert position.cells == "X........"
    assert position.to_move is Mark.O
    assert (position.ply, position.played) == (2, 2)
    assert position.best == (5,)
    assert dict(position.values) == dict(solution(Board("X........")).move_values)
    assert all(value == -1 for cell, value in position.values.items() if cell != 5)


def test_the_costliest_move_wins_over_an_earlier_smaller_one() -> None:
    lines = review_moves([5, 2, 1, 9, 3, 7])  # O throws the draw, then X throws the win
    assert [line.before - line.after for line in lines][:2] == [1, 1]
    assert most_costly(lines) is lines[0]  # equal costs: the earliest
    assert most_costly(()) is None


def test_a_game_resigned_without_a_mistake_shows_the_choices_left() -> None:
    position = position_of([5, 1])  # then resigned: the position after, X to move
    assert (position.cells, position.to_move, position.played) == ("O...X....", Mark.X, None)
    assert position.best == tuple(c for c, v in sorted(position.values.items()) if v == 0)


def test_a_clean_game_shows_its_final_position_with_nothing_to_choose() -> None:
    moves = [5, 1, 9, 3, 2, 8, 7, 4, 6]
    assert review_moves(moves) == ()
    position = position_of(moves)
    assert position.cells == "OXOOXXXOX"
    assert (position.played, position.ply, position.best, dict(position.values)) == (
        None, None, (), {},
    )  # fmt: skip


def test_the_picture_is_a_png_of_the_announced_size() -> None:
    data = review_picture(position_of(LOST_AT_MOVE_2))
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(data))
    assert (image.format, image.size, image.mode) == ("PNG", (SIZE, SIZE), "RGB")


def test_every_empty_cell_has_the_colour_of_its_value_for_the_side_to_move() -> None:
    position = position_of(LOST_AT_MOVE_2)
    image = decoded(position)
    for cell, value in position.values.items():
        if cell != position.played:
            assert fill_pixel(image, cell) == VALUE_COLOURS[value], cell
    assert fill_pixel(image, 1) == OCCUPIED  # X's cell


def test_the_best_cells_are_outlined_in_gold_and_the_played_cell_in_pink() -> None:
    position = position_of([2, 1, 7, 3])  # O's 3 lost the draw that 5 or 8 kept
    assert (position.played, position.best) == (3, (5, 8))
    image = decoded(position)
    assert outline_pixel(image, 3) == PLAYED
    assert outline_pixel(image, 5) == BEST
    assert outline_pixel(image, 8) == BEST
    for cell in (1, 2, 4, 6, 7, 9):
        assert outline_pixel(image, cell) == BACKGROUND, cell


def test_the_played_cell_shows_a_faint_copy_of_the_mark_played() -> None:
    position = position_of([2, 1, 7, 3])
    image = decoded(position)
    x, y = cell_centre(3)
    ring = image.getpixel((x - MARK_REACH + 5, y))  # on the ring's left side
    assert isinstance(ring, tuple)  # an RGB picture: a pixel is a tuple of channels
    loss, mark = VALUE_COLOURS[-1], MARK
    assert ring not in (loss, mark)  # blended: neither the bare fill nor a mark on the board
    assert all(min(a, b) < c < max(a, b) for a, b, c in zip(loss, mark, ring, strict=True))


def test_a_finished_board_has_no_outlines_and_no_value_colours() -> None:
    image = decoded(position_after([1, 4, 2, 5, 3]))  # X has won on the top row
    colours = {fill_pixel(image, cell) for cell in range(1, 10)}
    assert not colours & set(VALUE_COLOURS.values())
    assert {outline_pixel(image, cell) for cell in range(1, 10)} == {BACKGROUND}


def test_cell_numbers_do_not_need_an_installed_font(monkeypatch: pytest.MonkeyPatch) -> None:
    from PIL import ImageFont

    def no_freetype(size: float | None = None) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
        if size is not None:
            raise ImportError("The _imagingft C module is not installed")
        return original()

    original = ImageFont.load_default
    picture.number_font.cache_clear()
    monkeypatch.setattr(ImageFont, "load_default", no_freetype)
    try:
        assert decoded(position_of(LOST_AT_MOVE_2)).size == (SIZE, SIZE)
    finally:
        picture.number_font.cache_clear()


# -- the console: text as ever, the picture saved only when asked for --------------------------


async def lost_console_game(open_service: ServiceFactory) -> Console:
    """A console whose player (X) beat minimax after O's losing edge reply, then O resigned."""
    service = await open_service()
    repo = service.repository
    game = await repo.create_game(
        server_id="console",
        channel_id="console",
        x=Side.human("u", "you"),
        o=Side.bot("minimax", "builtin", 1600.0),
    )
    game = await repo.apply_moves(game, [5, 2])
    await repo.resign(game, Mark.O)
    return Console(service, User("u", "you"))


def working_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty working directory of its own (the test's database lives in ``tmp_path``),
    and a cache directory of its own; the directory the pictures go to is returned."""
    here = tmp_path / "cwd"
    here.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert picture_directory() == tmp_path / "cache" / "tttbot" / "reviews"
    return picture_directory()


async def test_the_console_saves_the_picture_only_when_asked(
    open_service: ServiceFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pictures = working_directory(tmp_path, monkeypatch)
    console = await lost_console_game(open_service)
    plain = await console.handle("/ttt review")
    assert not pictures.exists() and "Picture" not in plain

    reply = (await console.handle("/ttt review 1 png")).splitlines()
    saved = pictures / "review-1.png"
    assert list(Path.cwd().iterdir()) == []  # the cache, not where the console was started
    assert reply[:2] == plain.splitlines()
    assert reply[2] == f"Picture saved to {saved}"
    assert reply[3].startswith("Picture: the position before move 2, O to play. Green:")
    image = Image.open(saved)
    assert (image.format, image.size) == ("PNG", (SIZE, SIZE))
    assert outline_pixel(image.convert("RGB"), 2) == PLAYED
    assert (await console.handle("/ttt review PNG")).endswith(reply[3])  # last game, any case


async def test_the_console_says_when_the_picture_cannot_be_saved(
    open_service: ServiceFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = working_directory(tmp_path, monkeypatch)
    console = await lost_console_game(open_service)
    (here / "review-1.png").mkdir(parents=True)  # in the way: not a file that can be written
    reply = await console.handle("/ttt review png")
    assert f"Could not save the picture to {here / 'review-1.png'}: " in reply
    assert "move 2, O on cell 2" in reply  # the review itself still answers
    refused = await console.handle("/ttt review 1 png png")
    assert "Unexpected “1 png png”. Usage: /ttt review [game] [png]" in refused
    assert [p.name for p in here.iterdir()] == ["review-1.png"]
