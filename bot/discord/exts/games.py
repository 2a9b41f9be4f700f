"""Games against the bot's agents: /ttt play, move, board, resign, the board's buttons, and the
idle-game sweep."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import tasks

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.components import CellButton
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal, log_sweep_failure
from bot.discord.exts.options import (  # noqa: F401 - re-exported for admin and prefs
    AGENT_NAME_MAX,
    DIFFICULTY_CHOICES,
    FIRST_CHOICES,
    AgentName,
    agent_choices,
    cell_of,
)
from bot.discord.exts.stats import rating_note
from bot.discord.looks import in_looks, refused_for_emoji
from bot.discord.posted import edit_posted
from bot.discord.replies import deadline
from bot.games.errors import GameNotFoundError, StaleBoardError
from engine import GameOverError, TttError

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.discord.exts.duels import Duels
    from domain.game import Game

log = logging.getLogger(__name__)

CLICK_ATTEMPTS = 2
"""Judgements of a click on the game as stored: a second when the first met a game that had
changed meanwhile without a move (its board message, set by another process)."""


class Games(TttCog):
    """Starting games, playing them by command or by button, ending them."""

    def __init__(self, bot: BotContext) -> None:
        super().__init__(bot)
        # Edits of older board messages run in the background: the user's reply should not
        # wait for them. Kept here so they are not garbage-collected mid-flight.
        self._background: set[asyncio.Task[None]] = set()

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.component_handlers[CellButton] = self.on_cell
        self.sweep_idle.change_interval(seconds=self.bot.settings.idle_check_s)
        self.sweep_idle.start()

    async def cog_unload(self) -> None:
        self.sweep_idle.cancel()
        self.bot.component_handlers.pop(CellButton, None)
        if self._background:
            await asyncio.gather(*self._background, return_exceptions=True)
        await super().cog_unload()

    # -- commands -------------------------------------------------------------------------------

    @app_commands.command(
        name="play", description="Play against the server's agent, or challenge a member"
    )
    @app_commands.describe(
        opponent="A member to challenge to a duel (leave out to play against me)",
        agent="The agent to play against (default: this server's agent)",
        first="Who plays X and moves first",
        difficulty="How hard the bot plays (instead of an agent); fair adapts to you",
    )
    @app_commands.choices(first=FIRST_CHOICES, difficulty=DIFFICULTY_CHOICES)
    async def play(
        self,
        interaction: discord.Interaction,
        opponent: discord.User | None = None,
        agent: AgentName | None = None,
        first: app_commands.Choice[str] | None = None,
        difficulty: app_commands.Choice[str] | None = None,
    ) -> None:
        first_mover = first.value if first is not None else "random"
        async with deadline(interaction):
            await self.require_roles(interaction)
        if opponent is not None:
            if agent:
                raise FrontRefusal("duel-agent-with-opponent")
            if difficulty is not None:
                raise FrontRefusal("duel-difficulty-with-opponent")
            duels: Duels | None = self.bot.get_cog("Duels")  # type: ignore[assignment]
            if duels is None:
                raise FrontRefusal("error-generic")
            async with self.public_post(interaction):  # the invitation is public too
                await duels.challenge(interaction, opponent, first_mover)
            return
        server_id, channel_id = place_of(interaction)
        user = user_of(interaction.user)
        level = difficulty.value if difficulty is not None else None
        async with deadline(interaction), self.public_post(interaction):
            if level is None and not agent and not self.bot.is_member_of(server_id):
                # No server's choice here (a DM, a group DM, a server that did not add the
                # bot): the person's own default level, if they chose one (/ttt prefs).
                level = await self.service.default_level(user)
            game = await self.service.start_game(
                user,
                server_id,
                channel_id,
                agent=agent,
                first=first_mover,  # type: ignore[arg-type]
                difficulty=level,
            )
        await self._post_board(interaction, game)

    @play.autocomplete("agent")
    async def _agent_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return agent_choices(self.bot, current)

    @app_commands.command(name="move", description="Play a cell in your game")
    @app_commands.describe(cell="1-9 from the top left (1 2 3 / 4 5 6 / 7 8 9), or b2, center…")
    async def move(
        self, interaction: discord.Interaction, cell: app_commands.Range[str, 1, 20]
    ) -> None:
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction), self.public_post(interaction):
            result = await self.service.play_move(
                user_of(interaction.user), server_id, channel_id, cell_of(cell, interaction.locale)
            )
        await self._post_board(interaction, result.game)

    @move.autocomplete("cell")
    async def _free_cells(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        server_id, channel_id = place_of(interaction)
        cells = await self.service.free_cells(user_of(interaction.user), server_id, channel_id)
        t = self.bot.texts(interaction)
        typed = current.strip().lower()
        choices = []
        for cell in cells:
            name = t("cell-choice", cell=cell, name=t.cell_name(cell))
            if not typed or typed in name.lower():
                choices.append(app_commands.Choice(name=name, value=str(cell)))
        return choices

    @app_commands.command(name="board", description="Show your game in progress")
    async def board(self, interaction: discord.Interaction) -> None:
        server_id, channel_id = place_of(interaction)
        user = user_of(interaction.user)
        async with deadline(interaction):
            game = await self.service.active_game(user, server_id, channel_id)
            await self.service.claim_public_post(user, server_id)
        await self._post_board(interaction, game)

    @app_commands.command(name="resign", description="Give up your game in progress")
    async def resign(self, interaction: discord.Interaction) -> None:
        server_id, channel_id = place_of(interaction)
        async with deadline(interaction), self.public_post(interaction):
            game = await self.service.resign(user_of(interaction.user), server_id, channel_id)
        await self._post_board(interaction, game)

    # -- the board's buttons --------------------------------------------------------------------

    async def on_cell(self, interaction: discord.Interaction, item: CellButton) -> None:
        """A click on a cell: play it if the board is current, then redraw this message.

        A click on an older picture of the game (a ply behind: a race, or a reply lost in a
        crash) plays nothing; the clicked message is redrawn with the current board instead
        and the player is told so, so they can play on from it.

        The move is first tried on this process's copy of the game, with no read
        (:meth:`_play_on_kept_copy`); whatever else comes of the click is judged on the game
        as stored.
        """
        user = user_of(interaction.user)
        clicked = str(interaction.message.id) if interaction.message else None
        async with deadline(interaction):
            played = await self._play_on_kept_copy(interaction, item, clicked)
        if played is not None:
            await self._show_click(interaction, played, clicked, stale=False)
            return
        snapshot: Game | None = None
        for attempt in range(CLICK_ATTEMPTS):
            async with deadline(interaction):
                snapshot = snapshot or await self._clicked_game(item)
            replaced = self._replaced_board(interaction, snapshot, clicked)
            if replaced is not None:
                await self._show_replaced(interaction, replaced)
                return
            async with deadline(interaction):
                try:
                    game, stale = await self._play_click(interaction, item, snapshot), False
                except GameNotFoundError:
                    # No such game, or one of another server or channel: alike, on purpose.
                    raise FrontRefusal("button-invalid") from None
                except (StaleBoardError, GameOverError):
                    game = await self.service.get_game(item.game_id)
                    if game.ply == item.ply and game.is_active and attempt + 1 < CLICK_ATTEMPTS:
                        # Changed without a move (its board message, by another process):
                        # judged again as it is now.
                        snapshot = game
                        continue
                    if game.mark_of(user.id) is None or (game.ply == item.ply and game.is_active):
                        raise  # not an older picture of the player's own game: a plain refusal
                    # An older picture of it, or one of a game that ended without a move (the
                    # idle sweep, where no token could redraw the board): redrawn as it is.
                    stale = True
            break
        await self._show_click(interaction, game, clicked, stale=stale)

    async def _play_on_kept_copy(
        self, interaction: discord.Interaction, item: CellButton, clicked: str | None
    ) -> Game | None:
        """The game after the click, played on this process's copy of it
        (:meth:`~bot.games.service.GameService.kept_game`) without reading it first; ``None``
        when there is no copy or when anything but a plain move comes of it (the copy says
        the board was replaced, a refusal, a guard that failed because another process
        changed the game): that is judged again on the game as stored, since the copy may be
        out of date. The move's guard makes sure nothing is written on an out-of-date copy."""
        kept = self.service.kept_game(item.game_id)
        if kept is None or self._replaced_board(interaction, kept, clicked) is not None:
            return None
        try:
            return await self._play_click(interaction, item, kept)
        except TttError:
            return None

    async def _show_replaced(self, interaction: discord.Interaction, replaced: Game) -> None:
        """A click on a board a newer message replaced (one live board per game): it is only
        redrawn, as replaced, and the clicker is pointed to the live one."""
        board = await self.bot.public_texts(interaction)

        async def redraw(looks: render.Looks) -> None:
            fields = render.board_message(replaced, board, live=False, looks=looks)
            await replies.update(interaction, **fields)

        await in_looks(self.bot, replaced.server_id, redraw, interaction=interaction)
        await replies.refuse(interaction, self.bot.texts(interaction)("board-replaced"))

    async def _show_click(
        self, interaction: discord.Interaction, game: Game, clicked: str | None, *, stale: bool
    ) -> None:
        """Redraw the clicked message with ``game``; ``stale``: the click played nothing (an
        older picture of the game), which the clicker is told."""
        # The board is public: the server's language, whoever clicked. The note is the
        # clicker's alone: their own language.
        board = await self.bot.public_texts(interaction)
        ratings = None if stale else await rating_note(self.service, game, board)

        async def redraw(looks: render.Looks) -> None:
            fields = render.board_message(game, board, ratings=ratings, looks=looks)
            await replies.update(interaction, **fields)

        await in_looks(self.bot, game.server_id, redraw, interaction=interaction)
        if clicked is not None:
            self.bot.reaches.remember(clicked, interaction)
        if stale:
            # Said on the refusals' path: an ephemeral follow-up only the clicker sees.
            key = "board-refreshed" if game.is_active else "board-refreshed-over"
            await replies.refuse(interaction, self.bot.texts(interaction)(key, ply=game.ply + 1))
        if clicked is not None and game.message_id != clicked:
            # The game continued on a message other than the one on record (an older copy at
            # the same ply): this one is now the live board, the other is stale.
            await self.service.set_message(game.id, clicked)
            if game.message_id:
                self._retire(game, game.message_id)

    async def _play_click(
        self, interaction: discord.Interaction, item: CellButton, snapshot: Game | None
    ) -> Game:
        server_id, channel_id = place_of(interaction)
        result = await self.service.play_move(
            user_of(interaction.user),
            server_id,
            channel_id,
            item.cell,
            game_id=item.game_id,
            expected_ply=item.ply,
            snapshot=snapshot,
        )
        return result.game

    # -- idle games -----------------------------------------------------------------------------

    @tasks.loop(seconds=30)
    async def sweep_idle(self, now: datetime | None = None) -> None:
        """Close games nobody moved in for the server's move timeout, and show it on their
        boards. ``now`` is for tests; the loop passes nothing (the service's clock)."""
        try:
            games = await self.service.expire_idle_games(now, shards=self.bot.settings.sweep_shards)
        except Exception as exc:
            # A failing sweep must not stop the loop (tasks.loop ends on an exception).
            log_sweep_failure(log, "idle-game sweep", exc)
            return
        for game in games:
            if game.message_id:
                # Where the bot is not a member, only a live interaction token reaches the
                # board; past it, the next click on the board shows how the game ended.
                await self._edit_board(game, game.message_id)

    @sweep_idle.before_loop
    async def _before_sweep(self) -> None:
        await self.bot.wait_until_ready()

    # -- internals ------------------------------------------------------------------------------

    async def _post_board(self, interaction: discord.Interaction, game: Game) -> None:
        """Reply with the board, make it the game's live message, retire the previous one.

        The swap is atomic in the database, so of boards posted at once (30 concurrent
        /ttt board) all but the newest are retired: one live board per game."""
        t = await self.bot.public_texts(interaction)
        ratings = await rating_note(self.service, game, t)  # a finished game's change

        async def post(looks: render.Looks) -> int | None:
            fields = render.board_message(game, t, ratings=ratings, looks=looks)
            return await replies.send(interaction, **fields)

        message_id = await in_looks(self.bot, game.server_id, post, interaction=interaction)
        if message_id is None:
            return
        self.bot.reaches.remember(message_id, interaction)
        retired = await self.service.swap_message(game.id, str(message_id))
        if retired:
            self._retire(game, retired)

    # -- roles, the limit on public posts, looks, replaced boards ---------------------------------

    async def require_roles(self, interaction: discord.Interaction) -> None:
        """Refuse a member without one of the server's playing roles (when it chose some)."""
        server_id, _ = place_of(interaction)
        member = interaction.user
        roles = [str(r.id) for r in getattr(member, "roles", ())]
        await self.service.require_player_roles(server_id, roles)

    async def _clicked_game(self, item: CellButton) -> Game | None:
        """The game the clicked button names, as stored now; ``None`` when there is none."""
        try:
            return await self.service.get_game(item.game_id)
        except GameNotFoundError:
            return None

    @staticmethod
    def _replaced_board(
        interaction: discord.Interaction, game: Game | None, clicked: str | None
    ) -> Game | None:
        """The clicker's ``game`` when the clicked message is not its live board (a newer
        message replaced it); ``None`` otherwise, and for anything the normal path must
        refuse."""
        if (
            clicked is None
            or game is None
            or game.message_id is None
            # Snowflakes grow with time: only an older message than the live board was
            # replaced; a newer one is a board whose swap is still on its way (clicked at once).
            or int(clicked) >= int(game.message_id)
            or (game.server_id, game.channel_id) != place_of(interaction)
            or game.mark_of(str(interaction.user.id)) is None
        ):
            return None
        return game

    def _retire(self, game: Game, message_id: str) -> None:
        """Disable the buttons of a board that a newer message replaced (in the background)."""
        task = asyncio.create_task(self._edit_board(game, message_id, live=False))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _edit_board(self, game: Game, message_id: str, *, live: bool = True) -> None:
        """Redraw a board without an interaction of its own (a sweep, a retired board). A
        failure (deleted message, lost access, no live token) leaves only an old picture: the
        game itself is fine, and the next click on the board redraws it."""
        reach = self.bot.reaches.get(message_id)
        t = await self.bot.server_texts(game.server_id, reach.locale if reach else None)

        async def redraw(looks: render.Looks) -> bool:
            fields = render.board_message(game, t, live=live, looks=looks)
            return await edit_posted(
                self.bot,
                game.server_id,
                game.channel_id,
                message_id,
                raising=refused_for_emoji,
                **fields,
            )

        # Refused for the server's emojis: redrawn with the letters, as a reply would be.
        await in_looks(self.bot, game.server_id, redraw, channel_id=game.channel_id)


async def setup(bot: BotContext) -> None:
    await bot.add_cog(Games(bot), override=True)
