"""How a setting's text becomes its value: where the texts come from (the environment, ``.env``,
the deprecated names), how each kind of value is read and range-checked, and the error that
lists every bad one.

:mod:`bot.settings` declares the settings with these pieces; they are separate so that the
declaration reads as a table. Nothing here imports more than the standard library
(``tttbot`` reads its settings before anything else, and ``python-dotenv`` only when a ``.env``
file exists).
"""

from __future__ import annotations

import contextlib
import difflib
import logging
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from engine.errors import quote_input

log = logging.getLogger("bot.settings")

MASK: Final = "**********"
"""What a secret shows instead of itself in repr(), str() and logs."""

TRUE_WORDS: Final = frozenset({"1", "true", "t", "yes", "y", "on"})
FALSE_WORDS: Final = frozenset({"0", "false", "f", "no", "n", "off"})
"""The spellings of a yes/no setting (any case)."""

LOG_LEVELS: Final = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
"""The levels a log-level setting accepts (any case)."""


@dataclass(frozen=True)
class Secret:
    """A text that never shows itself: ``repr()`` and ``str()`` give ``'**********'``."""

    _value: str = field(repr=False)

    def get_secret_value(self) -> str:
        """The text itself, for the one place that needs it (the Discord login)."""
        return self._value

    def __str__(self) -> str:
        return MASK

    def __repr__(self) -> str:
        return f"Secret('{MASK}')"


class InvalidValue(ValueError):
    """One setting's text cannot be read as its kind of value (the message says why)."""


@dataclass(frozen=True)
class Problem:
    """Why one setting was refused, and the value it was given (if any)."""

    variable: str
    reason: str
    got: object = None

    def line(self) -> str:
        """``invalid setting TTT_IDLE_TIMEOUT_S: Input should be greater than or equal to 10
        (got '3')``."""
        shown = f" (got {quote_input(str(self.got))!r})" if self.got is not None else ""
        return f"invalid setting {self.variable}: {self.reason}{shown}"


class SettingsError(ValueError):
    """Every refused setting, one line each (``tttbot`` prints them and exits with status 2)."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(problem.line() for problem in self.problems))


# -- reading one value -----------------------------------------------------------------------


def read_str(value: object) -> str:
    if not isinstance(value, str):
        raise InvalidValue("Input should be a valid string")
    return value


def read_secret(value: object) -> Secret:
    return value if isinstance(value, Secret) else Secret(read_str(value))


def read_path(value: object) -> Path:
    if isinstance(value, Path):
        return value
    return Path(read_str(value))


def read_int(value: object) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            pass
    raise InvalidValue("Input should be a valid integer, unable to parse string as an integer")


def read_float(value: object) -> float:
    number: float | None = None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        with contextlib.suppress(ValueError):
            number = float(value.strip())
    if number is None:
        raise InvalidValue("Input should be a valid number, unable to parse string as a number")
    # "inf" and "nan" parse, but no duration or interval means them.
    if not math.isfinite(number):
        raise InvalidValue("Input should be a finite number")
    return number


def read_level(value: object) -> str:
    """A logging level name (``info`` → ``INFO``); anything else is refused rather than read
    as the default, so a misspelt level cannot hide the logs it was meant to show."""
    level = read_str(value).strip().upper()
    if level not in LOG_LEVELS:
        raise InvalidValue(f"Input should be one of {', '.join(LOG_LEVELS)}")
    return level


def url_reader(*schemes: str) -> Callable[[object], str]:
    """A reader of URLs with one of ``schemes`` and a host (``http://127.0.0.1:8080``)."""

    def read_url(value: object) -> str:
        from urllib.parse import urlsplit

        text = read_str(value).strip()
        parts = urlsplit(text)
        if parts.scheme.lower() not in schemes or not parts.netloc:
            starts = " or ".join(f"{scheme}://" for scheme in schemes)
            raise InvalidValue(f"Input should be a URL starting with {starts}, with a host")
        return text

    return read_url


def read_bool(value: object) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in TRUE_WORDS or word in FALSE_WORDS:
            return word in TRUE_WORDS
    raise InvalidValue("Input should be a valid boolean, unable to interpret input")


def _parts(text: str) -> list[str]:
    """The items of a comma- (or semicolon-) separated list, blanks dropped."""
    return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]


def read_ids(value: object) -> tuple[int, ...]:
    """``"1, 3"`` → ``(1, 3)``: Discord ids or shard numbers."""
    items: list[object]
    if isinstance(value, str):
        items = list(_parts(value))
    elif isinstance(value, int) and not isinstance(value, bool):
        items = [value]
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise InvalidValue("Input should be comma-separated whole numbers")
    try:
        ids = tuple(read_int(item) for item in items)
    except InvalidValue:
        ids = (-1,)
    if any(number < 0 for number in ids):
        raise InvalidValue("Input should be comma-separated whole numbers")
    return ids


def read_names(value: object) -> tuple[str, ...]:
    """``"123, 456"`` → ``("123", "456")``: user ids (digits) kept as text."""
    names: tuple[str, ...] = ()
    if isinstance(value, str):
        names = tuple(_parts(value))
    elif isinstance(value, int) and not isinstance(value, bool):
        names = (str(value),)
    elif isinstance(value, list | tuple):
        names = tuple(str(item).strip() for item in value)
    else:
        names = ("?",)
    # A name instead of an id would never match anyone: refused, not silently useless.
    if not all(name.isascii() and name.isdigit() for name in names):
        raise InvalidValue("Input should be comma-separated user ids (digits)")
    return names


# -- one setting -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Variable:
    """One setting: its variable name, how its text is read, and its allowed range (bounds
    inclusive, except ``above``)."""

    name: str
    read: Callable[[object], Any]
    at_least: float | None = None
    at_most: float | None = None
    above: float | None = None

    def value_of(self, raw: object, default: object) -> object:
        """``raw`` read and range-checked (``None`` stays ``None`` where that is the default);
        :class:`InvalidValue` if it is not allowed."""
        if raw is None and default is None:
            return None
        value = self.read(raw)
        # `not value >= low`, not `value < low`: a NaN passes no bound.
        if self.at_least is not None and not value >= self.at_least:
            raise InvalidValue(f"Input should be greater than or equal to {_number(self.at_least)}")
        if self.at_most is not None and not value <= self.at_most:
            raise InvalidValue(f"Input should be less than or equal to {_number(self.at_most)}")
        if self.above is not None and not value > self.above:
            raise InvalidValue(f"Input should be greater than {_number(self.above)}")
        return value


def _number(bound: float) -> str:
    return str(int(bound)) if float(bound).is_integer() else str(bound)


# -- where the texts come from -------------------------------------------------------------------


def environment() -> dict[str, str]:
    """The process environment, names lower-cased (a variable's case does not matter)."""
    return {name.lower(): value for name, value in os.environ.items()}


def env_file(path: str | Path | None) -> dict[str, str]:
    """The variables of the ``.env`` file at ``path`` (names lower-cased); none without one."""
    if path is None or not Path(path).is_file():
        return {}
    from dotenv import dotenv_values  # only when there is a file to read

    values = dotenv_values(path, encoding="utf-8")
    return {name.lower(): value for name, value in values.items() if value is not None}


def unknown_variables(
    known: Mapping[str, str], sources: Mapping[str, Mapping[str, str]], prefixes: tuple[str, ...]
) -> list[str]:
    """One warning line for each variable of ``sources`` (where it was set → its names,
    lower-cased) that starts with one of ``prefixes`` but is not ``known`` (name → the name to
    suggest for it, a deprecated name's new one), naming the closest known name when one is
    close: a misspelt setting would otherwise be ignored unseen."""
    by_lower = {name.lower(): suggested for name, suggested in known.items()}
    lines: list[str] = []
    for where, names in sources.items():
        for name in sorted(names):
            if not name.startswith(prefixes) or name in by_lower:
                continue
            close = difflib.get_close_matches(name, list(by_lower), n=1, cutoff=0.8)
            hint = f": did you mean {by_lower[close[0]]}?" if close else ""
            lines.append(f"unknown setting {name.upper()} in {where}, ignored{hint}")
    return lines


def merged_texts(
    names: list[str],
    given: Mapping[str, object],
    sources: list[dict[str, str]],
    deprecated: Mapping[str, str],
) -> dict[str, object]:
    """The value of each of ``names`` that is set: ``given`` (by name) first, then each source
    in order (the environment before ``.env``), then the deprecated names of ``deprecated``
    (old → new), each logged: renamed when the new name is not set anywhere, ignored when it is.
    """
    found: dict[str, object] = {}
    for name in names:
        if name in given:
            found[name] = given[name]
            continue
        for source in sources:
            if name.lower() in source:
                found[name] = source[name.lower()]
                break
    for old, new in deprecated.items():
        for source in sources:
            if old.lower() not in source:
                continue
            if any(new.lower() in other for other in sources):
                log.warning("%s is deprecated and ignored: %s is set", old, new)
            else:
                log.warning("%s is deprecated: rename it %s", old, new)
                found.setdefault(new, source[old.lower()])
            break
    return found
