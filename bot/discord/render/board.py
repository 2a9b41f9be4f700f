"""Games and duels as members see them: the board (a Components V2 layout: its text, the 3×3
button grid, the rematch button, in a container coloured by the result), and the duel
invitation."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord.components import CELL_ID, DUEL_ID, REMATCH_ID
from bot.discord.render import layout
from bot.discord.render.common import (
    COLOR_ACTIVE,
    COLOR_DRAWN,
    COLOR_ENDED,
    COLOR_WON,
    MARK_STYLE,
    aware,
    mention,
)
from bot.i18n import Texts
from domain.game import GameStatus
from engine import LINES, Board, Mark

if TYPE_CHECKING:
    from domain.challenge import Challenge
    from domain.game import Game
    from domain.settings import ServerSettings

COLOR_LOST = discord.Colour.red()
"""A finished board the member lost (the colour says won, lost or drawn)."""


def status_line(game: Game, t: Texts) -> str:
    """Whose turn it is, or how the game ended."""
    if game.status is GameStatus.ACTIVE:
        mark = game.board.to_move
        return t("board-turn", mark=mark.value, name=game.side(mark).name)
    if game.is_unrated:
        return t("board-abandoned-unrated")
    if game.status is GameStatus.DRAWN or game.winner is None:
        return t("board-drawn")
    winner, loser = game.side(game.winner).name, game.side(game.winner.other).name
    key = {
        GameStatus.RESIGNED: "board-resigned",
        GameStatus.ABANDONED: "board-abandoned",
    }.get(game.status, "board-won")
    return t(key, name=winner, loser=loser, mark=game.winner.value)


def board_embed(
    game: Game, t: Texts, *, note: str | None = None, looks: Looks | None = None
) -> discord.Embed:
    """Both sides, whose turn it is (or the result), the agent and the move number."""
    colour = board_colour(game, looks or Looks())
    lines = [t("board-vs", x=game.x.name, o=game.o.name), "", f"**{status_line(game, t)}**"]
    if note:
        lines += ["", f"*{note}*"]
    embed = discord.Embed(
        title=t("board-title", game_id=game.id), description="\n".join(lines), colour=colour
    )
    for side in (game.x, game.o):
        if side.agent is not None:
            embed.add_field(
                name=t("board-agent"), value=agent_label(side.agent, side.agent_version)
            )
    if game.is_active:
        embed.set_footer(text=t("board-footer", ply=game.board.ply + 1, game_id=game.id))
    else:
        embed.set_footer(text=t("board-footer-over", moves=len(game.moves), game_id=game.id))
    return embed


def agent_label(name: str, version: str | None) -> str:
    """``dqn (v3)`` for a learned agent's weights version; built-in agents have no version
    worth showing."""
    return f"{name} ({version})" if version and version != "builtin" else name


def winning_cells(game: Game) -> frozenset[int]:
    return winning_cells_of(game.board)


def winning_cells_of(board: Board) -> frozenset[int]:
    if board.winner is None:
        return frozenset()
    return frozenset(
        cell for line in LINES if all(board[c] is board.winner for c in line) for cell in line
    )


@dataclass(frozen=True, slots=True)
class Looks:
    """How a server's boards look: the marks' emojis and the colour of boards in
    play; ``None`` for the bot's own (``X``, ``O``, blurple)."""

    x: str | None = None
    o: str | None = None
    colour: int | None = None

    @classmethod
    def of(cls, settings: ServerSettings) -> Looks:
        return cls(settings.x_emoji, settings.o_emoji, settings.embed_colour)


def board_colour(game: Game, looks: Looks) -> discord.Colour:
    """The server's colour while the game is on; once over, the result seen by the member.

    Against an agent the board is the member's: green won, red lost, grey drawn. A duel's
    board is public to both players and can't be coloured per viewer: green when someone won
    (the board names the winner), grey for a draw. A game nobody played (abandoned unrated):
    orange, like every game that ended without a result on the board.
    """
    if game.is_active:
        return discord.Colour(looks.colour) if looks.colour is not None else COLOR_ACTIVE
    if game.is_unrated:
        return COLOR_ENDED
    if game.winner is None:
        return COLOR_DRAWN
    loser = game.side(game.winner.other)
    if game.is_human_vs_agent and loser.user_id is not None:
        return COLOR_LOST
    return COLOR_WON


def _emoji_payload(emoji: str) -> dict[str, Any]:
    """A button's ``emoji`` field: ``{"name": "❌"}``, or name and id of a server emoji."""
    custom = _CUSTOM_EMOJI.fullmatch(emoji)
    if custom is None:
        return {"name": emoji}
    return {"name": custom["name"], "id": custom["id"], "animated": bool(custom["animated"])}


_CUSTOM_EMOJI = re.compile(r"<(?P<animated>a?):(?P<name>\w+):(?P<id>\d+)>")


class BoardGrid(ui.View):
    """The 3×3 grid of a board as a ``ui.View`` (:func:`board_view`: a board sent as an embed
    with its grid of buttons), holding the component payload of :func:`grid_rows`.

    The buttons are :class:`CellButton`'s, parsed back from their ``custom_id`` when clicked,
    so the view itself holds no items to dispatch to.
    """

    def __init__(
        self, game_id: int, ply: int, cells: tuple[tuple[int, int, str, bool, str | None], ...]
    ):
        super().__init__(timeout=None)
        self._components = grid_rows(game_id, ply, cells)

    def to_components(self) -> list[dict[str, Any]]:
        return self._components

    def add_row(self, *buttons: dict[str, Any]) -> None:
        """One more action row under the grid (the rematch button of a finished board)."""
        self._components.append({"type": 1, "components": list(buttons)})


def grid_rows(
    game_id: int, ply: int, cells: tuple[tuple[int, int, str, bool, str | None], ...]
) -> list[dict[str, Any]]:
    """The 3×3 grid's three action rows, as the component payload a board sends.

    Every click answers with a new grid, so it is built as plain dictionaries, not as nine
    discord.py buttons in a view (their construction and bookkeeping were a sizeable part of an
    interaction's CPU). The grid's look depends only on the cells and whether they are
    playable (:func:`_grid_cells`, cached); only the ``custom_id`` (game, ply, cell) is filled
    in per message.
    """
    return [
        {
            "type": 1,
            "components": [
                _button(CELL_ID.format(game=game_id, ply=ply, cell=cell), style, label, off, emoji)
                for cell, style, label, off, emoji in cells[row : row + 3]
            ],
        }
        for row in (0, 3, 6)
    ]


def _button(
    custom_id: str, style: int, label: str, disabled: bool, emoji: str | None
) -> dict[str, Any]:
    button: dict[str, Any] = {
        "type": 2,
        "style": style,
        "disabled": disabled,
        "custom_id": custom_id,
    }
    if emoji is not None:
        button["emoji"] = _emoji_payload(emoji)
    else:
        button["label"] = label
    return button


@lru_cache(maxsize=4096)
def _grid_cells(
    cells: str, playable: bool, x: str | None = None, o: str | None = None
) -> tuple[tuple[int, int, str, bool, str | None], ...]:
    """(cell, button style, label, disabled, emoji) of each cell of the board ``cells``.

    An empty cell shows its number (what ``/ttt move 5`` names); a taken one its mark, or the
    server's emoji for it (``x``, ``o``) instead of the letter.
    """
    board = Board(cells)
    winners = winning_cells_of(board)
    emojis = {Mark.X: x, Mark.O: o}
    grid = []
    for cell in range(1, 10):
        mark = board[cell]
        style = MARK_STYLE[mark] if mark is not None else discord.ButtonStyle.secondary
        if cell in winners:
            style = discord.ButtonStyle.success
        label = mark.value if mark is not None else str(cell)
        emoji = emojis[mark] if mark is not None else None
        grid.append((cell, style.value, label, not playable or mark is not None, emoji))
    return tuple(grid)


def board_view(game: Game, *, live: bool = True, looks: Looks | None = None) -> ui.View:
    """The 3×3 grid; buttons carry (game, ply, cell). Taken cells and ended games are disabled.

    ``live=False`` disables every cell: for a board that moved on to a newer message.
    """
    board = game.board
    chosen = looks or Looks()
    return BoardGrid(
        game.id,
        board.ply,
        _grid_cells(board.cells, live and game.is_active, chosen.x, chosen.o),
    )


def board_message(
    game: Game,
    t: Texts,
    *,
    live: bool = True,
    ratings: str | None = None,
    looks: Looks | None = None,
    site: str | None = None,
) -> dict[str, Any]:
    """Keyword arguments for send/edit: the board as a V2 layout in the server's looks (no
    content, no embed: an edit clears those of a board posted before boards were layouts);
    ``ratings`` (a finished game's rating changes) is shown under the result; ``site`` (the
    website's public address): a finished board links to the game's replay there."""
    note = None if live or not game.is_active else t("board-moved-on")
    note = ratings if ratings and not game.is_active else note
    chosen = looks or Looks()
    grid = grid_rows(
        game.id,
        game.board.ply,
        _grid_cells(game.board.cells, live and game.is_active, chosen.x, chosen.o),
    )
    finished_row = [rematch_button(game, t)] if live and not game.is_active else []
    if site and not game.is_active:
        finished_row.append(replay_button(game.id, site, t))
    if finished_row:  # the same pairing, colours swapped; the replay on the website
        grid.append(layout.row(*finished_row))
    head = [f"### {t('board-title', game_id=game.id)}", t("board-vs", x=game.x.name, o=game.o.name)]
    head += ["", f"**{status_line(game, t)}**"]
    if note:
        head += ["", f"*{note}*"]
    foot = [
        f"{t('board-agent')}: {agent_label(side.agent, side.agent_version)}"
        for side in (game.x, game.o)
        if side.agent is not None
    ]
    foot.append(f"-# {board_footer(game, t)}")
    box = layout.container(
        board_colour(game, chosen),
        layout.text(layout.clip("\n".join(head))),
        *grid,
        layout.text("\n".join(foot)),
    )
    return {"content": None, "embed": None, "view": layout.Layout([box])}


def board_footer(game: Game, t: Texts) -> str:
    """The move number of a game in play, the moves of a finished one; its number."""
    if game.is_active:
        return t("board-footer", ply=game.board.ply + 1, game_id=game.id)
    return t("board-footer-over", moves=len(game.moves), game_id=game.id)


def rematch_button(game: Game, t: Texts) -> dict[str, Any]:
    """The rematch button of a finished board (a :class:`RematchButton` payload)."""
    return {
        "type": 2,
        "style": discord.ButtonStyle.primary.value,
        "label": t("rematch-button"),
        "custom_id": REMATCH_ID.format(game=game.id),
    }


def replay_button(game_id: int, site: str, t: Texts) -> dict[str, Any]:
    """A link button to game ``game_id``'s replay on the website at ``site`` (a link button
    has a ``url`` and no ``custom_id``: Discord opens it, the bot never hears of the click)."""
    return {
        "type": 2,
        "style": discord.ButtonStyle.link.value,
        "label": t("replay-button"),
        "url": f"{site.rstrip('/')}/games/{game_id}",
    }


def challenge_message(challenge: Challenge, t: Texts, *, note: str | None = None) -> dict[str, Any]:
    """The invitation: who challenges whom, who moves first, when it expires, two buttons
    (``note``: a line under them, such as the game a rematch replays). A V2 layout: the
    mention in its text notifies the challenged member."""
    challenger, opponent = challenge.challenger, challenge.opponent
    lines = [
        f"### {t('duel-title')}",
        t(
            "duel-invite",
            opponent=mention(opponent.id),
            challenger=challenger.name,
            expires=discord.utils.format_dt(aware(challenge.expires_at), "R"),
        ),
        t(f"duel-first-{challenge.first}", challenger=challenger.name, opponent=opponent.name),
    ]
    if note:
        lines.append(f"*{note}*")
    buttons = layout.row(
        duel_button(challenge.id, "accept", t("duel-accept")),
        duel_button(challenge.id, "decline", t("duel-decline")),
    )
    box = layout.container(COLOR_ACTIVE, layout.text("\n".join(lines)), buttons)
    return {"content": None, "embed": None, "view": layout.Layout([box])}


def challenge_closed(challenge: Challenge, t: Texts, *, expired: bool = False) -> dict[str, Any]:
    """A declined invitation (text only), or one nobody answered in time (``expired``: it
    says so, its buttons stay, disabled)."""
    if expired:
        key = "duel-expired-invite"
    else:
        key = "duel-declined" if challenge.status == "declined" else "duel-expired"
    said = t(key, opponent=challenge.opponent.name, challenger=challenge.challenger.name)
    children = [layout.text(f"### {t('duel-title')}\n{said}")]
    if expired:
        children.append(
            layout.row(
                duel_button(challenge.id, "accept", t("duel-accept"), disabled=True),
                duel_button(challenge.id, "decline", t("duel-decline"), disabled=True),
            )
        )
    box = layout.container(COLOR_DRAWN, *children)
    return {"content": None, "embed": None, "view": layout.Layout([box])}


def duel_button(
    challenge_id: int, action: str, label: str, *, disabled: bool = False
) -> dict[str, Any]:
    """An accept or decline button (a :class:`~bot.discord.components.DuelButton` payload)."""
    style = discord.ButtonStyle.success if action == "accept" else discord.ButtonStyle.danger
    return {
        "type": 2,
        "style": style.value,
        "label": label,
        "disabled": disabled,
        "custom_id": DUEL_ID.format(challenge=challenge_id, action=action),
    }
