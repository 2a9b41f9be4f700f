"""The start-up heap is frozen out of the collector's sight before the gateway connects, and
counting what was frozen (a walk over every object, 10-14 ms) is paid only for a debug log."""

from __future__ import annotations

import logging
from unittest import mock

import pytest

from bot.discord.runner import freeze_startup_heap


def test_the_frozen_objects_are_counted_only_when_the_debug_line_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with mock.patch("bot.discord.runner.gc") as gc:
        gc.get_freeze_count.return_value = 110_000
        caplog.set_level(logging.INFO, logger="bot.discord.runner")
        freeze_startup_heap()
        assert gc.get_freeze_count.call_count == 0
        caplog.set_level(logging.DEBUG, logger="bot.discord.runner")
        freeze_startup_heap()
        assert gc.get_freeze_count.call_count == 1
    assert "froze 110000 start-up objects" in caplog.text
    # Both times: frozen, then the collector (paused for the start-up) runs again.
    assert [c[0] for c in gc.method_calls if c[0] in ("freeze", "enable")] == [
        "freeze",
        "enable",
        "freeze",
        "enable",
    ]
