"""What people type, turned into cells."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

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


@pytest.mark.parametrize(
    ("text", "cell"),
    [("٥", 5), ("۵", 5), ("५", 5), ("５", 5), ("１", 1), ("٩", 9), ("Ｂ２", 5), ("ｃ３", 9)],
)
def test_decimal_digits_of_any_script_and_full_width_forms_name_their_cell(
    text: str, cell: int
) -> None:
    assert parse_cell(text) == cell


@pytest.mark.parametrize("text", ["⁵", "¹", "٠", "０", "١٠", "-5", "+5", "9" * 5000, "½"])
def test_superscripts_zero_and_numbers_past_nine_are_refused_with_a_typed_error(
    text: str,
) -> None:
    with pytest.raises(CellParseError, match="is not a cell"):
        parse_cell(text)


def test_a_refusal_never_quotes_more_than_a_few_words_of_the_input() -> None:
    with pytest.raises(CellParseError) as refused:
        parse_cell("x" * 6000)
    assert len(str(refused.value)) < 400


@given(st.text())
def test_any_text_names_a_cell_or_gets_the_typed_error(text: str) -> None:
    try:
        cell = parse_cell(text)
    except CellParseError as refused:
        assert str(refused)
    else:
        assert cell in range(1, 10)


@given(st.sampled_from("123456789"), st.text(alphabet=" \t", max_size=3))
def test_each_ascii_digit_names_its_cell(digit: str, padding: str) -> None:
    assert parse_cell(padding + digit + padding) == int(digit)
