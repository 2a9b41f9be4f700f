"""Reading ``weights/manifest.json``, the learned agents' record of trained versions.

The learned-agents side writes it (``scripts/train.py``): ``{"agents": {name: {"serving": v,
"versions": {v: {"file", "sha256", "metrics", ...}}}}}``. A list of entries under ``"agents"``
or ``"entries"`` (each with an agent name, a version, a sha256 and metrics) is read too. It is
read defensively: a missing or unreadable file means no entries, an entry without a name or
version is skipped, unknown fields are ignored.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ManifestEntry:
    """One trained version of one agent, as the manifest describes it."""

    name: str
    version: str
    sha256: str | None = None
    metrics: Mapping[str, Any] = field(default_factory=dict)
    promoted: bool = False
    """The entry says it is the version in use (``promoted``, ``active`` or ``current``)."""


def read_manifest(path: str | Path) -> list[ManifestEntry]:
    """The entries of the manifest at ``path``, in file order; ``[]`` when there is none."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        log.warning("ignoring unreadable agent manifest %s: %s", path, exc)
        return []
    if isinstance(data, Mapping):
        items = data.get("agents", data.get("entries", []))
    elif isinstance(data, list):
        items = data
    else:
        items = []
    if isinstance(items, Mapping):
        items = _flatten(items)
    entries = []
    for item in items if isinstance(items, list) else []:
        entry = _entry(item)
        if entry is not None:
            entries.append(entry)
    return entries


def current_entries(entries: list[ManifestEntry]) -> dict[str, ManifestEntry]:
    """For each agent name, the entry in use: the promoted one, else the last listed."""
    current: dict[str, ManifestEntry] = {}
    for entry in entries:
        known = current.get(entry.name)
        if known is None or entry.promoted or not known.promoted:
            current[entry.name] = entry
    return current


def _flatten(agents: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Entries of a manifest keyed by agent name: either ``{name: entry}``, or the layout
    ``scripts/train.py`` writes, ``{name: {"serving": v, "versions": {v: entry}}}`` (the
    serving version is the promoted one)."""
    flat: list[dict[str, Any]] = []
    for name, info in agents.items():
        if not isinstance(info, Mapping):
            continue
        versions = info.get("versions")
        if not isinstance(versions, Mapping):
            flat.append({**info, "name": name})
            continue
        serving = info.get("serving")
        for version, entry in versions.items():
            if isinstance(entry, Mapping):
                flat.append(
                    {**entry, "name": name, "version": version, "promoted": version == serving}
                )
    return flat


def _entry(item: object) -> ManifestEntry | None:
    if not isinstance(item, Mapping):
        return None
    name = item.get("name", item.get("agent"))
    version = item.get("version")
    if not isinstance(name, str) or not name.strip() or version is None:
        return None
    sha = item.get("sha256", item.get("weights_sha256"))
    metrics = item.get("metrics")
    return ManifestEntry(
        name=name.strip().lower(),
        version=str(version),
        sha256=sha if isinstance(sha, str) else None,
        metrics=dict(metrics) if isinstance(metrics, Mapping) else {},
        promoted=any(item.get(key) is True for key in ("promoted", "active", "current")),
    )
