"""``DiscordEmulator``: its state, its life (start, stop, the clock) and the waits on it.

The class is put together from parts, each a module: the world and its lookups
(``world.py``), messages (``messages.py``), the test driver's interactions (``driver.py``),
their dispatch to the bot (``dispatch.py``) and the bot's callbacks, follow-ups and commands
(``callbacks.py``). The HTTP surface lives in ``rest.py`` / ``rest_channels.py`` and the
websocket in ``gateway.py``; all call into this one object, which owns all state so a bot can
be stopped and a new client started against the same guilds, messages and synced commands.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from aiohttp import web

from .callbacks import CallbacksMixin
from .commands import CommandStore
from .dispatch import DispatchMixin
from .driver import DriverMixin
from .gateway import Gateway, GatewaySession
from .holds import Holds
from .interactions import PendingInteraction
from .messages import MessagesMixin
from .models import JSON, Channel, Guild, User
from .oauth import OAuthServer
from .rest import build_app
from .shared import (
    GuildLike,
    RequestRecord,
    World,
    log,
)
from .snowflakes import SnowflakeFactory
from .stored_message import StoredMessage
from .world import WorldMixin

_POLL_INTERVAL = 0.02


class DiscordEmulator(WorldMixin, MessagesMixin, DriverMixin, DispatchMixin, CallbacksMixin):
    """A loopback Discord (REST + gateway) for the real discord.py client.

    Typical use: build the world, ``await start()``, point discord.py at ``api_base`` and
    ``gateway_url``, start the bot, ``await wait_ready()``, then drive it with ``slash()``,
    ``click()``, ``autocomplete()`` and inspect ``messages()``.
    """

    def __init__(
        self,
        *,
        token: str = "emulator-bot-token",
        bot_name: str = "TTTBot",
        response_timeout: float = 5.0,
        response_deadline: float = 3.0,
        enforce_deadline: bool = True,
        defer_grace: float = 1.0,
        heartbeat_interval_ms: int = 41250,
        validate: bool = True,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.token = token
        # How long driver calls wait for the bot before failing the test.
        self.response_timeout = response_timeout
        # Discord's 3 s window for the initial response; later callbacks are recorded as
        # problems and, with enforce_deadline, rejected with 10062 like Discord does.
        self.response_deadline = response_deadline
        self.enforce_deadline = enforce_deadline
        # After a DEFERRED_UPDATE (6) the bot may or may not edit; wait this long for it.
        self.defer_grace = defer_grace
        self.validate = validate
        self.host = host
        # 0: the OS picks a free port. A fixed one lets a test start Discord late on the
        # address a bot is already trying.
        self.port = port

        self._init_contents(bot_name)

        # Diagnostics: anything here means the bot did something real Discord would reject
        # or the emulator does not cover. Tests should end with assert_no_problems().
        self.problems: list[str] = []
        self.unknown_routes: list[str] = []
        self.requests: list[RequestRecord] = []

        # Optional probe ``(modal custom_id) -> bool``: whether the bot is ready to receive
        # that modal's submission. BotRunner installs one for discord.py clients, which
        # register a modal only after reading the callback reply; a user cannot submit a modal
        # the bot is not listening for yet, so submit_modal() waits for it (see there).
        self.modal_listener: Callable[[str], bool] | None = None

        self.gateway = Gateway(self, heartbeat_interval_ms)
        self.holds = Holds()
        """REST requests left unanswered for now (:mod:`.holds`): a slow or stuck Discord."""
        self.oauth = OAuthServer(self)
        """OAuth2 logins and linked roles (:mod:`.oauth`): sign_in(), metadata, connections."""
        self._changed = asyncio.Event()
        """Set (and replaced by a fresh one) at every state change: waiters hold no lock, so a
        waiter cancelled at any moment can never leave the emulator stuck (see wait_until)."""
        self._runner: web.AppRunner | None = None
        self._port: int | None = None
        self.world: World | None = None

    def _init_contents(self, bot_name: str) -> None:
        """What Discord stores, empty: the application and its bot user, users, servers,
        channels, messages, commands, interactions, uploaded files, user installs."""
        self.ids = SnowflakeFactory()
        self.application_id = self.ids.next()
        # New applications share one id between the application and its bot user.
        self.bot_user = User(id=self.application_id, username=bot_name, bot=True)
        self.app_owner = User(id=self.ids.next(), username="app-owner")
        self.users: dict[int, User] = {
            self.bot_user.id: self.bot_user,
            self.app_owner.id: self.app_owner,
        }
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages_by_id: dict[int, StoredMessage] = {}
        self.commands = CommandStore()
        self.interactions: dict[int, PendingInteraction] = {}
        self._interactions_by_token: dict[str, PendingInteraction] = {}
        # Uploaded files' bytes by attachment id, served at each attachment's url (the CDN).
        self.attachment_blobs: dict[str, bytes] = {}
        # The people who installed the app for themselves (a user install).
        self.user_installs: set[int] = set()
        # Seconds the tests moved Discord's clock on (interaction tokens expire on it).
        self.clock_offset = 0.0

    # ======================================================================================
    # lifecycle
    # ======================================================================================

    async def start(self) -> None:
        app = build_app(self)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        # Port 0 lets the OS pick a free port; read back what it chose.
        self._port = int(self._runner.addresses[0][1])
        log.info("Discord emulator listening on %s", self.base_url)

    async def stop(self) -> None:
        self.holds.release()
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def forget(self) -> None:
        """Drop what this emulator stored (users, servers, messages, interactions, requests,
        gateway sessions with the events they buffered, and the problems found), once it is
        stopped and read. A harness that runs many emulators in one process needs it: aiohttp
        caches the middleware chains of the last 1,024 request handlers it served, each
        handler holds its emulator, and a benchmark's emulator holds about 60 MiB per 300
        games it played."""
        self._init_contents(self.bot_user.username)
        self.gateway.forget()
        self.requests.clear()
        self.problems.clear()
        self.unknown_routes.clear()
        self.world = None

    async def __aenter__(self) -> DiscordEmulator:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        if self._port is None:
            raise RuntimeError("emulator not started")
        return f"http://{self.host}:{self._port}"

    @property
    def api_base(self) -> str:
        """Value for ``discord.http.Route.BASE``."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Value for ``DiscordWebSocket.DEFAULT_GATEWAY`` (wrap in ``yarl.URL``)."""
        return f"ws://{self.host}:{self._port}/gateway"

    # ======================================================================================
    # waiting
    # ======================================================================================

    async def notify(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    async def wait_until(
        self,
        predicate: Callable[[], bool],
        *,
        timeout: float | None = None,
        what: str = "condition",
        poll: bool = True,
    ) -> None:
        """Wait for ``predicate``; AssertionError naming ``what`` on timeout.

        Re-checked on every emulator state change and also polled, so predicates over the
        bot's own state (which never notifies us) work too. ``poll=False`` for a predicate over
        the emulator's own state, which only a notified change can turn true: a load of a
        thousand waiters then does not wake each of them fifty times a second for nothing.

        No lock is taken: on Python 3.11, ``wait_for(condition.wait(), t)`` cancelled just as
        ``t`` ran out released a lock it did not hold and left the condition locked for ever,
        hanging every later request (tests/e2e/test_emulator_waits.py). An event per change,
        waited on under ``asyncio.timeout``, has nothing to leave behind.
        """
        timeout = self.response_timeout if timeout is None else timeout
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not predicate():
            remaining = end - loop.time()
            if remaining <= 0:
                raise AssertionError(f"timed out after {timeout:.1f}s waiting for {what}")
            changed = self._changed
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(min(_POLL_INTERVAL, remaining) if poll else remaining):
                    await changed.wait()

    async def wait_ready(self, timeout: float | None = None) -> GatewaySession:
        """Wait until the bot has IDENTIFYed and received READY plus every GUILD_CREATE."""
        await self.wait_until(
            lambda: self.gateway.active is not None and self.gateway.active.connected,
            timeout=timeout,
            what="the bot to connect to the gateway and identify",
        )
        assert self.gateway.active is not None
        return self.gateway.active

    async def wait_shard_ready(
        self, shard_id: int, shard_count: int, timeout: float | None = None
    ) -> GatewaySession:
        """Wait until a session identified as shard ``shard_id`` of ``shard_count`` is
        connected (the latest such session is returned)."""

        def ready() -> GatewaySession | None:
            session = self.gateway.latest.get((shard_id, shard_count))
            return session if session is not None and session.connected else None

        await self.wait_until(
            lambda: ready() is not None,
            timeout=timeout,
            what=f"shard {shard_id} of {shard_count} to identify",
        )
        session = ready()
        assert session is not None
        return session

    async def wait_commands_synced(
        self, guild: GuildLike | None = None, *, count: int = 1, timeout: float | None = None
    ) -> list[JSON]:
        gid = None if guild is None else self._guild(guild).id
        await self.wait_until(
            lambda: self.commands.sync_count.get(gid, 0) >= count,
            timeout=timeout,
            what=f"command sync #{count} ({'global' if gid is None else f'guild {gid}'})",
        )
        return self.registered_commands(gid)

    @property
    def connected(self) -> bool:
        return self.gateway.active is not None and self.gateway.active.connected

    async def request_reconnect(self, timeout: float | None = None) -> None:
        """Ask the bot to reconnect (op 7) and wait until it has RESUMEd."""
        before = self.gateway.resume_count
        await self.gateway.request_reconnect()
        await self.wait_until(
            lambda: self.gateway.resume_count > before and self.connected,
            timeout=timeout,
            what="the bot to RESUME after op 7 RECONNECT",
        )

    # ======================================================================================
    # world building (call before the bot starts; GUILD_CREATE is sent at IDENTIFY)
    # ======================================================================================

    def now(self) -> float:
        """Discord's clock (the event loop's, moved on by :meth:`advance_clock`)."""
        return asyncio.get_running_loop().time() + self.clock_offset

    def advance_clock(self, seconds: float) -> None:
        """Move Discord's clock on: interaction tokens older than 15 minutes expire."""
        self.clock_offset += seconds

    # -- lookups --------------------------------------------------------------------------------

    # ======================================================================================
    # payload builders shared by REST and gateway
    # ======================================================================================

    # ======================================================================================
    # messages
    # ======================================================================================

    # -- gateway fan-out ------------------------------------------------------------------------

    # ======================================================================================
    # interactions: building and dispatching
    # ======================================================================================

    # -- helpers --------------------------------------------------------------------------------

    # ======================================================================================
    # application commands (called from REST handlers)
    # ======================================================================================

    # ======================================================================================
    # interactions: the bot's side (called from REST handlers)
    # ======================================================================================


# -- component helpers ----------------------------------------------------------------------
