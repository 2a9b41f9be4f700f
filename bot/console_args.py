"""What the console's commands read from their words: the usage refusal, whole numbers, the
scope of ``/ttt stats``, and the options of ``/ttt leaderboard``."""

from __future__ import annotations

from bot.games.errors import leaderboard_size
from domain.stats import BoardScope
from engine import TttError
from engine.errors import quote_input


class UsageError(TttError):
    """A command line the console does not understand; ``params`` name the case for the
    catalogs' ``error-usage``."""

    key = "usage"

    def __init__(self, message: str, **params: object) -> None:
        super().__init__(message)
        self.params = params


def unexpected(text: str, usage: str) -> UsageError:
    return UsageError(
        f"Unexpected '{quote_input(text)}'. Usage: {usage}",
        reason="unexpected",
        input=quote_input(text),
        usage=usage,
    )


MAX_NUMBER_DIGITS = 18
"""Longer numbers are refused before ``int()``: no id or count needs more, and Python refuses
to parse over 4,300 digits with an exception of its own."""


def suffix(text: str | None) -> str:
    return f" ({text})" if text else ""


def all_digits(text: str) -> bool:
    """Whether ``text`` is ASCII digits, however many: a number, if maybe too long to be one
    the bot takes (its refusal then names the numbers it takes, as for any other)."""
    return bool(text) and text.isascii() and text.isdigit()


def whole_number(text: str) -> int | None:
    """``text`` as a whole number when it is 1–18 ASCII digits, else None.

    ``str.isdigit`` also accepts superscripts (``⁵``) that ``int`` rejects, and ``int`` accepts
    digits of other scripts: only ASCII digits are numbers here.
    """
    if not 0 < len(text) <= MAX_NUMBER_DIGITS or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


LEADERBOARD_USAGE = "/ttt leaderboard [global|channel] [season <n>|all] [N]"


def board_options(args: list[str]) -> tuple[BoardScope, str | None, int]:
    """``[global|channel] [season <n>|all] [N]``: where, which season (None: the current
    one), how many players."""
    scope: BoardScope = "server"
    season: str | None = None
    limit: int | None = None
    words = iter(args)
    for word in words:
        lowered = word.lower()
        if lowered in ("global", "channel", "here") and scope == "server":
            scope = "server" if lowered == "here" else lowered  # type: ignore[assignment]
        elif lowered == "all" and season is None:
            season = "all"
        elif lowered == "season" and season is None:
            season = next(words, "").lower() or None
            if season is None:
                raise unexpected(word, LEADERBOARD_USAGE)
        elif all_digits(word) and limit is None:
            limit = whole_number(word)
            if limit is None:  # too many digits to be a count
                raise leaderboard_size(word)
        else:
            raise unexpected(word, LEADERBOARD_USAGE)
    return scope, season, 10 if limit is None else limit


def scope_of(args: list[str], *, usage: str) -> str:
    if not args:
        return "here"
    if len(args) == 1 and args[0].lower() in ("global", "here"):
        return args[0].lower()
    raise unexpected(" ".join(args), usage)
