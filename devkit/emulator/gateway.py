"""The gateway websocket: HELLO, heartbeats, IDENTIFY/READY/GUILD_CREATE, RESUME, dispatch.

Only TEXT frames are sent. discord.py always asks for zlib/zstd transport compression but
only decompresses binary frames, so uncompressed text works for either (protocol doc §2.2).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from aiohttp import WSMsgType, web

from .json_values import JSON, json_bytes

if TYPE_CHECKING:
    from .server import DiscordEmulator

log = logging.getLogger("tttbot.e2e.emulator.gateway")


class Op:
    DISPATCH = 0
    HEARTBEAT = 1
    IDENTIFY = 2
    PRESENCE_UPDATE = 3
    VOICE_STATE_UPDATE = 4
    RESUME = 6
    RECONNECT = 7
    REQUEST_GUILD_MEMBERS = 8
    INVALID_SESSION = 9
    HELLO = 10
    HEARTBEAT_ACK = 11


class Intent:
    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_MESSAGES = 1 << 9
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15


# Replay buffer per session for RESUME; far more than a test produces.
_MAX_BUFFER = 2000


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord routes a guild's events to; DMs (no guild) go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


@dataclass
class GatewaySession:
    session_id: str
    intents: int
    ws: web.WebSocketResponse | None = None
    seq: int = 0
    buffer: list[JSON] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    resumed_count: int = 0
    shard: tuple[int, int] | None = None
    """``(shard_id, shard_count)`` from IDENTIFY; ``None``: an unsharded session (all guilds)."""

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    def owns(self, guild_id: int | None) -> bool:
        """Whether Discord would send this guild's events (or, for ``None``, DMs) here."""
        if self.shard is None:
            return True
        shard_id, shard_count = self.shard
        return shard_of(guild_id, shard_count) == shard_id

    def wants(self, intent: int) -> bool:
        return bool(self.intents & intent)

    async def dispatch(self, event: str, data: JSON) -> None:
        async with self.lock:
            self.seq += 1
            payload = {"op": Op.DISPATCH, "t": event, "s": self.seq, "d": data}
            self.buffer.append(payload)
            del self.buffer[:-_MAX_BUFFER]
            await self._send(payload)

    async def send(self, payload: JSON) -> None:
        async with self.lock:
            await self._send(payload)

    async def _send(self, payload: JSON) -> None:
        if not self.connected:
            # Events stay buffered; a RESUME replays them like Discord does.
            return
        assert self.ws is not None
        try:
            await self.ws.send_str(_text(payload))
        except (ConnectionResetError, RuntimeError) as exc:
            log.debug("gateway send failed (%s); event buffered for resume", exc)


class Gateway:
    def __init__(self, emulator: DiscordEmulator, heartbeat_interval_ms: int) -> None:
        self.emu = emulator
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.sessions: dict[str, GatewaySession] = {}
        # The latest session to IDENTIFY or RESUME (what single-shard tests talk to).
        self.active: GatewaySession | None = None
        # Per shard (None = unsharded), the latest session: it keeps receiving (buffering)
        # while disconnected, so a RESUME replays what it missed, as Discord does.
        self.latest: dict[tuple[int, int] | None, GatewaySession] = {}
        self.shard_count = 1
        """What ``GET /gateway/bot`` recommends."""
        self.max_concurrency = 1
        """IDENTIFYs allowed per 5 s per bucket (``shard_id % max_concurrency``)."""
        self.identify_times: list[tuple[float, int]] = []
        """``(loop time, bucket)`` of every IDENTIFY, for tests of the start-up rate."""
        self.identify_count = 0
        self.resume_count = 0
        self.identify_payloads: list[JSON] = []
        self._sockets: set[web.WebSocketResponse] = set()

    def forget(self) -> None:
        """Drop the sessions and their replay buffers (every event sent, up to a few thousand
        per session), and what was recorded of the IDENTIFYs: see
        :meth:`DiscordEmulator.forget`."""
        self.sessions.clear()
        self.latest.clear()
        self.active = None
        self.identify_times.clear()
        self.identify_payloads.clear()

    async def close_all(self, code: int = 1001) -> None:
        for ws in list(self._sockets):
            with contextlib.suppress(Exception):
                await ws.close(code=code, message=b"emulator stopping")

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: GatewaySession | None = None
        log.debug("gateway connection %s", request.query_string)
        try:
            await ws.send_str(
                _text(
                    {
                        "op": Op.HELLO,
                        "d": {"heartbeat_interval": self.heartbeat_interval_ms},
                        "s": None,
                        "t": None,
                    }
                )
            )
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    session = await self._on_message(ws, session, json.loads(msg.data))
                elif msg.type == WSMsgType.ERROR:
                    log.debug("gateway socket error: %s", ws.exception())
                    break
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
            await self.emu.notify()
        return ws

    async def _on_message(
        self, ws: web.WebSocketResponse, session: GatewaySession | None, msg: JSON
    ) -> GatewaySession | None:
        op = msg.get("op")
        data: Any = msg.get("d")
        if op == Op.HEARTBEAT:
            # Answered at once, within a millisecond on this machine. discord.py (2.7.1) notes
            # a heartbeat's send on its keep-alive thread only after the loop sent it, so an
            # ACK this fast is often read first and measured from the heartbeat before:
            # "Can't keep up, shard ID None websocket is 41.3s behind" (one interval) in a
            # bot's log is that, not a blocked loop; a bare discord.py client prints it too.
            await ws.send_str(_text({"op": Op.HEARTBEAT_ACK, "d": None}))
        elif op == Op.IDENTIFY:
            if data.get("token") != self.emu.token:
                # 4004 = authentication failed; discord.py raises instead of reconnecting.
                await ws.close(code=4004, message=b"Authentication failed.")
                return session
            session = await self._identify(ws, data)
        elif op == Op.RESUME:
            session = await self._resume(ws, data)
        elif op == Op.REQUEST_GUILD_MEMBERS:
            if session is not None:
                await self._members_chunk(session, data)
        elif op in (Op.PRESENCE_UPDATE, Op.VOICE_STATE_UPDATE):
            pass
        else:
            log.warning("gateway: unhandled op %r", op)
        return session

    async def _identify(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession | None:
        shard = _shard_field(data.get("shard"))
        if shard is False:
            # 4010 = invalid shard; discord.py raises instead of reconnecting.
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        self.identify_count += 1
        self.identify_payloads.append(data)
        bucket = 0 if shard is None else shard[0] % self.max_concurrency
        self.identify_times.append((asyncio.get_running_loop().time(), bucket))
        session = GatewaySession(
            session_id=secrets.token_hex(16),
            intents=int(data.get("intents", 0)),
            ws=ws,
            shard=shard,
        )
        self.sessions[session.session_id] = session
        emu = self.emu
        await session.dispatch(
            "READY",
            {
                "v": 10,
                "user": {
                    **emu.bot_user.payload(),
                    "verified": True,
                    "mfa_enabled": False,
                    "email": None,
                    "locale": "en-US",
                },
                "guilds": [
                    {"id": str(gid), "unavailable": True}
                    for gid, guild in emu.guilds.items()
                    if session.owns(gid) and emu.bot_user.id in guild.members
                ],
                "session_id": session.session_id,
                "session_type": "normal",
                "resume_gateway_url": emu.gateway_url,
                "shard": list(data.get("shard") or [0, 1]),
                "application": {"id": str(emu.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
                "user_settings": {},
                "_trace": ["emulator"],
            },
        )
        for guild in list(emu.guilds.values()):
            if session.owns(guild.id) and emu.bot_user.id in guild.members:
                await session.dispatch("GUILD_CREATE", emu.guild_create_payload(guild, session))
        self.active = self.latest[session.shard] = session
        await emu.notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or data.get("token") != self.emu.token:
            # d=false: not resumable, the client re-IDENTIFYs (after its 5 s identify delay).
            await ws.send_str(_text({"op": Op.INVALID_SESSION, "d": False}))
            return None
        self.resume_count += 1
        session.resumed_count += 1
        session.ws = ws
        last_seq = int(data.get("seq") or 0)
        async with session.lock:
            for payload in session.buffer:
                if payload["s"] > last_seq:
                    await session._send(payload)
        await session.dispatch("RESUMED", {"_trace": ["emulator"]})
        self.active = self.latest[session.shard] = session
        await self.emu.notify()
        return session

    async def _members_chunk(self, session: GatewaySession, data: JSON) -> None:
        guild = self.emu.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        wanted = data.get("user_ids")
        members = [
            m
            for m in guild.members.values()
            if wanted is None or str(m.id) in {str(u) for u in wanted}
        ]
        query = data.get("query")
        if query:
            members = [m for m in members if m.user.username.startswith(query)]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk: JSON = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    def sessions_for(self, guild_id: int | None) -> list[GatewaySession]:
        """Every session Discord sends ``guild_id``'s events to (``None``: DMs), latest first:
        the latest session of the owning shard (connected or not: it buffers for a RESUME),
        then every other connected session that identified with the same shard, as during a
        rolling restart."""
        found = sorted(
            (s for s in self.latest.values() if s.owns(guild_id)),
            key=lambda s: s is not self.active,
        )
        found += [
            s for s in self.sessions.values() if s.connected and s.owns(guild_id) and s not in found
        ]
        return found

    async def dispatch(
        self,
        event: str,
        data: JSON,
        *,
        intent: int | None = None,
        guild_id: int | None = None,
        everywhere: bool = False,
    ) -> None:
        """Send an event to the sessions of ``guild_id``'s shard (``None``: the DM shard),
        or with ``everywhere`` to every session, if they subscribed to ``intent``."""
        if everywhere:
            targets = list(dict.fromkeys([*self.latest.values(), *self.sessions.values()]))
            targets = [t for t in targets if t.connected or t in self.latest.values()]
        else:
            targets = self.sessions_for(guild_id)
        for session in targets:
            if intent is None or session.wants(intent):
                await session.dispatch(event, data)

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: the client closes and RESUMEs, as during Discord maintenance."""
        session = self.active
        if session is None or not session.connected:
            raise AssertionError("no connected gateway session to reconnect")
        await session.send({"op": Op.RECONNECT, "d": None, "s": None, "t": None})


def _shard_field(value: Any) -> tuple[int, int] | Literal[False] | None:
    """IDENTIFY's ``shard``: ``None`` when absent, ``False`` when invalid (Discord closes
    with 4010), else ``(shard_id, shard_count)``."""
    if value is None:
        return None
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return False
    shard_id, shard_count = value
    if shard_count < 1 or not 0 <= shard_id < shard_count:
        return False
    return (shard_id, shard_count)


def _text(payload: JSON) -> str:
    """A gateway event as the text frame discord.py reads (a binary frame would be read as
    zlib-compressed)."""
    return json_bytes(payload).decode()
