"""What people type, turned into cells."""

import pytest

from engine import CellParseError, parse_cell


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        ("5", 5), (" 9 ", 9), ("1", 1),
        ("a1", 1), ("b2", 5), ("B2", 5), ("c3", 9), ("c1", 3), ("a3", 7), ("2b", 5), ("b 2", 5),
        ("center", 5), ("Centre", 5), ("middle", 5),
        ("top left", 1), ("top-left", 1), ("  TOP   RIGHT ", 3), ("left top", 1),
        ("top", 2), ("bottom", 8), ("left", 4), ("right", 6),
        ("middle left", 4), ("top middle", 2), ("bottom right", 9), ("center center", 5),
    ],
)  # fmt: skip
def test_accepted_forms(text: str, cell: int) -> None:
    assert parse_cell(text) == cell


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "0",
        "10",
        "d1",
        "a4",
        "top top",
        "left right",
        "banana",
        "top left corner",
        "5.0",
        "-1",
    ],
)
def test_everything_else_is_refused_with_the_accepted_forms(text: str) -> None:
    with pytest.raises(CellParseError, match=r"1-9|1 to 9|no cell"):
        parse_cell(text)
