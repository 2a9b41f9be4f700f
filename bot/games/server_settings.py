"""Server settings: each server's choices with the bot's defaults filled in, cached briefly,
and the checks a game or a duel must pass in a server (the channel allowed, the player free).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, Final

from bot.games.core import ServiceCore, already_playing
from bot.games.errors import ChannelNotAllowedError, InvalidSettingError
from bot.i18n.locales import available_locales
from bot.settings import CHALLENGE_COOLDOWN_RANGE_S, MOVE_TIMEOUT_RANGE_S, check_seconds
from domain.players import User
from domain.settings import ServerChoices, ServerSettings
from engine import TttError
from engine.agents.registry import agent_spec
from engine.errors import quote_input, with_params
from engine.levels import DEFAULT_FAIR_TARGET_PCT, FAIR_TARGET_RANGE_PCT

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
        generation = self._settings_generation
        stored = await self.repository.get_server_settings(server_id)
        if generation == self._settings_generation:  # no change was stored meanwhile
            self._settings_cache[server_id] = (now, stored)
        return stored

    def _settings(self, server_id: str, stored: ServerChoices | None) -> ServerSettings:
        def pick(value: Any, default: Any) -> Any:
            return default if value is None else value

        if stored is None:
            return ServerSettings(
                server_id,
                self.default_agent,
                (),
                False,
                self.idle_timeout_s,
                self.challenge_cooldown_s,
            )
        agent = stored.agent
        if agent is not None:
            try:
                agent = agent_spec(agent).name
            except TttError:  # an agent that is no longer registered
                agent = None
        return ServerSettings(
            server_id=server_id,
            agent=pick(agent, self.default_agent),
            allowed_channels=tuple(stored.allowed_channels or ()),
            multiple_games=pick(stored.multiple_games, False),
            move_timeout_s=pick(stored.move_timeout_s, self.idle_timeout_s),
            challenge_cooldown_s=pick(stored.challenge_cooldown_s, self.challenge_cooldown_s),
            updated_by=stored.updated_by,
            updated_at=stored.updated_at,
            language=stored.language,
            fair_target=pick(stored.fair_target, DEFAULT_FAIR_TARGET_PCT),
        )

    async def update_server_settings(
        self, server_id: str, by: User, **changes: Any
    ) -> ServerSettings:
        """Change some settings of a server (``None`` restores the default); every value is
        checked first, and a refused change stores nothing. Admin rights are the front's job.

        ``agent`` (a registered name), ``allowed_channels`` (channel ids; empty = all),
        ``multiple_games`` (bool), ``move_timeout_s`` (10 s to 7 days),
        ``challenge_cooldown_s`` (0 to 1 day), ``language`` (a shipped catalog's code, for
        the server's public messages), ``fair_target`` (whole percent of games a member should
        win against the fair level, 10 to 90).
        """
        if not changes:
            raise InvalidSettingError("Nothing to change: name a setting and its new value.")
        checked = {name: _check_setting(name, value) for name, value in changes.items()}
        self._settings_generation += 1
        self._settings_cache.pop(server_id, None)
        try:
            stored = await self.repository.update_server_settings(
                server_id, by=by.id, now=self._clock(), **checked
            )
        finally:
            self._settings_generation += 1
            self._settings_cache.pop(server_id, None)
        return self._settings(server_id, stored)

    async def _require_channel(self, settings: ServerSettings, channel_id: str) -> None:
        if not settings.allows(channel_id):
            raise ChannelNotAllowedError(
                "Games are not played in this channel here; try one of the server's game "
                "channels, or ask an admin to allow this one."
            )

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


def _check_setting(name: str, value: Any) -> Any:
    """The value to store for one server setting (``None`` = back to the default)."""
    if value is None:
        return None
    match name:
        case "agent":
            if not isinstance(value, str):
                raise InvalidSettingError(f"agent must be an agent's name; got {value!r}.")
            return agent_spec(value).name
        case "allowed_channels":
            if isinstance(value, str) or not isinstance(value, Sequence | set | frozenset):
                raise InvalidSettingError("allowed_channels must be a list of channel ids.")
            channels = [str(c).strip() for c in value]
            if any(not c for c in channels):
                raise InvalidSettingError("allowed_channels cannot contain an empty channel id.")
            return list(dict.fromkeys(channels))
        case "multiple_games":
            if not isinstance(value, bool):
                raise InvalidSettingError(f"multiple_games must be true or false; got {value!r}.")
            return value
        case "move_timeout_s":
            return check_seconds(name, value, MOVE_TIMEOUT_RANGE_S)
        case "challenge_cooldown_s":
            return check_seconds(name, value, CHALLENGE_COOLDOWN_RANGE_S)
        case "language":
            return _check_language(value)
        case "fair_target":
            return check_fair_target(value)
    known = (
        "agent, allowed_channels, multiple_games, move_timeout_s, challenge_cooldown_s, language, "
        "fair_target"
    )
    raise InvalidSettingError(f"Unknown setting '{name}'; the settings are: {known}.")


def check_fair_target(value: Any) -> int:
    """A whole percent within :data:`engine.levels.FAIR_TARGET_RANGE_PCT` (issue 15 item 1)."""
    low, high = FAIR_TARGET_RANGE_PCT
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = quote_input(str(value))
        raise with_params(
            InvalidSettingError(
                f"fair_target must be a whole percent from {low} to {high}; got {shown!r}."
            ),
            reason="range",
            name="fair_target",
            low=low,
            high=high,
            value=shown,
        )
    return value


def _check_language(value: Any) -> str:
    """A shipped catalog's code, exactly as the catalogs name it (``pt-BR``, not ``pt_br``)."""
    locales = available_locales()
    by_folded = {code.casefold(): code for code in locales}
    code = by_folded.get(str(value).strip().casefold()) if isinstance(value, str) else None
    if code is None:
        raise with_params(
            InvalidSettingError(
                f"language must be one of {', '.join(locales)}; got {quote_input(str(value))!r}."
            ),
            reason="value",
            name="language",
            value=quote_input(str(value)),
        )
    return code
