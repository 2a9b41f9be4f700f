"""The agents repository: trained agent versions (and which one is promoted), and the
transitions agents learn from."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from datetime import datetime
from typing import Any, Literal, cast

from sqlalchemy import Select, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from domain.agents import AgentVersion
from domain.time import utcnow
from domain.transitions import Transition
from engine import Mark
from storage.errors import AgentVersionConflictError, AgentVersionNotFoundError
from storage.models import AgentVersionRow, TransitionRow
from storage.repos.base import NO_SYNC, RepositoryCore, rowcount, scalars_list


class AgentsRepository(RepositoryCore):
    """Agent versions recorded, listed and promoted; transitions read back for training."""

    # -- agent versions -----------------------------------------------------------------------

    async def record_agent_version(
        self,
        name: str,
        version: str,
        *,
        weights_sha256: str | None = None,
        metrics: Mapping[str, Any] | None = None,
        now: datetime | None = None,
    ) -> AgentVersion:
        """Record a trained version; recording it again with the same weights is a no-op
        (new ``metrics`` replace the old). Different weights under the same version raise
        :class:`AgentVersionConflictError`."""
        moment = now or utcnow()

        async def work(session: AsyncSession) -> AgentVersion:
            row = await session.scalar(
                select(AgentVersionRow)
                .where(AgentVersionRow.name == name, AgentVersionRow.version == version)
                .with_for_update()
            )
            if row is None:
                row = AgentVersionRow(
                    name=name,
                    version=version,
                    weights_sha256=weights_sha256,
                    metrics=dict(metrics) if metrics is not None else None,
                    created_at=moment,
                    promoted=False,
                    promoted_at=None,
                )
                session.add(row)
                await session.flush()
            else:
                if (
                    weights_sha256 is not None
                    and row.weights_sha256 is not None
                    and row.weights_sha256 != weights_sha256
                ):
                    raise AgentVersionConflictError(
                        f"{name} {version} is recorded with weights {row.weights_sha256[:12]}…, "
                        f"not {weights_sha256[:12]}…"
                    )
                if weights_sha256 is not None:
                    row.weights_sha256 = weights_sha256
                if metrics is not None:
                    row.metrics = dict(metrics)
                await session.flush()
            return agent_version_record(row)

        return await self._db.write(work)

    async def list_agent_versions(self, name: str | None = None) -> list[AgentVersion]:
        """Recorded versions (of ``name``, or all), oldest first."""

        async def work(session: AsyncSession) -> list[AgentVersion]:
            query = select(AgentVersionRow).order_by(AgentVersionRow.name, AgentVersionRow.id)
            if name is not None:
                query = query.where(AgentVersionRow.name == name)
            return [agent_version_record(r) for r in await session.scalars(query)]

        return await self._db.read(work)

    async def promote_agent_version(
        self, name: str, version: str, *, now: datetime | None = None
    ) -> AgentVersion:
        """Make ``version`` the promoted version of ``name`` (and no other)."""
        moment = now or utcnow()

        async def work(session: AsyncSession) -> AgentVersion:
            result = await session.execute(
                update(AgentVersionRow)
                .where(AgentVersionRow.name == name, AgentVersionRow.version == version)
                .values(promoted=True, promoted_at=moment),
                execution_options=NO_SYNC,
            )
            if rowcount(result) != 1:
                raise AgentVersionNotFoundError(f"no recorded version {version!r} of {name!r}")
            await session.execute(
                update(AgentVersionRow)
                .where(AgentVersionRow.name == name, AgentVersionRow.version != version)
                .values(promoted=False),
                execution_options=NO_SYNC,
            )
            row = await session.scalar(
                select(AgentVersionRow).where(
                    AgentVersionRow.name == name, AgentVersionRow.version == version
                )
            )
            assert row is not None
            return agent_version_record(row)

        return await self._db.write(work)

    async def promoted_agent_version(self, name: str) -> AgentVersion | None:
        """The promoted version of ``name``, if one was promoted."""
        versions = await self.list_agent_versions(name)
        return next((v for v in versions if v.promoted), None)

    # -- transitions --------------------------------------------------------------------------

    async def stream_transitions(
        self, after_id: int = 0, *, batch_size: int = 500
    ) -> AsyncIterator[Transition]:
        """Every transition with an id above ``after_id``, in id order, read in batches.

        Transitions are inserted only when complete and never change, so a trainer can keep
        the last id it saw and ask again later for the new ones.
        """
        last = after_id
        while True:
            query = (
                select(TransitionRow).where(TransitionRow.id > last).order_by(TransitionRow.id)
            ).limit(batch_size)

            async def batch(session: AsyncSession, query: Select[Any] = query) -> list[Any]:
                return await scalars_list(session, query)

            rows = await self._db.read(batch)
            for row in rows:
                yield transition_record(row)
            if len(rows) < batch_size:
                return
            last = rows[-1].id

    async def game_transitions(self, game_id: int) -> list[Transition]:
        """The transitions of one game, by ply."""
        rows = await self._db.read(
            lambda s: scalars_list(
                s,
                select(TransitionRow)
                .where(TransitionRow.game_id == game_id)
                .order_by(TransitionRow.ply),
            )
        )
        return [transition_record(r) for r in rows]


def agent_version_record(row: AgentVersionRow) -> AgentVersion:
    """An :class:`~domain.agents.AgentVersion` from its row."""
    return AgentVersion(
        id=row.id,
        name=row.name,
        version=row.version,
        weights_sha256=row.weights_sha256,
        metrics=row.metrics,
        created_at=row.created_at,
        promoted=row.promoted,
        promoted_at=row.promoted_at,
    )


def transition_record(row: TransitionRow) -> Transition:
    """A :class:`~domain.transitions.Transition` from its row."""
    return Transition(
        id=row.id,
        game_id=row.game_id,
        ply=row.ply,
        side=Mark(row.side),
        state=row.state,
        action=row.action,
        after_state=row.after_state,
        next_state=row.next_state,
        reward=row.reward,
        done=row.done,
        decider_kind=cast(Literal["agent", "human"], row.decider_kind),
        decider=row.decider,
        decider_version=row.decider_version,
        created_at=row.created_at,
        probability=row.probability,
    )
