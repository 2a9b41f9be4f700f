"""Where the database is by default (a constant that imports nothing, so the settings, a
``tttbot --help`` or a refused setting can name it without loading SQLAlchemy), and how a
database URL is shown: never with its password."""

from typing import Final

DEFAULT_DATABASE_URL: Final = "sqlite+aiosqlite:///./tttbot.db"
"""The database used when ``TTT_DATABASE_URL`` is not set: a file in the working directory."""


def masked_url(url: object) -> str:
    """``url`` (a text or SQLAlchemy URL) as it may be printed or logged: the password shown as
    ``***``. A text SQLAlchemy cannot read is not shown at all (its password could be anywhere
    in it)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url).render_as_string(hide_password=True)  # type: ignore[arg-type]
    except (ArgumentError, TypeError, ValueError):
        return "(a database URL that cannot be read: check TTT_DATABASE_URL)"
