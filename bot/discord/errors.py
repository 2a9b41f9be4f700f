"""The one place where errors of commands, autocompletes and buttons become replies.

* Refusals (``ServiceError`` and the engine's ``TttError``: not your turn, cell taken, stale
  board, cooldown…) are expected: the user gets an ephemeral message in their locale, nothing
  is logged above DEBUG.
* Failed checks (missing Manage Server, used outside a server) likewise.
* A database outage (a server restarting, a full disk) is one log line and a message saying
  so; a damaged SQLite file is one ERROR line for the whole process
  (:data:`storage.integrity.report_damage`) and a message saying so to every member.
* An interaction Discord no longer knows (its first answer came after 3 s) is one warning
  line: no answer can reach the member any more.
* Anything else is a bug: it is logged with its traceback and the user gets an ephemeral
  apology, never Discord's "This interaction failed".
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord import replies
from bot.i18n import outage_key
from engine import TttError
from engine.errors import quote_input
from storage.errors import database_damaged, database_full, database_outage, root_cause
from storage.integrity import report_damage

if TYPE_CHECKING:
    from bot.discord.context import BotContext

log = logging.getLogger(__name__)


def log_sweep_failure(logger: logging.Logger, sweep: str, error: BaseException) -> None:
    """A periodic sweep that failed: while the database is only unavailable (a server
    restarting) one warning line, since the next run tries again; anything else with its
    traceback, as the bug it is."""
    if database_outage(error):
        logger.warning("%s skipped: %s (the next run tries again)", sweep, root_cause(error))
    else:
        logger.error("%s failed", sweep, exc_info=error)


ALREADY_ACKNOWLEDGED = 40060
"""Discord's error code for a second answer to one interaction."""
UNKNOWN_INTERACTION = 10062
"""Discord's error code for an answer to an interaction it no longer knows: its first answer
came after Discord's 3 s."""


class FrontRefusal(TttError):
    """A refusal decided by the Discord front (it knows things the service does not, such as
    which accounts are bots). ``key`` names the message in the catalog."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class RefusedCheck(app_commands.CheckFailure):
    """A refusal of the front decided by a check, before the command runs (discord.py hands
    the error handler only the errors of its own kind that a check raises). ``key`` names the
    message in the catalog."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def unwrap(error: BaseException) -> BaseException:
    """The exception a command raised, out of discord.py's wrappers."""
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    if isinstance(error, app_commands.TransformerError) and isinstance(error.__cause__, TttError):
        return error.__cause__
    return error


async def report_error(
    bot: BotContext, interaction: discord.Interaction, error: BaseException
) -> None:
    original = unwrap(error)
    if isinstance(original, discord.HTTPException) and original.code == ALREADY_ACKNOWLEDGED:
        # Another process on the same shard answered first (a rolling restart delivers the
        # interaction to both): it is answered, and answering again would only fail again.
        log.info("interaction %s was answered by another process", interaction.id)
        return
    if isinstance(original, discord.NotFound) and original.code == UNKNOWN_INTERACTION:
        # Too late for any answer, a refusal included: one line, the member saw "This
        # interaction failed" (the machine was too slow even for the deferral).
        log.warning("interaction %s expired before its first answer got to Discord", interaction.id)
        return
    if interaction.type is discord.InteractionType.autocomplete:
        # An autocomplete cannot show a message; an empty list of suggestions is the answer.
        if not isinstance(original, TttError):
            log.exception("autocomplete failed", exc_info=original)
        return
    text = message_for(bot, interaction, original)
    try:
        await replies.refuse(interaction, text)
    except discord.HTTPException as exc:
        # Typically the interaction expired (15 min) or was answered meanwhile; nothing to show.
        log.warning("could not deliver a refusal for interaction %s: %s", interaction.id, exc)


def message_for(bot: BotContext, interaction: discord.Interaction, error: BaseException) -> str:
    t = bot.texts(interaction)
    if isinstance(error, FrontRefusal):
        return t(error.key, **error.params)
    if isinstance(error, TttError):
        log.debug("refused %s: %s", _describe(interaction), error)
        return t.error(error, agents=", ".join(a.name for a in bot.service.agents()))
    if isinstance(error, RefusedCheck):
        return t(error.key)
    if isinstance(error, app_commands.MissingPermissions):
        return t("error-manage-guild")
    if isinstance(error, app_commands.NoPrivateMessage):
        return t("error-guild-only")
    if isinstance(error, app_commands.BotMissingPermissions):
        return t("error-bot-missing", perms=", ".join(error.missing_permissions))
    if isinstance(error, app_commands.TransformerError):
        # The value is the user's own text (a forged choice can be 6,000 characters).
        return t("error-bad-argument", detail=f"'{quote_input(str(error.value))}'")
    if isinstance(error, app_commands.CheckFailure):
        return t("error-manage-guild")
    if database_damaged(error):  # told once to the operator: every later command fails too
        report_damage(log, error, _describe(interaction))
        return t("error-database-damaged")
    if database_full(error):  # the operator must free space: an error, on one line
        log.error("the database disk is full in %s: %s", _describe(interaction), root_cause(error))
        return t(outage_key(error))
    if database_outage(error):  # one line per interaction: an outage is not a bug
        log.warning("database unavailable in %s: %s", _describe(interaction), root_cause(error))
        return t(outage_key(error))
    log.error("unexpected error in %s", _describe(interaction), exc_info=error)
    return t("error-generic")


def _describe(interaction: discord.Interaction) -> str:
    if interaction.command is not None:
        what = f"/{interaction.command.qualified_name}"
    else:
        data: dict[str, Any] = dict(interaction.data or {})
        what = f"component {data.get('custom_id', '?')}"
    return f"{what} by {interaction.user.id} in {interaction.guild_id}/{interaction.channel_id}"
