"""The website's pages on both databases: what a visitor sees of public servers, a 404 for
anything private or unknown, names escaped, the visitor's language."""

from __future__ import annotations

import gc

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.app import create_app, served_alone
from storage import Repository
from tests.web.conftest import PRIVATE, PUBLIC, Site


async def text_of(
    site: Site, path: str, status: int = 200, headers: dict[str, str] | None = None
) -> str:
    response = await site.client.get(path, headers=headers or {})
    body = await response.text()
    assert response.status == status, body
    return body


async def test_the_front_page_ranks_the_people_of_public_servers(site: Site) -> None:
    page = await text_of(site, "/")
    assert "Global leaderboard" in page
    assert 'href="/players/ann"' in page and ">Ann<" in page
    assert "Mallory" not in page  # seen only in a private server


async def test_a_name_is_shown_as_text_never_as_markup(site: Site) -> None:
    page = await text_of(site, "/")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script>alert(1)" not in page
    game = await text_of(site, "/games/6")
    assert "<script>alert(1)" not in game and "&lt;script&gt;alert(1)" in game


async def test_the_search_finds_names_containing_the_text_whatever_the_case(site: Site) -> None:
    page = await text_of(site, "/?q=AN")
    assert ">Ann<" in page and "alert(1)" not in page
    assert "Nobody by that name" in await text_of(site, "/?q=zzz")
    assert ">Ann<" not in await text_of(site, "/?q=%25")  # a % is a character, not a wildcard


async def test_a_public_server_shows_its_season_board_and_recent_games(site: Site) -> None:
    page = await text_of(site, f"/servers/{PUBLIC}")
    assert "Season 1 (current)" in page
    assert ">Ann<" in page
    assert f'href="/games/{site.public_game.id}"' in page


@pytest.mark.parametrize("path", [f"/servers/{PRIVATE}", "/servers/0", "/servers/999", "/nowhere"])
async def test_a_private_or_unknown_server_is_not_found(site: Site, path: str) -> None:
    page = await text_of(site, path, status=404)
    assert "Not found" in page and "Mallory" not in page


async def test_a_game_replays_every_step_with_the_solver_values(site: Site) -> None:
    game_id = site.public_game.id
    page = await text_of(site, f"/games/{game_id}")
    assert "Ann won" in page
    assert 'id="ply-5" aria-label="Move 5 of 5">' in page  # the final position is shown
    assert 'id="ply-0" aria-label="Move 0 of 5" hidden' in page
    assert 'href="?ply=4"' in page and 'href="?ply=0"' in page
    assert "cell win best" in page  # on the empty board every cell draws: after X's mistakes
    assert 'class="cell draw best"' in page


async def test_each_step_has_its_own_address(site: Site) -> None:
    page = await text_of(site, f"/games/{site.public_game.id}?ply=2")
    assert 'id="ply-2" aria-label="Move 2 of 5">' in page
    assert 'id="ply-5" aria-label="Move 5 of 5" hidden' in page
    clamped = await text_of(site, f"/games/{site.public_game.id}?ply=99")
    assert 'id="ply-5" aria-label="Move 5 of 5">' in clamped


async def test_private_dm_and_unknown_games_are_not_found(site: Site) -> None:
    for game_id in (site.private_game.id, site.dm_game.id, 9999, "abc"):
        await text_of(site, f"/games/{game_id}", status=404)


async def test_a_player_page_shows_rating_record_per_agent_and_games(site: Site) -> None:
    page = await text_of(site, "/players/ann")
    assert "<h1>Ann</h1>" in page
    assert "Against each agent" in page and "minimax" in page
    assert "5 W · 0 D · 0 L" in page  # the DM game is hers: neither counted nor listed
    assert page.count('href="/games/') == 5
    assert f'href="/games/{site.dm_game.id}"' not in page


@pytest.mark.parametrize("user", ["mal", "nobody"])
async def test_a_person_seen_only_in_private_places_is_not_found(site: Site, user: str) -> None:
    await text_of(site, f"/players/{user}", status=404)


async def test_making_a_server_public_puts_its_people_on_the_site(site: Site) -> None:
    await site.repo.update_server_settings(PRIVATE, by="admin", web="public")
    assert "Mallory" in await text_of(site, "/")
    await text_of(site, f"/servers/{PRIVATE}")
    await text_of(site, "/players/mal")
    await site.repo.update_server_settings(PRIVATE, by="admin", web=None)  # the default
    await text_of(site, f"/servers/{PRIVATE}", status=404)


@pytest.mark.parametrize(
    ("header", "lang", "title"),
    [
        ("fr-CH, fr;q=0.9, en;q=0.8", "fr", "Classement général"),
        ("xx, de;q=0.5", "de", "Globale Rangliste"),
        ("en-GB, fr;q=0.9", "en", "Global leaderboard"),
        ("", "en", "Global leaderboard"),
    ],
)
async def test_the_page_speaks_the_visitors_language(
    site: Site, header: str, lang: str, title: str
) -> None:
    page = await text_of(site, "/", headers={"Accept-Language": header})
    assert f'<html lang="{lang}">' in page
    assert f"<h1>{title}</h1>" in page


async def test_pages_run_only_the_site_s_own_scripts(site: Site) -> None:
    response = await site.client.get(f"/games/{site.public_game.id}")
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self' 'nonce-" in policy and "default-src 'self'" in policy
    page = await response.text()
    assert '<script src="/static/replay.js" defer></script>' in page
    assert "<script>" not in page and (await site.client.get("/static/replay.js")).status == 200
    assert (await site.client.get("/static/style.css")).status == 200


async def test_the_site_starts_with_its_templates_compiled_and_the_game_solved(
    site: Site,
) -> None:
    import aiohttp_jinja2

    from engine import solver

    app = site.client.app
    assert app is not None
    environment = aiohttp_jinja2.get_env(app)
    assert environment.cache is not None
    kept = {key[1] for key in environment.cache}
    assert {"game.html", "player.html", "server.html", "leaderboard.html"} <= kept
    assert solver.solved()


async def test_the_site_served_alone_freezes_its_start_up_heap(repo: Repository) -> None:
    """``tttbot web``: what start-up built is out of the collector's sight (a full collection
    walking it would stall every page in flight); an app made by a test freezes nothing."""
    gc.unfreeze()
    try:
        async with TestClient(TestServer(create_app(repo, cache_seconds=0))):
            assert gc.get_freeze_count() == 0
        async with TestClient(TestServer(served_alone(repo))) as client:
            assert gc.get_freeze_count() > 10_000
            assert (await client.get("/")).status == 200
    finally:
        gc.unfreeze()
