"""The website's JSON API on both databases: the same data as the pages, ETags, 404s."""

from __future__ import annotations

from tests.web.conftest import Site


async def test_the_leaderboard_as_json_with_an_etag_that_answers_304(site: Site) -> None:
    response = await site.client.get("/api/leaderboard")
    assert response.status == 200
    body = await response.json()
    names = [row["name"] for row in body["rows"]]
    assert "Ann" in names and "Mallory" not in names
    ann = body["rows"][names.index("Ann")]
    assert ann["record"] == {"wins": 6, "draws": 0, "losses": 0} and ann["rank"] == 1
    tag = response.headers["ETag"]
    again = await site.client.get("/api/leaderboard", headers={"If-None-Match": tag})
    assert again.status == 304 and again.headers["ETag"] == tag
    other = await site.client.get("/api/leaderboard", headers={"If-None-Match": '"stale"'})
    assert other.status == 200


async def test_a_changed_answer_gets_a_new_etag(site: Site) -> None:
    before = (await site.client.get("/api/players/ann")).headers["ETag"]
    await site.repo.update_server_settings("200", by="admin", web="public")
    searched = await site.client.get("/api/leaderboard?q=mall")
    assert [r["name"] for r in (await searched.json())["rows"]] == ["Mallory"]
    assert (await site.client.get("/api/players/ann")).headers["ETag"] == before


async def test_a_game_as_json_has_its_moves_and_each_steps_values(site: Site) -> None:
    response = await site.client.get(f"/api/games/{site.public_game.id}")
    body = await response.json()
    assert body["moves"] == [1, 4, 2, 5, 3] and body["winner"] == "X"
    assert body["x"] == {"name": "Ann", "user_id": "ann", "agent": None}
    assert len(body["steps"]) == 6
    first = body["steps"][0]
    assert first["to_move"] == "X" and first["value"] == 0
    assert {c["value"] for c in first["cells"]} == {0}
    assert body["steps"][-1]["to_move"] is None
    tag = response.headers["ETag"]
    cached = await site.client.get(
        f"/api/games/{site.public_game.id}", headers={"If-None-Match": f'W/"x", {tag}'}
    )
    assert cached.status == 304


async def test_a_player_as_json(site: Site) -> None:
    body = await (await site.client.get("/api/players/ann")).json()
    assert body["name"] == "Ann"
    # The rating is global; the rest counts the five public games (the DM game is hers).
    assert body["stats"]["vs_agents"] == {"minimax": {"wins": 5, "draws": 0, "losses": 0}}
    assert body["stats"]["games"] == 5 == len(body["recent_games"])


async def test_what_is_private_is_not_found_as_json(site: Site) -> None:
    for path in (
        f"/api/games/{site.private_game.id}",
        f"/api/games/{site.dm_game.id}",
        "/api/players/mal",
        "/api/games/x",
    ):
        response = await site.client.get(path)
        assert response.status == 404
        assert await response.json() == {"error": "not found"}
