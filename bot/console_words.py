"""The console's command words in the player's language, and the closest one to a word it
does not know: ``stat`` gets "did you mean stats?", not "“stat” is not a cell".

A command is typed by its English name (``play``) or by the name Discord shows for it in the
console's language (the catalog's ``cmd-ttt-<name>`` entry: ``jouer``); a command a catalog
does not name keeps its English name alone. A mistyped word is matched against both with
:mod:`difflib`, so the suggestion is in the language the player was typing.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Final

from bot.console_args import UsageError
from bot.i18n import Texts
from engine.errors import quote_input

SUGGEST_CUTOFF: Final = 0.6
"""How alike (difflib's ratio, 0-1) a word and a command must be for the command to be
suggested: ``stat``/``stats`` 0.89, ``mvoe``/``move`` and ``plya``/``play`` 0.75,
``helo``/``help`` 0.75; ``banana`` is like no command."""

EXTRA_WORDS: Final = ("quit", "exit")
"""Words the console understands that are not commands of :class:`bot.console.Console`
(the reading loop ends on them): suggested, never dispatched."""


class UnknownCommandError(UsageError):
    """A word that is no command and no cell, close to a command (``suggestion``)."""

    key = "unknown-command"


def command_words(names: Iterable[str], t: Texts) -> dict[str, str]:
    """Every word that runs one of the commands ``names`` in ``t``'s language (case-folded)
    → the command's name: the English name, and the catalog's own name for it."""
    words: dict[str, str] = {}
    for name in names:
        words[name] = name
        localized = t.catalog.own_text(t.locale, f"cmd-ttt-{name}")
        if localized and localized.strip():
            words.setdefault(localized.strip().casefold(), name)
    return words


def closest(word: str, words: Iterable[str]) -> str | None:
    """The word of ``words`` most like ``word``, when one is alike enough to suggest."""
    found = difflib.get_close_matches(word.casefold(), list(words), n=1, cutoff=SUGGEST_CUTOFF)
    return found[0] if found else None


def unknown_command(typed: str, suggestion: str | None) -> UsageError:
    """The refusal of ``typed`` (a word or ``/ttt word``): with the closest command when
    there is one, else the pointer to the help."""
    command = quote_input(typed)
    if suggestion is None:
        return UsageError(
            f"Unknown command '{command}'. Type /ttt help.",
            reason="unknown-command",
            command=command,
        )
    return UnknownCommandError(
        f"Unknown command '{command}' — did you mean {suggestion}?",
        command=command,
        suggestion=suggestion,
    )
