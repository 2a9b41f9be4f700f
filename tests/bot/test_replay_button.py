"""A finished board links to its replay on the website, only when the site has a public
address (``TTT_WEB_PUBLIC_URL``): a link button (no custom id: Discord opens it), beside the
rematch button, within Discord's 40 components."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from bot.discord.render import board_message, layout
from bot.i18n import default_catalog
from domain.game import Game, GameStatus, Side
from engine import Board, Mark

SITE = "https://ttt.example.org"
T = default_catalog().texts("en")
NOW = datetime(2026, 1, 1, tzinfo=UTC)


def game(moves: tuple[int, ...], status: GameStatus, winner: Mark | None) -> Game:
    board = Board()
    for cell in moves:
        board = board.play(cell)
    x, o = Side.human("1", "Ann"), Side.bot("minimax", None)
    return Game(7, "100", "c", x, o, board, moves, status, winner, 1, None, NOW, NOW)


WON = game((1, 4, 2, 5, 3), GameStatus.WON, Mark.X)
ACTIVE = game((1, 4), GameStatus.ACTIVE, None)


def buttons(fields: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []

    def walk(components: list[dict[str, Any]]) -> None:
        for component in components:
            if component["type"] == 2:
                found.append(component)
            walk(component.get("components") or [])

    walk(fields["view"].to_components())
    return found


def test_a_finished_board_links_to_its_replay_beside_the_rematch_button() -> None:
    fields = board_message(WON, T, site=SITE + "/")
    replay = [b for b in buttons(fields) if "url" in b]
    assert replay == [{"type": 2, "style": 5, "label": "Replay", "url": f"{SITE}/games/7"}]
    rematch_row = next(
        row
        for row in fields["view"].to_components()[0]["components"]
        if row["type"] == 1 and any("url" in b for b in row["components"])
    )
    assert [b.get("label") for b in rematch_row["components"]] == ["Rematch", "Replay"]
    assert layout.count(fields["view"].to_components()) <= layout.MAX_COMPONENTS


def test_a_retired_finished_board_still_links_to_its_replay() -> None:
    replay = [b for b in buttons(board_message(WON, T, live=False, site=SITE)) if "url" in b]
    assert [b["url"] for b in replay] == [f"{SITE}/games/7"]


def test_no_replay_link_without_a_public_address_or_while_the_game_goes_on() -> None:
    assert not [b for b in buttons(board_message(WON, T)) if "url" in b]
    assert not [b for b in buttons(board_message(ACTIVE, T, site=SITE)) if "url" in b]
