"""Linked roles: what the bot tells Discord about a member who linked their profile.

Discord's linked roles let a server give a role from an app's data ("rated 1600 or more"),
and show that data on the member's profile. The app declares its fields once
(:data:`METADATA`, registered by the bot at start); the member links on the website's
``/linked-roles`` (an OAuth2 grant with ``role_connections.write``), and from then on the bot
sets their role connection, their global rating, rated games and wins, after each rated game.

:class:`RoleConnections` does both ends: :meth:`~RoleConnections.link` keeps a new member's
tokens (sealed, :mod:`bot.sealing`) and sets their connection at once;
:meth:`~RoleConnections.update` sets it again later, refreshing an expired token first.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, Final

from bot.oauth2 import OAuthClient, OAuthError, Tokens
from domain.stats import GLOBAL_SCOPE, PlayerStats
from storage.role_links import RoleLink

if TYPE_CHECKING:
    from bot.sealing import TokenBox
    from storage import Repository

PLATFORM_NAME: Final = "tttbot"
INTEGER_AT_LEAST: Final = 2
"""Discord's metadata type ``INTEGER_GREATER_THAN_OR_EQUAL``: the role needs this much."""
METADATA: Final = [
    {
        "key": "rating",
        "name": "Rating",
        "description": "Global rating at least",
        "type": INTEGER_AT_LEAST,
    },
    {
        "key": "rated_games",
        "name": "Rated games",
        "description": "Rated games played at least",
        "type": INTEGER_AT_LEAST,
    },
    {"key": "wins", "name": "Wins", "description": "Games won at least", "type": INTEGER_AT_LEAST},
]
"""The app's role-connection metadata records (Discord allows five)."""
EARLY: Final = timedelta(minutes=1)
"""A token this close to its expiry is refreshed before use."""


def connection_body(name: str, stats: PlayerStats | None) -> dict[str, Any]:
    """The member's role connection: their name and numbers (as text, as Discord takes
    them); zeros before their first rated game."""
    rating = round(stats.rating) if stats is not None else 0
    games = stats.games if stats is not None else 0
    wins = int(stats.overall.wins) if stats is not None else 0
    return {
        "platform_name": PLATFORM_NAME,
        "platform_username": name[:100],
        "metadata": {"rating": str(rating), "rated_games": str(games), "wins": str(wins)},
    }


class RoleConnections:
    """Sets the role connections of the members who linked, over ``repository``."""

    def __init__(self, repository: Repository, client: OAuthClient, box: TokenBox) -> None:
        self.repository = repository
        self.client = client
        self.box = box

    async def link(self, user_id: str, name: str, tokens: Tokens) -> PlayerStats | None:
        """Keep the member's new tokens and set their connection now; their stats."""
        await self._save(user_id, tokens)
        return await self._put(user_id, name, tokens.access_token)

    async def update(self, user_id: str) -> bool:
        """Set the member's connection again (after a rated game); ``False`` when they never
        linked. An :class:`~bot.oauth2.OAuthError` when Discord cannot be reached or refuses;
        a refused refresh token (the member removed the app) forgets the link first."""
        link = await self.repository.role_link(user_id)
        if link is None:
            return False
        access, refresh = self.box.open(link.access_token), self.box.open(link.refresh_token)
        if access is None or refresh is None:  # sealed under a secret since changed
            await self.repository.forget_role_link(user_id)
            raise OAuthError(f"the linked-roles tokens of {user_id} no longer open: forgotten")
        if link.expires_at - EARLY <= datetime.now(UTC):
            try:
                tokens = await self.client.refresh(refresh)
            except OAuthError as exc:
                if exc.refused:  # not a passing outage: Discord no longer honours the grant
                    await self.repository.forget_role_link(user_id)
                raise
            await self._save(user_id, tokens)
            access = tokens.access_token
        name = await self.repository.player_name(user_id) or user_id
        await self._put(user_id, name, access)
        return True

    async def _put(self, user_id: str, name: str, access: str) -> PlayerStats | None:
        stats = await self.repository.player_stats(user_id, GLOBAL_SCOPE)
        await self.client.put_role_connection(access, connection_body(name, stats))
        return stats

    async def _save(self, user_id: str, tokens: Tokens) -> None:
        sealed = RoleLink(
            user_id,
            self.box.seal(tokens.access_token),
            self.box.seal(tokens.refresh_token),
            tokens.expires_at,
            tokens.scope,
        )
        await self.repository.save_role_link(sealed)
