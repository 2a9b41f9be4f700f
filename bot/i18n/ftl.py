"""Reading a Fluent catalog file without parsing it whole.

A bundle made by :func:`load_bundle` parses each message the first time it is used
(:class:`LazyEntries`) and reads its language's plural rule on the first count
(:class:`LazyPluralBundle`); :func:`command_texts` reads the slash-command names of a catalog
from its ``cmd-``/``choice-`` entries alone, found by one regex, for a command sync. What the
catalogs *say* and how a message is rendered live in :mod:`bot.i18n.catalog`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, MutableMapping
from functools import cache, cached_property
from importlib import resources
from typing import Any, Literal, cast

import babel.plural
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.prepare import Compiler
from fluent.runtime.resolver import Pattern
from fluent.runtime.types import FluentNone
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot.i18n.formatting import format_pattern_with_counts

COMMAND_PREFIXES: tuple[str, ...] = ("cmd-", "choice-")
PluralCategory = Literal["zero", "one", "two", "few", "many", "other"]
"""What a plural rule returns (CLDR's categories, as Fluent types them)."""
"""Messages that name slash commands, their options and choices: all a command sync reads."""

_ENTRY_START = re.compile(r"^[a-zA-Z#-]", re.MULTILINE)
"""A line that starts a new entry (message, term or comment). Other lines continue one: they
are indented, blank, or a select expression's closing brace (which Fluent lets start a line)."""


_COMMAND_ENTRY = re.compile(
    "\n((?:" + "|".join(map(re.escape, COMMAND_PREFIXES)) + ")[^\n]*(?:\n(?![a-zA-Z#-])[^\n]*)*)"
)
"""A ``cmd-``/``choice-`` entry: its first line, then every line that does not start a new
entry (see :data:`_ENTRY_START`). Matched after a newline, a literal the regex engine finds
fast: scanning a catalog for entry starts with ``^`` in multiline mode took 3-4 times longer
(the command sync reads 30 catalogs this way)."""

Entry = fluent_ast.Message | fluent_ast.Term

_ENTRY_ID = re.compile(r"(-?[a-zA-Z][a-zA-Z0-9_-]*) *=")
"""The id at the start of a message (``board-drawn =``) or term (``-brand =``) entry."""


class LazyEntries(MutableMapping[str, Entry]):
    """The messages (or the terms) of one catalog file by id, each parsed by Fluent the first
    time it is asked for: a process renders a few dozen of a catalog's ~330 messages, and
    parsing a whole catalog took 40-60 ms. An entry Fluent reads as junk is absent,
    as it is from a bundle given the whole file."""

    def __init__(self, sources: dict[str, str]) -> None:
        self._sources = sources  # id → the entry's text
        self._parsed: dict[str, Entry] = {}
        self._junk: set[str] = set()

    def __getitem__(self, entry_id: str) -> Entry:
        entry = self._parsed.get(entry_id)
        if entry is None:
            if entry_id in self._junk:
                raise KeyError(entry_id)
            entry = _parse_entry(self._sources[entry_id])
            if entry is None:
                self._junk.add(entry_id)
                raise KeyError(entry_id)
            entry = self._parsed.setdefault(entry_id, entry)
        return entry

    def __contains__(self, entry_id: object) -> bool:
        # Parses only the entry asked about (has_message on a bundle asks this).
        return isinstance(entry_id, str) and self._has(entry_id)

    def __setitem__(self, entry_id: str, entry: Entry) -> None:
        self._parsed[entry_id] = entry
        self._sources.setdefault(entry_id, "")

    def __delitem__(self, entry_id: str) -> None:
        known = entry_id in self._parsed or entry_id in self._sources
        self._parsed.pop(entry_id, None)
        self._sources.pop(entry_id, None)
        if not known:
            raise KeyError(entry_id)

    def __iter__(self) -> Iterator[str]:
        return (entry_id for entry_id in list(self._sources) if self._has(entry_id))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def _has(self, entry_id: str) -> bool:
        try:
            self[entry_id]
        except KeyError:
            return False
        return True


def split_entries(source: str) -> tuple[dict[str, str], dict[str, str]]:
    """(messages, terms) of a Fluent file: each entry's id → its text, unparsed; comments are
    left out. The first of two entries with one id wins, as in ``FluentBundle.add_resource``."""
    messages: dict[str, str] = {}
    terms: dict[str, str] = {}
    starts = [match.start() for match in _ENTRY_START.finditer(source)]
    for start, end in zip(starts, [*starts[1:], len(source)], strict=True):
        found = _ENTRY_ID.match(source, start)
        if found is None:
            continue  # a comment, or junk Fluent would skip too
        entry_id = found[1]
        if entry_id.startswith("-"):
            terms.setdefault(entry_id[1:], source[start:end])
        else:
            messages.setdefault(entry_id, source[start:end])
    return messages, terms


def _parse_entry(source: str) -> Entry | None:
    """The message or term ``source`` holds, or None when Fluent reads it as junk."""
    for entry in _PARSER.parse(source).body:
        if isinstance(entry, fluent_ast.Message | fluent_ast.Term):
            return entry
    return None


_PARSER = FluentParser(with_spans=False)


class LazyPluralBundle(FluentBundle):
    """A ``FluentBundle`` that reads its language's plural rule when a message first selects
    on a number, not when it is made, and whose catalog (:meth:`add_lazy_source`) is parsed
    one message at a time, when each is first used.

    Reading a plural rule loads Babel's data for the language and CLDR's root (4.4 MiB for
    English): a bundle made at start-up held it before anything was counted. The
    constructor is ``FluentBundle.__init__`` of fluent.runtime 0.4 without that last step;
    tests/i18n/test_catalog_loading.py checks that it sets the same attributes.
    """

    def __init__(self, locales: list[str], use_isolating: bool = True) -> None:
        self.locales = locales
        self._functions = dict(BUILTINS)
        self.use_isolating = use_isolating
        self._messages: dict[str, fluent_ast.Message | fluent_ast.Term] = {}
        self._terms: dict[str, fluent_ast.Message | fluent_ast.Term] = {}
        self._compiled: dict[str, Any] = {}
        self._compiler = Compiler()
        self._babel_locale = self._get_babel_locale()  # its data loads on first use

    def add_lazy_source(self, source: str) -> None:
        """The messages and terms of Fluent file ``source``, each parsed when first used (in
        place of ``add_resource(FluentResource(source))``, which parses them all at once)."""
        messages, terms = split_entries(source)
        # Fluent reads these two only as mappings (get, in, []): a lazy mapping stands in for
        # the dicts it declares.
        self._messages = LazyEntries(messages)  # type: ignore[assignment]
        self._terms = LazyEntries(terms)  # type: ignore[assignment]

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        # Small counts ("Move 1") without Babel's locale data: bot.i18n.formatting.
        return format_pattern_with_counts(self, pattern, args)

    @cached_property
    def _plural_form(self) -> Callable[[int | float], PluralCategory]:  # type: ignore[override]
        # A property where Fluent sets an attribute in __init__: Babel's plural rule is built
        # on first use, not at start-up. The rule returns one of Fluent's categories.
        return cast(
            Callable[[int | float], PluralCategory],
            babel.plural.to_python(self._babel_locale.plural_form),
        )


def catalog_source(code: str) -> str:
    """The text of catalog ``code`` (``bot/i18n/locales/<code>.ftl``)."""
    return (resources.files("bot.i18n") / "locales" / f"{code}.ftl").read_text("utf-8")


@cache
def load_bundle(code: str) -> FluentBundle:
    """The bundle of catalog ``code`` (bidi isolation marks off: Discord and terminals show
    them as stray characters in names)."""
    source = catalog_source(code)
    bundle = LazyPluralBundle([code], use_isolating=False)
    bundle.add_lazy_source(source)
    return bundle


@cache
def command_texts(code: str) -> dict[tuple[str, str | None], str | None]:
    """``(msg_id, attribute)`` → text of the ``cmd-``/``choice-`` messages of catalog ``code``
    whose patterns are plain text (None for a message without a value, such as a group's), read
    from those entries alone. A pattern with a placeable is left out: the full bundle renders
    it, as it does a message this catalog lacks.

    Nearly every command entry is one line per pattern (``cmd-ttt-play = jouer``, then
    ``    .description = ...``): those are read by :func:`_plain_entry`, which is much cheaper
    than Fluent's parser; any other entry goes through Fluent's parser."""
    source = catalog_source(code)
    texts: dict[tuple[str, str | None], str | None] = {}
    others: list[str] = []
    for entry in command_entries(source):
        plain = _plain_entry(entry)
        if plain is None:
            others.append(entry + "\n")
        else:
            texts.update(plain)
    for message in FluentResource("".join(others)).body if others else ():
        if not isinstance(message, fluent_ast.Message):
            continue
        msg_id = message.id.name
        patterns: dict[str | None, fluent_ast.Pattern | None] = {
            None: message.value,
            **{a.id.name: a.value for a in message.attributes},
        }
        for attribute, pattern in patterns.items():
            if pattern is None:
                texts[msg_id, attribute] = None
            else:
                parts = [p for p in pattern.elements if isinstance(p, fluent_ast.TextElement)]
                if len(parts) == len(pattern.elements):  # plain text: no placeable
                    texts[msg_id, attribute] = "".join(part.value for part in parts)
    return texts


def command_entries(source: str) -> list[str]:
    """The text of each ``cmd-``/``choice-`` entry of Fluent file ``source``, in file order
    (the same slices as cutting the file at every entry start, trailing newlines aside)."""
    # The leading newline lets an entry on the file's first line match too.
    entries: list[str] = _COMMAND_ENTRY.findall("\n" + source)
    return entries


# The text runs to the end of the line; its trailing blanks are stripped after the match (a
# lazy ``*?`` followed by `` *`` made the engine test for the end at every character).
_PLAIN_VALUE = re.compile(r"(?P<id>[a-zA-Z][a-zA-Z0-9_-]*) *= *(?P<text>[^{}\\\t\r]*)")
_PLAIN_ATTRIBUTE = re.compile(r" +\.(?P<id>[a-zA-Z][a-zA-Z0-9_-]*) *= *(?P<text>[^{}\\\t\r]*)")


def _plain_entry(entry: str) -> dict[tuple[str, str | None], str | None] | None:
    """The patterns of a Fluent message written one line each, without placeables, escapes
    or tabs (``id = text``, then ``    .attribute = text`` lines; blank lines around them);
    None for any other entry, which Fluent's parser reads instead. An empty first line means
    a message without a value (its patterns are its attributes)."""
    lines = [line for line in entry.split("\n") if line.strip()]
    first = _PLAIN_VALUE.fullmatch(lines[0]) if lines else None
    if first is None:
        return None
    msg_id = first["id"]
    value = first["text"].rstrip(" ")
    texts: dict[tuple[str, str | None], str | None] = {(msg_id, None): value or None}
    for line in lines[1:]:
        attribute = _PLAIN_ATTRIBUTE.fullmatch(line)
        text = attribute["text"].rstrip(" ") if attribute is not None else ""
        if attribute is None or not text:
            return None
        texts[msg_id, attribute["id"]] = text
    if texts[msg_id, None] is None and len(texts) == 1:
        return None  # neither value nor attribute: Fluent calls it junk
    return texts
