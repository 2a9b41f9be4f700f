"""Pages kept a few seconds (bot/web/cache.py): the same bytes for the same address and
language, never a logged-in visitor's page, nothing but a 200, and nothing once expired."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.app import create_app
from storage import Repository
from tests.storage.conftest import ANN, MINIMAX
from tests.web.conftest import PRIVATE, PUBLIC, played


@pytest.fixture
async def kept(repo: Repository) -> AsyncIterator[TestClient]:
    await repo.update_server_settings(PUBLIC, by="admin", web="public")
    await played(repo, PUBLIC, ANN, MINIMAX, 0)
    async with TestClient(TestServer(create_app(repo, cache_seconds=0.5))) as client:
        yield client


async def test_a_page_asked_again_soon_is_the_page_sent_before(
    kept: TestClient, repo: Repository
) -> None:
    first = await (await kept.get(f"/servers/{PUBLIC}")).text()
    await repo.update_server_settings(PUBLIC, by="admin", web="private")
    assert await (await kept.get(f"/servers/{PUBLIC}")).text() == first  # within 0.5 s
    french = await kept.get(f"/servers/{PUBLIC}", headers={"Accept-Language": "fr"})
    assert french.status == 404  # another language: read again
    member = await kept.get(f"/servers/{PUBLIC}", headers={"Cookie": "s=1"})
    assert member.status == 404  # a visitor with a cookie: never a kept page
    await asyncio.sleep(0.6)
    assert (await kept.get(f"/servers/{PUBLIC}")).status == 404


async def test_only_what_succeeded_is_kept(kept: TestClient, repo: Repository) -> None:
    assert (await kept.get(f"/servers/{PRIVATE}")).status == 404
    await repo.update_server_settings(PRIVATE, by="admin", web="public")
    assert (await kept.get(f"/servers/{PRIVATE}")).status == 200


async def test_a_crowd_asking_one_page_at_once_renders_it_once(
    kept: TestClient, repo: Repository
) -> None:
    reads = 0
    original = repo.server_page

    async def counted(*args: object, **kwargs: object) -> object:
        nonlocal reads
        reads += 1
        await asyncio.sleep(0.05)
        return await original(*args, **kwargs)  # type: ignore[arg-type]

    repo.server_page = counted  # type: ignore[method-assign,assignment]
    answers = await asyncio.gather(*(kept.get(f"/servers/{PUBLIC}") for _ in range(10)))
    assert [a.status for a in answers] == [200] * 10 and reads == 1
    assert len({await a.text() for a in answers}) == 1
