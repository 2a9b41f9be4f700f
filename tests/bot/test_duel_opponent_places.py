"""Whom a challenge may name where it is posted: the rule the Discord front applies before the
service sees a challenge (only Discord's payload knows who is in a channel). The end-to-end
behaviour, with real resolved members, is in tests/e2e/test_bot_duel_places.py."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.discord.exts.duels import opponent_absence

ALICE, BOB, CAROL = (SimpleNamespace(id=n, bot=False) for n in (1, 2, 3))


def private(recipients: list[Any] | None, user: Any = ALICE) -> Any:
    """An interaction in a group DM or DM between people, with the channel Discord sent."""
    channel = SimpleNamespace(recipients=recipients) if recipients is not None else None
    return SimpleNamespace(guild_id=None, user=user, channel=channel)


def test_someone_outside_the_group_dm_is_absent() -> None:
    assert opponent_absence(private([ALICE, BOB]), CAROL) == "duel-opponent-not-in-group"


def test_a_recipient_is_present_whether_or_not_discord_lists_the_invoker() -> None:
    assert opponent_absence(private([ALICE, BOB]), BOB) is None
    assert opponent_absence(private([BOB]), BOB) is None


def test_no_recipient_list_refuses_nobody() -> None:
    # Discord did not say who is here: the challenge goes ahead rather than refusing wrongly.
    assert opponent_absence(private([]), CAROL) is None
    assert opponent_absence(private(None), CAROL) is None


def test_oneself_is_left_to_the_service_refusal() -> None:
    assert opponent_absence(private([BOB]), ALICE) is None


def test_in_a_server_a_user_resolved_without_member_data_is_absent() -> None:
    in_server: Any = SimpleNamespace(guild_id=10, user=ALICE, channel=None)
    assert opponent_absence(in_server, CAROL) == "duel-opponent-not-in-server"
