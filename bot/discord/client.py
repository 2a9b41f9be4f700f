"""The bot: a ``commands.Bot`` wired to the game service, with one extension per feature."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
from typing import TYPE_CHECKING, Any, Final

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import errors, replies
from bot.discord.answering import Answering
from bot.discord.app_emojis import Marks, ensure_marks
from bot.discord.components import DYNAMIC_ITEMS, dispatch_component
from bot.discord.context import BotContext, ComponentHandler
from bot.discord.linked_roles import linked_roles_on, register_metadata
from bot.discord.posted import Reaches
from bot.games.service import GameService
from bot.i18n import FluentTranslator, Texts, default_catalog
from bot.retrain.control import control_from_settings
from bot.retrain.scheduler import RetrainScheduler, scheduler_from_settings
from bot.settings import Settings
from domain.places import has_server
from domain.time import utcnow
from engine.solver import warm_up
from storage.shards import claim_identify_slot

log = logging.getLogger(__name__)

EXTENSIONS: tuple[str, ...] = (
    "bot.discord.exts.games",
    "bot.discord.exts.duels",
    "bot.discord.exts.stats",
    "bot.discord.exts.review",
    "bot.discord.exts.admin",
    # The rematch button of finished boards; /ttt history.
    "bot.discord.exts.rematch",
    "bot.discord.exts.history",
    "bot.discord.exts.help",  # /ttt help and the welcome on joining a server
    "bot.discord.exts.owner",  # /ttt-owner retrain, rollback: the owners' servers only
    "bot.discord.exts.prefs",  # /ttt prefs: a person's own default level, where no server chose
)


class TttTree(app_commands.CommandTree["TttBot"]):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        # Not once the bot stops (bot.discord.answering): the command is left unanswered.
        return self.client.answering.admit(interaction)

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await self.client.report_error(interaction, error)


WARM_UP_AFTER_S: Final = 0.5
"""How long after connecting the solver starts solving the game tree (after the first
interactions a start brings)."""
WARM_UP_GAP_S: Final = 0.05
"""The pause between two tenths of the game tree (at most 6 ms of solving each)."""


async def warm_up_solver(after_s: float = WARM_UP_AFTER_S, gap_s: float = WARM_UP_GAP_S) -> None:
    """Solve the game tree a tenth at a time in the background once the bot is up
    (:func:`engine.solver.warm_up`), so that no interaction waits the ~40 ms the first query
    for an agent's move would otherwise spend solving it whole (the bot's first clicks stood
    behind it: the 500-game benchmark's slowest answers)."""
    await asyncio.sleep(after_s)
    while warm_up():
        await asyncio.sleep(gap_s)


class TttBot(commands.Bot):
    """The Discord front. Holds no game state: every decision is the service's."""

    def __init__(self, service: GameService | None, settings: Settings, **options: Any) -> None:
        """``service`` may be None while the database opens (``bot.discord.runner`` logs in,
        loads the extensions and syncs the commands meanwhile): set :attr:`service` before
        :meth:`connect`, which is where interactions start to arrive."""
        # Slash commands and buttons arrive as interactions whatever the intents; `guilds`
        # keeps the server cache (names, preferred locales) and nothing else is needed: no
        # message content, no member list, no presences.
        # The bot never joins voice: skip discord.py's start-up warnings about voice libraries.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=TttTree,
            max_messages=None,
            member_cache_flags=discord.MemberCacheFlags.none(),
            chunk_guilds_at_startup=False,
            # Pings only for the people a message names (the challenged member); never roles.
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **options,
        )
        self._service = service
        self.settings = settings
        self.catalog = default_catalog()
        self.component_handlers: dict[type, ComponentHandler] = {}
        self.reaches = Reaches(by_channel=self._in_member_server)
        # The app's own X and O, for boards where there is no server's emojis (set at start).
        self.marks: Marks | None = None
        # The /ttt group is shared by the feature cogs (see bot.discord.cog.TttCog).
        # Installable by a server and by a person for themselves, and usable in servers, in
        # the bot's DM and in any DM or group DM (Discord reads these on the top-level group).
        self.ttt = app_commands.Group(
            name="ttt",
            description="Tic-tac-toe against the bot or other members",
            allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
            allowed_contexts=app_commands.AppCommandContext(
                guild=True, dm_channel=True, private_channel=True
            ),
        )
        # Retraining runs in a child process (bot.retrain.runner): /ttt-owner retrain and rollback,
        # and the optional schedule (TTT_RETRAIN_INTERVAL_S).
        self.retraining = control_from_settings(settings, is_owner=self._is_owner_id)
        self.retrain_scheduler: RetrainScheduler | None = None
        self._warming: asyncio.Task[None] | None = None
        self.answering = Answering()

    @property
    def service(self) -> GameService:
        """The game service; every command and click goes through it."""
        if self._service is None:
            raise RuntimeError("the game service is not open yet")
        return self._service

    @service.setter
    def service(self, service: GameService) -> None:
        self._service = service

    async def setup_hook(self) -> None:
        await self.tree.set_translator(FluentTranslator(self.catalog))
        # Registered before the first click can arrive: buttons of boards posted before a
        # restart are parsed from their custom_id.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for extension in EXTENSIONS:
            # A login tried again after a failed sync (bot.discord.reach) runs this again.
            if extension not in self.extensions:
                await self.load_extension(extension)
        if self.marks is None:
            self.marks = await ensure_marks(self)
        if self.settings.sync_commands and self.syncs_commands:
            await self.sync_commands()

    async def connect(self, *, reconnect: bool = True) -> None:
        # The schedule counts games in the database: it starts with the connection, when the
        # service is there for sure (it may still be opening during setup_hook).
        if self.retrain_scheduler is None:
            self.retrain_scheduler = scheduler_from_settings(
                self.settings, self.retraining, self.service.repository.engine
            )
            if self.retrain_scheduler is not None:
                self.retrain_scheduler.start()
        if self._warming is None:
            self._warming = asyncio.create_task(self._warm_up(), name="warm-up")
        await super().connect(reconnect=reconnect)

    async def _warm_up(self) -> None:
        """What the first interactions would otherwise pay for, done in the background once
        connected: the solver's table, then the database's hot reads compiled, then the
        tables the fair level's predictions read (a worker thread)."""
        await warm_up_solver()
        self.service.repository.warm_up()
        await self.service.fair_people.warm_up()

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        if event_name == "interaction":
            # Its answer's deadline counts from here, before any handler runs (replies).
            replies.arrived(args[0])
        super().dispatch(event_name, *args, **kwargs)

    async def close(self) -> None:
        """Stop taking interactions and let the answers under way end
        (:mod:`bot.discord.answering`), then unload the features (their background edits
        end), then close the gateway and the HTTP session."""
        self.answering.stop_taking()
        await self.answering.drain()
        if self._warming is not None:
            self._warming.cancel()
        if self.retrain_scheduler is not None:
            await self.retrain_scheduler.stop()
        await self.retraining.runner.stop()
        await super().close()

    @property
    def syncs_commands(self) -> bool:
        """Whether this process registers the commands at start: only the one running shard 0
        (or the only one, unsharded), so N clusters do not spend N syncs of Discord's budget
        (``tttbot sync-commands`` is the deploy step that does it without connecting)."""
        owned = self.settings.owned_shards
        return owned is None or 0 in owned

    def owns_server(self, server_id: int | str) -> bool:
        """Whether this process's shards receive ``server_id``'s events (always, unsharded)."""
        return owns_server(self.settings, server_id)

    async def _is_owner_id(self, user_id: str) -> bool:
        """Whether ``user_id`` owns the application (or is on its team)."""
        return await self.is_owner(discord.Object(id=int(user_id)))  # type: ignore[arg-type]

    async def sync_commands(self) -> None:
        """Register the commands with Discord: per server when TTT_GUILD_IDS is set (they
        appear at once), else globally (Discord may take up to an hour to show them); and
        /ttt-owner in each of TTT_OWNER_GUILD_IDS (with the others, if it is also listed); and
        the linked roles' metadata, when they are set up."""
        for guild_id in self.settings.guild_ids:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to server %s", len(synced), guild_id)
        if not self.settings.guild_ids:
            synced = await self.tree.sync()
            log.info("synced %d global commands", len(synced))
        for guild_id in self.settings.owner_guild_ids:
            if guild_id not in self.settings.guild_ids:
                synced = await self.tree.sync(guild=discord.Object(id=guild_id))
                log.info("synced %d owner commands to server %s", len(synced), guild_id)
        if linked_roles_on(self.settings):  # the fields servers can build linked roles on
            await register_metadata(self)

    async def on_ready(self) -> None:
        assert self.user is not None
        log.info("connected as %s (%s) to %d servers", self.user, self.user.id, len(self.guilds))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Board cell clicks and ids no handler knows (see
        # bot.discord.components.dispatch_component); commands and duel answers are
        # dispatched by discord.py itself.
        await dispatch_component(interaction)

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        await errors.report_error(self, interaction, error)

    # -- helpers for the cogs ------------------------------------------------------------------

    def texts(self, interaction: discord.Interaction) -> Texts:
        """Texts in the language of the member who acted (ephemeral replies)."""
        return self.catalog.texts(interaction.locale)

    async def server_texts(self, server_id: int | str, guild_locale: object = None) -> Texts:
        """Texts for public messages (boards, invitations, results, sweeps): the language the
        server's admins chose (/ttt-admin language), else Discord's server locale. Never the
        language of whoever clicked, so a board does not change language from move to move.
        Where there is no server, ``guild_locale`` (the language the conversation's boards
        were first shown in)."""
        if not has_server(str(server_id)):
            return self.catalog.texts(guild_locale)
        settings = await self.service.server_settings(str(server_id))
        if settings.language:
            return self.catalog.texts(settings.language)
        guild = self.get_guild(int(server_id))
        return self.catalog.texts(guild.preferred_locale if guild else guild_locale)

    async def public_texts(self, interaction: discord.Interaction) -> Texts:
        """:meth:`server_texts` of the interaction's server; where there is none (a DM, a
        group DM), the language of the person who acted."""
        if interaction.guild_id is None:
            return self.catalog.texts(interaction.locale)
        return await self.server_texts(interaction.guild_id, interaction.guild_locale)

    def _in_member_server(self, interaction: discord.Interaction) -> bool:
        """Whether ``interaction`` comes from a server the bot is in (see :class:`Reaches`)."""
        return interaction.guild_id is not None and self.is_member_of(str(interaction.guild_id))

    def is_member_of(self, server_id: str) -> bool:
        """Whether the bot is in server ``server_id`` (it added the bot), so that it may use
        the channel endpoints there; never in a DM or group DM, where only the interactions
        reach the conversation. The guild cache knows every server the bot is in."""
        return has_server(server_id) and self.get_guild(int(server_id)) is not None


class ShardedTttBot(TttBot, commands.AutoShardedBot):
    """The bot as a cluster: the shards ``TTT_SHARD_IDS`` of ``TTT_SHARD_COUNT`` in one process
    (discord.py's ``AutoShardedBot``: one gateway connection per shard, one cache), each shard
    IDENTIFYing only when the database-held slot of its bucket allows it (see
    :meth:`before_identify_hook`), so clusters on several machines respect Discord's
    one-IDENTIFY-per-5-s-per-bucket limit together."""

    def __init__(self, service: GameService | None, settings: Settings, **options: Any) -> None:
        assert settings.shard_count is not None, "ShardedTttBot needs TTT_SHARD_COUNT"
        super().__init__(
            service,
            settings,
            shard_count=settings.shard_count,
            shard_ids=list(settings.owned_shards or ()),
            **options,
        )
        self._max_concurrency: int | None = None
        self._holder = f"{socket.gethostname()}:{os.getpid()}"

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Wait for this shard's bucket slot in the database instead of sleeping 5 s locally:
        the limit is per bot token, shared by every process."""
        bucket = (shard_id or 0) % await self._concurrency()
        engine = self.service.repository.engine
        while True:
            wait = await claim_identify_slot(engine, bucket, self._holder, utcnow())
            if wait <= 0:
                log.info("shard %s: IDENTIFY slot of bucket %d claimed", shard_id, bucket)
                return
            await asyncio.sleep(wait)

    async def _concurrency(self) -> int:
        """``max_concurrency`` of the bot's session-start limits, asked once."""
        if self._max_concurrency is None:
            try:
                limits = await self.fetch_session_start_limits()
                self._max_concurrency = max(1, limits.max_concurrency)
            except discord.HTTPException:
                log.warning("no session start limits from Discord: assuming max_concurrency 1")
                self._max_concurrency = 1
        return self._max_concurrency


def shard_of(server_id: int | str, shard_count: int) -> int:
    """The shard Discord sends a server's events to (DMs: shard 0)."""
    return (int(server_id) >> 22) % shard_count


def owns_server(settings: Settings, server_id: int | str) -> bool:
    """Whether a process with ``settings`` runs the shard of ``server_id``."""
    owned = settings.owned_shards
    if owned is None or settings.shard_count is None:
        return True
    return shard_of(server_id, settings.shard_count) in owned


def make_bot(service: GameService | None, settings: Settings, **options: Any) -> TttBot:
    """The sharded bot when ``TTT_SHARD_COUNT`` is set, else one unsharded connection."""
    if settings.shard_count is None:
        return TttBot(service, settings, **options)
    return ShardedTttBot(service, settings, **options)


if TYPE_CHECKING:

    def _is_a_bot_context(bot: TttBot) -> BotContext:
        """Never called: mypy checks here that the client gives the leaves what they need."""
        return bot
