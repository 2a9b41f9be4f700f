"""What the game commands' options take: agent names, who moves first, the levels, and a cell
in the member's own words. Shared by ``/ttt play`` and ``move``, ``/ttt-admin agent`` and
``/ttt prefs``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.i18n import default_catalog, parse_localized_cell
from engine import TttError, parse_cell

if TYPE_CHECKING:
    from bot.discord.context import BotContext

AGENT_NAME_MAX = 32
"""Longest agent name the options accept; Discord enforces it before the bot sees the value."""
AgentName = app_commands.Range[str, 1, AGENT_NAME_MAX]

FIRST_CHOICES = [
    app_commands.Choice(name="me", value="me"),
    app_commands.Choice(name="bot (or the opponent)", value="bot"),
    app_commands.Choice(name="random", value="random"),
]

# Levels by name (engine.levels maps each onto an agent).
DIFFICULTY_CHOICES = [
    app_commands.Choice(name="easy", value="easy"),
    app_commands.Choice(name="medium", value="medium"),
    app_commands.Choice(name="hard", value="hard"),
    app_commands.Choice(name="unbeatable", value="unbeatable"),
    app_commands.Choice(name="fair (adapts to you)", value="fair"),
]


def cell_of(text: str, locale: object) -> str:
    """The cell as the service reads it: the member's own words for it (``en haut à
    gauche``) become its number; anything else goes as typed (digits, ``b2``, English words,
    and what the service refuses with the reason)."""
    try:
        parse_cell(text)
    except TttError:
        cell = parse_localized_cell(text, default_catalog().resolve(locale))
        return str(cell) if cell is not None else text
    return text


def agent_choices(bot: BotContext, current: str) -> list[app_commands.Choice[str]]:
    typed = current.strip().lower()
    return [
        app_commands.Choice(name=info.name, value=info.name)
        for info in bot.service.agents()
        if typed in info.name.lower()
    ][:25]
