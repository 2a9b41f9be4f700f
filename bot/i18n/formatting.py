"""Numbers, percentages and durations written the way each locale writes them (Babel), and
the counts of Fluent messages, which need none of Babel's locale data while they are small."""

from __future__ import annotations

from datetime import timedelta
from functools import lru_cache
from typing import Any, Final, Literal

from babel import Locale, UnknownLocaleError
from babel.dates import format_timedelta
from babel.lists import format_list
from babel.numbers import format_decimal
from babel.numbers import format_percent as babel_format_percent
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone, FluentNumber
from fluent.runtime.utils import native_to_fluent

from bot.i18n.locales import DEFAULT_LOCALE, babel_locale_id

DurationLength = Literal["long", "short", "narrow"]
Unit = Literal["year", "month", "week", "day", "hour", "minute", "second"]

_UNITS: tuple[tuple[Unit, int], ...] = (("day", 86_400), ("hour", 3_600), ("minute", 60))


@lru_cache(maxsize=128)
def _babel(locale: str | None) -> Locale:
    """Babel's locale for a catalog or Discord code (``pt-BR``, ``zh-CN``, ``no``), else its
    bare language, else English: formatting never fails on an odd code."""
    code = str(getattr(locale, "value", locale) or DEFAULT_LOCALE)
    for candidate in (babel_locale_id(code), code.replace("-", "_").split("_", 1)[0]):
        try:
            return Locale.parse(candidate)
        except (ValueError, UnknownLocaleError):
            continue
    return Locale.parse(DEFAULT_LOCALE)


def format_number(value: float, locale: str | None) -> str:
    """``1234`` → ``1,234`` (en), ``1 234`` (fr), ``1.234`` (de)."""
    return format_decimal(value, locale=_babel(locale))


PLAIN_BELOW: Final = 1_000
"""Non-negative integers below this are written the same in every catalog's locale: ASCII
digits, no separator (tests/i18n/test_machinery.py checks it against Babel for all of them)."""


class CountArgument(FluentInt):
    """An integer argument of a Fluent message (``Move { $ply }``) that is written without
    Babel's locale data while it is small.

    Fluent writes a number with the locale's decimal pattern, which loads Babel's data for
    the language and CLDR's root (4.4 MiB for English) the first time, to print "1" (the
    first board would wait for it). A count below :data:`PLAIN_BELOW` with Fluent's default options
    is ``str(n)`` in all 31 catalogs; a larger or negative one, or one that a message formats
    with ``NUMBER(...)`` options, still goes through Babel as before.
    """

    def format(self, locale: Locale) -> str:
        if 0 <= self < PLAIN_BELOW and self.options == FluentNumber.default_number_format_options:
            return str(int(self))
        return super().format(locale)


def fluent_arguments(args: dict[str, Any] | None) -> dict[str, Any]:
    """``args`` as Fluent values (``fluent.runtime.utils.native_to_fluent``), with every int as
    a :class:`CountArgument`."""
    return {
        name: CountArgument(value) if type(value) is int else native_to_fluent(value)
        for name, value in (args or {}).items()
    }


def format_pattern_with_counts(
    bundle: FluentBundle, pattern: Pattern, args: dict[str, Any] | None
) -> tuple[str | FluentNone, list[Exception]]:
    """``bundle.format_pattern(pattern, args)`` of fluent.runtime 0.4, with its arguments made
    by :func:`fluent_arguments`: that method turns every int, a subclass too, into a plain
    ``FluentInt``, which would format "1" with the locale's data."""
    errors: list[Exception] = []
    env = ResolverEnvironment(
        context=bundle, current=CurrentEnvironment(args=fluent_arguments(args)), errors=errors
    )
    try:
        result = pattern(env)
    except ValueError as exc:  # as FluentBundle.format_pattern does: too many parts
        errors.append(exc)
        result = "{???}"
    return result, errors


def format_percent(ratio: float, locale: str | None, *, decimals: int = 1) -> str:
    """``0.987`` → ``98.7%`` (en), ``98,7 %`` (fr)."""
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "") + "%"
    return babel_format_percent(ratio, pattern, locale=_babel(locale))


def format_duration(seconds: float, locale: str | None, length: DurationLength = "long") -> str:
    """A duration exactly, in its largest units: ``90`` → ``1 minute and 30 seconds`` (en),
    ``1 minuta i 30 sekund`` (pl); ``0`` → ``0 seconds``.

    Babel's ``format_timedelta`` rounds to one unit (90 s would read "2 minutes"), which is
    wrong for a setting or a wait: each non-zero unit is written with it, then joined the
    locale's way. Fractions of a second are rounded up, so a wait never reads shorter.
    """
    babel_locale = _babel(locale)
    remaining = max(0, -int(-seconds // 1))  # ceil without float surprises on .0
    parts: list[str] = []
    for unit, size in _UNITS:
        amount, remaining = divmod(remaining, size)
        if amount:
            parts.append(_one_unit(timedelta(seconds=amount * size), unit, length, babel_locale))
    if remaining or not parts:
        parts.append(_one_unit(timedelta(seconds=remaining), "second", length, babel_locale))
    return format_list(parts, style="standard", locale=babel_locale)


def _one_unit(delta: timedelta, unit: Unit, length: DurationLength, locale: Locale) -> str:
    return format_timedelta(delta, granularity=unit, threshold=1, format=length, locale=locale)


def language_name(code: str, *, in_locale: str | None = None) -> str:
    """The language of catalog ``code`` by its own name (``français``, ``日本語``), or as
    ``in_locale`` calls it."""
    target = _babel(code)
    name = target.get_display_name(_babel(in_locale) if in_locale else target) or code
    return name[:1].upper() + name[1:] if in_locale is None else name
