"""The challenges repository: duel offers, from pending to accepted (with their game),
declined or expired."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal, cast

from sqlalchemy import and_, func, insert, or_, select, update

from domain.challenge import Challenge, ChallengeStatus
from domain.game import Game, Side
from domain.players import User
from domain.time import utcnow
from engine import Board
from storage.async_engine import AsyncConnection
from storage.errors import (
    ChallengeCooldownError,
    ChallengeNotFoundError,
    ChallengeStateError,
    DuplicateChallengeStoredError,
)
from storage.models import CHALLENGES, PLAYERS, challenge_pair
from storage.repos.base import RepositoryCore, rowcount
from storage.repos.game_writes import (
    check_sides,
    insert_game,
    plan_moves,
    slot_taken_by_one_of,
    touch_players,
)
from storage.repos.rematches import claim_rematch
from storage.repos.shards import Shards, in_shards
from storage.sqlite import RowCountError

_CHALLENGER = PLAYERS.alias("challenger")
_OPPONENT = PLAYERS.alias("opponent")


class ChallengesRepository(RepositoryCore):
    """Duel offers: stored, listed, answered, and accepted together with their game."""

    async def create_challenge(
        self,
        *,
        server_id: str,
        channel_id: str,
        challenger: tuple[str, str],
        opponent: tuple[str, str],
        first: str,
        expires_at: datetime,
        now: datetime | None = None,
        cooldown_s: float = 0,
        rematch_of: int | None = None,
    ) -> Challenge:
        """Store a pending duel offer; ``challenger`` and ``opponent`` are (user id, name).

        One transaction that first locks both people's rows (sorted by id, so two offers of
        one pair cannot deadlock; on SQLite the first write takes the file's write lock), then
        expires the pair's pending offer that ran out, then checks, on what is committed by
        then: the challenger's last offer in this server at least ``cooldown_s`` ago (else
        :class:`~storage.errors.ChallengeCooldownError`), and no pending offer between the two
        (else :class:`~storage.errors.DuplicateChallengeStoredError`; the partial unique index
        on pending pairs backs this up). So the rules hold across processes. ``rematch_of``:
        the finished duel the offer asks to replay (claimed when it is accepted).
        """
        moment = now or utcnow()
        pair = challenge_pair(challenger[0], opponent[0])

        row = {
            "server_id": server_id,
            "channel_id": channel_id,
            "challenger_id": challenger[0],
            "opponent_id": opponent[0],
            "pair": pair,
            "first": first,
            "status": "pending",
            "created_at": moment,
            "expires_at": expires_at,
            "answered_at": None,
            "game_id": None,
            "rematch_of": rematch_of,
        }

        async def work(connection: AsyncConnection) -> int:
            await touch_players(connection, sorted([challenger, opponent]), moment)
            await _check_new_offer(connection, row, cooldown_s)
            created = await connection.execute(
                insert(CHALLENGES).values(**row).returning(CHALLENGES.c.id)
            )
            return int(created.scalar_one())

        return await self.get_challenge(await self._db.write(work))

    async def get_challenge(self, challenge_id: int) -> Challenge:
        """The challenge with this id (its stored status); :class:`ChallengeNotFoundError`."""
        found = await self._db.read(lambda s: _load_challenges(s, CHALLENGES.c.id == challenge_id))
        if not found:
            raise ChallengeNotFoundError(f"there is no challenge #{challenge_id}")
        return found[0]

    async def pending_challenges(
        self,
        *,
        server_id: str | None = None,
        user_id: str | None = None,
        now: datetime | None = None,
    ) -> list[Challenge]:
        """Pending, unexpired challenges (of ``user_id``, in ``server_id``), oldest first."""
        clauses = [CHALLENGES.c.status == "pending", CHALLENGES.c.expires_at > (now or utcnow())]
        if server_id is not None:
            clauses.append(CHALLENGES.c.server_id == server_id)
        if user_id is not None:
            clauses.append(
                or_(CHALLENGES.c.challenger_id == user_id, CHALLENGES.c.opponent_id == user_id)
            )
        return await self._db.read(lambda s: _load_challenges(s, and_(*clauses)))

    async def last_challenge_at(self, challenger_id: str, server_id: str) -> datetime | None:
        """When ``challenger_id`` last challenged anyone in this server."""

        async def work(connection: AsyncConnection) -> datetime | None:
            return await connection.scalar(_last_challenge(challenger_id, server_id))

        return _aware(await self._db.read(work))

    async def answer_challenge(
        self,
        challenge_id: int,
        status: Literal["declined", "expired"],
        *,
        now: datetime | None = None,
    ) -> Challenge:
        """Decline (before it expires) or expire a pending challenge."""
        moment = now or utcnow()

        async def work(connection: AsyncConnection) -> None:
            guard = [CHALLENGES.c.id == challenge_id, CHALLENGES.c.status == "pending"]
            if status == "declined":
                guard.append(CHALLENGES.c.expires_at > moment)
            result = await connection.execute(
                update(CHALLENGES).where(*guard).values(status=status, answered_at=moment)
            )
            if rowcount(result) != 1:
                await _raise_challenge_state(connection, challenge_id, moment)

        await self._db.write(work)
        return await self.get_challenge(challenge_id)

    async def accept_challenge(
        self,
        challenge_id: int,
        *,
        x: Side,
        o: Side,
        now: datetime | None = None,
        one_per_channel: bool = False,
    ) -> tuple[Challenge, Game]:
        """Accept a pending, unexpired challenge and start its game, in one transaction.

        With ``one_per_channel`` the game takes both people's slots in the channel (see
        :meth:`~storage.repos.games.GamesRepository.create_game`): either of them already
        playing there raises :class:`~storage.errors.SlotTakenError` and the challenge stays
        pending."""
        moment = now or utcnow()
        check_sides(x, o)
        plan = plan_moves(Board(), ())

        async def work(connection: AsyncConnection) -> Game:
            result = await connection.execute(
                update(CHALLENGES)
                .where(
                    CHALLENGES.c.id == challenge_id,
                    CHALLENGES.c.status == "pending",
                    CHALLENGES.c.expires_at > moment,
                )
                .values(status="accepted", answered_at=moment)
            )
            if rowcount(result) != 1:
                await _raise_challenge_state(connection, challenge_id, moment)
            row = (await connection.execute(_one_challenge(challenge_id))).one()
            game = await insert_game(
                connection,
                row.server_id,
                row.channel_id,
                x,
                o,
                plan,
                moment,
                one_per_channel=one_per_channel,
            )
            if row.rematch_of is not None:  # a rematch duel claims its one rematch
                await claim_rematch(connection, row.rematch_of, game.id, moment)
            await connection.execute(
                update(CHALLENGES).where(CHALLENGES.c.id == challenge_id).values(game_id=game.id)
            )
            return game

        try:
            game = await self._db.write(work)
        except RowCountError:  # SQLite: a slot was taken (the new game's only guarded statement)
            challenge = await self.get_challenge(challenge_id)
            raise await slot_taken_by_one_of(
                self._db, challenge.server_id, challenge.channel_id, x, o
            ) from None
        return await self.get_challenge(challenge_id), game

    async def set_challenge_message(self, challenge_id: int, message_id: str | None) -> None:
        """Remember the chat message that shows the invitation (whatever its status)."""

        async def work(connection: AsyncConnection) -> None:
            result = await connection.execute(
                update(CHALLENGES)
                .where(CHALLENGES.c.id == challenge_id)
                .values(message_id=message_id)
            )
            if rowcount(result) != 1:
                raise ChallengeNotFoundError(f"there is no challenge #{challenge_id}")

        await self._db.write(work)

    async def expire_challenges(
        self, *, now: datetime | None = None, shards: Shards | None = None
    ) -> list[Challenge]:
        """Mark every pending challenge past its time limit as expired; return them. With
        ``shards`` (count, owned ids) only those of the owned shards' servers."""
        moment = now or utcnow()
        clauses = [CHALLENGES.c.status == "pending", CHALLENGES.c.expires_at <= moment]
        if shards is not None:
            clauses.append(in_shards(CHALLENGES.c.server_id, shards, self.engine.dialect.name))
        due = await self._db.read(lambda s: _load_challenges(s, and_(*clauses)))
        expired = []
        for challenge in due:
            try:
                expired.append(await self.answer_challenge(challenge.id, "expired", now=moment))
            except ChallengeStateError:
                continue  # answered meanwhile
        return expired


def _last_challenge(challenger_id: str, server_id: str) -> Any:
    """When ``challenger_id`` last challenged anyone in ``server_id`` (a scalar query)."""
    return select(func.max(CHALLENGES.c.created_at)).where(
        CHALLENGES.c.challenger_id == challenger_id, CHALLENGES.c.server_id == server_id
    )


def _aware(moment: datetime | str | None) -> datetime | None:
    """``func.max`` loses the column type on some backends: normalise to aware UTC."""
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    if moment is not None and moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment


def _one_challenge(challenge_id: int) -> Any:
    return select(CHALLENGES).where(CHALLENGES.c.id == challenge_id)


async def _load_challenges(connection: AsyncConnection, where: Any) -> list[Challenge]:
    """The challenges matching ``where``, oldest first, with both players' names."""
    rows = await connection.execute(
        select(
            CHALLENGES,
            _CHALLENGER.c.display_name.label("challenger_name"),
            _OPPONENT.c.display_name.label("opponent_name"),
        )
        .join(_CHALLENGER, _CHALLENGER.c.user_id == CHALLENGES.c.challenger_id)
        .join(_OPPONENT, _OPPONENT.c.user_id == CHALLENGES.c.opponent_id)
        .where(where)
        .order_by(CHALLENGES.c.id)
    )
    return [
        Challenge(
            id=c.id,
            server_id=c.server_id,
            channel_id=c.channel_id,
            challenger=User(c.challenger_id, c.challenger_name),
            opponent=User(c.opponent_id, c.opponent_name),
            first=c.first,
            status=cast(ChallengeStatus, c.status),
            created_at=c.created_at,
            expires_at=c.expires_at,
            answered_at=c.answered_at,
            game_id=c.game_id,
            message_id=c.message_id,
            rematch_of=c.rematch_of,
        )
        for c in rows
    ]


async def _raise_challenge_state(
    connection: AsyncConnection, challenge_id: int, now: datetime
) -> None:
    """Say why a challenge could not be answered: it is not there, or not pending any more."""
    row = (await connection.execute(_one_challenge(challenge_id))).one_or_none()
    if row is None:
        raise ChallengeNotFoundError(f"there is no challenge #{challenge_id}")
    status = row.status
    if status == "pending" and row.expires_at <= now:
        status = "expired"
    raise ChallengeStateError(challenge_id, status)


async def _check_new_offer(
    connection: AsyncConnection, offer: dict[str, Any], cooldown_s: float
) -> None:
    """Before ``offer`` (a challenges row) is inserted: its pair's pending offer that ran out
    expired, then the challenger's cooldown and the pair's pending offer checked (see
    :meth:`ChallengesRepository.create_challenge`)."""
    moment, server_id, pair = offer["created_at"], offer["server_id"], offer["pair"]
    pending_pair = (
        CHALLENGES.c.server_id == server_id,
        CHALLENGES.c.pair == pair,
        CHALLENGES.c.status == "pending",
    )
    await connection.execute(
        update(CHALLENGES)
        .where(*pending_pair, CHALLENGES.c.expires_at <= moment)
        .values(status="expired", answered_at=moment)
    )
    if cooldown_s > 0:
        challenger = offer["challenger_id"]
        last = _aware(await connection.scalar(_last_challenge(challenger, server_id)))
        if last is not None and (moment - last).total_seconds() < cooldown_s:
            raise ChallengeCooldownError(challenger, last)
    pending = await connection.scalar(select(CHALLENGES.c.id).where(*pending_pair))
    if pending is not None:
        raise DuplicateChallengeStoredError(int(pending))
