"""A process killed between moves loses nothing it committed."""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path

from domain.game import GameStatus
from engine import Board
from storage import Repository
from tests.storage.killed_writer import kill_writer_after

WRITER = textwrap.dedent(
    """
    import asyncio, random, sys
    from storage import Repository
    from domain.game import Side

    async def main(url):
        repo = await Repository.open(url)
        rng = random.Random(7)
        x = Side.human("ann", "Ann")
        o = Side.bot("minimax", "builtin", 1600.0)
        while True:  # play games until killed; report every commit
            game = await repo.create_game(server_id="s", channel_id="c", x=x, o=o)
            while game.is_active:
                game = await repo.apply_move(game, rng.choice(game.board.legal_moves()))
                print(game.id, len(game.moves), flush=True)

    asyncio.run(main(sys.argv[1]))
    """
)


def test_moves_committed_before_a_sigkill_are_all_there(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'crash.db'}"
    committed = kill_writer_after(WRITER, url, games=30)  # 30 games in: kill it mid-stream
    asyncio.run(check_after_restart(url, committed))


async def check_after_restart(url: str, committed: dict[int, int]) -> None:
    repo = await Repository.open(url)
    try:
        for game_id, plies in committed.items():
            game = await repo.get_game(game_id)
            # It may have committed more than it had reported; never less.
            assert len(game.moves) >= plies
            board = Board()
            for cell in game.moves:
                board = board.play(cell)
            assert board == game.board  # the board row and the move rows agree
            assert game.version == 1 + len(game.moves)
            if game.status is not GameStatus.ACTIVE:
                assert board.is_over
        assert await repo.stats_snapshot() == await repo.stats_from_games()
        await repo.apply_move(
            await repo.create_game(server_id="s", channel_id="c", x=game.x, o=game.o), 5
        )  # and the database takes writes again
    finally:
        await repo.close()
