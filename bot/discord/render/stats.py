"""Standings as members see them: a member's stats, the leaderboard, and the agents with
their measured strength."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.render.common import (
    COLOR_INFO,
    DESCRIPTION_MAX,
    EMBED_MAX,
    FIELD_VALUE_MAX,
    FIELDS_MAX,
    clip,
    pct,
    rating_text,
    short,
)
from bot.i18n import Texts

if TYPE_CHECKING:
    from domain.agents import AgentInfo
    from domain.stats import (
        AgentStanding,
        LeaderboardRow,
        PlayerStats,
        RatingChange,
        Standings,
    )
    from engine.tally import Tally


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
        rating=rating_text(stats.rating),
        games=stats.games,
        record=record_text(stats.overall, t),
    )


def stats_embed(
    name: str, here: PlayerStats, everywhere: PlayerStats, t: Texts, *, in_server: bool = True
) -> discord.Embed:
    """One member's rating, W/D/L (here, everywhere, by opponent kind) and streaks. ``here``
    is this server, or, where there is none (``in_server`` false), every DM and group DM."""
    embed = discord.Embed(title=t("stats-title", name=name), colour=COLOR_INFO)
    if here.games == 0 and everywhere.games == 0:
        embed.description = t("stats-no-games", name=name)
        return embed
    if in_server and _same_games(here, everywhere):  # one line, not two alike
        embed.add_field(name=t("stats-server-everywhere"), value=_summary(here, t), inline=False)
    else:
        if here.games:
            label = t("stats-server" if in_server else "stats-no-server")
            embed.add_field(name=label, value=_summary(here, t), inline=False)
        # The global rating counts games against the agents only: the label says so.
        embed.add_field(name=t("stats-global-agents"), value=_summary(everywhere, t), inline=False)
    here = here if here.games else everywhere
    embed.add_field(name=t("stats-vs-people"), value=record_text(here.vs_people, t))
    if here.vs_agents:
        rows = [f"{agent}: {record_text(rec, t)}" for agent, rec in sorted(here.vs_agents.items())]
        embed.add_field(name=t("stats-vs-agents"), value=clip("\n".join(rows), FIELD_VALUE_MAX))
    embed.add_field(name=t("stats-streak"), value=streak_text(here.streak, t))
    embed.add_field(name=t("stats-best-streak"), value=streak_text(here.best_streak, t))
    return embed


def _same_games(here: PlayerStats, everywhere: PlayerStats) -> bool:
    return here.games == everywhere.games and here.overall == everywhere.overall


def standings_embed(
    standings: Standings,
    *,
    server_name: str,
    channel_name: str,
    min_games: int,
    t: Texts,
) -> discord.Embed:
    """A leaderboard as asked for: the title says where, the first line which season."""
    embed = leaderboard_embed(
        standings.rows,
        server_name=None if standings.scope in ("global", "played") else server_name,
        min_games=min_games,
        t=t,
    )
    if standings.scope == "channel":
        embed.title = t("lb-title-channel", channel=channel_name, server=server_name)
    elif standings.scope == "played":
        embed.title = t("lb-title-played")
    season = season_line(standings, t)
    if season:
        embed.description = clip(f"*{season}*\n{embed.description or ''}", DESCRIPTION_MAX)
    return embed


def season_line(standings: Standings, t: Texts) -> str | None:
    """Which season a board counts: the current one, a past one, or all time."""
    if standings.scope in ("global", "played"):
        return None
    if standings.season is None:
        return t("lb-all-time")
    if standings.season == standings.current:
        return t("lb-season-current", season=standings.season)
    return t("lb-season-past", season=standings.season, current=standings.current or 0)


def leaderboard_embed(
    rows: Sequence[LeaderboardRow], *, server_name: str | None, min_games: int, t: Texts
) -> discord.Embed:
    """Rank, name, rating, W/D/L and streak; ``server_name=None`` for the global board."""
    title = t("lb-title-server", server=server_name) if server_name else t("lb-title-global")
    embed = discord.Embed(title=title, colour=COLOR_INFO)
    if not rows:
        embed.description = t("lb-empty", min=min_games)
        if not server_name:  # who can be ranked there is not what one may guess
            embed.set_footer(text=t("lb-footer-global", min=min_games))
        return embed
    lines = [
        t(
            "lb-row-provisional" if row.provisional else "lb-row",
            rank=row.rank,
            name=row.name,
            rating=rating_text(row.rating),
            record=record_text(row.overall, t),
            streak=f"{row.streak:+d}" if row.streak else "0",
            games=row.games,
            min=min_games,
        )
        for row in rows
    ]
    embed.description = clip("\n".join(lines), DESCRIPTION_MAX)
    embed.set_footer(text=t("lb-footer" if server_name else "lb-footer-global", min=min_games))
    return embed


def agents_embed(
    agents: Iterable[AgentInfo],
    server_agent: str,
    t: Texts,
    *,
    measured: Mapping[str, AgentStanding] | None = None,
) -> discord.Embed:
    """Each agent with its description, its rating as measured against people (with people's
    W/D/L against it here and everywhere; the fixed rating when nothing is measured) and, for
    learned agents, the weights version and the strength measured in the manifest."""
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
        standing = (measured or {}).get(info.name)
        if standing is not None and standing.games:
            lines += measured_lines(standing, t)
        elif info.rating is not None:  # nothing measured yet: the prior, not "measured"
            lines.append(t("agents-rating", rating=rating_text(info.rating)))
        if info.version and info.version != "builtin":
            lines.append(t("agents-version", version=info.version))
        if info.metrics:
            lines += metric_lines(info.metrics, t)
        value = clip("\n".join(lines), min(FIELD_VALUE_MAX, budget - len(name)))
        embed.add_field(name=name, value=value, inline=False)
    return embed


def measured_lines(standing: AgentStanding, t: Texts) -> list[str]:
    """An agent's rating measured against people, and people's results against it."""
    lines = [t("agents-measured", rating=rating_text(standing.rating), games=standing.games)]
    if standing.here.games:
        lines.append(t("agents-people-here", record=record_text(standing.here, t)))
    if standing.everywhere.games and standing.everywhere != standing.here:
        lines.append(t("agents-people-everywhere", record=record_text(standing.everywhere, t)))
    return lines


def rating_lines(
    changes: Iterable[RatingChange], names: Mapping[str, str], t: Texts, *, too_short: int = 0
) -> str:
    """``Ann: rating 1,212 (+12)`` per person of a finished game (``unrated`` when it counted
    nowhere): the note under a finished board. ``too_short``: the moves a duel needs to be
    rated, when this one ended with fewer (said once, after the lines)."""
    lines = []
    for change in changes:
        name = names.get(change.user_id, change.user_id)
        if change.rated:
            delta = round(change.change)
            lines.append(
                t(
                    "board-rating",
                    name=name,
                    rating=rating_text(change.rating),
                    change=f"{delta:+d}" if delta else "±0",
                )
            )
        else:
            lines.append(t("board-unrated", name=name))
    if too_short:
        lines.append(t("board-duel-too-short", moves=too_short))
    return "\n".join(lines)


def metric_lines(metrics: Mapping[str, Any], t: Texts) -> list[str]:
    """The manifest's measurements, short: accuracy over the decision positions, then W/D/L
    against each reference opponent as X and as O (exact probabilities when the manifest has
    them, else the sampled games). Other scalar metrics as ``name: value``."""
    lines: list[str] = []
    accuracy = metrics.get("optimal_move_accuracy")
    if isinstance(accuracy, int | float):
        lines.append(t("agents-accuracy", pct=pct(accuracy)))
    for key, value in metrics.items():
        if key == "optimal_move_accuracy" or not isinstance(value, Mapping):
            if key != "optimal_move_accuracy" and isinstance(value, int | float | str):
                lines.append(t("agents-metric", name=key, value=short(value)))
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
    return t("agents-wdl", w=pct(wins / total), d=pct(draws / total), l=pct(losses / total))
