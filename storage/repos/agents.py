"""The agents repository: trained agent versions (and which one is promoted), and the
transitions agents learn from."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any, Literal, cast

from sqlalchemy import Select, insert, select, update

from domain.agents import AgentVersion
from domain.time import utcnow
from domain.transitions import Transition
from engine import Mark
from storage.async_engine import AsyncConnection
from storage.errors import AgentVersionConflictError, AgentVersionNotFoundError
from storage.models import AGENT_VERSIONS
from storage.repos.base import RepositoryCore, rowcount


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
        this = (AGENT_VERSIONS.c.name == name) & (AGENT_VERSIONS.c.version == version)

        async def work(connection: AsyncConnection) -> AgentVersion:
            row = (
                await connection.execute(select(AGENT_VERSIONS).where(this).with_for_update())
            ).one_or_none()
            if row is None:
                await connection.execute(
                    insert(AGENT_VERSIONS).values(
                        name=name,
                        version=version,
                        weights_sha256=weights_sha256,
                        metrics=dict(metrics) if metrics is not None else None,
                        created_at=moment,
                        promoted=False,
                        promoted_at=None,
                    )
                )
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
                changes: dict[str, Any] = {}
                if weights_sha256 is not None:
                    changes["weights_sha256"] = weights_sha256
                if metrics is not None:
                    changes["metrics"] = dict(metrics)
                if changes:
                    await connection.execute(update(AGENT_VERSIONS).where(this).values(changes))
            return agent_version_record(
                (await connection.execute(select(AGENT_VERSIONS).where(this))).one()
            )

        return await self._db.write(work)

    async def list_agent_versions(self, name: str | None = None) -> list[AgentVersion]:
        """Recorded versions (of ``name``, or all), oldest first."""
        query = select(AGENT_VERSIONS).order_by(AGENT_VERSIONS.c.name, AGENT_VERSIONS.c.id)
        if name is not None:
            query = query.where(AGENT_VERSIONS.c.name == name)

        async def work(connection: AsyncConnection) -> list[AgentVersion]:
            return [agent_version_record(r) for r in await connection.execute(query)]

        return await self._db.read(work)

    async def promote_agent_version(
        self, name: str, version: str, *, now: datetime | None = None
    ) -> AgentVersion:
        """Make ``version`` the promoted version of ``name`` (and no other)."""
        moment = now or utcnow()
        this = (AGENT_VERSIONS.c.name == name) & (AGENT_VERSIONS.c.version == version)

        async def work(connection: AsyncConnection) -> AgentVersion:
            result = await connection.execute(
                update(AGENT_VERSIONS).where(this).values(promoted=True, promoted_at=moment)
            )
            if rowcount(result) != 1:
                raise AgentVersionNotFoundError(f"no recorded version {version!r} of {name!r}")
            await connection.execute(
                update(AGENT_VERSIONS)
                .where(AGENT_VERSIONS.c.name == name, AGENT_VERSIONS.c.version != version)
                .values(promoted=False)
            )
            return agent_version_record(
                (await connection.execute(select(AGENT_VERSIONS).where(this))).one()
            )

        return await self._db.write(work)


async def _all(connection: AsyncConnection, *, query: Select[Any]) -> list[Any]:
    return list(await connection.execute(query))


def agent_version_record(row: Any) -> AgentVersion:
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


def transition_record(row: Any) -> Transition:
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
