"""The bot owners' commands: ``/ttt-owner retrain`` and ``/ttt-owner rollback``.

A retraining changes the agent of every server, so these commands are for the bot's owners
(the Discord application's owners and ``TTT_BOT_ADMINS``), not for server admins. Discord can
hide a top-level command only by permission, never one subcommand per user, so they form a
top-level group of their own, registered only in the servers of ``TTT_OWNER_GUILD_IDS`` (the
owners' own servers): everywhere else nobody sees them. With no owner server set, the group is
not registered at all, and retraining runs from ``tttbot retrain`` and the schedule.
Where it is registered it is hidden by default from members without Manage Server, and every
command checks the owner list on our side too, whatever a server grants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import replies
from bot.discord.errors import FrontRefusal
from bot.discord.replies import deadline

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.i18n import Texts
    from bot.retrain.outcome import Outcome


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class Owner(
    commands.GroupCog,
    group_name="ttt-owner",
    group_description="Retraining of the bot's agent (the bot's owners)",
):
    def __init__(self, bot: BotContext) -> None:
        self.bot = bot

    @app_commands.command(name="retrain", description="Retrain the DQN on people's games now")
    async def retrain(self, interaction: discord.Interaction) -> None:
        await self._retraining(interaction, rollback=False)

    @app_commands.command(name="rollback", description="Serve the previous DQN version again")
    async def rollback(self, interaction: discord.Interaction) -> None:
        await self._retraining(interaction, rollback=True)

    async def _retraining(self, interaction: discord.Interaction, *, rollback: bool) -> None:
        control = self.bot.retraining
        user_id = str(interaction.user.id)
        if not await control.allowed(user_id):
            # The refusal names no setting a server admin could not change anyway.
            raise FrontRefusal("retrain-owners-only")
        t = self.bot.texts(interaction)
        async with deadline(interaction, ephemeral=True):  # a run takes seconds: deferred
            outcome = await (control.rollback(user_id) if rollback else control.retrain(user_id))
        await replies.send(interaction, ephemeral=True, content=render_outcome(outcome, t))


def render_outcome(outcome: Outcome, t: Texts) -> str:
    """A retraining's outcome: a translated headline, then the run's own report."""
    lines = [t(f"retrain-{outcome.status}", version=outcome.serving or "?"), f"> {outcome.message}"]
    failed = [c for c in outcome.checks if not c.get("ok")]
    if failed:
        lines.append(t("retrain-failed-checks"))
        lines += [
            f"- `{c['metric']}`: {c['candidate']:.4f} vs {c['serving']:.4f} ({c['rule']})"
            for c in failed
        ]
    return "\n".join(lines)[:2000]


async def setup(bot: BotContext) -> None:
    owner_servers = [discord.Object(id=guild_id) for guild_id in bot.settings.owner_guild_ids]
    if owner_servers:  # without one, registering would make the group global: see above
        await bot.add_cog(Owner(bot), guilds=owner_servers)
