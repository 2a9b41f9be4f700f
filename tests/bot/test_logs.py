"""A serving process's log (bot/logs.py): plain lines wherever the stream is not a terminal,
even where discord.py would colour them (it does in any container); one JSON object per line
when asked; an unknown format refused at start."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import discord.utils
import pytest

from bot.logs import serving_logging
from bot.settings import Settings, SettingsError


@pytest.fixture
def root_logger() -> Iterator[logging.Logger]:
    """The root logger, given back as it was (serving_logging adds a handler to it)."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        yield root
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)


def test_off_a_terminal_lines_are_plain_even_where_discord_py_would_colour_them(
    root_logger: logging.Logger, monkeypatch: pytest.MonkeyPatch
) -> None:
    # discord.py colours any stream when /.dockerenv exists: as if it always could.
    monkeypatch.setattr(discord.utils, "stream_supports_colour", lambda stream: True)
    stream = io.StringIO()
    serving_logging("INFO", "text", stream)
    logging.getLogger("bot.games").info("game %d finished", 7)
    logging.getLogger("discord.gateway").warning("gone")
    lines = stream.getvalue().splitlines()
    assert "\x1b" not in stream.getvalue()
    assert lines[0].endswith(" INFO     bot.games game 7 finished")
    assert lines[1].endswith(" WARNING  discord.gateway gone")


def test_json_logs_are_one_object_per_line_with_the_traceback_inside(
    root_logger: logging.Logger,
) -> None:
    stream = io.StringIO()
    serving_logging("INFO", "json", stream)
    log = logging.getLogger("bot.discord.runner")
    log.debug("not at INFO")
    try:
        raise RuntimeError("the gateway closed\nwith two lines")
    except RuntimeError:
        log.exception("the Discord client stopped with an error")
    lines = stream.getvalue().splitlines()
    assert len(lines) == 1
    entry = json.loads(lines[0])
    assert entry["level"] == "ERROR" and entry["logger"] == "bot.discord.runner"
    assert entry["message"] == "the Discord client stopped with an error"
    assert entry["exception"].startswith("Traceback") and "with two lines" in entry["exception"]
    assert entry["time"].endswith("+00:00")


def test_a_log_format_it_cannot_write_stops_the_start_naming_the_ones_it_can() -> None:
    with pytest.raises(SettingsError) as refused:
        Settings(_env_file=None, TTT_LOG_FORMAT="xml")
    assert str(refused.value) == (
        "invalid setting TTT_LOG_FORMAT: Input should be one of: text, json (got 'xml')"
    )
    assert Settings(_env_file=None, TTT_LOG_FORMAT="JSON").log_format == "json"
