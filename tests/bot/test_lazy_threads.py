"""The bot's lazily built things, asked for from many threads at once in a fresh process: the
catalogs (each locale's bundle, its messages parsed one at a time, Babel's plural rules and
number formats, the command names of a sync, cell names) and the review's picture (Pillow,
its font). Each answers every thread what one caller alone would get, and none raises."""

from __future__ import annotations

import hashlib

from bot.discord.render.picture import review_picture
from bot.games.critical import critical_position
from bot.i18n import default_catalog, format_number, parse_localized_cell
from bot.i18n.ftl import command_texts
from engine.review import review_moves
from tests.concurrency import at_once, raised

LOCALES = ("fr", "de", "ja", "ar", "pt-BR")
MOVES = [1, 2, 5, 3, 9]
"""A game whose review has a picture: X in a corner, O on an edge, X wins."""


def catalog_calls(code: str) -> list[str]:
    return [
        f"default_catalog().text({code!r}, 'stats-summary', rating=1500, games=3, "
        "wins=1, draws=1, losses=1)",
        f"default_catalog().text({code!r}, 'board-title', game_id=12)",
        f"format_number(1234567.5, {code!r})",
        f"parse_localized_cell('2', {code!r})",
        f"len(command_texts({code!r}))",
    ]


def test_the_catalogs_load_once_whoever_asks_first() -> None:
    setup = (
        "from bot.i18n import default_catalog, format_number, parse_localized_cell\n"
        "from bot.i18n.ftl import command_texts\n"
    )
    calls = [call for code in LOCALES for call in catalog_calls(code)] * 2
    found = at_once(setup, calls)
    assert raised(found) == []
    alone = [
        repr(value)
        for code in LOCALES
        for value in (
            default_catalog().text(
                code, "stats-summary", rating=1500, games=3, wins=1, draws=1, losses=1
            ),
            default_catalog().text(code, "board-title", game_id=12),
            format_number(1234567.5, code),
            parse_localized_cell("2", code),
            len(command_texts(code)),
        )
    ]
    assert found == alone * 2


def test_the_reviews_picture_is_drawn_in_many_threads_at_once_as_it_is_alone() -> None:
    setup = (
        "import hashlib\n"
        "from bot.discord.render.picture import review_picture\n"
        "from bot.games.critical import critical_position\n"
        "from engine.review import review_moves\n"
        f"MOVES = {MOVES!r}\n"
    )
    picture = "hashlib.sha256(review_picture(critical_position(MOVES, review_moves(MOVES))))"
    found = at_once(setup, [f"{picture}.hexdigest()"] * 8)
    alone = hashlib.sha256(review_picture(critical_position(MOVES, review_moves(MOVES))))
    assert found == [repr(alone.hexdigest())] * 8
