"""Whether a serving process is healthy: its gateway connected, its database reachable and at
the newest schema, its agents loaded. ``tttbot run`` answers these on ``/healthz``
(:mod:`bot.health_server`); ``tttbot health`` asks it there, or, with no process to ask,
checks what it can itself (everything but the gateway)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.settings import Settings

if TYPE_CHECKING:
    import discord

    from bot.games.service import GameService
    from storage.async_engine import AsyncEngine

CHECKS = ("gateway", "database", "migrations", "agents")


@dataclass(frozen=True)
class Check:
    """One check: ``ok`` is ``None`` when it could not be made here (said in ``detail``)."""

    name: str
    ok: bool | None
    detail: str

    def line(self) -> str:
        state = {True: "ok", False: "FAILED", None: "not checked"}[self.ok]
        return f"{self.name}: {state}: {self.detail}"


@dataclass(frozen=True)
class Report:
    """Every check of a process: healthy when none failed."""

    checks: tuple[Check, ...]

    @property
    def healthy(self) -> bool:
        return all(check.ok is not False for check in self.checks)

    def as_json(self) -> dict[str, Any]:
        return {
            "healthy": self.healthy,
            "checks": {c.name: {"ok": c.ok, "detail": c.detail} for c in self.checks},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Report:
        checks = data["checks"]
        return cls(tuple(Check(name, v["ok"], str(v["detail"])) for name, v in checks.items()))

    def lines(self) -> list[str]:
        return [check.line() for check in self.checks]


def gateway_check(bot: discord.Client, owned: tuple[int, ...] | None) -> Check:
    """Connected when the client is ready and every shard it runs (``owned``; ``None``: one
    unsharded connection) has its gateway connection open."""
    if not bot.is_ready():
        return Check("gateway", False, "not connected yet (logging in or identifying)")
    if owned is None:
        ws = bot.ws
        if ws is None or not ws.open:
            return Check("gateway", False, "disconnected: reconnecting")
        return Check("gateway", True, f"connected, latency {bot.latency * 1000:.0f} ms")
    down = [i for i in owned if (shard := bot.get_shard(i)) is None or shard.is_closed()]  # type: ignore[attr-defined]
    if down:
        return Check("gateway", False, f"shards {_ids(down)} of {_ids(owned)} disconnected")
    return Check("gateway", True, f"shards {_ids(owned)} connected")


def _ids(ids: Any) -> str:
    return ", ".join(str(i) for i in ids)


async def database_checks(engine: AsyncEngine) -> list[Check]:
    """Whether the database answers, and whether its schema is the newest."""
    from storage.health import schema_state

    state = await schema_state(engine)
    if state.error is not None:
        return [
            Check("database", False, state.error),
            Check("migrations", None, "the database did not answer"),
        ]
    return [
        Check("database", True, "reachable"),
        Check("migrations", state.at_head, state.revision_text()),
    ]


def agents_check(service: GameService) -> Check:
    """The agents people can play, each learned one with the version it serves."""
    listed = service.agents()
    missing = [a.name for a in listed if a.learned and a.version is None]
    shown = ", ".join(a.name + (f" {a.version}" if a.version else "") for a in listed)
    if not listed or missing:
        return Check("agents", False, f"no weights serve {', '.join(missing)}: {shown}")
    return Check("agents", True, shown)


async def process_report(
    bot: discord.Client, service: GameService | None, owned: tuple[int, ...] | None
) -> Report:
    """What ``/healthz`` answers: every check, on this process's own client and service
    (``None`` while the database is still opening)."""
    if service is None:
        opening = "the database is still opening (migration check, warm-up)"
        rest = (Check(name, False, opening) for name in ("database", "migrations", "agents"))
        return Report((gateway_check(bot, owned), *rest))
    checks = [gateway_check(bot, owned), *await database_checks(service.repository.engine)]
    return Report((*checks, agents_check(service)))


async def local_report(settings: Settings) -> Report:
    """What ``tttbot health`` finds on its own, with no process to ask: the database and its
    schema, and the agents' manifest; the gateway is another process's, not checked."""
    from storage import create_engine

    gateway = Check("gateway", None, "no TTT_HEALTH_PORT: no running process to ask")
    engine = create_engine(settings.database_url)
    try:
        database = await database_checks(engine)
    finally:
        await engine.dispose()
    return Report((gateway, *database, manifest_check(settings)))


def manifest_check(settings: Settings) -> Check:
    """Whether the learned agents' manifest reads, and each agent it serves has its weights
    file."""
    from engine.agents.learned.manifest import entry_in, read_manifest_file, weights_file
    from engine.errors import TttError

    path = settings.manifest_path
    shown = []
    try:
        manifest = read_manifest_file(path)
        for agent in manifest["agents"]:
            version, entry = entry_in(manifest, agent, None, path)
            file = weights_file(path.parent, entry.get("file"))
            if not file.is_file():
                return Check("agents", False, f"{agent} {version}: no weights file {file}")
            shown.append(f"{agent} {version}")
    except (TttError, OSError) as exc:
        return Check("agents", False, str(exc))
    return Check("agents", True, "weights of " + (", ".join(shown) or "no learned agent"))
