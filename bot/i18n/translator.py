"""discord.py's ``app_commands.Translator`` over the Fluent catalogs.

When the command tree syncs, discord.py asks for every command, group and option name and
description and every choice name in every Discord locale; this translator answers from the
``cmd-…`` and ``choice-…`` messages of the catalog that serves the locale. It answers None
(Discord then shows the English default written in the decorators) for English, for a message
the catalog lacks, and for a name Discord would refuse, since one bad name fails the whole sync.
"""

from __future__ import annotations

import logging
import unicodedata
from typing import Any, Final, NamedTuple

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n.catalog import Catalog, default_catalog
from bot.i18n.locales import DEFAULT_LOCALE

log = logging.getLogger(__name__)

NAME_MAX: Final = 32
DESCRIPTION_MAX: Final = 100
CHOICE_NAME_MAX: Final = 100

_NAME_LOCATIONS: Final = (Where.command_name, Where.group_name, Where.parameter_name)
_DESCRIPTION_LOCATIONS: Final = (
    Where.command_description,
    Where.group_description,
    Where.parameter_description,
)


def is_valid_command_name(name: str) -> bool:
    """Discord's rule for command and option names: ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]
    {1,32}$``, and lowercase wherever a letter has a lowercase form."""
    if not 1 <= len(name) <= NAME_MAX or name != name.lower():
        return False
    return all(_allowed_in_name(char) for char in name)


def _allowed_in_name(char: str) -> bool:
    if char in "-_":
        return True
    if unicodedata.category(char)[0] in ("L", "N"):
        return True
    # Devanagari and Thai vowel signs are marks (Mn/Mc), which the script classes allow.
    point = ord(char)
    return 0x0900 <= point <= 0x097F or 0xA8E0 <= point <= 0xA8FF or 0x0E00 <= point <= 0x0E7F


def command_message_id(qualified_name: str) -> str:
    """``ttt-admin move-timeout seconds`` → ``cmd-ttt-admin-move-timeout-seconds``."""
    return "cmd-" + "-".join(qualified_name.split())


class FluentTranslator(app_commands.Translator):
    """Serves localized command names, descriptions and choice names from the catalogs."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or default_catalog()
        # id(context) → (context, string, what answers it): see _message.
        self._messages: dict[int, tuple[object, object, _Message | None]] = {}

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return self.translate_now(string, locale, context)

    def translate_now(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale | str,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The synchronous core of :meth:`translate` (nothing here awaits)."""
        code = self.catalog.resolve(locale)
        if code == DEFAULT_LOCALE:
            return None  # the English texts are the decorators' defaults
        message = self._message(string, context)
        if message is None:
            return None
        if message.is_name:
            return self._name(code, message.msg_id)
        text = self.catalog.own_text(code, message.msg_id, message.attribute)
        if message.limit is None:
            return text
        return text if text and len(text) <= message.limit else None

    def _message(
        self, string: app_commands.locale_str, context: app_commands.TranslationContextTypes
    ) -> _Message | None:
        """The message that answers ``string`` in ``context`` in every locale, or None when no
        message does.

        discord.py asks for each of its ~31 locales in a row with the same context object: the
        message is worked out once per context, not once per locale (it was half of
        the translator's time in a command sync)."""
        known = self._messages.get(id(context))
        if known is not None and known[0] is context and known[1] is string:
            return known[2]
        message = _message_of(string, context)
        if len(self._messages) >= _REMEMBERED_CONTEXTS:
            self._messages.clear()
        # The context is kept with its answer, so its id cannot be reused by another meanwhile.
        self._messages[id(context)] = (context, string, message)
        return message

    def _name(self, code: str, msg_id: str) -> str | None:
        name = self.catalog.own_text(code, msg_id)
        if name is None:
            return None
        if not is_valid_command_name(name):
            log.warning("%s/%s is not a valid Discord name: %r", code, msg_id, name)
            return None
        return name


class _Message(NamedTuple):
    """Where a translation comes from, and what Discord takes of it."""

    msg_id: str
    attribute: str | None = None
    is_name: bool = False
    """A command, group or option name: it must pass Discord's name rule (:meth:`_name`)."""
    limit: int | None = None
    """The longest text Discord takes (None: not checked here)."""


_REMEMBERED_CONTEXTS: Final = 256
"""How many translation contexts a translator remembers the message of (a sync makes a few
hundred, each used for every locale in a row)."""


def _message_of(
    string: app_commands.locale_str, context: app_commands.TranslationContextTypes
) -> _Message | None:
    where = context.location
    data: Any = context.data
    if where is Where.choice_name:
        return _Message(f"choice-{data.value}", limit=CHOICE_NAME_MAX)
    if where is Where.other:
        msg_id = string.extras.get("id")
        return _Message(msg_id) if msg_id else None
    qualified = _qualified_name(where, data)
    if qualified is None:
        return None
    msg_id = command_message_id(qualified)
    if where in _NAME_LOCATIONS:
        return _Message(msg_id, is_name=True)
    return _Message(msg_id, "description", limit=DESCRIPTION_MAX)


def _qualified_name(where: Where, data: Any) -> str | None:
    if where in (Where.parameter_name, Where.parameter_description):
        return f"{data.command.qualified_name} {data.name}"
    if where in _NAME_LOCATIONS or where in _DESCRIPTION_LOCATIONS:
        return str(data.qualified_name)
    return None
