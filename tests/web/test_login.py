"""Logging in with Discord, against the Discord emulator: a member sees the private servers
they belong to and their own DM games, and nobody else does; a callback whose ``state`` is not
the browser's own is refused; names are text, even a logged-in member's own."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.app import create_app
from bot.web.auth import local_path
from bot.web.session import COOKIE
from devkit.emulator import DiscordEmulator, Guild, User
from domain.game import Game, Side
from domain.places import NO_SERVER
from storage import Repository
from tests.storage.conftest import MINIMAX
from tests.web import logins
from tests.web.conftest import played
from tests.web.logins import approve, auth_of

SCRIPT = "<script>alert(1)</script>"


@dataclass(frozen=True)
class World:
    emulator: DiscordEmulator
    client: TestClient
    guild: Guild
    member: User
    outsider: User
    private_game: Game
    dm_game: Game


@pytest.fixture
async def world(emulator: DiscordEmulator, repo: Repository) -> AsyncIterator[World]:
    guild = emulator.add_guild("Hidden")
    member = emulator.add_user("ann", global_name=SCRIPT)
    outsider = emulator.add_user("bob")
    emulator.add_member(guild, member)
    # A server of hers the bot never played in: not kept in her session.
    emulator.add_member(emulator.add_guild("Elsewhere"), member)
    server = str(guild.id)
    await repo.update_server_settings(server, by="admin", web="private")
    ann, bob = Side.human(str(member.id), "Ann"), Side.human(str(outsider.id), "Bob")
    private_game = await played(repo, server, Side.human("9", SCRIPT), MINIMAX, 10)
    dm_game = await played(repo, NO_SERVER, ann, MINIMAX, 20)
    await played(repo, NO_SERVER, bob, MINIMAX, 30)
    async with TestClient(TestServer(create_app(repo, auth=auth_of(emulator)))) as client:
        yield World(emulator, client, guild, member, outsider, private_game, dm_game)


async def log_in(world: World, user: User) -> None:
    """``user`` logs in on the world's browser."""
    await logins.log_in(world.client, world.emulator, user)


async def status(client: TestClient, path: str) -> int:
    async with client.get(path, allow_redirects=False) as response:
        return response.status


async def test_a_member_sees_their_private_server_and_their_dm_games_once_logged_in(
    world: World,
) -> None:
    server = f"/servers/{world.guild.id}"
    private, dm = f"/games/{world.private_game.id}", f"/games/{world.dm_game.id}"
    assert [await status(world.client, p) for p in (server, private, dm)] == [404] * 3

    await log_in(world, world.member)

    assert [await status(world.client, p) for p in (server, private, dm)] == [200] * 3
    answer = await world.client.get(private)
    assert answer.headers["Cache-Control"] == "private, no-cache"
    assert await status(world.client, f"/api/games/{world.dm_game.id}") == 200
    page = await (await world.client.get("/me")).text()
    assert re.findall(r'href="/servers/(\d+)"', page) == [str(world.guild.id)]


async def test_someone_else_logged_in_sees_neither_the_private_server_nor_another_s_dm_game(
    world: World,
) -> None:
    await log_in(world, world.outsider)
    for path in (
        f"/servers/{world.guild.id}",
        f"/games/{world.private_game.id}",
        f"/games/{world.dm_game.id}",
        f"/games/{world.private_game.id}/review.png",
        f"/players/{world.private_game.x.user_id}",
        f"/api/games/{world.dm_game.id}",
    ):
        assert await status(world.client, path) == 404, path


async def test_a_callback_with_another_state_is_refused_and_logs_nobody_in(world: World) -> None:
    back = await approve(world.client, world.emulator, world.member)
    forged = back.update_query(state="not-the-one")
    refused = await world.client.get(forged.path_qs, allow_redirects=False)
    assert refused.status == 400
    assert "not started in this browser" in await refused.text()
    # The state is used up: the genuine callback after a forged one is refused too.
    assert await status(world.client, back.path_qs) == 400
    assert await status(world.client, f"/servers/{world.guild.id}") == 404


async def test_a_callback_in_another_browser_is_refused(world: World) -> None:
    back = await approve(world.client, world.emulator, world.member)
    other: TestClient = TestClient(world.client.server)  # another browser: no cookie
    async with other:
        assert await status(other, back.path_qs) == 400


async def test_a_member_who_says_no_on_discord_is_not_logged_in(world: World) -> None:
    world.emulator.oauth.deny = True
    back = await approve(world.client, world.emulator, world.member)
    assert back.query["error"] == "access_denied"
    assert await status(world.client, back.path_qs) == 400
    assert await status(world.client, "/me") == 302


async def test_logging_out_ends_the_session(world: World) -> None:
    await log_in(world, world.member)
    out = await world.client.post("/logout", allow_redirects=False)
    assert out.status == 303
    assert await status(world.client, f"/servers/{world.guild.id}") == 404
    assert await status(world.client, "/me") == 302


async def test_names_stay_text_for_a_logged_in_member_too(world: World) -> None:
    await log_in(world, world.member)
    for path in ("/me", f"/games/{world.private_game.id}", f"/servers/{world.guild.id}"):
        page = await (await world.client.get(path)).text()
        assert SCRIPT not in page, path
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page, path


async def test_the_session_cookie_is_sealed_http_only_and_lax(world: World) -> None:
    await log_in(world, world.member)
    cookie = world.client.session.cookie_jar.filter_cookies(world.client.make_url("/"))[COOKIE]
    assert str(world.member.id) not in cookie.value
    me = await world.client.get("/login", allow_redirects=False)
    header = me.headers.get("Set-Cookie", "")
    assert "HttpOnly" in header and "SameSite=Lax" in header


async def test_a_login_goes_back_only_to_a_page_of_this_site(world: World) -> None:
    back = await approve(world.client, world.emulator, world.member, "/login?next=//evil.example/x")
    done = await world.client.get(back.path_qs, allow_redirects=False)
    assert done.headers["Location"] == "/me"


async def test_without_a_secret_logging_in_is_off_with_one_line(repo: Repository) -> None:
    async with TestClient(TestServer(create_app(repo))) as client:
        answer = await client.get("/login", allow_redirects=False)
        assert answer.status == 503
        assert "Logging in is not set up on this site." in await answer.text()
        page = await (await client.get("/")).text()
        assert 'href="/login' not in page


@pytest.mark.parametrize(
    ("wanted", "kept"),
    [
        ("/games/3?ply=2", "/games/3?ply=2"),
        ("//evil.example/x", "/me"),
        ("/\\evil.example", "/me"),
        ("https://evil.example/", "/me"),
        ("/ok\r\nSet-Cookie: x", "/me"),
        (None, "/me"),
    ],
)
def test_the_page_to_go_back_to_is_a_path_of_this_site(wanted: str | None, kept: str) -> None:
    assert local_path(wanted) == kept
