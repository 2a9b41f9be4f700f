"""Answering interactions on time, whatever the service takes.

Discord drops an interaction that gets no response within 3 s and shows "This interaction
failed". Most service calls answer in well under a millisecond, and deferring every
interaction would cost each click a second HTTP round trip. So :class:`deadline` answers
directly when the work is quick and defers only when it is not: a timer fires after
:data:`DEFER_AFTER` seconds and acknowledges the interaction while the work goes on.
:func:`send` and :func:`update` then pick the right endpoint for whichever happened.

The timer stays armed after the ``async with`` block, until the first reply goes out: what a
command does between its service calls and its reply (the server's language, rendering, a
picture) counts against Discord's 3 s as well, and on a loaded machine it can take seconds.
Every reply first calls :func:`settle`, which disarms the timer and waits for a defer already
on its way, so an interaction is never acknowledged twice.

The timer counts from the interaction's arrival in this process (:func:`arrived`, stamped
before any handler runs), not from the ``async with``: on a busy machine the handler may start
late, and whatever it awaited before its first block (a check that reads the database) has
used up Discord's 3 s as well. A block entered after the defer time defers at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from types import TracebackType
from typing import Any

import discord

log = logging.getLogger(__name__)

# Discord's deadline is 3 s from the user's action; the gateway delivery before we see the
# interaction and the defer's own trip to Discord both come out of it, and on a loaded machine
# the trip alone took 1.5 s: so the defer goes out 1 s after the arrival, leaving 2 s for it.
# (Not measured from the interaction's snowflake time: a skewed host clock would then defer
# everything.)
DEFER_AFTER = 1.0

# interaction.extras key: when the interaction reached this process (the event loop's clock).
ARRIVED = "ttt_arrived"

# interaction.extras key: set when we deferred a command with a public "thinking" message, so
# the error handler knows an ephemeral refusal needs that placeholder removed.
DEFERRED_PUBLIC = "ttt_deferred_public"
# interaction.extras key: the deadlines armed for this interaction (see settle()).
DEADLINES = "ttt_deadlines"

CONTENT_MAX = 2000
"""Discord refuses a message whose content is longer (the user then sees "This interaction
failed"). Texts quote user input through ``engine.errors.quote_input``; this is the last net."""


def arrived(interaction: discord.Interaction) -> None:
    """Stamp ``interaction`` as arrived now: its deadlines count from here. Called as the
    interaction is dispatched, before any of its handlers runs."""
    interaction.extras.setdefault(ARRIVED, asyncio.get_running_loop().time())


def defer_in(interaction: discord.Interaction) -> float:
    """Seconds from now until ``interaction`` must be deferred: DEFER_AFTER after its arrival
    (after now when it was never stamped), 0 when that time has passed."""
    loop = asyncio.get_running_loop()
    since = interaction.extras.get(ARRIVED, loop.time())
    return max(0.0, since + DEFER_AFTER - loop.time())


class deadline:
    """Defer ``interaction`` if it is not answered DEFER_AFTER after its arrival (see the
    module docstring): the body of the ``async with`` and what follows until the reply.

    ``ephemeral`` must match the reply the command will send, since a deferred command's reply
    replaces the "thinking" placeholder and keeps its visibility. Components defer silently
    (the message they sit on gets edited later).
    """

    def __init__(self, interaction: discord.Interaction, *, ephemeral: bool = False) -> None:
        self.interaction = interaction
        self.ephemeral = ephemeral
        self._timer: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> deadline:
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(defer_in(self.interaction), self._fire)
        self.interaction.extras.setdefault(DEADLINES, []).append(self)
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc_type is not None or self.interaction.response.is_done():
            # A refusal is answered by the error handler (which settles first), and an
            # interaction already answered needs no timer. Otherwise it stays armed until
            # the reply (see the module docstring).
            await self.disarm()

    async def disarm(self) -> None:
        """Stop the timer; wait for a defer it already started."""
        if self._timer is not None:
            self._timer.cancel()
        if self._task is not None:
            # Replying while the defer is still in flight would acknowledge twice (Discord
            # answers 40060); wait for it so response.is_done() tells the truth afterwards.
            with contextlib.suppress(discord.HTTPException):
                await self._task

    def _fire(self) -> None:
        others = self.interaction.extras.get(DEADLINES, ())
        if any(d._task is not None for d in others):
            return  # another deadline of this interaction is deferring it already
        if not self.interaction.response.is_done():
            self._task = asyncio.ensure_future(self._defer())

    async def _defer(self) -> None:
        interaction = self.interaction
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()
        else:
            await interaction.response.defer(thinking=True, ephemeral=self.ephemeral)
            if not self.ephemeral:
                interaction.extras[DEFERRED_PUBLIC] = True
        log.debug(
            "deferred interaction %s: not answered %.1f s after it came",
            interaction.id,
            DEFER_AFTER,
        )


async def settle(interaction: discord.Interaction) -> None:
    """Disarm the interaction's deadlines before replying: afterwards
    ``interaction.response.is_done()`` says for good whether it was deferred."""
    for armed in interaction.extras.get(DEADLINES, ()):
        await armed.disarm()


async def send(
    interaction: discord.Interaction, *, ephemeral: bool = False, **fields: Any
) -> int | None:
    """Reply with a new message (``content``/``embed``/``view``); return its id when known."""
    await settle(interaction)
    if not interaction.response.is_done():
        response = await interaction.response.send_message(ephemeral=ephemeral, **_present(fields))
        return response.message_id
    # Deferred: the reply replaces the "thinking" placeholder.
    message = await interaction.edit_original_response(**fields)
    return message.id


async def update(interaction: discord.Interaction, **fields: Any) -> None:
    """Edit the message a clicked component sits on."""
    await settle(interaction)
    if not interaction.response.is_done():
        await interaction.response.edit_message(**fields)
    else:
        await interaction.edit_original_response(**fields)


async def refuse(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral message only the user sees, however the interaction was acknowledged."""
    text = fit_content(text)
    await settle(interaction)
    if not interaction.response.is_done():
        await interaction.response.send_message(text, ephemeral=True)
        return
    if interaction.extras.pop(DEFERRED_PUBLIC, False):
        # A public placeholder must not stay behind, and cannot turn ephemeral: replace it.
        with contextlib.suppress(discord.HTTPException):
            await interaction.delete_original_response()
    await interaction.followup.send(text, ephemeral=True)


def fit_content(text: str) -> str:
    """``text`` cut to what Discord accepts as a message's content."""
    return text if len(text) <= CONTENT_MAX else text[: CONTENT_MAX - 1] + "…"


def _present(fields: dict[str, Any]) -> dict[str, Any]:
    # send_message treats a missing view differently from view=None; only pass what was given.
    return {key: value for key, value in fields.items() if value is not None}
