"""Logging in with Discord in the website's tests, against the Discord emulator: the site
sends the browser to Discord's authorize page, which approves at once as the user the test
signed in (:meth:`devkit.emulator.oauth.OAuthServer.sign_in`) and sends it back."""

from __future__ import annotations

import aiohttp
from aiohttp.test_utils import TestClient
from yarl import URL

from bot.oauth2 import OAuthClient
from bot.web.auth import WebAuth
from devkit.emulator import DiscordEmulator, User

SECRET = "s" * 40
"""The session secret of the tests' sites (32 characters or more)."""


def auth_of(emulator: DiscordEmulator) -> WebAuth:
    """What logging in needs, with the emulator as Discord."""
    client = OAuthClient.at(
        str(emulator.application_id), emulator.oauth.client_secret, emulator.base_url
    )
    return WebAuth(SECRET, client)


async def approve(
    client: TestClient, emulator: DiscordEmulator, user: User, start: str = "/login"
) -> URL:
    """``user`` starts a login at ``start`` and Discord answers: the callback address it sends
    the browser back to (with a code, or the refusal), not yet followed."""
    emulator.oauth.sign_in(user)
    started = await client.get(start, allow_redirects=False)
    assert started.status == 302, await started.text()
    async with (
        aiohttp.ClientSession() as discord,
        discord.get(started.headers["Location"], allow_redirects=False) as answered,
    ):
        assert answered.status == 302
        return URL(answered.headers["Location"])


async def log_in(client: TestClient, emulator: DiscordEmulator, user: User) -> None:
    """``user`` logs in on ``client`` (a browser) and lands on ``/me``."""
    back = await approve(client, emulator, user, "/login?next=/me")
    done = await client.get(back.path_qs, allow_redirects=False)
    assert done.status == 302, await done.text()
    assert done.headers["Location"] == "/me"
