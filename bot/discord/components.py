"""The persistent components: board cells, duel answers, rematch buttons and the history's
select menu.

Their state lives in the ``custom_id`` (discord.py ``DynamicItem``), not in memory, so a button
on a message posted before a restart still works: the pattern is registered once at start-up
(cells: parsed in ``TttBot.on_interaction``, see :func:`dispatch_component`) and every click is
parsed from its ``custom_id``. Views made only of dynamic items are not kept
per message in discord.py's view store either, so memory does not grow with the number of
boards.

The classes here only parse and build ids; what a click does is decided by the cog that
registered a handler for the class (``TttBot.component_handlers``), and errors go to the one
error handler like every command's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import ui

from bot.discord.errors import FrontRefusal

if TYPE_CHECKING:
    from bot.discord.context import BotContext

# Discord allows 100 characters; ids and plies keep these far below.
CELL_ID = "ttt:c:{game}:{ply}:{cell}"
DUEL_ID = "ttt:d:{challenge}:{action}"
REMATCH_ID = "ttt:r:{game}"
"""The rematch button of a finished board (the game it replays)."""
HISTORY_ID = "ttt:h:review"
"""The select menu of ``/ttt history``; the option chosen is the game's number."""

# Numbers in ASCII digits only (``\d`` would accept any script's digits), without leading
# zeros (so each button has exactly one spelling), and at most 18 digits: every such number
# fits a signed 64-bit column, so a forged id can never overflow the database driver. Ply 9 is
# a full board, whose buttons are disabled.
ID_DIGITS = 18
_NUMBER = rf"(?:0|[1-9][0-9]{{0,{ID_DIGITS - 1}}})"
CELL_PATTERN = re.compile(rf"ttt:c:(?P<game>{_NUMBER}):(?P<ply>[0-9]):(?P<cell>[1-9])")
DUEL_PATTERN = re.compile(rf"ttt:d:(?P<challenge>{_NUMBER}):(?P<action>accept|decline)")
REMATCH_PATTERN = re.compile(rf"ttt:r:(?P<game>{_NUMBER})")
HISTORY_PATTERN = re.compile(re.escape(HISTORY_ID))
GAME_NUMBER = re.compile(_NUMBER)
"""A game's number as a select option's value carries it."""


@dataclass(frozen=True, slots=True)
class CellId:
    """What a cell button's ``custom_id`` says: play ``cell`` in ``game`` at ``ply``."""

    game: int
    ply: int
    cell: int

    def __str__(self) -> str:
        return CELL_ID.format(game=self.game, ply=self.ply, cell=self.cell)


@dataclass(frozen=True, slots=True)
class DuelId:
    """What a duel button's ``custom_id`` says: ``action`` (accept, decline) ``challenge``."""

    challenge: int
    action: str

    def __str__(self) -> str:
        return DUEL_ID.format(challenge=self.challenge, action=self.action)


@dataclass(frozen=True, slots=True)
class RematchId:
    """What a rematch button's ``custom_id`` says: replay finished game ``game``."""

    game: int

    def __str__(self) -> str:
        return REMATCH_ID.format(game=self.game)


@dataclass(frozen=True, slots=True)
class HistoryId:
    """The history's select menu (what was chosen is in the interaction's ``values``)."""

    def __str__(self) -> str:
        return HISTORY_ID


ComponentId = CellId | DuelId | RematchId | HistoryId


def parse_custom_id(custom_id: str) -> ComponentId | None:
    """The component a ``custom_id`` names, or None for any text that is not exactly one of
    ours.

    Never raises: ids arrive from clients, and a forged one must get an answer, not a traceback.
    """
    if (cell := CELL_PATTERN.fullmatch(custom_id)) is not None:
        return CellId(int(cell["game"]), int(cell["ply"]), int(cell["cell"]))
    if (duel := DUEL_PATTERN.fullmatch(custom_id)) is not None:
        return DuelId(int(duel["challenge"]), duel["action"])
    if (rematch := REMATCH_PATTERN.fullmatch(custom_id)) is not None:
        return RematchId(int(rematch["game"]))
    if HISTORY_PATTERN.fullmatch(custom_id) is not None:
        return HistoryId()
    return None


@dataclass(frozen=True, slots=True)
class CellButton:
    """A click on one cell of one board at one ply: it plays ``cell`` if the game is still at
    ``ply``. Parsed from the button's ``custom_id`` by :func:`dispatch_component` (cells are not
    discord.py dynamic items: see there), so a plain value, built once per click."""

    game_id: int
    ply: int
    cell: int


class DuelButton(ui.DynamicItem[ui.Button[Any]], template=DUEL_PATTERN.pattern):
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


class RematchButton(ui.DynamicItem[ui.Button[Any]], template=REMATCH_PATTERN.pattern):
    """Replay finished game ``game_id`` with the colours swapped."""

    def __init__(self, game_id: int, *, label: str = "", disabled: bool = False) -> None:
        super().__init__(
            ui.Button(
                label=label or "rematch",
                style=discord.ButtonStyle.primary,
                disabled=disabled,
                custom_id=REMATCH_ID.format(game=game_id),
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self)


class HistorySelect(ui.DynamicItem[ui.Select[Any]], template=HISTORY_PATTERN.pattern):
    """The history's menu; choosing game ``game_id`` shows its review. ``game_id`` is
    None when the choice is not exactly one of the menu's options on the message
    (:func:`history_choice`): only a forged interaction carries such a choice."""

    def __init__(
        self,
        game_id: int | None = None,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=HISTORY_ID,
                options=options or [],
                placeholder=placeholder,
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        data: Any = interaction.data or {}
        message = interaction.message
        return cls(None if message is None else history_choice(message, data.get("values")))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _dispatch(interaction, self)


async def _dispatch(interaction: discord.Interaction, item: object) -> None:
    bot: BotContext = interaction.client  # type: ignore[assignment]
    if not bot.answering.admit(interaction):
        return  # the bot is stopping (bot.discord.answering)
    # discord.py only logs exceptions from dynamic item callbacks, which the user would see as
    # "This interaction failed"; route them to the same handler as command errors instead.
    try:
        handler = bot.component_handlers[type(item)]
        await handler(interaction, item)
    except Exception as exc:
        await bot.report_error(interaction, exc)


async def dispatch_component(interaction: discord.Interaction) -> bool:
    """Answer a click on a component; return whether it was answered here.

    Cell clicks are most of the bot's traffic, so they do not go through discord.py's dynamic
    item dispatch, which rebuilds the clicked message's whole view (nine buttons) before it
    calls the item: :meth:`TttBot.on_interaction <bot.discord.client.TttBot.on_interaction>`
    parses the ``custom_id`` here and calls the handler directly (same handler, same error
    routing). Duel answers, rematch buttons and the history's menu are left to discord.py
    (:class:`DuelButton`, :class:`RematchButton`, :class:`HistorySelect`).

    Everything else gets "this button is no longer valid": an id that is not one of ours
    (discord.py would drop it without an answer, and the user would see "This interaction
    failed"), and a component that is not on the clicked message or not of its kind, which
    only a forged interaction can carry. (A menu choice that is not one of the menu's options is
    refused the same way by the history's handler: see :class:`HistorySelect`.)
    """
    data: Any = interaction.data or {}
    if interaction.type is not discord.InteractionType.component:
        return False
    bot: BotContext = interaction.client  # type: ignore[assignment]
    if not bot.answering.admit(interaction):
        return True  # the bot is stopping (bot.discord.answering): left unanswered
    custom_id = data.get("custom_id")
    parsed = parse_custom_id(custom_id) if isinstance(custom_id, str) else None
    kind = (
        discord.ComponentType.string_select
        if isinstance(parsed, HistoryId)
        else discord.ComponentType.button
    )
    if (
        parsed is None
        or data.get("component_type") != kind.value
        or interaction.message is None
        or not is_on_message(interaction.message, custom_id)
    ):
        await refuse_invalid_button(interaction)
        return True
    if isinstance(parsed, DuelId | RematchId | HistoryId):
        return False
    await _dispatch(interaction, CellButton(parsed.game, parsed.ply, parsed.cell))
    return True


def history_choice(message: discord.Message, values: object) -> int | None:
    """The game chosen in the history's menu: exactly one value, a number in ASCII digits,
    and one of the menu's options on ``message``; None for anything else."""
    if not isinstance(values, list) or len(values) != 1 or not isinstance(values[0], str):
        return None
    chosen = values[0]
    if GAME_NUMBER.fullmatch(chosen) is None:
        return None
    offered = {
        option.value
        for component in _components_of(message)
        if getattr(component, "custom_id", None) == HISTORY_ID
        for option in getattr(component, "options", ())
    }
    return int(chosen) if chosen in offered else None


def is_on_message(message: discord.Message, custom_id: str) -> bool:
    """Whether ``message`` (as the click delivered it) has a component with ``custom_id``."""
    return any(getattr(c, "custom_id", None) == custom_id for c in _components_of(message))


def _components_of(message: discord.Message) -> list[Any]:
    """Every component of ``message``, action rows and what they hold."""
    pending: list[Any] = list(message.components)
    found = []
    while pending:
        component = pending.pop()
        found.append(component)
        pending.extend(getattr(component, "children", ()))
    return found


async def refuse_invalid_button(interaction: discord.Interaction) -> None:
    """The ephemeral "this button is no longer valid", through the one error handler."""
    bot: BotContext = interaction.client  # type: ignore[assignment]
    await bot.report_error(interaction, FrontRefusal("button-invalid"))


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (DuelButton, RematchButton, HistorySelect)
"""Registered with discord.py's dynamic item dispatch (cells go through
:func:`dispatch_component`)."""
