"""Rematch: the same pairing again, colours swapped.

Against an agent the rematch starts at once, through :meth:`start_game` (the same refusals as
``/ttt play``: the channel, one game per person here...). Between two members it is an
invitation through :meth:`challenge` (the same cooldown and duplicate rules as a challenge)
that the other side accepts. Each finished game has one rematch, held by the database
(``rematches``): a button clicked twice, by one process or two, starts one game.
"""

from __future__ import annotations

from bot.games.core import refusals_for
from bot.games.duels import DuelsMixin
from bot.games.errors import (
    NothingToRematchError,
    RematchNotOverError,
    RematchNotPlayerError,
    game_not_found,
    rematch_taken,
)
from bot.games.games import GamesMixin
from domain.challenge import Challenge
from domain.game import Game
from domain.players import User
from engine import Mark


class RematchMixin(GamesMixin, DuelsMixin):
    """Rematches of finished games and duels."""

    async def rematch(
        self,
        user: User,
        server_id: str,
        channel_id: str,
        game_id: int | None = None,
        *,
        expires_in_s: int = 60,
    ) -> Game | Challenge:
        """Replay game ``game_id`` (by default the user's last finished game in this channel)
        with the colours swapped: the new game against the same agent, or an invitation to the
        same member (expiring after ``expires_in_s``) that they accept or decline."""
        record = await self._game_to_rematch(user, server_id, channel_id, game_id)
        mark = record.mark_of(user.id)
        if mark is None:
            raise RematchNotPlayerError(
                f"Only {record.x.name} and {record.o.name} can ask for a rematch of game "
                f"#{record.id}.",
                game_id=record.id,
                x=record.x.name,
                o=record.o.name,
            )
        if record.is_active:
            raise RematchNotOverError(
                f"Game #{record.id} is still in progress; finish it before a rematch.",
                game_id=record.id,
            )
        # Read first, for the common case (the refusal names the rematch); the write holds it.
        taken = await self.repository.rematch_of(record.id)
        if taken is not None:
            raise rematch_taken(record.id, taken)
        other = record.side(mark.other)
        if other.agent is None:
            assert other.user_id is not None
            return await self.challenge(
                user,
                User(other.user_id, other.name),
                server_id,
                channel_id,
                first="them" if mark is Mark.X else "me",
                expires_in_s=expires_in_s,
                rematch_of=record.id,
            )
        return await self.start_game(
            user,
            server_id,
            channel_id,
            agent=other.agent,
            first="bot" if mark is Mark.X else "me",
            rematch_of=record.id,
        )

    async def _game_to_rematch(
        self, user: User, server_id: str, channel_id: str, game_id: int | None
    ) -> Game:
        """Game ``game_id`` if it was played here, else the user's last finished game here."""
        if game_id is None:
            found = await self.repository.last_finished_game(user.id, server_id, channel_id)
            if found is None:
                raise NothingToRematchError("You have no finished game here to rematch yet.")
            return found
        with refusals_for(game_id=game_id):
            record = await self.repository.get_game(game_id)
        if (record.server_id, record.channel_id) != (server_id, channel_id):
            # A finished board is only posted in its game's channel: only a forged click names
            # a game of another place, and the answer must not tell whether it exists.
            raise game_not_found(game_id)
        return record
