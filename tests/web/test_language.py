"""The visitor's language from ``Accept-Language`` and the replay's steps (pure)."""

from __future__ import annotations

import pytest

from bot.i18n.catalog import default_catalog
from bot.web.language import requested_languages, visitor_locale
from bot.web.replay import replay_steps


def test_languages_are_read_by_weight_then_order() -> None:
    header = "de;q=0.5, fr-CH, *;q=0.1, en;q=0.9, ja;q=0, pt-BR;q=bad"
    assert requested_languages(header) == ["fr-CH", "en", "de"]
    assert requested_languages(None) == []


@pytest.mark.parametrize(
    ("header", "locale"),
    [("pt-BR", "pt-BR"), ("es-419,es;q=0.8", "es"), ("zz-ZZ", "en"), ("en, fr", "en")],
)
def test_the_first_language_a_catalog_serves_wins(header: str, locale: str) -> None:
    assert visitor_locale(default_catalog(), header) == locale


def test_a_replay_has_each_position_and_the_value_of_each_empty_cell() -> None:
    steps = replay_steps([5, 2])
    assert [s.ply for s in steps] == [0, 1, 2]
    after = steps[2]
    assert after.to_move == "X" and after.value == 1  # O's edge reply loses
    by_cell = {c.number: c for c in after.cells}
    assert by_cell[2].mark == "O" and by_cell[2].played and by_cell[2].value is None
    assert by_cell[8].value == 0 and not by_cell[8].best
    assert by_cell[1].value == 1 and by_cell[1].best and by_cell[1].value_class == "win"
