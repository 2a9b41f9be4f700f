"""Levels through the real Discord front: /ttt play difficulty (fair adapting across games and
a restart) and /ttt-admin fair-target."""

from __future__ import annotations

import re

import pytest

from engine.levels import FAIR_STEP

from .bot_harness import (
    TttEnv,
    assert_refused,
    embed_text,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


def _level(shown: str) -> float:
    """The fair level a board shows (``fair (p=0.400)``, ``fair (p=1.000 b=0.250)``)."""
    found = re.search(r"fair \(p=([0-9.]+)(?: b=([0-9.]+))?\)", shown)
    assert found, shown
    return round(float(found.group(1)) + float(found.group(2) or 0), 3)


def _fields(result: object) -> dict[str, str]:
    return {f["name"]: f["value"] for f in result.embeds[0]["fields"]}  # type: ignore[attr-defined]


async def test_fair_level_starts_where_the_people_models_predict_and_adapts_after_each_game(
    ttt: TttEnv,
) -> None:
    alice = ttt.world.alice
    # What the bot builds in the background once connected (a second of work, longer than
    # the harness waits for an answer on a loaded machine), done before the first game here.
    assert ttt.service is not None
    await ttt.service.fair_people.warm_up()
    first = await ttt.ttt(alice, "play", {"difficulty": "fair", "first": "me"})
    assert not first.ephemeral, first.text
    shown = embed_text(first.message)  # type: ignore[arg-type]
    assert "alice (X) vs fair (O)" in shown
    level = _level(shown)  # the rate this game is played at
    await ttt.ttt(alice, "resign")  # a game alice did not win: the next one is kinder
    await ttt.restart()  # learned from the database, not from the process
    second = await ttt.ttt(alice, "play", {"difficulty": "fair", "first": "me"})
    kinder = _level(embed_text(second.message))  # type: ignore[arg-type]
    assert kinder == pytest.approx(level + FAIR_STEP * 0.4, abs=0.0011)  # versions keep 3 places


async def test_difficulties_pick_their_agents_and_refuse_an_agent_beside_them(
    ttt: TttEnv,
) -> None:
    alice, bob = ttt.world.alice, ttt.world.bob
    game = await ttt.ttt(alice, "play", {"difficulty": "unbeatable", "first": "me"})
    assert "alice (X) vs trap (O)" in embed_text(game.message)  # type: ignore[arg-type]
    before = await ttt.db_fingerprint()
    both = await ttt.ttt(bob, "play", {"difficulty": "easy", "agent": "minimax"})
    assert_refused(both, "difficulty or an agent, not both")
    french = await ttt.ttt(bob, "play", {"difficulty": "easy", "agent": "minimax"}, locale="fr")
    assert_refused(french, "pas les deux")
    duel = await ttt.ttt(bob, "play", {"difficulty": "fair", "opponent": alice})
    assert_refused(duel, "leave it out when you challenge a member")
    assert await ttt.db_fingerprint() == before


async def test_manager_sets_the_fair_target_and_it_survives_a_restart(ttt: TttEnv) -> None:
    world = ttt.world
    shown = await ttt.admin(world.manager, "settings")
    assert _fields(shown)["Fair level: members' win share"] == "40% of games"
    done = await ttt.admin(world.manager, "fair-target", {"percent": 25})
    assert "Settings updated." in done.text
    assert _fields(done)["Fair level: members' win share"] == "25% of games"
    await ttt.restart()
    again = await ttt.admin(world.manager, "settings", locale="fr")
    assert _fields(again)["Niveau équitable : part de victoires des membres"] == "25 % des parties"
    reset = await ttt.admin(world.manager, "fair-target")
    assert _fields(reset)["Fair level: members' win share"] == "40% of games"
    # A member is refused even when the server shows them the command.
    refused = await ttt.admin(world.alice, "fair-target", {"percent": 60}, check_permissions=False)
    assert_refused(refused, "Manage Server")
