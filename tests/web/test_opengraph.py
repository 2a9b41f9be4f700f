"""A game's link unfolds: its page carries Open Graph tags (title, result, its address, the
review picture), and the picture is served where the page is, and nowhere else."""

from __future__ import annotations

import asyncio
import io
import re

from PIL import Image

from tests.web.conftest import Site


async def test_a_game_page_carries_its_open_graph_tags(site: Site) -> None:
    game = site.public_game
    page = await (await site.client.get(f"/games/{game.id}")).text()
    tags = dict(re.findall(r'<meta property="(og:[a-z:_]+)" content="([^"]*)">', page))
    base = str(site.client.make_url("")).rstrip("/")
    assert tags["og:title"] == f"Game {game.id}: Ann against minimax"
    assert tags["og:description"] == "Ann won"
    assert tags["og:url"] == f"{base}/games/{game.id}"
    assert tags["og:image"] == f"{base}/games/{game.id}/review.png"
    assert (tags["og:image:width"], tags["og:image:height"]) == ("408", "408")


async def test_the_review_picture_is_a_png_of_the_board(site: Site) -> None:
    answer = await site.client.get(f"/games/{site.public_game.id}/review.png")
    assert answer.status == 200
    assert answer.content_type == "image/png"
    picture = Image.open(io.BytesIO(await answer.read()))
    assert picture.format == "PNG" and picture.size == (408, 408)  # what the tags announce


async def test_a_private_or_dm_game_s_picture_is_not_found(site: Site) -> None:
    for game in (site.private_game, site.dm_game):
        answer = await site.client.get(f"/games/{game.id}/review.png")
        assert answer.status == 404


async def test_a_name_in_the_tags_stays_text(site: Site) -> None:
    xss_game = (await site.repo.public_games(server_id="100", limit=1))[0]
    page = await (await site.client.get(f"/games/{xss_game.id}")).text()
    assert "<script>alert(1)</script>" not in page
    assert f'content="Game {xss_game.id}: minimax against &lt;script&gt;' in page


async def test_pictures_drawn_at_once_in_worker_threads_are_all_the_same(site: Site) -> None:
    path = f"/games/{site.public_game.id}/review.png"

    async def fetch() -> bytes:
        async with site.client.get(path) as answer:
            assert answer.status == 200
            return await answer.read()

    pictures = await asyncio.gather(*(fetch() for _ in range(20)))
    assert len(set(pictures)) == 1
