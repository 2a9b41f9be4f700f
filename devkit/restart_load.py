"""Games played through the Discord emulator while PostgreSQL restarts under the bot, and the
account of what every member was told against what the database kept.

Members play against the bot's agent at once, each clicking the next cell of their own game
after a short think. An answer is one of: the move played (the board edited to a later
move), "try again in a moment" (nothing changed: the member clicks the same cell again), or
"may or may not have been saved" (the member looks at ``/ttt board`` and goes on from what it
shows). Anything else is counted as unexpected. Meanwhile :func:`play_through_restart` stops
the server, keeps it down for a gap, and starts it again.

:func:`check_stored` then holds the database to what the members saw: each game's stored
moves are exactly the last board its member was shown (0 lost, 0 applied twice). A click
refused with "nothing was changed" that had been kept after all would show as the member's
next click on that board being refused as stale, which is counted too.

Used by ``tests/e2e/test_bot_postgres_restart.py`` (a few dozen games) and
``benchmarks/postgres_restart_run.py`` (hundreds).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from devkit.emulator import DiscordEmulator, InteractionResult, StoredMessage
from devkit.emulator.models import Channel, Guild, Member
from devkit.ttt import board_of, cell_id, game_id_of
from engine import Board, optimal_moves

ANSWER_WINDOW_S = 3.0
"""Discord's window for an interaction's first answer."""


@dataclass
class Ledger:
    """What the members were told, counted."""

    played: int = 0
    try_again: int = 0
    unconfirmed: int = 0
    stale: int = 0
    unexpected: list[str] = field(default_factory=list)
    answered: int = 0
    late: int = 0
    unanswered: int = 0
    """Interactions the bot never answered in time (Discord: "This interaction failed")."""
    slowest_s: float = 0.0
    boards: dict[int, StoredMessage] = field(default_factory=dict)
    """Each game's last board shown to its member."""
    restart_at: float = 0.0
    back_at: float = 0.0
    in_gap: int = 0
    """Interactions sent between the stop and the server's return."""
    stuck: int = 0
    """Members still playing when the run's time was up."""
    late_at: list[float] = field(default_factory=list)
    """When each interaction answered late was sent."""

    def took(self, result: InteractionResult, sent_at: float) -> None:
        self.answered += 1
        if self.restart_at <= sent_at <= self.back_at or (self.restart_at and not self.back_at):
            self.in_gap += 1
        latency = result.latency if result.latency is not None else ANSWER_WINDOW_S
        self.slowest_s = max(self.slowest_s, latency)
        if result.late or latency > ANSWER_WINDOW_S:
            self.late += 1
            self.late_at.append(sent_at)

    def late_when(self) -> str:
        """When the late answers were asked for: before the stop, while the server was down
        or in the 10 s after it came back, or later."""
        before = sum(at < self.restart_at for at in self.late_at) if self.restart_at else 0
        around = sum(self.restart_at <= at <= self.back_at + 10 for at in self.late_at)
        return f"{before} before the stop, {around} around the restart, " + (
            f"{len(self.late_at) - before - around} later"
        )

    def summary(self) -> str:
        return (
            f"{len(self.boards)} games, {self.answered} interactions ({self.in_gap} sent while "
            f"the server was down or coming back): {self.played} moves played, "
            f"{self.try_again} 'try again', {self.unconfirmed} 'maybe saved', "
            f"{self.stale} stale, {len(self.unexpected)} unexpected, {self.late} late, "
            f"{self.unanswered} unanswered, {self.stuck} members stuck; "
            f"slowest first answer {self.slowest_s * 1000:.0f} ms"
        )


class Table:
    """One server's channels and the members playing in them (member ``k`` in channel
    ``k % channels``: as on a real server, not everyone in one channel)."""

    def __init__(self, emu: DiscordEmulator, guild: Guild, channels: list[Channel]) -> None:
        self.emu, self.guild, self.channels = emu, guild, channels

    def channel_of(self, member: Member) -> Channel:
        return self.channels[member.id % len(self.channels)]

    async def ask(
        self, ledger: Ledger, member: Member, sub: str, **options: object
    ) -> InteractionResult | None:
        """``/ttt <sub>``; ``None`` when the bot never answered in time."""
        sent = time.monotonic()
        try:
            result = await self.emu.slash(
                member,
                self.guild,
                self.channel_of(member),
                "ttt",
                sub,
                options=options,
                timeout=20,
            )
        except AssertionError:
            ledger.unanswered += 1
            return None
        ledger.took(result, sent)
        return result

    async def click(
        self, ledger: Ledger, member: Member, board: StoredMessage, cell: int
    ) -> InteractionResult | None:
        """A click on ``cell`` of ``board``; ``None`` when the bot never answered in time."""
        sent = time.monotonic()
        fresh = self.emu.message(board.id)
        try:
            result = await self.emu.click(member, fresh, cell_id(fresh, cell), timeout=20)
        except AssertionError:
            ledger.unanswered += 1
            return None
        ledger.took(result, sent)
        return result


RETRY_AFTER_S = (1.0, 2.0)
"""How long a member told "try again in a moment" waits before trying again (a person reads
the message first; a driver retrying every few milliseconds would be a load test of its own)."""

TRY_AGAIN = "try again in a moment"
MAYBE_SAVED = "may or may not have been saved"


async def start_game(table: Table, ledger: Ledger, member: Member) -> StoredMessage:
    """``/ttt play first:me`` until a board is shown (or found by ``/ttt board``)."""
    while True:
        result = await table.ask(ledger, member, "play", first="me")
        if result is None:  # told nothing: look whether the game is there
            if (shown := await current_board(table, ledger, member)) is not None:
                return shown
            await asyncio.sleep(random.uniform(*RETRY_AFTER_S))
            continue
        if result.deferred and not result.text.strip():
            # Deferred, then its "thinking" placeholder replaced by a private answer still on
            # the way (a busy machine): the member reads it a moment later.
            with contextlib.suppress(AssertionError):
                await result.wait_followup(timeout=EDIT_WAIT_S)
            result = result.refresh()
        if (
            result.message is not None
            and not result.ephemeral
            and "ttt:c:" in str(result.custom_ids)
        ):
            return result.message
        text = result.text.lower()
        if TRY_AGAIN in text:
            ledger.try_again += 1
        elif MAYBE_SAVED in text or "already" in text:
            ledger.unconfirmed += MAYBE_SAVED in text
            shown = await current_board(table, ledger, member)
            if shown is not None:
                return shown
        else:
            ledger.unexpected.append(f"play: {result.text}")
        await asyncio.sleep(random.uniform(*RETRY_AFTER_S))


async def current_board(table: Table, ledger: Ledger, member: Member) -> StoredMessage | None:
    """The member's game as ``/ttt board`` shows it, asked until the database answers;
    ``None`` when they have no game on."""
    while True:
        result = await table.ask(ledger, member, "board")
        if result is None:  # "This interaction failed": a person waits a moment, then asks again
            await asyncio.sleep(random.uniform(*RETRY_AFTER_S))
            continue
        if result.message is not None and "ttt:c:" in str(result.custom_ids):
            return result.message
        if TRY_AGAIN not in result.text.lower():
            return None
        ledger.try_again += 1
        await asyncio.sleep(random.uniform(*RETRY_AFTER_S))


async def play_game(
    table: Table, ledger: Ledger, member: Member, rng: random.Random, think_s: float
) -> None:
    """One whole game of ``member``, the best move each time."""
    await asyncio.sleep(rng.uniform(0, think_s))  # members do not all start in one instant
    board = await start_game(table, ledger, member)
    while not board_of(board).is_over:
        await asyncio.sleep(rng.uniform(0, think_s))
        position = board_of(board)
        result = await table.click(ledger, member, board, optimal_moves(position)[0])
        if result is None:  # told nothing: go on from the board as it is now
            board = await current_board(table, ledger, member) or board
            continue
        if result.deferred and not result.updated_the_message:
            # Deferred, its edit still on the way (a busy machine): the member sees the board
            # change a moment later.
            result = await edit_arrived(table, result, board.id, position.ply)
        text = result.text.lower()
        if (
            result.updated_the_message
            and result.message is not None
            and (board_of(result.message).ply > position.ply)
        ):
            ledger.played += 1
            board = result.message
        elif TRY_AGAIN in text:
            ledger.try_again += 1
            await asyncio.sleep(rng.uniform(*RETRY_AFTER_S))
        elif MAYBE_SAVED in text:
            ledger.unconfirmed += 1
            board = await current_board(table, ledger, member) or board
        elif "out of date" in text or "moved on" in text:
            ledger.stale += 1
            board = await current_board(table, ledger, member) or board
        else:
            ledger.unexpected.append(f"click: {result.text}")
            board = await current_board(table, ledger, member) or board
    ledger.boards[game_id_of(board)] = board


EDIT_WAIT_S = 15.0
"""How long a member looks at a board whose click was deferred before asking for it again."""


async def edit_arrived(
    table: Table, result: InteractionResult, board_id: int, ply: int
) -> InteractionResult:
    """``result`` once the board it deferred was redrawn past ``ply`` (or a reply came), or as
    it was after :data:`EDIT_WAIT_S`."""

    def changed() -> bool:
        return board_of(table.emu.message(board_id)).ply > ply or bool(result.refresh().followups)

    try:
        await table.emu.wait_until(changed, timeout=EDIT_WAIT_S, what="a deferred click's edit")
    except AssertionError:
        return result
    return result.refresh()


async def play_through_restart(
    table: Table,
    members: list[Member],
    *,
    games_each: int,
    restart_after_moves: int,
    stop: Callable[[], Awaitable[None]],
    start: Callable[[], Awaitable[None]],
    gap_s: float,
    think_s: float = 0.3,
    ramp_s: float = 0.0,
    seed: int = 1,
    deadline_s: float | None = None,
) -> Ledger:
    """Every member plays ``games_each`` games, the members starting one after another over
    ``ramp_s``; once ``restart_after_moves`` moves were played, the server is stopped, kept
    down ``gap_s`` and started again. Members still playing after ``deadline_s`` are stopped
    and counted as stuck."""
    ledger = Ledger()
    rng = random.Random(seed)

    async def member_plays(number: int, member: Member) -> None:
        await asyncio.sleep(ramp_s * number / len(members))
        for _ in range(games_each):
            await play_game(table, ledger, member, random.Random(rng.random()), think_s)

    async def restart() -> None:
        while ledger.played < restart_after_moves:
            await asyncio.sleep(0.02)
        ledger.restart_at = time.monotonic()
        await stop()
        await asyncio.sleep(gap_s)
        await start()
        ledger.back_at = time.monotonic()

    restarter = asyncio.create_task(restart())
    playing = [asyncio.create_task(member_plays(k, m)) for k, m in enumerate(members)]
    done, stuck = await asyncio.wait(playing, timeout=deadline_s)
    for task in stuck:  # a member still playing when the run's time is up
        task.cancel()
    ledger.stuck = len(stuck)
    for task in done:
        task.result()  # a member's failure is the run's
    if not restarter.done() and not ledger.restart_at:
        restarter.cancel()  # the run ended before that many moves: no restart in it
    await asyncio.gather(restarter, return_exceptions=True)
    return ledger


async def stored_moves(url: str, game_ids: list[int]) -> list[tuple[int, int, int]]:
    """The moves (game, ply, cell) stored for ``game_ids`` in the PostgreSQL database."""
    from sqlalchemy import text

    from storage.db import create_engine

    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            rows = await connection.execute(text(STORED_MOVES), {"ids": game_ids})
            return [(int(g), int(p), int(c)) for g, p, c in rows]
    finally:
        await engine.dispose()


STORED_MOVES = (
    "SELECT game_id, ply, cell FROM moves WHERE game_id = ANY(:ids) ORDER BY game_id, ply"
)
"""The moves of the games played (PostgreSQL: ``:ids`` is an array)."""


def lost_or_doubled(ledger: Ledger, stored: list[tuple[int, int, int]]) -> list[str]:
    """Every difference between the moves ``stored`` (game, ply, cell) and the last board each
    member was shown: empty when nothing was lost and nothing applied twice."""
    moves: dict[int, list[int]] = {}
    for game_id, _ply, cell in stored:
        moves.setdefault(game_id, []).append(cell)
    problems = []
    for game_id, message in ledger.boards.items():
        shown = board_of(message)
        board = Board()
        for cell in moves.get(game_id, []):
            board = board.play(cell)
        if board.cells != shown.cells:
            problems.append(f"game {game_id}: shown {shown.cells}, stored {board.cells}")
    return problems
