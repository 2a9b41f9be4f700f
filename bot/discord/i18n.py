"""Replies and command names in the user's Discord locale.

Two paths share one catalog (:mod:`bot.discord.locales`):

* :class:`TttTranslator` is discord.py's ``app_commands.Translator``: the command tree asks it
  for localized command, option and choice names when it syncs, and ``interaction.translate``
  asks it for reply templates (``TranslationContextLocation.other``, keyed by ``locale_str``'s
  ``key`` extra).
* :class:`Texts` is the synchronous view of one language that the renderers format with, so a
  board can be rendered without awaiting once per string.
"""

from __future__ import annotations

import logging
from types import ModuleType
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.discord.locales import LANGUAGES
from engine import TttError

log = logging.getLogger(__name__)


def language_of(locale: discord.Locale | str | None) -> str:
    """The catalog language for a Discord locale: ``fr`` for ``fr``, ``en`` for ``en-GB``."""
    code = locale.value if isinstance(locale, discord.Locale) else (locale or "en")
    if code in LANGUAGES:
        return code
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else "en"


class Texts:
    """The reply texts of one language, with English as the fallback for missing keys."""

    def __init__(self, language: str) -> None:
        self.language = language
        self._module: ModuleType = LANGUAGES[language]
        self._english: ModuleType = LANGUAGES["en"]

    def __call__(self, key: str, /, **params: Any) -> str:
        template = self._module.MESSAGES.get(key)
        if template is not None:
            try:
                return template.format(**params)
            except (KeyError, IndexError, ValueError):
                log.warning("translation %s/%s does not fit its parameters", self.language, key)
        return self._english.MESSAGES[key].format(**params)

    def error(self, exc: TttError, /, **context: Any) -> str:
        """A refusal in this language: the translation of its class, else its own message.

        The nearest class in the error's MRO that has a ``key`` of its own and a text under
        that key is used. The bases (``ServiceError``, ``TttError``) have no key: their
        subclasses' English messages carry more than a vague translated sentence would.
        Templates are formatted with ``context`` and the error's own ``params`` (when it has
        them, e.g. a challenge's number), the latter taking precedence.
        """
        errors: dict[str, str] = getattr(self._module, "ERRORS", {})
        params = {**context, **(getattr(exc, "params", None) or {})}
        for key in error_keys(type(exc)):
            template = errors.get(key)
            if template is not None:
                try:
                    return template.format(**params)
                except (KeyError, IndexError, ValueError):
                    log.warning("translation %s/%s does not fit its parameters", self.language, key)
                    break
        text = str(exc)
        return text[:1].upper() + text[1:]

    def cell_name(self, cell: int) -> str:
        return self(f"cell.{cell}")


def error_keys(error_class: type[BaseException]) -> list[str]:
    """The translation keys of an error class, nearest first: the ``key`` each class of its
    MRO declares itself (an inherited one is its parent's, listed at the parent)."""
    keys = (vars(cls).get("key") for cls in error_class.__mro__)
    return [key for key in keys if isinstance(key, str)]


class Catalog:
    """All languages; hands out one :class:`Texts` per locale (cached: they are immutable)."""

    def __init__(self) -> None:
        self._texts = {language: Texts(language) for language in LANGUAGES}

    def texts(self, locale: discord.Locale | str | None) -> Texts:
        return self._texts[language_of(locale)]

    def template(self, key: str, locale: discord.Locale | str | None) -> str | None:
        module = LANGUAGES[language_of(locale)]
        return module.MESSAGES.get(key)


class TttTranslator(app_commands.Translator):
    """discord.py's translator hook over the catalog."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or Catalog()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = language_of(locale)
        if language == "en":
            return None  # the English defaults are written in the decorators
        module = LANGUAGES[language]
        where = context.location
        data: Any = context.data
        if where is Where.other:
            key = string.extras.get("key")
            return module.MESSAGES.get(key) if key else None
        if where is Where.choice_name:
            return getattr(module, "CHOICES", {}).get(str(data.value))
        qualified = _qualified_name(context)
        if qualified is None:
            return None
        entry = getattr(module, "COMMANDS", {}).get(qualified)
        if entry is None:
            return None
        name, description = entry
        if where in (Where.command_name, Where.group_name, Where.parameter_name):
            return name
        return description


def _qualified_name(context: app_commands.TranslationContextTypes) -> str | None:
    where = context.location
    data: Any = context.data
    if where in (
        Where.command_name,
        Where.command_description,
        Where.group_name,
        Where.group_description,
    ):
        return str(data.qualified_name)
    if where in (Where.parameter_name, Where.parameter_description):
        return f"{data.command.qualified_name} {data.name}"
    return None
