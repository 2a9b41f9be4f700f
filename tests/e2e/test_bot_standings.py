"""Standings through the real Discord front: leaderboard scope and season options, seasons
started by a manager (refused to a member), newcomers shown as provisional, the rating change
under a finished board, and /ttt stats without two identical lines."""

from __future__ import annotations

from typing import Any

from devkit.emulator import InteractionResult

from .bot_harness import (
    TttEnv,
    assert_refused,
    embed_text,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


async def _draw_games(ttt: TttEnv, member: Any, count: int, channel: Any = None) -> None:
    for _ in range(count):
        start = await ttt.ttt(member, "play", {"first": "me"}, channel=channel)
        await ttt.play_out(member, start, "best")


async def _season_new(ttt: TttEnv, member: Any, *, check: bool = True) -> InteractionResult:
    world = ttt.world
    return await ttt.emu.slash(
        member,
        world.guild,
        world.games,
        "ttt-admin",
        "season",
        "new",
        check_permissions=check,
    )


def _rows(result: InteractionResult) -> list[str]:
    return [line for line in result.text.splitlines() if line.startswith("**")]


async def test_a_finished_board_shows_the_rating_change(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    end = await ttt.play_out(alice, start, "best")
    assert end.message is not None
    text = embed_text(end.message)
    assert "Draw." in text
    assert "alice: rating 12" in text and "(+" in text  # a draw with minimax gains


async def test_newcomers_are_provisional_and_stats_say_it_once(ttt: TttEnv) -> None:
    world = ttt.world
    await _draw_games(ttt, world.bob, 5)
    await _draw_games(ttt, world.carol, 1)
    board = await ttt.ttt(world.alice, "leaderboard")
    rows = _rows(board)
    assert rows[0].startswith("**1.** bob")
    assert rows[1].startswith("**–** carol") and "provisional (1/5)" in rows[1]
    assert "Season 1 (current)" in board.text

    agents = await ttt.ttt(world.alice, "agents")
    minimax = next(
        f["value"] for f in agents.embeds[0]["fields"] if f["name"].startswith("minimax")
    )
    assert "games against people: 6" in minimax and "People here: 0 W · 6 D · 0 L" in minimax

    stats = await ttt.ttt(world.bob, "stats")
    assert "This server (all your games)" in stats.text
    assert "Everywhere" not in stats.text  # the same games: not a second identical line


async def test_leaderboard_scope_and_season_options(ttt: TttEnv) -> None:
    world = ttt.world
    await _draw_games(ttt, world.bob, 1)
    await _draw_games(ttt, world.carol, 1, channel=world.general)

    here = await ttt.ttt(world.alice, "leaderboard", {"scope": "channel"})
    assert "#tic-tac-toe" in here.text
    assert [r.split(" ")[1] for r in _rows(here)] == ["bob"]
    there = await ttt.ttt(world.alice, "leaderboard", {"scope": "channel"}, channel=world.general)
    assert [r.split(" ")[1] for r in _rows(there)] == ["carol"]
    everyone = await ttt.ttt(world.alice, "leaderboard", {"season": "all"})
    assert "All seasons" in everyone.text and len(_rows(everyone)) == 2

    assert_refused(
        await ttt.ttt(world.alice, "leaderboard", {"season": "2"}),
        "There is no season 2 here: this server is in season 1.",
    )
    assert_refused(
        await ttt.ttt(world.alice, "leaderboard", {"scope": "global", "season": "1"}),
        "The global leaderboard has no seasons",
    )
    assert_refused(
        await ttt.ttt(world.alice, "leaderboard", {"scope": "channel", "season": "all"}),
        "Channel leaderboards are kept per season",
    )


async def test_a_manager_starts_a_new_season_and_the_old_one_stays(ttt: TttEnv) -> None:
    world = ttt.world
    await _draw_games(ttt, world.bob, 2)

    refused = await _season_new(ttt, world.alice, check=False)
    assert_refused(refused, "Manage Server")
    assert "Season 1 (current)" in (await ttt.ttt(world.alice, "leaderboard")).text

    started = await _season_new(ttt, world.manager)
    assert not started.ephemeral
    assert "Season 2 has begun: the leaderboard starts fresh." in started.text
    assert "season:1" in started.text

    fresh = await ttt.ttt(world.alice, "leaderboard")
    assert "Season 2 (current)" in fresh.text and _rows(fresh) == []
    old = await ttt.ttt(world.alice, "leaderboard", {"season": "1"})
    assert "Season 1 / 2" in old.text and _rows(old)[0].startswith("**–** bob")
    everywhere = await ttt.ttt(world.alice, "leaderboard", {"scope": "global"})
    assert "bob" in everywhere.text  # the global board is all time

    await _draw_games(ttt, world.carol, 1)
    now = await ttt.ttt(world.alice, "leaderboard")
    assert [r.split(" ")[1] for r in _rows(now)] == ["carol"]


async def _duel_resigned_after(ttt: TttEnv, x: Any, o: Any, cells: list[int]) -> str:
    """``x`` challenges ``o`` and moves first, ``o`` accepts, they play ``cells`` in turn,
    ``o`` resigns: the text of the finished board."""
    invite = await ttt.ttt(x, "play", {"opponent": o, "first": "me"})
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    assert invite.message is not None
    board = (await ttt.click(o, invite.message, accept)).message
    assert board is not None
    for n, cell in enumerate(cells):
        await ttt.click_cell(x if n % 2 == 0 else o, board.id, cell)
    resigned = await ttt.ttt(o, "resign")
    assert resigned.message is not None
    return embed_text(resigned.message)


async def test_a_short_duel_is_unrated_and_says_why_and_duels_stay_off_the_global_board(
    ttt: TttEnv,
) -> None:
    world = ttt.world
    short = await _duel_resigned_after(ttt, world.alice, world.bob, [5, 1])  # an alt resigns
    assert "alice: unrated game, no rating change" in short
    assert "A duel counts once 5 moves are on the board" in short

    rated = await _duel_resigned_after(ttt, world.carol, world.bob, [5, 1, 9, 3, 7])
    assert "carol: rating 1220 (+20)" in rated and "bob: rating 1180 (-20)" in rated
    assert "A duel counts once" not in rated

    stats = await ttt.ttt(world.carol, "stats")
    assert "This server" in stats.text and "1 W · 0 D · 0 L" in stats.text
    assert "Everywhere, against agents" in stats.text  # the duel is not in the global rating
    everywhere = await ttt.ttt(world.alice, "leaderboard", {"scope": "global"})
    assert "carol" not in everywhere.text
    assert "The global board counts games against the agents only" in everywhere.text
