"""Games and moves: every repository call, and nothing written by a refused one."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from sqlalchemy import Table, func, select

from domain.game import Game, GameStatus, Side
from engine import Board, CellOccupiedError, GameOverError, Mark
from storage import GameNotFoundError, Repository, VersionConflictError
from storage.models import GAMES, MOVES, PLAYERS, TRANSITIONS
from tests.storage.conftest import ANN, BOB, MINIMAX, at
from tests.stored import active_game_ids, stored_moves


async def count(repo: Repository, model: Table) -> int:
    async with repo.engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(model))).scalar_one())


async def new_game(repo: Repository, *, opening: tuple[int, ...] = ()) -> Game:
    return await repo.create_game(
        server_id="s1", channel_id="c1", x=ANN, o=MINIMAX, opening=opening, now=at(0)
    )


async def move_in_another_process(db_url: str, game_id: int, cell: int) -> None:
    """Play ``cell`` on game ``game_id`` through a repository of its own, as a second bot
    process on the same database would: behind the back of the test's repository."""
    other_process = await Repository.open(db_url)
    try:
        await other_process.apply_move(await other_process.get_game(game_id), cell)
    finally:
        await other_process.close()


async def test_a_new_game_is_stored_with_its_sides_and_an_empty_board(repo: Repository) -> None:
    game = await repo.create_game(server_id="s1", channel_id="c1", x=ANN, o=MINIMAX, now=at(0))
    again = await repo.get_game(game.id)
    assert again == game
    assert again.board == Board() and again.moves == () and again.version == 1
    assert again.status is GameStatus.ACTIVE and again.winner is None
    assert again.x == ANN and again.o == MINIMAX
    assert again.created_at == again.updated_at == at(0)
    assert await repo.player_name("ann") == "Ann"


async def test_an_agent_opening_is_stored_with_the_game(repo: Repository) -> None:
    game = await repo.create_game(
        server_id="s1", channel_id="c1", x=MINIMAX, o=ANN, opening=(5,), now=at(0)
    )
    assert game.moves == (5,) and game.board == Board().play(5)
    assert await repo.get_game(game.id) == game
    assert [m.cell for m in await stored_moves(repo, game.id)] == [5]


async def test_an_illegal_opening_stores_nothing(repo: Repository) -> None:
    with pytest.raises(CellOccupiedError):
        await repo.create_game(server_id="s", channel_id="c", x=ANN, o=MINIMAX, opening=(5, 5))
    assert await count(repo, GAMES) == 0


async def test_a_side_is_a_player_or_an_agent_and_nobody_plays_themselves(
    repo: Repository,
) -> None:
    with pytest.raises(ValueError, match="not both"):
        Side(name="x", user_id="u", agent="minimax")
    with pytest.raises(ValueError, match="both sides"):
        await repo.create_game(server_id="s", channel_id="c", x=ANN, o=ANN)


async def test_a_move_updates_the_board_adds_a_move_row_and_bumps_the_version(
    repo: Repository,
) -> None:
    game = await new_game(repo)
    moved = await repo.apply_move(game, 5, now=at(1))
    assert moved.moves == (5,) and moved.board == Board().play(5)
    assert moved.version == game.version + 1 and moved.updated_at == at(1)
    assert await repo.get_game(game.id) == moved
    [row] = await stored_moves(repo, game.id)
    assert (row.ply, row.side, row.cell, row.board_before, row.played_at) == (
        0, Mark.X, 5, ".........", at(1),
    )  # fmt: skip


async def test_several_moves_apply_together_in_one_write(repo: Repository) -> None:
    game = await new_game(repo)
    moved = await repo.apply_moves(game, [5, 1], now=at(1))
    assert moved.moves == (5, 1) and moved.version == game.version + 1
    moves = await stored_moves(repo, game.id)
    assert [(m.ply, m.side) for m in moves] == [(0, Mark.X), (1, Mark.O)]


async def test_an_illegal_move_writes_nothing(repo: Repository) -> None:
    game = await repo.apply_move(await new_game(repo), 5)
    with pytest.raises(CellOccupiedError):
        await repo.apply_move(game, 5)
    with pytest.raises(CellOccupiedError):
        await repo.apply_moves(game, [1, 1])  # the first is legal, the second is not
    assert await repo.get_game(game.id) == game
    assert await count(repo, MOVES) == 1


async def test_a_stale_snapshot_is_refused_and_writes_nothing(repo: Repository) -> None:
    game = await new_game(repo)
    moved = await repo.apply_move(game, 5)
    with pytest.raises(VersionConflictError) as caught:
        await repo.apply_move(game, 1)  # game is the snapshot before the move
    assert caught.value.game_id == game.id and caught.value.expected_version == game.version
    assert await repo.get_game(game.id) == moved
    assert await count(repo, MOVES) == 1


async def test_a_winning_move_finishes_the_game(repo: Repository) -> None:
    game = await repo.apply_moves(await new_game(repo), [1, 4, 2, 5], now=at(1))
    won = await repo.apply_move(game, 3, now=at(2))
    assert won.status is GameStatus.WON and won.winner is Mark.X and won.finished_at == at(2)
    assert await repo.get_game(game.id) == won
    with pytest.raises(GameOverError):
        await repo.apply_move(won, 9)


async def test_a_full_board_without_a_line_is_a_draw(repo: Repository) -> None:
    drawn = await repo.apply_moves(await new_game(repo), [1, 2, 3, 5, 4, 6, 8, 7, 9])
    assert drawn.status is GameStatus.DRAWN and drawn.winner is None


@pytest.mark.parametrize(
    ("finish", "status"),
    [(Repository.resign, GameStatus.RESIGNED), (Repository.abandon, GameStatus.ABANDONED)],
)
async def test_resigning_or_abandoning_gives_the_game_to_the_other_side(
    repo: Repository, finish: Callable[..., Awaitable[Game]], status: GameStatus
) -> None:
    game = await repo.apply_move(await new_game(repo), 5)
    ended = await finish(repo, game, Mark.O, now=at(9))
    assert ended.status is status and ended.winner is Mark.X and ended.finished_at == at(9)
    assert await repo.get_game(game.id) == ended
    with pytest.raises(GameOverError):
        await repo.resign(ended, Mark.X)
    with pytest.raises(VersionConflictError):
        await finish(repo, game, Mark.O)


async def test_finish_game_checks_status_and_winner_agree(repo: Repository) -> None:
    game = await new_game(repo)
    with pytest.raises(ValueError):
        await repo.finish_game(game, GameStatus.RESIGNED, winner=None)
    with pytest.raises(ValueError):
        await repo.finish_game(game, GameStatus.DRAWN, winner=Mark.X)
    with pytest.raises(ValueError):
        await repo.finish_game(game, GameStatus.WON, winner=Mark.X)  # nobody won on the board
    drawn = await repo.finish_game(game, GameStatus.DRAWN, winner=None)
    assert drawn.status is GameStatus.DRAWN


async def test_the_active_game_of_a_player_in_a_channel(repo: Repository) -> None:
    assert await repo.active_game("ann", "s1", "c1") is None
    game = await new_game(repo)
    other_channel = await repo.create_game(server_id="s1", channel_id="c2", x=MINIMAX, o=ANN)
    assert await repo.active_game("ann", "s1", "c1") == game
    assert await repo.active_game("ann", "s1", "c2") == other_channel
    assert await repo.active_game("bob", "s1", "c1") is None
    assert set(await active_game_ids(repo, user_id="ann")) == {game.id, other_channel.id}
    await repo.resign(game, Mark.X)
    assert await repo.active_game("ann", "s1", "c1") is None


async def test_the_last_finished_game_of_a_player(repo: Repository) -> None:
    first = await repo.resign(await new_game(repo), Mark.X, now=at(5))
    second = await repo.resign(await new_game(repo), Mark.X, now=at(9))
    await new_game(repo)  # active: not finished
    found = await repo.last_finished_game("ann", "s1", "c1")
    assert found is not None and found.id == second.id
    assert first.id != second.id
    assert await repo.last_finished_game("ann", "s1", "other") is None
    assert await repo.last_finished_game("bob", "s1") is None


async def test_a_duel_stores_both_players(repo: Repository) -> None:
    game = await repo.create_game(server_id="s1", channel_id="c1", x=ANN, o=BOB)
    assert (await repo.get_game(game.id)).o == BOB
    assert await repo.active_game("bob", "s1", "c1") == game


async def test_a_new_board_message_is_a_new_version_so_a_move_on_the_old_one_is_refused(
    repo: Repository,
) -> None:
    game = await new_game(repo)
    await repo.set_message(game.id, "m-42")
    stored = await repo.get_game(game.id)
    assert stored.message_id == "m-42" and stored.version == game.version + 1
    with pytest.raises(VersionConflictError):
        await repo.apply_move(game, 5)  # judged on the board that was live before
    assert await count(repo, MOVES) == 0
    await repo.apply_move(stored, 5)
    with pytest.raises(GameNotFoundError):
        await repo.set_message(999, "m")


async def test_a_swap_that_changes_the_live_board_is_a_new_version_one_that_keeps_it_is_not(
    repo: Repository,
) -> None:
    game = await new_game(repo)
    assert await repo.swap_message(game.id, "300") is None
    after_first = await repo.get_game(game.id)
    assert after_first.version == game.version + 1
    assert await repo.swap_message(game.id, "299") == "299"  # older: the live board stays
    assert await repo.swap_message(game.id, "300") is None  # the live board again
    assert (await repo.get_game(game.id)).version == after_first.version
    assert await repo.swap_message(game.id, "301") == "300"
    assert (await repo.get_game(game.id)).version == after_first.version + 1


async def test_the_repository_keeps_a_copy_of_each_active_game_it_read_or_wrote(
    repo: Repository,
) -> None:
    game = await new_game(repo)
    assert repo.kept_game(game.id) == game
    moved = await repo.apply_move(game, 5)
    assert repo.kept_game(game.id) == moved
    await repo.swap_message(game.id, "400")  # its own swap: the copy follows it
    kept = repo.kept_game(game.id)
    assert kept is not None and kept.message_id == "400" and kept.version == moved.version + 1
    assert kept == await repo.get_game(game.id)
    await repo.swap_message(game.id, "399")  # an older board: nothing changes
    assert repo.kept_game(game.id) == kept
    await repo.set_message(game.id, "401")  # a new version it does not read back: forgotten
    assert repo.kept_game(game.id) is None
    stored = await repo.get_game(game.id)
    assert repo.kept_game(game.id) == stored and stored.message_id == "401"
    await repo.resign(stored, Mark.X)  # over: nothing to play on
    assert repo.kept_game(game.id) is None
    assert repo.kept_game(999) is None


async def test_a_swap_after_another_process_changed_the_game_forgets_the_copy(
    repo: Repository, db_url: str
) -> None:
    game = await new_game(repo)
    await move_in_another_process(db_url, game.id, 5)
    await repo.swap_message(game.id, "500")
    assert repo.kept_game(game.id) is None
    stored = await repo.get_game(game.id)
    assert stored.moves == (5,) and stored.message_id == "500"


async def test_a_kept_copy_another_process_made_out_of_date_is_refused_by_the_guard(
    repo: Repository, db_url: str
) -> None:
    game = await new_game(repo)
    await move_in_another_process(db_url, game.id, 5)
    kept = repo.kept_game(game.id)
    assert kept == game  # this process cannot know
    with pytest.raises(VersionConflictError):
        await repo.apply_move(kept, 1)
    assert [m.cell for m in await stored_moves(repo, game.id)] == [5]


async def test_unknown_games_are_reported(repo: Repository) -> None:
    with pytest.raises(GameNotFoundError):
        await repo.get_game(12345)


async def test_idle_games_are_the_active_ones_not_written_since_a_moment(
    repo: Repository,
) -> None:
    old = await new_game(repo)  # written at(0)
    fresh = await repo.apply_move(await new_game(repo), 5, now=at(100))
    finished = await repo.resign(await new_game(repo), Mark.X, now=at(1))
    idle = await repo.idle_games(at(50))
    assert [g.id for g in idle] == [old.id]
    assert fresh.id not in {g.id for g in idle} and finished.id not in {g.id for g in idle}


async def test_only_human_vs_agent_games_write_transitions(repo: Repository) -> None:
    duel = await repo.create_game(server_id="s", channel_id="c", x=ANN, o=BOB)
    await repo.apply_moves(duel, [1, 4, 2, 5, 3])
    assert await count(repo, TRANSITIONS) == 0


async def test_a_new_game_creates_its_player_then_refreshes_name_and_last_visit(
    repo: Repository,
) -> None:
    for name, moment in (("Zoe", at(1)), ("Zoé", at(5))):
        zoe = Side.human("zoe", name)
        await repo.create_game(server_id="s", channel_id="c", x=zoe, o=MINIMAX, now=moment)
    assert await repo.player_name("zoe") == "Zoé"
    async with repo.engine.connect() as conn:
        first, last = (
            await conn.execute(
                select(PLAYERS.c.first_seen, PLAYERS.c.last_seen).where(PLAYERS.c.user_id == "zoe")
            )
        ).one()
    assert (first, last) == (at(1), at(5))
