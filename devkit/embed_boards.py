"""The bot with its boards sent as an embed and a grid of buttons, as they were before boards
were Components V2 layouts: the baseline that ``benchmarks/bench_bot.py --embed-boards`` measures
the V2 boards against, run from the same tree (the renderers still build that embed and grid).

    python -m devkit.embed_boards run        # what python -m bot run does, embed boards

Only the board changes (games, clicks, the sweep's edits); invitations, stats and the rest
are what the tree sends.
"""

from __future__ import annotations

import runpy
import sys
from typing import TYPE_CHECKING, Any

from bot.discord import render
from bot.discord.render import board

if TYPE_CHECKING:
    from bot.i18n import Texts
    from domain.game import Game


def board_message(
    game: Game,
    t: Texts,
    *,
    live: bool = True,
    ratings: str | None = None,
    looks: render.Looks | None = None,
    site: str | None = None,
) -> dict[str, Any]:
    """The board as an embed (both sides, the status, the note) and the 3×3 grid, with the
    rematch row (and the replay link, with ``site``) once over: the keyword arguments of a send
    or edit. It takes what ``render.board_message`` takes, since the extensions call either."""
    note = None if live or not game.is_active else t("board-moved-on")
    note = ratings if ratings and not game.is_active else note
    view = board.board_view(game, live=live, looks=looks)
    if not game.is_active and isinstance(view, board.BoardGrid):
        row = [board.rematch_button(game, t)] if live else []
        if site:
            row.append(board.replay_button(game.id, site, t))
        if row:
            view.add_row(*row)
    return {"embed": board.board_embed(game, t, note=note, looks=looks), "view": view}


def use_embed_boards() -> None:
    """From now on the bot's extensions render boards with :func:`board_message` (they call
    ``render.board_message`` through the package)."""
    setattr(render, "board_message", board_message)  # noqa: B010 - replacing it is the point


def main() -> None:
    use_embed_boards()
    sys.argv[0] = "bot"
    runpy.run_module("bot", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
