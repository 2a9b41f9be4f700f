"""How a server setting reads to its admins, in both fronts: its label (message
``admin-<command>``; a list's ``admin-<noun>s``) and its value, by what the setting holds
(:class:`domain.settings.Kind`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.i18n.formatting import language_name
from domain.settings import LIST_KINDS, Kind, ServerSetting

if TYPE_CHECKING:
    from bot.i18n.catalog import Texts


def label_id(setting: ServerSetting) -> str:
    """The message that names ``setting`` where its value is shown."""
    if setting.kind in LIST_KINDS:
        return f"admin-{setting.command}s"
    return f"admin-{setting.command}"


def value_text(t: Texts, setting: ServerSetting, value: Any) -> str:
    """``value`` of ``setting`` as an admin reads it (``None``: the bot's own look, or
    Discord's server locale, for the settings whose default is nothing)."""
    command = setting.command
    match setting.kind:
        case Kind.SWITCH:
            return t("admin-yes") if value else t("admin-no")
        case Kind.SECONDS:
            return t.duration(value)
        case Kind.PERCENT:
            return t(f"admin-{command}-value", pct=value)
        case Kind.NUMBER:
            return t(f"admin-{command}-value", count=value) if value else t("admin-no-limit")
        case Kind.CHOICE:
            return t(f"admin-{command}-{value}")
        case Kind.CHANNELS | Kind.ROLES:
            return _ids_text(t, setting, value)
        case Kind.LANGUAGE:
            return language_name(str(value)) if value else t("admin-looks-default")
        case Kind.COLOUR:
            return f"#{value:06X}" if isinstance(value, int) else t("admin-looks-default")
    return t("admin-looks-default") if value is None else str(value)


def _ids_text(t: Texts, setting: ServerSetting, value: Any) -> str:
    ids = tuple(value) if isinstance(value, tuple | list) else ()
    if not ids:
        return t(f"admin-{setting.command}s-all")
    sign = "#" if setting.kind is Kind.CHANNELS else "@&"
    return " ".join(f"<{sign}{i}>" for i in ids)
