"""The e2e tests' ``ttt`` fixture: the production bot in this process on the test's database,
driven through the Discord emulator by :class:`devkit.ttt.TttEnv`, whose helpers (reading a
board from a message, clicking a cell, refused-reply assertions) the tests import from here too.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from devkit.emulator import DiscordEmulator, World
from devkit.ttt import (
    TttEnv,
    assert_refused,
    board_of,
    button_id,
    cell_buttons,
    cell_id,
    challenge_id_of,
    choose,
    embed_text,
    enabled_cells,
    game_id_of,
    is_board,
    mark_of_member,
)

from .conftest import BotRunner

__all__ = [
    "TttEnv",
    "assert_refused",
    "board_of",
    "button_id",
    "cell_buttons",
    "cell_id",
    "challenge_id_of",
    "choose",
    "embed_text",
    "enabled_cells",
    "game_id_of",
    "installed_env",
    "is_board",
    "mark_of_member",
    "slow_down",
    "ttt_env",
]


# Named "ttt" for tests, defined under another name so that test modules can import it
# (`from .bot_harness import ttt_env`) without shadowing warnings.
@pytest.fixture(name="ttt")
async def ttt_env(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner, db_url: str
) -> AsyncIterator[TttEnv]:
    env = TttEnv(emulator, world, bot_runner, db_url)
    await env.start()
    try:
        yield env
    finally:
        await env.stop()


@pytest.fixture(name="env")
async def installed_env(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner, db_url: str
) -> AsyncIterator[TttEnv]:
    """The bot with global commands (a person's own install needs them: server-scoped ones
    carry no contexts), alice and bob having installed the app for themselves."""
    env = TttEnv(emulator, world, bot_runner, db_url)
    env.overrides["TTT_GUILD_IDS"] = ""
    await env.start()
    emulator.install_for_user(world.alice)
    emulator.install_for_user(world.bob)
    try:
        yield env
    finally:
        await env.stop()


def slow_down(monkeypatch: pytest.MonkeyPatch, owner: object, name: str, seconds: float) -> None:
    """Make the coroutine method ``owner.<name>`` take ``seconds`` longer (a slow database or
    a loaded machine), for the rest of the test."""
    real = getattr(owner, name)

    async def slow(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(seconds)
        return await real(*args, **kwargs)

    monkeypatch.setattr(owner, name, slow)
