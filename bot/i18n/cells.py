"""Cell names as people type them in each language: ``en haut à gauche`` → 1, ``mitte`` → 5.

:func:`engine.cells.parse_cell` stays the canonical parser (digits, ``b2``, English words);
this module reads the words of one locale, from its catalog's ``cell-N`` (the name the
autocomplete shows) and ``cell-aliases-N`` (comma-separated) messages. Matching ignores case,
accents and other combining marks, punctuation such as hyphens and apostrophes, and spaces.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from bot.i18n.catalog import Catalog, default_catalog

CELLS = range(1, 10)


def normalise_cell_text(text: str) -> str:
    """The form names are compared in: NFKC, case-folded, combining marks, punctuation and
    spaces removed (``En-haut à GAUCHE`` → ``enhautagauche``)."""
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold())
    kept = [
        char
        for char in folded
        if not unicodedata.category(char).startswith(("M", "P", "Z", "C")) and not char.isspace()
    ]
    return unicodedata.normalize("NFC", "".join(kept))


def cell_names(locale: object, catalog: Catalog | None = None) -> dict[int, tuple[str, ...]]:
    """Every name of each cell in ``locale``'s catalog, as written there (display name first)."""
    catalog = catalog or default_catalog()
    names: dict[int, tuple[str, ...]] = {}
    for cell in CELLS:
        display = catalog.own_text(locale, f"cell-{cell}") or ""
        aliases = (catalog.own_text(locale, f"cell-aliases-{cell}") or "").split(",")
        names[cell] = tuple(n.strip() for n in (display, *aliases) if n.strip())
    return names


def parse_localized_cell(text: str, locale: object, catalog: Catalog | None = None) -> int | None:
    """The cell (1–9) that ``text`` names in ``locale``'s words, or None when it names none.

    Digits and coordinates are :func:`engine.cells.parse_cell`'s business: try that first and
    this one when it refuses, so a refusal can still list the accepted forms.
    """
    catalog = catalog or default_catalog()
    return _lookup(catalog.resolve(locale), catalog).get(normalise_cell_text(text))


@lru_cache(maxsize=64)
def _lookup(code: str, catalog: Catalog) -> dict[str, int]:
    table: dict[str, int] = {}
    for cell, names in cell_names(code, catalog).items():
        for name in names:
            key = normalise_cell_text(name)
            if key:
                table.setdefault(key, cell)
    return table
