"""A person's page counts only the games its visitor may see: a game in a private server only
for that server's members, a DM game only for its player; the rating alone is global.

Ann (whose name is markup) played two games in a public server, one in a private server she
and Mia belong to, and one in a DM, all against minimax, all won. Bob belongs to neither."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest
from aiohttp.test_utils import BaseTestServer, TestClient, TestServer

from bot.web.app import create_app
from devkit.emulator import DiscordEmulator, User
from domain.game import Game, Side
from domain.places import NO_SERVER
from storage import Repository
from tests.storage.conftest import MINIMAX
from tests.web.conftest import PUBLIC, played
from tests.web.logins import auth_of, log_in

SCRIPT = "<script>alert(1)</script>"
ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;"


@dataclass(frozen=True)
class Town:
    server: BaseTestServer
    emulator: DiscordEmulator
    ann: User
    mia: User
    bob: User
    public: tuple[Game, Game]
    private: Game
    dm: Game


@pytest.fixture
async def town(emulator: DiscordEmulator, repo: Repository) -> AsyncIterator[Town]:
    guild = emulator.add_guild("Hidden")
    ann = emulator.add_user("ann", global_name=SCRIPT)
    mia, bob = emulator.add_user("mia"), emulator.add_user("bob")
    emulator.add_member(guild, ann)
    emulator.add_member(guild, mia)
    await repo.update_server_settings(PUBLIC, by="admin", web="public")
    await repo.update_server_settings(str(guild.id), by="admin", web="private")
    her = Side.human(str(ann.id), SCRIPT)
    first = await played(repo, PUBLIC, her, MINIMAX, 10)
    second = await played(repo, PUBLIC, her, MINIMAX, 20)
    private = await played(repo, str(guild.id), her, MINIMAX, 30)
    dm = await played(repo, NO_SERVER, her, MINIMAX, 40)
    # The page cache is on: what a visitor was shown must never reach a logged-in member.
    async with TestServer(create_app(repo, auth=auth_of(emulator))) as server:
        yield Town(server, emulator, ann, mia, bob, (first, second), private, dm)


async def seen_by(town: Town, who: User | None) -> tuple[dict[str, Any], str]:
    """Ann's page, as JSON and as HTML, for ``who`` logged in (``None``: a visitor)."""
    browser: TestClient = TestClient(town.server)  # a browser of its own: its own cookies
    try:
        if who is not None:
            await log_in(browser, town.emulator, who)
        path = f"/players/{town.ann.id}"
        async with browser.get(f"/api{path}") as answer:
            assert answer.status == 200
            body = await answer.json()
        async with browser.get(path) as answer:
            assert answer.status == 200
            return body, await answer.text()
    finally:
        await browser.session.close()  # not the server, which the next browser asks


def ids(body: dict[str, Any], key: str) -> list[int]:
    return sorted(item["game_id" if key == "rating_history" else "id"] for item in body[key])


async def test_a_visitor_sees_only_the_public_games_and_the_global_rating(town: Town) -> None:
    public = sorted(g.id for g in town.public)
    for who in (None, town.bob):  # no login, or someone in neither place
        body, page = await seen_by(town, who)
        assert ids(body, "rating_history") == public == ids(body, "recent_games")
        stats = body["stats"]
        assert stats["games"] == 2 and stats["record"] == {"wins": 2, "draws": 0, "losses": 0}
        assert stats["vs_agents"] == {"minimax": {"wins": 2, "draws": 0, "losses": 0}}
        assert stats["streak"] == stats["best_streak"] == 2
        # The rating is the global one: four wins, more than the two points drawn show.
        assert stats["rating"] > body["rating_history"][-1]["rating"]
        for hidden in (town.private, town.dm):
            assert f"/games/{hidden.id}" not in page
        assert page.count('class="dot"') == 2  # the chart's points


async def test_a_member_of_the_private_server_sees_its_game_but_not_her_dm(town: Town) -> None:
    body, page = await seen_by(town, town.mia)
    shown = sorted([*(g.id for g in town.public), town.private.id])
    assert ids(body, "rating_history") == shown == ids(body, "recent_games")
    assert body["stats"]["games"] == 3 and body["stats"]["streak"] == 3
    assert f'href="/games/{town.private.id}"' in page
    assert f"/games/{town.dm.id}" not in page and page.count('class="dot"') == 3


async def test_the_player_sees_every_game_and_the_history_ends_at_her_rating(town: Town) -> None:
    body, _ = await seen_by(town, town.ann)
    every = sorted([*(g.id for g in town.public), town.private.id, town.dm.id])
    assert ids(body, "rating_history") == every == ids(body, "recent_games")
    assert body["stats"]["games"] == 4
    assert body["rating_history"][-1]["rating"] == body["stats"]["rating"]


async def test_her_name_is_text_for_everyone(town: Town) -> None:
    for who in (None, town.mia, town.ann):
        body, page = await seen_by(town, who)
        assert body["name"] == SCRIPT
        assert SCRIPT not in page and f"<h1>{ESCAPED}</h1>" in page
