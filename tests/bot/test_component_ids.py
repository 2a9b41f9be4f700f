"""The buttons' ``custom_id``: any text either names exactly one of our buttons, in its one
spelling, or is refused (``None``) without an exception. Property-based (Hypothesis)."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from bot.discord.components import (
    ID_DIGITS,
    CellId,
    DuelId,
    HistoryId,
    RematchId,
    parse_custom_id,
)

DISCORD_CUSTOM_ID_MAX = 100
MAX_ID = 10**ID_DIGITS - 1

# Text close to a real id: our prefixes, then digits of every script, separators and noise.
near_misses = st.builds(
    "".join,
    st.lists(
        st.one_of(
            st.sampled_from(
                ["ttt:", "ttt:c:", "ttt:d:", ":", "accept", "decline", "TTT:C:", "ttt:r:"]
            ),
            st.sampled_from(["ttt:h:", "review", "ttt:h:review"]),  # the history menu's ids
            st.text(alphabet="0123456789", min_size=1, max_size=30),
            st.sampled_from(["\u0661", "\u2075", "\uff15", "\u00bd", "-", "+", " ", "\n", "0"]),
            st.text(max_size=5),
        ),
        max_size=8,
    ),
)


@given(st.one_of(st.text(), near_misses))
@example("ttt:c:" + "9" * 26 + ":0:5")
@example("ttt:c:\u0661:0:5")
@example("ttt:c:007:0:5")
@example("ttt:c:1:0:5\n")
@example("ttt:r:007")
@example("ttt:r:\u0661")
@example("ttt:h:review:1")
def test_any_text_is_one_button_in_its_one_spelling_or_none(text: str) -> None:
    parsed = parse_custom_id(text)
    if parsed is None:
        return
    assert str(parsed) == text
    if isinstance(parsed, CellId):
        assert 0 <= parsed.game <= MAX_ID and 0 <= parsed.ply <= 9 and 1 <= parsed.cell <= 9
    elif isinstance(parsed, DuelId):
        assert 0 <= parsed.challenge <= MAX_ID and parsed.action in ("accept", "decline")
    elif isinstance(parsed, RematchId):
        assert 0 <= parsed.game <= MAX_ID
    else:
        assert isinstance(parsed, HistoryId) and text == "ttt:h:review"


@given(st.integers(0, MAX_ID))
def test_every_rematch_button_reads_back_and_fits_discords_limit(game: int) -> None:
    button = RematchId(game)
    assert parse_custom_id(str(button)) == button
    assert len(str(button)) <= DISCORD_CUSTOM_ID_MAX


@given(
    st.integers(0, MAX_ID),
    st.integers(0, 9),
    st.integers(1, 9),
)
def test_every_cell_button_reads_back_and_fits_discords_limit(
    game: int, ply: int, cell: int
) -> None:
    button = CellId(game, ply, cell)
    assert parse_custom_id(str(button)) == button
    assert len(str(button)) <= DISCORD_CUSTOM_ID_MAX


@given(st.integers(0, MAX_ID), st.sampled_from(["accept", "decline"]))
def test_every_duel_button_reads_back_and_fits_discords_limit(challenge: int, action: str) -> None:
    button = DuelId(challenge, action)
    assert parse_custom_id(str(button)) == button
    assert len(str(button)) <= DISCORD_CUSTOM_ID_MAX


@given(st.integers(MAX_ID + 1, 10**40), st.integers(0, 9), st.integers(1, 9))
def test_numbers_past_18_digits_are_refused(game: int, ply: int, cell: int) -> None:
    assert parse_custom_id(f"ttt:c:{game}:{ply}:{cell}") is None
    assert parse_custom_id(f"ttt:d:{game}:accept") is None
