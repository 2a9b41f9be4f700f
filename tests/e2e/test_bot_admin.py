"""/ttt-admin: allowed for a manager, refused for a member, and the settings take effect."""

from __future__ import annotations

import pytest

from .bot_harness import (
    TttEnv,
    assert_refused,
    embed_text,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


async def test_manager_switches_the_server_agent(ttt: TttEnv) -> None:
    world = ttt.world
    done = await ttt.admin(world.manager, "agent", {"name": "easy"})
    assert done.ephemeral
    assert "Settings updated." in done.text
    fields = {f["name"]: f["value"] for f in done.embeds[0]["fields"]}
    assert fields["Agent"] == "easy"

    game = await ttt.ttt(world.alice, "play", {"first": "me"})
    assert "alice (X) vs easy (O)" in embed_text(game.message)  # type: ignore[arg-type]
    agents = await ttt.ttt(world.alice, "agents")
    assert "This server plays **easy** by default." in agents.text


async def test_member_is_refused_even_if_the_command_is_visible(ttt: TttEnv) -> None:
    world = ttt.world
    # Discord hides the group from members (default_member_permissions)...
    with pytest.raises(AssertionError, match="hidden from alice"):
        await ttt.admin(world.alice, "agent", {"name": "random"})
    # ...but a server can show it to anyone; then the bot's own check refuses.
    refused = await ttt.admin(world.alice, "agent", {"name": "random"}, check_permissions=False)
    assert_refused(refused, "Manage Server")
    french = await ttt.admin(world.alice, "settings", locale="fr", check_permissions=False)
    assert_refused(french, "Gérer le serveur")
    shown = await ttt.admin(world.manager, "settings")
    assert {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}["Agent"] == "minimax"


async def test_owner_is_a_manager(ttt: TttEnv) -> None:
    done = await ttt.admin(ttt.world.owner, "move-timeout", {"seconds": 120})
    fields = {f["name"]: f["value"] for f in done.embeds[0]["fields"]}
    assert fields["Move timeout"] == "2 minutes"


async def test_unknown_agent_setting_is_refused(ttt: TttEnv) -> None:
    refused = await ttt.admin(ttt.world.manager, "agent", {"name": "hal9000"})
    assert_refused(refused, "hal9000")


async def test_channels_and_settings_round_trip(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.manager, "allow-channel", {"channel": world.games})
    both = await ttt.admin(world.manager, "allow-channel", {"channel": world.general})
    assert world.games.mention in both.text and world.general.mention in both.text
    one = await ttt.admin(world.manager, "disallow-channel", {"channel": world.general})
    assert world.general.mention not in one.text
    assert_refused(await ttt.ttt(world.alice, "play", channel=world.general), "channel")
    every = await ttt.admin(world.manager, "all-channels")
    assert "every channel" in every.text
    ok = await ttt.ttt(world.alice, "play", {"first": "me"}, channel=world.general)
    assert not ok.ephemeral

    await ttt.admin(world.manager, "multiple-games", {"enabled": True})
    await ttt.admin(world.manager, "cooldown", {"seconds": 30})
    shown = await ttt.admin(world.manager, "settings")
    fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
    assert fields["Several games at once"] == "yes"
    assert fields["Challenge cooldown"] == "30 seconds"
    # Settings are stored: they survive a restart.
    await ttt.restart()
    again = await ttt.admin(world.manager, "settings")
    assert {f["name"]: f["value"] for f in again.embeds[0]["fields"]}[
        "Challenge cooldown"
    ] == "30 seconds"
