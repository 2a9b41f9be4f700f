"""The pages' figures on both databases: a server's season and channel boards and what the bot
learned there, a player's rating history (as the stats tables counted it) and record per
agent and level, a game's rating change."""

from __future__ import annotations

from storage.repos.web import Viewer
from tests.storage.conftest import ANN, MINIMAX
from tests.web.conftest import PUBLIC, Site, played

HERSELF = Viewer("ann")
"""Ann logged in: she sees her DM game too, so her page counts every game she played."""

LEARNED = {
    "people": {
        "from": "v1",
        "servers": {
            PUBLIC: {
                "games": 40,
                "before": 0.25,
                "after": 0.375,
                "habit_rates": {"win_line": {"rate": 0.5, "chances": 8}},
            }
        },
    }
}


async def test_a_server_page_filters_by_season_and_channel(site: Site) -> None:
    page = await (await site.client.get(f"/servers/{PUBLIC}?season=1&channel=c")).text()
    assert "#c, season 1" in page and ">Ann<" in page
    ignored = await (await site.client.get(f"/servers/{PUBLIC}?season=9&channel=nope")).text()
    assert "Season 1 (current)" in ignored  # an unknown season or channel: the whole server
    await site.repo.start_season(PUBLIC, "admin")
    fresh = await (await site.client.get(f"/servers/{PUBLIC}")).text()
    assert "Season 2 (current)" in fresh and ">Ann<" not in fresh.split("Recent games")[0]
    body = await (await site.client.get(f"/api/servers/{PUBLIC}?season=1")).json()
    assert body["seasons"] == [1, 2] and body["season"] == 1 and body["channels"] == ["c"]
    assert [r["name"] for r in body["rows"]][:1] == ["Ann"]


async def test_a_server_page_shows_what_the_bot_learned_from_its_people(site: Site) -> None:
    page = await (await site.client.get(f"/servers/{PUBLIC}")).text()
    assert "has not learned from this server" in page
    await site.repo.record_agent_version("dqn", "v2", metrics=LEARNED)
    await site.repo.promote_agent_version("dqn", "v2")
    page = await (await site.client.get(f"/servers/{PUBLIC}")).text()
    assert "Learned from 40 games" in page and "<svg" in page
    assert "take a winning move on a row or column 50.0 %" in page
    assert "37.5 %" in page and "25.0 %" in page  # the chart's figures, as a table
    learned = (await (await site.client.get(f"/api/servers/{PUBLIC}")).json())["learned"]
    assert [p["rate"] for p in learned["win_rate"]] == [0.25, 0.375]
    assert learned["habits"] == {"win-line": {"rate": 0.5, "chances": 8}}


async def test_a_player_s_rating_history_ends_at_their_rating(site: Site) -> None:
    own = await site.repo.player_page("ann", HERSELF)
    assert own is not None and own.stats is not None
    history = [p.rating for p in own.history]
    assert len(history) == 6 and history == sorted(history)  # six wins in a row
    assert round(history[-1], 6) == round(own.stats.rating, 6)
    # A visitor sees the five public games: the points end before her DM game's win.
    body = await (await site.client.get("/api/players/ann")).json()
    assert [p["rating"] for p in body["rating_history"]] == [round(r, 1) for r in history[:5]]
    assert body["stats"]["rating"] == round(own.stats.rating, 1) > history[4]
    page = await (await site.client.get("/players/ann")).text()
    assert "<svg" in page and "Rating history" in page
    assert "<td>minimax</td><td>–</td>" in page  # minimax is no level of /ttt play


async def test_games_over_a_pair_s_daily_cap_leave_the_history_alone(site: Site) -> None:
    for number in range(5):  # eleven games against minimax on one day; the cap counts ten
        await played(site.repo, PUBLIC, ANN, MINIMAX, 400 + 10 * number)
    own = await site.repo.player_page("ann", HERSELF)
    assert own is not None and own.stats is not None
    assert len(own.history) == 10 == own.stats.games
    assert round(own.history[-1].rating, 6) == round(own.stats.rating, 6)
    body = await (await site.client.get("/api/players/ann")).json()  # her DM game not shown
    assert len(body["rating_history"]) == 9 == body["stats"]["games"]


async def test_a_game_shows_what_it_did_to_the_global_rating(site: Site) -> None:
    page = await (await site.client.get(f"/games/{site.public_game.id}")).text()
    assert "Ann: global rating" in page
    body = await (await site.client.get(f"/api/games/{site.public_game.id}")).json()
    change = body["rating_changes"]["ann"]
    assert change["change"] > 0
    player = await (await site.client.get("/api/players/ann")).json()
    # The last of her public games (her DM game came after it, and is not shown).
    assert change["rating"] == player["rating_history"][-1]["rating"]
