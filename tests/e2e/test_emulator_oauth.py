"""The emulator's OAuth2 and linked roles answer as Discord documents: a code is good once and
only with its redirect address, a wrong client secret is ``invalid_client``, a refresh token
is good once, a Bearer token serves only its scopes, and metadata is checked record by
record."""

from __future__ import annotations

from typing import Any

import aiohttp
from yarl import URL

from devkit.emulator import DiscordEmulator, World

REDIRECT = "http://site.test/callback"


async def authorized(emulator: DiscordEmulator, scope: str) -> str:
    """The code the authorize page hands out for ``scope``."""
    query = {
        "response_type": "code",
        "client_id": str(emulator.application_id),
        "scope": scope,
        "state": "st",
        "redirect_uri": REDIRECT,
    }
    async with (
        aiohttp.ClientSession() as session,
        session.get(
            f"{emulator.base_url}/oauth2/authorize", params=query, allow_redirects=False
        ) as answer,
    ):
        assert answer.status == 302
        back = URL(answer.headers["Location"])
    assert back.query["state"] == "st"
    return back.query["code"]


async def token(emulator: DiscordEmulator, **form: str) -> tuple[int, dict[str, Any]]:
    client = {"client_id": str(emulator.application_id)}
    client["client_secret"] = form.pop("secret", emulator.oauth.client_secret)
    async with (
        aiohttp.ClientSession() as session,
        session.post(f"{emulator.api_base}/oauth2/token", data={**client, **form}) as answer,
    ):
        return answer.status, await answer.json()


async def call(
    emulator: DiscordEmulator, method: str, path: str, auth: str, body: Any = None
) -> tuple[int, Any]:
    async with (
        aiohttp.ClientSession() as session,
        session.request(
            method, emulator.api_base + path, headers={"Authorization": auth}, json=body
        ) as answer,
    ):
        return answer.status, await answer.json()


async def test_a_code_is_good_once_and_only_with_its_redirect(
    emulator: DiscordEmulator, world: World
) -> None:
    emulator.oauth.sign_in(world.alice)
    code = await authorized(emulator, "identify guilds")
    status, wrong = await token(
        emulator, grant_type="authorization_code", code=code, redirect_uri="http://elsewhere/"
    )
    assert (status, wrong["error"]) == (400, "invalid_grant")
    code = await authorized(emulator, "identify guilds")
    status, _ = await token(
        emulator, grant_type="authorization_code", code=code, redirect_uri=REDIRECT, secret="no"
    )
    assert status == 401
    status, granted = await token(
        emulator, grant_type="authorization_code", code=code, redirect_uri=REDIRECT
    )
    assert status == 200 and granted["token_type"] == "Bearer"
    assert granted["scope"] == "guilds identify" and granted["expires_in"] == 604800
    again, _ = await token(
        emulator, grant_type="authorization_code", code=code, redirect_uri=REDIRECT
    )
    assert again == 400

    bearer = f"Bearer {granted['access_token']}"
    assert (await call(emulator, "GET", "/users/@me", bearer))[1]["id"] == str(world.alice.id)
    status, guilds = await call(emulator, "GET", "/users/@me/guilds", bearer)
    assert [g["id"] for g in guilds] == [str(world.guild.id)]
    path = f"/users/@me/applications/{emulator.application_id}/role-connection"
    assert (await call(emulator, "PUT", path, bearer, {}))[0] == 403  # no such scope

    status, refreshed = await token(
        emulator, grant_type="refresh_token", refresh_token=granted["refresh_token"]
    )
    assert status == 200 and refreshed["access_token"] != granted["access_token"]
    used, _ = await token(
        emulator, grant_type="refresh_token", refresh_token=granted["refresh_token"]
    )
    assert used == 400


async def test_metadata_and_a_connection_are_checked_as_discord_does(
    emulator: DiscordEmulator, world: World
) -> None:
    bot = f"Bot {emulator.token}"
    path = f"/applications/{emulator.application_id}/role-connections/metadata"
    record = {"key": "rating", "name": "Rating", "description": "at least", "type": 2}
    six = [{**record, "key": f"k{n}"} for n in range(6)]
    assert (await call(emulator, "PUT", path, bot, six))[0] == 400
    assert (await call(emulator, "PUT", path, bot, [{**record, "key": "Bad Key"}]))[0] == 400
    assert (await call(emulator, "PUT", path, "Bot wrong", [record]))[0] == 401
    assert await call(emulator, "PUT", path, bot, [record]) == (200, [record])

    emulator.oauth.sign_in(world.alice)
    code = await authorized(emulator, "role_connections.write identify")
    _, granted = await token(
        emulator, grant_type="authorization_code", code=code, redirect_uri=REDIRECT
    )
    bearer = f"Bearer {granted['access_token']}"
    mine = f"/users/@me/applications/{emulator.application_id}/role-connection"
    unknown = {"platform_name": "tttbot", "metadata": {"wins": "3"}}
    assert (await call(emulator, "PUT", mine, bearer, unknown))[0] == 400
    good = {"platform_name": "tttbot", "platform_username": "alice", "metadata": {"rating": "9"}}
    assert (await call(emulator, "PUT", mine, bearer, good))[0] == 200
    assert emulator.oauth.connections[world.alice.id]["metadata"] == {"rating": "9"}
    assert (await call(emulator, "PUT", mine, "Bearer nope", good))[0] == 401
