"""Each finished game has one rematch, held by the database in the transaction that
starts it (a new game against an agent, or the accepted rematch duel); a second one writes
nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest

from devkit.db_snapshot import db_snapshot
from domain.game import Game
from engine import Mark
from storage import RematchTakenError, Repository
from tests.storage.conftest import ANN, BOB, MINIMAX, at


async def finished(repo: Repository) -> Game:
    game = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, now=at(0))
    return await repo.resign(game, Mark.X, now=at(1))


async def test_a_second_rematch_game_is_refused_and_writes_nothing(repo: Repository) -> None:
    first = await finished(repo)
    again = await repo.create_game(
        server_id="s",
        channel_id="c",
        x=MINIMAX,
        o=ANN,
        opening=(5,),
        now=at(2),
        rematch_of=first.id,
    )
    assert await repo.rematch_of(first.id) == again.id
    before = await db_snapshot(repo.engine)
    with pytest.raises(RematchTakenError) as refused:
        await repo.create_game(
            server_id="s", channel_id="c", x=MINIMAX, o=ANN, now=at(3), rematch_of=first.id
        )
    assert (refused.value.game_id, refused.value.rematch_id) == (first.id, again.id)
    assert await db_snapshot(repo.engine) == before
    assert await repo.rematch_of(again.id) is None


async def test_accepting_a_rematch_duel_claims_the_rematch(repo: Repository) -> None:
    duel = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=BOB, now=at(0))
    duel = await repo.resign(duel, Mark.O, now=at(1))

    async def offer(seconds: float) -> int:
        challenge = await repo.create_challenge(
            server_id="s",
            channel_id="c",
            challenger=("bob", "Bob"),
            opponent=("ann", "Ann"),
            first="me",
            expires_at=at(seconds) + timedelta(minutes=5),
            now=at(seconds),
            rematch_of=duel.id,
        )
        assert challenge.rematch_of == duel.id
        return challenge.id

    first = await offer(2)
    _, game = await repo.accept_challenge(first, x=BOB, o=ANN, now=at(3))
    assert await repo.rematch_of(duel.id) == game.id
    await repo.resign(game, Mark.X, now=at(4))
    second = await offer(5)  # stored behind the service's back: the accept refuses it
    before = await db_snapshot(repo.engine)
    with pytest.raises(RematchTakenError):
        await repo.accept_challenge(second, x=BOB, o=ANN, now=at(6))
    assert await db_snapshot(repo.engine) == before
    assert (await repo.get_challenge(second)).status == "pending"
