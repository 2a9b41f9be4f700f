"""discord.py clients run in this process, as background tasks, against the Discord emulator:
the in-process way to start the bot (quick, and a test can look at its service), where
:mod:`devkit.bot_process` starts it as its own process.

:class:`BotRunner` points discord.py at the emulator for as long as it is open (the REST base
and the gateway URL, two class attributes, put back by :meth:`BotRunner.aclose`), starts
clients and returns once they are ready, and stops them before the emulator goes.
"""

from __future__ import annotations

import asyncio
import contextlib
from unittest import mock

import discord
import discord.http
import yarl
from discord.gateway import DiscordWebSocket

from devkit.emulator import DiscordEmulator


class BotRunner:
    """Runs discord.py clients against the emulator as background tasks."""

    def __init__(self, emulator: DiscordEmulator) -> None:
        self.emu = emulator
        # Both are undocumented class attributes (stable across discord.py 2.x); fail loudly
        # if a discord.py upgrade renames them rather than silently dialling real Discord.
        assert hasattr(discord.http.Route, "BASE"), "discord.http.Route.BASE is gone"
        assert isinstance(DiscordWebSocket.DEFAULT_GATEWAY, yarl.URL), "DEFAULT_GATEWAY changed"
        self._patches = contextlib.ExitStack()
        api, gateway = emulator.api_base, yarl.URL(emulator.gateway_url)
        self._patches.enter_context(mock.patch.object(discord.http.Route, "BASE", api))
        self._patches.enter_context(mock.patch.object(DiscordWebSocket, "DEFAULT_GATEWAY", gateway))
        self._tasks: dict[discord.Client, asyncio.Task[None]] = {}
        emulator.modal_listener = self._modal_registered

    def _modal_registered(self, custom_id: str) -> bool:
        """Whether a running bot listens for submissions of modal ``custom_id``.

        discord.py registers a modal in its view store only after it has read the reply to
        its MODAL callback, so a submission dispatched before that is silently dropped (a
        DEBUG log line only). ``_view_store._modals`` is private but stable across 2.x; fail
        loudly if an upgrade moves it rather than racing again.
        """
        for bot in self._tasks:
            store = getattr(bot._connection, "_view_store", None)
            modals = getattr(store, "_modals", None)
            assert isinstance(modals, dict), "discord.py's ViewStore._modals is gone"
            if custom_id in modals:
                return True
        return False

    async def start(self, bot: discord.Client, *, timeout: float = 60.0) -> discord.Client:
        """Start ``bot`` and return once its ``on_ready`` has fired.

        The wait is generous on purpose: it only bounds a hang. A start takes well under a
        second on an idle machine but several on a loaded CI runner, which no test measures.

        Build bots with ``guild_ready_timeout=0.05``: discord.py otherwise waits 2 s after
        the last GUILD_CREATE before it is ready.
        """
        identified = self.emu.gateway.identify_count
        task = asyncio.create_task(bot.start(self.emu.token), name=f"discord-bot-{id(bot):x}")
        self._tasks[bot] = task
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        # Poll instead of wait_until_ready(): that raises before login() has run.
        while not bot.is_ready():
            if task.done():
                task.result()  # surfaces the startup exception
                raise AssertionError("bot.start() returned before the bot became ready")
            if loop.time() > deadline:
                raise AssertionError(f"bot not ready after {timeout}s")
            await asyncio.sleep(0.01)
        assert self.emu.gateway.identify_count > identified, "bot became ready without identifying"
        await self.emu.wait_ready()
        return bot

    async def stop(self, bot: discord.Client, *, timeout: float = 30.0) -> None:
        """Close ``bot`` cleanly; re-raise anything that killed it while running."""
        task = self._tasks.pop(bot)
        if task.done():
            task.result()
        await bot.close()
        await asyncio.wait_for(task, timeout)

    def check_alive(self, bot: discord.Client) -> None:
        task = self._tasks[bot]
        if task.done():
            task.result()
            raise AssertionError("bot task ended unexpectedly")

    async def __aenter__(self) -> BotRunner:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Stop every client still running, then point discord.py back at Discord."""
        errors: list[BaseException] = []
        for bot in list(self._tasks):
            try:
                await self.stop(bot)
            except BaseException as exc:
                errors.append(exc)
        self._patches.close()
        if errors:
            raise errors[0]
