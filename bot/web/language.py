"""The visitor's language: the ``Accept-Language`` header read against the shipped catalogs.

The languages are tried in the order of their weights (``q``); the first that a catalog
serves wins (``fr-CH`` → ``fr``); a header naming none of them, or no header, gets English.
"""

from __future__ import annotations

from typing import Final

from bot.i18n.catalog import Catalog
from bot.i18n.locales import DEFAULT_LOCALE

MAX_LANGUAGES: Final = 20
"""How many entries of a header are read (it comes from outside)."""


def requested_languages(header: str | None) -> list[str]:
    """The language tags of an ``Accept-Language`` header, most wanted first (``*`` and
    weights of 0 left out)."""
    weighted: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")[:MAX_LANGUAGES]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag and tag != "*" and weight > 0:
            weighted.append((-weight, index, tag.strip()))
    return [tag for _, _, tag in sorted(weighted)]


def visitor_locale(catalog: Catalog, header: str | None) -> str:
    """The catalog code that serves a visitor who sent ``header``."""
    for tag in requested_languages(header):
        code = catalog.resolve(tag)
        if code != DEFAULT_LOCALE or tag.lower().split("-")[0] == DEFAULT_LOCALE:
            return code
    return DEFAULT_LOCALE
