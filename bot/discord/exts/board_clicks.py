"""The board's buttons: a click on a cell plays it and redraws the clicked message, and boards
that a newer message replaced or a sweep ended are redrawn in the background. The base of the
:class:`~bot.discord.exts.games.Games` cog, which posts the boards."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Final

import discord

from bot.discord import render, replies
from bot.discord.cog import TttCog
from bot.discord.components import CellButton
from bot.discord.context import place_of, user_of
from bot.discord.errors import FrontRefusal
from bot.discord.exts.stats import rating_note
from bot.discord.looks import in_looks, refused_for_emoji
from bot.discord.posted import edit_posted
from bot.discord.replies import deadline
from bot.games.errors import GameNotFoundError, StaleBoardError
from engine import GameOverError, TttError

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from domain.game import Game

log = logging.getLogger(__name__)

REDRAWS_AT_STOP_S: Final = 5.0
"""How long a stop waits for the boards' background redraws before it drops them. A redraw is
only a picture (the game is stored, and the board's next click redraws it), and it waits on
Discord, which may be slow to answer or rate-limit it: the HTTP client alone would wait for
an answer for minutes, holding the stop past systemd's SIGKILL."""

CLICK_ATTEMPTS = 2
"""Judgements of a click on the game as stored: a second when the first met a game that had
changed meanwhile without a move (its board message, set by another process)."""


class BoardClicks(TttCog):
    """Clicks on a board's cells, and redrawing boards without an interaction of their own."""

    def __init__(self, bot: BotContext) -> None:
        super().__init__(bot)
        # Edits of older board messages run in the background: the user's reply should not
        # wait for them. Kept here so they are not garbage-collected mid-flight.
        self._background: set[asyncio.Task[None]] = set()

    async def finish_redraws(self, within_s: float = REDRAWS_AT_STOP_S) -> None:
        """Let the background redraws end, at most ``within_s`` seconds; cancel the rest
        (the stop: :data:`REDRAWS_AT_STOP_S`)."""
        if not self._background:
            return
        _, late = await asyncio.wait(set(self._background), timeout=within_s)
        if late:
            log.warning(
                "stopping with %d board redraws unanswered by Discord: dropped (those boards "
                "show their previous picture until their next click)",
                len(late),
            )
            for task in late:
                task.cancel()
            await asyncio.wait(late)

    @property
    def _site(self) -> str | None:
        """The website's public address: finished boards link to their replay there."""
        return self.bot.settings.web_public_url

    # -- the clicks ----------------------------------------------------------------------------

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
            fields = render.board_message(replaced, board, live=False, looks=looks, site=self._site)
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
            fields = render.board_message(
                game, board, ratings=ratings, looks=looks, site=self._site
            )
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

    # -- boards redrawn ---------------------------------------------------------------------------

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
            fields = render.board_message(game, t, live=live, looks=looks, site=self._site)
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
