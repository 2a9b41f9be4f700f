"""The bot's own X and O: emojis the application owns, for boards where no server's emojis are.

A server's custom emojis show only where the bot is a member of that server. In a DM, a group
DM or a server that never added the bot (a person's own install) there is no server whose
emojis a board could take, so boards there show the application's emojis ``ttt_x`` and
``ttt_o`` (Discord lets an app use its own emojis everywhere, without the Use External Emojis
permission). At start the bot lists its application emojis and uploads the missing ones from
the PNGs beside this module; when that fails (Discord unreachable, the app's 2,000 emojis
taken) boards there show the letters, as before.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Protocol

import discord

log = logging.getLogger(__name__)

X_NAME: Final = "ttt_x"
O_NAME: Final = "ttt_o"
IMAGES: Final = Path(__file__).with_name("emojis")
"""``ttt_x.png`` and ``ttt_o.png``: 128×128 PNGs (Discord's size for an emoji)."""


@dataclass(frozen=True, slots=True)
class Marks:
    """The emojis of X and O as a message writes them (``<:ttt_x:123>``)."""

    x: str
    o: str


class EmojiClient(Protocol):
    """What :func:`ensure_marks` needs of the client (``discord.Client``'s methods)."""

    async def fetch_application_emojis(self) -> list[discord.Emoji]: ...

    async def create_application_emoji(self, *, name: str, image: bytes) -> discord.Emoji: ...


async def ensure_marks(client: EmojiClient) -> Marks | None:
    """The app's X and O emojis, uploading those it lacks; ``None`` when Discord refuses or
    cannot be reached (boards then show letters: they are a look, not the game)."""
    try:
        found = {emoji.name: emoji for emoji in await client.fetch_application_emojis()}
        for name in (X_NAME, O_NAME):
            if name not in found:
                found[name] = await _upload(client, name)
    except (discord.HTTPException, OSError) as exc:
        log.warning("no application emojis for X and O (%s): boards show letters", exc)
        return None
    return Marks(str(found[X_NAME]), str(found[O_NAME]))


async def _upload(client: EmojiClient, name: str) -> discord.Emoji:
    """Upload emoji ``name`` from its PNG; when another process uploaded it meanwhile (the
    name is taken), the one it made."""
    try:
        return await client.create_application_emoji(
            name=name, image=(IMAGES / f"{name}.png").read_bytes()
        )
    except discord.HTTPException:
        again = {emoji.name: emoji for emoji in await client.fetch_application_emojis()}
        if name in again:
            return again[name]
        raise
