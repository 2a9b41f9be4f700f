"""``weights/manifest.json``: the one module that reads, validates, writes and watches it.

The manifest lists every weights file per learned agent and version, and marks one version per
agent as ``serving`` (layout in ``weights/README.md``)::

    {"format": 1, "agents": {name: {"serving": "v2", "promotions": ["v1", "v2"],
                                    "versions": {"v2": {"file", "sha256", "metrics", ...}}}}}

Error policy, the same for every reader (the bot, the retraining job, the scripts, the engine):

* a **missing** manifest is an empty one: no agent has weights listed;
* a manifest that **cannot be read**, is not JSON, or does not have the layout above raises
  :class:`ManifestError` (a :class:`~engine.errors.WeightsError`) naming the file and what is
  wrong. Writers read before they write, so a broken manifest is never written over, and a
  manifest that does not validate is never written (:func:`manifest_bytes` checks first);
* a long-running process reads through :func:`watch`: one :class:`ManifestWatcher` per file per
  process, re-reading the file only when it was replaced or changed (inode, mtime, size: one
  ``stat`` per look). When a new reading raises :class:`ManifestError` the watcher logs it once
  and keeps the last good reading (a half-written or hand-broken file never takes an agent
  down); before any good reading, and once the file is gone, it is an empty manifest.

The engine reads files but never the environment: every function takes the weights directory
(or the manifest's path); without one, :func:`default_weights_dir`, the checkout's ``weights/``.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from engine.errors import WeightsError

log = logging.getLogger(__name__)

MANIFEST_NAME: Final = "manifest.json"
MANIFEST_FORMAT: Final = 1

Manifest = dict[str, Any]


class ManifestError(WeightsError):
    """The manifest cannot be read or does not have the documented layout."""


def default_weights_dir() -> Path:
    """The checkout's ``weights/`` (the bot passes its own directory, from its settings)."""
    return Path(__file__).resolve().parents[3] / "weights"


def manifest_path(directory: Path | None = None) -> Path:
    """The manifest of ``directory`` (default :func:`default_weights_dir`)."""
    return (directory or default_weights_dir()) / MANIFEST_NAME


def empty_manifest() -> Manifest:
    """The manifest of a directory without one."""
    return {"format": MANIFEST_FORMAT, "agents": {}}


# -- reading and validating ---------------------------------------------------------------------


def read_manifest(directory: Path | None = None) -> Manifest:
    """The manifest of ``directory`` (default :func:`default_weights_dir`), validated; empty when
    there is none; raises :class:`ManifestError` when it is unreadable or malformed."""
    return read_manifest_file(manifest_path(directory))


def read_manifest_file(path: Path) -> Manifest:
    """The manifest at ``path`` (any file name), under the policy of the module docstring."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return empty_manifest()
    except OSError as exc:
        raise ManifestError(f"cannot read the weights manifest {path}: {exc}") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ManifestError(f"cannot read the weights manifest {path}: {exc}") from None
    return validate(data, path)


def validate(data: object, where: Path | str = MANIFEST_NAME) -> Manifest:
    """``data`` if it has the manifest's layout; else :class:`ManifestError` saying where."""
    if not isinstance(data, dict) or not isinstance(data.get("agents"), dict):
        raise ManifestError(f"the weights manifest {where} has no 'agents' table")
    for agent, info in data["agents"].items():
        _validate_agent(agent, info, where)
    return data


def _validate_agent(agent: str, info: object, where: Path | str) -> None:
    def bad(what: str) -> ManifestError:
        return ManifestError(f"the weights manifest {where}: agent {agent!r} {what}")

    if not isinstance(info, dict):
        raise bad("is not a table")
    versions = info.get("versions", {})
    if not isinstance(versions, dict):
        raise bad("has no 'versions' table")
    serving = info.get("serving")
    if serving is not None and not isinstance(serving, str):
        raise bad(f"has a serving version that is not a name ({serving!r})")
    promotions = info.get("promotions", [])
    if not isinstance(promotions, list) or not all(isinstance(v, str) for v in promotions):
        raise bad("has 'promotions' that are not a list of versions")
    for version, entry in versions.items():
        if not isinstance(entry, dict):
            raise bad(f"version {version!r} is not a table")
        for key, kind in (("file", str), ("sha256", str), ("metrics", dict)):
            value = entry.get(key)
            if value is not None and not isinstance(value, kind):
                raise bad(f"version {version!r} has a '{key}' of the wrong type")


# -- looking things up --------------------------------------------------------------------------


def manifest_entry(
    agent: str, version: str | None = None, directory: Path | None = None
) -> tuple[str, dict[str, Any]]:
    """``(version, entry)`` of ``agent`` in the manifest; the serving version by default."""
    return entry_in(read_manifest(directory), agent, version, manifest_path(directory))


def entry_in(
    manifest: Mapping[str, Any], agent: str, version: str | None, where: Path
) -> tuple[str, dict[str, Any]]:
    """``(version, entry)`` of ``agent`` in a manifest read from ``where``; the serving version
    by default. Raises :class:`~engine.errors.WeightsError` saying how to get weights."""
    info = manifest["agents"].get(agent)
    if not info or not info.get("versions"):
        raise WeightsError(
            f"no weights for agent '{agent}' in {where}; train them with "
            f"`python scripts/train.py --agent {agent}`"
        )
    version = version or info.get("serving")
    if version not in info["versions"]:
        known = ", ".join(info["versions"])
        raise WeightsError(f"agent '{agent}' has no weights version {version!r} ({known} exist)")
    return version, info["versions"][version]


def serving_version(manifest: Mapping[str, Any], agent: str) -> str | None:
    """The version of ``agent`` the manifest serves (``None``: not listed)."""
    info = manifest["agents"].get(agent)
    serving = info.get("serving") if isinstance(info, Mapping) else None
    return serving if isinstance(serving, str) else None


def weights_file(directory: Path, name: object) -> Path:
    """``directory / name`` for a manifest's ``file`` entry, which must be a plain file name:
    a manifest can never make the bot read a file outside its weights directory."""
    if (
        not isinstance(name, str)
        or not name
        or name in (".", "..")
        or "/" in name
        or "\\" in name
        or name != Path(name).name
    ):
        raise WeightsError(f"the manifest names {name!r} as a weights file: not a plain file name")
    return directory / name


@dataclass(frozen=True, slots=True)
class ManifestEntry:
    """One listed version of one agent, flattened (what the bot records and shows)."""

    name: str
    version: str
    sha256: str | None = None
    metrics: Mapping[str, Any] = field(default_factory=dict)
    promoted: bool = False
    """It is the agent's serving version."""


def entries(manifest: Mapping[str, Any]) -> list[ManifestEntry]:
    """Every listed version of every agent, in file order."""
    flat = []
    for name, info in manifest["agents"].items():
        serving = info.get("serving")
        for version, entry in info.get("versions", {}).items():
            flat.append(
                ManifestEntry(
                    name=name.strip().lower(),
                    version=str(version),
                    sha256=entry.get("sha256"),
                    metrics=dict(entry.get("metrics") or {}),
                    promoted=version == serving,
                )
            )
    return flat


def current_entries(listed: list[ManifestEntry]) -> dict[str, ManifestEntry]:
    """For each agent name, the entry in use: the serving one, else the last listed."""
    current: dict[str, ManifestEntry] = {}
    for entry in listed:
        known = current.get(entry.name)
        if known is None or entry.promoted or not known.promoted:
            current[entry.name] = entry
    return current


# -- writing ------------------------------------------------------------------------------------


def manifest_bytes(manifest: Mapping[str, Any]) -> bytes:
    """The manifest as every writer writes it; raises :class:`ManifestError` when it does not
    validate (an invalid manifest is never written)."""
    validate(manifest)
    return (json.dumps(manifest, indent=2, sort_keys=False) + "\n").encode("utf-8")


def write_manifest(manifest: Mapping[str, Any], directory: Path | None = None) -> Path:
    """Write ``manifest`` atomically and durably (temp file, fsync, rename); returns its path."""
    path = manifest_path(directory)
    data = manifest_bytes(manifest)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    return path


# -- watching -----------------------------------------------------------------------------------


class ManifestWatcher:
    """The manifest at :attr:`path` as of now, re-read only when the file changed.

    A promotion or a rollback replaces the file by a rename (a new inode); the key also holds
    the modification time and size, so an in-place edit is seen too. Errors follow the module's
    policy: a missing file is an empty manifest, a broken one keeps the last good reading.
    Get one with :func:`watch` (one per file per process); safe to share between threads.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._key: tuple[int, int, int] | None = None
        self._bad_key: tuple[int, int, int] | None = None
        self._manifest: Manifest = empty_manifest()
        self._entries: list[ManifestEntry] = []
        self._current: dict[str, ManifestEntry] = {}

    @property
    def directory(self) -> Path:
        """Where the listed weights files are."""
        return self.path.parent

    def manifest(self) -> Manifest:
        """The whole manifest (do not change it: it is shared)."""
        with self._lock:
            self._refresh()
            return self._manifest

    def agents(self) -> Mapping[str, Any]:
        """The manifest's ``agents`` table as of now."""
        agents: Mapping[str, Any] = self.manifest()["agents"]
        return agents

    def entries(self) -> list[ManifestEntry]:
        """Every listed version, flattened (:func:`entries`), computed once per reading."""
        with self._lock:
            self._refresh()
            return self._entries

    def current(self) -> dict[str, ManifestEntry]:
        """The serving entry of each agent (:func:`current_entries`), once per reading."""
        with self._lock:
            self._refresh()
            return self._current

    def serving(self, agent: str) -> str | None:
        """The version of ``agent`` that serves now (``None``: not in the manifest)."""
        return serving_version(self.manifest(), agent)

    def entry(self, agent: str, version: str | None = None) -> tuple[str, Mapping[str, Any]] | None:
        """``(version, entry)`` of ``agent`` (the serving version by default), if listed."""
        try:
            return entry_in(self.manifest(), agent, version, self.path)
        except WeightsError:
            return None

    def weights_path(self, agent: str, version: str | None = None) -> tuple[str, Path, str]:
        """``(version, file, sha256)`` to load ``agent`` from; raises ``WeightsError``."""
        found = self.entry(agent, version)
        if found is None:
            raise WeightsError(f"{agent} {version or '(serving)'} is not in {self.path}")
        version, entry = found
        sha256 = entry.get("sha256")
        if not sha256:
            raise WeightsError(
                f"{agent} {version} has no sha256 in the manifest: unverified weights are never "
                "loaded"
            )
        return version, weights_file(self.directory, entry.get("file")), sha256

    def _refresh(self) -> None:
        try:
            stat = self.path.stat()
        except OSError:
            self._store(None, empty_manifest())
            return
        key = (stat.st_ino, stat.st_mtime_ns, stat.st_size)
        if key in (self._key, self._bad_key):
            return
        try:
            manifest = read_manifest_file(self.path)
        except ManifestError as exc:
            self._bad_key = key  # logged once per bad version of the file
            log.warning("keeping the last good reading of %s: %s", self.path, exc)
            return
        self._store(key, manifest)

    def _store(self, key: tuple[int, int, int] | None, manifest: Manifest) -> None:
        if key is None and self._key is None and not self._manifest["agents"]:
            return
        self._key, self._bad_key, self._manifest = key, None, manifest
        self._entries = entries(manifest)
        self._current = current_entries(self._entries)


_WATCHERS: dict[Path, ManifestWatcher] = {}
_WATCHERS_LOCK = threading.Lock()


def watch(path: str | os.PathLike[str]) -> ManifestWatcher:
    """The process's watcher of the manifest at ``path`` (one per file, shared)."""
    key = Path(path).absolute()
    with _WATCHERS_LOCK:
        watcher = _WATCHERS.get(key)
        if watcher is None:
            watcher = _WATCHERS[key] = ManifestWatcher(Path(path))
        return watcher


def read_entries(path: str | os.PathLike[str]) -> list[ManifestEntry]:
    """Every listed version of the manifest at ``path``, through its watcher (broken: the last
    good reading, logged; missing: none)."""
    return watch(path).entries()
