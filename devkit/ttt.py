"""Driving the production bot (bot.discord.client.TttBot + the real GameService on a database
of the caller's) in this process, through the Discord emulator.

An emulator, a world and a :class:`~devkit.discord_clients.BotRunner` that points discord.py at
the emulator are the caller's; :class:`TttEnv` adds the bot, its database and
tic-tac-toe-shaped helpers (read a board from a message, click a cell, refused-reply
assertions). The e2e tests' ``ttt`` fixture (tests/e2e/bot_harness.py) and the fuzzer
(benchmarks/fuzz.py) drive the bot with it.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any

from bot.discord import app_emojis
from bot.discord.client import TttBot
from bot.discord.runner import open_service
from bot.games.service import GameService
from bot.settings import Settings
from devkit.db_snapshot import Snapshot, db_snapshot
from devkit.discord_clients import BotRunner
from devkit.emulator import CallbackType, DiscordEmulator, InteractionResult, StoredMessage, World
from devkit.emulator.interactions import message_text
from devkit.emulator.models import Member
from engine import Board, Mark, move_values, optimal_moves

EMPTY_LABEL = "\u200b"


class TttEnv:
    """One emulated Discord world, one database, and the bot (restartable) on top."""

    def __init__(self, emu: DiscordEmulator, world: World, runner: BotRunner, db_url: str) -> None:
        self.emu = emu
        self.world = world
        self.runner = runner
        self.db_url = db_url
        self.bot: TttBot | None = None
        self.service: GameService | None = None
        self.overrides: dict[str, Any] = {}

    # -- lifecycle ------------------------------------------------------------------------------

    def settings(self) -> Settings:
        values: dict[str, Any] = {
            "DISCORD_TOKEN": self.emu.token,
            "TTT_DATABASE_URL": self.db_url,
            "TTT_GUILD_IDS": str(self.world.guild.id),
            "TTT_DEFAULT_AGENT": "minimax",
            # The idle sweep is driven by tests (sweep_idle()), not by the clock.
            "TTT_IDLE_CHECK_S": 3600,
        }
        values.update(self.overrides)
        return Settings(_env_file=None, **values)

    async def start(self, *, seed: int | None = 7) -> TttBot:
        settings = self.settings()
        self.service = await open_service(settings, seed=seed)
        bot = TttBot(self.service, settings, guild_ready_timeout=0.05)
        await self.runner.start(bot)
        self.bot = bot
        return bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.runner.stop(self.bot)
            self.bot = None
        if self.service is not None:
            await self.service.close()
            self.service = None

    async def restart(self, *, seed: int | None = 8) -> TttBot:
        """A new process in all but name: new client, new service, same database and world."""
        await self.stop()
        return await self.start(seed=seed)

    # -- driving --------------------------------------------------------------------------------

    async def ttt(
        self,
        member: Member,
        sub: str,
        options: dict[str, Any] | None = None,
        *,
        channel: Any = None,
        locale: str = "en-US",
    ) -> InteractionResult:
        """``/ttt <sub>`` by ``member`` in ``channel`` (default: #tic-tac-toe).

        A reply that posts a board returns once the bot recorded it as its game's board (or a
        newer one replaced it): the bot does that just after the reply reaches Discord, and a
        test reading the database at once would otherwise race it."""
        self._check_alive()
        result = await self.emu.slash(
            member,
            self.world.guild,
            channel or self.world.games,
            "ttt",
            sub,
            options=options,
            locale=locale,
        )
        if result.message is not None and not result.ephemeral:
            if is_board(result.message):
                await self.board_recorded(result.message, or_newer=True)
            elif (challenge_id := challenge_id_of(result.message)) is not None:
                await self.invitation_recorded(challenge_id, result.message)
        return result

    async def admin(
        self,
        member: Member,
        sub: str,
        options: dict[str, Any] | None = None,
        *,
        locale: str = "en-US",
        check_permissions: bool = True,
    ) -> InteractionResult:
        self._check_alive()
        return await self.emu.slash(
            member,
            self.world.guild,
            self.world.games,
            "ttt-admin",
            sub,
            options=options,
            locale=locale,
            check_permissions=check_permissions,
        )

    async def click_cell(
        self, member: Member, message: StoredMessage | int, cell: int, *, locale: str = "en-US"
    ) -> InteractionResult:
        self._check_alive()
        msg = self.emu.message(message)
        return await self.emu.click(member, msg, cell_id(msg, cell), locale=locale)

    async def play_duel(self, board: StoredMessage, players: dict[str, Member]) -> StoredMessage:
        """Both sides (``players`` by mark, ``"X"`` and ``"O"``) play perfectly by buttons
        until the game on ``board`` ends; the final board."""
        for _ in range(9):
            position = board_of(self.emu.message(board.id))
            if position.is_over:
                break
            mover = players[position.to_move.value]
            result = await self.click_cell(mover, board.id, choose(position, "best"))
            assert result.updated_the_message, result.text
        return self.emu.message(board.id)

    async def click(
        self, member: Member, message: StoredMessage | int, custom_id: str, *, locale: str = "en-US"
    ) -> InteractionResult:
        self._check_alive()
        return await self.emu.click(member, message, custom_id, locale=locale)

    async def click_as_seen(
        self, member: Member, seen: StoredMessage, custom_id: str, *, locale: str = "en-US"
    ) -> InteractionResult:
        """Click a button on ``seen``, an older snapshot of a message: what a client that has not
        received the latest edit yet still shows (or two people clicking at the same moment)."""
        self._check_alive()
        return await self.emu.click(member, seen, custom_id, as_seen=True, locale=locale)

    async def invitation_recorded(
        self, challenge_id: int, message: StoredMessage, *, timeout: float = 10.0
    ) -> None:
        """Wait until the service knows ``message`` as challenge ``challenge_id``'s invitation:
        recorded just after the reply reached Discord, like a board (a sweep that ran first
        would find no message to close)."""
        assert self.service is not None
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while (await self.service.get_challenge(challenge_id)).message_id != str(message.id):
            if loop.time() > end:
                raise AssertionError(f"challenge {challenge_id} never recorded {message.id}")
            await asyncio.sleep(0.01)

    async def board_recorded(
        self, message: StoredMessage, *, timeout: float = 10.0, or_newer: bool = False
    ) -> None:
        """Wait until the service knows ``message`` as its game's board (``or_newer``: or a
        board posted after it, which replaced it).

        The bot records it (``set_message``) just after its reply reached Discord, so a test
        that acts on the game behind the bot's back right after the reply must wait for it.
        """
        assert self.service is not None
        game_id = game_id_of(message)
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout

        def recorded(message_id: str | None) -> bool:
            if message_id is None:
                return False
            return int(message_id) >= message.id if or_newer else message_id == str(message.id)

        while not recorded((await self.service.get_game(game_id)).message_id):
            if loop.time() > end:
                raise AssertionError(f"game {game_id} never recorded message {message.id}")
            await asyncio.sleep(0.01)

    async def db_fingerprint(self) -> Snapshot:
        """Every row of every table: equal before and after means nothing was stored."""
        assert self.service is not None
        return await db_snapshot(self.service.repository.engine)

    async def sweep_idle(self, now: datetime | None = None) -> None:
        """Run the idle-game sweep now (what the background loop does every TTT_IDLE_CHECK_S)."""
        assert self.bot is not None
        games = self.bot.get_cog("Games")
        assert games is not None
        await games.sweep_idle(now)  # type: ignore[attr-defined]

    def _check_alive(self) -> None:
        assert self.bot is not None, "bot not started"
        self.runner.check_alive(self.bot)

    # -- playing whole games --------------------------------------------------------------------

    async def play_out(
        self,
        member: Member,
        result: InteractionResult,
        strategy: str,
        *,
        by: str = "button",
        locale: str = "en-US",
    ) -> InteractionResult:
        """Play ``member``'s moves until the game ends, by buttons or by /ttt move.

        ``strategy``: ``best`` keeps the game's value (never loses), ``worst`` gives it away.
        Returns the last interaction's result (its message shows the final board).
        """
        message = result.message
        assert message is not None
        for _ in range(9):
            board = board_of(message)
            if board.is_over:
                return result
            cell = choose(board, strategy)
            if by == "button":
                result = await self.click_cell(member, message, cell, locale=locale)
                assert result.updated_the_message, result.text
            else:
                result = await self.ttt(member, "move", {"cell": str(cell)}, locale=locale)
                assert result.answered_with_a_message, result.text
                assert not result.ephemeral, result.text
            assert result.message is not None
            message = result.message
        return result


# -- reading what users see ---------------------------------------------------------------------


def _cells_of(message: StoredMessage) -> list[dict[str, Any]]:
    return [b for b in message.buttons if str(b.get("custom_id", "")).startswith("ttt:c:")]


def cell_buttons(message: StoredMessage) -> list[dict[str, Any]]:
    """The nine cell buttons of a board message, cell 1 first."""
    buttons = _cells_of(message)
    assert len(buttons) == 9, f"not a board: {message.custom_ids}"
    return sorted(buttons, key=lambda b: int(b["custom_id"].rsplit(":", 1)[1]))


def challenge_id_of(message: StoredMessage) -> int | None:
    """The challenge an invitation message answers to (its buttons ``ttt:d:<id>:...``)."""
    for custom_id in message.custom_ids:
        if custom_id.startswith("ttt:d:"):
            return int(custom_id.split(":")[2])
    return None


def is_board(message: StoredMessage) -> bool:
    """Whether ``message`` shows a game's board (it has the nine cell buttons)."""
    return len(_cells_of(message)) == 9


def cell_id(message: StoredMessage, cell: int) -> str:
    return str(cell_buttons(message)[cell - 1]["custom_id"])


def button_id(message: StoredMessage, prefix: str) -> str:
    """The ``custom_id`` of the first button on ``message`` whose id starts with ``prefix``."""
    return next(i for i in message.custom_ids if i.startswith(prefix))


def game_id_of(message: StoredMessage) -> int:
    """The game a board message shows (from its buttons' ``custom_id``)."""
    return int(cell_id(message, 1).split(":")[2])


def board_of(message: StoredMessage) -> Board:
    """The position a board message shows, read from its buttons: a label X or O, or the
    app's own emoji for it (boards where no server's emojis are)."""
    return Board("".join(mark_shown(b) for b in cell_buttons(message)))


def mark_shown(button: dict[str, Any]) -> str:
    """``X``, ``O`` or ``.``: what one cell button shows."""
    label = button.get("label") or EMPTY_LABEL
    if label in ("X", "O"):
        return str(label)
    emoji = str((button.get("emoji") or {}).get("name"))
    return {app_emojis.X_NAME: "X", app_emojis.O_NAME: "O"}.get(emoji, ".")


def enabled_cells(message: StoredMessage) -> list[int]:
    return [i + 1 for i, b in enumerate(cell_buttons(message)) if not b.get("disabled")]


def embed_text(message: StoredMessage) -> str:
    """What a message says: its content, embeds and text displays (a V2 layout)."""
    parts: list[str] = [message.content or ""]
    parts += [str(c.get("content", "")) for c in message.iter_components() if c.get("type") == 10]
    for embed in message.embeds:
        parts += [str(embed.get("title", "")), str(embed.get("description", ""))]
        for field in embed.get("fields") or []:
            parts += [str(field.get("name", "")), str(field.get("value", ""))]
        parts.append(str((embed.get("footer") or {}).get("text", "")))
    return "\n".join(p for p in parts if p)


def choose(board: Board, strategy: str) -> int:
    if strategy == "best":
        return optimal_moves(board)[0]
    if strategy == "worst":
        values = move_values(board)
        return min(sorted(values), key=lambda c: values[c])
    raise ValueError(strategy)


def assert_refused(result: InteractionResult, *fragments: str) -> None:
    """An ephemeral reply containing ``fragments``: the interaction's first response or, when
    the bot's work outlasted its defer timer (a busy machine) and it deferred first, an
    ephemeral follow-up; the player sees the same."""
    if result.deferred:
        shown = [m for m in result.all_messages if m.ephemeral]
        assert shown, f"{result.label}: deferred, then no ephemeral reply: {result.text}"
        text = "\n".join(message_text(m) for m in shown)
    else:
        assert result.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE, (
            f"{result.label}: expected an ephemeral reply, got {result.response_name}: "
            f"{result.text}"
        )
        assert result.ephemeral, f"{result.label}: refusal is not ephemeral: {result.text}"
        text = result.text
    for fragment in fragments:
        assert fragment.lower() in text.lower(), f"{fragment!r} not in {text!r}"
    assert result.problems == [], result.problems


def mark_of_member(message: StoredMessage, name: str) -> Mark:
    text = embed_text(message)
    return Mark.X if f"{name} (X)" in text else Mark.O
