"""Everything users see: embeds and button grids built from service objects.

Pure functions of (service object, :class:`~bot.i18n.Texts`): no service calls, no
Discord calls, so the same board renders identically for a click, a command, an idle-timeout
edit or a restart.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord.components import CELL_ID, DuelButton
from bot.i18n import Texts, language_name
from domain.game import GameStatus
from engine import LINES, Board, Mark

if TYPE_CHECKING:
    from domain.agents import AgentInfo
    from domain.challenge import Challenge
    from domain.game import Game
    from domain.settings import ServerSettings
    from domain.stats import LeaderboardRow, PlayerStats
    from domain.views import Review
    from engine.tally import Tally

# Discord's limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
FIELD_VALUE_MAX = 1024
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
EMBED_MAX = 6000

COLOR_ACTIVE = discord.Colour.blurple()
COLOR_WON = discord.Colour.green()
COLOR_DRAWN = discord.Colour.light_grey()
COLOR_ENDED = discord.Colour.orange()
COLOR_INFO = discord.Colour.dark_teal()

MARK_STYLE = {Mark.X: discord.ButtonStyle.primary, Mark.O: discord.ButtonStyle.danger}
EMPTY_LABEL = "\u200b"  # a button needs a label; a zero-width space keeps empty cells blank


# -- games ----------------------------------------------------------------------------------


def status_line(game: Game, t: Texts) -> str:
    """Whose turn it is, or how the game ended."""
    if game.status is GameStatus.ACTIVE:
        mark = game.board.to_move
        return t("board-turn", mark=mark.value, name=game.side(mark).name)
    if game.status is GameStatus.DRAWN or game.winner is None:
        return t("board-drawn")
    winner, loser = game.side(game.winner).name, game.side(game.winner.other).name
    key = {
        GameStatus.RESIGNED: "board-resigned",
        GameStatus.ABANDONED: "board-abandoned",
    }.get(game.status, "board-won")
    return t(key, name=winner, loser=loser, mark=game.winner.value)


def board_embed(game: Game, t: Texts, *, note: str | None = None) -> discord.Embed:
    """Both sides, whose turn it is (or the result), the agent and the move number."""
    colour = {
        GameStatus.ACTIVE: COLOR_ACTIVE,
        GameStatus.WON: COLOR_WON,
        GameStatus.DRAWN: COLOR_DRAWN,
    }.get(game.status, COLOR_ENDED)
    lines = [t("board-vs", x=game.x.name, o=game.o.name), "", f"**{status_line(game, t)}**"]
    if note:
        lines += ["", f"*{note}*"]
    embed = discord.Embed(
        title=t("board-title", game_id=game.id), description="\n".join(lines), colour=colour
    )
    for side in (game.x, game.o):
        if side.agent is not None:
            embed.add_field(
                name=t("board-agent"), value=agent_label(side.agent, side.agent_version)
            )
    if game.is_active:
        embed.set_footer(text=t("board-footer", ply=game.board.ply + 1, game_id=game.id))
    else:
        embed.set_footer(text=t("board-footer-over", moves=len(game.moves), game_id=game.id))
    return embed


def agent_label(name: str, version: str | None) -> str:
    """``dqn (v3)`` for a learned agent's weights version; built-in agents have no version
    worth showing."""
    return f"{name} ({version})" if version and version != "builtin" else name


def winning_cells(game: Game) -> frozenset[int]:
    return winning_cells_of(game.board)


def winning_cells_of(board: Board) -> frozenset[int]:
    if board.winner is None:
        return frozenset()
    return frozenset(
        cell for line in LINES if all(board[c] is board.winner for c in line) for cell in line
    )


class BoardGrid(ui.View):
    """The 3×3 grid of a board, as the component payload it sends.

    Every click answers with a new grid, so building nine discord.py buttons (and the view
    bookkeeping around them) for each was a sizeable part of an interaction's CPU. The grid's
    look depends only on the cells and whether they are playable (:func:`_grid_cells`, cached);
    only the ``custom_id`` (game, ply, cell) is filled in per message. The buttons are
    :class:`CellButton`'s, parsed back from their ``custom_id`` when clicked (registered once
    with ``add_dynamic_items``), so the view itself holds no items to dispatch to.
    """

    def __init__(self, game_id: int, ply: int, cells: tuple[tuple[int, int, str, bool], ...]):
        super().__init__(timeout=None)
        self._components = [
            {
                "type": 1,
                "components": [
                    {
                        "type": 2,
                        "style": style,
                        "disabled": disabled,
                        "label": label,
                        "custom_id": CELL_ID.format(game=game_id, ply=ply, cell=cell),
                    }
                    for cell, style, label, disabled in cells[row : row + 3]
                ],
            }
            for row in (0, 3, 6)
        ]

    def to_components(self) -> list[dict[str, Any]]:
        return self._components


@lru_cache(maxsize=4096)
def _grid_cells(cells: str, playable: bool) -> tuple[tuple[int, int, str, bool], ...]:
    """(cell, button style, label, disabled) of each cell of the board ``cells``."""
    board = Board(cells)
    winners = winning_cells_of(board)
    grid = []
    for cell in range(1, 10):
        mark = board[cell]
        style = MARK_STYLE[mark] if mark is not None else discord.ButtonStyle.secondary
        if cell in winners:
            style = discord.ButtonStyle.success
        label = mark.value if mark is not None else EMPTY_LABEL
        grid.append((cell, style.value, label, not playable or mark is not None))
    return tuple(grid)


def board_view(game: Game, *, live: bool = True) -> ui.View:
    """The 3×3 grid; buttons carry (game, ply, cell). Taken cells and ended games are disabled.

    ``live=False`` disables every cell: for a board that moved on to a newer message.
    """
    board = game.board
    return BoardGrid(game.id, board.ply, _grid_cells(board.cells, live and game.is_active))


def board_message(game: Game, t: Texts, *, live: bool = True) -> dict[str, Any]:
    """Keyword arguments for send/edit: the embed and the grid."""
    note = None if live or not game.is_active else t("board-moved-on")
    return {"embed": board_embed(game, t, note=note), "view": board_view(game, live=live)}


# -- duels ----------------------------------------------------------------------------------


def _mention(user_id: str) -> str:
    return f"<@{user_id}>"


def challenge_message(challenge: Challenge, t: Texts) -> dict[str, Any]:
    """The invitation: who challenges whom, who moves first, when it expires, two buttons."""
    challenger, opponent = challenge.challenger, challenge.opponent
    lines = [
        t(
            "duel-invite",
            opponent=_mention(opponent.id),
            challenger=challenger.name,
            expires=discord.utils.format_dt(_aware(challenge.expires_at), "R"),
        ),
        t(f"duel-first-{challenge.first}", challenger=challenger.name, opponent=opponent.name),
    ]
    embed = discord.Embed(title=t("duel-title"), description="\n".join(lines), colour=COLOR_ACTIVE)
    view = ui.View(timeout=None)
    view.add_item(DuelButton(challenge.id, "accept", label=t("duel-accept")))
    view.add_item(DuelButton(challenge.id, "decline", label=t("duel-decline")))
    # The mention in content (not the embed) is what notifies the challenged member.
    return {"content": _mention(opponent.id), "embed": embed, "view": view}


def challenge_closed(challenge: Challenge, t: Texts) -> dict[str, Any]:
    """A declined or expired invitation: text only, no buttons."""
    key = "duel-declined" if challenge.status == "declined" else "duel-expired"
    text = t(key, opponent=challenge.opponent.name, challenger=challenge.challenger.name)
    embed = discord.Embed(title=t("duel-title"), description=text, colour=COLOR_DRAWN)
    return {"content": None, "embed": embed, "view": None}


def _aware(moment: datetime) -> datetime:
    # The service may hand out naive UTC datetimes (SQLite drops the zone); format_dt needs UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


# -- stats ----------------------------------------------------------------------------------


def record_text(record: Tally, t: Texts) -> str:
    """A tally of stored games (whole counts) in the reader's words."""
    return t("stats-record", wins=record.wins, draws=record.draws, losses=record.losses)


def streak_text(streak: int, t: Texts) -> str:
    if streak > 0:
        return t("stats-streak-wins", count=streak)
    if streak < 0:
        return t("stats-streak-losses", count=-streak)
    return t("stats-streak-none")


def _summary(stats: PlayerStats, t: Texts) -> str:
    return t(
        "stats-summary",
        rating=_rating(stats.rating),
        games=stats.games,
        record=record_text(stats.overall, t),
    )


def stats_embed(name: str, here: PlayerStats, everywhere: PlayerStats, t: Texts) -> discord.Embed:
    """One member's rating, W/D/L (here, everywhere, by opponent kind) and streaks."""
    embed = discord.Embed(title=t("stats-title", name=name), colour=COLOR_INFO)
    if everywhere.games == 0:
        embed.description = t("stats-no-games", name=name)
        return embed
    embed.add_field(name=t("stats-server"), value=_summary(here, t), inline=False)
    embed.add_field(name=t("stats-global"), value=_summary(everywhere, t), inline=False)
    embed.add_field(name=t("stats-vs-people"), value=record_text(here.vs_people, t))
    if here.vs_agents:
        rows = [f"{agent}: {record_text(rec, t)}" for agent, rec in sorted(here.vs_agents.items())]
        embed.add_field(name=t("stats-vs-agents"), value=_clip("\n".join(rows), FIELD_VALUE_MAX))
    embed.add_field(name=t("stats-streak"), value=streak_text(here.streak, t))
    embed.add_field(name=t("stats-best-streak"), value=streak_text(here.best_streak, t))
    return embed


def leaderboard_embed(
    rows: Sequence[LeaderboardRow], *, server_name: str | None, min_games: int, t: Texts
) -> discord.Embed:
    """Rank, name, rating, W/D/L and streak; ``server_name=None`` for the global board."""
    title = t("lb-title-server", server=server_name) if server_name else t("lb-title-global")
    embed = discord.Embed(title=title, colour=COLOR_INFO)
    if not rows:
        embed.description = t("lb-empty", min=min_games)
        return embed
    lines = [
        t(
            "lb-row",
            rank=row.rank,
            name=row.name,
            rating=_rating(row.rating),
            record=record_text(row.overall, t),
            streak=f"{row.streak:+d}" if row.streak else "0",
        )
        for row in rows
    ]
    embed.description = _clip("\n".join(lines), DESCRIPTION_MAX)
    embed.set_footer(text=t("lb-footer", min=min_games))
    return embed


def agents_embed(agents: Iterable[AgentInfo], server_agent: str, t: Texts) -> discord.Embed:
    """Each agent with its description, fixed Elo rating and, for learned agents, the weights
    version and the strength measured in the manifest."""
    infos = list(agents)[:FIELDS_MAX]
    embed = discord.Embed(
        title=t("agents-title"),
        description=t("agents-server-agent", name=server_agent),
        colour=COLOR_INFO,
    )
    # Discord refuses an embed over 6,000 characters in all: share what is left between fields.
    budget = (EMBED_MAX - 200 - len(embed.description or "")) // max(1, len(infos))
    for info in infos:
        name = info.name + (t("agents-default-mark") if info.name == server_agent else "")
        lines = [info.description]
        if info.rating is not None:
            lines.append(t("agents-rating", rating=_rating(info.rating)))
        if info.version and info.version != "builtin":
            lines.append(t("agents-version", version=info.version))
        if info.metrics:
            lines += metric_lines(info.metrics, t)
        value = _clip("\n".join(lines), min(FIELD_VALUE_MAX, budget - len(name)))
        embed.add_field(name=name, value=value, inline=False)
    return embed


def metric_lines(metrics: Mapping[str, Any], t: Texts) -> list[str]:
    """The manifest's measurements, short: accuracy over the decision positions, then W/D/L
    against each reference opponent as X and as O (exact probabilities when the manifest has
    them, else the sampled games). Other scalar metrics as ``name: value``."""
    lines: list[str] = []
    accuracy = metrics.get("optimal_move_accuracy")
    if isinstance(accuracy, int | float):
        lines.append(t("agents-accuracy", pct=_pct(accuracy)))
    for key, value in metrics.items():
        if key == "optimal_move_accuracy" or not isinstance(value, Mapping):
            if key != "optimal_move_accuracy" and isinstance(value, int | float | str):
                lines.append(t("agents-metric", name=key, value=_short(value)))
            continue
        if key.startswith("vs_") and "as_x" in value and "as_o" in value:
            exact = value.get("exact")
            source: Mapping[str, Any] = exact if isinstance(exact, Mapping) else value
            sides = [_wdl(source.get(side), t) for side in ("as_x", "as_o")]
            if all(sides):
                lines.append(t("agents-vs", opponent=key[3:], x=sides[0], o=sides[1]))
    return lines


def _wdl(record: Any, t: Texts) -> str | None:
    if not isinstance(record, Mapping):
        return None
    try:
        wins, draws, losses = (float(record[k]) for k in ("wins", "draws", "losses"))
    except (KeyError, TypeError, ValueError):
        return None
    total = wins + draws + losses
    if total <= 0:
        return None
    return t("agents-wdl", w=_pct(wins / total), d=_pct(draws / total), l=_pct(losses / total))


def _rating(rating: float) -> str:
    """An Elo rating as text: a score, written without digit grouping in every locale."""
    return str(round(rating))


def _pct(fraction: float) -> str:
    return f"{fraction * 100:.1f} %"


def _short(value: int | float | str) -> str:
    return f"{value:.4g}" if isinstance(value, float) else str(value)


# -- review ---------------------------------------------------------------------------------

REVIEW_VALUES = {1: "win", 0: "draw", -1: "loss"}
"""The catalogs' names of a position's value (for the side that moved)."""


def review_embed(review: Review, t: Texts) -> discord.Embed:
    """The moves that changed the game's value, and what would have kept it."""
    game = review.game
    embed = discord.Embed(
        title=t("review-title", game_id=game.id),
        colour=COLOR_INFO,
    )
    head = [t("board-vs", x=game.x.name, o=game.o.name), f"**{status_line(game, t)}**", ""]
    lines = [review_line(line, t) for line in review.lines] or [t("review-clean")]
    embed.description = _clip("\n".join(head + [f"• {line}" for line in lines]), DESCRIPTION_MAX)
    return embed


def review_line(line: Any, t: Texts) -> str:
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


def join_or(items: Sequence[str], t: Texts) -> str:
    if len(items) == 1:
        return items[0]
    return t("review-or", head=", ".join(items[:-1]), last=items[-1])


# -- server settings ------------------------------------------------------------------------


def settings_embed(
    settings: ServerSettings, t: Texts, *, guild_locale: object = None
) -> discord.Embed:
    """The server's settings; ``guild_locale`` is Discord's server locale, which the server
    language follows unless an admin chose one."""
    embed = discord.Embed(title=t("admin-title"), colour=COLOR_INFO)
    channels = (
        " ".join(f"<#{c}>" for c in settings.allowed_channels)
        if settings.allowed_channels
        else t("admin-channels-all")
    )
    embed.add_field(name=t("admin-agent"), value=settings.agent)
    embed.add_field(name=t("admin-channels"), value=_clip(channels, FIELD_VALUE_MAX))
    embed.add_field(
        name=t("admin-multiple"), value=t("admin-yes") if settings.multiple_games else t("admin-no")
    )
    embed.add_field(name=t("admin-move-timeout"), value=t.duration(settings.move_timeout_s))
    embed.add_field(name=t("admin-cooldown"), value=t.duration(settings.challenge_cooldown_s))
    embed.add_field(name=t("admin-language"), value=server_language_text(settings, t, guild_locale))
    if settings.updated_by:
        # A field, not the footer: mentions and timestamps render only in fields/descriptions.
        when = (
            f" {discord.utils.format_dt(_aware(settings.updated_at), 'R')}"
            if settings.updated_at
            else ""
        )
        embed.add_field(
            name=t("admin-updated-by"), value=f"{_mention(settings.updated_by)}{when}", inline=False
        )
    return embed


def server_language_text(settings: ServerSettings, t: Texts, guild_locale: object) -> str:
    """The server language as the admin reads it: its own name, or that of Discord's server
    locale with a note that it follows Discord."""
    if settings.language:
        return language_name(settings.language)
    followed = t.catalog.resolve(guild_locale)
    return t("admin-language-default", language=language_name(followed))


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
