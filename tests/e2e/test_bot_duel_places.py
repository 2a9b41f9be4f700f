"""Whom a duel may name, by place: only someone who can see the invitation. Outside a server
Discord lists a group DM's (or a DM's) recipients in the interaction's channel; in a server it
resolves the opponent option to a member only when that person is in it. Naming anyone else is
refused privately, and nothing is stored."""

from __future__ import annotations

from .bot_harness import (
    TttEnv,
    assert_refused,
    button_id,
    installed_env,  # noqa: F401 - the `env` fixture
)


async def test_a_challenge_to_someone_outside_the_group_dm_is_refused_and_stores_nothing(
    env: TttEnv,
) -> None:
    alice, bob, carol = env.world.alice, env.world.bob, env.world.carol
    group = env.emu.add_group_dm(alice, bob, name="pair")
    before = await env.db_fingerprint()

    refused = await env.emu.slash(
        alice, None, group, "ttt", "play", options={"opponent": carol, "first": "me"}
    )
    assert_refused(refused, "carol is not in this conversation")
    assert refused.message is None or refused.message.ephemeral
    assert await env.db_fingerprint() == before

    # bob is in the group: his challenge is posted and he can accept it.
    invite = await env.emu.slash(
        alice, None, group, "ttt", "play", options={"opponent": bob, "first": "me"}
    )
    assert invite.message is not None and not invite.ephemeral, invite.text
    accepted = await env.click(bob, invite.message, button_id(invite.message, "ttt:d:"))
    assert accepted.message is not None and accepted.updated_the_message, accepted.text


async def test_a_challenge_in_a_dm_between_two_people_names_only_the_other_one(
    env: TttEnv,
) -> None:
    alice, bob, carol = env.world.alice, env.world.bob, env.world.carol
    dm = env.emu.add_private_dm(alice, bob)
    before = await env.db_fingerprint()
    refused = await env.emu.slash(alice, None, dm, "ttt", "play", options={"opponent": carol})
    assert_refused(refused, "carol is not in this conversation")
    assert await env.db_fingerprint() == before

    invite = await env.emu.slash(alice, None, dm, "ttt", "play", options={"opponent": bob})
    assert invite.message is not None and not invite.ephemeral, invite.text


async def test_a_challenge_to_a_non_member_of_a_server_that_never_added_the_bot_is_refused(
    env: TttEnv,
) -> None:
    emu, alice, bob = env.emu, env.world.alice, env.world.bob
    elsewhere = emu.add_guild("Elsewhere", with_bot=False)
    room = emu.add_channel(elsewhere, "games")
    emu.add_member(elsewhere, alice.user)
    outsider = emu.add_user("dave")
    before = await env.db_fingerprint()

    refused = await emu.slash(alice, elsewhere, room, "ttt", "play", options={"opponent": outsider})
    assert_refused(refused, "dave is not a member of this server")
    assert await env.db_fingerprint() == before

    emu.add_member(elsewhere, bob.user)
    invite = await emu.slash(alice, elsewhere, room, "ttt", "play", options={"opponent": bob})
    assert invite.message is not None and not invite.ephemeral, invite.text


async def test_a_challenge_in_the_bots_own_dm_is_refused_and_stores_nothing(env: TttEnv) -> None:
    alice = env.world.alice
    before = await env.db_fingerprint()
    dm = env.emu.dm_channel(alice)
    refused = await env.emu.slash(
        alice, None, dm, "ttt", "play", options={"opponent": env.world.bob}
    )
    assert_refused(refused, "only you and I")
    assert await env.db_fingerprint() == before


async def test_a_challenge_to_a_non_member_of_a_server_that_added_the_bot_is_refused(
    env: TttEnv,
) -> None:
    emu, world = env.emu, env.world
    outsider = emu.add_user("erin")
    before = await env.db_fingerprint()
    refused = await emu.slash(
        world.alice, world.guild, world.games, "ttt", "play", options={"opponent": outsider}
    )
    assert_refused(refused, "erin is not a member of this server")
    assert await env.db_fingerprint() == before
