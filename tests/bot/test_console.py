"""The console front, driven through standard input like a person at a terminal."""

import io
import subprocess
import sys

import pytest

from bot.console import Console, run_console
from bot.service import GameService, User


async def chat(*lines: str, agent: str = "minimax") -> str:
    out = io.StringIO()
    await run_console(
        GameService(default_agent=agent, seed=1),
        stdin=io.StringIO("".join(line + "\n" for line in lines)),
        stdout=out,
    )
    return out.getvalue()


async def test_a_game_against_minimax_ends_with_the_result() -> None:
    # X: 5, 1; minimax must block 9, then we play the cells it leaves, never winning.
    out = await chat("/ttt play minimax first:me", *[f"/ttt move {c}" for c in range(1, 10)])
    assert "Game #1: you (X) vs minimax (O)." in out
    assert "You played 1" in out
    assert "Draw." in out or "minimax (O) wins." in out


async def test_the_bot_opens_when_it_moves_first() -> None:
    out = await chat("/ttt play trap first:bot")
    assert "trap (X) vs you (O)" in out
    assert "trap opens on cell" in out


@pytest.mark.parametrize(
    ("line", "reply"),
    [
        ("/ttt bogus", "Unknown command '/ttt bogus'"),
        ("hello there", "Unknown command 'hello'"),
        ("/ttt move 5", "You have no game in progress here"),
        ("/ttt play first:sometimes", "First must be one of me, bot, random"),
        ("/ttt play stockfish", "Unknown agent 'stockfish'; available agents:"),
        ("/ttt", "Missing a command"),
        ('/ttt move "5', "Could not read that command"),
    ],
)
async def test_bad_input_gets_one_line_of_explanation(line: str, reply: str) -> None:
    out = await chat(line)
    assert out.strip().startswith(reply)
    assert "Traceback" not in out


async def test_bad_cells_change_nothing() -> None:
    console = Console(GameService(seed=3), User("u", "you"))
    await console.handle("/ttt play minimax first:me")
    assert "is not a cell" in await console.handle("/ttt move 12")
    assert "is not a cell" in await console.handle("/ttt move banana")
    board = await console.handle("/ttt board")
    assert "X to move (you)" in board and " 5 " in board


async def test_resigning_hands_the_game_to_the_agent() -> None:
    out = await chat("/ttt play minimax first:me", "/ttt resign", "/ttt board")
    assert "you resigned; minimax (O) wins." in out
    assert "You have no game in progress here" in out


async def test_one_game_at_a_time_per_channel() -> None:
    out = await chat("/ttt play", "/ttt play")
    assert "You already have game #1 in progress here" in out


async def test_help_and_agents_list_the_commands_and_agents() -> None:
    out = await chat("/ttt help", "/ttt agents")
    assert "/ttt move <cell>" in out and "trap" in out and "random" in out


def test_the_installed_command_reads_piped_standard_input() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        input="/ttt play minimax first:me\n/ttt move 5\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "You played 5; minimax answered" in result.stdout
    assert result.stderr == ""
