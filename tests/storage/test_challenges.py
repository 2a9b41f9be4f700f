"""Duel challenges: pending until accepted, declined or expired; accepting starts the game."""

from __future__ import annotations

import pytest

from domain.game import GameStatus
from storage import ChallengeNotFoundError, ChallengeStateError, Repository
from tests.storage.conftest import ANN, BOB, at


async def challenge(repo: Repository, *, expires: float = 60, now: float = 0) -> int:
    found = await repo.create_challenge(
        server_id="s1",
        channel_id="c1",
        challenger=("ann", "Ann"),
        opponent=("bob", "Bob"),
        first="random",
        expires_at=at(expires),
        now=at(now),
    )
    return found.id


async def test_a_challenge_is_pending_until_answered(repo: Repository) -> None:
    cid = await challenge(repo)
    found = await repo.get_challenge(cid)
    assert (found.challenger.name, found.opponent.name, found.status) == ("Ann", "Bob", "pending")
    assert found.expires_at == at(60) and found.game_id is None
    assert [c.id for c in await repo.pending_challenges(user_id="bob", now=at(1))] == [cid]
    assert await repo.pending_challenges(user_id="bob", now=at(61)) == []
    assert await repo.last_challenge_at("ann", "s1") == at(0)
    assert await repo.last_challenge_at("bob", "s1") is None


async def test_accepting_starts_the_game_in_the_same_transaction(repo: Repository) -> None:
    cid = await challenge(repo)
    accepted, game = await repo.accept_challenge(cid, x=BOB, o=ANN, now=at(5))
    assert accepted.status == "accepted" and accepted.game_id == game.id
    assert accepted.answered_at == at(5)
    assert game.status is GameStatus.ACTIVE and game.x == BOB and game.o == ANN
    assert (game.server_id, game.channel_id) == ("s1", "c1")
    with pytest.raises(ChallengeStateError) as caught:
        await repo.accept_challenge(cid, x=BOB, o=ANN)
    assert caught.value.status == "accepted"


async def test_an_expired_challenge_cannot_be_accepted_or_declined(repo: Repository) -> None:
    cid = await challenge(repo, expires=10)
    with pytest.raises(ChallengeStateError) as caught:
        await repo.accept_challenge(cid, x=ANN, o=BOB, now=at(11))
    assert caught.value.status == "expired"
    with pytest.raises(ChallengeStateError):
        await repo.answer_challenge(cid, "declined", now=at(11))
    assert await repo.active_game("ann", "s1", "c1") is None  # no game was started


async def test_declining_and_expiring(repo: Repository) -> None:
    declined = await challenge(repo)
    assert (await repo.answer_challenge(declined, "declined", now=at(1))).status == "declined"
    stale = await challenge(repo, expires=10)
    assert [c.id for c in await repo.expire_challenges(now=at(30))] == [stale]
    assert (await repo.get_challenge(stale)).status == "expired"
    assert await repo.expire_challenges(now=at(30)) == []


async def test_unknown_challenges_are_reported(repo: Repository) -> None:
    with pytest.raises(ChallengeNotFoundError):
        await repo.get_challenge(77)
    with pytest.raises(ChallengeNotFoundError):
        await repo.answer_challenge(77, "declined")


async def test_a_challenge_remembers_its_message(repo: Repository) -> None:
    cid = await challenge(repo)
    assert (await repo.get_challenge(cid)).message_id is None
    await repo.set_challenge_message(cid, "42")
    assert (await repo.get_challenge(cid)).message_id == "42"
    [expired] = await repo.expire_challenges(now=at(61))
    assert expired.message_id == "42" and expired.status == "expired"
    await repo.set_challenge_message(cid, None)
    assert (await repo.get_challenge(cid)).message_id is None
    with pytest.raises(ChallengeNotFoundError):
        await repo.set_challenge_message(999, "1")
