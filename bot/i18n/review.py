"""A review line in words: the one wording both fronts use for "move 3, X on cell 7, turned a
draw into a loss; 1 or 9 kept the draw", in any catalog's language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from domain.game import GameStatus

if TYPE_CHECKING:
    from bot.i18n.catalog import Texts
    from domain.answers import Review
    from engine.review import ReviewLine

REVIEW_VALUES: Final = {1: "win", 0: "draw", -1: "loss"}
"""The catalogs' names of a position's value (for the side that moved)."""


def review_line(line: ReviewLine, t: Texts) -> str:
    """One review line in ``t``'s language, e.g. (English) "move 3, X on cell 7, turned a draw
    into a loss; 1 or 9 kept the draw"."""
    params = {
        "ply": line.ply,
        "mark": getattr(line.mark, "value", line.mark),
        "cell": line.cell,
        "before": t("review-value", value=REVIEW_VALUES[line.before]),
        "after": t("review-value", value=REVIEW_VALUES[line.after]),
        "kept": t("review-kept", value=REVIEW_VALUES[line.before]),
    }
    if not line.best:
        return t("review-line-no-best", **params)
    return t("review-line", best=join_or([str(c) for c in line.best], t), **params)


def left_early_line(review: Review, t: Texts) -> str | None:
    """The line under a review whose game was left while something was still to be had,
    which its moves alone do not show: "X resigned in a position that was still a draw." (or
    ran out of time, or a won position); ``None`` for any other game."""
    game = review.game
    if review.value_left is None or game.winner is None:
        return None
    how = "resigned" if game.status is GameStatus.RESIGNED else "timed-out"
    value = REVIEW_VALUES[review.value_left]
    return t("review-left-early", how=how, mark=game.winner.other.value, value=value)


def join_or(items: Sequence[str], t: Texts) -> str:
    """``1``, ``1 or 9``, ``1, 3, 7 or 9`` in ``t``'s language."""
    if len(items) == 1:
        return items[0]
    return t("review-or", head=", ".join(items[:-1]), last=items[-1])
