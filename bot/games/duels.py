"""Duels between two people: challenge, accept, decline, and expire the unanswered ones.

A challenge is refused before anything is stored when it cannot lead to a game (yourself, a
bot, a cooldown, a duplicate, either side already playing here); answering one that is not
pending any more is refused with what became of it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from bot.games.core import refusals_for
from bot.games.errors import (
    BotChallengeError,
    ChallengeError,
    CooldownError,
    DuplicateChallengeError,
    InvalidChallengeExpiryError,
    InvalidFirstMoverError,
    NotChallengedError,
    SelfChallengeError,
    challenge_state_error,
    wait_to_show,
)
from bot.games.server_settings import ServerSettingsMixin
from bot.settings import CHALLENGE_EXPIRY_RANGE_S, check_seconds
from domain.challenge import Challenge
from domain.game import DUEL_FIRST_CHOICES, Game, Side
from domain.players import User
from engine.errors import with_params
from storage import ChallengeCooldownError, DuplicateChallengeStoredError
from storage.repos.shards import Shards


class DuelsMixin(ServerSettingsMixin):
    """Challenges between members, up to the start of their game."""

    async def challenge(
        self,
        challenger: User,
        opponent: User,
        server_id: str,
        channel_id: str,
        *,
        first: str = "random",
        expires_in_s: int = 60,
        rematch_of: int | None = None,
    ) -> Challenge:
        """Offer ``opponent`` a duel that they can accept within ``expires_in_s`` seconds.

        ``first``: ``me`` (the challenger plays X), ``them`` (or ``bot``: the opponent does),
        ``random``. Refuses challenging yourself or a bot, a challenge within the server's
        cooldown, a duplicate pending challenge, and either side already playing here.
        ``rematch_of``: the finished duel this offer replays.
        """
        first = _offer_terms(challenger, opponent, first, expires_in_s)
        settings = await self.server_settings(server_id)
        await self._require_channel(settings, channel_id)
        now = self._clock()
        cooldown_s = settings.challenge_cooldown_s
        await self._require_no_recent_offer(challenger, opponent, server_id, now, cooldown_s)
        await self._require_free(settings, challenger, server_id, channel_id, you=True)
        await self._require_free(settings, opponent, server_id, channel_id, you=False)
        try:
            record = await self.repository.create_challenge(
                server_id=server_id,
                channel_id=channel_id,
                challenger=(challenger.id, challenger.name),
                opponent=(opponent.id, opponent.name),
                first=first,
                expires_at=now + timedelta(seconds=expires_in_s),
                now=now,
                cooldown_s=cooldown_s,
                rematch_of=rematch_of,
            )
        except ChallengeCooldownError as exc:
            _refuse_within_cooldown(exc.last_at, now, cooldown_s)
            raise  # the stored offer is no longer within the cooldown by this clock
        except DuplicateChallengeStoredError as exc:
            raise _duplicate(opponent, exc.challenge_id) from None
        return record.as_of(now)

    async def _require_no_recent_offer(
        self, challenger: User, opponent: User, server_id: str, now: datetime, cooldown_s: int
    ) -> None:
        """Refuse a challenge within the challenger's cooldown, or one that repeats a pending
        offer between the two. These reads refuse the common cases without a write; the write
        re-checks both under the people's row locks, across processes."""
        last = await self.repository.last_challenge_at(challenger.id, server_id)
        if last is not None and cooldown_s > 0:
            _refuse_within_cooldown(last, now, cooldown_s)
        for pending in await self.repository.pending_challenges(
            server_id=server_id, user_id=challenger.id, now=now
        ):
            if {pending.challenger.id, pending.opponent.id} == {challenger.id, opponent.id}:
                raise _duplicate(opponent, pending.id)

    async def accept_challenge(self, challenge_id: int, user: User) -> Game:
        """The challenged user accepts: the duel starts (X to move, no move played yet)."""
        now = self._clock()
        record = await self._pending_challenge(challenge_id, user, "accept", now)
        settings = await self.server_settings(record.server_id)
        challenger = record.challenger
        async with self._start_locks.hold(
            (record.server_id, record.channel_id, challenger.id),
            (record.server_id, record.channel_id, user.id),
        ):
            await self._require_free(
                settings, challenger, record.server_id, record.channel_id, you=False
            )
            await self._require_free(settings, user, record.server_id, record.channel_id, you=True)
            challenger_first = record.first == "me" or (
                record.first == "random" and self._rng.random() < 0.5
            )
            them = Side.human(challenger.id, challenger.name)
            you = Side.human(user.id, user.name)
            with refusals_for(challenge_id=challenge_id, you=user, others=(challenger,)):
                _, game = await self.repository.accept_challenge(
                    challenge_id,
                    x=them if challenger_first else you,
                    o=you if challenger_first else them,
                    now=now,
                    one_per_channel=not settings.multiple_games,
                )
        return game

    async def decline_challenge(self, challenge_id: int, user: User) -> Challenge:
        """The challenged user declines."""
        now = self._clock()
        await self._pending_challenge(challenge_id, user, "decline", now)
        with refusals_for(challenge_id=challenge_id):
            record = await self.repository.answer_challenge(challenge_id, "declined", now=now)
        return record.as_of(now)

    async def get_challenge(self, challenge_id: int) -> Challenge:
        with refusals_for(challenge_id=challenge_id):
            challenge = await self.repository.get_challenge(challenge_id)
        return challenge.as_of(self._clock())

    async def set_challenge_message(self, challenge_id: int, message_id: str | None) -> None:
        """Remember the message that shows the invitation (so it can be closed on expiry)."""
        with refusals_for(challenge_id=challenge_id):
            await self.repository.set_challenge_message(challenge_id, message_id)

    async def expire_challenges(
        self, now: datetime | None = None, *, shards: Shards | None = None
    ) -> list[Challenge]:
        """Mark pending challenges past their time limit as expired; return them. With
        ``shards`` (shard count, owned shard ids), only those of the owned shards' servers."""
        moment = now or self._clock()
        expired = await self.repository.expire_challenges(now=moment, shards=shards)
        return [r.as_of(moment) for r in expired]

    async def _pending_challenge(
        self, challenge_id: int, user: User, verb: str, now: datetime
    ) -> Challenge:
        with refusals_for(challenge_id=challenge_id):
            record = await self.repository.get_challenge(challenge_id)
        if record.opponent.id != user.id:
            raise NotChallengedError(
                f"Only {record.opponent.name} can {verb} challenge #{challenge_id}.",
                opponent=record.opponent.name,
                challenge_id=challenge_id,
                action=verb,
            )
        status = record.as_of(now).status
        if status != "pending":
            raise challenge_state_error(challenge_id, status)
        return record


def _refuse_within_cooldown(last: datetime, now: datetime, cooldown_s: float) -> None:
    """Refuse a challenge made within ``cooldown_s`` of the challenger's last one (``last``)."""
    wait = cooldown_s - (now - last).total_seconds()
    if wait > 0:
        seconds = wait_to_show(wait)
        raise with_params(
            CooldownError(
                f"You challenged someone moments ago; you can challenge again in {seconds} s."
            ),
            wait=seconds,
        )


def _duplicate(opponent: User, challenge_id: int) -> DuplicateChallengeError:
    """The refusal of a second pending challenge between the same two people."""
    return DuplicateChallengeError(
        f"There is already a challenge between you and {opponent.name} "
        f"(#{challenge_id}); it has to be answered first.",
        opponent=opponent.name,
        challenge_id=challenge_id,
    )


def _offer_terms(challenger: User, opponent: User, first: str, expires_in_s: int) -> str:
    """Who moves first (``me``, ``them`` or ``random``; ``bot`` is ``them``), once the offer's
    terms are checked: a known first mover, an expiry within range, two people who are not
    the same nor a bot."""
    first = str(first).lower()
    if first not in DUEL_FIRST_CHOICES:
        raise InvalidFirstMoverError(
            f"'first' must be one of me, them, random; got '{first}'", value=first
        )
    try:
        check_seconds("expires_in_s", expires_in_s, CHALLENGE_EXPIRY_RANGE_S, ChallengeError)
    except ChallengeError as exc:
        low, high = CHALLENGE_EXPIRY_RANGE_S
        raise InvalidChallengeExpiryError(
            str(exc), value=expires_in_s, low=low, high=high
        ) from None
    if challenger.id == opponent.id:
        raise SelfChallengeError("You cannot challenge yourself; play an agent with /ttt play.")
    if opponent.bot or challenger.bot:
        name = opponent.name if opponent.bot else challenger.name
        raise BotChallengeError(
            f"{name} is a bot and cannot play duels; play an agent with /ttt play instead.",
            name=name,
        )
    return "them" if first == "bot" else first
