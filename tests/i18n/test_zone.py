"""Babel learns the local time zone from the zone file, not by a lookup through every zone
pytz knows (13-18 ms of each start), and the process's ``TZ`` ends as it began."""

from __future__ import annotations

import os
from datetime import UTC, datetime

import babel.localtime
import pytest
import pytz

from bot.i18n.zone import LOCALTIME, zone_from_file

needs_zone_file = pytest.mark.skipif(
    not os.path.exists(LOCALTIME), reason=f"this machine has no {LOCALTIME}"
)


@needs_zone_file
def test_babel_reads_the_same_local_zone_from_the_file_without_a_lookup_by_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TZ", raising=False)
    by_name = babel.localtime.get_localzone()

    def no_lookup(name: str) -> None:
        raise AssertionError(f"looked zone {name!r} up by name")

    with monkeypatch.context() as patched, zone_from_file():
        patched.setattr(pytz, "timezone", no_lookup)
        from_file = babel.localtime.get_localzone()
    for instant in (datetime(2026, 1, 15, 12, tzinfo=UTC), datetime(2026, 7, 15, 12, tzinfo=UTC)):
        assert instant.astimezone(from_file).utcoffset() == instant.astimezone(by_name).utcoffset()


@needs_zone_file
def test_tz_is_unset_again_after_the_import(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TZ", raising=False)
    with zone_from_file():
        assert os.environ["TZ"] == f":{LOCALTIME}"
    assert "TZ" not in os.environ


def test_a_tz_the_operator_set_is_left_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TZ", "Europe/Paris")
    with zone_from_file():
        assert os.environ["TZ"] == "Europe/Paris"
    assert os.environ["TZ"] == "Europe/Paris"
