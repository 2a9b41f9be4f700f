"""What a health check asks the database: whether it answers, and whether its schema is the
newest this code knows. One query (the stored revision), bounded in time; no Alembic import,
and no migration: a check never changes the database."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from storage.async_engine import AsyncEngine
from storage.errors import root_cause
from storage.migrate import newest_migration_file_revision, stored_revisions
from storage.urls import masked_url


@dataclass(frozen=True)
class SchemaState:
    """The database's answer: ``error`` (one line, password masked) when it gave none;
    else the revisions it records (``None``: no schema yet) and the newest this code has."""

    error: str | None
    revisions: tuple[str, ...] | None
    newest: str

    @property
    def at_head(self) -> bool:
        return self.error is None and self.revisions == (self.newest,)

    def revision_text(self) -> str:
        """``at revision 0013 (newest)``, ``at revision 0012 (newest is 0013)`` or ``no
        schema (newest is 0013)``."""
        if self.at_head:
            return f"at revision {self.newest} (newest)"
        if not self.revisions:
            return f"no schema (newest is {self.newest}): run tttbot db upgrade"
        shown = ", ".join(self.revisions)
        return f"at revision {shown} (newest is {self.newest}): run tttbot db upgrade"


async def schema_state(engine: AsyncEngine, timeout_s: float = 5.0) -> SchemaState:
    """Ask the database at ``engine`` for its schema revision, waiting at most ``timeout_s``."""
    newest = newest_migration_file_revision()
    try:
        stored = await asyncio.wait_for(stored_revisions(engine), timeout_s)
    except TimeoutError:
        return SchemaState(
            f"{masked_url(engine.url)} did not answer in {timeout_s:g} s", None, newest
        )
    except Exception as exc:  # unreachable, refused, bad credentials: one line
        return SchemaState(f"{masked_url(engine.url)}: {root_cause(exc)}", None, newest)
    return SchemaState(None, None if stored is None else tuple(stored), newest)
