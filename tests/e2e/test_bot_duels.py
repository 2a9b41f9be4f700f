"""Duels between members: challenge, accept or decline by buttons, play by buttons."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    embed_text,
    enabled_cells,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


async def test_duel_accepted_and_played_to_a_draw(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"})
    assert invite.message is not None and not invite.ephemeral
    # The challenged member is named in the layout's text, and so pinged.
    assert world.bob.mention in invite.text
    assert [m["id"] for m in invite.message.mentions] == [str(world.bob.id)]
    assert "alice challenges you" in invite.text
    assert "alice plays X" in invite.text
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))

    # Only bob may answer.
    assert_refused(await ttt.click(world.carol, invite.message, accept))

    accepted = await ttt.click(world.bob, invite.message, accept)
    assert accepted.updated_the_message, accepted.text
    board = accepted.message
    assert board is not None and board.id == invite.message.id  # the invitation became the board
    assert "alice (X) vs bob (O)" in embed_text(board)
    assert "X to move: alice" in embed_text(board)
    assert board.content in ("", None)

    # Both play perfectly by buttons: a draw.
    final = await ttt.play_duel(board, {"X": world.alice, "O": world.bob})
    assert board_of(final).is_draw
    assert "Draw." in embed_text(final)
    assert enabled_cells(final) == []

    # The answered invitation cannot be accepted twice (its buttons are gone anyway).
    assert all(not i.startswith("ttt:d:") for i in final.custom_ids)


async def test_duel_declined(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob})
    assert invite.message is not None
    decline = next(i for i in invite.custom_ids if i.endswith(":decline"))
    declined = await ttt.click(world.bob, invite.message, decline)
    assert declined.updated_the_message, declined.text
    assert declined.message is not None
    assert "bob declined alice's challenge." in embed_text(declined.message)
    assert declined.message.custom_ids == []
    # Nobody is playing: both can start games of their own.
    assert_refused(await ttt.ttt(world.alice, "board"), "no game")
    assert_refused(await ttt.ttt(world.bob, "board"), "no game")


async def test_challenging_yourself_is_refused(ttt: TttEnv) -> None:
    assert_refused(await ttt.ttt(ttt.world.alice, "play", {"opponent": ttt.world.alice}))


async def test_duel_in_french(ttt: TttEnv) -> None:
    world = ttt.world
    # The invitation is public: the server's language, not the challenger's.
    await ttt.admin(world.owner, "language", {"language": "fr"})
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob}, locale="en-US")
    assert "alice vous défie" in invite.text
    labels = {b["label"] for b in invite.message.buttons}  # type: ignore[union-attr]
    assert labels == {"Accepter", "Refuser"}


async def sweep_expired(ttt: TttEnv, now: datetime) -> None:
    """Run the expired-challenge sweep now (what the background loop does every
    TTT_IDLE_CHECK_S, alongside the idle-game sweep)."""
    assert ttt.bot is not None
    duels = ttt.bot.get_cog("Duels")
    assert duels is not None
    await duels.sweep_expired(now)  # type: ignore[attr-defined]


async def test_an_expired_invitation_is_closed_and_refuses_clicks(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob})
    seen = invite.message
    assert seen is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    decline = next(i for i in invite.custom_ids if i.endswith(":decline"))

    # Before its time is up the sweep leaves it alone.
    await sweep_expired(ttt, datetime.now(UTC))
    assert ttt.emu.message(seen.id).custom_ids == seen.custom_ids
    assert not any(b.get("disabled") for b in ttt.emu.message(seen.id).buttons)

    await sweep_expired(ttt, datetime.now(UTC) + timedelta(hours=2))
    closed = ttt.emu.message(seen.id)
    assert "alice's challenge to bob expired without an answer" in embed_text(closed)
    assert "challenges you" not in embed_text(closed)
    assert sorted(closed.custom_ids) == sorted([accept, decline])
    assert all(b.get("disabled") for b in closed.buttons)

    # A client that still shows the open invitation: the click is refused, privately.
    for member, button in ((world.bob, accept), (world.bob, decline), (world.carol, accept)):
        refused = await ttt.click_as_seen(member, seen, button)
        assert_refused(refused, "expired" if member is world.bob else "only they")
    assert ttt.emu.message(seen.id).custom_ids == closed.custom_ids  # unchanged by the clicks
    # Nobody is playing: the challenge never became a game.
    assert_refused(await ttt.ttt(world.bob, "board"), "no game")

    # The sweep closes an invitation once.
    await sweep_expired(ttt, datetime.now(UTC) + timedelta(hours=3))
    assert embed_text(ttt.emu.message(seen.id)) == embed_text(closed)


async def test_an_expired_invitation_in_french(ttt: TttEnv) -> None:
    world = ttt.world
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob}, locale="fr")
    seen = invite.message
    assert seen is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    await sweep_expired(ttt, datetime.now(UTC) + timedelta(hours=2))
    closed = ttt.emu.message(seen.id)
    # The sweep has no interaction to read a locale from: it writes in the server's language.
    assert all(b.get("disabled") for b in closed.buttons)
    refused = await ttt.click_as_seen(world.bob, seen, accept, locale="fr")
    challenge_id = accept.split(":")[2]
    assert_refused(refused, f"Ce défi (n° {challenge_id}) a expiré", "/ttt play")


async def test_challenge_refusals_in_french(ttt: TttEnv) -> None:
    world = ttt.world
    # Challenging yourself.
    refused = await ttt.ttt(world.alice, "play", {"opponent": world.alice}, locale="fr")
    assert_refused(refused, "Vous ne pouvez pas vous défier vous-même")

    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob}, locale="fr")
    assert invite.message is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    challenge_id = accept.split(":")[2]

    # Someone else answers bob's challenge.
    refused = await ttt.click(world.carol, invite.message, accept, locale="fr")
    assert_refused(
        refused,
        f"Le défi n° {challenge_id} s'adresse à bob : personne d'autre ne peut l'accepter",
    )

    # bob challenges alice back while alice's challenge waits (past the cooldown: bob has none).
    refused = await ttt.ttt(world.bob, "play", {"opponent": world.alice}, locale="fr")
    assert_refused(
        refused, f"alice et vous avez déjà un défi en attente de réponse (n° {challenge_id})"
    )

    # bob declines, then clicks the old invitation's accept button again.
    decline = next(i for i in invite.custom_ids if i.endswith(":decline"))
    declined = await ttt.click(world.bob, invite.message, decline, locale="fr")
    assert declined.updated_the_message, declined.text
    refused = await ttt.click_as_seen(world.bob, invite.message, accept, locale="fr")
    assert_refused(refused, f"Ce défi (n° {challenge_id}) a déjà été refusé.")

    # The same refusals in English name the case too.
    refused = await ttt.click_as_seen(world.bob, invite.message, accept)
    assert_refused(refused, f"This challenge (#{challenge_id}) was already declined.")
