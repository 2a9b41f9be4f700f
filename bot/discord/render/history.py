"""History as members see it: a member's recent games (number, date, opponent,
result) and a menu that shows the review of the one chosen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord.components import HistorySelect
from bot.discord.render import layout
from bot.discord.render.common import COLOR_INFO, DESCRIPTION_MAX, aware, clip
from bot.i18n import Texts

if TYPE_CHECKING:
    from domain.game import Game
    from domain.players import User

OPTION_TEXT_MAX = 100
"""Discord's limit on a select option's label and description."""


def opponent_name(game: Game, user_id: str) -> str:
    """The other side of ``game`` for ``user_id``: a member's name or the agent's."""
    mine = game.mark_of(user_id)
    return game.o.name if mine is None else game.side(mine.other).name


def history_embed(subject: User, games: Sequence[Game], t: Texts) -> discord.Embed:
    """One line per game, newest first: number, date, opponent, result."""
    embed = discord.Embed(title=t("history-title", name=subject.name), colour=COLOR_INFO)
    if not games:
        embed.description = t("history-empty", name=subject.name)
        return embed
    lines = [
        t(
            "history-line",
            game_id=game.id,
            date=discord.utils.format_dt(aware(game.finished_at or game.updated_at), "d"),
            opponent=opponent_name(game, subject.id),
            result=t("history-result", result=game.result_for(subject.id)),
        )
        for game in games
    ]
    embed.description = clip("\n".join(lines), DESCRIPTION_MAX)
    embed.set_footer(text=t("history-footer"))
    return embed


def history_view(subject: User, games: Sequence[Game], t: Texts) -> ui.View | None:
    """The menu of the listed games (None when there are none): choosing one reviews it."""
    if not games:
        return None
    options = [
        discord.SelectOption(
            label=clip(
                t("history-option", game_id=game.id, opponent=opponent_name(game, subject.id)),
                OPTION_TEXT_MAX,
            ),
            value=str(game.id),
            description=clip(
                t("history-result", result=game.result_for(subject.id))
                + " · "
                + aware(game.finished_at or game.updated_at).date().isoformat(),
                OPTION_TEXT_MAX,
            ),
        )
        for game in games
    ]
    view = ui.View(timeout=None)
    view.add_item(HistorySelect(options=options, placeholder=t("history-pick")))
    return view


def history_message(subject: User, games: Sequence[Game], t: Texts) -> dict[str, Any]:
    """Keyword arguments for the reply: the list and its menu, as a V2 layout."""
    menu = history_view(subject, games, t)
    rows = menu.to_components() if menu is not None else []
    return {"view": layout.embed_layout(history_embed(subject, games, t), *rows)}
