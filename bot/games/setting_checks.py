"""The check of a value for a server setting, derived from its declaration
(:data:`domain.settings.DECLARED_SETTINGS`): one check per kind of setting, the range, choices
and refusal taken from the declaration. A refused value raises a
:class:`~bot.games.errors.ServiceError` with the reason and the range in its params, and the
caller stores nothing."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final

from bot.games.errors import InvalidLooksError, InvalidSettingError
from bot.i18n.locales import available_locales
from domain.settings import DECLARED_SETTINGS, Kind, ServerSetting
from engine.agents.registry import agent_spec
from engine.errors import quote_input, with_params

CUSTOM_EMOJI: Final = re.compile(r"<a?:[A-Za-z0-9_]{2,32}:\d{15,21}>")
"""A server emoji as Discord writes it in a message: ``<:name:id>`` (``<a:name:id>`` animated)."""


def check_setting(
    name: str, value: Any, settings: Iterable[ServerSetting] = DECLARED_SETTINGS
) -> Any:
    """The value to store for setting ``name`` (``None`` = back to the default), checked as
    its declaration among ``settings`` says; a setting not declared is refused too."""
    declared = {s.name: s for s in settings}
    setting = declared.get(name)
    if setting is None:
        known = ", ".join(declared)
        raise with_params(
            InvalidSettingError(f"Unknown setting '{name}'; the settings are: {known}."),
            reason="unknown",
            name=quote_input(name),
            known=known,
        )
    return None if value is None else _CHECKS[setting.kind](setting, value)


def _check_agent(setting: ServerSetting, value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidSettingError(f"{setting.name} must be an agent's name; got {value!r}.")
    return agent_spec(value).name


def _check_ids(setting: ServerSetting, value: Any) -> list[str]:
    """Ids without repeats, in the order given: a channel's any word (the console names its
    channels), a role's digits."""
    noun = "channel" if setting.kind is Kind.CHANNELS else "role"
    if isinstance(value, str) or not isinstance(value, Sequence | set | frozenset):
        raise InvalidSettingError(f"{setting.name} must be a list of {noun} ids.")
    ids = [str(i).strip() for i in value]
    if any(not i for i in ids):
        raise InvalidSettingError(f"{setting.name} cannot contain an empty {noun} id.")
    if setting.kind is Kind.ROLES and any(not i.isdigit() for i in ids):
        raise InvalidSettingError(f"{setting.name} must be role ids (digits).")
    return list(dict.fromkeys(ids))


def _check_switch(setting: ServerSetting, value: Any) -> bool:
    if not isinstance(value, bool):
        raise InvalidSettingError(f"{setting.name} must be true or false; got {value!r}.")
    return value


_UNITS: Final = {Kind.SECONDS: "number of seconds", Kind.PERCENT: "percent"}


def _check_whole_number(setting: ServerSetting, value: Any) -> int:
    """A whole number (never a bool) within the declared range."""
    assert setting.bounds is not None, f"{setting.name} declares no range"
    low, high = setting.bounds
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = quote_input(str(value))
        unit = _UNITS.get(setting.kind, "number")
        raise with_params(
            InvalidSettingError(
                f"{setting.name} must be a whole {unit} from {low} to {high}; got {shown!r}."
            ),
            reason="range",
            name=setting.name,
            low=low,
            high=high,
            value=shown,
        )
    return value


def _check_choice(setting: ServerSetting, value: Any) -> str:
    if value not in setting.choices:
        shown = quote_input(str(value))
        raise with_params(
            InvalidSettingError(
                f"{setting.name} must be {' or '.join(setting.choices)}; got {shown!r}."
            ),
            reason="value",
            name=setting.name,
            value=shown,
        )
    return str(value)


def _check_language(setting: ServerSetting, value: Any) -> str:
    """A shipped catalog's code, exactly as the catalogs name it (``pt-BR``, not ``pt_br``)."""
    locales = available_locales()
    by_folded = {code.casefold(): code for code in locales}
    code = by_folded.get(str(value).strip().casefold()) if isinstance(value, str) else None
    if code is None:
        raise with_params(
            InvalidSettingError(
                f"{setting.name} must be one of {', '.join(locales)}; "
                f"got {quote_input(str(value))!r}."
            ),
            reason="value",
            name=setting.name,
            value=quote_input(str(value)),
        )
    return code


def _check_emoji(setting: ServerSetting, value: Any) -> str:
    """One emoji: a Unicode emoji or a server emoji ``<:name:id>`` (which the Discord front
    checks is one the bot can use); anything else is refused with the reason."""
    text = value.strip() if isinstance(value, str) else ""
    if CUSTOM_EMOJI.fullmatch(text) or _is_unicode_emoji(text):
        return text
    raise with_params(
        InvalidLooksError(
            f"{setting.name} must be one emoji (like ❌ or a server emoji such as <:cross:123…>); "
            f"got {quote_input(str(value))!r}."
        ),
        reason="emoji",
        name=setting.name,
        value=quote_input(str(value)),
    )


def _is_unicode_emoji(text: str) -> bool:
    """Whether ``text`` is exactly one emoji of Unicode's list, as kept by the ``emoji``
    package: one sequence (a flag, a keycap, a skin tone, a joined family), never two, nor
    one with anything after it (a right-to-left override); a lone part of one (a skin tone
    alone) is not one. Imported when an admin sets one: its table is large."""
    import emoji

    data = emoji.EMOJI_DATA.get(text)
    return data is not None and data["status"] != emoji.STATUS["component"]


def _check_colour(setting: ServerSetting, value: Any) -> int:
    """A colour as ``#RRGGBB``, ``RRGGBB`` or ``0xRRGGBB`` (or an int), as 0xRRGGBB."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 0xFFFFFF:
        return value
    text = value.strip().lower() if isinstance(value, str) else ""
    text = text.removeprefix("#").removeprefix("0x")
    if len(text) == 6 and all(c in "0123456789abcdef" for c in text):
        return int(text, 16)
    raise with_params(
        InvalidLooksError(
            f"{setting.name} must be a hex colour such as #5865F2; got {quote_input(str(value))!r}."
        ),
        reason="colour",
        value=quote_input(str(value)),
    )


_CHECKS: Final[dict[Kind, Callable[[ServerSetting, Any], Any]]] = {
    Kind.AGENT: _check_agent,
    Kind.SWITCH: _check_switch,
    Kind.SECONDS: _check_whole_number,
    Kind.NUMBER: _check_whole_number,
    Kind.PERCENT: _check_whole_number,
    Kind.CHOICE: _check_choice,
    Kind.LANGUAGE: _check_language,
    Kind.CHANNELS: _check_ids,
    Kind.ROLES: _check_ids,
    Kind.EMOJI: _check_emoji,
    Kind.COLOUR: _check_colour,
}
"""Every kind's check: a new kind without one fails at import (see the test of the kinds)."""
