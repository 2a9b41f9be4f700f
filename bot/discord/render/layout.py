"""Components V2 messages (flag ``IS_COMPONENTS_V2``): a layout of text displays, action rows
and media inside a coloured container, sent as the component payload it is.

A board is answered on every click, so its layout is not built from discord.py's ``ui``
items (a ``Container`` of ``TextDisplay`` and ``ActionRow`` objects, each validated and
serialised again per message): :class:`Layout` is a ``ui.LayoutView`` whose payload is the
plain component dictionaries, built by the small functions here. Its buttons are the
persistent ones of :mod:`bot.discord.components`, parsed back from their ``custom_id`` when
clicked, so the layout holds no items to dispatch to and discord.py keeps no view for it.

Discord's limits: 40 components in all (nested ones counted), 4,000 characters of text
displays; a V2 message has no ``content`` and no embeds, and keeps the flag for good.
"""

from __future__ import annotations

from typing import Any, Final

import discord
from discord import ui

MAX_COMPONENTS: Final = 40
"""Discord's cap on the components of a V2 message, nested ones counted."""
MAX_TEXT: Final = 4000
"""Discord's cap on the characters of a V2 message's text displays together."""

Component = dict[str, Any]


class Layout(ui.LayoutView):
    """A V2 message's components, as given."""

    def __init__(self, components: list[Component]) -> None:
        super().__init__(timeout=None)
        self._payload = components

    def to_components(self) -> list[Component]:
        return self._payload

    def has_components_v2(self) -> bool:
        return True


def container(colour: discord.Colour | int | None, *children: Component) -> Component:
    """The coloured box around a message (its ``accent_color``: the result, the server's)."""
    box: Component = {"type": 17, "components": list(children)}
    if colour is not None:
        box["accent_color"] = int(colour.value if isinstance(colour, discord.Colour) else colour)
    return box


def text(content: str) -> Component:
    """Markdown text (headings ``###``, small print ``-#``, mentions notify)."""
    return {"type": 10, "content": content}


def row(*components: Component) -> Component:
    """An action row: up to five buttons, or one select menu."""
    return {"type": 1, "components": list(components)}


def separator() -> Component:
    return {"type": 14, "divider": True, "spacing": 1}


def gallery(url: str, description: str | None = None) -> Component:
    """One picture (``attachment://name.png`` for a file sent with the message)."""
    item: Component = {"media": {"url": url}}
    if description:
        item["description"] = description[:1024]
    return {"type": 12, "items": [item]}


def count(components: list[Component]) -> int:
    """How many components Discord counts in ``components`` (nested ones too)."""
    total = 0
    for component in components:
        total += 1 + count(component.get("components") or [])
        if "accessory" in component:
            total += 1
    return total


def embed_layout(
    embed: discord.Embed, *rows: Component, picture: Component | None = None
) -> Layout:
    """An embed's title, text, fields and footer as a container's text displays (its colour
    the container's), with ``rows`` of buttons and a ``picture`` under them."""
    parts = []
    if embed.title:
        parts.append(f"### {embed.title}")
    if embed.description:
        parts.append(embed.description)
    for field in embed.fields:
        parts.append(f"**{field.name}**\n{field.value}")
    children: list[Component] = [text(clip("\n\n".join(parts) or "\u200b"))]
    if picture is not None:
        children.append(picture)
    children += rows
    if embed.footer and embed.footer.text:
        children.append(text(f"-# {embed.footer.text}"))
    return Layout([container(embed.colour, *children)])


def clip(content: str, limit: int = MAX_TEXT - 200) -> str:
    """Text cut to fit a message's text displays, with room for a footer."""
    return content if len(content) <= limit else content[: limit - 1] + "…"
