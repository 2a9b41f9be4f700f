"""How the console words what the service hands back: a game's state, a move and its answer,
stats, the leaderboard, a review (and its picture, saved in :func:`picture_directory`), the
recent games and the agents' strength, in the console's language.

:class:`ConsoleRendering` is a mixin of :class:`bot.console.Console`: it needs only ``self.t``
(the console's :class:`~bot.i18n.Texts`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from bot.i18n import Texts
from bot.i18n.review import left_early_line, review_line
from domain.agents import AgentInfo
from domain.answers import MoveResult, Review
from domain.game import Game, GameStatus
from domain.players import User
from domain.stats import (
    MIN_RANKED_GAMES,
    AgentStanding,
    LeaderboardRow,
    PlayerStats,
    Standings,
)

log = logging.getLogger(__name__)


"""The catalogs' names of a position's value (for the side that moved)."""


def picture_directory() -> Path:
    """Where ``/ttt review png`` saves pictures: ``reviews`` in the user's cache directory
    (``$XDG_CACHE_HOME/tttbot/reviews``, by default ``~/.cache/tttbot/reviews``, on Linux;
    ``~/Library/Caches/tttbot/reviews`` on macOS; ``%LOCALAPPDATA%\\tttbot\\Cache\\reviews``
    on Windows). A cache: any picture can be drawn again from the stored game, and none
    litters the directory the console was started in (a checkout)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("tttbot", appauthor=False)) / "reviews"


class ConsoleRendering:
    """The console's renderers (``self.t`` is the console's language, ``self.user`` the
    person at the keyboard)."""

    t: Texts
    user: User

    def status(self, game: Game) -> str:
        """How ``game`` stands or ended, in the console's language and from the player's side
        ("You win (X)." rather than "you (X) wins.")."""
        t = self.t
        if game.status is GameStatus.ACTIVE:
            mark = game.board.to_move
            return t("console-turn", mark=mark.value, name=game.side(mark).name)
        if game.is_unrated:
            return t("board-abandoned-unrated")
        if game.status is GameStatus.DRAWN or game.winner is None:
            return t("board-drawn")
        winner, loser = game.side(game.winner).name, game.side(game.winner.other).name
        how = {GameStatus.RESIGNED: "resigned", GameStatus.ABANDONED: "timed-out"}.get(
            game.status, "played"
        )
        mine = game.mark_of(self.user.id)
        if mine is game.winner:
            return t("console-you-won", how=how, loser=loser, mark=game.winner.value)
        if mine is game.winner.other:
            return t("console-you-lost", how=how, name=winner, mark=game.winner.value)
        key = {"resigned": "board-resigned", "timed-out": "board-abandoned"}.get(how, "board-won")
        return t(key, name=winner, loser=loser, mark=game.winner.value)

    def render_game(self, game: Game) -> str:
        """The board as a text grid with the game's state underneath."""
        return f"{game.board.pretty()}\n{self.status(game)}"

    def _strength(self, agent: AgentInfo, measured: AgentStanding | None = None) -> str:
        """`` [Elo 1600, v1, 100.0% optimal]``: what is known of an agent's strength; the
        rating measured against people when there is one."""
        parts = [f"Elo {agent.rating:.0f}"] if agent.rating is not None else []
        if measured is not None and measured.games:  # else the prior, not "measured"
            parts = [
                self.t("agents-measured", rating=f"{measured.rating:.0f}", games=measured.games)
            ]
            if measured.here.games:
                parts.append(self.t("agents-people-here", record=str(measured.here)))
        if agent.version is not None:
            parts.append(agent.version)
        accuracy = (agent.metrics or {}).get("optimal_move_accuracy")
        if isinstance(accuracy, int | float):
            parts.append(self.t("console-optimal", pct=f"{accuracy:.1%}"))
        return f" [{', '.join(parts)}]" if parts else ""

    def render_stats(self, stats: PlayerStats) -> str:
        """A player's stats as a few lines."""
        t = self.t
        where = t("console-scope-everywhere" if stats.server_id is None else "console-scope-here")
        if stats.games == 0:
            return t("console-no-stats", name=stats.name, where=where)
        ranked = (
            t("console-ranked")
            if stats.ranked
            else t("console-to-rank", count=MIN_RANKED_GAMES - stats.games)
        )
        head = t(
            "console-stats-head",
            name=stats.name,
            where=where,
            rating=f"{stats.rating:.0f}",
            games=stats.games,
            ranked=ranked,
        )
        streak = t("console-streak", streak=f"{stats.streak:+d}", best=str(stats.best_streak))
        lines = [head, f"  {t('console-stats-overall'):<12} {stats.overall}   {streak}"]
        for agent, record in sorted(stats.vs_agents.items()):
            lines.append(f"  {t('console-stats-vs-agent', agent=agent):<13}{record}")
        if stats.vs_people.games:
            lines.append(f"  {t('console-stats-vs-people'):<12} {stats.vs_people}")
        return "\n".join(lines)

    def render_leaderboard(self, rows: list[LeaderboardRow], scope: str) -> str:
        t = self.t
        where = t("console-scope-everywhere" if scope == "everywhere" else "console-scope-here")
        if not rows:
            return t("console-no-leaderboard", where=where, min=MIN_RANKED_GAMES)
        lines = [t("console-leaderboard-head", where=where)]
        for row in rows:
            rank = f"{row.rank:>2}." if not row.provisional else " -."
            lines.append(
                f"  {rank} {row.name:<16} {row.rating:6.0f}  {row.overall!s:<12}"
                f" {t('console-games', count=row.games)}  "
                + t("console-streak", streak=f"{row.streak:+d}", best=str(row.best_streak))
                + (f"  ({t('lb-provisional')})" if row.provisional else "")
            )
        return "\n".join(lines)

    def render_standings(self, standings: Standings) -> str:
        """A leaderboard with the season it counts."""
        scope = "everywhere" if standings.scope == "global" else "here"
        text = self.render_leaderboard(list(standings.rows), scope)
        if standings.scope == "global":
            return text
        if standings.season is None:
            season = self.t("lb-all-time")
        elif standings.season == standings.current:
            season = self.t("lb-season-current", season=standings.season)
        else:
            season = self.t(
                "lb-season-past", season=standings.season, current=standings.current or 0
            )
        where = self.t("lb-this-channel") if standings.scope == "channel" else None
        return "\n".join(x for x in (where, season, text) if x)

    def render_review(self, review: Review) -> str:
        game = review.game
        t = self.t
        head = t("console-opening", game_id=game.id, x=game.x.name, o=game.o.name)
        head = f"{head} {self.status(game)}"
        left = left_early_line(review, t)
        if not review.lines:
            return "\n".join(x for x in (head, t("console-review-clean"), left) if x)
        lines = [f"  {review_line(line, t)}" for line in review.lines]
        return "\n".join([head, *lines, *([f"  {left}"] if left else [])])

    def render_start(self, game: Game) -> str:
        """A new game: who plays what, the agent's opening move if it has one, the board (as
        ``/ttt play`` and ``/ttt rematch`` word it)."""
        opening = self.t("console-opening", game_id=game.id, x=game.x.name, o=game.o.name)
        if game.moves:
            opening += "\n" + self.t("console-agent-opens", name=game.x.name, cell=game.moves[0])
        return f"{opening}\n{self.render_game(game)}"

    def render_history(self, games: list[Game]) -> str:
        """The recent games, newest first, one line each."""
        t = self.t
        if not games:
            return t("console-history-empty")
        lines = [t("console-history-head")]
        for game in games:
            mine = game.mark_of(self.user.id)
            other = game.o if mine is None else game.side(mine.other)
            result = game.result_for(self.user.id)
            when = game.finished_at or game.updated_at
            lines.append(
                "  "
                + t(
                    "console-history-line",
                    game_id=game.id,
                    date=when.date().isoformat(),
                    opponent=other.name,
                    result=t("history-result", result=result),
                )
            )
        return "\n".join(lines)

    def render_move(self, result: MoveResult) -> str:
        game = result.game
        said = self.t("console-you-played", cell=result.cell)
        if result.reply is not None:
            agent = game.x if game.x.is_agent else game.o
            said = self.t(
                "console-agent-answered", cell=result.cell, name=agent.name, reply=result.reply
            )
        return f"{said}\n{self.render_game(game)}"

    def save_picture(self, review: Review) -> str:
        """Write ``review``'s picture to ``review-<id>.png`` in :func:`picture_directory`;
        say where, and what its colours mean."""
        # Pillow and the renderer load only for this: the console otherwise never needs them.
        from bot.discord.render.picture import picture_caption, picture_filename, review_picture

        assert review.critical is not None  # the service always works it out
        path = picture_directory() / picture_filename(review.game.id)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(review_picture(review.critical))
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            return self.t("console-review-picture-failed", path=str(path), reason=reason)
        saved = self.t("console-review-picture-saved", path=str(path))
        return f"{saved}\n{picture_caption(review.critical, self.t)}"
