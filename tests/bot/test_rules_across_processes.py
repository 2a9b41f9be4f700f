"""The rules held by the database hold across processes: two game
services in two processes on one database, their requests released at the same instant.

* one active game per person per channel: 2 processes x 100 people starting at once leave
  every person with exactly one game, the other start refused as "already playing";
* the duel cooldown: 2 processes x 30 challenges by one member (the same 30 people) create
  exactly one;
* no duplicate pending challenge: 2 processes x 40 mutual challenges (a→b against b→a)
  leave exactly one pending challenge per pair.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from storage import Repository

pytestmark = pytest.mark.slow  # each case starts worker processes

ROOT = Path(__file__).resolve().parents[2]


async def race(url: str, *workers: list[str]) -> list[dict[str, Any]]:
    """Start one worker process per argument list, release them together, return their
    results (see tests/bot/rules_worker.py)."""
    async with await Repository.open(url):
        pass  # migrated once, before the race
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.bot.rules_worker", url, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for args in workers
    ]
    try:
        for child in children:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
        for child in children:  # the start signal, to every worker at once
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        talks = [child.communicate(timeout=120) for child in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    assert all(child.returncode == 0 for child in children), talks
    results = [json.loads(out.strip().splitlines()[-1]) for out, _ in talks]
    for result, (_, errors) in zip(results, talks, strict=True):
        result["errors"] = errors
    return results


async def rows(url: str, sql: str) -> list[Any]:
    repo = await Repository.open(url)
    try:
        async with repo.engine.connect() as connection:
            return list(await connection.execute(text(sql)))
    finally:
        await repo.close()


async def test_people_starting_in_two_processes_at_once_each_get_one_game(db_url: str) -> None:
    people = 100
    results = await race(db_url, ["play", str(people)], ["play", str(people)])

    games_per_person = Counter(
        user
        for (user,) in await rows(
            db_url,
            "SELECT x_user_id FROM games WHERE status = 'active' AND channel_id = 'c' "
            "UNION ALL SELECT o_user_id FROM games WHERE status = 'active' AND channel_id = 'c'",
        )
        if user is not None
    )
    assert len(games_per_person) == people
    assert max(games_per_person.values()) == 1
    assert sum(r["ok"] for r in results) == people
    refusals: Counter[str] = Counter()
    for r in results:
        refusals.update(r["refused"])
    assert refusals == {"AlreadyPlayingError": people}, [r["errors"] for r in results]
    slots = await rows(db_url, "SELECT count(*) FROM active_slots")
    assert slots[0][0] == people


async def test_one_member_challenging_from_two_processes_creates_one_challenge(
    db_url: str,
) -> None:
    per_process = 30
    results = await race(db_url, ["challenge", str(per_process)], ["challenge", str(per_process)])

    created = await rows(db_url, "SELECT count(*) FROM challenges WHERE challenger_id = 'boss'")
    assert created[0][0] == 1
    assert sum(r["ok"] for r in results) == 1
    refusals: Counter[str] = Counter()
    for r in results:
        refusals.update(r["refused"])
    # Each other offer is refused by the cooldown, or, when the other process offered the
    # same person and its offer was already seen pending, as a duplicate of it.
    assert set(refusals) <= {"CooldownError", "DuplicateChallengeError"}, refusals
    assert refusals["CooldownError"] >= per_process - 1, [r["errors"] for r in results]
    assert refusals.total() == 2 * per_process - 1


async def test_mutual_challenges_from_two_processes_leave_one_pending_per_pair(
    db_url: str,
) -> None:
    pairs = 40
    results = await race(db_url, ["mutual", str(pairs), "a"], ["mutual", str(pairs), "b"])

    pending = await rows(
        db_url, "SELECT pair, count(*) FROM challenges WHERE status = 'pending' GROUP BY pair"
    )
    assert len(pending) == pairs
    assert {count for _, count in pending} == {1}
    assert sum(r["ok"] for r in results) == pairs
    refusals: Counter[str] = Counter()
    for r in results:
        refusals.update(r["refused"])
    assert refusals == {"DuplicateChallengeError": pairs}, [r["errors"] for r in results]
