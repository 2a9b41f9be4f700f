"""Weights files: find, verify, read (once) and write. Numpy + safetensors only.

A weights file is a ``.safetensors`` file (no pickle) whose header metadata says what it holds::

    format  tttbot-weights/1
    agent   dqn | qlearning | double-q | policy | value
    version v1
    kind    table | double-table | mlp
    ...     kind-specific keys (index, input, output, symmetry), config (JSON), trained_at

``weights/manifest.json`` lists every shipped file per agent and version, with its sha256, and
marks one version per agent as ``serving`` (read, validated and written by
:mod:`engine.agents.learned.manifest`; the layout is documented in ``weights/README.md``).
Every problem is a :class:`~engine.errors.WeightsError` naming the file: missing, unreadable,
not safetensors, truncated, sha256 not the manifest's, wrong agent or kind, missing tensors,
wrong shapes or dtypes, NaN or infinite values.

Reading is lazy (nothing is read at import) and cached per file: the arrays of a file are read
and checked once and shared, read-only, by every agent built on them.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from engine.agents.learned.encoding import STATES
from engine.agents.learned.manifest import (
    ManifestError,
    default_weights_dir,
    manifest_entry,
    read_manifest,
    weights_file,
)
from engine.errors import WeightsError

FORMAT: Final = "tttbot-weights/1"
INPUT_FEATURES: Final = 27
DECISION_POSITIONS: Final = 4_520
"""Rows of a per-server table of a DQN file (one per decision position, solver order)."""
AGENT_KINDS: Final = {
    "qlearning": "table",
    "double-q": "double-table",
    "dqn": "mlp",
    "policy": "mlp",
    "value": "mlp",
}
"""Which kind of weights each learned agent reads."""
_MLP_OUTPUTS: Final = {"q": 9, "logits": 9, "afterstate-value": 1}
MAX_WEIGHTS_BYTES: Final = 16 * 1024 * 1024
"""No weights file of ours is near this (the double-Q tables, the largest, are 1.4 MB): a larger
file is refused from its size alone, before a byte of it is read into memory."""

Arrays = dict[str, npt.NDArray[np.float32]]


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- reading ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Weights:
    """A verified weights file, ready for a serving agent."""

    agent: str
    version: str
    path: Path
    sha256: str
    metadata: dict[str, str]
    tensors: Arrays
    _derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def derived(self, name: str, build: Callable[[], Any]) -> Any:
        """``build()``, computed once per file and shared (prepared arrays for serving)."""
        with _LOCK:
            if name not in self._derived:
                self._derived[name] = build()
            return self._derived[name]


_CACHE: dict[tuple[str, int, int, str | None], Weights] = {}
_LOCK = threading.RLock()


def load_weights(
    agent: str,
    *,
    weights: str | os.PathLike[str] | None = None,
    version: str | None = None,
    sha256: str | None = None,
    directory: Path | None = None,
) -> Weights:
    """The verified weights of ``agent``, read once per file and cached.

    By default the manifest's serving version; ``version="v2"`` picks another listed version;
    ``weights=path`` reads any file (checked against the manifest's sha256 when the manifest of
    its directory lists it for ``agent``). ``sha256`` is the hash the file must have, instead of
    the manifest's (``scripts/train.py`` measures a new file before recording it).
    ``directory`` is the weights directory whose manifest lists the versions (default: the
    checkout's ``weights/``; the bot passes the directory of its manifest).
    """
    if agent not in AGENT_KINDS:
        raise WeightsError(f"'{agent}' is not a learned agent ({', '.join(AGENT_KINDS)} are)")
    if weights is not None and version is not None:
        raise WeightsError("give either weights (a file) or version (from the manifest), not both")
    expected_sha: str | None = None
    if weights is None:
        directory = directory or default_weights_dir()
        version, entry = manifest_entry(agent, version, directory)
        path = weights_file(directory, entry.get("file"))
        expected_sha = entry.get("sha256")
        if not expected_sha and sha256 is None:
            raise WeightsError(
                f"the manifest lists {agent} {version} without a sha256: "
                "unverified weights are never loaded"
            )
    else:
        path = Path(weights)
        version, expected_sha = _listed(agent, path)
    if sha256 is not None:
        expected_sha = sha256
    try:
        stat = path.stat()
    except OSError:
        raise WeightsError(f"weights file {path} not found") from None
    if stat.st_size > MAX_WEIGHTS_BYTES:
        raise WeightsError(
            f"weights file {path} is {stat.st_size:,} bytes, over the {MAX_WEIGHTS_BYTES:,}-byte "
            "limit: not a weights file of ours"
        )
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size, expected_sha)
    with _LOCK:
        cached = _CACHE.get(key)
        if cached is None:
            cached = _read(agent, path, version, expected_sha)
            _CACHE[key] = cached
    return cached


def clear_cache() -> None:
    """Forget every cached file (tests; a retrained file is re-read anyway: its mtime moves)."""
    with _LOCK:
        _CACHE.clear()


def _listed(agent: str, path: Path) -> tuple[str | None, str | None]:
    """The (version, sha256) the manifest beside ``path`` records for it, if any."""
    try:
        manifest = read_manifest(path.resolve().parent)
    except ManifestError:
        return None, None
    versions = manifest["agents"].get(agent, {}).get("versions", {})
    for version, entry in versions.items():
        if entry.get("file") == path.name:
            return version, entry.get("sha256")
    return None, None


def _read(agent: str, path: Path, version: str | None, expected_sha: str | None) -> Weights:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise WeightsError(f"cannot read weights file {path}: {exc.strerror}") from None
    sha = hashlib.sha256(data).hexdigest()
    if expected_sha and sha != expected_sha:
        raise WeightsError(
            f"weights file {path} does not match the manifest (sha256 {sha[:12]}…, expected "
            f"{expected_sha[:12]}…): it was changed or corrupted"
        )
    metadata = _header_metadata(path, data)
    try:
        from safetensors.numpy import load

        tensors = load(data)
    except Exception as exc:  # safetensors raises its own SafetensorError
        raise WeightsError(f"weights file {path} is corrupt or truncated: {exc}") from None
    _check_metadata(agent, path, metadata)
    _check_tensors(path, metadata, tensors)
    for array in tensors.values():
        array.setflags(write=False)
    return Weights(
        agent=agent,
        version=version or metadata.get("version") or path.stem,
        path=path,
        sha256=sha,
        metadata=metadata,
        tensors=tensors,
    )


def _header_metadata(path: Path, data: bytes) -> dict[str, str]:
    if len(data) < 8:
        raise WeightsError(f"weights file {path} is truncated ({len(data)} bytes)")
    (header_len,) = struct.unpack("<Q", data[:8])
    if header_len > len(data) - 8:
        raise WeightsError(
            f"weights file {path} is truncated or not a safetensors file (header of "
            f"{header_len} bytes in a {len(data)}-byte file)"
        )
    try:
        header = json.loads(data[8 : 8 + header_len])
    except ValueError:
        raise WeightsError(f"weights file {path} is corrupt: its header is not JSON") from None
    metadata = header.get("__metadata__") if isinstance(header, dict) else None
    if not isinstance(metadata, dict) or metadata.get("format") != FORMAT:
        raise WeightsError(f"weights file {path} is not a {FORMAT} file (no such metadata)")
    return {str(k): str(v) for k, v in metadata.items()}


def _check_metadata(agent: str, path: Path, metadata: dict[str, str]) -> None:
    if metadata.get("agent") != agent:
        raise WeightsError(
            f"weights file {path} holds weights for '{metadata.get('agent')}', not '{agent}'"
        )
    kind = AGENT_KINDS[agent]
    if metadata.get("kind") != kind:
        raise WeightsError(f"weights file {path} is of kind {metadata.get('kind')!r}, not {kind!r}")


def _expect(path: Path, tensors: Arrays, name: str, shape: tuple[int, ...]) -> None:
    if name not in tensors:
        raise WeightsError(f"weights file {path} is missing tensor '{name}'")
    array = tensors[name]
    if array.dtype != np.float32:
        raise WeightsError(f"weights file {path}: tensor '{name}' is {array.dtype}, not float32")
    if array.shape != shape:
        raise WeightsError(
            f"weights file {path}: tensor '{name}' has shape {array.shape}, expected {shape}"
        )
    if not np.isfinite(array).all():
        raise WeightsError(f"weights file {path}: tensor '{name}' holds NaN or infinite values")


def _check_tensors(path: Path, metadata: dict[str, str], tensors: Arrays) -> None:
    kind = metadata["kind"]
    if kind == "table":
        names = ["q"]
    elif kind == "double-table":
        names = ["q1", "q2"]
    else:
        names = _check_mlp(path, metadata, tensors)
        if metadata.get("output") == "q":  # a DQN may carry per-server tables and policies
            tables = [n for n in tensors if n.startswith(("people/", "policy/"))]
            for name in tables:
                _expect(path, tensors, name, (DECISION_POSITIONS, 9))
            names += tables
        return _no_extra(path, tensors, names)
    for name in names:
        _expect(path, tensors, name, (STATES, 9))
    _no_extra(path, tensors, names)


def _check_mlp(path: Path, metadata: dict[str, str], tensors: Arrays) -> list[str]:
    output = metadata.get("output", "")
    if output not in _MLP_OUTPUTS or metadata.get("input") != "onehot27":
        raise WeightsError(f"weights file {path} has an unknown network input or output")
    if metadata.get("symmetry") not in ("canonical", "none"):
        raise WeightsError(f"weights file {path} has an unknown symmetry setting")
    layers = 0
    while f"l{layers}.weight" in tensors:
        layers += 1
    if layers == 0:
        raise WeightsError(f"weights file {path} is missing tensor 'l0.weight'")
    names: list[str] = []
    inputs = INPUT_FEATURES
    for i in range(layers):
        weight = tensors[f"l{i}.weight"]
        last = i == layers - 1
        outputs = _MLP_OUTPUTS[output] if last else int(weight.shape[0]) if weight.ndim else 0
        _expect(path, tensors, f"l{i}.weight", (outputs, inputs))
        _expect(path, tensors, f"l{i}.bias", (outputs,))
        names += [f"l{i}.weight", f"l{i}.bias"]
        inputs = outputs
    return names


def _no_extra(path: Path, tensors: Arrays, names: list[str]) -> None:
    extra = sorted(set(tensors) - set(names))
    if extra:
        raise WeightsError(f"weights file {path} has unexpected tensors: {', '.join(extra)}")


# -- writing (used by scripts/train.py) --------------------------------------------------------


def save_weights(
    path: Path,
    agent: str,
    version: str,
    tensors: Arrays,
    metadata: dict[str, str],
    config: dict[str, Any],
) -> str:
    """Write a weights file with its header metadata; returns its sha256."""
    from safetensors.numpy import save

    header = {
        "format": FORMAT,
        "agent": agent,
        "version": version,
        **metadata,
        "config": json.dumps(config, sort_keys=True),
        "trained_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    arrays = {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in tensors.items()}
    data = save(arrays, metadata=header)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return hashlib.sha256(data).hexdigest()
