"""A message as the emulator holds it (content, embeds, components, attachments, flags, who may see
it) and the API object it renders to."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace

from .json_values import json_copy
from .models import JSON, MessageFlag, User, iter_components
from .snowflakes import iso_now


@dataclass
class StoredMessage:
    """A message as the emulator holds it; ``payload()`` renders the API object."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[JSON] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: JSON | None = None
    message_reference: JSON | None = None
    mentions: list[JSON] = field(default_factory=list)
    mention_roles: list[str] = field(default_factory=list)
    tts: bool = False
    # Only this user can see (and click) an ephemeral message.
    visible_to: int | None = None
    deleted: bool = False
    # Earlier versions, oldest first, so tests can assert on what a user saw over time.
    history: list[JSON] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & MessageFlag.LOADING)

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": self.tts,
            "mention_everyone": False,
            "mentions": json_copy(self.mentions),
            "mention_roles": list(self.mention_roles),
            "mention_channels": [],
            "attachments": json_copy(self.attachments),
            "embeds": json_copy(self.embeds),
            "reactions": [],
            "pinned": False,
            "flags": self.flags,
            "components": json_copy(self.components),
            "position": 0,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = json_copy(self.interaction_metadata)
        if self.message_reference is not None:
            data["message_reference"] = json_copy(self.message_reference)
        return data

    # -- inspection helpers for tests -------------------------------------------------------

    def iter_components(self) -> list[JSON]:
        """Every component, depth first (rows, sections, containers and their children)."""
        return iter_components(self.components)

    def component(self, custom_id: str) -> JSON:
        for comp in self.iter_components():
            if comp.get("custom_id") == custom_id:
                return comp
        ids = [c["custom_id"] for c in self.iter_components() if "custom_id" in c]
        raise AssertionError(
            f"message {self.id} has no component with custom_id {custom_id!r}; it has {ids}"
        )

    @property
    def buttons(self) -> list[JSON]:
        return [c for c in self.iter_components() if c.get("type") == 2]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.iter_components() if "custom_id" in c]

    def button_rows(self) -> list[list[JSON]]:
        """Buttons grouped by top-level action row, handy for rendering a board."""
        return [
            [c for c in row.get("components", []) if c.get("type") == 2]
            for row in self.components
            if row.get("type") == 1
        ]

    def snapshot(self) -> StoredMessage:
        """A copy later edits of this message do not change. Its history is the same earlier
        versions (each was written once, as a copy, and is never changed after)."""
        return replace(
            self,
            author=copy.deepcopy(self.author),
            embeds=json_copy(self.embeds),
            components=json_copy(self.components),
            attachments=json_copy(self.attachments),
            interaction_metadata=json_copy(self.interaction_metadata),
            message_reference=json_copy(self.message_reference),
            mentions=json_copy(self.mentions),
            mention_roles=list(self.mention_roles),
            history=list(self.history),
        )
