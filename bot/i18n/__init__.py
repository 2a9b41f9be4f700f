"""Languages: Fluent catalogs (``locales/<code>.ftl``) and what the fronts need around them.

* :class:`Catalog` / :func:`default_catalog` — render a message in a locale, English fallback;
  :meth:`Catalog.error_text` renders a refusal from its error class (``error-<key>``);
* :func:`negotiate` — which catalog serves a Discord or POSIX locale;
* :func:`format_number`, :func:`format_percent`, :func:`format_duration`,
  :func:`language_name` — Babel formatting per locale;
* :func:`parse_localized_cell` — cell names as typed in each language;
* :class:`FluentTranslator` — discord.py's translator for command names and choices (imported
  on first use: it needs discord.py, which the console does not load).
"""

from typing import TYPE_CHECKING, Any

# First: Babel finds the local time zone when Fluent's runtime imports it (see bot.i18n.zone).
import bot.i18n.zone  # noqa: F401

# isort: split
from bot.i18n.catalog import Catalog, Texts, default_catalog, error_key, outage_key
from bot.i18n.cells import cell_names, parse_localized_cell
from bot.i18n.formatting import format_duration, format_number, format_percent, language_name
from bot.i18n.locales import DEFAULT_LOCALE, DISCORD_LOCALES, available_locales, negotiate

if TYPE_CHECKING:
    from bot.i18n.translator import FluentTranslator, command_message_id, is_valid_command_name

_FROM_TRANSLATOR = ("FluentTranslator", "command_message_id", "is_valid_command_name")

__all__ = [
    "DEFAULT_LOCALE",
    "DISCORD_LOCALES",
    "Catalog",
    "FluentTranslator",
    "Texts",
    "available_locales",
    "cell_names",
    "command_message_id",
    "default_catalog",
    "error_key",
    "format_duration",
    "format_number",
    "format_percent",
    "is_valid_command_name",
    "language_name",
    "negotiate",
    "outage_key",
    "parse_localized_cell",
]


def __getattr__(name: str) -> Any:
    """The translator's names, imported when first asked for (with discord.py)."""
    if name in _FROM_TRANSLATOR:
        from bot.i18n import translator

        return getattr(translator, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
