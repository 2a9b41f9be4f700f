"""Bookkeeping for dispatched interactions and the result object tests assert on."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .models import JSON, User
from .stored_message import StoredMessage

if TYPE_CHECKING:
    from .server import DiscordEmulator


class InteractionType:
    PING = 1
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType:
    PONG = 1
    CHANNEL_MESSAGE_WITH_SOURCE = 4
    DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


CALLBACK_NAMES = {
    1: "PONG",
    4: "CHANNEL_MESSAGE_WITH_SOURCE",
    5: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    6: "DEFERRED_UPDATE_MESSAGE",
    7: "UPDATE_MESSAGE",
    8: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    9: "MODAL",
}


@dataclass
class PendingInteraction:
    """Server-side record of one interaction, updated as the bot's REST calls arrive."""

    id: int
    token: str
    type: int
    label: str
    user: User
    guild_id: int | None
    channel_id: int
    payload: JSON
    dispatched_at: float
    # The message a component was clicked on (or the modal's source message).
    source_message_id: int | None = None
    response_type: int | None = None
    responded_at: float | None = None
    callback_body: JSON | None = None
    # What ``@original`` refers to once acknowledged.
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    # Edits to the original after the initial response (PATCH @original, or a follow-up that
    # replaced the "thinking..." placeholder).
    original_edits: int = 0
    choices: list[JSON] | None = None
    modal: JSON | None = None
    # Callbacks after the first (each one answered 40060, as Discord does).
    extra_callbacks: int = 0
    deliveries: int = 1
    """Sessions the interaction went to (two on one shard during a rolling restart)."""
    problems: list[str] = field(default_factory=list)
    issued_at: float = 0.0
    """When Discord issued the token, on its clock (``DiscordEmulator.now``)."""
    expired_uses: int = 0
    """Calls on the token's webhook after it expired (each answered 401)."""
    replied: asyncio.Event = field(default_factory=asyncio.Event, repr=False, compare=False)
    """Set once the HTTP reply to the initial callback has been written back to the bot. Until
    then the bot cannot know its response went through (discord.py registers a modal only
    after it reads this reply), so the simulated user does not act on the response before it.
    An event of its own: the user who acted waits on it alone (no wake-up at every other
    change of the emulator, of which a load of games makes hundreds a second)."""

    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None

    @property
    def latency(self) -> float | None:
        if self.responded_at is None:
            return None
        return self.responded_at - self.dispatched_at


def message_text(msg: StoredMessage) -> str:
    """Content plus embed titles/descriptions/fields/footers of one message, and the text
    displays of a Components V2 message."""
    parts: list[str] = [msg.content]
    parts += [str(c.get("content", "")) for c in msg.iter_components() if c.get("type") == 10]
    for embed in msg.embeds:
        parts += [str(embed.get(k, "")) for k in ("title", "description")]
        for fld in embed.get("fields") or []:
            parts += [str(fld.get("name", "")), str(fld.get("value", ""))]
        footer = embed.get("footer") or {}
        parts.append(str(footer.get("text", "")))
    return "\n".join(p for p in parts if p)


@dataclass
class InteractionResult:
    """What the user would see after an interaction, as snapshots taken when it settled.

    ``message`` is the interaction's original message: the reply for a command (after any
    deferred edit) or the clicked message for a component interaction. Snapshots do not
    change afterwards; call ``refresh()`` to pick up later follow-ups or edits.
    """

    interaction_id: int
    token: str
    label: str
    user: User
    response_type: int | None
    callback: JSON | None
    message: StoredMessage | None
    followups: list[StoredMessage]
    choices: list[JSON] | None
    modal: JSON | None
    latency: float | None
    edited: bool
    # Seconds from dispatch to the initial callback exceeded Discord's 3 s window.
    late: bool
    # The bot sent more than one initial callback.
    responded_twice: bool
    problems: list[str]
    _emulator: DiscordEmulator = field(repr=False, compare=False)

    # -- what the user sees ------------------------------------------------------------------

    @property
    def response_name(self) -> str:
        return CALLBACK_NAMES.get(self.response_type or 0, str(self.response_type))

    @property
    def deferred(self) -> bool:
        return self.response_type in (5, 6)

    @property
    def updated_the_message(self) -> bool:
        """The clicked message was edited in answer: at once (UPDATE_MESSAGE), or after a
        deferred update (DEFERRED_UPDATE_MESSAGE then an edit), which a bot does when its work
        outlasts its defer timer (a busy machine) — both look the same to the player."""
        return self.response_type == 7 or (self.response_type == 6 and self.edited)

    @property
    def answered_with_a_message(self) -> bool:
        """The command was answered with a message of its own: at once
        (CHANNEL_MESSAGE_WITH_SOURCE), or a deferral's "thinking" placeholder later edited into
        the reply, which a bot does when its work outlasts its defer timer (a busy machine) —
        both look the same to the user."""
        return self.response_type == 4 or (self.response_type == 5 and self.edited)

    @property
    def content(self) -> str | None:
        return None if self.message is None else self.message.content

    @property
    def embeds(self) -> list[JSON]:
        return [] if self.message is None else self.message.embeds

    @property
    def components(self) -> list[JSON]:
        return [] if self.message is None else self.message.components

    @property
    def ephemeral(self) -> bool:
        return self.message is not None and self.message.ephemeral

    @property
    def flags(self) -> int:
        return 0 if self.message is None else self.message.flags

    @property
    def buttons(self) -> list[JSON]:
        return [] if self.message is None else self.message.buttons

    @property
    def custom_ids(self) -> list[str]:
        return [] if self.message is None else self.message.custom_ids

    @property
    def attachments(self) -> list[JSON]:
        """The files on the original message (uploads are served at each one's ``url``)."""
        return [] if self.message is None else self.message.attachments

    def attachment_data(self, filename: str) -> bytes:
        """The bytes uploaded as ``filename`` on the original message."""
        for attachment in self.attachments:
            if attachment["filename"] == filename:
                return self._emulator.attachment_data(attachment)
        names = [a["filename"] for a in self.attachments]
        raise AssertionError(f"{self.label}: no attachment {filename!r}; it has {names}")

    @property
    def all_messages(self) -> list[StoredMessage]:
        """The original message (if any) followed by follow-ups, in order."""
        return ([self.message] if self.message is not None else []) + self.followups

    @property
    def text(self) -> str:
        """Content plus embed titles/descriptions/fields of every message, for loose asserts."""
        return "\n".join(t for t in map(message_text, self.all_messages) if t)

    # -- follow-up access --------------------------------------------------------------------

    def refresh(self) -> InteractionResult:
        """A new result reflecting everything the bot did for this interaction so far."""
        return self._emulator.result_for(self.interaction_id)

    async def wait_followup(self, count: int = 1, timeout: float | None = None) -> StoredMessage:
        """Wait until the interaction has ``count`` follow-ups; return the ``count``-th."""
        pending = self._emulator.pending_interaction(self.interaction_id)
        await self._emulator.wait_until(
            lambda: len(pending.followup_ids) >= count,
            timeout=timeout,
            what=f"follow-up #{count} for {self.label}",
        )
        return self._emulator.message(pending.followup_ids[count - 1]).snapshot()
