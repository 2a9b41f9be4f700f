"""What each language's catalog lacks of English's messages, for translators.

A catalog may lack messages: the bot says them in English there (and a command a catalog
does not name keeps its English name on Discord), so a new message lands in ``en.ftl`` alone.
This lists, per locale, how many messages are translated and the ids of those that are not,
in ``en.ftl``'s order (each with its English text, to translate from). Always exits 0: a
missing translation is work to do, not an error. docs/i18n.md ("Translating") has the steps.

    python scripts/i18n_coverage.py                  # every language
    python scripts/i18n_coverage.py --locale fr de   # some
    python scripts/i18n_coverage.py --summary        # one line per language
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from functools import cache
from typing import TextIO

from fluent.syntax import ast, parse
from fluent.syntax.serializer import serialize_pattern

from bot.i18n import DEFAULT_LOCALE, available_locales
from bot.i18n.coverage import Coverage, coverage
from bot.i18n.ftl import catalog_source

EXCERPT = 70
"""How much of a message's English text is shown beside its id."""


@cache
def english_texts() -> dict[str, str]:
    """Each English message's first line as written in ``en.ftl`` (placeables unrendered;
    a command group's description, as it has no value)."""
    texts = {}
    for entry in parse(catalog_source(DEFAULT_LOCALE)).body:
        if isinstance(entry, ast.Message):
            pattern = entry.value or entry.attributes[0].value
            lines = serialize_pattern(pattern).strip().splitlines()
            texts[entry.id.name] = lines[0] if lines else ""
    return texts


def english_excerpt(msg_id: str) -> str:
    text = english_texts().get(msg_id, "")
    return text if len(text) <= EXCERPT else text[: EXCERPT - 1] + "…"


def print_report(report: list[Coverage], out: TextIO, *, summary: bool = False) -> None:
    for entry in report:
        share = 100 * entry.translated / entry.total if entry.total else 100.0
        print(
            f"{entry.locale}: {entry.translated}/{entry.total} messages ({share:.1f} %), "
            f"{len(entry.missing)} missing",
            file=out,
        )
        if not summary:
            for msg_id in entry.missing:
                print(f"  {msg_id}  {english_excerpt(msg_id)}", file=out)


def main(argv: Sequence[str] | None = None, out: TextIO = sys.stdout) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--locale", nargs="+", metavar="CODE", help="only these catalogs (e.g. fr pt-BR)"
    )
    parser.add_argument("--summary", action="store_true", help="counts only, no ids")
    args = parser.parse_args(argv)
    shipped = available_locales()
    if args.locale:
        unknown = [code for code in args.locale if code not in shipped]
        if unknown:
            parser.error(f"no catalog for {', '.join(unknown)}; shipped: {', '.join(shipped)}")
    print_report(coverage(tuple(args.locale) if args.locale else None), out, summary=args.summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
