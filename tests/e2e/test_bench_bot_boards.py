"""benchmarks/bench_bot.py's ``--embed-boards``: the same tree's bot with its boards sent as an
embed and a grid of buttons (as before boards were Components V2 layouts), run right after the
V2 one, and the V2 boards' p99 and CPU per interaction given against it."""

from __future__ import annotations

import argparse
import inspect
from types import ModuleType
from typing import Any

import discord
import pytest

from bot.discord import render
from bot.i18n import default_catalog
from devkit import embed_boards
from domain.game import Game, GameStatus, Side
from domain.time import utcnow
from engine import Board, Mark
from tests.scripts import load_benchmark


def bench_bot() -> ModuleType:
    return load_benchmark("bench_bot")


def outcome(
    module: Any, p99: float, cpu_ms: float, *, embed: bool, calls: int | None = None
) -> Any:
    """A run of 1,000 interactions with that p99 (s), CPU (ms) and calls per interaction."""
    setup = module.Setup(1, "sqlite", embed_boards=embed)
    counted = None if calls is None else calls * 1000
    return module.Outcome(
        setup,
        1000,
        1000,
        1000,
        10.0,
        0.002,
        p99,
        0.002,
        p99,
        cpu_ms,
        1500,
        4000,
        0,
        0,
        0.4,
        [0],
        calls=counted,
    )


def test_each_round_runs_the_embed_boards_right_after_the_v2_ones() -> None:
    args = argparse.Namespace(
        database="postgresql",
        games=1000,
        shards=1,
        same_load=False,
        compare=None,
        embed_boards=True,
        compare_python=None,
    )
    assert [setup.name for setup in bench_bot().setups(args)] == [
        "1 process, sqlite",
        "1 process, sqlite, embed boards",
        "1 process, postgresql",
        "1 process, postgresql, embed boards",
    ]


def test_v2_boards_are_given_as_a_ratio_of_the_embed_boards_p99_and_cpu() -> None:
    module = bench_bot()
    runs = [
        outcome(module, 0.020, 1.00, embed=False),
        outcome(module, 0.020, 1.10, embed=True),
        outcome(module, 0.030, 1.20, embed=False),
        outcome(module, 0.025, 1.00, embed=True),
    ]
    assert module.board_ratios(runs) == [
        "sqlite: V2 boards' p99 1.11x the embed boards' (goal: at most 1.10x) "
        "(each round: +0%, +20%)",
        "sqlite: V2 boards' CPU per interaction 1.05x the embed boards' (goal: at most 1.10x) "
        "(each round: -9%, +20%)",
    ]


def test_counted_calls_are_compared_too() -> None:
    module = bench_bot()
    runs = [
        outcome(module, 0.020, 1.00, embed=False, calls=2900),
        outcome(module, 0.020, 1.00, embed=True, calls=3000),
    ]
    assert module.board_ratios(runs)[-1] == (
        "sqlite: V2 boards' calls per interaction 0.97x the embed boards' (goal: at most 1.10x)"
    )


def test_the_embed_boards_bot_sends_an_embed_and_a_button_grid(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(render, "board_message", render.board_message)  # restored afterwards
    embed_boards.use_embed_boards()
    now = utcnow()
    x, o = Side.human("1", "alice"), Side.bot("minimax", "builtin")
    game = Game(
        1, "5", "6", x, o, Board("X...O...."), (1, 5), GameStatus.ACTIVE, None, 2, None, now, now
    )
    fields = render.board_message(game, default_catalog().texts("en-US"))
    embed = fields["embed"]
    assert isinstance(embed, discord.Embed) and "alice" in str(embed.description)
    rows = fields["view"].to_components()
    assert [len(row["components"]) for row in rows] == [3, 3, 3]
    assert not fields["view"].has_components_v2()


def test_each_setup_starts_its_bot_as_its_boards_say() -> None:
    module = bench_bot()
    assert module.Setup(1, "sqlite").command()[1:] == ["-m", "bot", "run"]
    embed = module.Setup(1, "sqlite", embed_boards=True).command()[1:]
    assert embed == ["-m", "devkit.embed_boards", "run"]


def test_the_embed_boards_take_every_argument_the_v2_boards_take() -> None:
    """The extensions call ``render.board_message`` with the V2 renderer's keywords: the
    baseline must accept each of them, or every board it draws fails."""
    v2 = inspect.signature(render.board.board_message).parameters
    embed = inspect.signature(embed_boards.board_message).parameters
    assert list(embed) == list(v2)


def test_a_finished_embed_board_has_the_rematch_and_the_replay_link() -> None:
    now = utcnow()
    x, o = Side.human("1", "alice"), Side.bot("minimax", "builtin")
    game = Game(
        1,
        "5",
        "6",
        x,
        o,
        Board("XXXOO...."),
        (1, 4, 2, 5, 3),
        GameStatus.WON,
        Mark.X,
        5,
        None,
        now,
        now,
        now,
    )
    fields = embed_boards.board_message(
        game, default_catalog().texts("en-US"), site="https://ttt.example"
    )
    last_row = fields["view"].to_components()[-1]["components"]
    assert [button.get("url") for button in last_row] == [None, "https://ttt.example/games/1"]
