"""The Fluent catalogs of every locale, each loaded on first use, and the one way to render a
message.

``Catalog.text(locale, msg_id, **args)`` renders message ``msg_id`` in the catalog that serves
``locale`` (see :func:`bot.i18n.locales.negotiate`); a message missing there, or one that
fails to render with the given variables, is rendered in English instead (and logged).

A locale's catalog is parsed the first time something in that locale is rendered (issue 16: a
console in one language never parses the other thirty). Syncing the slash commands asks every
locale for its command names only: those come from the ``cmd-``/``choice-`` entries alone
(:func:`_command_texts`), so a Discord start does not parse every catalog in full either.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Iterator, MutableMapping
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from importlib import resources
from typing import Any, Final

import babel.plural
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.prepare import Compiler
from fluent.runtime.resolver import Pattern
from fluent.runtime.types import FluentNone
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast

from bot.i18n.formatting import format_duration, format_pattern_with_counts
from bot.i18n.locales import DEFAULT_LOCALE, available_locales, negotiate

log = logging.getLogger(__name__)

ID_ARGUMENTS = frozenset({"game_id", "challenge_id"})
"""Variables that name something rather than count it: passed to Fluent as text, so that no
locale writes game #1234 as "game #1 234"."""

DURATION_ARGUMENTS: dict[str, tuple[str, ...]] = {
    "error-invalid-challenge-expiry": ("low", "high"),
    "error-cooldown": ("wait",),
}
"""Refusal variables that errors carry as seconds and the messages show as durations."""

_GENERIC_ERROR_CLASSES = frozenset({"TttError", "ServiceError", "Exception", "BaseException"})

_RESOLVED_MAX: Final = 1024
"""How many requested locales a catalog remembers the answer for."""

COMMAND_PREFIXES: tuple[str, ...] = ("cmd-", "choice-")
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
(the command sync reads 30 catalogs this way, issue 16)."""

Entry = fluent_ast.Message | fluent_ast.Term

_ENTRY_ID = re.compile(r"(-?[a-zA-Z][a-zA-Z0-9_-]*) *=")
"""The id at the start of a message (``board-drawn =``) or term (``-brand =``) entry."""


class LazyEntries(MutableMapping[str, Entry]):
    """The messages (or the terms) of one catalog file by id, each parsed by Fluent the first
    time it is asked for: a process renders a few dozen of a catalog's ~330 messages, and
    parsing a whole catalog took 40-60 ms (issue 16). An entry Fluent reads as junk is absent,
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
    English): a bundle made at start-up held it before anything was counted (issue 16). The
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
        self._messages = LazyEntries(messages)
        self._terms = LazyEntries(terms)

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        # Small counts ("Move 1") without Babel's locale data: bot.i18n.formatting (issue 16).
        return format_pattern_with_counts(self, pattern, args)

    @cached_property
    def _plural_form(self) -> Callable[[int | float], str]:
        rule: Callable[[int | float], str] = babel.plural.to_python(self._babel_locale.plural_form)
        return rule


@dataclass(frozen=True, slots=True)
class _Bundle:
    code: str
    bundle: FluentBundle


def error_key(cls: type[BaseException]) -> str:
    """``NoActiveGameError`` → ``no-active-game``: the catalog key of an error class (the
    class's own ``key`` attribute wins when it declares one)."""
    declared = cls.__dict__.get("key")
    if isinstance(declared, str):
        return declared
    name = cls.__name__.removesuffix("Error")
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-", name).lower()


class _Bundles(dict[str, _Bundle]):
    """The bundle of each catalog code, parsed the first time it is asked for."""

    def __init__(self, codes: tuple[str, ...]) -> None:
        super().__init__()
        self._codes = frozenset(codes)

    def __missing__(self, code: str) -> _Bundle:
        if code not in self._codes:
            raise KeyError(code)
        # setdefault: two threads loading the same code at once keep one bundle.
        return self.setdefault(code, _Bundle(code, _load_bundle(code)))


class Catalog:
    """Every shipped locale's bundle, each loaded on first use; thread-safe to share (bundles
    are only read once loaded)."""

    def __init__(self, locales: Iterable[str] | None = None) -> None:
        codes = tuple(locales) if locales is not None else available_locales()
        if DEFAULT_LOCALE not in codes:
            codes = (DEFAULT_LOCALE, *codes)
        self.locales: tuple[str, ...] = codes
        self._bundles = _Bundles(codes)
        self._resolved: dict[str | None, str] = {}
        self._english = self._bundles[DEFAULT_LOCALE]

    def resolve(self, locale: object) -> str:
        """The catalog code that serves ``locale`` (a code, a ``discord.Locale`` or None)."""
        requested = _code(locale)
        code = self._resolved.get(requested)
        if code is None:
            code = negotiate(requested, self.locales)
            # Remembered (a command sync asks for every locale thousands of times), up to a
            # bound: the requested codes come from outside.
            if len(self._resolved) < _RESOLVED_MAX:
                self._resolved[requested] = code
        return code

    def has(self, locale: object, msg_id: str, *, own: bool = True) -> bool:
        """Whether the catalog of ``locale`` (``own``) or English has message ``msg_id``."""
        bundle = self._bundles[self.resolve(locale)] if own else self._english
        return bundle.bundle.has_message(msg_id)

    def text(self, locale: object, msg_id: str, /, **args: Any) -> str:
        """Message ``msg_id`` in ``locale``'s language, English when that catalog lacks it."""
        return self._render(self.resolve(locale), msg_id, None, args)

    def attribute(self, locale: object, msg_id: str, name: str, /, **args: Any) -> str:
        """Attribute ``name`` of message ``msg_id`` (e.g. a command's ``description``)."""
        return self._render(self.resolve(locale), msg_id, name, args)

    def own_text(self, locale: object, msg_id: str, attribute: str | None = None) -> str | None:
        """The message (or attribute) exactly as ``locale``'s own catalog has it, without
        arguments and without falling back: None when that catalog does not define it."""
        code = self.resolve(locale)
        if code not in self._bundles and msg_id.startswith(COMMAND_PREFIXES):
            # A command sync: the command entries alone, without parsing the whole catalog.
            commands = _command_texts(code)
            if (msg_id, attribute) in commands:
                return commands[msg_id, attribute]
        bundle = self._bundles[code].bundle
        if not bundle.has_message(msg_id):
            return None
        message = bundle.get_message(msg_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        text, errors = bundle.format_pattern(pattern, {})
        return None if errors else text

    def error_text(self, locale: object, error: BaseException, /, **context: Any) -> str | None:
        """The refusal for ``error`` in ``locale``'s language: message ``error-<key>`` of the
        nearest class in its MRO that has one, with ``context`` and the error's ``params``
        (those win). None when no class has a message (the caller shows ``str(error)``)."""
        params = {**context, **(getattr(error, "params", None) or {})}
        for cls in type(error).__mro__:
            if cls.__name__ in _GENERIC_ERROR_CLASSES:
                break
            msg_id = f"error-{error_key(cls)}"
            if self._english.bundle.has_message(msg_id):
                code = self.resolve(locale)
                for name in DURATION_ARGUMENTS.get(msg_id, ()):
                    if isinstance(params.get(name), int | float):
                        params[name] = format_duration(params[name], code)
                if not self._fits(msg_id, params):
                    # The error does not carry what its message names (a game number, a
                    # mark): its own English sentence says more than a message with holes.
                    return None
                return self.text(locale, msg_id, **params)
        return None

    def texts(self, locale: object) -> Texts:
        """The catalog seen from one locale: ``t = catalog.texts("fr"); t("board-drawn")``."""
        return Texts(self, self.resolve(locale))

    def _fits(self, msg_id: str, args: dict[str, Any]) -> bool:
        """Whether English message ``msg_id`` renders with ``args`` without a missing variable."""
        message = self._english.bundle.get_message(msg_id)
        if message.value is None:
            return False
        _, errors = self._english.bundle.format_pattern(message.value, _fluent_args(args))
        return not errors

    def _render(self, code: str, msg_id: str, attribute: str | None, args: dict[str, Any]) -> str:
        values = _fluent_args(args)
        chosen = self._bundles[code]
        text = _format(chosen, msg_id, attribute, values)
        if text is None and chosen is not self._english:
            text = _format(self._english, msg_id, attribute, values)
        if text is None:
            raise KeyError(f"no message {msg_id!r}{'.' + attribute if attribute else ''}")
        return text


class Texts:
    """One locale's view of a :class:`Catalog`, as the renderers call it: ``t(msg_id, **args)``."""

    def __init__(self, catalog: Catalog, code: str) -> None:
        self.catalog = catalog
        self.locale = code

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        return self.catalog.text(self.locale, msg_id, **args)

    def error(self, error: BaseException, /, **context: Any) -> str:
        """The refusal for ``error`` in this locale, else the error's own (English) message."""
        text = self.catalog.error_text(self.locale, error, **context)
        if text is not None:
            return text
        own = str(error)
        return own[:1].upper() + own[1:]

    def cell_name(self, cell: int) -> str:
        """What this locale calls cell ``cell`` (1-9): ``top left``, ``en haut à gauche``."""
        return self(f"cell-{cell}")

    def duration(self, seconds: float) -> str:
        """``seconds`` written out in this locale (``1 minute and 30 seconds``)."""
        return format_duration(seconds, self.locale)


def _format(
    chosen: _Bundle, msg_id: str, attribute: str | None, args: dict[str, Any]
) -> str | None:
    bundle = chosen.bundle
    if not bundle.has_message(msg_id):
        return None
    message = bundle.get_message(msg_id)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        return None
    text, errors = bundle.format_pattern(pattern, args)
    if errors:
        # A translation that does not fit its variables must not hide the information: the
        # caller gets the English text instead, and the log names the message to fix.
        log.warning("message %s/%s does not render: %s", chosen.code, msg_id, errors)
        return None if chosen.code != DEFAULT_LOCALE else text
    return text


def _fluent_args(args: dict[str, Any]) -> dict[str, Any]:
    """Fluent takes str, numbers and dates; ids go as text, anything else as its str()."""
    converted: dict[str, Any] = {}
    for name, value in args.items():
        if name in ID_ARGUMENTS or isinstance(value, bool):
            converted[name] = str(value)
        elif isinstance(value, int | float | str):
            converted[name] = value
        else:
            converted[name] = str(value)
    return converted


def _code(locale: object) -> str | None:
    if locale is None:
        return None
    return str(getattr(locale, "value", locale))


@cache
def _load_bundle(code: str) -> FluentBundle:
    """The bundle of catalog ``code`` (bidi isolation marks off: Discord and terminals show
    them as stray characters in names)."""
    source = (resources.files("bot.i18n") / "locales" / f"{code}.ftl").read_text("utf-8")
    bundle = LazyPluralBundle([code], use_isolating=False)
    bundle.add_lazy_source(source)
    return bundle


@cache
def _command_texts(code: str) -> dict[tuple[str, str | None], str | None]:
    """``(msg_id, attribute)`` → text of the ``cmd-``/``choice-`` messages of catalog ``code``
    whose patterns are plain text (None for a message without a value, such as a group's), read
    from those entries alone. A pattern with a placeable is left out: the full bundle renders
    it, as it does a message this catalog lacks.

    Nearly every command entry is one line per pattern (``cmd-ttt-play = jouer``, then
    ``    .description = ...``): those are read by :func:`_plain_entry`, which is much cheaper
    than Fluent's parser; any other entry goes through Fluent's parser."""
    source = (resources.files("bot.i18n") / "locales" / f"{code}.ftl").read_text("utf-8")
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
        patterns = {None: message.value, **{a.id.name: a.value for a in message.attributes}}
        for attribute, pattern in patterns.items():
            if pattern is None:
                texts[msg_id, attribute] = None
            elif all(isinstance(part, fluent_ast.TextElement) for part in pattern.elements):
                texts[msg_id, attribute] = "".join(part.value for part in pattern.elements)
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


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The process-wide catalog of every shipped locale (each loaded on first use)."""
    return Catalog()
