"""The console front, driven through standard input like a person at a terminal."""

import io
import logging
import os
import pty
import select
import sqlite3
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import DatabaseError, DBAPIError, OperationalError

from bot import console as console_module
from bot.__main__ import OneLineLog
from bot.console import Console, run_console
from bot.games.service import GameService
from domain.game import Side
from domain.players import User
from engine import Mark
from storage.errors import WriteUnconfirmedError
from storage.integrity import DamageReport
from tests.bot.conftest import ServiceFactory

Chat = Callable[..., Awaitable[str]]


@pytest.fixture
def chat(open_service: ServiceFactory) -> Chat:
    """Type ``lines`` into a console over this test's database; return what it printed."""

    async def run(*lines: str, agent: str = "minimax") -> str:
        out = io.StringIO()
        await run_console(
            await open_service(default_agent=agent),
            stdin=io.StringIO("".join(line + "\n" for line in lines)),
            stdout=out,
        )
        return out.getvalue()

    return run


async def test_a_game_against_minimax_ends_with_the_result(chat: Chat) -> None:
    # X: 5, 1; minimax must block 9, then we play the cells it leaves, never winning.
    out = await chat("/ttt play minimax first:me", *[f"/ttt move {c}" for c in range(1, 10)])
    assert "Game #1: you (X) vs minimax (O)." in out
    assert "You played 1" in out
    assert "Draw." in out or "minimax (O) wins." in out


async def test_the_bot_opens_when_it_moves_first(chat: Chat) -> None:
    out = await chat("/ttt play trap first:bot")
    assert "trap (X) vs you (O)" in out
    assert "trap opens on cell" in out


@pytest.mark.parametrize(
    ("line", "reply"),
    [
        ("/ttt bogus", "Unknown command “/ttt bogus”"),
        ("hello there", "Unknown command “hello”"),
        ("/ttt move 5", "You have no game in progress here"),
        ("/ttt play first:sometimes", "“first” must be one of me, bot, random"),
        ("/ttt play stockfish", "There is no agent called “stockfish”. Available agents:"),
        ("/ttt", "Missing a command"),
        ('/ttt move "5', "Could not read that command"),
    ],
)
async def test_bad_input_gets_one_line_of_explanation(chat: Chat, line: str, reply: str) -> None:
    out = await chat(line)
    assert out.strip().startswith(reply)
    assert "Traceback" not in out


async def test_bad_cells_change_nothing(open_service: ServiceFactory) -> None:
    console = Console(await open_service(seed=3), User("u", "you"))
    await console.handle("/ttt play minimax first:me")
    assert "is not a cell" in await console.handle("/ttt move 12")
    assert "is not a cell" in await console.handle("/ttt move banana")
    board = await console.handle("/ttt board")
    assert "X to move (you)" in board and " 5 " in board


async def test_resigning_hands_the_game_to_the_agent(chat: Chat) -> None:
    out = await chat("/ttt play minimax first:me", "/ttt move 1", "/ttt resign", "/ttt board")
    assert "You resigned; minimax (O) wins." in out  # not "you resigned"
    assert "You have no game in progress here" in out


async def test_resigning_before_the_first_move_abandons_the_game_unrated(chat: Chat) -> None:
    out = await chat("/ttt play minimax first:me", "/ttt resign", "/ttt stats")
    assert "Abandoned before the first move: unrated, it counts for nobody." in out
    assert "You resigned" not in out
    assert "No finished games for you here yet" in out


async def test_one_game_at_a_time_per_channel(chat: Chat) -> None:
    out = await chat("/ttt play", "/ttt play")
    assert "You already have game #1 in progress here" in out


async def test_a_command_typed_without_its_ttt_takes_its_arguments_too(chat: Chat) -> None:
    out = await chat("play minimax first:me", "move 5", "top left", "board", "stats global")
    assert "Game #1: you (X) vs minimax (O)." in out
    assert "You played 5;" in out and "You played 1;" in out  # "top left" is still a move
    assert "Unknown command" not in out


async def test_a_bare_command_with_bad_arguments_gets_the_commands_refusal(chat: Chat) -> None:
    out = await chat("play first:sometimes")
    assert out.strip().startswith("“first” must be one of me, bot, random")


async def test_help_and_agents_list_the_commands_and_agents(chat: Chat) -> None:
    out = await chat("/ttt help", "/ttt agents")
    assert "/ttt move <cell>" in out and "trap" in out and "random" in out


def console_run(tmp_path: Path, typed: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot console`` in ``tmp_path``, with ``typed`` on standard input."""
    return subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        input=typed,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=tmp_path,
        env={**os.environ, **env},
    )


@pytest.mark.slow
def test_the_installed_command_reads_piped_standard_input(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'piped.db'}"
    result = console_run(
        tmp_path, "/ttt play minimax first:me\n/ttt move 5\n", TTT_DATABASE_URL=url
    )
    assert "You played 5; minimax answered" in result.stdout
    assert result.stderr == ""
    assert (tmp_path / "piped.db").exists()


@pytest.mark.slow
def test_without_a_database_url_the_console_uses_tttbot_db_in_the_working_directory(
    tmp_path: Path,
) -> None:
    env = {k: v for k, v in os.environ.items() if k != "TTT_DATABASE_URL"}
    subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        input="/ttt agents\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=tmp_path,
        env=env,
    )
    assert (tmp_path / "tttbot.db").exists()


@pytest.mark.slow
def test_games_and_stats_persist_from_one_run_to_the_next(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'kept.db'}"
    first = console_run(tmp_path, "/ttt play minimax first:me\n/ttt move 5\n", TTT_DATABASE_URL=url)
    assert "Game #1" in first.stdout
    second = console_run(
        tmp_path,
        "/ttt play minimax first:me\n/ttt board\n/ttt resign\n/ttt stats\n",
        TTT_DATABASE_URL=url,
    )
    assert "You already have game #1 in progress here" in second.stdout
    assert " X " in second.stdout  # the board of the first run, with its move on it
    assert "You resigned; minimax (O) wins." in second.stdout
    third = console_run(tmp_path, "/ttt stats\n/ttt review\n", TTT_DATABASE_URL=url)
    assert "Stats for you (here): rating" in third.stdout and "0W/0D/1L" in third.stdout
    assert "Game #1: you (X) vs minimax (O)" in third.stdout


async def test_stats_leaderboard_and_review_answer_in_the_console(chat: Chat) -> None:
    out = await chat(
        "/ttt stats",
        "/ttt play random first:me",
        "/ttt move 1",
        "/ttt resign",
        "/ttt stats",
        "/ttt stats global",
        "/ttt leaderboard",
        "/ttt review",
        "/ttt review 1",
        "/ttt review 99",
        "/ttt leaderboard global 3",
        "/ttt stats everywhere",
        "/ttt leaderboard season 2",
        "/ttt admin season new",
        "/ttt leaderboard",
        "/ttt leaderboard season 1",
        "/ttt leaderboard all",
        "/ttt leaderboard channel all",
    )
    assert "No finished games for you here yet" in out
    assert "Stats for you (here): rating" in out and "vs random" in out
    assert "Stats for you (everywhere)" in out
    # One game: not ranked yet, so listed as provisional rather than hidden.
    assert "Leaderboard (here):\n   -. you" in out and "(provisional)" in out
    assert "Game #1: you (X) vs random (O). You resigned; random (O) wins." in out
    assert "There is no game #99." in out
    assert "Unexpected “everywhere”. Usage: /ttt stats [global]" in out
    assert "There is no season 2 here: this server is in season 1." in out
    assert "Season 2 has begun: the leaderboard starts fresh." in out
    assert "Season 2 (current)\nNobody is ranked here yet" in out
    assert "Season 1 / 2\nLeaderboard (here):" in out
    assert "All seasons\nLeaderboard (here):" in out
    assert "Channel leaderboards are kept per season" in out


async def test_a_review_names_the_moves_that_changed_the_outcome(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    repo = service.repository
    game = await repo.create_game(
        server_id="console",
        channel_id="console",
        x=Side.human("u", "you"),
        o=Side.bot("minimax", "builtin", 1600.0),
    )
    game = await repo.apply_moves(game, [5, 2])  # O's edge reply loses (not minimax's style)
    await repo.resign(game, Mark.O)
    reply = await Console(service, User("u", "you")).handle("/ttt review")
    assert reply.splitlines() == [
        "Game #1: you (X) vs minimax (O). minimax resigned; you win (X).",  # not "you (X) wins"
        "  move 2, O on cell 2, turned a draw into a loss; 1, 3, 7 or 9 kept the draw",
    ]


async def test_a_review_of_a_game_resigned_while_still_drawn_says_so(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    console = Console(service, User("u", "you"))
    await console.handle("/ttt play first:me")
    await console.handle("5")
    await console.handle("/ttt resign")
    reply = await console.handle("/ttt review")
    assert reply.splitlines()[1:] == [
        "No move changed the game's value: every move kept the best result.",
        "X resigned in a position that was still a draw.",
    ]


async def test_a_game_left_idle_is_lost_at_the_next_command(
    open_service: ServiceFactory,
) -> None:
    from tests.bot.conftest import Clock

    clock = Clock()
    console = Console(await open_service(clock=clock, idle_timeout_s=60), User("u", "you"))
    await console.handle("/ttt play minimax first:me")
    await console.handle("/ttt move 1")
    clock.advance(61)
    reply = await console.handle("/ttt move 5")
    assert reply.startswith("Game #1 timed out: You timed out; minimax (O) wins.")
    assert "You have no game in progress here" in reply


@pytest.mark.slow
def test_tttbot_db_upgrade_migrates_the_configured_database(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}"
    env = {**os.environ, "TTT_DATABASE_URL": url}
    run = [sys.executable, "-m", "bot", "db"]
    before = subprocess.run(
        [*run, "current"], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert "revision none (empty)" in before.stdout
    done = subprocess.run([*run, "upgrade"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0 and "(newest)" in done.stdout
    bad = subprocess.run(
        [*run, "upgrade", "--url", "nonsense://"], capture_output=True, text=True, cwd=tmp_path
    )
    assert bad.returncode == 1 and bad.stderr.startswith("tttbot db upgrade:")
    assert "Traceback" not in bad.stderr


async def test_tttbot_db_rebuild_stats_recounts_old_ratings_under_todays_rules(
    tmp_path: Path,
) -> None:
    from storage import Repository
    from tests.storage.conftest import ANN, BOB, run_sql

    url = f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}"
    repo = await Repository.open(url)
    game = await repo.create_game(server_id="s1", channel_id="c", x=ANN, o=BOB)
    await repo.apply_moves(game, [1, 4, 2, 5, 3])  # a duel: rated on the server only
    await repo.close()
    # What the rules before wrote too: the duel in the global rating.
    await run_sql(
        url,
        "INSERT INTO player_ratings (user_id, scope, rating, games, wins, draws, losses,"
        " streak, best_streak, updated_at, last_change)"
        " VALUES ('ann', '*', 1220, 1, 1, 0, 0, 1, 1, '2026-01-01 00:00:00', 20)",
    )
    env = {**os.environ, "TTT_DATABASE_URL": url}
    done = subprocess.run(
        [sys.executable, "-m", "bot", "db", "rebuild-stats"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert "stats recounted from the finished games: 6 rating rows" in done.stdout
    rows = await run_sql(url, "SELECT user_id FROM player_ratings WHERE scope = '*'")
    assert rows == []  # the duel left the global rating
    rows = await run_sql(url, "SELECT user_id, rating FROM player_ratings WHERE scope = 's1'")
    assert sorted(rows) == [("ann", 1220.0), ("bob", 1180.0)]
    repo = await Repository.open(url)
    try:  # the tables are what the games give, the daily caps' counts too
        assert await repo.stats_snapshot() == await repo.stats_from_games()
    finally:
        await repo.close()


@pytest.mark.parametrize(
    ("line", "reply"),
    [
        ("⁵", "“⁵” is not a cell: cells are numbered 1 to 9"),
        ("/ttt move ¹", "“¹” is not a cell"),
        ("/ttt review " + "9" * 5000, "Game numbers go from 1 to 9,007,199,254,740,991"),
        ("/ttt review ²", "Unexpected “²”"),
        ("/ttt leaderboard ⁵", "Unexpected “⁵”"),
    ],
)
async def test_digits_of_other_scripts_and_huge_numbers_get_a_refusal(
    chat: Chat, line: str, reply: str
) -> None:
    out = await chat("/ttt play minimax first:me", line, "/ttt board")
    answer = out.split("X to move (you)")[1]  # what followed the opening board
    assert reply in answer
    assert "Traceback" not in out
    assert out.rstrip().endswith("X to move (you)"), "the commands after it still ran"


async def test_a_refusal_quotes_only_the_start_of_a_very_long_argument(chat: Chat) -> None:
    out = await chat("/ttt play " + "a" * 6000)
    assert "There is no agent called “aaaa" in out
    assert len(out) < 600


async def test_an_unexpected_failure_costs_one_command_not_the_session(
    open_service: ServiceFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    console = Console(await open_service(), User("u", "you"))

    async def broken(args: list[str]) -> str:
        raise RuntimeError("a bug")

    monkeypatch.setitem(console._handlers, "stats", broken)
    assert "Something went wrong" in await console.handle("/ttt stats")
    assert "Game #1" in await console.handle("/ttt play minimax first:me")


async def console_in_a_game(open_service: ServiceFactory) -> tuple[GameService, Console]:
    """A service, and a console whose person has a game going against minimax."""
    service = await open_service()
    console = Console(service, User("u", "you"))
    assert "Game #1" in await console.handle("/ttt play minimax first:me")
    return service, console


async def test_a_database_that_fails_for_a_moment_costs_one_command_not_the_session(
    open_service: ServiceFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As when PostgreSQL restarts: the first command after it finds its connection closed.
    service, console = await console_in_a_game(open_service)
    healthy = service.expire_idle_games

    async def connection_closed() -> list[object]:
        monkeypatch.setattr(service, "expire_idle_games", healthy)
        closed = ConnectionError("the underlying connection is closed")
        raise DBAPIError("SELECT", {}, closed, connection_invalidated=True)

    monkeypatch.setattr(service, "expire_idle_games", connection_closed)
    assert "database is unavailable right now" in await console.handle("/ttt move 5")
    assert "You played 5" in await console.handle("/ttt move 5")


async def test_a_move_whose_commit_went_unanswered_is_told_as_maybe_saved(
    open_service: ServiceFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The connection died after the COMMIT was sent: the move may be stored, so the answer
    # must not say "nothing was changed", and the board tells what happened.
    service, console = await console_in_a_game(open_service)
    healthy = service.play_move

    async def unanswered(*args: Any, **kwargs: Any) -> object:
        monkeypatch.setattr(service, "play_move", healthy)
        await healthy(*args, **kwargs)  # kept on the server, but nobody heard back
        raise WriteUnconfirmedError("connection was closed in the middle of operation")

    monkeypatch.setattr(service, "play_move", unanswered)
    answer = await console.handle("/ttt move 5")
    assert "may or may not have been saved" in answer and "nothing was changed" not in answer
    assert "X" in await console.handle("/ttt board")
    assert "taken" in (await console.handle("/ttt move 5")).lower()


async def test_a_difficulty_picks_the_level_and_help_names_the_levels(chat: Chat) -> None:
    """``difficulty:`` on /ttt play, refused beside an agent."""
    out = await chat(
        "/ttt play difficulty:fair first:me",
        "/ttt resign",
        "/ttt play minimax difficulty:easy",
        "/ttt play difficulty:nightmare",
        "/ttt help",
    )
    assert "you (X) vs fair (O)" in out
    assert "Choose a difficulty or an agent, not both" in out
    assert "The difficulty must be one of easy, medium, hard, unbeatable, fair" in out
    assert "/ttt play difficulty:easy|medium|hard|unbeatable|fair" in out
    assert "about 40% of games" in out


def read_until(fd: int, marker: bytes, seen: bytearray, after: int, timeout: float = 60) -> int:
    """Read the terminal ``fd`` into ``seen`` until ``marker`` appears past position ``after``;
    where it ends."""
    end = time.monotonic() + timeout
    while (found := seen.find(marker, after)) < 0:
        assert time.monotonic() < end, f"{marker!r} never came: {bytes(seen)!r}"
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            seen += os.read(fd, 4096)
    return found + len(marker)


@pytest.mark.slow
def test_on_a_terminal_the_welcome_and_prompt_come_first_and_each_answer_gets_a_prompt(
    tmp_path: Path,
) -> None:
    """A person at a terminal is greeted at once (the service loads meanwhile), the first
    command is answered, and a prompt follows every answer."""
    master, slave = pty.openpty()
    url = f"sqlite+aiosqlite:///{tmp_path / 'tty.db'}"
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "console"],
        stdin=slave,
        stdout=slave,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        env={**os.environ, "TTT_DATABASE_URL": url, "TTT_LOCALE": "en"},
    )
    os.close(slave)
    seen = bytearray()
    try:
        at = read_until(master, b"> ", seen, 0)
        assert b"tttbot console" in seen  # the welcome, then the prompt
        os.write(master, b"/ttt play minimax first:me\n")
        at = read_until(master, b"Game #1", seen, at)
        read_until(master, b"> ", seen, at)  # the next prompt, after the board
        os.write(master, b"quit\n")
        assert process.wait(timeout=60) == 0
    finally:
        process.kill()
        os.close(master)
    assert seen.count(b"tttbot console") == 1  # greeted once, not again by the session


def test_a_logged_failure_is_one_line_on_the_players_terminal() -> None:
    try:
        raise DBAPIError("SELECT …", {}, ConnectionError("the connection is closed\nSQL: SELECT"))
    except DBAPIError:
        failed = ("console command failed: %r", ("/ttt board",))
        record = logging.LogRecord(
            "bot.console", logging.ERROR, __file__, 1, *failed, sys.exc_info()
        )
    line = OneLineLog().format(record)
    assert line == (
        "tttbot: console command failed: '/ttt board' (DBAPIError: (builtins.ConnectionError) "
        "the connection is closed)"
    )


async def test_the_person_at_the_console_administers_its_server(
    open_service: ServiceFactory,
) -> None:
    """The product's ``/ttt-admin`` in a terminal: the console's person is its server's admin."""
    service = await open_service()
    console = Console(service, User("u", "you"))
    shown = await console.handle("/ttt-admin settings")
    assert shown.splitlines()[0] == "Server settings"
    assert "Agent: minimax" in shown and "/ttt admin agent <name>" in shown

    assert (await console.handle("/ttt admin agent DQN")).startswith("Settings updated.")
    assert "default agent: dqn" in await console.handle("/ttt help")
    assert "Game #1: dqn (X) vs you (O)." in await console.handle("/ttt play first:bot")

    changed = await console.handle("/ttt admin move-timeout 60")
    assert "Move timeout: 1 minute" in changed
    changed = await console.handle("/ttt admin fair-target 55%")
    assert "Fair level: members' win share: 55% of games" in changed
    stored = await service.server_settings("console")
    assert (stored.agent, stored.move_timeout_s, stored.fair_target) == ("dqn", 60, 55)

    assert "Agent: minimax" in await console.handle("/ttt-admin agent default")
    assert "40% of games" in await console.handle("/ttt admin fair-target default")


async def test_the_console_puts_its_server_on_the_website_and_takes_it_off(
    open_service: ServiceFactory,
) -> None:
    service = await open_service()
    console = Console(service, User("u", "you"))
    assert "Website: private" in await console.handle("/ttt admin settings")
    assert "Website: public" in await console.handle("/ttt admin web public")
    assert (await service.server_settings("console")).web == "public"
    assert "Website: private" in await console.handle("/ttt-admin web private")
    assert (await service.server_settings("console")).web == "private"


@pytest.mark.parametrize(
    ("line", "refusal"),
    [
        ("/ttt admin agent foo", "There is no agent called “foo”."),
        ("/ttt admin move-timeout 5", "move-timeout must be from 10 to 604,800, not “5”."),
        ("/ttt admin move-timeout soon", "Unexpected “soon”. Usage: /ttt admin settings"),
        ("/ttt admin fair-target 95", "fair-target must be from 10 to 90, not “95”."),
        ("/ttt admin agent", "Unexpected “agent”. Usage: /ttt admin settings"),
        ("/ttt-admin cooldown 5", "Unexpected “cooldown 5”. Usage: /ttt admin settings"),
        ("/ttt admin web everyone", "Unexpected “web everyone”. Usage: /ttt admin settings"),
    ],
)
async def test_a_refused_setting_says_why_and_changes_nothing(
    open_service: ServiceFactory, line: str, refusal: str
) -> None:
    service = await open_service()
    console = Console(service, User("u", "you"))
    await console.handle("/ttt admin move-timeout 120")
    before = await service.server_settings("console")
    answer = await console.answer(line)
    assert answer.outcome == "refused"
    assert answer.text.startswith(refusal)
    assert await service.server_settings("console") == before


async def test_a_damaged_database_file_is_told_as_such_and_logged_once(
    open_service: ServiceFactory, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    service, console = await console_in_a_game(open_service)
    monkeypatch.setattr(console_module, "report_damage", DamageReport())  # none made yet
    malformed = sqlite3.DatabaseError("database disk image is malformed")
    malformed.sqlite_errorcode = sqlite3.SQLITE_CORRUPT

    async def damaged(*args: Any, **kwargs: Any) -> object:
        raise DatabaseError("SELECT …", {}, malformed)

    monkeypatch.setattr(service, "play_move", damaged)
    with caplog.at_level(logging.DEBUG, logger="bot.console"):
        answers = [await console.handle("/ttt move 5") for _ in range(3)]
    assert all("database file is damaged" in answer for answer in answers), answers
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1 and "tttbot db restore" in errors[0].getMessage()


async def test_a_full_disk_is_told_as_such(
    open_service: ServiceFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    service, console = await console_in_a_game(open_service)
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode = sqlite3.SQLITE_FULL

    async def no_room(*args: Any, **kwargs: Any) -> object:
        raise OperationalError("INSERT …", {}, full)

    monkeypatch.setattr(service, "play_move", no_room)
    answer = await console.handle("/ttt move 5")
    assert "disk is full" in answer and "nothing was changed" in answer
