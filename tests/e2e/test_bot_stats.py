"""Stats, leaderboard, agents and review after real games played through Discord."""

from __future__ import annotations

from .bot_harness import (
    TttEnv,
    assert_refused,
    embed_text,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)


async def _resign_games(ttt: TttEnv, member: object, count: int) -> None:
    for _ in range(count):
        start = await ttt.ttt(member, "play", {"first": "me"})  # type: ignore[arg-type]
        # A move first: resigning before one's first move is not a loss.
        await ttt.click_cell(member, start.message, 5)  # type: ignore[arg-type]
        await ttt.ttt(member, "resign")  # type: ignore[arg-type]


async def _draw_games(ttt: TttEnv, member: object, count: int) -> None:
    for _ in range(count):
        start = await ttt.ttt(member, "play", {"first": "me"})  # type: ignore[arg-type]
        await ttt.play_out(member, start, "best")  # type: ignore[arg-type]


async def test_stats_and_leaderboard_after_games(ttt: TttEnv) -> None:
    world = ttt.world
    await _draw_games(ttt, world.bob, 5)
    await _resign_games(ttt, world.alice, 5)
    await _draw_games(ttt, world.carol, 2)  # too few games to be ranked

    stats = await ttt.ttt(world.alice, "stats")
    assert not stats.ephemeral
    text = stats.text
    assert "alice" in text
    assert "0 W · 0 D · 5 L" in text
    assert "5 losses in a row" in text
    assert "minimax: 0 W · 0 D · 5 L" in text

    bob = await ttt.ttt(world.alice, "stats", {"member": world.bob})
    assert "0 W · 5 D · 0 L" in bob.text

    board = await ttt.ttt(world.carol, "leaderboard")
    lines = [line for line in board.text.splitlines() if line.startswith("**")]
    assert len(lines) == 3, board.text  # carol has 2 games: listed, not ranked yet
    assert lines[0].startswith("**1.** bob") and "0 W · 5 D · 0 L" in lines[0]
    assert lines[1].startswith("**2.** alice") and "0 W · 0 D · 5 L" in lines[1]
    assert lines[2].startswith("**–** carol") and "provisional (2/5)" in lines[2]
    assert "streak -5" in lines[1]
    assert "Test Guild" in board.text

    everywhere = await ttt.ttt(world.carol, "leaderboard", {"scope": "global"})
    assert "Global leaderboard" in everywhere.text
    assert "**1.** bob" in everywhere.text


async def test_stats_of_a_newcomer(ttt: TttEnv) -> None:
    result = await ttt.ttt(ttt.world.carol, "stats")
    assert "carol has not finished a game yet." in result.text
    empty = await ttt.ttt(ttt.world.carol, "leaderboard")
    assert "Nobody is ranked yet" in empty.text


async def test_agents_lists_each_agent_with_its_strength(ttt: TttEnv) -> None:
    result = await ttt.ttt(ttt.world.alice, "agents")
    assert result.message is not None
    embed = result.embeds[0]
    fields = {f["name"].split(" ")[0]: f["value"] for f in embed["fields"]}
    assert {"minimax", "trap", "medium", "easy", "fallible", "random"} <= set(fields)
    assert "This server plays **minimax** by default." in result.text
    assert any(f["name"] == "minimax (this server's default)" for f in embed["fields"])
    # Discord refuses embeds over 6,000 characters.
    size = len(embed["title"]) + len(embed["description"])
    assert size + sum(len(f["name"]) + len(f["value"]) for f in embed["fields"]) <= 6000
    assert ttt.service is not None
    for agent in ttt.service.agents():
        value = fields[agent.name]
        assert agent.description in value
        if agent.rating is not None:  # nobody played it yet: its prior, not called measured
            assert f"Elo rating {round(agent.rating)}" in value
            assert "measured against people" not in value
        metrics = agent.metrics or {}
        if "optimal_move_accuracy" in metrics:  # a learned agent measured in the manifest
            assert f"optimal moves: {metrics['optimal_move_accuracy'] * 100:.1f} %" in value
            assert "vs fallible: as X" in value


async def test_review_names_the_losing_move(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    assert_refused(await ttt.ttt(alice, "review"))  # no finished game yet
    start = await ttt.ttt(alice, "play", {"first": "me"})
    end = await ttt.play_out(alice, start, "worst")
    assert "minimax (O) wins." in embed_text(end.message)  # type: ignore[arg-type]

    review = await ttt.ttt(alice, "review")
    assert not review.ephemeral
    text = review.text
    assert "Review of game #" in text
    lines = [line for line in text.splitlines() if line.startswith("• ")]
    assert lines, text
    first = lines[0]
    assert first.startswith("• move ") and ", X on cell " in first
    assert "turned a draw into a loss;" in first and "kept the draw" in first

    # Public: in the server's language, whoever asks.
    await ttt.admin(ttt.world.owner, "language", {"language": "fr"})
    french = await ttt.ttt(alice, "review", locale="en-US")
    assert "a transformé un match nul en une défaite" in french.text


async def test_review_of_a_game_resigned_while_still_drawn_says_so(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    await ttt.click_cell(alice, start.message, 5)  # type: ignore[arg-type]
    await ttt.ttt(alice, "resign")
    review = await ttt.ttt(alice, "review")
    bullets = [line for line in review.text.splitlines() if line.startswith("• ")]
    assert bullets == [
        "• No move changed the game's value: both sides played without a mistake.",
        "• X resigned in a position that was still a draw.",
    ]


async def test_review_of_a_clean_game(ttt: TttEnv) -> None:
    alice = ttt.world.alice
    start = await ttt.ttt(alice, "play", {"first": "me"})
    await ttt.play_out(alice, start, "best")
    review = await ttt.ttt(alice, "review")
    assert "No move changed the game's value" in review.text
