"""Every page of the website in a real browser (chromium): no console error, no failed
request, no dialog, no serious or critical accessibility violation (axe-core); the replay
steps with the keyboard and its buttons."""

from __future__ import annotations

from typing import Any

import pytest

from devkit.website import DemoSite
from tests.browser.conftest import Troubles, axe_violations

pytestmark = pytest.mark.slow


def pages(site: DemoSite) -> list[str]:
    return [
        "/",
        "/?q=an",
        f"/servers/{site.server_id}",
        f"/servers/{site.server_id}?season=1&channel=general",
        f"/games/{site.game_id}",
        f"/games/{site.game_id}?ply=2",
        f"/players/{site.player_id}",
        "/players/eve",
    ]


async def test_every_page_opens_cleanly_and_is_accessible(site: DemoSite, browser: Any) -> None:
    context = await browser.new_context(locale="en-US")
    page = await context.new_page()
    troubles = Troubles()
    troubles.watch(page)
    for path in pages(site):
        response = await page.goto(site.base + path)
        assert response is not None and response.status == 200, path
        assert await page.title(), path
        violations = await axe_violations(page)
        assert violations == [], (path, [(v["id"], v["nodes"][0]["html"]) for v in violations])
    assert troubles == Troubles(), troubles
    await context.close()


async def test_a_name_that_is_markup_runs_nothing(site: DemoSite, browser: Any) -> None:
    page = await browser.new_page()
    troubles = Troubles()
    troubles.watch(page)
    await page.goto(site.base + "/players/eve")
    assert await page.locator("h1").inner_text() == "<script>alert(1)</script>"
    await page.goto(site.base + "/")
    assert troubles.dialogs == [] and troubles.console == []


async def test_the_replay_steps_with_the_arrow_keys_and_the_buttons(
    site: DemoSite, browser: Any
) -> None:
    page = await browser.new_page()
    troubles = Troubles()
    troubles.watch(page)
    await page.goto(f"{site.base}/games/{site.game_id}?ply=0")
    shown = page.locator("section.step:not([hidden])")
    assert await shown.get_attribute("id") == "ply-0"
    for ply in range(1, site.moves + 1):
        await page.keyboard.press("ArrowRight")
        assert await shown.get_attribute("id") == f"ply-{ply}"
    await page.keyboard.press("ArrowRight")  # past the end: stays on the final position
    assert await shown.get_attribute("id") == f"ply-{site.moves}"
    assert page.url.endswith(f"?ply={site.moves}")
    await page.keyboard.press("ArrowLeft")
    assert await shown.get_attribute("id") == f"ply-{site.moves - 1}"
    await shown.get_by_role("link", name="Start").click()
    assert await shown.get_attribute("id") == "ply-0"
    await shown.get_by_role("link", name="End").click()
    assert await shown.get_attribute("id") == f"ply-{site.moves}"
    await page.reload()  # the address kept the step: a permalink
    assert await page.locator("section.step:not([hidden])").get_attribute("id") == (
        f"ply-{site.moves}"
    )
    assert troubles == Troubles(), troubles


async def test_the_server_filters_show_a_channel_board(site: DemoSite, browser: Any) -> None:
    page = await browser.new_page()
    await page.goto(f"{site.base}/servers/{site.server_id}")
    await page.get_by_label("Season").select_option("1")
    await page.get_by_label("Channel").select_option("games")
    await page.get_by_role("button", name="Show").click()
    await page.wait_for_url("**channel=games**")
    assert await page.locator("h2").first.inner_text() == "#games, season 1"
    assert await page.locator("svg[role=img]").count() == 1  # the learned win rate


async def test_axe_finds_what_a_page_lacks(browser: Any) -> None:
    """The accessibility check can fail: a field without a label is a critical violation."""
    page = await browser.new_page()
    await page.set_content("<html lang='en'><title>t</title><main><input></main></html>")
    assert "label" in [v["id"] for v in await axe_violations(page)]
