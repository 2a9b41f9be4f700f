"""Discord's OAuth2, as the website and the linked roles use it: the authorization-code grant
(the authorize address, the code and refresh-token exchanges at ``POST /oauth2/token``), and
the calls made with a member's Bearer token (``/users/@me``, ``/users/@me/guilds``, the
member's role connection).

discord.py has no API for these (it speaks for the bot, not for a member): plain aiohttp, on
``DISCORD_API_BASE`` when set (the test emulator), else Discord. Every failure to reach
Discord or a refusal from it is an :class:`OAuthError` with one line to log.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Final
from urllib.parse import urlencode, urlsplit

import aiohttp

DISCORD_API: Final = "https://discord.com/api/v10"
LOGIN_SCOPES: Final = ("identify", "guilds")
"""A website login: who the member is and which servers they belong to."""
LINK_SCOPES: Final = ("role_connections.write", "identify")
"""Linked roles: write the member's role connection, and know whose it is."""
TIMEOUT: Final = aiohttp.ClientTimeout(total=10)


class OAuthError(Exception):
    """Discord could not be reached, or refused: the message is one line to log; ``refused``
    when Discord answered no (the grant is not valid), not when it could not be reached."""

    def __init__(self, message: str, *, refused: bool = False) -> None:
        super().__init__(message)
        self.refused = refused


@dataclass(frozen=True, slots=True)
class Tokens:
    """What ``POST /oauth2/token`` grants: a Bearer token, when it expires, and the refresh
    token that gets the next one."""

    access_token: str
    refresh_token: str
    expires_at: datetime
    scope: str


@dataclass(frozen=True, slots=True)
class OAuthClient:
    """The application's OAuth2 client: its id and secret, and where Discord's API is."""

    client_id: str
    client_secret: str
    api_base: str = DISCORD_API

    @classmethod
    def at(cls, client_id: str, client_secret: str, api_base: str | None) -> OAuthClient:
        """A client of ``api_base`` (``http://host:port``, with or without ``/api/v10``)."""
        return cls(client_id, client_secret, api_url(api_base) if api_base else DISCORD_API)

    def authorize_url(self, redirect_uri: str, scopes: tuple[str, ...], state: str) -> str:
        """Where the member's browser goes to approve: Discord's page, which sends it back to
        ``redirect_uri`` with a ``code`` and the same ``state``."""
        parts = urlsplit(self.api_base)
        query = urlencode(
            {
                "response_type": "code",
                "client_id": self.client_id,
                "scope": " ".join(scopes),
                "state": state,
                "redirect_uri": redirect_uri,
                "prompt": "none",
            }
        )
        return f"{parts.scheme}://{parts.netloc}/oauth2/authorize?{query}"

    async def exchange(self, code: str, redirect_uri: str) -> Tokens:
        """The tokens for the ``code`` Discord sent back to ``redirect_uri``."""
        form = {"grant_type": "authorization_code", "code": code, "redirect_uri": redirect_uri}
        return await self._token(form)

    async def refresh(self, refresh_token: str) -> Tokens:
        """New tokens for an expired access token (the refresh token is replaced too)."""
        return await self._token({"grant_type": "refresh_token", "refresh_token": refresh_token})

    async def _token(self, form: dict[str, str]) -> Tokens:
        client = {"client_id": self.client_id, "client_secret": self.client_secret}
        body = await self._call("POST", "/oauth2/token", data={**form, **client})
        try:
            return Tokens(
                access_token=str(body["access_token"]),
                refresh_token=str(body["refresh_token"]),
                expires_at=datetime.now(UTC) + timedelta(seconds=int(body["expires_in"])),
                scope=str(body.get("scope", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise OAuthError(f"Discord's token answer lacks {exc}") from None

    async def me(self, access_token: str) -> dict[str, Any]:
        """The member the token speaks for (``identify``)."""
        body = await self._call("GET", "/users/@me", bearer=access_token)
        if not isinstance(body, dict) or "id" not in body:
            raise OAuthError("Discord's /users/@me answer has no id")
        return body

    async def guild_ids(self, access_token: str) -> list[str]:
        """The ids of the servers the member belongs to (``guilds``)."""
        body = await self._call("GET", "/users/@me/guilds", bearer=access_token)
        if not isinstance(body, list):
            raise OAuthError("Discord's /users/@me/guilds answer is not a list")
        return [str(guild["id"]) for guild in body if isinstance(guild, dict) and "id" in guild]

    async def put_role_connection(self, access_token: str, connection: dict[str, Any]) -> None:
        """Set the member's role connection to this application (``role_connections.write``):
        what their profile shows and what the servers' linked roles check."""
        path = f"/users/@me/applications/{self.client_id}/role-connection"
        await self._call("PUT", path, bearer=access_token, json=connection)

    async def _call(
        self, method: str, path: str, *, bearer: str | None = None, **options: Any
    ) -> Any:
        headers = {"Authorization": f"Bearer {bearer}"} if bearer else {}
        try:
            async with (
                aiohttp.ClientSession(timeout=TIMEOUT) as session,
                session.request(
                    method, self.api_base + path, headers=headers, **options
                ) as response,
            ):
                text = await response.text()
                if response.status >= 400:
                    raise OAuthError(
                        f"Discord answered {method} {path} with {response.status}",
                        refused=response.status in (400, 401, 403),
                    )
                return json.loads(text) if text else None
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise OAuthError(f"could not reach Discord for {method} {path}: {exc!r}") from None


def api_url(base: str) -> str:
    """``base`` with the ``/api/v10`` suffix (added when missing), as ``DISCORD_API_BASE``
    is read for discord.py (:func:`bot.discord.api.api_base_url`)."""
    base = base.rstrip("/")
    if re.search(r"/api/v\d+$", base):
        return base
    return f"{base.removesuffix('/api')}/api/v10"
