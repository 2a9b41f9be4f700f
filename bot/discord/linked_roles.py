"""Linked roles from the bot's side (the website links members: :mod:`bot.web.auth`).

* With the commands, the bot registers the app's role-connection metadata (rating, rated
  games, wins: :data:`bot.role_connection.METADATA`) with
  ``PUT /applications/{id}/role-connections/metadata``, so servers can build roles on them.
* After each rated game this process finishes, each person of it who linked gets their role
  connection set again (:class:`RoleUpdates`), in the background: a game never waits on
  Discord, and a failure to reach it is one log line.

Both need the website's OAuth2 settings (``TTT_DISCORD_CLIENT_ID``,
``TTT_DISCORD_CLIENT_SECRET``, ``TTT_WEB_SECRET``): without them the bot does neither.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord.http import Route

from bot.oauth2 import OAuthClient, OAuthError
from bot.role_connection import METADATA, RoleConnections
from domain.game import Game

if TYPE_CHECKING:
    from bot.settings import Settings
    from storage import Repository

log = logging.getLogger(__name__)


def linked_roles_on(settings: Settings) -> bool:
    """Whether the settings set up linked roles (the website's OAuth2 settings)."""
    return bool(
        settings.discord_client_id
        and settings.discord_client_secret is not None
        and settings.web_secret is not None
    )


def role_connections(settings: Settings, repository: Repository) -> RoleConnections | None:
    """The linked roles of these settings; ``None`` when they are not set up."""
    client_id, client_secret = settings.discord_client_id, settings.discord_client_secret
    if not linked_roles_on(settings) or not client_id or client_secret is None:
        return None
    assert settings.web_secret is not None
    from bot.sealing import TokenBox  # cryptography: only where linked roles are set up

    client = OAuthClient.at(client_id, client_secret.get_secret_value(), settings.discord_api_base)
    return RoleConnections(repository, client, TokenBox(settings.web_secret.get_secret_value()))


async def register_metadata(bot: discord.Client) -> bool:
    """Declare the app's metadata records to Discord (the bot's token); ``False`` and one
    log line when Discord cannot be reached or refuses them."""
    route = Route(
        "PUT",
        "/applications/{application_id}/role-connections/metadata",
        application_id=bot.application_id,
    )
    try:
        await bot.http.request(route, json=METADATA)
    except (discord.HTTPException, OSError) as exc:
        log.warning("could not register the linked roles' metadata: %s", exc)
        return False
    log.info("registered the linked roles' metadata (%d records)", len(METADATA))
    return True


class RoleUpdates:
    """Sets the role connection of each linked person of a rated game, in the background."""

    def __init__(self, connections: RoleConnections) -> None:
        self._connections = connections
        self._tasks: set[asyncio.Task[None]] = set()

    def after_game(self, game: Game) -> None:
        """A game this process finished (:attr:`GameService.finished_listeners`)."""
        if game.is_active or game.is_unrated:
            return
        for side in (game.x, game.o):
            if side.user_id is not None:
                task = asyncio.create_task(self.update(side.user_id))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    async def update(self, user_id: str) -> None:
        """Set ``user_id``'s connection if they linked; one log line if that fails."""
        try:
            await self._connections.update(user_id)
        except OAuthError as exc:
            log.warning("could not update the linked role of %s: %s", user_id, exc)
        except Exception as exc:  # the database, most likely: the game is done all the same
            log.warning("could not update the linked role of %s: %r", user_id, exc)

    async def close(self) -> None:
        """Let the updates under way finish (before the database closes)."""
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=10)
