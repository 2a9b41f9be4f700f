"""What the console shows before it is ready: its language, and the welcome with the first
prompt, printed as soon as the process starts.

Opening the database and loading the game service take most of a second (SQLAlchemy alone is
a few hundred milliseconds to import). A person at a terminal can read the welcome and type
meanwhile: the first command is answered once the service is open. This module imports only
the catalogs, so that the prompt comes before the heavy imports.
"""

from __future__ import annotations

import os
from typing import TextIO

from bot.i18n import default_catalog, negotiate

PROMPT = "> "


def console_locale(setting: str | None = None) -> str:
    """The catalog the console speaks: ``TTT_LOCALE`` (``setting``), else the system locale
    (``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as POSIX reads them), else English."""
    for candidate in (setting, *(os.environ.get(v) for v in ("LC_ALL", "LC_MESSAGES", "LANG"))):
        if candidate:
            return negotiate(candidate)
    return negotiate(None)


def greet(stdout: TextIO, locale: str | None = None) -> None:
    """The welcome and the first prompt, at once (a terminal session only)."""
    t = default_catalog().texts(console_locale(locale))
    print(t("console-welcome"), file=stdout)
    print(PROMPT, end="", file=stdout, flush=True)
