"""The persistent buttons: board cells and duel answers.

Their state lives in the ``custom_id`` (discord.py ``DynamicItem``), not in memory, so a button
on a message posted before a restart still works: the pattern is registered once at start-up
(cells: parsed in ``TttBot.on_interaction``, see :func:`dispatch_cell`) and every click is
parsed from its ``custom_id``. Views made only of dynamic items are not kept
per message in discord.py's view store either, so memory does not grow with the number of
boards.

The classes here only parse and build ids; what a click does is decided by the cog that
registered a handler for the class (``TttBot.component_handlers``), and errors go to the one
error handler like every command's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import ui

if TYPE_CHECKING:
    from bot.discord.context import BotContext

# Discord allows 100 characters; ids and plies keep these far below.
CELL_ID = "ttt:c:{game}:{ply}:{cell}"
DUEL_ID = "ttt:d:{challenge}:{action}"


CELL_PATTERN = re.compile(r"ttt:c:(?P<game>\d+):(?P<ply>\d):(?P<cell>[1-9])")


class CellButton(ui.DynamicItem[ui.Button[Any]], template=CELL_PATTERN.pattern):
    """One cell of one board at one ply: a click plays ``cell`` if the game is still at ``ply``."""

    def __init__(
        self,
        game_id: int,
        ply: int,
        cell: int,
        *,
        label: str = "\u200b",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            ui.Button(
                label=label,
                style=style,
                disabled=disabled,
                custom_id=CELL_ID.format(game=game_id, ply=ply, cell=cell),
                row=(cell - 1) // 3,
            )
        )
        self.game_id = game_id
        self.ply = ply
        self.cell = cell

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["game"]), int(match["ply"]), int(match["cell"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self)


class DuelButton(
    ui.DynamicItem[ui.Button[Any]], template=r"ttt:d:(?P<challenge>\d+):(?P<action>accept|decline)"
):
    """Accept or decline challenge ``challenge_id``."""

    def __init__(
        self, challenge_id: int, action: str, *, label: str = "", disabled: bool = False
    ) -> None:
        style = discord.ButtonStyle.success if action == "accept" else discord.ButtonStyle.danger
        super().__init__(
            ui.Button(
                label=label or action,
                style=style,
                disabled=disabled,
                custom_id=DUEL_ID.format(challenge=challenge_id, action=action),
            )
        )
        self.challenge_id = challenge_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["challenge"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self)


async def _dispatch(interaction: discord.Interaction, item: ui.DynamicItem[Any]) -> None:
    bot: BotContext = interaction.client  # type: ignore[assignment]
    # discord.py only logs exceptions from dynamic item callbacks, which the user would see as
    # "This interaction failed"; route them to the same handler as command errors instead.
    try:
        handler = bot.component_handlers[type(item)]
        await handler(interaction, item)
    except Exception as exc:
        await bot.report_error(interaction, exc)


async def dispatch_cell(interaction: discord.Interaction) -> bool:
    """Play a click on a board cell, if ``interaction`` is one; return whether it was.

    Cell clicks are most of the bot's traffic, so they do not go through discord.py's dynamic
    item dispatch, which rebuilds the clicked message's whole view (nine buttons) before it
    calls the item: :meth:`TttBot.on_interaction <bot.discord.client.TttBot.on_interaction>`
    parses the ``custom_id`` here and calls the handler directly (same handler, same error
    routing).
    """
    data: Any = interaction.data
    if (
        interaction.type is not discord.InteractionType.component
        or interaction.message is None
        or not data
        or data.get("component_type") != discord.ComponentType.button.value
    ):
        return False
    match = CELL_PATTERN.fullmatch(data.get("custom_id", ""))
    if match is None:
        return False
    await _dispatch(
        interaction, CellButton(int(match["game"]), int(match["ply"]), int(match["cell"]))
    )
    return True


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (DuelButton,)
"""Registered with discord.py's dynamic item dispatch (cells go through :func:`dispatch_cell`)."""
