"""Agents: which ones exist, which version of a learned one serves, and loading them once.

A learned agent serves the version the manifest (``weights/manifest.json``) promotes, re-read
when the file changes, so a promotion or a rollback is picked up without a restart; a game in
progress keeps the version it started with. A weights file that fails verification never takes
the agent down: the newest verified version stands in, loudly logged.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Sequence
from typing import Any

from bot.games.core import ServiceCore
from bot.games.errors import AgentUnavailableError
from domain.agents import AgentInfo, AgentVersion
from domain.game import Side
from engine import Agent, Board, Mark, TttError, available_agents, load_agent
from engine.agents.learned.manifest import ManifestEntry
from engine.agents.registry import agent_spec
from storage import AgentVersionConflictError
from storage.rating import agent_rating

log = logging.getLogger(__name__)


class AgentsMixin(ServiceCore):
    """Listing, loading and caching the agents people play."""

    def agents(self) -> list[AgentInfo]:
        """Every registered agent; learned ones with version and metrics from the manifest."""
        manifest = self._manifest()
        infos = []
        for spec in available_agents():
            version, metrics = self._really_serving(spec.name, manifest.get(spec.name))
            infos.append(
                AgentInfo(
                    name=spec.name,
                    description=spec.description,
                    version=version,
                    metrics=metrics if spec.learned or metrics else None,
                    learned=spec.learned,
                    rating=agent_rating(spec.name, metrics),
                )
            )
        return infos

    def _manifest(self) -> dict[str, ManifestEntry]:
        """The manifest's current entry per agent (the watcher re-reads it when it changes:
        a promotion or a rollback replaces it by a rename)."""
        return self._versions.current() if self._versions is not None else {}

    async def _record_manifest_versions(self) -> None:
        """Record the manifest's versions in the database: one read, then a write only for
        what differs (a version not recorded yet, new weights or metrics, another serving
        version), so a restart with nothing new writes nothing and ``promoted_at`` keeps the
        moment of the real promotion."""
        if self._versions is None:
            return
        recorded = {(v.name, v.version): v for v in await self.repository.list_agent_versions()}
        for entry in self._versions.entries():
            stored = recorded.get((entry.name, entry.version))
            try:
                if _differs(entry, stored):
                    await self.repository.record_agent_version(
                        entry.name,
                        entry.version,
                        weights_sha256=entry.sha256,
                        metrics=entry.metrics,
                    )
                if entry.promoted and not _only_promoted(entry, recorded.values()):
                    await self.repository.promote_agent_version(entry.name, entry.version)
            except AgentVersionConflictError as exc:
                log.warning("agent manifest: %s", exc)

    async def _agent(self, name: str, version: str | None = None) -> Agent:
        """The loaded agent called ``name``: loaded once per version, learned ones off the
        event loop. A learned agent is the manifest's serving version (looked up on every call:
        a promotion or a rollback is picked up without a restart), unless ``version`` — the one
        a game in progress started with — is still listed: a game keeps its version."""
        learned = agent_spec(name).learned
        wanted = self._serving_version(name) if learned else None
        if learned and version is not None and version != wanted and self._listed(name, version):
            wanted = version
        agent = self._agents.get((name, wanted))
        if agent is not None:
            return agent
        lock = self._agent_locks.setdefault(name, asyncio.Lock())
        async with lock:
            agent = self._agents.get((name, wanted))
            if agent is None:
                seed = self._rng.randrange(2**32)
                if learned:
                    agent = await asyncio.to_thread(self._load_verified, name, wanted, seed)
                else:
                    agent = load_agent(name, seed=seed)
                self._agents[(name, wanted)] = agent
        return agent

    def _listed(self, name: str, version: str) -> bool:
        return self._versions is not None and self._versions.entry(name, version) is not None

    def _load_verified(self, name: str, version: str | None, seed: int) -> Agent:
        """``version`` of a learned agent or, when its weights fail verification, the newest
        other listed version that passes, then the engine's default: a bad file never takes
        the agent down. Logged loudly; :meth:`agents` then shows what really serves."""
        candidates = [version, *self._other_versions(name, version)]
        for candidate in candidates:
            try:
                agent = self._load_learned(name, candidate, seed)
            except TttError as exc:
                log.error("%s %s cannot serve: %s", name, candidate or "(default)", exc)
                continue
            if candidate != version:
                serving = str(getattr(agent, "version", None) or candidate or "(default)")
                log.error(
                    "%s %s failed verification: %s %s serves instead until it is repaired",
                    name,
                    version,
                    name,
                    serving,
                )
                self._stand_ins[(name, version)] = serving
            return agent
        raise AgentUnavailableError(name)

    def _other_versions(self, name: str, version: str | None) -> list[str | None]:
        """The manifest's other versions of ``name``, newest first, then ``None`` (the
        engine's default weights)."""
        info = self._versions.agents().get(name) if self._versions is not None else None
        versions = info.get("versions") if info is not None else None
        listed = list(versions) if isinstance(versions, dict) else []
        others = sorted((v for v in listed if v != version), key=_version_order, reverse=True)
        return [*others, None]

    def _load_learned(self, name: str, version: str | None, seed: int) -> Agent:
        """A learned agent from the weights file the manifest at ``manifest_path`` lists (so the
        manifest in use decides what serves); the engine's default without one."""
        found = self._versions.entry(name, version) if self._versions is not None else None
        if found is not None and found[1].get("file") and self._versions is not None:
            _, path, sha256 = self._versions.weights_path(name, version)
            return load_agent(name, weights=path, sha256=sha256, seed=seed)
        return load_agent(name, seed=seed)

    def _serving_version(self, name: str) -> str | None:
        """The version the manifest says serves (which :meth:`_agent` loads, or stands in for)."""
        if not agent_spec(name).learned:
            return None
        entry = self._manifest().get(name)
        return entry.version if entry is not None else None

    def _really_serving(self, name: str, entry: ManifestEntry | None) -> tuple[str | None, Any]:
        """(version, metrics) of what serves ``name``: the manifest's, unless a verified older
        version stands in for a broken one."""
        version = entry.version if entry is not None else None
        metrics = dict(entry.metrics) if entry is not None else None
        stand_in = self._stand_ins.get((name, version))
        if stand_in is not None and self._versions is not None:
            found = self._versions.entry(name, stand_in)
            return stand_in, dict(found[1].get("metrics") or {}) if found else None
        return version, metrics

    async def _choose(
        self,
        name: str,
        board: Board,
        version: str | None = None,
        server_id: str | None = None,
        member_id: str | None = None,
    ) -> int:
        """The agent's move (``version``: the one its game started with; ``server_id`` and
        ``member_id``: whose people and which person it plays, for an agent with a policy per
        server or per member); learned agents think in a thread so the event loop stays free
        (the solver-backed ones answer in under a microsecond)."""
        agent = _for_server(
            _at_version(await self._agent(name, version), version), server_id, member_id
        )
        if agent_spec(name).learned:
            return await asyncio.to_thread(agent.choose, board)
        return agent.choose(board)

    async def _move_probabilities(
        self,
        name: str,
        version: str | None,
        server_id: str,
        moves: Sequence[int],
        mark: Mark,
        member_id: str | None = None,
    ) -> dict[int, float]:
        """Ply → the probability the agent's policy (for this server) gave each move ``mark``
        made in ``moves``: logged with the transitions, so that a retraining can estimate a
        candidate's win rate against these people off-policy. A policy is a function
        of its version and the board (and the member: what plays them is the member's table
        when the version has one), so earlier plies are recomputed exactly; an agent whose
        distribution is unknown is deterministic (1.0)."""
        agent = _for_server(
            _at_version(await self._agent(name, version), version), server_id, member_id
        )
        board, found = Board(), {}
        for ply, cell in enumerate(moves):
            if board.to_move is mark:
                dist = agent.move_distribution(board)
                found[ply] = float(dist.get(cell, 0.0)) if dist is not None else 1.0
            board = board.play(cell)
        return found

    def _agent_side(self, name: str, agent: Agent, version: str | None = None) -> Side:
        """The side of ``agent`` in a new game (``version``: the game's own, when the agent
        plays at a version set per game, like the fair level's rate)."""
        metrics = self._manifest().get(name)
        rating = agent_rating(name, metrics.metrics if metrics is not None else None)
        return Side.bot(name, version or getattr(agent, "version", None), rating)


def _differs(entry: ManifestEntry, stored: AgentVersion | None) -> bool:
    """Whether recording ``entry`` would change (or refuse) what the database holds."""
    return (
        stored is None
        or (entry.sha256 is not None and stored.weights_sha256 != entry.sha256)
        or dict(stored.metrics or {}) != dict(entry.metrics)
    )


def _only_promoted(entry: ManifestEntry, recorded: Iterable[AgentVersion]) -> bool:
    """Whether ``entry``'s version is already the one promoted version of its agent."""
    promoted = {v.version for v in recorded if v.name == entry.name and v.promoted}
    return promoted == {entry.version}


def _at_version(agent: Agent, version: str | None) -> Agent:
    """The policy ``agent`` plays in a game recorded at ``version`` (itself unless its policy
    is set per game, like the fair level's mistake rate)."""
    pick = getattr(agent, "at_version", None)
    return pick(version) if pick is not None else agent


def _for_server(agent: Agent, server_id: str | None, member_id: str | None = None) -> Agent:
    """The policy ``agent`` plays against ``member_id`` in ``server_id`` (itself unless it
    keeps one per server or per member)."""
    pick = getattr(agent, "for_server", None)
    return pick(server_id, member_id) if pick is not None and server_id is not None else agent


def _version_order(version: str) -> tuple[int, str]:
    """``v10`` after ``v9``: the number in a version name, then the name."""
    digits = "".join(char for char in version if char.isascii() and char.isdigit())
    return (int(digits[:18]) if digits else -1, version)
