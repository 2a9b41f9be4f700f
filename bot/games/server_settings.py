"""Server settings: each server's choices with the bot's defaults filled in, cached briefly,
and the checks a game or a duel must pass in a server (the channel allowed, the player free).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from typing import Any, Final

from bot.games.core import ServiceCore, already_playing
from bot.games.errors import (
    GameChannelsElsewhereError,
    InvalidSettingError,
    PublicPostLimitReachedError,
    RoleNotAllowedError,
    wait_to_show,
)
from bot.games.setting_checks import check_setting
from domain.players import User
from domain.settings import (
    DECLARED_SETTINGS,
    LIST_KINDS,
    Kind,
    OperatorDefault,
    ServerChoices,
    ServerSetting,
    ServerSettings,
)
from engine import TttError
from engine.agents.registry import agent_spec
from engine.errors import with_params
from storage.repos.settings import PublicPostLimitError

SETTINGS_CACHE_S: Final = 2.0
"""How long a server's stored settings are reused without reading them again. A change made
through this service is seen at once; one made by another process within this time."""


class ServerSettingsMixin(ServiceCore):
    """Reading and changing a server's settings; the per-server checks of games and duels."""

    async def server_settings(self, server_id: str) -> ServerSettings:
        """The server's settings, the bot's defaults where it chose nothing."""
        return self._settings(server_id, await self._stored_settings(server_id))

    async def _stored_settings(self, server_id: str) -> ServerChoices | None:
        """The server's stored settings, read at most every :data:`SETTINGS_CACHE_S` seconds
        (every start reads them); :meth:`update_server_settings` replaces the cached copy."""
        now = time.monotonic()
        cached = self._settings_cache.get(server_id)
        if cached is not None and now - cached[0] < SETTINGS_CACHE_S:
            return cached[1]
        # One read per server at a time: when the cached copy expires under load, the
        # commands arriving meanwhile wait for that read instead of each reading.
        reading = self._settings_reads.get(server_id)
        if reading is None:
            reading = asyncio.ensure_future(self._read_settings(server_id, now))
            self._settings_reads[server_id] = reading
            reading.add_done_callback(lambda done: self._forget_read(server_id, done))
        # Shielded: a caller cancelled while waiting does not cancel the others' read.
        return await asyncio.shield(reading)

    def _forget_read(self, server_id: str, done: asyncio.Future[ServerChoices | None]) -> None:
        if self._settings_reads.get(server_id) is done:  # not a newer read since
            del self._settings_reads[server_id]

    async def _read_settings(self, server_id: str, now: float) -> ServerChoices | None:
        generation = self._settings_generation
        stored = await self.repository.get_server_settings(server_id)
        if generation == self._settings_generation:  # no change was stored meanwhile
            self._settings_cache[server_id] = (now, stored)
        return stored

    def _settings(self, server_id: str, stored: ServerChoices | None) -> ServerSettings:
        """What applies: each declared setting's stored value, else its default (the
        operator's where the declaration says so)."""
        chosen = {} if stored is None else stored.chosen
        values = {s.name: self._applied(s, chosen.get(s.name)) for s in DECLARED_SETTINGS}
        if stored is None:
            return ServerSettings(server_id=server_id, **values)
        who, when = stored.updated_by, stored.updated_at
        return ServerSettings(server_id=server_id, updated_by=who, updated_at=when, **values)

    def _applied(self, setting: ServerSetting, value: Any) -> Any:
        if value is not None and setting.kind is Kind.AGENT:
            try:
                value = agent_spec(str(value)).name
            except TttError:  # an agent that is no longer registered
                value = None
        if value is not None:
            return tuple(value) if setting.kind in LIST_KINDS else value
        if isinstance(setting.default, OperatorDefault):
            return self._operator_default(setting.default)
        return setting.default

    def _operator_default(self, which: OperatorDefault) -> object:
        """The defaults the bot's operator configures (its environment)."""
        match which:
            case OperatorDefault.DEFAULT_AGENT:
                return self.default_agent
            case OperatorDefault.IDLE_TIMEOUT:
                return self.idle_timeout_s
            case OperatorDefault.CHALLENGE_COOLDOWN:
                return self.challenge_cooldown_s

    async def update_server_settings(
        self, server_id: str, by: User, **changes: Any
    ) -> ServerSettings:
        """Change some settings of a server (``None`` restores the default); every value is
        checked first, as its declaration in :data:`domain.settings.DECLARED_SETTINGS` says, and a
        refused change stores nothing. Admin rights are the front's job."""
        if not changes:
            raise InvalidSettingError("Nothing to change: name a setting and its new value.")
        checked = {name: check_setting(name, value) for name, value in changes.items()}
        self._settings_generation += 1
        self._settings_cache.pop(server_id, None)
        try:
            stored = await self.repository.update_server_settings(
                server_id, by=by.id, now=self._clock(), **checked
            )
        finally:
            self._settings_generation += 1
            self._settings_cache.pop(server_id, None)
            self._settings_reads.pop(server_id, None)  # a read begun before the change
        return self._settings(server_id, stored)

    async def _require_channel(self, settings: ServerSettings, channel_id: str) -> None:
        if not settings.allows(channel_id):
            raise GameChannelsElsewhereError(
                "Games are not played in this channel here; they are played in "
                f"{channel_list(settings.allowed_channels)}.",
                channels=channel_list(settings.allowed_channels),
            )

    # -- roles, public posts ----------------------------------------------------------------------

    async def require_player_roles(self, server_id: str, role_ids: Sequence[str]) -> None:
        """Refuse a member none of whose roles may play here (when the server limits roles)."""
        settings = await self.server_settings(server_id)
        if not settings.allows_roles([str(r) for r in role_ids]):
            roles = " ".join(f"<@&{r}>" for r in settings.allowed_roles)
            raise RoleNotAllowedError(
                f"Games here are for members with one of these roles: {roles}.", roles=roles
            )

    async def claim_public_post(self, user: User, server_id: str) -> int:
        """Count a public message the bot is about to post for ``user``; its id, to release it
        if the post does not happen. Refused (:class:`PublicPostLimitReachedError`, saying when
        to retry) once the member reached the server's posts per minute; across processes."""
        settings = await self.server_settings(server_id)
        now = self._clock()
        try:
            return await self.repository.claim_public_post(
                server_id, (user.id, user.name), limit=settings.public_posts_per_minute, now=now
            )
        except PublicPostLimitError as exc:
            wait = wait_to_show((exc.retry_at - now).total_seconds())
            raise with_params(
                PublicPostLimitReachedError(
                    f"You made me post {settings.public_posts_per_minute} public messages in "
                    f"the last minute; try again in {wait} s."
                ),
                limit=settings.public_posts_per_minute,
                wait=wait,
            ) from None

    async def release_public_post(self, post_id: int) -> None:
        """Forget a claimed post that was not posted (the command was refused)."""
        await self.repository.release_public_post(post_id)

    async def _require_free(
        self, settings: ServerSettings, user: User, server_id: str, channel_id: str, *, you: bool
    ) -> None:
        if settings.multiple_games:
            return
        existing = await self.repository.active_game(user.id, server_id, channel_id)
        if existing is None:
            return
        raise already_playing(user, existing.id, you=you)

    async def _all_server_settings(self) -> list[ServerChoices]:
        return await self.repository.list_server_settings()


def channel_list(channel_ids: Sequence[str]) -> str:
    """The channels as Discord mentions (``<#id>``), which Discord shows as clickable names."""
    return ", ".join(f"<#{c}>" for c in channel_ids)
