"""Pointing discord.py at another API host (a REST proxy, or the loopback test emulator).

discord.py has no option for this. It builds every REST URL, the interaction callbacks and
webhook follow-ups included, from the class attribute ``discord.http.Route.BASE``, and opens
its first gateway connection at ``DiscordWebSocket.DEFAULT_GATEWAY``; both have been stable
through 2.x (``discord/http.py`` and ``discord/gateway.py`` in discord.py's source; fauxcord's
discord.py harness overrides the same two). Production leaves them alone.
"""

from __future__ import annotations

import re

import discord.http
import yarl
from discord.gateway import DiscordWebSocket

API_VERSION = discord.http.INTERNAL_API_VERSION
DISCORD_API_BASE = f"https://discord.com/api/v{API_VERSION}"
DISCORD_GATEWAY = yarl.URL("wss://gateway.discord.gg/")


def api_base_url(base: str) -> str:
    """``base`` with the ``/api/v10`` suffix discord.py's routes expect (added when missing)."""
    base = base.rstrip("/")
    if re.search(r"/api/v\d+$", base):
        return base
    if base.endswith("/api"):
        return f"{base}/v{API_VERSION}"
    return f"{base}/api/v{API_VERSION}"


def redirect(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST calls to ``api_base`` and the first gateway connection to ``gateway_url``.

    ``None`` restores Discord's own URL, so a process that ran against the emulator can point
    a later client back at Discord.
    """
    # Fail loudly if a discord.py upgrade renames the override points, instead of quietly
    # talking to the real Discord from a test.
    if not hasattr(discord.http.Route, "BASE") or not hasattr(DiscordWebSocket, "DEFAULT_GATEWAY"):
        raise RuntimeError("this discord.py has no Route.BASE / DEFAULT_GATEWAY to redirect")
    discord.http.Route.BASE = api_base_url(api_base) if api_base else DISCORD_API_BASE
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url) if gateway_url else DISCORD_GATEWAY
