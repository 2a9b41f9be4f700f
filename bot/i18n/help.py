"""What both fronts' help shares: the commands both fronts have (``/ttt rematch``,
``/ttt history``) and the play levels, one list and one wording, placed in each front's help
above its closing line."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from engine.levels import DIFFICULTIES

if TYPE_CHECKING:
    from bot.i18n.catalog import Texts

LATER_COMMANDS: Final = (
    ("/ttt rematch", "console-help-rematch"),
    ("/ttt history", "console-help-history"),
)
"""Commands whose help lines are their own messages (added after the help's main text)."""


def complete_help(
    t: Texts,
    text: str,
    *,
    line: Callable[[str, str], str],
    closes: Callable[[str], bool],
    fair_target: int,
) -> str:
    """A front's help ``text`` with the later commands, each written ``line(command,
    description)``, above its last line when ``closes`` says it is the closing one, and the
    levels (``fair_target``: the server's target for the fair level) on a line at the end."""
    lines = text.split("\n")
    at = len(lines) - 1 if closes(lines[-1]) else len(lines)
    later = [line(command, t(key)) for command, key in LATER_COMMANDS]
    levels = t("console-help-levels", levels="|".join(DIFFICULTIES), target=fair_target)
    return "\n".join([*lines[:at], *later, *lines[at:], levels])
