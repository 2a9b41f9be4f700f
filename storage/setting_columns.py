"""The columns of ``server_settings``, derived from the settings' declarations
(:data:`domain.settings.DECLARED_SETTINGS`): one nullable column per setting, ``NULL`` meaning
"the bot's default", its type from what the setting holds."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from sqlalchemy import JSON, Boolean, Column, Integer, String

from domain.settings import Kind, ServerSetting

FIRST_TABLE_SETTINGS: Final = 5
"""How many settings the table's first migration created: their columns come before who
changed the settings and when; every later setting's column comes after, in the order it was
added (a migration adds a column at the end), so a new database and a migrated one have their
columns in the same order."""

_NUMBERS: Final = frozenset({Kind.SECONDS, Kind.NUMBER, Kind.PERCENT, Kind.COLOUR})


def column_type(setting: ServerSetting) -> Any:
    """The SQL type that holds ``setting``'s values."""
    if setting.kind in (Kind.CHANNELS, Kind.ROLES):
        return JSON
    if setting.kind is Kind.SWITCH:
        return Boolean
    if setting.kind in _NUMBERS:
        return Integer
    if setting.width is None:
        raise ValueError(f"the text setting {setting.name} declares no width")
    return String(setting.width)


def setting_columns(settings: Iterable[ServerSetting]) -> list[Column[Any]]:
    """One nullable column per setting, named as the setting."""
    return [Column(s.name, column_type(s), nullable=True) for s in settings]
