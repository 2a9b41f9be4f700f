"""Turning what people type into a cell number (1–9)."""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from engine.errors import CellParseError, quote_input

ACCEPTED_FORMS: Final = (
    "a number 1-9 (1 2 3 / 4 5 6 / 7 8 9 from the top-left), "
    "a coordinate like b2 (columns a-c from the left, rows 1-3 from the top), "
    "or words like 'center' or 'top left'"
)

_ROW_WORDS: Final = {"top": 0, "upper": 0, "bottom": 2, "lower": 2}
_COL_WORDS: Final = {"left": 0, "right": 2}
_MIDDLE_WORDS: Final = {"center", "centre", "middle", "mid"}
_COORDINATE: Final = re.compile(r"^(?:([abc])\s*([123])|([123])\s*([abc]))$")


def parse_cell(text: str) -> int:
    """Return the cell (1–9) that ``text`` names.

    Accepted, case-insensitive and with any surrounding or inner whitespace:

    * a digit ``1``–``9`` — keypad order read from the top-left, in any script's decimal digits
      (``٥``, ``५`` and the full-width ``５`` of East Asian keyboards are 5 too; superscripts and
      fractions are not digits);
    * a coordinate ``a1``–``c3`` (or ``1a``): letter = column from the left, digit = row from
      the top, so ``a1`` is the top-left cell and ``b2`` the center;
    * words: ``center`` / ``centre`` / ``middle``, ``top``, ``bottom``, ``left``, ``right`` and
      pairs such as ``top left``, ``bottom-right`` or ``middle left``.

    >>> parse_cell(" B2 "), parse_cell("top left"), parse_cell("9")
    (5, 1, 9)

    Raises :class:`~engine.errors.CellParseError` with a message that lists the accepted forms.
    """
    if not isinstance(text, str):
        raise CellParseError(f"expected text naming a cell; accepted: {ACCEPTED_FORMS}")
    stripped = text.strip()
    if not stripped:
        raise CellParseError(f"no cell given; use {ACCEPTED_FORMS}")
    if _looks_numeric(stripped):
        digit = unicodedata.decimal(stripped, 0) if len(stripped) == 1 else 0
        if digit in range(1, 10):
            return digit
        raise CellParseError(f"'{quote_input(stripped)}' is not a cell: cells are numbered 1 to 9")
    # Full-width letters and digits (``Ｂ２``) read as their ASCII forms.
    wide = unicodedata.normalize("NFKC", stripped)
    normalised = " ".join(wide.lower().replace("-", " ").replace("_", " ").split())
    compact = normalised.replace(" ", "")
    if match := _COORDINATE.match(compact):
        column = match.group(1) or match.group(4)
        row = match.group(2) or match.group(3)
        return (int(row) - 1) * 3 + "abc".index(column) + 1
    cell = _cell_from_words(normalised.split())
    if cell is None:
        raise CellParseError(f"'{quote_input(stripped)}' is not a cell; use {ACCEPTED_FORMS}")
    return cell


def _looks_numeric(text: str) -> bool:
    """Whether ``text`` is a signed run of digits of ANY script (``12``, ``-3``, ``⁵``, ``٥``).

    ``str.isdigit`` accepts superscripts that ``int`` rejects: only a single decimal digit
    (``unicodedata.decimal``) from 1 to 9 names a cell, everything else numeric-looking gets
    the "numbered 1 to 9" message instead of the generic one.
    """
    body = text.lstrip("+-")
    return bool(body) and all(char.isdigit() or char.isdecimal() for char in body)


def _cell_from_words(words: list[str]) -> int | None:
    if not 1 <= len(words) <= 2:
        return None
    row: int | None = None
    col: int | None = None
    middles = 0
    for word in words:
        if word in _ROW_WORDS and row is None:
            row = _ROW_WORDS[word]
        elif word in _COL_WORDS and col is None:
            col = _COL_WORDS[word]
        elif word in _MIDDLE_WORDS:
            middles += 1
        else:
            return None
    if middles > 2 or (middles == 2 and len(words) != 2):
        return None
    # "middle" fills whichever axis the other word did not name: "middle left" is 4, "top middle" 2.
    return (1 if row is None else row) * 3 + (1 if col is None else col) + 1
