"""Emojis the application owns, and which custom emojis a message of the bot may show.

Discord's rules (developer docs, "Emoji Resource"):

* ``GET /applications/{id}/emojis`` returns ``{"items": [emoji, ...]}``; ``GET`` and
  ``DELETE`` (204) on ``/applications/{id}/emojis/{emoji_id}`` read or remove one;
* ``POST /applications/{id}/emojis`` with ``name`` and ``image`` (image data:
  ``data:image/png;base64,...``; JPEG, PNG, GIF, WebP or AVIF) creates one and returns it; the
  ``user`` of an emoji uploaded through the API is the bot user;
* a name is 2 to 32 characters of letters, digits and underscores, unique within the app;
* an image is at most 256 KiB (a bare 400 with a message, no JSON code);
* an application owns at most 2,000 emojis;
* app emojis are usable by that app everywhere (no ``USE_EXTERNAL_EMOJIS`` needed); a
  server's emojis only by a bot that is a member of that server.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from aiohttp import web

from . import errors as E
from . import places
from .errors import ApiError
from .models import JSON

if TYPE_CHECKING:
    from .rest import Handler
    from .server import DiscordEmulator

MAX_APP_EMOJIS = 2000
MAX_IMAGE_BYTES = 256 * 1024
MAXIMUM_EMOJIS = 30008
"""Discord's code for "Maximum number of emojis reached"."""
NAME = re.compile(r"[A-Za-z0-9_]{2,32}")
IMAGE_DATA = re.compile(r"data:image/(?P<kind>png|jpeg|gif|webp|avif);base64,(?P<data>.*)", re.S)
MAGIC = {
    "png": (b"\x89PNG\r\n\x1a\n",),
    "jpeg": (b"\xff\xd8\xff",),
    "gif": (b"GIF87a", b"GIF89a"),
    "webp": (b"RIFF",),
    "avif": (b"",),  # an ISO box header: not checked
}


@dataclass
class AppEmoji:
    id: int
    name: str
    image: bytes
    animated: bool = False


@dataclass
class AppEmojiStore:
    """The application's emojis, by id (the emulator's state for these routes)."""

    emojis: dict[int, AppEmoji] = field(default_factory=dict)


_stores: WeakKeyDictionary[DiscordEmulator, AppEmojiStore] = WeakKeyDictionary()


def store_of(emu: DiscordEmulator) -> AppEmojiStore:
    """The application emojis of ``emu`` (made empty on first use)."""
    store = _stores.get(emu)
    if store is None:
        store = _stores[emu] = AppEmojiStore()
    return store


def usable_emojis(emu: DiscordEmulator) -> set[int]:
    """The custom emoji ids a message of the bot may show: the app's own, and the emojis of
    the servers the bot is a member of."""
    usable = set(store_of(emu).emojis)
    for guild in emu.guilds.values():
        if places.bot_is_member(emu, guild):
            usable.update(guild.emojis)
    return usable


def payload(emu: DiscordEmulator, emoji: AppEmoji) -> JSON:
    return {
        "id": str(emoji.id),
        "name": emoji.name,
        "roles": [],
        "user": emu.bot_user.payload(),
        "require_colons": True,
        "managed": False,
        "animated": emoji.animated,
        "available": True,
    }


def create(emu: DiscordEmulator, body: JSON) -> AppEmoji:
    """Check and store a new app emoji as ``POST /applications/{id}/emojis`` does."""
    store = store_of(emu)
    name, image = body.get("name"), body.get("image")
    if not isinstance(name, str) or NAME.fullmatch(name) is None:
        raise _form_error("name", "BASE_TYPE_BAD_LENGTH", "Must be between 2 and 32 in length.")
    if any(e.name.lower() == name.lower() for e in store.emojis.values()):
        raise _form_error(
            "name", "APPLICATION_EMOJI_NAME_ALREADY_TAKEN", "Emoji name is already taken."
        )
    found = IMAGE_DATA.fullmatch(image) if isinstance(image, str) else None
    data = _decoded(found["data"]) if found is not None else None
    if found is None or data is None or not data.startswith(MAGIC[found["kind"]]):
        raise _form_error("image", "IMAGE_INVALID", "Invalid image data")
    if len(data) > MAX_IMAGE_BYTES:
        raise ApiError(400, 0, "Maximum emoji size of 256 KiB exceeded")
    if len(store.emojis) >= MAX_APP_EMOJIS:
        raise ApiError(400, MAXIMUM_EMOJIS, "Maximum number of emojis reached (2000)")
    emoji = AppEmoji(emu.ids.next(), name, data, animated=found["kind"] == "gif")
    store.emojis[emoji.id] = emoji
    return emoji


def _decoded(data: str) -> bytes | None:
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        return None


def _form_error(field_name: str, code: str, message: str) -> ApiError:
    return ApiError(
        400,
        E.INVALID_FORM_BODY,
        f"Invalid Form Body ({field_name}: {message})",
        {field_name: {"_errors": [{"code": code, "message": message}]}},
    )


# -- the REST routes ------------------------------------------------------------------------------


def routes(emu: DiscordEmulator) -> list[tuple[str, str, Handler]]:
    """(method, path under the API base, handler) of the application-emoji endpoints; each
    needs the bot's token (the caller wraps them)."""
    from .rest import json_response, no_content, read_body

    base = r"/applications/{app_id:\d+}/emojis"

    def store(request: web.Request) -> AppEmojiStore:
        if int(request.match_info["app_id"]) != emu.application_id:
            raise ApiError(403, 50001, "Missing Access")
        return store_of(emu)

    def one(request: web.Request) -> AppEmoji:
        emoji = store(request).emojis.get(int(request.match_info["emoji_id"]))
        if emoji is None:
            raise E.unknown("Emoji", E.UNKNOWN_EMOJI)
        return emoji

    async def list_all(request: web.Request) -> web.StreamResponse:
        return json_response({"items": [payload(emu, e) for e in store(request).emojis.values()]})

    async def get_one(request: web.Request) -> web.StreamResponse:
        return json_response(payload(emu, one(request)))

    async def post(request: web.Request) -> web.StreamResponse:
        store(request)
        body, _ = await read_body(request)
        return json_response(payload(emu, create(emu, body)), 201)

    async def delete(request: web.Request) -> web.StreamResponse:
        del store(request).emojis[one(request).id]
        return no_content()

    return [
        ("GET", base, list_all),
        ("POST", base, post),
        ("GET", base + r"/{emoji_id:\d+}", get_one),
        ("DELETE", base + r"/{emoji_id:\d+}", delete),
    ]
