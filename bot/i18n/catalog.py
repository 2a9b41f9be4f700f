"""The Fluent catalogs of every locale, each loaded on first use, and the one way to render a
message.

``Catalog.text(locale, msg_id, **args)`` renders message ``msg_id`` in the catalog that serves
``locale`` (see :func:`bot.i18n.locales.negotiate`); a message missing there, or one that
fails to render with the given variables, is rendered in English instead (and logged).

A locale's catalog is parsed the first time something in that locale is rendered (a
console in one language never parses the other thirty). Syncing the slash commands asks every
locale for its command names only: those come from the ``cmd-``/``choice-`` entries alone
(:func:`bot.i18n.ftl.command_texts`), so a Discord start does not parse every catalog in full
either. How a catalog file is read lazily: :mod:`bot.i18n.ftl`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from fluent.runtime import FluentBundle

from bot.i18n.formatting import format_duration
from bot.i18n.ftl import COMMAND_PREFIXES, command_texts, load_bundle
from bot.i18n.locales import DEFAULT_LOCALE, available_locales, negotiate
from storage.errors import WriteUnconfirmedError, database_full

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


def outage_key(error: BaseException) -> str:
    """The message a database outage is told with (see :func:`storage.errors.database_outage`):
    a write that may have been kept says so, a disk with no room left says that; every other
    outage changed nothing."""
    if isinstance(error, WriteUnconfirmedError):
        return "error-database-unconfirmed"
    if database_full(error):
        return "error-database-full"
    return "error-database-unavailable"


class _Bundles(dict[str, _Bundle]):
    """The bundle of each catalog code, parsed the first time it is asked for."""

    def __init__(self, codes: tuple[str, ...]) -> None:
        super().__init__()
        self._codes = frozenset(codes)

    def __missing__(self, code: str) -> _Bundle:
        if code not in self._codes:
            raise KeyError(code)
        # setdefault: two threads loading the same code at once keep one bundle.
        return self.setdefault(code, _Bundle(code, load_bundle(code)))


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
            commands = command_texts(code)
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
        return None if errors or not isinstance(text, str) else text

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
                # The duration in the language of the sentence: English where it falls back.
                code = self.resolve(locale) if self.has(locale, msg_id) else DEFAULT_LOCALE
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
    if errors or not isinstance(text, str):
        # A translation that does not fit its variables must not hide the information: the
        # caller gets the English text instead, and the log names the message to fix.
        log.warning("message %s/%s does not render: %s", chosen.code, msg_id, errors)
        return text if chosen.code == DEFAULT_LOCALE and isinstance(text, str) else None
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


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The process-wide catalog of every shipped locale (each loaded on first use)."""
    return Catalog()
