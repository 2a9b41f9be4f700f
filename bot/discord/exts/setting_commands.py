"""The ``/ttt-admin`` commands that change server settings, derived from the settings'
declarations (:data:`domain.settings.DECLARED_SETTINGS`).

Each declared command becomes one app command whose options are the settings that name it
(``/ttt-admin looks x o colour``); a list of ids becomes three (``allow-role``,
``disallow-role``, ``all-roles``). The option's type and range, its choices, whether it may be
left out, and who may run the command come from the declaration; the English texts Discord
shows are the ``cmd-ttt-admin-…`` messages of ``en.ftl`` (the other catalogs translate them, as
for every command). :class:`bot.discord.exts.admin.Admin` inherits the commands, so they are
bound to the cog like the commands written in it.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Final

import discord
from discord import app_commands

from bot.discord.context import place_of
from bot.discord.exts.games import AgentName, agent_choices
from bot.discord.replies import deadline
from bot.i18n import available_locales, language_name
from bot.i18n.ftl import command_texts
from bot.i18n.locales import DEFAULT_LOCALE
from domain.settings import DECLARED_SETTINGS, LIST_KINDS, Kind, ServerSetting, Who

if TYPE_CHECKING:
    from bot.discord.context import BotContext
    from bot.i18n import Texts

GROUP: Final = "ttt-admin"
TEXT_MAX: Final = 100
"""Longest text a looks option accepts (``<a:name:id>`` fits)."""
LANGUAGE_MAX: Final = 32
"""Longest text the language option accepts (a code or ``default``; names come from the list)."""
RESET_WORD: Final = "default"
"""Typed for a text setting that may be reset: the bot's default again."""

Act = Callable[[Any, discord.Interaction, dict[str, Any]], Awaitable[None]]


class SettingHandlers:
    """What the derived commands call on the cog (:class:`~bot.discord.exts.admin.Admin`
    provides these), and the autocompletes of the agent and language options."""

    bot: BotContext

    async def change_settings(self, interaction: discord.Interaction, **changes: object) -> None:
        raise NotImplementedError

    async def require_server_emoji(self, interaction: discord.Interaction, emoji: object) -> None:
        raise NotImplementedError

    async def agent_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return agent_choices(self.bot, current)

    async def language_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        texts = self.bot.texts(interaction)
        return language_choices(texts, interaction.guild_locale, current)


def setting_commands(settings: Iterable[ServerSetting] = DECLARED_SETTINGS) -> type:
    """A class whose attributes are the app commands changing ``settings``: a cog that inherits
    it has them (discord.py collects commands from the cog's bases)."""
    by_command: dict[str, list[ServerSetting]] = {}
    for setting in settings:
        by_command.setdefault(setting.command, []).append(setting)
    namespace: dict[str, Any] = {}
    for command, group in by_command.items():
        if group[0].kind in LIST_KINDS:
            namespace.update(_list_commands(group[0]))
        else:
            namespace[_attribute(command)] = _value_command(command, group)
    return type("SettingCommands", (SettingHandlers,), namespace)


def _value_command(
    command: str, settings: list[ServerSetting]
) -> app_commands.Command[Any, ..., Any]:
    """``/ttt-admin <command> <option>…``: one option per setting. With one option, leaving
    out a resettable one restores the default; with several, only the options given change
    (``default`` restores one)."""
    alone = len(settings) == 1

    async def act(cog: Any, interaction: discord.Interaction, options: dict[str, Any]) -> None:
        changes: dict[str, object] = {}
        for setting in settings:
            value = options[_option(setting)]
            if value is None and not alone:
                continue
            changes[setting.name] = _converted(setting, value)
            if setting.kind is Kind.EMOJI:
                await cog.require_server_emoji(interaction, changes[setting.name])
        await cog.change_settings(interaction, **changes)

    parameters = [_parameter(s) for s in settings]
    callback = _callback(_attribute(command), parameters, act)
    _describe(callback, command, [_option(s) for s in settings])
    choices = {_option(s): _choices(s) for s in settings if s.kind is Kind.CHOICE}
    if choices:
        app_commands.choices(**choices)(callback)
    completes = {_option(s): _AUTOCOMPLETE[s.kind] for s in settings if s.kind in _AUTOCOMPLETE}
    if completes:
        app_commands.autocomplete(**completes)(callback)
    return _command(command, callback, settings[0])


def _list_commands(setting: ServerSetting) -> dict[str, app_commands.Command[Any, ..., Any]]:
    """``allow-<noun>``, ``disallow-<noun>`` and ``all-<noun>s`` for a list of ids."""
    noun, name = setting.command, setting.name
    kind = discord.TextChannel if setting.kind is Kind.CHANNELS else discord.Role

    async def allow(cog: Any, interaction: discord.Interaction, options: dict[str, Any]) -> None:
        current = await _current(cog, interaction, name)
        ids = tuple(sorted({*current, str(options[noun].id)}, key=int))
        await cog.change_settings(interaction, **{name: ids})

    async def disallow(cog: Any, interaction: discord.Interaction, options: dict[str, Any]) -> None:
        current = await _current(cog, interaction, name)
        ids = tuple(i for i in current if i != str(options[noun].id))
        await cog.change_settings(interaction, **{name: ids})

    async def every(cog: Any, interaction: discord.Interaction, options: dict[str, Any]) -> None:
        await cog.change_settings(interaction, **{name: ()})

    option = inspect.Parameter(noun, inspect.Parameter.KEYWORD_ONLY, annotation=kind)
    commands = {}
    for command, act, parameters in (
        (f"allow-{noun}", allow, [option]),
        (f"disallow-{noun}", disallow, [option]),
        (f"all-{noun}s", every, []),
    ):
        callback = _callback(_attribute(command), parameters, act)
        _describe(callback, command, [p.name for p in parameters])
        commands[_attribute(command)] = _command(command, callback, setting)
    return commands


async def _current(cog: Any, interaction: discord.Interaction, name: str) -> tuple[str, ...]:
    server_id, _ = place_of(interaction)
    async with deadline(interaction, ephemeral=True):  # the reply is the settings, privately
        current = await cog.service.server_settings(server_id)
    return tuple(getattr(current, name))


def _converted(setting: ServerSetting, value: Any) -> Any:
    """The option's value as the service takes it: ``default`` (or nothing) is ``None``."""
    if isinstance(value, str) and setting.may_reset and value.strip().lower() == RESET_WORD:
        return None
    if setting.kind is Kind.AGENT and isinstance(value, str):
        return value.strip().lower()
    return value


def _annotation(setting: ServerSetting) -> Any:
    """The option's type as discord.py reads it: Discord enforces ranges and lengths before
    the bot sees a value."""
    if setting.kind is Kind.AGENT:
        return AgentName
    if setting.kind is Kind.SWITCH:
        return bool
    if setting.kind is Kind.CHOICE:
        return str
    if setting.kind is Kind.LANGUAGE:
        return app_commands.Range[str, 1, LANGUAGE_MAX]
    if setting.kind in (Kind.EMOJI, Kind.COLOUR):
        return app_commands.Range[str, 1, TEXT_MAX]
    assert setting.bounds is not None, f"{setting.name} declares no range"
    return app_commands.Range[int, setting.bounds[0], setting.bounds[1]]


def _parameter(setting: ServerSetting) -> inspect.Parameter:
    annotation = _annotation(setting)
    if not setting.may_reset:
        return inspect.Parameter(
            _option(setting), inspect.Parameter.KEYWORD_ONLY, annotation=annotation
        )
    return inspect.Parameter(
        _option(setting),
        inspect.Parameter.KEYWORD_ONLY,
        annotation=annotation | None,
        default=None,
    )


def _choices(setting: ServerSetting) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=c, value=c) for c in setting.choices]


_AUTOCOMPLETE: Final[Mapping[Kind, Callable[..., Any]]] = {
    Kind.AGENT: SettingHandlers.agent_names,
    Kind.LANGUAGE: SettingHandlers.language_names,
}
"""Options offered as the admin types (a method of the cog: discord.py passes the cog)."""


def _callback(name: str, parameters: list[inspect.Parameter], act: Act) -> Callable[..., Any]:
    """A method of ``SettingCommands`` with ``parameters`` as the command's options (discord.py
    reads them from its signature) that hands them to ``act``."""

    async def callback(self: Any, interaction: discord.Interaction, **options: Any) -> None:
        await act(self, interaction, options)

    callback.__name__ = name
    callback.__qualname__ = f"SettingCommands.{name}"
    positional = inspect.Parameter.POSITIONAL_OR_KEYWORD
    callback.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [
            inspect.Parameter("self", positional),
            inspect.Parameter("interaction", positional, annotation=discord.Interaction),
            *parameters,
        ]
    )
    return callback


def _command(
    name: str, callback: Callable[..., Any], setting: ServerSetting
) -> app_commands.Command[Any, ..., Any]:
    command: app_commands.Command[Any, ..., Any] = app_commands.Command(
        name=name, description=english(f"cmd-{GROUP}-{name}"), callback=callback
    )
    return _WHO_MAY[setting.changed_by](command)


def _describe(callback: Callable[..., Any], command: str, options: list[str]) -> None:
    if options:
        texts = {o: english(f"cmd-{GROUP}-{command}-{o}") for o in options}
        app_commands.describe(**texts)(callback)


def english(msg_id: str) -> str:
    """The English ``.description`` of a command or option in ``en.ftl``."""
    text = command_texts(DEFAULT_LOCALE).get((msg_id, "description"))
    if not text:
        raise LookupError(f"en.ftl has no {msg_id}.description")
    return text


_WHO_MAY: Final = {Who.MANAGERS: app_commands.checks.has_permissions(manage_guild=True)}
"""The server-side half of each permission rule (Discord hides the group by default too)."""


def _option(setting: ServerSetting) -> str:
    assert setting.option is not None, f"{setting.name} declares no option"
    return setting.option


def _attribute(command: str) -> str:
    """The cog attribute of a derived command (prefixed: never one of the cog's own)."""
    return "change_" + command.replace("-", "_")


def language_choices(
    t: Texts, guild_locale: object, current: str
) -> list[app_commands.Choice[str]]:
    """``default`` (Discord's server locale) then every shipped language whose name or code
    contains what the admin typed, at most Discord's 25."""
    typed = current.strip().casefold()
    followed = language_name(t.catalog.resolve(guild_locale))
    options = [(RESET_WORD, t("admin-language-default", language=followed))]
    options += [(code, f"{language_name(code)} ({code})") for code in available_locales()]
    return [
        app_commands.Choice(name=label, value=value)
        for value, label in options
        if not typed or typed in label.casefold() or typed in value.casefold()
    ][:25]
