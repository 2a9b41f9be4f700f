"""Translations of the Discord front, one module per language.

Each module has ``MESSAGES`` (reply texts by key) and may have ``ERRORS`` (refusal texts by the
error class's ``key``, e.g. ``no-active-game``), ``COMMANDS`` (command and option
names/descriptions by qualified name) and ``CHOICES`` (choice display names by value). English
(:mod:`.en`) is the reference: a key missing elsewhere falls back to it. To add a language, add
a module and list it below under its Discord locale code
(https://discord.com/developers/docs/reference#locales).
"""

from __future__ import annotations

from types import ModuleType

from bot.discord.locales import en, fr

LANGUAGES: dict[str, ModuleType] = {"en": en, "fr": fr}
