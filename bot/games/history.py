"""History: a member's recent games in a server, as far as the asker may review them.

The visibility is the review's (:mod:`bot.games.standings`): a game is shown only on its own
server, to its players, or in its own channel. So a member's own history lists all their games
of the server; another member's lists only the games the asker played in with them or that
were played in the channel where the asker asks.
"""

from __future__ import annotations

from typing import Final

from bot.games.errors import HistorySizeError
from bot.games.games import GamesMixin
from domain.game import Game
from domain.places import has_server
from domain.players import User

HISTORY_LIMIT: Final = 10
"""Games a history lists by default: the newest ten."""
HISTORY_MAX: Final = 25
"""At most: a Discord select menu holds 25 options."""


class HistoryMixin(GamesMixin):
    """Recent games of a member, newest first."""

    async def history(
        self,
        viewer: User,
        server_id: str,
        channel_id: str,
        member: User | None = None,
        *,
        limit: int = HISTORY_LIMIT,
    ) -> list[Game]:
        """The last ``limit`` finished games of ``member`` (default: ``viewer``) in this server
        that ``viewer`` may review from ``channel_id``, newest first. Where there is no server
        (a DM, a group DM) the history follows the person: their games everywhere."""
        if not 1 <= limit <= HISTORY_MAX:
            raise HistorySizeError(
                f"A history lists 1 to {HISTORY_MAX} games, not {limit}.",
                low=1,
                high=HISTORY_MAX,
                value=limit,
            )
        subject = member or viewer
        return await self.repository.recent_games(
            subject.id,
            server_id if has_server(server_id) else None,
            limit=limit,
            viewer_id=viewer.id,
            channel_id=channel_id,
        )
