"""What the retraining job reads and writes: people's transitions and the agents' versions.

The job (``bot/retrain``) learns from the ``transitions`` that no promoted version trained on
yet, and its commit records a version in ``agent_versions``, moves the promotion flag and marks
the transitions it used, all in one transaction (:func:`transaction`) that stays open while the
job switches the files. Every statement runs on the ORM tables of :mod:`storage.models` (one
schema); the functions take the :class:`~sqlalchemy.ext.asyncio.AsyncEngine` the job's
repository opened, so nothing outside ``storage/`` builds SQL.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, insert, select, update

from storage.async_engine import AsyncConnection, AsyncEngine
from storage.models import AGENT_VERSIONS, GAMES, TRANSITIONS

Engine = AsyncEngine
"""The database handle these functions take (``Repository.engine``)."""

__all__ = [
    "Engine",
    "LoggedRow",
    "NewVersion",
    "RetrainingTransaction",
    "TrainingRows",
    "UnusedDecision",
    "count_new_games",
    "read_logged_rows",
    "read_training_rows",
    "taken_versions",
    "transaction",
]


@dataclass(frozen=True, slots=True)
class UnusedDecision:
    """One transition no promoted version trained on yet."""

    id: int
    game_id: int
    state: str
    action: int
    done: bool
    by_agent: bool
    """The agent decided it (not a person)."""


@dataclass(frozen=True, slots=True)
class TrainingRows:
    """What a run reads, in one look at the database."""

    unused: list[UnusedDecision]
    """Every transition not yet used, in id order."""
    states: list[str]
    """Every distinct position people's games reached, used or not."""


@dataclass(frozen=True, slots=True)
class NewVersion:
    """An ``agent_versions`` row to insert (from a manifest entry)."""

    agent: str
    version: str
    weights_sha256: str | None
    metrics: Mapping[str, Any] | None
    parent_version: str | None


async def read_training_rows(engine: AsyncEngine) -> TrainingRows:
    """The unused transitions and every position reached (one connection: one snapshot)."""
    t = TRANSITIONS.c
    async with engine.connect() as connection:
        rows = (
            await connection.execute(
                select(t.id, t.game_id, t.state, t.action, t.done, t.decider_kind)
                .where(t.trained_version.is_(None))
                .order_by(t.id)
            )
        ).all()
        states = (await connection.execute(select(t.state).distinct())).scalars().all()
    unused = [
        UnusedDecision(
            id=int(r.id),
            game_id=int(r.game_id),
            state=r.state,
            action=int(r.action),
            done=bool(r.done),
            by_agent=r.decider_kind == "agent",
        )
        for r in rows
    ]
    return TrainingRows(unused=unused, states=list(states))


@dataclass(frozen=True, slots=True)
class LoggedRow:
    """One logged decision of a human-vs-agent game, with the game's server (the
    people model is fitted per server, the gate replays whole games)."""

    game_id: int
    server_id: str
    ply: int
    side: str
    state: str
    action: int
    reward: float
    done: bool
    by_agent: bool
    probability: float | None
    member_id: str | None = None
    """The person who played the agent (member models are fitted per person and server)."""


async def read_logged_rows(engine: AsyncEngine) -> list[LoggedRow]:
    """Every logged decision, used or not (the model of people summarises all of them), by
    game and ply."""
    t, g = TRANSITIONS.c, GAMES.c
    async with engine.connect() as connection:
        rows = (
            await connection.execute(
                select(
                    t.game_id,
                    g.server_id,
                    t.ply,
                    t.side,
                    t.state,
                    t.action,
                    t.reward,
                    t.done,
                    t.decider_kind,
                    t.probability,
                    func.coalesce(g.x_user_id, g.o_user_id).label("member_id"),
                )
                .join(GAMES, g.id == t.game_id)
                .order_by(t.game_id, t.ply)
            )
        ).all()
    return [
        LoggedRow(
            game_id=int(r.game_id),
            server_id=str(r.server_id),
            ply=int(r.ply),
            side=str(r.side),
            state=r.state,
            action=int(r.action),
            reward=float(r.reward),
            done=bool(r.done),
            by_agent=r.decider_kind == "agent",
            probability=None if r.probability is None else float(r.probability),
            member_id=None if r.member_id is None else str(r.member_id),
        )
        for r in rows
    ]


async def count_new_games(engine: AsyncEngine) -> int:
    """Finished games whose transitions no promoted version trained on yet."""
    t = TRANSITIONS.c
    async with engine.connect() as connection:
        query = select(func.count(func.distinct(t.game_id))).where(
            t.trained_version.is_(None), t.done.is_(True)
        )
        return int((await connection.execute(query)).scalar_one())


async def taken_versions(engine: AsyncEngine, agent: str) -> set[str]:
    """The versions of ``agent`` the database records (a new version needs another name)."""
    async with engine.connect() as connection:
        return set(await RetrainingTransaction(connection).promotion_flags(agent))


class RetrainingTransaction:
    """The writes of a run's or a rollback's commit, inside one open transaction."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._connection = connection

    async def promotion_flags(self, agent: str) -> dict[str, bool]:
        """Every recorded version of ``agent`` and whether it is the promoted one."""
        v = AGENT_VERSIONS.c
        rows = (
            await self._connection.execute(select(v.version, v.promoted).where(v.name == agent))
        ).all()
        return {row.version: bool(row.promoted) for row in rows}

    async def record_version(self, new: NewVersion, *, promoted: bool, now: datetime) -> None:
        """Insert ``new`` (promoted at ``now`` when ``promoted``)."""
        await self._connection.execute(
            insert(AGENT_VERSIONS).values(
                name=new.agent,
                version=new.version,
                weights_sha256=new.weights_sha256,
                metrics=dict(new.metrics) if new.metrics is not None else None,
                created_at=now,
                promoted=promoted,
                promoted_at=now if promoted else None,
                parent_version=new.parent_version,
                rolled_back_at=None,
            )
        )

    async def promote(self, agent: str, version: str, now: datetime) -> None:
        """Make ``version`` the promoted one of ``agent`` (its ``promoted_at`` set if it was not
        promoted already; every other version unflagged)."""
        v = AGENT_VERSIONS.c
        await self._connection.execute(
            update(AGENT_VERSIONS)
            .where(v.name == agent, v.version == version, v.promoted.is_(False))
            .values(promoted=True, promoted_at=now)
        )
        await self._connection.execute(
            update(AGENT_VERSIONS)
            .where(v.name == agent, v.version != version)
            .values(promoted=False)
        )

    async def mark_used(self, agent: str, version: str, up_to_id: int) -> int:
        """Mark the unused transitions up to ``up_to_id`` as trained by ``agent`` ``version``;
        returns how many."""
        t = TRANSITIONS.c
        result = await self._connection.execute(
            update(TRANSITIONS)
            .where(t.trained_version.is_(None), t.id <= up_to_id)
            .values(trained_agent=agent, trained_version=version)
        )
        return int(result.rowcount or 0)

    async def mark_rolled_back(self, agent: str, version: str, now: datetime) -> None:
        """Record that a rollback took ``version`` out of service at ``now``."""
        v = AGENT_VERSIONS.c
        await self._connection.execute(
            update(AGENT_VERSIONS)
            .where(v.name == agent, v.version == version)
            .values(rolled_back_at=now)
        )


@asynccontextmanager
async def transaction(engine: AsyncEngine) -> AsyncIterator[RetrainingTransaction]:
    """One transaction: committed when the block ends, rolled back if it raises."""
    async with engine.begin() as connection:
        yield RetrainingTransaction(connection)
