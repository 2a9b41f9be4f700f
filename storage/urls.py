"""Where the database is by default: a constant that imports nothing, so the settings (and a
``tttbot --help`` or a refused setting) can name it without loading SQLAlchemy."""

from typing import Final

DEFAULT_DATABASE_URL: Final = "sqlite+aiosqlite:///./tttbot.db"
"""The database used when ``TTT_DATABASE_URL`` is not set: a file in the working directory."""
