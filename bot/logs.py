"""How a serving process writes its log: plain lines (colours only on a terminal) or one JSON
object per line (``TTT_LOG_FORMAT=json``), on standard error; and its start line (version,
database with the password masked, shards, agents).

discord.py's own set-up colours its lines whenever it thinks the stream can show colours, which
includes any process in a container (it looks for ``/.dockerenv``): a file, a journal or a log
collector then stores ANSI escapes. So its set-up is always given a formatter, except on a real
terminal, where its colours help a person reading.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Final, TextIO

from bot.settings_values import InvalidValue

if TYPE_CHECKING:
    from bot.settings import Settings
    from domain.agents import AgentInfo

LOG_FORMATS: Final = ("text", "json")
"""The values of ``TTT_LOG_FORMAT``: ``text`` (the default) or ``json``."""

PLAIN: Final = "%(asctime)s %(levelname)-8s %(name)s %(message)s"
"""A plain line: the fields and order of discord.py's coloured lines, without the escapes."""
TIME: Final = "%Y-%m-%d %H:%M:%S"


def read_log_format(value: object) -> str:
    """``TTT_LOG_FORMAT``'s value, or :class:`InvalidValue` naming the ones it may take."""
    word = str(value).strip().lower()
    if word not in LOG_FORMATS:
        raise InvalidValue(f"Input should be one of: {', '.join(LOG_FORMATS)}")
    return word


class JsonLines(logging.Formatter):
    """One JSON object per record, on one line: ``time`` (UTC, ISO 8601), ``level``,
    ``logger``, ``message`` and, for an error, ``exception`` (its traceback as one string)."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def formatter_for(log_format: str, stream: TextIO) -> logging.Formatter | None:
    """The formatter of a process's log on ``stream``: ``None`` (discord.py's coloured one)
    only for text on a terminal."""
    if log_format == "json":
        return JsonLines()
    if stream.isatty():
        return None
    return logging.Formatter(PLAIN, TIME)


def serving_logging(level_name: str, log_format: str, stream: TextIO | None = None) -> None:
    """Send every logger's records at ``level_name`` and above to ``stream`` (standard error),
    written as ``log_format`` says, through discord.py's set-up (its loggers included)."""
    import discord.utils

    target = stream or sys.stderr
    handler = logging.StreamHandler(target)
    level = logging.getLevelNamesMapping().get(level_name.upper(), logging.INFO)
    formatter = formatter_for(log_format, target)
    if formatter is None:
        discord.utils.setup_logging(handler=handler, level=level)
    else:
        discord.utils.setup_logging(handler=handler, formatter=formatter, level=level)


def log_start(settings: Settings, agents: Sequence[AgentInfo]) -> None:
    """The one line that says what started: ``tttbot 0.1.0 serving: database
    postgresql+asyncpg://ttt:***@db/ttt, shards 0, 2 of 4, agents minimax, dqn v1, ...
    (default minimax)``."""
    from storage.urls import masked_url

    owned = settings.owned_shards
    shards = (
        "one unsharded connection"
        if owned is None
        else f"shards {', '.join(map(str, owned))} of {settings.shard_count}"
    )
    shown = ", ".join(a.name + (f" {a.version}" if a.version else "") for a in agents)
    logging.getLogger("bot").info(
        "tttbot %s serving: database %s, %s, agents %s (default %s)",
        version(),
        masked_url(settings.database_url),
        shards,
        shown,
        settings.default_agent,
    )


def version() -> str:
    """This tttbot's version, as installed (``unknown`` when run from a copy never installed)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("tttbot")
    except PackageNotFoundError:
        return "unknown"
