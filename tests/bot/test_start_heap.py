"""The start-up heap is frozen out of the collector's sight before the gateway connects, and
counting what was frozen (a walk over every object, 10-14 ms) is paid only for a debug log.
From then on the youngest generation is collected after thousands of new objects, not 700."""

from __future__ import annotations

import gc
import logging
from unittest import mock

import pytest

from bot.discord.runner import YOUNG_COLLECTION_AFTER, freeze_startup_heap


def test_the_frozen_objects_are_counted_only_when_the_debug_line_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with mock.patch("bot.discord.runner.gc") as collector:
        collector.get_freeze_count.return_value = 110_000
        caplog.set_level(logging.INFO, logger="bot.discord.runner")
        freeze_startup_heap()
        assert collector.get_freeze_count.call_count == 0
        caplog.set_level(logging.DEBUG, logger="bot.discord.runner")
        freeze_startup_heap()
        assert collector.get_freeze_count.call_count == 1
    assert "froze 110000 start-up objects" in caplog.text
    # Both times: frozen, then the collector (paused for the start-up) runs again.
    assert [c[0] for c in collector.method_calls if c[0] in ("freeze", "enable")] == [
        "freeze",
        "enable",
        "freeze",
        "enable",
    ]


def test_after_start_up_the_youngest_generation_waits_for_thousands_of_new_objects() -> None:
    before = gc.get_threshold()
    try:
        freeze_startup_heap()
        young, *older = gc.get_threshold()
        assert young == YOUNG_COLLECTION_AFTER >= 5_000
        assert older == [10, 10]  # CPython's own for the older generations
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
