"""What the running bot uses: the child-process runner, the schedule, the admin check."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.retrain.control import NotAdminError, RetrainControl
from bot.retrain.outcome import Outcome
from bot.retrain.runner import RetrainRunner
from bot.retrain.scheduler import RetrainScheduler
from storage.db import create_engine
from tests.retrain.conftest import QUICK_ARGS, play_people


async def test_the_runner_retrains_and_rolls_back_in_a_child_process(
    weights: Path, db_url: str
) -> None:
    await play_people(db_url, weights, 2)
    runner = RetrainRunner(database_url=db_url, weights_dir=weights, nice=0, extra_args=QUICK_ARGS)
    first, second = await asyncio.gather(runner.retrain(min_games=1), runner.retrain())
    assert (first.status, first.serving) == ("promoted", "v2"), first.message
    assert second.status == "busy"  # one run at a time
    assert runner.last is first and not runner.running
    again = await runner.retrain(min_games=1)
    assert again.status == "skipped" and again.serving == "v2"
    back = await runner.rollback()
    assert (back.status, back.serving) == ("rolled-back", "v1"), back.message


async def test_a_broken_run_is_reported_not_raised(tmp_path: Path) -> None:
    runner = RetrainRunner(
        database_url=f"sqlite+aiosqlite:///{tmp_path}/no/such/dir/x.db",
        weights_dir=tmp_path / "missing",
        nice=0,
    )
    outcome = await runner.retrain(min_games=1)
    assert outcome.status == "failed" and "nothing was changed" in outcome.message


class FakeRunner(RetrainRunner):
    """Counts runs instead of starting processes."""

    def __init__(self) -> None:
        super().__init__(database_url="sqlite://", weights_dir=".")
        self.runs: list[int | None] = []

    async def retrain(self, *, min_games: int | None = None) -> Outcome:
        self.runs.append(min_games)
        return Outcome("promoted", "dqn", "v9", "fake")

    async def rollback(self) -> Outcome:
        return Outcome("rolled-back", "dqn", "v8", "fake")


async def test_the_schedule_runs_only_with_enough_new_games() -> None:
    waiting = 2
    seen: list[Outcome] = []

    async def count() -> int:
        return waiting

    runner = FakeRunner()
    scheduler = RetrainScheduler(
        runner, interval_s=0.01, min_games=3, count_games=count, on_outcome=seen.append
    )
    assert await scheduler.tick() is None and runner.runs == []
    waiting = 3
    outcome = await scheduler.tick()
    assert outcome is not None and outcome.serving == "v9" and runner.runs == [3]
    assert seen == [outcome]
    scheduler.start()
    await asyncio.sleep(0.1)
    await scheduler.stop()
    assert len(runner.runs) > 2
    with pytest.raises(ValueError):
        RetrainScheduler(runner, interval_s=0, min_games=1, count_games=count)


async def test_in_a_fleet_only_the_process_holding_the_scheduler_lock_looks(
    db_url: str, backend: str
) -> None:
    """Two bot processes' schedules on one database: while one leads a run, the other's look
    does nothing (PostgreSQL: the scheduler lock; SQLite, one host: both look, and the
    retraining's own host lock lets one run); once the run ends, the other may lead."""
    release = asyncio.Event()

    class SlowRunner(FakeRunner):
        async def retrain(self, *, min_games: int | None = None) -> Outcome:
            self.runs.append(min_games)
            await release.wait()
            return Outcome("promoted", "dqn", "v9", "fake")

    async def count() -> int:
        return 5

    engine = create_engine(db_url)
    try:
        first, second = SlowRunner(), SlowRunner()
        leader = RetrainScheduler.for_engine(first, engine, interval_s=60, min_games=1)
        other = RetrainScheduler.for_engine(second, engine, interval_s=60, min_games=1)
        leader.count_games = other.count_games = count
        leading = asyncio.create_task(leader.tick())
        while not first.runs:
            await asyncio.sleep(0.01)

        if backend == "postgresql":
            assert await other.tick() is None and second.runs == []
            release.set()
        else:  # one host: the database holds no lock, both processes look
            release.set()
            assert await other.tick() is not None and second.runs == [1]
        assert (await leading) is not None
        assert await other.tick() is not None and second.runs[-1] == 1
    finally:
        await engine.dispose()


async def test_only_bot_admins_may_retrain_or_roll_back() -> None:
    async def owner(user_id: str) -> bool:
        return user_id == "42"

    control = RetrainControl(FakeRunner(), admins=[7], is_owner=owner)
    assert (await control.retrain("7")).status == "promoted"
    assert (await control.rollback("42")).status == "rolled-back"
    with pytest.raises(NotAdminError, match="admins"):
        await control.retrain("8")
    with pytest.raises(NotAdminError):
        await RetrainControl(FakeRunner()).rollback("7")
