"""Numbers people type: every integer option has bounds Discord enforces, and a number past
them that reaches the bot anyway (a forged interaction: Discord never sends one) gets a clear
private refusal naming the range, not an apology, and never a number shown as a float."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from devkit.emulator import InvocationError
from devkit.emulator.command_rules import validate_commands
from devkit.emulator.validation import DISCORD_NUMBER_LIMIT
from domain.game import GAME_NUMBERS

from .bot_harness import (
    TttEnv,
    assert_refused,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

INTEGER = 4


def integer_options(options: list[dict[str, Any]], path: str) -> Iterator[tuple[str, dict]]:
    for option in options:
        where = f"{path} {option['name']}"
        if option["type"] == INTEGER:
            yield where, option
        yield from integer_options(option.get("options") or [], where)


async def test_every_integer_option_has_bounds_discord_enforces(ttt: TttEnv) -> None:
    registered = ttt.emu.registered_commands(ttt.world.guild)
    found = [
        (where, option)
        for command in registered
        for where, option in integer_options(command.get("options") or [], command["name"])
    ]
    assert "ttt review game" in {where for where, _ in found}
    for where, option in found:
        low, high = option.get("min_value"), option.get("max_value")
        assert low is not None and high is not None, f"{where} is unbounded"
        assert -DISCORD_NUMBER_LIMIT <= low <= high <= DISCORD_NUMBER_LIMIT, where
    review = dict(found)["ttt review game"]
    assert (review["min_value"], review["max_value"]) == GAME_NUMBERS


async def test_discord_sends_no_game_number_past_the_range(ttt: TttEnv) -> None:
    with pytest.raises(InvocationError, match="must be in"):
        await ttt.ttt(ttt.world.alice, "review", {"game": GAME_NUMBERS[1] + 1})
    with pytest.raises(InvocationError, match="Discord takes numbers"):
        await ttt.ttt(ttt.world.alice, "review", {"game": 2**63})


@pytest.mark.parametrize(
    "number", [0, GAME_NUMBERS[1] + 1, 2**63 - 1, 2**63, 2**64, 10**30], ids=str
)
async def test_a_forged_game_number_past_the_range_is_refused_with_the_range(
    ttt: TttEnv, number: int
) -> None:
    before = await ttt.db_fingerprint()
    refused = await ttt.emu.slash(
        ttt.world.alice,
        ttt.world.guild,
        ttt.world.games,
        "ttt",
        "review",
        options={"game": number},
        forged=True,
    )
    assert_refused(refused, "Game numbers go from 1 to 9,007,199,254,740,991")
    assert "e+" not in refused.text and "went wrong" not in refused.text
    assert await ttt.db_fingerprint() == before


def command_with(option: dict[str, Any]) -> list[dict[str, Any]]:
    base = {"name": "n", "description": "A number", "type": INTEGER}
    return [{"name": "x", "description": "A command", "type": 1, "options": [base | option]}]


def test_the_emulator_refuses_integer_bounds_discord_refuses() -> None:
    assert not validate_commands(command_with({"min_value": 1, "max_value": GAME_NUMBERS[1]}))
    refused = validate_commands(command_with({"max_value": 2**63}))
    assert [code for _, code, _ in refused.items] == ["NUMBER_TYPE_MAX"]
    refused = validate_commands(command_with({"min_value": -(2**60)}))
    assert [code for _, code, _ in refused.items] == ["NUMBER_TYPE_MIN"]
