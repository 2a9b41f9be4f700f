"""Server settings: each server's choices with the bot's defaults filled in, cached briefly,
and the checks a game or a duel must pass in a server (the channel allowed, the player free).
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Sequence
from typing import Any, Final

from bot.games.core import ServiceCore, already_playing
from bot.games.errors import (
    GameChannelsElsewhereError,
    InvalidLooksError,
    InvalidSettingError,
    PublicPostLimitReachedError,
    RoleNotAllowedError,
    wait_to_show,
)
from bot.i18n.locales import available_locales
from bot.settings import CHALLENGE_COOLDOWN_RANGE_S, MOVE_TIMEOUT_RANGE_S, check_seconds
from domain.players import User
from domain.settings import (
    DEFAULT_WEB_VISIBILITY,
    PUBLIC_POSTS_RANGE,
    WEB_VISIBILITIES,
    ServerChoices,
    ServerSettings,
)
from engine import TttError
from engine.agents.registry import agent_spec
from engine.errors import quote_input, with_params
from engine.levels import DEFAULT_FAIR_TARGET_PCT, FAIR_TARGET_RANGE_PCT
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
                public_posts_per_minute=DEFAULT_PUBLIC_POSTS_PER_MINUTE,
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
            public_posts_per_minute=pick(
                stored.public_posts_per_minute, DEFAULT_PUBLIC_POSTS_PER_MINUTE
            ),
            allowed_roles=tuple(stored.allowed_roles or ()),
            x_emoji=stored.x_emoji,
            o_emoji=stored.o_emoji,
            embed_colour=stored.embed_colour,
            web=pick(stored.web, DEFAULT_WEB_VISIBILITY),
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
        case "public_posts_per_minute":
            return _check_posts_per_minute(value)
        case "allowed_roles":
            if isinstance(value, str) or not isinstance(value, Sequence | set | frozenset):
                raise InvalidSettingError("allowed_roles must be a list of role ids.")
            roles = [str(r).strip() for r in value]
            if any(not r.isdigit() for r in roles):
                raise InvalidSettingError("allowed_roles must be role ids (digits).")
            return list(dict.fromkeys(roles))
        case "x_emoji" | "o_emoji":
            return check_emoji(name, value)
        case "embed_colour":
            return check_colour(value)
        case "web":
            return check_web(value)
    known = (
        "agent, allowed_channels, multiple_games, move_timeout_s, challenge_cooldown_s, "
        "language, fair_target, public_posts_per_minute, allowed_roles, x_emoji, o_emoji, "
        "embed_colour, web"
    )
    raise InvalidSettingError(f"Unknown setting '{name}'; the settings are: {known}.")


def check_web(value: Any) -> str:
    """``public`` or ``private``: whether the website shows the server."""
    if value not in WEB_VISIBILITIES:
        raise InvalidSettingError(f"web must be public or private; got {value!r}.")
    return str(value)


def check_fair_target(value: Any) -> int:
    """A whole percent within :data:`engine.levels.FAIR_TARGET_RANGE_PCT`."""
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


# -- roles, post limits, looks: their checks -------------------------------------------------------

DEFAULT_PUBLIC_POSTS_PER_MINUTE: Final = 20
"""Public messages one member may make the bot post per minute where the server chose nothing:
three games played by commands (at most six posts each), not a wall of boards."""
EMOJI_MAX: Final = 100
CUSTOM_EMOJI: Final = re.compile(r"<a?:[A-Za-z0-9_]{2,32}:\d{15,21}>")
"""A server emoji as Discord writes it in a message: ``<:name:id>`` (``<a:name:id>`` animated)."""


def channel_list(channel_ids: Sequence[str]) -> str:
    """The channels as Discord mentions (``<#id>``), which Discord shows as clickable names."""
    return ", ".join(f"<#{c}>" for c in channel_ids)


def _check_posts_per_minute(value: Any) -> int:
    low, high = PUBLIC_POSTS_RANGE
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise with_params(
            InvalidSettingError(
                f"public_posts_per_minute must be a whole number from {low} to {high}; "
                f"got {quote_input(str(value))!r}."
            ),
            reason="range",
            name="public_posts_per_minute",
            low=low,
            high=high,
            value=quote_input(str(value)),
        )
    return value


def check_emoji(name: str, value: Any) -> str:
    """One emoji: a Unicode emoji or a server emoji ``<:name:id>`` (which the Discord front
    checks is one the bot can use); anything else is refused with the reason."""
    text = value.strip() if isinstance(value, str) else ""
    if CUSTOM_EMOJI.fullmatch(text) or _is_unicode_emoji(text):
        return text
    raise with_params(
        InvalidLooksError(
            f"{name} must be one emoji (like ❌ or a server emoji such as <:cross:123…>); "
            f"got {quote_input(str(value))!r}."
        ),
        reason="emoji",
        name=name,
        value=quote_input(str(value)),
    )


def _is_unicode_emoji(text: str) -> bool:
    """Whether ``text`` is exactly one emoji of Unicode's list, as kept by the ``emoji``
    package: one sequence (a flag, a keycap, a skin tone, a joined family), never two, nor
    one with anything after it (a right-to-left override); a lone part of one (a skin tone
    alone) is not one. Imported when an admin sets one: its table is large."""
    import emoji

    data = emoji.EMOJI_DATA.get(text)
    return data is not None and data["status"] != emoji.STATUS["component"]


def check_colour(value: Any) -> int:
    """A colour as ``#RRGGBB``, ``RRGGBB`` or ``0xRRGGBB`` (or an int), as 0xRRGGBB."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 0xFFFFFF:
        return value
    text = value.strip().lower() if isinstance(value, str) else ""
    text = text.removeprefix("#").removeprefix("0x")
    if len(text) == 6 and all(c in "0123456789abcdef" for c in text):
        return int(text, 16)
    raise with_params(
        InvalidLooksError(
            f"embed_colour must be a hex colour such as #5865F2; got {quote_input(str(value))!r}."
        ),
        reason="colour",
        value=quote_input(str(value)),
    )
