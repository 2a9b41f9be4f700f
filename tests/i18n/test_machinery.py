"""Locale negotiation, Babel formatting, error keys and refusals, cell names per locale, and
discord.py's translator over the catalogs."""

from __future__ import annotations

from unittest import mock

import discord
import pytest
from discord import app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands.translator import TranslationContextTypes
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentInt, fluent_number

from bot.games.errors import (
    ChallengeAlreadyAcceptedError,
    CooldownError,
    DuplicateChallengeError,
    NoActiveGameError,
)
from bot.i18n import (
    DISCORD_LOCALES,
    FluentTranslator,
    available_locales,
    cell_names,
    default_catalog,
    error_key,
    format_duration,
    format_number,
    is_valid_command_name,
    negotiate,
    parse_localized_cell,
)
from bot.i18n import translator as translator_module
from bot.i18n.catalog import Catalog
from bot.i18n.cells import normalise_cell_text
from bot.i18n.formatting import CountArgument
from engine.errors import CellOutOfRangeError, TttError

LOCALES = available_locales()


# -- negotiation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("requested", "served"),
    [
        ("pt-BR", "pt-BR"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("es-ES", "es"),
        ("es-419", "es"),
        ("zh-CN", "zh-CN"),
        ("fr", "fr"),
        ("fr_FR.UTF-8", "fr"),
        ("de-AT", "de"),
        ("PT-br", "pt-BR"),
        ("pt_PT", "pt-BR"),
        ("C", "en"),
        ("POSIX", "en"),
        (None, "en"),
        ("", "en"),
        ("xx-YY", "en"),
    ],
)
def test_negotiation(requested: str | None, served: str) -> None:
    assert negotiate(requested) == served


def test_every_discord_locale_is_served_by_a_catalog_of_its_language() -> None:
    for code in DISCORD_LOCALES:
        served = negotiate(code)
        assert served.split("-")[0] == code.split("-")[0], code


def test_a_discord_locale_enum_negotiates_like_its_code() -> None:
    assert default_catalog().resolve(discord.Locale.brazil_portuguese) == "pt-BR"
    assert default_catalog().resolve(discord.Locale.american_english) == "en"


# -- formatting ----------------------------------------------------------------------------------


def test_durations_are_exact_and_localized() -> None:
    assert format_duration(90, "en") == "1 minute and 30 seconds"
    assert format_duration(600, "fr") == "10 minutes"
    assert format_duration(5, "pl") == "5 sekund"
    assert format_duration(2, "pl") == "2 sekundy"
    assert format_duration(29.2, "en") == "30 seconds"  # a wait is never shown shorter
    assert format_duration(0, "de") == "0 Sekunden"


def test_numbers_use_the_locale_separators() -> None:
    assert format_number(12345, "en") == "12,345"
    assert format_number(12345, "de") == "12.345"
    assert format_number(12345, "fr") == "12\u202f345"


@pytest.mark.parametrize("code", LOCALES)
def test_message_counts_read_as_babel_writes_them_in_every_catalog(code: str) -> None:
    locale = FluentBundle([code])._babel_locale
    for value in (0, 1, 9, 10, 42, 99, 100, 512, 999, 1000, 12345, -5):
        assert CountArgument(value).format(locale) == FluentInt(value).format(locale), value
    # NUMBER() options still apply: Fluent rebuilds the argument as its own FluentInt.
    padded = fluent_number(CountArgument(7), minimumIntegerDigits=2)
    assert padded.format(locale) == FluentInt(7, minimumIntegerDigits=2).format(locale)


def test_a_small_count_in_a_message_needs_no_babel_locale_data() -> None:
    # Without our own formatting, "Move 1" on the first board would load 4.4 MiB of CLDR data.
    catalog = Catalog(["en", "fr"])
    refused = AssertionError("Babel's locale data was loaded")
    with mock.patch("babel.localedata.load", side_effect=refused):
        assert catalog.text("en", "board-footer", ply=1, game_id=7) == "Move 1 · game #7"
        assert catalog.text("fr", "board-footer", ply=12, game_id=7).startswith("Coup 12")


# -- refusals ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cls", "key"),
    [
        (NoActiveGameError, "no-active-game"),
        (ChallengeAlreadyAcceptedError, "challenge-already-accepted"),
        (CellOutOfRangeError, "cell-out-of-range"),
    ],
)
def test_error_key_is_the_kebab_case_class_name(cls: type[Exception], key: str) -> None:
    assert error_key(cls) == key


def test_a_declared_key_wins() -> None:
    class Custom(TttError):
        key = "no-active-game"

    assert error_key(Custom) == "no-active-game"


def test_refusals_keep_every_detail_in_every_locale() -> None:
    catalog = default_catalog()
    error = DuplicateChallengeError("…", opponent="Zoë", challenge_id=4321)
    for code in LOCALES:
        text = catalog.error_text(code, error)
        assert text is not None and "Zoë" in text and "4321" in text, code


def test_a_refusal_with_a_duration_shows_it() -> None:
    catalog = default_catalog()
    text = catalog.error_text("fr", CooldownError("…"), wait=format_duration(29, "fr"))
    assert text is not None and format_duration(29, "fr") in text
    assert format_duration(29, "fr").endswith("secondes")


def test_an_error_without_a_message_gets_none() -> None:
    class Unheard(TttError):
        pass

    assert default_catalog().error_text("fr", Unheard("x")) is None


# -- cells ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "typed", "cell"),
    [
        ("fr", "en haut à gauche", 1),
        ("fr", "En-haut a Gauche", 1),
        ("fr", "centre", 5),
        ("fr", "au centre", 5),
        ("fr", "en bas à droite", 9),
        ("de", "oben links", 1),
        ("de", "Mitte", 5),
        ("de", "unten rechts", 9),
        ("es", "arriba a la izquierda", 1),
        ("es", "centro", 5),
        ("pt-BR", "canto inferior direito", 9),
        ("ru", "центр", 5),
        ("ru", "слева вверху", 1),
        ("ja", "中央", 5),
        ("ja", "右下", 9),
        ("zh-CN", "左上", 1),
        ("ko", "가운데", 5),
        ("pl", "środek", 5),
        ("pl", "srodek", 5),
        ("ar", "الوسط", 5),
        ("en", "top left", 1),
    ],
)
def test_cell_names_are_understood_as_typed(code: str, typed: str, cell: int) -> None:
    assert parse_localized_cell(typed, code) == cell


@pytest.mark.parametrize("code", LOCALES)
def test_every_cell_name_of_a_locale_reads_back_as_its_cell(code: str) -> None:
    for cell, names in cell_names(code).items():
        assert names, f"{code}: cell {cell} has no name"
        for name in names:
            assert parse_localized_cell(name, code) == cell, f"{code}: {name!r}"


@pytest.mark.parametrize("code", LOCALES)
def test_no_name_means_two_cells(code: str) -> None:
    seen: dict[str, int] = {}
    for cell, names in cell_names(code).items():
        for name in names:
            key = normalise_cell_text(name)
            assert seen.setdefault(key, cell) == cell, f"{code}: {name!r}"


def test_words_of_another_language_or_nonsense_name_no_cell() -> None:
    assert parse_localized_cell("oben links", "fr") is None
    assert parse_localized_cell("banana", "de") is None
    assert parse_localized_cell("", "fr") is None


# -- the translator ------------------------------------------------------------------------------


def _tree() -> app_commands.CommandTree:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    ttt = app_commands.Group(name="ttt", description="Tic-tac-toe")

    @ttt.command(name="play", description="Play")
    @app_commands.describe(opponent="A member")
    @app_commands.choices(
        first=[
            app_commands.Choice(name="me", value="me"),
            app_commands.Choice(name="random", value="random"),
        ]
    )
    async def play(
        interaction: discord.Interaction,
        opponent: discord.Member | None = None,
        first: app_commands.Choice[str] | None = None,
    ) -> None:
        pass

    tree.add_command(ttt)
    return tree


def _play_of(tree: app_commands.CommandTree) -> app_commands.Command:
    """The ``/ttt play`` command of ``tree``."""
    ttt = tree.get_command("ttt")
    assert isinstance(ttt, app_commands.Group)
    play = ttt.get_command("play")
    assert isinstance(play, app_commands.Command)
    return play


async def test_the_translator_localizes_names_descriptions_and_choices() -> None:
    translator = FluentTranslator()
    play = _play_of(_tree())
    parameters = {parameter.name: parameter for parameter in play.parameters}
    opponent, first = parameters["opponent"], parameters["first"]
    french = discord.Locale.french
    name = await translator.translate(
        app_commands.locale_str("play"), french, TranslationContext(Where.command_name, play)
    )
    assert name == default_catalog().own_text("fr", "cmd-ttt-play")
    description = await translator.translate(
        app_commands.locale_str("A member"),
        french,
        TranslationContext(Where.parameter_description, opponent),
    )
    assert description == default_catalog().own_text("fr", "cmd-ttt-play-opponent", "description")
    choice = await translator.translate(
        app_commands.locale_str("me"),
        french,
        TranslationContext(Where.choice_name, first.choices[0]),
    )
    assert choice == default_catalog().own_text("fr", "choice-me")
    english = await translator.translate(
        app_commands.locale_str("play"),
        discord.Locale.british_english,
        TranslationContext(Where.command_name, play),
    )
    assert english is None  # Discord shows the decorator's English


async def test_the_whole_tree_payload_is_localized_for_every_discord_locale() -> None:
    """discord.py's own sync path (to_dict with the translator) carries our names."""
    tree = _tree()
    translator = FluentTranslator()
    await tree.set_translator(translator)
    ttt = tree.get_command("ttt")
    assert ttt is not None
    payload = await ttt.get_translated_payload(tree, translator)
    names = payload["options"][0]["name_localizations"]
    assert names["fr"] == default_catalog().own_text("fr", "cmd-ttt-play")
    assert names["de"] == default_catalog().own_text("de", "cmd-ttt-play")
    assert "en-US" not in names and "en-GB" not in names
    localized = {code for code in DISCORD_LOCALES if not code.startswith("en")}
    assert set(names) == localized  # every other Discord locale gets a name
    descriptions = payload["options"][0]["description_localizations"]
    assert set(descriptions) == localized


async def test_a_context_asked_in_every_locale_finds_its_message_once() -> None:
    translator = FluentTranslator()
    play = _play_of(_tree())
    # As discord.py asks: one string and one context object, every locale in a row.
    string = app_commands.locale_str("play")
    context: TranslationContextTypes = TranslationContext(Where.command_name, play)
    with mock.patch(
        "bot.i18n.translator._message_of", wraps=translator_module._message_of
    ) as found:
        names = {
            locale: await translator.translate(string, locale, context) for locale in discord.Locale
        }
    assert found.call_count == 1
    assert names[discord.Locale.french] == default_catalog().own_text("fr", "cmd-ttt-play")
    # Another context (here the group's) is worked out afresh, not answered from the first.
    assert play.parent is not None
    group: TranslationContextTypes = TranslationContext(Where.group_name, play.parent)
    name = await translator.translate(app_commands.locale_str("ttt"), discord.Locale.french, group)
    assert name == default_catalog().own_text("fr", "cmd-ttt")


@pytest.mark.parametrize("code", LOCALES)
def test_every_localized_command_name_is_valid_for_discord(code: str) -> None:
    catalog = default_catalog()
    english = catalog._bundles["en"].bundle
    commands = [m for m in english._messages if m.startswith("cmd-")]
    for msg_id in commands:
        if not catalog.has(code, msg_id):
            continue  # not translated yet: Discord shows the English name and description
        name = catalog.own_text(code, msg_id)
        description = catalog.own_text(code, msg_id, "description")
        assert description and len(description) <= 100, f"{code}/{msg_id}: {description!r}"
        if english.get_message(msg_id).value is None:
            assert name is None, f"{code}/{msg_id}: a group keeps its English name"
            continue
        assert name is not None and is_valid_command_name(name), f"{code}/{msg_id}: {name!r}"


@pytest.mark.parametrize("code", LOCALES)
def test_sibling_commands_and_options_keep_distinct_names(code: str) -> None:
    """Discord refuses two subcommands, or two options of one command, with the same name."""
    catalog = default_catalog()
    english = catalog._bundles["en"].bundle
    by_parent: dict[str, dict[str, str]] = {}
    for msg_id in (m for m in english._messages if m.startswith("cmd-")):
        english_name = catalog.own_text("en", msg_id)
        if english_name is None:
            continue
        parent = msg_id.removesuffix("-" + english_name)
        # What Discord shows: the English name where the catalog has none.
        name = catalog.own_text(code, msg_id) or english_name
        siblings = by_parent.setdefault(parent, {})
        assert name not in siblings, f"{code}: {msg_id} and {siblings.get(name)} are both {name!r}"
        siblings[name] = msg_id


@pytest.mark.parametrize(
    ("name", "valid"),
    [
        ("jouer", True),
        ("délai-coup", True),
        ("ход", True),
        ("プレイ", True),
        ("खेलें", True),
        ("เล่น", True),
        ("Jouer", False),
        ("deux mots", False),
        ("x" * 33, False),
        ("", False),
        ("a.b", False),
    ],
)
def test_discord_name_rule(name: str, valid: bool) -> None:
    assert is_valid_command_name(name) is valid
