"""Running the Discord front as a process: settings in, clean shutdown on SIGTERM/SIGINT.

While Discord cannot be reached the login is tried again, one line per attempt
(:mod:`bot.discord.reach`); a token Discord refuses ends the process with status 2."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import math
import os
import signal
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import discord

from bot.discord import api
from bot.discord.client import TttBot, make_bot
from bot.discord.linked_roles import RoleUpdates, role_connections
from bot.discord.reach import fold_reconnect_tracebacks, login_until_reached
from bot.games.service import GameService
from bot.health import process_report
from bot.health_server import HealthServer
from bot.logs import log_start
from bot.serving import ServingFollower
from bot.settings import Settings
from bot.stacks import log_stacks, log_stacks_on_sigusr1
from storage.db import POSTGRESQL_POOL_SIZE, normalise_url
from storage.rating import RatingRules

if TYPE_CHECKING:
    from bot.web.app import WebServer

log = logging.getLogger(__name__)


async def _login_while_opening(
    bot: TttBot, token: str, opening: asyncio.Task[GameService]
) -> GameService:
    """Log in, load the extensions and sync the commands while ``opening`` opens the database
    (each had waited for the other's round trips), and return the service once both
    are done. The first failure is raised, the database's if both failed; a login still under
    way then is cancelled (``opening`` is left to finish: the caller closes what it opened)."""
    login = asyncio.create_task(login_until_reached(bot, token))  # runs setup_hook
    try:
        await asyncio.wait({login, opening}, return_when=asyncio.FIRST_EXCEPTION)
        for task in (opening, login):
            failure = task.exception() if task.done() else None
            if failure is not None:
                raise failure
        return opening.result()
    finally:
        login.cancel()


CONNECT_LOOP_GRACE_S: Final = 2.0
"""How long a closed client's connect loop may take to return before it is cancelled."""


async def _connect_loop_ended(runner: asyncio.Task[None]) -> None:
    """Let ``runner`` (login, then discord.py's connect loop) return on its own once the client
    is closed, as it does at its next turn; cancel it if it has not within
    :data:`CONNECT_LOOP_GRACE_S`. While Discord is unreachable the loop sleeps between two
    attempts for up to 17 minutes (discord.py's backoff), and a SIGTERM had to wait for the
    end of that sleep: an outage made the bot unstoppable but by SIGKILL."""
    await asyncio.wait({runner}, timeout=CONNECT_LOOP_GRACE_S)
    if not runner.done():
        log.info("the gateway's reconnect wait is cut short to stop")
        runner.cancel()
        await asyncio.wait({runner})


CLOSE_WITHIN_S: Final = 18.0
"""The longest the client's close may take once a stop begins: the answers under way (at most
:data:`~bot.discord.answering.DRAIN_S`), the boards' redraws (at most
:data:`~bot.discord.exts.board_clicks.REDRAWS_AT_STOP_S`), the gateway's close."""
BESIDE_WITHIN_S: Final = 5.0
"""The longest stopping what runs beside the bot may take (the promotion follower, the website,
the linked roles' updates under way)."""
DATABASE_CLOSE_WITHIN_S: Final = 3.0
"""The longest the database's close may take at a stop: the writes still queued (milliseconds
when the database answers), then every connection; for a stop that comes while the database
is still opening, the rest of the opening too. A database that stopped answering (a
PostgreSQL server behind a dropped network) would otherwise hold the stop until systemd
SIGKILLs the process; the writes it does not take are lost either way. An opening cut short
leaves the schema as it was: a migration is one transaction, rolled back, and redone by the
next start. With
:data:`CLOSE_WITHIN_S`, :data:`CONNECT_LOOP_GRACE_S`, :data:`BESIDE_WITHIN_S` and the health
endpoint's :data:`~bot.health_server.STOP_WITHIN_S`, a stop ends before systemd's stop timeout
(``TimeoutStopSec=30``)."""


async def bounded_step(work: Coroutine[Any, Any, None], within_s: float, what: str) -> None:
    """``work``, cut short if it takes longer than ``within_s``, with what it still waits on
    (every task's stack) in the log: each step of a stop is bounded, and this bounds what a
    step forgot to (a request to Discord alone may wait minutes for its answer)."""
    task = asyncio.create_task(work, name=what)
    await asyncio.wait({task}, timeout=within_s)
    if not task.done():
        loop = asyncio.get_running_loop()
        log_stacks(f"{what} took over {within_s:g} s: cut short. Waiting on:", loop)
        task.cancel()
        await asyncio.wait({task})
    elif (failure := task.exception()) is not None:
        raise failure


YOUNG_COLLECTION_AFTER: Final = 10_000
"""New objects (net of those freed) after which the collector visits the youngest generation
(CPython's default: 700); see :func:`freeze_startup_heap`."""
OLDER_COLLECTIONS_AFTER: Final = (10, 10)
"""CPython's defaults for the older generations, kept."""


def freeze_startup_heap() -> None:
    """Move everything alive after start-up out of the garbage collector's sight, then let the
    collector run again (``tttbot run`` pauses it for the start-up, see ``bot.__main__``).

    The process starts with ~110,000 tracked objects (discord.py, SQLAlchemy, the solver's
    table of every position) that live until exit. A full collection walks all of them: about
    50-100 ms during which no interaction is answered, every few seconds under load. Frozen,
    they are never scanned again; objects created later are collected as usual.

    No collection first: it would cost 50-130 ms on the way to the first answer to
    free the ~600 unreachable objects left by the start-up (measured: 0.6 MiB of RSS).

    The youngest generation is then collected after :data:`YOUNG_COLLECTION_AFTER` new
    objects instead of CPython's 700: an interaction allocates a few thousand, so at 700 the
    collector ran several times within each one and walked the objects of every interaction
    still in flight. Under 600 concurrent games (``benchmarks/bench_bot.py``) the collections
    took 1.8 s of the bot's CPU at 700 (about a sixth of it; and 6 full collections of about
    100 ms each) against 0.5 s at 10,000 (no full collection): objects that die young are
    mostly gone before a collection comes. At most that many objects wait for it (about a MiB).
    """
    gc.freeze()
    gc.set_threshold(YOUNG_COLLECTION_AFTER, *OLDER_COLLECTIONS_AFTER)
    gc.enable()
    if log.isEnabledFor(logging.DEBUG):
        # Counting walks every frozen object: 10-14 ms, which the debug line alone is worth.
        log.debug("froze %d start-up objects", gc.get_freeze_count())


SMALLEST_SHARED_POOL: Final = 4
"""The fewest connections :func:`database_pool_size` gives a process of a fleet by default."""


def database_pool_size(settings: Settings) -> int | None:
    """The connections this process keeps to its database: ``TTT_DATABASE_POOL_SIZE`` when
    set. Unset, on PostgreSQL, a process that runs some of the bot's shards keeps its share of
    :data:`storage.db.POSTGRESQL_POOL_SIZE` (at least :data:`SMALLEST_SHARED_POOL`): the
    fleet's processes share one server, which serves that many sessions best however many
    processes open them, so the fleet opens about that many in all. Two shard processes on the
    2-core dev machine, 8 connections each instead of 16, server and bot on it
    (``benchmarks/bench_bot.py --games 1000 --shards 2 --database postgresql``): the server's
    CPU per interaction in the start wave 10 % lower, half the CPU warming the pools (their
    rehearsal), p99 45 against 49 ms (medians of 3 and 4 runs). Elsewhere ``None``: the
    engine's default."""
    if settings.database_pool_size is not None or settings.shard_count is None:
        return settings.database_pool_size
    if normalise_url(settings.database_url).get_backend_name() != "postgresql":
        return None
    share = len(settings.owned_shards or ()) / settings.shard_count
    return max(SMALLEST_SHARED_POOL, math.ceil(POSTGRESQL_POOL_SIZE * share))


async def open_service(
    settings: Settings, *, seed: int | None = None, warm: bool = False
) -> GameService:
    """The game service as the settings describe it (migrates the database first); with
    ``warm``, its database's hot path rehearsed too (PostgreSQL's pool:
    :meth:`storage.Repository.rehearse_hot_path`), so that the first clicks after a start are
    as fast as the next ones."""
    service = await GameService.open(
        settings.database_url,
        default_agent=settings.default_agent,
        idle_timeout_s=settings.idle_timeout_s,
        challenge_cooldown_s=settings.challenge_cooldown_s,
        manifest_path=settings.manifest_path,
        seed=seed,
        pool_size=database_pool_size(settings),
    )
    service.repository.rating_rules = RatingRules(settings.rated_games_per_pair_per_day)
    if warm:
        await service.repository.rehearse_hot_path()
    return service


def _open_now(started: list[asyncio.Task[GameService]]) -> GameService | None:
    """The service the opening task in ``started`` opened, if it has by now."""
    for opening in started:
        if opening.done() and not opening.cancelled() and opening.exception() is None:
            return opening.result()
    return None


async def serve_health(
    settings: Settings, bot: TttBot, service: Callable[[], GameService | None]
) -> HealthServer | None:
    """``/healthz`` for this process, when ``TTT_HEALTH_PORT`` asks for it; a
    :class:`ValueError` (one line) when its address cannot be had."""
    if settings.health_port is None:
        return None
    server = HealthServer(lambda: process_report(bot, service(), settings.owned_shards))
    try:
        await server.start(settings.health_host, settings.health_port)
    except OSError as exc:
        await server.stop()
        raise ValueError(
            f"cannot answer health checks on {settings.health_host}:{settings.health_port} "
            f"(TTT_HEALTH_PORT): {os.strerror(exc.errno) if exc.errno else exc}"
        ) from None
    return server


class WebAddressError(ValueError):
    """``TTT_WEB_HOST``:``TTT_WEB_PORT`` cannot be listened on (taken, not this machine's)."""


async def serve_web(settings: Settings, service: GameService) -> WebServer:
    """The website on ``TTT_WEB_HOST``:``TTT_WEB_PORT`` over the bot's own database; a
    :class:`WebAddressError` (one line) when its address cannot be had."""
    from bot.web.app import WebServer  # Jinja2 only where pages are served
    from bot.web.auth import WebAuth

    assert settings.web_port is not None
    server = WebServer(service.repository, WebAuth.from_settings(settings))
    try:
        await server.start(settings.web_host, settings.web_port)
    except OSError as exc:
        raise WebAddressError(
            f"cannot serve the website on {settings.web_host}:{settings.web_port} "
            f"(TTT_WEB_PORT): {exc.strerror or exc}"
        ) from None
    return server


@dataclass
class BesideTheBot:
    """What a serving process runs beside the gateway connection, stopped at the end."""

    follower: ServingFollower | None = None
    website: WebServer | None = None
    updates: RoleUpdates | None = None  # the linked roles' updates, finished before the end

    async def stop(self) -> None:
        if self.follower is not None:
            await self.follower.stop()
        if self.website is not None:
            await self.website.stop()
        if self.updates is not None:
            await self.updates.close()


async def _serve(
    bot: TttBot,
    settings: Settings,
    token: str,
    opening: asyncio.Task[GameService],
    beside: BesideTheBot,
) -> None:
    """Log in while the database opens, start what runs beside the bot, then connect."""
    bot.service = service = await _login_while_opening(bot, token, opening)
    log_start(settings, service.agents())
    # Promotions made on another machine reach this process through the database.
    beside.follower = ServingFollower(
        service.repository.engine, settings.manifest_path, settings.serving_poll_s
    )
    await beside.follower.start()
    connections = role_connections(settings, service.repository)
    if connections is not None:  # linked roles: each rated game updates its people's
        beside.updates = RoleUpdates(connections)
        service.finished_listeners.append(beside.updates.after_game)
    if settings.web_port is not None:  # the website from this process too
        beside.website = await serve_web(settings, service)
    freeze_startup_heap()
    await bot.connect()  # interactions arrive from here on: the service is open


async def _exit_code(runner: asyncio.Task[None], opening: asyncio.Task[GameService]) -> int:
    """The process's exit status once the client stopped: 2 for what no retry can change (a
    refused token or intents, the website's address), 1 for an unexpected error."""
    if runner.cancelled():
        return 0
    try:
        await runner
    except discord.LoginFailure:
        log.error("Discord refused the token (DISCORD_TOKEN): login failed")
        return 2
    except WebAddressError as exc:
        log.error("%s", exc)
        return 2
    except discord.PrivilegedIntentsRequired as exc:
        log.error("%s", exc)  # what to switch on in the developer portal, on one line
        return 2
    except Exception as exc:
        if opening.done() and not opening.cancelled() and opening.exception() is exc:
            raise  # the database could not be opened: one line and status 2 (bot.__main__)
        log.exception("the Discord client stopped with an error")
        return 1
    return 0


async def run_discord(settings: Settings) -> int:
    """Serve until SIGTERM/SIGINT or a fatal gateway error; return the process exit code (2:
    Discord refused the token or the intents, which no retry can change)."""
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set")
    api.redirect(settings.discord_api_base, settings.discord_gateway_url)
    fold_reconnect_tracebacks()
    if settings.discord_api_base:
        log.info("using the Discord API at %s", api.api_base_url(settings.discord_api_base))
    # The database opens (a migration too, on a first start) and warms up while the bot logs in.
    bot = make_bot(None, settings)
    started: list[asyncio.Task[GameService]] = []
    # Bound first: a port in use stops the start with one line (bot.__main__), before anything.
    health = await serve_health(settings, bot, lambda: _open_now(started))
    opening = asyncio.create_task(open_service(settings, warm=True))
    started.append(opening)
    beside = BesideTheBot()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    log_stacks_on_sigusr1(loop)
    stopping_since: float | None = None
    try:
        # The token goes straight from the SecretStr to discord.py, never into a log line.
        token = settings.discord_token.get_secret_value()
        runner = asyncio.create_task(_serve(bot, settings, token, opening, beside))
        stopper = asyncio.create_task(stop.wait())
        await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            stopping_since = loop.time()
            log.info("shutting down")
        # close() ends the gateway connection; bot.start() then returns, and the cogs unload
        # (the idle sweep stops, background edits finish) before the database closes.
        await bounded_step(bot.close(), CLOSE_WITHIN_S, "the client's close")
        stopper.cancel()
        await _connect_loop_ended(runner)
        return await _exit_code(runner, opening)
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(Exception):
                loop.remove_signal_handler(signum)
        await stop_beside_and_close(beside, health, opening)
        if stopping_since is not None:
            log.info("stopped in %.1f s", loop.time() - stopping_since)
        loop.remove_signal_handler(signal.SIGUSR1)


async def stop_beside_and_close(
    beside: BesideTheBot, health: HealthServer | None, opening: asyncio.Task[GameService]
) -> None:
    """A stop's last steps, once the client is closed, each bounded: what runs beside the
    bot, the health endpoint, then the database (the rest of its opening if the stop came
    first, its queued writes, its connections)."""
    await bounded_step(beside.stop(), BESIDE_WITHIN_S, "stopping what runs beside the bot")
    if health is not None:
        await health.stop()
    what = "the database's close" if opening.done() else "the database's opening, then its close"
    await bounded_step(_close_once_opened(opening), DATABASE_CLOSE_WITHIN_S, what)


async def _close_once_opened(opening: asyncio.Task[GameService]) -> None:
    """Close what ``opening`` opens, once it has (nothing if it failed: its failure was raised
    where it was awaited). Cancelled, it cancels the opening too."""
    try:
        service = await opening
    except Exception:
        return
    await service.close()


async def sync_commands_once(settings: Settings) -> int:
    """``tttbot sync-commands``: register the command tree with Discord over REST (no gateway
    connection), as a deploy step for a fleet whose processes start with
    ``TTT_SYNC_COMMANDS=false``. Returns the process exit code."""
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set")
    api.redirect(settings.discord_api_base, settings.discord_gateway_url)
    service = await open_service(settings)
    # setup_hook (run by login) must not sync on its own: this function does it, once.
    bot = TttBot(service, settings.replace(sync_commands=False))
    try:
        await bot.login(settings.discord_token.get_secret_value())
        await bot.sync_commands()
        return 0
    except discord.LoginFailure:
        log.error("Discord refused the token (DISCORD_TOKEN): login failed")
        return 2
    except (discord.HTTPException, OSError) as exc:  # unreachable API: one line, no traceback
        log.error("could not sync the commands: %s", exc)
        return 1
    finally:
        await bot.close()
        await service.close()
