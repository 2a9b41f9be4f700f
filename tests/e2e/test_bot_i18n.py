"""The translation catalogs are complete and consistent, and Discord accepts what they give."""

from __future__ import annotations

import re
import string
from types import ModuleType

import discord
import pytest
from discord import app_commands

from bot.discord.i18n import Catalog, TttTranslator, language_of
from bot.discord.locales import LANGUAGES, en
from engine import CellOccupiedError, TttError

from .bot_harness import (
    TttEnv,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

OTHERS = [module for code, module in LANGUAGES.items() if code != "en"]
# Discord's rule for command and option names (localized ones included), ASCII-ish subset.
NAME = re.compile(r"^[-_\w]{1,32}$")


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("module", OTHERS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_every_key_is_translated_with_the_same_fields(module: ModuleType) -> None:
    assert set(module.MESSAGES) == set(en.MESSAGES)
    for key, template in module.MESSAGES.items():
        assert _fields(template) == _fields(en.MESSAGES[key]), key


@pytest.mark.parametrize("module", OTHERS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_command_names_follow_discords_rules(module: ModuleType) -> None:
    for qualified, (name, description) in module.COMMANDS.items():
        if name is not None:
            assert NAME.match(name) and name == name.lower(), qualified
        assert 1 <= len(description) <= 100, qualified
    for value, name in module.CHOICES.items():
        assert 1 <= len(name) <= 100, value


def test_locale_fallbacks() -> None:
    assert language_of("fr") == "fr"
    assert language_of("en-GB") == "en"
    assert language_of("pt-BR") == "en"
    assert language_of(None) == "en"
    t = Catalog().texts("fr")
    assert (
        t.error(CellOccupiedError("cell 5 is already taken by X")) == "Cette case est déjà prise."
    )
    # A refusal class without a translation keeps its own (English) sentence.
    assert t.error(TttError("something precise")) == "Something precise"


async def test_every_command_and_option_has_a_french_name(ttt: TttEnv) -> None:
    def walk(options: list[dict], path: str) -> None:
        for option in options:
            if option["type"] in (1, 2):
                assert option.get("name_localizations", {}).get("fr"), f"{path} {option['name']}"
                walk(option.get("options", []), f"{path} {option['name']}")
            else:
                assert option.get("name_localizations", {}).get("fr"), f"{path} {option['name']}"
                assert option.get("description_localizations", {}).get("fr")

    for command in ttt.emu.registered_commands(ttt.world.guild):
        assert command.get("description_localizations", {}).get("fr"), command["name"]
        walk(command["options"], command["name"])


async def test_the_translator_serves_reply_texts_too() -> None:
    """``interaction.translate(locale_str(..., key=...))`` goes through TttTranslator."""
    translator = TttTranslator()
    other = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    text = app_commands.locale_str("Draw.", key="board.drawn")
    assert await translator.translate(text, discord.Locale.french, other) == "Match nul."
    assert await translator.translate(text, discord.Locale.american_english, other) is None
