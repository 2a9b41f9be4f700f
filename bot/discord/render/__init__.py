"""Everything users see: embeds and button grids built from service objects, one module per
feature (``board`` for games and duels, ``stats``, ``review`` and its ``picture``,
``settings``, ``history``; ``common`` holds the limits, colours and text helpers they share).

Pure functions of (service object, :class:`~bot.i18n.Texts`): no service calls, no
Discord calls, so the same board renders identically for a click, a command, an idle-timeout
edit or a restart. The names the extensions use are re-exported here.
"""

from bot.discord.render.board import (
    Looks,
    agent_label,
    board_embed,
    board_message,
    board_view,
    challenge_closed,
    challenge_message,
    status_line,
    winning_cells,
    winning_cells_of,
)
from bot.discord.render.history import history_embed, history_message, history_view
from bot.discord.render.picture import picture_alt_text, picture_caption, review_picture
from bot.discord.render.review import review_embed
from bot.discord.render.settings import server_language_text, settings_embed
from bot.discord.render.stats import (
    agents_embed,
    leaderboard_embed,
    measured_lines,
    metric_lines,
    rating_lines,
    record_text,
    standings_embed,
    stats_embed,
    streak_text,
)

__all__ = [
    "Looks",
    "agent_label",
    "agents_embed",
    "board_embed",
    "board_message",
    "board_view",
    "challenge_closed",
    "challenge_message",
    "history_embed",
    "history_message",
    "history_view",
    "leaderboard_embed",
    "measured_lines",
    "metric_lines",
    "picture_alt_text",
    "picture_caption",
    "rating_lines",
    "record_text",
    "review_embed",
    "review_picture",
    "server_language_text",
    "settings_embed",
    "standings_embed",
    "stats_embed",
    "status_line",
    "streak_text",
    "winning_cells",
    "winning_cells_of",
]
