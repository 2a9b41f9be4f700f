"""The console's command parser against any line (Hypothesis): every line gets an answer and no
exception; an answer never grows with the input; a refused line stores nothing."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.console import Console
from bot.games.service import GameService
from devkit.db_snapshot import db_snapshot
from domain.players import User
from tests.bot.conftest import ServiceFactory

pytestmark = pytest.mark.slow  # hypothesis plays hundreds of console sessions

ANSWER_MAX = 2000
"""The longest answer any line may get (the help and agent lists are the longest, ~1 kB)."""

COMMANDS = ["play", "move", "board", "resign", "stats", "leaderboard", "review", "agents", "help"]

words = st.one_of(
    st.sampled_from([*COMMANDS, "global", "here", "first:me", "first:bot", "agent:trap", "#1"]),
    st.sampled_from(["minimax", "trap", "random", "b2", "center", "top left", "5", "0", "10"]),
    st.text(alphabet="0123456789\u0661\u2075\uff15-+#:=", min_size=1, max_size=30),
    st.text(min_size=1, max_size=60),
    st.text(alphabet="x", min_size=41, max_size=6000),
    st.sampled_from(['"', "'", "\\", "\x00", "\n", "\t", "\u200b"]),
)
lines = st.one_of(
    st.text(max_size=200),
    st.builds(
        lambda head, rest: " ".join([head, *rest]),
        st.sampled_from(["/ttt", "ttt", "/TTT", "/tt", ""]),
        st.lists(words, max_size=5),
    ),
)

_services: dict[int, GameService] = {}
_users = itertools.count()


async def console_for(open_service: ServiceFactory) -> Console:
    """A console of a new user, over one service per test (opening one per example would
    make the examples slow; the fixture closes it at the end of the test)."""
    key = id(open_service)
    if key not in _services:
        _services.clear()
        _services[key] = await open_service(default_agent="minimax")
    n = next(_users)
    return Console(_services[key], User(f"fuzz-{n}", f"player {n}"))


FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@FUZZ
@given(line=lines)
@example(line="/ttt review " + "9" * 5000)
@example(line="/ttt play " + "x" * 6000)
@example(line="/ttt move \u2075")
@example(line='/ttt play "unclosed')
async def test_every_line_gets_a_bounded_answer_and_a_refusal_stores_nothing(
    open_service: ServiceFactory, line: str
) -> None:
    console = await console_for(open_service)
    service = console.service
    before = await db_snapshot(service.repository.engine)
    answer = await console.answer(line)
    assert answer.outcome != "failed", (line, answer.text)
    assert len(answer.text) <= ANSWER_MAX
    assert "x" * 41 not in answer.text  # user text is quoted 40 characters at most
    if answer.outcome == "refused":
        assert await db_snapshot(service.repository.engine) == before, (line, answer.text)


@settings(FUZZ, max_examples=60)  # ~250 lines a run: each example is a whole session
@given(script=st.lists(lines, min_size=1, max_size=6))
async def test_a_session_of_any_lines_goes_on_after_each_of_them(
    open_service: ServiceFactory, script: list[str]
) -> None:
    """Commands in sequence (a game in progress changes what a line means): still no failure,
    and refusals store nothing whatever state the earlier lines left."""
    console = await console_for(open_service)
    service = console.service
    await console.answer("/ttt play first:me")
    for line in script:
        before = await db_snapshot(service.repository.engine)
        answer = await console.answer(line)
        assert answer.outcome != "failed", (line, answer.text)
        if answer.outcome == "refused":
            assert await db_snapshot(service.repository.engine) == before, (line, answer.text)
