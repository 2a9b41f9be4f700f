"""A server setting is declared once (domain.settings.DECLARED_SETTINGS), and everything else
follows from the declaration: its column, its check and refusal, its /ttt-admin command, its
console command, its label. A throwaway setting declared only here gets all of them; every
declared setting has them with its declared range; an out-of-range value stores nothing."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands
from sqlalchemy import JSON, Boolean, Integer, String

import bot.discord.exts.setting_commands as setting_commands_module
from bot.console import Console
from bot.console_admin import ADMIN_USAGE, admin_usage, console_settings, typed_value
from bot.discord.exts.admin import Admin
from bot.discord.exts.setting_commands import setting_commands
from bot.discord.render.settings import settings_embed
from bot.games.errors import InvalidSettingError
from bot.games.service import GameService
from bot.games.setting_checks import check_setting
from bot.i18n import default_catalog
from bot.i18n.setting_texts import label_id
from devkit.db_snapshot import db_snapshot
from domain.players import User
from domain.settings import (
    DECLARED_SETTINGS,
    LIST_KINDS,
    Kind,
    OperatorDefault,
    ServerSetting,
    ServerSettings,
)
from storage.models import SERVER_SETTINGS
from storage.setting_columns import setting_columns

MAX_SCORE = ServerSetting(
    "max_score", Kind.NUMBER, 10, "max-score", "points", bounds=(1, 99), console=True
)
"""A setting that exists only in this test, as Red-DiscordBot's ``register_guild(max_score=10)``."""
WITH_MAX_SCORE = (*DECLARED_SETTINGS, MAX_SCORE)
ANN = User("ann", "Ann")
S = "server"
EN = default_catalog().texts("en")
RANGED = [s for s in DECLARED_SETTINGS if s.bounds is not None]


# -- a throwaway declaration gets every place ------------------------------------------------


def test_a_new_declaration_gets_a_nullable_column_of_its_type() -> None:
    [column] = setting_columns([MAX_SCORE])
    assert (column.name, column.nullable, type(column.type)) == ("max_score", True, Integer)


def test_a_new_declaration_is_checked_against_its_range_and_refused_outside_it() -> None:
    assert check_setting("max_score", 99, WITH_MAX_SCORE) == 99
    with pytest.raises(InvalidSettingError) as refused:
        check_setting("max_score", 100, WITH_MAX_SCORE)
    assert refused.value.params == {
        "reason": "range",
        "name": "max_score",
        "low": 1,
        "high": 99,
        "value": "100",
    }
    with pytest.raises(InvalidSettingError, match="Unknown setting 'max_score'"):
        check_setting("max_score", 10)  # the real list has no such setting


async def test_a_new_declaration_gets_its_admin_command_for_managers_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(setting_commands_module, "english", lambda msg_id: f"[{msg_id}]")
    command = vars(setting_commands(WITH_MAX_SCORE))["change_max_score"]
    assert (command.name, command.description) == ("max-score", "[cmd-ttt-admin-max-score]")
    [option] = command.parameters
    assert (option.name, option.min_value, option.max_value, option.required) == (
        "points",
        1,
        99,
        True,
    )
    assert option.description == "[cmd-ttt-admin-max-score-points]"
    member = SimpleNamespace(permissions=discord.Permissions.none())
    with pytest.raises(app_commands.MissingPermissions):
        command.checks[0](member)
    manager = SimpleNamespace(permissions=discord.Permissions(manage_guild=True))
    assert command.checks[0](manager)

    changed: dict[str, object] = {}

    class Cog:
        async def change_settings(self, interaction: object, **changes: object) -> None:
            changed.update(changes)

    await command.callback(Cog(), manager, points=42)
    assert changed == {"max_score": 42}


class ConsoleWithMaxScore(Console):
    declared_settings = WITH_MAX_SCORE


async def test_a_new_declaration_gets_its_console_command_and_usage(service: GameService) -> None:
    assert "| max-score <points>|default |" in admin_usage(WITH_MAX_SCORE)
    assert MAX_SCORE in console_settings(WITH_MAX_SCORE)
    assert typed_value(MAX_SCORE, ["max-score", "42"]) == 42
    assert typed_value(MAX_SCORE, ["max-score", "default"]) is None
    console = ConsoleWithMaxScore(service, ANN)
    before = await db_snapshot(service.repository.engine)
    refused = await console.answer("/ttt admin max-score 100")
    assert refused.outcome == "refused"
    assert refused.text == "max-score must be from 1 to 99, not “100”."
    mistyped = await console.answer("/ttt admin max-score soon")
    assert mistyped.outcome == "refused" and "| max-score <points>|default |" in mistyped.text
    assert await db_snapshot(service.repository.engine) == before
    plain = await Console(service, ANN).answer("/ttt admin max-score 42")  # not declared there
    assert "Unexpected “max-score 42”" in plain.text and "max-score <points>" not in plain.text


# -- every declared setting has every place --------------------------------------------------


def test_every_declared_setting_has_its_column_and_a_field_of_what_applies() -> None:
    types = {Kind.SWITCH: Boolean, Kind.CHANNELS: JSON, Kind.ROLES: JSON}
    for setting in DECLARED_SETTINGS:
        column = SERVER_SETTINGS.c[setting.name]
        expected = types.get(setting.kind, String if setting.width else Integer)
        assert column.nullable and isinstance(column.type, expected), setting.name
    fields = {f.name for f in dataclasses.fields(ServerSettings)}
    assert fields == {s.name for s in DECLARED_SETTINGS} | {"server_id", "updated_by", "updated_at"}


def admin_commands() -> dict[str, app_commands.Command[Any, ..., Any]]:
    group = Admin(None).app_command  # type: ignore[arg-type]
    assert group is not None
    return {c.name: c for c in group.commands if isinstance(c, app_commands.Command)}


def test_every_declared_setting_has_its_admin_command_with_the_declared_range() -> None:
    commands = admin_commands()
    for setting in DECLARED_SETTINGS:
        if setting.kind in LIST_KINDS:
            noun = setting.command
            assert {f"allow-{noun}", f"disallow-{noun}", f"all-{noun}s"} <= set(commands)
            continue
        options = {p.name: p for p in commands[setting.command].parameters}
        option = options[str(setting.option)]
        assert option.required is not setting.may_reset, setting.name
        if setting.bounds is not None:
            assert (option.min_value, option.max_value) == setting.bounds, setting.name
        assert [c.value for c in option.choices] == list(setting.choices), setting.name
    for command in commands.values():  # the settings shown, changed, the learning report
        assert len(command.checks) == 1, command.name  # Manage Server, on the bot's side


@pytest.mark.parametrize("setting", RANGED, ids=lambda s: s.name)
def test_every_ranged_setting_takes_its_ends_and_refuses_past_them(setting: ServerSetting) -> None:
    assert setting.bounds is not None
    low, high = setting.bounds
    assert check_setting(setting.name, low) == low and check_setting(setting.name, high) == high
    for outside in (low - 1, high + 1):
        with pytest.raises(InvalidSettingError) as refused:
            check_setting(setting.name, outside)
        assert refused.value.params["reason"] == "range"
        assert (refused.value.params["low"], refused.value.params["high"]) == (low, high)


@pytest.mark.parametrize("setting", RANGED, ids=lambda s: s.name)
async def test_an_out_of_range_value_is_refused_and_changes_nothing_stored(
    service: GameService, setting: ServerSetting
) -> None:
    assert setting.bounds is not None
    await service.update_server_settings(S, ANN, **{setting.name: setting.bounds[0]})
    before = await db_snapshot(service.repository.engine)
    with pytest.raises(InvalidSettingError, match="from"):
        await service.update_server_settings(S, ANN, **{setting.name: setting.bounds[1] + 1})
    assert await db_snapshot(service.repository.engine) == before
    assert getattr(await service.server_settings(S), setting.name) == setting.bounds[0]


async def test_every_declared_default_applies_where_the_server_chose_nothing(
    service: GameService,
) -> None:
    applied = await service.server_settings(S)
    operator = {
        OperatorDefault.DEFAULT_AGENT: service.default_agent,
        OperatorDefault.IDLE_TIMEOUT: service.idle_timeout_s,
        OperatorDefault.CHALLENGE_COOLDOWN: service.challenge_cooldown_s,
    }
    for setting in DECLARED_SETTINGS:
        default = operator.get(setting.default, setting.default)  # type: ignore[call-overload]
        assert getattr(applied, setting.name) == default, setting.name


async def test_every_console_setting_is_in_its_usage_and_its_settings(
    service: GameService,
) -> None:
    shown = await Console(service, ANN).handle("/ttt admin settings")
    for setting in console_settings():
        assert f"| {setting.command} " in ADMIN_USAGE
        assert f"/ttt admin {setting.command} " in shown
        assert EN(label_id(setting)) in shown


async def test_every_declared_setting_is_shown_to_admins_with_its_words(
    service: GameService,
) -> None:
    embed = settings_embed(await service.server_settings(S), EN)
    labels = {field.name for field in embed.fields}
    for setting in DECLARED_SETTINGS:
        assert EN(label_id(setting)) in labels, setting.name
        if setting.kind not in LIST_KINDS:
            command = f"cmd-ttt-admin-{setting.command}"
            assert EN.catalog.own_text("en", command, "description"), command
            assert EN.catalog.own_text("en", f"{command}-{setting.option}", "description")
