"""What each catalog lacks of English's messages: the translators' to-do list.

A catalog may lack messages: the runtime renders them in English (:mod:`bot.i18n.catalog`),
as Fluent's bundles chain, and a command a catalog does not name keeps its English name on
Discord (:mod:`bot.i18n.translator`). So a new message lands in ``en.ftl`` alone, and this
module (``scripts/i18n_coverage.py`` prints it) says what each language still needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from fluent.runtime import FluentResource
from fluent.syntax import ast as fluent_ast

from bot.i18n.ftl import catalog_source
from bot.i18n.locales import DEFAULT_LOCALE, available_locales


@dataclass(frozen=True)
class Coverage:
    """One catalog against English: the ids it lacks (in ``en.ftl``'s order), of ``total``."""

    locale: str
    missing: tuple[str, ...]
    total: int

    @property
    def translated(self) -> int:
        return self.total - len(self.missing)


def message_ids(code: str) -> list[str]:
    """The ids of catalog ``code``'s messages, in file order."""
    body = FluentResource(catalog_source(code)).body
    return [entry.id.name for entry in body if isinstance(entry, fluent_ast.Message)]


def coverage(locales: tuple[str, ...] | None = None) -> list[Coverage]:
    """The coverage of each of ``locales`` (default: every shipped catalog but English)."""
    english = message_ids(DEFAULT_LOCALE)
    codes = locales if locales is not None else available_locales()[1:]
    report = []
    for code in codes:
        own = set(message_ids(code))
        missing = tuple(msg_id for msg_id in english if msg_id not in own)
        report.append(Coverage(code, missing, len(english)))
    return report
