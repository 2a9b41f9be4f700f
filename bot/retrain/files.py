"""The files a run touches: durable writes, the one-at-a-time lock, the candidate's weights
file, and the cleanup of what an interrupted run left in the weights directory.

Nothing that serves is touched before the commit (:mod:`bot.retrain.promote`): a candidate
lives in a hidden ``.retrain-*.tmp`` file until then, which the next run removes if a run died.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import AsyncIterator, Iterator, Mapping
from pathlib import Path
from typing import Any, Final

from bot.retrain.outcome import BusyError, RetrainError
from domain.time import utcnow
from engine.agents.learned.manifest import read_manifest, serving_version
from engine.agents.learned.weights import FORMAT
from engine.errors import TttError
from storage.locks import RETRAIN_LOCK_KEY, database_lock

TEMP_PREFIX: Final = ".retrain-"
"""Every temporary file of a run starts so (and ends ``.tmp``): the next run removes them."""


def fsync_dir(directory: Path) -> None:
    """Make the renames inside ``directory`` durable."""
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_durably(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically: temp file, fsync, rename, fsync of the directory."""
    tmp = path.parent / f"{TEMP_PREFIX}{path.name}.{os.getpid()}.tmp"
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    fsync_dir(path.parent)


@contextlib.asynccontextmanager
async def job_lock(weights_dir: Path, database_url: str | None = None) -> AsyncIterator[None]:
    """Hold the exclusive retraining lock, or raise :class:`BusyError`.

    On PostgreSQL (``database_url``) the lock is the database's advisory lock
    :data:`~storage.locks.RETRAIN_LOCK_KEY`, held on a connection of its own for the whole
    run: one run at a time across every machine of the database; PostgreSQL drops it as soon
    as a killed holder's connection closes. Everywhere, the lock is also an ``flock`` on the weights
    directory itself (no lock file: an interrupted run leaves nothing behind; the kernel drops
    it when the process dies, even by SIGKILL) — a SQLite database cannot span machines.
    """
    async with contextlib.AsyncExitStack() as held:
        if database_url is not None and not await held.enter_async_context(
            database_lock(database_url, RETRAIN_LOCK_KEY)
        ):
            raise BusyError("another retraining or rollback is running (on another machine)")
        with _directory_lock(weights_dir):
            yield


@contextlib.contextmanager
def _directory_lock(weights_dir: Path) -> Iterator[None]:
    """An ``flock`` on the weights directory, or :class:`BusyError`."""
    try:
        fd = os.open(weights_dir, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as exc:
        raise RetrainError(f"cannot open the weights directory {weights_dir}: {exc}") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise BusyError("another retraining or rollback is running") from None
        yield
    finally:
        os.close(fd)


def cleanup_leftovers(weights_dir: Path) -> list[str]:
    """Remove what an interrupted run may have left: hidden temp files, and weights files a
    run renamed into place but never listed (their header says ``source: retrain``)."""
    removed = []
    for path in weights_dir.glob(f"{TEMP_PREFIX}*.tmp"):
        path.unlink(missing_ok=True)
        removed.append(path.name)
    listed = {
        entry.get("file")
        for info in read_manifest(weights_dir)["agents"].values()
        for entry in info.get("versions", {}).values()
    }
    for path in weights_dir.glob("*.safetensors"):
        if path.name not in listed and _header(path).get("source") == "retrain":
            path.unlink(missing_ok=True)
            removed.append(path.name)
    return removed


def _header(path: Path) -> dict[str, str]:
    """The safetensors header metadata of ``path`` (empty when unreadable)."""
    try:
        with open(path, "rb") as handle:
            size = int.from_bytes(handle.read(8), "little")
            if size > 10_000_000:
                return {}
            header = json.loads(handle.read(size))
        metadata = header.get("__metadata__", {})
        return metadata if isinstance(metadata, dict) else {}
    except (OSError, ValueError):
        return {}


def weights_bytes(
    agent: str,
    version: str,
    tensors: Mapping[str, Any],
    metadata: Mapping[str, str],
    config: Mapping[str, Any],
    *,
    base: str,
) -> bytes:
    """A weights file as :func:`engine.agents.learned.weights.save_weights` writes it, with
    ``retrained_from`` and ``source: retrain`` in its header."""
    import numpy as np
    from safetensors.numpy import save

    header = {
        "format": FORMAT,
        "agent": agent,
        "version": version,
        **metadata,
        "config": json.dumps(dict(config), sort_keys=True),
        "trained_at": utcnow().isoformat(timespec="seconds"),
        "retrained_from": base,
        "source": "retrain",
    }
    arrays = {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in tensors.items()}
    return bytes(save(arrays, metadata=header))


def free_version(agent: str, weights_dir: Path, taken: set[str]) -> str:
    """The next ``vN`` of ``agent`` that neither the manifest, the database (``taken``) nor a
    file of the weights directory uses."""
    versions = set(read_manifest(weights_dir)["agents"].get(agent, {}).get("versions", {}))
    names = versions | taken
    numbers = [int(v[1:]) for v in names if v.startswith("v") and v[1:].isdigit()]
    n = max(numbers, default=0) + 1
    while (weights_dir / f"{agent}-v{n}.safetensors").exists():
        n += 1
    return f"v{n}"


def serving_of(weights_dir: Path, agent: str) -> str | None:
    """The version of ``agent`` serving now (``None``: none, or an unreadable manifest)."""
    try:
        return serving_version(read_manifest(weights_dir), agent)
    except TttError:
        return None
