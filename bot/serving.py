"""Hot reload across machines: this process follows the serving generation in the database.

A promotion (``bot.retrain.promote``) stores the new weights by sha256 and bumps the serving
generation in its own transaction (:mod:`storage.shards`). Every bot process runs a
:class:`ServingFollower`: when the generation moves it fetches the weights files its local
weights directory lacks (verified by sha256: the directory is the machine's cache), then
replaces the local manifest atomically. The manifest watcher of the agents
(:class:`engine.agents.learned.manifest.ManifestWatcher`) sees the new file at the next game
start, so new games use the new version, and a game in progress keeps the version it started
with (it is stored on the game; its file stays listed).

Wake-ups: ``LISTEN ttt_serving`` on PostgreSQL (delivered at the promotion's commit, a few
milliseconds), and a poll every ``TTT_SERVING_POLL_S`` seconds always (SQLite has no NOTIFY;
on PostgreSQL it covers notifications lost while the listening connection was down). When the
listening connection ends (PostgreSQL restarted), the follower listens again on a new one.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from engine.agents.learned.manifest import manifest_bytes, write_manifest
from storage.errors import database_outage, root_cause
from storage.retraining import Engine
from storage.shards import (
    NOTIFY_CHANNEL,
    listen_for_promotions,
    manifest_files,
    read_blobs,
    read_generation,
    read_serving,
)

log = logging.getLogger(__name__)


class ServingFollower:
    """Keeps ``manifest_path`` (and the weights beside it) equal to the database's serving
    manifest. ``seen`` is the generation the local files reflect."""

    def __init__(self, engine: Engine, manifest_path: Path, poll_s: float = 2.0) -> None:
        self.engine = engine
        self.manifest_path = manifest_path
        self.poll_s = poll_s
        self.seen = 0
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._unlisten: Callable[[], Awaitable[None]] | None = None
        self._listen_again = False

    @property
    def directory(self) -> Path:
        return self.manifest_path.parent

    async def sync(self) -> bool:
        """Bring the local files to the database's serving generation; whether they changed."""
        generation = await read_generation(self.engine)
        if generation <= self.seen:
            return False
        serving = await read_serving(self.engine)
        if serving is None:
            return False
        await self._fetch_missing(serving.manifest)
        changed = self._write_manifest(serving.manifest)
        self.seen = serving.generation
        log.info("serving generation %d (%s)", serving.generation, _versions(serving.manifest))
        return changed

    async def _fetch_missing(self, manifest: dict[str, Any]) -> None:
        wanted = {
            name: sha256
            for name, sha256 in manifest_files(manifest).items()
            if _sha256_of(self.directory / name) != sha256
        }
        blobs = await read_blobs(self.engine, wanted.values())
        self.directory.mkdir(parents=True, exist_ok=True)
        for name, sha256 in wanted.items():
            data = blobs.get(sha256)
            if data is None or hashlib.sha256(data).hexdigest() != sha256:
                continue  # not stored (an old version's pruned file): loading it fails loudly
            _write_atomically(self.directory / name, data)

    def _write_manifest(self, manifest: dict[str, Any]) -> bool:
        data = manifest_bytes(manifest)
        with contextlib.suppress(OSError):
            if self.manifest_path.read_bytes() == data:
                return False
        write_manifest(manifest, self.directory)
        return True

    # -- running ------------------------------------------------------------------------------

    async def start(self) -> None:
        """Catch up once (the database wins over a stale local manifest), then follow."""
        await self._sync_logged()
        await self._listen()
        self._task = asyncio.create_task(self._follow(), name="serving-follower")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._unlisten is not None:
            with contextlib.suppress(Exception):
                await self._unlisten()
            self._unlisten = None

    async def _follow(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.poll_s)
            self._wake.clear()
            if self._listen_again:
                await self._listen()
            await self._sync_logged()

    async def _sync_logged(self) -> None:
        try:
            await self.sync()
        except Exception as exc:
            # The next poll tries again; serving goes on with the local manifest meanwhile.
            if database_outage(exc):  # a server restarting: one line, not a traceback
                log.warning(
                    "could not follow the serving generation: %s (the next poll tries again)",
                    root_cause(exc),
                )
            else:
                log.exception("could not follow the serving generation")

    async def _listen(self) -> None:
        """On PostgreSQL, be woken by the promotion's NOTIFY (a connection of its own). If
        that fails, or the connection ends later, the next turn of :meth:`_follow` tries again
        (the polls go on meanwhile)."""
        if self._unlisten is not None:
            with contextlib.suppress(Exception):
                await self._unlisten()
            self._unlisten = None
        try:
            self._unlisten = await listen_for_promotions(
                self.engine, self._wake.set, self._listening_lost
            )
        except Exception as exc:
            if not self._listen_again:  # once per outage, not once per poll
                log.warning("LISTEN %s failed (%s): polling meanwhile", NOTIFY_CHANNEL, exc)
            self._listen_again = True
        else:
            if self._listen_again:
                log.info("listening for promotions again")
            self._listen_again = False

    def _listening_lost(self) -> None:
        """The listening connection ended: listen again at once (a promotion committed before
        that is seen by the sync that follows)."""
        self._listen_again = True
        self._wake.set()


def _sha256_of(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _write_atomically(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def _versions(manifest: dict[str, Any]) -> str:
    agents = manifest.get("agents", {})
    return ", ".join(f"{name} {info.get('serving')}" for name, info in sorted(agents.items()))
