"""What the emulator's modules share: the ways a test names a user, server, channel or message, the
logger, the message rules' constants, the default test world, and the helpers on message
components."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from .json_values import json_copy
from .models import (
    JSON,
    Channel,
    Guild,
    Member,
    MessageFlag,
    Role,
    User,
    iter_components,
)
from .stored_message import StoredMessage

log = logging.getLogger("tttbot.e2e.emulator")


UserLike = User | Member | int


GuildLike = Guild | int


ChannelLike = Channel | int


MessageLike = StoredMessage | int


USER_MENTION = re.compile(r"<@!?(\d+)>")


ROLE_MENTION = re.compile(r"<@&(\d+)>")


# Flags a bot may set when creating / toggle when editing (others are Discord-managed).
CREATE_FLAGS = (
    MessageFlag.SUPPRESS_EMBEDS
    | MessageFlag.EPHEMERAL
    | MessageFlag.IS_COMPONENTS_V2
    | MessageFlag.SUPPRESS_NOTIFICATIONS
)


EDIT_FLAGS = MessageFlag.SUPPRESS_EMBEDS | MessageFlag.IS_COMPONENTS_V2


ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
"""Largest upload per file (what INTERACTION_CREATE announces as ``attachment_size_limit``)."""


@dataclass
class World:
    """The default test world from ``populate_default()``."""

    guild: Guild
    general: Channel
    games: Channel
    manager_role: Role
    owner: Member  # owns the guild (all permissions)
    manager: Member  # has a role with MANAGE_GUILD
    alice: Member
    bob: Member
    carol: Member
    bot: Member


@dataclass
class RequestRecord:
    method: str
    path: str
    status: int
    body: Any
    response: Any = None


def with_component_ids(components: list[JSON]) -> list[JSON]:
    """Number components depth-first like Discord does when the bot left ``id`` out."""
    comps = json_copy(components)
    used = {c["id"] for c in iter_components(comps) if isinstance(c.get("id"), int)}
    counter = 0
    # iter_components yields the same dicts depth-first, so assigning in place works.
    for comp in iter_components(comps):
        if "id" not in comp:
            counter += 1
            while counter in used:
                counter += 1
            comp["id"] = counter
    return comps


def leaves(components: list[JSON]) -> list[JSON]:
    return [c for c in iter_components(components) if "custom_id" in c]


def modal_submission(components: list[JSON], values: dict[str, Any]) -> list[JSON]:
    """Mirror the modal's layout with the user's input, the shape discord.py's Modal expects."""
    out: list[JSON] = []
    for comp in components:
        ctype = comp.get("type")
        if ctype == 1:
            out.append(
                {
                    "type": 1,
                    "id": comp.get("id", 0),
                    "components": modal_submission(comp.get("components") or [], values),
                }
            )
        elif ctype == 18:
            inner = modal_submission([comp["component"]], values)
            out.append({"type": 18, "id": comp.get("id", 0), "component": inner[0]})
        elif ctype == 4:
            cid = comp["custom_id"]
            value = values.get(cid, comp.get("value") or "")
            if comp.get("required", True) and not value:
                raise AssertionError(f"modal text input {cid!r} is required")
            out.append({"type": 4, "id": comp.get("id", 0), "custom_id": cid, "value": value})
        elif ctype == 3:
            cid = comp["custom_id"]
            chosen = values.get(cid, [])
            out.append(
                {
                    "type": 3,
                    "id": comp.get("id", 0),
                    "custom_id": cid,
                    "values": [chosen] if isinstance(chosen, str) else list(chosen),
                }
            )
        elif "custom_id" in comp:
            out.append(
                {
                    "type": ctype,
                    "id": comp.get("id", 0),
                    "custom_id": comp["custom_id"],
                    "values": list(values.get(comp["custom_id"], [])),
                }
            )
    return out


def resolve_attachment_links(msg: StoredMessage) -> None:
    """Point embed images and thumbnails at ``attachment://<filename>`` to that attachment's
    url, as Discord does; a link to a file the message lacks stays as it was (Discord shows
    no image then)."""
    urls = {a["filename"]: a["url"] for a in msg.attachments}
    found = [embed.get(key) for embed in msg.embeds for key in ("image", "thumbnail")]
    # A V2 message's media: gallery items, thumbnails and files (their ``media``/``file``).
    for comp in msg.iter_components():
        found += [item.get("media") for item in comp.get("items") or []]
        found += [comp.get(key) for key in ("media", "file") if comp.get("type") in (11, 13)]
    for media in found:
        if not isinstance(media, dict):
            continue
        link = str(media.get("url", ""))
        name = link.removeprefix("attachment://")
        if link.startswith("attachment://") and name in urls:
            media.update(url=urls[name], proxy_url=urls[name])
