"""Logging in with Discord in a real browser (chromium), against the Discord emulator's OAuth2:
the login link, Discord's authorize redirect and the way back, a private server of the
member's shown and another private server not, logging out; no console error, no failed
request, no dialog, no serious or critical accessibility violation once logged in."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from devkit.emulator import DiscordEmulator
from devkit.website import PRIVATE, DemoSite, demo_site, moves_of
from domain.game import Side
from tests.browser.conftest import Troubles, axe_violations
from tests.web.logins import auth_of

pytestmark = pytest.mark.slow

MARKUP = "<script>alert('ann')</script>"
"""The member's Discord name: shown as text, running nothing (a dialog would be a trouble)."""


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    async with DiscordEmulator() as running:
        yield running


@pytest.fixture
async def site_with_logins(tmp_path: Path, emulator: DiscordEmulator) -> AsyncIterator[DemoSite]:
    async with demo_site(tmp_path / "demo.db", auth=auth_of(emulator)) as running:
        yield running


async def accessible(page: Any) -> None:
    violations = await axe_violations(page)
    assert violations == [], (page.url, [(v["id"], v["nodes"][0]["html"]) for v in violations])


async def test_a_member_logs_in_with_discord_sees_their_private_server_and_logs_out(
    site_with_logins: DemoSite, emulator: DiscordEmulator, browser: Any
) -> None:
    site = site_with_logins
    guild = emulator.add_guild("Hidden")
    member = emulator.add_user("ann", global_name=MARKUP)
    emulator.add_member(guild, member)
    emulator.oauth.sign_in(member)  # her browser is logged in to Discord
    theirs = str(guild.id)
    await site.repository.update_server_settings(theirs, by="admin", web="private")
    game = await site.repository.create_game(
        server_id=theirs,
        channel_id="c",
        x=Side.human(str(member.id), MARKUP),
        o=Side.bot("minimax", "builtin", 1600.0),
    )
    await site.repository.apply_moves(game, moves_of(2))

    context = await browser.new_context(locale="en-US")
    page = await context.new_page()
    troubles = Troubles()
    troubles.watch(page)

    async def status(path: str) -> int:
        """The status of ``path`` with this browser's cookies (outside the page's events)."""
        return (await context.request.get(site.base + path)).status

    assert await status(f"/servers/{theirs}") == 404
    await page.goto(f"{site.base}/servers/{site.server_id}")
    await page.get_by_role("link", name="Log in with Discord").click()
    # The site sends the browser to Discord, which approves and sends it back with a code:
    # logged in, on the page the login started from.
    await page.wait_for_url(f"{site.base}/servers/{site.server_id}")
    assert await page.locator("header a.me").inner_text() == MARKUP
    await page.locator("header a.me").click()
    await page.wait_for_url(f"{site.base}/me")
    assert await page.locator("main a[href^='/servers/']").all_inner_texts() == [f"Server {theirs}"]
    await accessible(page)
    await page.get_by_role("link", name=f"Server {theirs}").click()
    await page.wait_for_url(f"{site.base}/servers/{theirs}")
    assert await page.locator(f"a[href='/games/{game.id}']").count() == 1
    await accessible(page)
    assert await status(f"/servers/{PRIVATE}") == 404  # a private server not hers

    await page.get_by_role("button", name="Log out").click()
    await page.wait_for_url(f"{site.base}/")
    assert await page.get_by_role("link", name="Log in with Discord").count() == 1
    assert await status(f"/servers/{theirs}") == 404
    assert troubles == Troubles(), troubles
    await context.close()
