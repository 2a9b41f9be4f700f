"""The database's own "one active game per person per channel" (``active_slots``) and the
challenge rules written in the offer's transaction (cooldown, one pending offer per pair)."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlalchemy import text

from domain.game import Game, GameStatus
from engine import Mark
from storage import (
    ChallengeCooldownError,
    DuplicateChallengeStoredError,
    Repository,
    SlotTakenError,
)
from tests.storage.conftest import ANN, BOB, MINIMAX, at
from tests.stored import active_game_ids


async def slots(repo: Repository) -> set[tuple[str, str, str, int]]:
    async with repo.engine.connect() as connection:
        found = await connection.execute(
            text("SELECT server_id, channel_id, user_id, game_id FROM active_slots")
        )
        return {tuple(row) for row in found}


async def exclusive_game(repo: Repository, channel: str = "c") -> Game:
    return await repo.create_game(
        server_id="s", channel_id=channel, x=ANN, o=MINIMAX, now=at(0), one_per_channel=True
    )


async def test_a_game_one_per_channel_takes_its_peoples_slots(repo: Repository) -> None:
    game = await exclusive_game(repo)
    assert await slots(repo) == {("s", "c", "ann", game.id)}


async def test_a_second_game_in_the_channel_is_refused_naming_the_first(
    repo: Repository,
) -> None:
    first = await exclusive_game(repo)
    with pytest.raises(SlotTakenError) as refused:
        await exclusive_game(repo)
    assert (refused.value.user_id, refused.value.game_id) == ("ann", first.id)
    assert await active_game_ids(repo, user_id="ann") == [first.id]
    assert (await exclusive_game(repo, channel="other")).is_active  # another channel is free


async def test_a_server_allowing_several_games_takes_no_slot(repo: Repository) -> None:
    await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, now=at(0))
    await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, now=at(1))
    assert await slots(repo) == set()


@pytest.mark.parametrize("ending", ["won", "drawn", "resigned", "abandoned"])
async def test_every_way_a_game_ends_frees_its_slot(repo: Repository, ending: str) -> None:
    game = await exclusive_game(repo)
    moment = at(5)
    if ending == "won":  # X takes the top row
        game = await repo.apply_moves(game, (1, 4, 2, 5, 3), now=moment)
    elif ending == "drawn":
        game = await repo.apply_moves(game, (1, 2, 3, 5, 4, 6, 8, 7, 9), now=moment)
    elif ending == "resigned":
        game = await repo.resign(game, Mark.X, now=moment)
    else:
        game = await repo.abandon(game, Mark.X, now=moment)
    assert game.status is GameStatus(ending)
    assert await slots(repo) == set()
    assert (await exclusive_game(repo)).is_active


async def test_a_move_that_does_not_end_the_game_keeps_the_slot(repo: Repository) -> None:
    game = await exclusive_game(repo)
    await repo.apply_moves(game, (5, 1), now=at(1))
    assert await slots(repo) == {("s", "c", "ann", game.id)}


async def offer(repo: Repository, challenger: str, opponent: str, **options: object) -> int:
    options.setdefault("now", at(0))
    found = await repo.create_challenge(
        server_id="s",
        channel_id="c",
        challenger=(challenger, challenger.title()),
        opponent=(opponent, opponent.title()),
        first="me",
        expires_at=at(60),
        **options,  # type: ignore[arg-type]
    )
    return found.id


async def test_accepting_a_duel_takes_both_slots_or_none(repo: Repository) -> None:
    playing = await exclusive_game(repo)
    cid = await offer(repo, "bob", "ann")
    with pytest.raises(SlotTakenError) as refused:
        await repo.accept_challenge(cid, x=BOB, o=ANN, now=at(2), one_per_channel=True)
    assert (refused.value.user_id, refused.value.game_id) == ("ann", playing.id)
    assert (await repo.get_challenge(cid)).status == "pending"  # nothing was written
    assert await slots(repo) == {("s", "c", "ann", playing.id)}

    await repo.resign(playing, Mark.X, now=at(3))
    _, duel = await repo.accept_challenge(cid, x=BOB, o=ANN, now=at(4), one_per_channel=True)
    assert await slots(repo) == {("s", "c", "ann", duel.id), ("s", "c", "bob", duel.id)}


async def test_a_challenge_within_the_cooldown_is_refused_by_the_write(repo: Repository) -> None:
    await offer(repo, "ann", "bob", cooldown_s=60)
    with pytest.raises(ChallengeCooldownError) as refused:
        await offer(repo, "ann", "cid", cooldown_s=60, now=at(30))
    assert refused.value.last_at == at(0)
    assert await offer(repo, "ann", "cid", cooldown_s=60, now=at(60))


async def test_a_second_pending_offer_of_a_pair_is_refused_whoever_asks(repo: Repository) -> None:
    first = await offer(repo, "ann", "bob")
    for challenger, opponent in (("ann", "bob"), ("bob", "ann")):
        with pytest.raises(DuplicateChallengeStoredError) as refused:
            await offer(repo, challenger, opponent, now=at(1))
        assert refused.value.challenge_id == first


async def test_an_expired_offer_of_the_pair_gives_way_to_a_new_one(repo: Repository) -> None:
    first = await offer(repo, "ann", "bob")
    later: datetime = at(61)
    second = await offer(repo, "bob", "ann", now=later)
    assert (await repo.get_challenge(first)).status == "expired"
    assert (await repo.get_challenge(second)).status == "pending"
