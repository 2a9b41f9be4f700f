"""The console's ``/ttt admin`` (also typed ``/ttt-admin``, its name on Discord): the person at
the terminal administers the console's own server, so they read and change its settings here.

The settings it changes are those whose declaration says ``console`` (those that mean
something in a terminal: the agent ``/ttt play`` uses by default, the move timeout, the fair
level's target, the website); its usage line, its parsing and the settings it shows are derived
from :data:`domain.settings.DECLARED_SETTINGS`. Beside them: what the bot learned from this
server's people and a new leaderboard season. The rest of Discord's ``/ttt-admin`` (channels,
roles, public posts, looks, challenge cooldown, the server language) is about a Discord server
and has nothing to act on here (the console speaks ``TTT_LOCALE``). Values are checked by the
same service call as on Discord, so a refused value gets the same message and stores nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from bot.console_args import all_digits, unexpected, whole_number
from bot.games.errors import InvalidSettingError
from bot.i18n.setting_texts import label_id, value_text
from bot.retrain.report import learning_report, render_learning
from domain.settings import DECLARED_SETTINGS, Kind, ServerSetting
from engine.errors import quote_input, with_params

if TYPE_CHECKING:
    from bot.games.service import GameService
    from bot.i18n import Texts
    from domain.players import User
    from domain.settings import ServerSettings

RESET_WORD: Final = "default"
"""Typed as a setting's value: the bot's own value back."""
_NUMBERS: Final = frozenset({Kind.SECONDS, Kind.NUMBER, Kind.PERCENT})


def console_settings(
    settings: Iterable[ServerSetting] = DECLARED_SETTINGS,
) -> tuple[ServerSetting, ...]:
    """The settings the console changes, in their declared order."""
    return tuple(s for s in settings if s.console)


def change_usage(setting: ServerSetting) -> str:
    """How to change ``setting``: ``move-timeout <seconds>``, ``web public|private``."""
    if setting.choices:
        return f"{setting.command} {'|'.join(setting.choices)}"
    return f"{setting.command} <{setting.option}>"


def admin_usage(settings: Iterable[ServerSetting] = DECLARED_SETTINGS) -> str:
    """The usage line of ``/ttt admin``; a setting whose values are listed needs no
    ``default`` (its default is one of them)."""
    shown = console_settings(settings)
    changes = [change_usage(s) + ("" if s.choices else f"|{RESET_WORD}") for s in shown]
    return " | ".join(["/ttt admin settings", *changes, "learning", "season new"])


ADMIN_USAGE: Final = admin_usage()


class ConsoleAdmin:
    """``/ttt admin ...`` for :class:`bot.console.Console` (which provides these attributes)."""

    service: GameService
    user: User
    t: Texts
    server_id: str
    declared_settings: tuple[ServerSetting, ...] = DECLARED_SETTINGS
    """The settings it knows (a test declares one more)."""

    async def _admin(self, args: list[str]) -> str:
        words = [a.lower() for a in args]
        match words:
            case [] | ["settings"]:
                return self.render_settings(await self.service.server_settings(self.server_id))
            case ["learning"]:
                report = learning_report(self.service.agents(), self.server_id)
                return render_learning(report, self.t.locale)
            case ["season", "new"]:  # archive the standings, start afresh
                started = await self.service.start_season(self.server_id, self.user)
                return self.t("season-started", season=started.number, previous=started.number - 1)
            case [command, _]:
                known = console_settings(self.declared_settings)
                setting = next((s for s in known if s.command == command), None)
                if setting is not None:
                    value = typed_value(setting, args, admin_usage(self.declared_settings))
                    return await self._change(**{setting.name: value})
        raise unexpected(" ".join(args), admin_usage(self.declared_settings))

    async def _change(self, **change: object) -> str:
        updated = await self.service.update_server_settings(self.server_id, self.user, **change)
        return f"{self.t('admin-updated')}\n{self.render_settings(updated)}"

    def render_settings(self, settings: ServerSettings) -> str:
        """The settings the console acts on, each with the command that changes it."""
        t = self.t
        rows = [
            (f"{t(label_id(s))}: {value_text(t, s, getattr(settings, s.name))}", change_usage(s))
            for s in console_settings(self.declared_settings)
        ]
        width = max(len(row) for row, _ in rows) + 2
        lines = [f"  {row:<{width}}/ttt admin {command}" for row, command in rows]
        return "\n".join([t("admin-title"), *lines])


def typed_value(setting: ServerSetting, args: list[str], usage: str = ADMIN_USAGE) -> object:
    """The value typed for ``setting`` (``args``: the command and it), ``None`` for
    ``default``; a value that is not one of a setting's listed choices is no command (the
    refusal shows ``usage``)."""
    typed = args[1]
    if setting.choices:
        if typed.lower() not in setting.choices:
            raise unexpected(" ".join(args), usage)
        return typed.lower()
    if typed.lower() == RESET_WORD:
        return None
    if setting.kind in _NUMBERS:
        assert setting.bounds is not None, f"{setting.name} declares no range"
        text = typed.removesuffix("%") if setting.kind is Kind.PERCENT else typed
        return _number(text, setting.command, setting.bounds, usage)
    if setting.kind is Kind.SWITCH:
        return typed.lower() in ("yes", "on", "true")
    return typed.lower() if setting.kind is Kind.AGENT else typed


def _number(text: str, command: str, bounds: tuple[int, int], usage: str) -> int:
    """A whole number within ``bounds`` for the setting ``command`` changes. Checked here as
    well as by the service so that the refusal names the command typed, not the setting's name
    in the code."""
    if not all_digits(text):
        raise unexpected(text, usage)
    number = whole_number(text)  # None: too many digits to be in any setting's range
    low, high = bounds
    if number is None or not low <= number <= high:
        shown = quote_input(text) if number is None else number
        refusal = InvalidSettingError(f"{command} must be from {low} to {high}, not {shown}.")
        raise with_params(refusal, reason="range", name=command, low=low, high=high, value=shown)
    return number
