"""The tables the bot's processes share when they run as a fleet (:mod:`storage.shards` holds
what they do with them): the IDENTIFY slots, the promoted weights files, the serving state.
"""

from __future__ import annotations

from typing import Final

from sqlalchemy import JSON, Column, Integer, LargeBinary, String, Table

from storage.columns import METADATA, UTCDateTime, required

IDENTIFY_SLOTS: Final = Table(
    "identify_slots",
    METADATA,
    Column("bucket", Integer, primary_key=True, autoincrement=False),
    required("last_at", UTCDateTime()),
    required("holder", String(128)),
)
"""When a process last sent IDENTIFY in one rate-limit bucket, and which one."""

WEIGHTS_BLOBS: Final = Table(
    "weights_blobs",
    METADATA,
    Column("sha256", String(64), primary_key=True),
    required("data", LargeBinary),
    required("created_at", UTCDateTime()),
)
"""One weights file, addressed by its sha256."""

SERVING_STATE: Final = Table(
    "serving_state",
    METADATA,
    Column("id", Integer, primary_key=True, autoincrement=False),
    required("generation", Integer),
    required("manifest", JSON),
    required("updated_at", UTCDateTime()),
)
"""The one row saying which manifest serves, and its generation (bumped per promotion)."""
