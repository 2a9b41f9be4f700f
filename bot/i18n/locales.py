"""Which catalogs exist, and which one serves a Discord locale, a POSIX locale or a setting.

Catalogs are named by Discord's locale codes (``fr``, ``pt-BR``, ``zh-CN``); ``ar`` has no
Discord locale and serves the console and the server-language setting. A Discord locale without
a catalog of its own (``en-GB``, ``es-419``) is served by its language's catalog.
"""

from __future__ import annotations

from importlib import resources
from typing import Final

DEFAULT_LOCALE: Final = "en"

DISCORD_LOCALES: Final = (
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko",
)  # fmt: skip
"""Every locale Discord sends (https://discord.com/developers/docs/reference#locales)."""

# Regional and script variants that a catalog of another name serves (checked after an exact
# match, before falling back to the bare language).
_ALIASES: Final = {
    "en-us": "en",
    "en-gb": "en",
    "es-es": "es",
    "es-419": "es",
    "pt": "pt-BR",
    "pt-pt": "pt-BR",
    "zh": "zh-CN",
    "zh-hans": "zh-CN",
    "zh-sg": "zh-CN",
    "zh-hant": "zh-TW",
    "zh-hk": "zh-TW",
    "zh-mo": "zh-TW",
    "sv": "sv-SE",
    "nb": "no",
    "nn": "no",
    "iw": "he",
    "in": "id",
}

# Babel's identifier for each catalog whose code Babel does not read as is.
_BABEL_IDS: Final = {"zh-CN": "zh_Hans_CN", "zh-TW": "zh_Hant_TW", "no": "nb"}


def available_locales() -> tuple[str, ...]:
    """The codes of the catalogs shipped in ``bot/i18n/locales`` (``en`` first)."""
    folder = resources.files("bot.i18n") / "locales"
    codes = sorted(entry.name[:-4] for entry in folder.iterdir() if entry.name.endswith(".ftl"))
    return (DEFAULT_LOCALE, *(code for code in codes if code != DEFAULT_LOCALE))


def negotiate(requested: str | None, available: tuple[str, ...] | None = None) -> str:
    """The catalog that serves ``requested``: a Discord code (``pt-BR``, ``en-US``), a
    ``discord.Locale``'s value, a POSIX locale (``fr_FR.UTF-8``) or a setting (``de``).

    An exact match wins, then a known variant (``es-419`` → ``es``), then the bare language
    (``de-AT`` → ``de``); anything else, ``C``/``POSIX`` and ``None`` get English.
    """
    codes = available or available_locales()
    by_folded = {code.casefold(): code for code in codes}
    wanted = _normalise(requested)
    for candidate in (wanted, _ALIASES.get(wanted, ""), wanted.split("-", 1)[0]):
        candidate = _ALIASES.get(candidate, candidate).casefold()
        if candidate in by_folded:
            return by_folded[candidate]
    return DEFAULT_LOCALE


def _normalise(code: str | None) -> str:
    """``fr_FR.UTF-8@euro`` → ``fr-fr``; ``None``/``C``/``POSIX`` → ``""``."""
    if not code:
        return ""
    text = getattr(code, "value", code)  # a discord.Locale is a str enum, but be explicit
    text = str(text).split(".", 1)[0].split("@", 1)[0].strip().replace("_", "-").casefold()
    return "" if text in ("c", "posix") else text


def babel_locale_id(code: str) -> str:
    """Babel's identifier for a catalog code: ``pt-BR`` → ``pt_BR``, ``zh-CN`` → ``zh_Hans_CN``."""
    return _BABEL_IDS.get(code, code.replace("-", "_"))
