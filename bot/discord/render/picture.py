"""The review's picture: a PNG of the critical position, every empty cell coloured by its value.

Pure: a :class:`~domain.answers.CriticalPosition` in, PNG bytes out, drawn with Pillow (no
matplotlib when serving). Nothing in it depends on a language or on a font being installed:
marks, value signs and outlines are geometry, and the faint cell numbers (digits read the
same in every locale) use Pillow's own default font. The words that explain it (the legend,
the alt text) are the embed's, in the member's language.

What it shows, for the side to move:

* an empty cell is green when playing there still wins, grey when it draws, red when it
  loses, with a ``+`` / ``=`` / ``−`` sign for readers who do not tell the colours apart;
* the cells that keep the position's value (the best moves) have a gold outline;
* the cell actually played has a pink outline and a faint copy of the mark played there.

Pillow is imported when a picture is drawn, not when the module is, so importing the
renderers at start-up costs nothing.
"""

from __future__ import annotations

import io
from functools import cache
from typing import TYPE_CHECKING, Final

from engine.board import CELLS, EMPTY

if TYPE_CHECKING:
    from PIL import Image, ImageDraw, ImageFont

    from bot.i18n import Texts
    from domain.answers import CriticalPosition

Colour = tuple[int, int, int]

CELL: Final = 120
"""Side of one cell, in pixels."""
GAP: Final = 8
"""Space between cells."""
PAD: Final = 16
"""Space around the grid."""
SIZE: Final = 2 * PAD + 3 * CELL + 2 * GAP
"""Width and height of the picture (408 px)."""
OUTLINE: Final = 6
"""Width of the best-move and played-cell outlines, drawn inside the cell's edge."""
INSET: Final = OUTLINE + 4
"""How far a cell's fill starts inside its edge, leaving room for an outline around it."""

BACKGROUND: Final[Colour] = (30, 31, 34)
OCCUPIED: Final[Colour] = (49, 51, 56)
MARK: Final[Colour] = (242, 243, 245)
SIGN: Final[Colour] = (255, 255, 255)
NUMBER: Final[Colour] = (181, 186, 193)
VALUE_COLOURS: Final[dict[int, Colour]] = {
    1: (36, 128, 70),  # win: green
    0: (92, 96, 104),  # draw: grey
    -1: (196, 49, 52),  # loss: red
}
"""Fill of an empty cell by its value for the side to move."""
BEST: Final[Colour] = (254, 231, 92)
"""Outline of the cells that keep the position's value (gold)."""
PLAYED: Final[Colour] = (235, 69, 158)
"""Outline of the cell that was played (pink)."""
MARK_REACH: Final = CELL // 2 - 34
"""Half the width of a mark: clear of the cell's number in its corner."""
GHOST: Final = 0.45
"""Opacity of the copy of the played mark: there, but clearly not on the board."""


def review_picture(position: CriticalPosition) -> bytes:
    """The PNG of ``position`` (``SIZE`` × ``SIZE`` pixels, RGB)."""
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (SIZE, SIZE), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for cell in CELLS:
        draw_cell(draw, position, cell)
    if position.played is not None:
        image = with_ghost_mark(image, position)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()


def cell_box(cell: int) -> tuple[int, int, int, int]:
    """The pixel box (left, top, right, bottom; right and bottom inclusive) of ``cell``."""
    row, col = divmod(cell - 1, 3)
    left = PAD + col * (CELL + GAP)
    top = PAD + row * (CELL + GAP)
    return left, top, left + CELL - 1, top + CELL - 1


def cell_centre(cell: int) -> tuple[int, int]:
    left, top, right, bottom = cell_box(cell)
    return (left + right) // 2, (top + bottom) // 2


def draw_cell(draw: ImageDraw.ImageDraw, position: CriticalPosition, cell: int) -> None:
    """One cell: its mark, or its value's colour and sign; its outline; its faint number."""
    box = cell_box(cell)
    mark = position.cells[cell - 1]
    value = position.values.get(cell)
    inner = shrink(box, INSET)
    if mark != EMPTY:
        draw.rounded_rectangle(inner, radius=10, fill=OCCUPIED)
        draw_mark(draw, mark, cell_centre(cell), MARK)
    elif value is not None:
        draw.rounded_rectangle(inner, radius=10, fill=VALUE_COLOURS[value])
        if cell != position.played:  # the played cell shows the mark instead
            draw_sign(draw, value, cell)
    else:  # an empty cell of a finished game: nothing to choose there
        draw.rounded_rectangle(inner, radius=10, outline=OCCUPIED, width=2)
    if cell == position.played:
        draw.rounded_rectangle(box, radius=14, outline=PLAYED, width=OUTLINE)
    elif cell in position.best:
        draw.rounded_rectangle(box, radius=14, outline=BEST, width=OUTLINE)
    draw.text((inner[0] + 6, inner[1] + 4), str(cell), fill=NUMBER, font=number_font(), anchor="la")


def shrink(box: tuple[int, int, int, int], by: int) -> tuple[int, int, int, int]:
    left, top, right, bottom = box
    return left + by, top + by, right - by, bottom - by


def draw_mark(
    draw: ImageDraw.ImageDraw, mark: str, centre: tuple[int, int], colour: Colour
) -> None:
    """An X as two strokes or an O as a ring, centred on ``centre``."""
    x, y = centre
    reach = MARK_REACH
    if mark == "X":
        draw.line((x - reach, y - reach, x + reach, y + reach), fill=colour, width=12)
        draw.line((x - reach, y + reach, x + reach, y - reach), fill=colour, width=12)
    else:
        draw.ellipse((x - reach, y - reach, x + reach, y + reach), outline=colour, width=11)


def draw_sign(draw: ImageDraw.ImageDraw, value: int, cell: int) -> None:
    """``+`` for a win, ``=`` for a draw, ``−`` for a loss, as bars (no font needed)."""
    x, y = cell_centre(cell)
    half, thick = 18, 4
    if value == 0:
        for dy in (-8, 8):
            draw.rectangle((x - half, y + dy - thick, x + half, y + dy + thick), fill=SIGN)
        return
    draw.rectangle((x - half, y - thick, x + half, y + thick), fill=SIGN)
    if value > 0:
        draw.rectangle((x - thick, y - half, x + thick, y + half), fill=SIGN)


def with_ghost_mark(image: Image.Image, position: CriticalPosition) -> Image.Image:
    """``image`` with a see-through copy of the mark that was played on the played cell
    (blended over that cell alone: the rest of the picture is left as it is)."""
    from PIL import Image, ImageDraw

    assert position.played is not None
    left, top, right, bottom = cell_box(position.played)
    under = image.crop((left, top, right + 1, bottom + 1))
    layer = under.copy()
    x, y = cell_centre(position.played)
    draw_mark(ImageDraw.Draw(layer), position.to_move.value, (x - left, y - top), MARK)
    image.paste(Image.blend(under, layer, GHOST), (left, top))
    return image


@cache
def number_font() -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    """Pillow's own font (bundled, so never missing): scalable when Pillow has FreeType,
    its small bitmap font otherwise."""
    from PIL import ImageFont

    try:
        return ImageFont.load_default(size=16)
    except (ImportError, OSError, TypeError):  # built without FreeType: the bitmap font
        return ImageFont.load_default()


def picture_caption(position: CriticalPosition, t: Texts) -> str:
    """What the picture shows and what its colours mean, in ``t``'s language (the embed's
    footer: the picture itself holds no words)."""
    mark = position.to_move.value
    if position.ply is not None:
        parts = [t("review-picture-before", ply=position.ply, mark=mark)]
    else:
        parts = [t("review-picture-final")]
    if position.values:
        parts.append(t("review-picture-legend", mark=mark))
    if position.played is not None:
        parts.append(t("review-picture-played"))
    return " ".join(parts)


def picture_alt_text(game_id: int, position: CriticalPosition, t: Texts) -> str:
    """The attachment's description, read out by screen readers instead of the picture."""
    if not position.values:
        return t("review-picture-alt-final", game_id=game_id)
    return t("review-picture-alt", game_id=game_id, mark=position.to_move.value)


def picture_filename(game_id: int) -> str:
    """``review-<id>.png``: the name the embed's image points at (``attachment://…``)."""
    return f"review-{game_id}.png"
