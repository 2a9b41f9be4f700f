"""Babel's local time zone, read from the zone file rather than looked up by name.

``babel.dates``, which Fluent's runtime imports, finds the machine's zone when it is imported.
Without ``TZ`` it takes the zone's name from the ``/etc/localtime`` link and asks pytz for it,
and pytz's first lookup checks that each of its ~600 zone files exists: 13-18 ms of every
start. With ``TZ=":/etc/localtime"`` Babel reads the same zone from that
file instead, in well under a millisecond.

tttbot asks Babel for durations, numbers, lists and plural rules only, never for a time in the
local zone, so Babel's name for the zone (``local`` rather than ``Etc/UTC``) shows nowhere.

Importing this module imports ``babel.dates`` that way; :mod:`bot.i18n` imports it first.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from typing import Final

LOCALTIME: Final = "/etc/localtime"


@contextlib.contextmanager
def zone_from_file() -> Iterator[None]:
    """Within this block, ``TZ`` names the local zone file (``:/etc/localtime``) when it was
    unset and the file exists; afterwards it is unset again. An operator's ``TZ`` is left as
    it is. For the C library an unset ``TZ`` means that same file, so no time changes."""
    if "TZ" in os.environ or not os.path.exists(LOCALTIME):
        yield
        return
    os.environ["TZ"] = f":{LOCALTIME}"
    try:
        yield
    finally:
        os.environ.pop("TZ", None)


def import_babel_dates() -> None:
    """Import ``babel.dates`` (and so find the local zone) the cheap way, once."""
    if "babel.dates" in sys.modules:
        return
    with zone_from_file():
        import babel.dates  # noqa: F401


import_babel_dates()
