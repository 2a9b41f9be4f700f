"""A catalog may lack messages, as Fluent's bundles chain: what it lacks is said in English
there, a command it does not name keeps its English name on Discord (the rest of the tree
is still localized), and ``scripts/i18n_coverage.py`` lists what each language lacks.

The catalogs here are copies of the shipped ones with messages taken out, read through the
same code as the shipped ones (only the directory they are read from differs)."""

from __future__ import annotations

import io
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest
from discord import app_commands
from fluent.syntax import ast, parse, serialize

import bot.i18n
from bot.i18n import DISCORD_LOCALES, FluentTranslator, available_locales, default_catalog
from bot.i18n import coverage as coverage_module
from bot.i18n import ftl as ftl_module
from bot.i18n.catalog import Catalog
from bot.i18n.coverage import coverage, message_ids
from tests.scripts import load_script

SHIPPED = Path(bot.i18n.__file__).parent / "locales"

Without = Callable[..., Catalog]


def _drop(source: str, msg_ids: set[str]) -> str:
    resource = parse(source)
    resource.body = [
        entry
        for entry in resource.body
        if not (isinstance(entry, ast.Message) and entry.id.name in msg_ids)
    ]
    return str(serialize(resource))


@pytest.fixture
def without(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Without]:
    """``without("fr", "board-drawn", …)``: a catalog of every shipped locale, in which
    ``fr`` lacks those messages."""
    shutil.copytree(SHIPPED, tmp_path / "locales")
    monkeypatch.setattr(ftl_module, "resources", SimpleNamespace(files=lambda package: tmp_path))
    ftl_module.load_bundle.cache_clear()
    ftl_module.command_texts.cache_clear()

    def make(code: str, *msg_ids: str) -> Catalog:
        path = tmp_path / "locales" / f"{code}.ftl"
        source = path.read_text("utf-8")
        assert set(msg_ids) <= set(message_ids(code)), "take out messages the catalog has"
        path.write_text(_drop(source, set(msg_ids)), "utf-8")
        assert not set(msg_ids) & set(message_ids(code))
        return Catalog(available_locales())

    yield make
    # The shipped catalogs again for the tests that follow (both readers cache per code).
    ftl_module.load_bundle.cache_clear()
    ftl_module.command_texts.cache_clear()


def test_a_message_a_catalog_lacks_is_said_in_english_there(without: Without) -> None:
    catalog = without("fr", "board-drawn", "error-cooldown")
    assert catalog.text("fr", "board-drawn") == catalog.text("en", "board-drawn") == "Draw."
    french = catalog.texts("fr")
    assert french.error(_cooldown(5)) == catalog.texts("en").error(_cooldown(5))
    assert french("board-footer-over", moves=3, game_id=7) != catalog.text(
        "en", "board-footer-over", moves=3, game_id=7
    )  # what it has is still French


def _cooldown(wait: int) -> Exception:
    from bot.games.errors import CooldownError
    from engine.errors import with_params

    return with_params(CooldownError("wait"), wait=wait)


@pytest.fixture(scope="module")
def english_ids() -> list[str]:
    return message_ids("en")


@pytest.mark.parametrize("code", available_locales()[1:])
def test_every_message_a_shipped_catalog_lacks_renders_as_english(
    code: str, english_ids: list[str]
) -> None:
    catalog = default_catalog()
    for msg_id in [m for m in english_ids if not catalog.has(code, m)]:
        english = catalog._bundles["en"].bundle.get_message(msg_id)
        if english.value is None:
            continue
        args = {name: "2" for name in ("command", "suggestion", "game_id", "count", "name")}
        assert catalog.text(code, msg_id, **args) == catalog.text("en", msg_id, **args)


def _tree() -> app_commands.CommandTree:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    ttt = app_commands.Group(name="ttt", description="Tic-tac-toe")

    @ttt.command(name="play", description="Play")
    async def play(interaction: discord.Interaction, opponent: discord.Member | None) -> None:
        pass

    @ttt.command(name="history", description="History")
    async def history(interaction: discord.Interaction) -> None:
        pass

    tree.add_command(ttt)
    return tree


async def test_a_command_a_catalog_does_not_name_keeps_its_english_name_there(
    without: Without,
) -> None:
    catalog = without("fr", "cmd-ttt-history")
    tree = _tree()
    translator = FluentTranslator(catalog)
    await tree.set_translator(translator)
    ttt = tree.get_command("ttt")
    assert ttt is not None
    payload = await ttt.get_translated_payload(tree, translator)
    commands = {option["name"]: option for option in payload["options"]}
    history, play = commands["history"], commands["play"]
    localized = {code for code in DISCORD_LOCALES if not code.startswith("en")}
    assert set(history["name_localizations"]) == localized - {"fr"}  # Discord shows "history"
    assert set(history["description_localizations"]) == localized - {"fr"}
    assert history["name_localizations"]["de"] == catalog.own_text("de", "cmd-ttt-history")
    assert play["name_localizations"]["fr"] == catalog.own_text("fr", "cmd-ttt-play") == "jouer"


def test_the_coverage_lists_what_each_catalog_lacks_in_englishs_order(
    without: Without, monkeypatch: pytest.MonkeyPatch
) -> None:
    without("de", "cmd-ttt-history", "board-drawn")
    # Every catalog but English by default (two here: each costs a parse of the catalog).
    monkeypatch.setattr(coverage_module, "available_locales", lambda: ("en", "de", "fr"))
    by_code = {entry.locale: entry for entry in coverage()}
    english = message_ids("en")
    assert set(by_code) == {"de", "fr"}
    german = by_code["de"]
    assert {"board-drawn", "cmd-ttt-history"} <= set(german.missing)
    assert list(german.missing) == [m for m in english if m in german.missing]
    assert german.total == len(english) and german.translated == len(english) - len(german.missing)


def test_the_coverage_script_reports_every_locale_or_the_ones_asked_for(without: Without) -> None:
    without("fr", "board-drawn")
    script = load_script("i18n_coverage")
    out = io.StringIO()
    assert script.main(["--locale", "fr", "de"], out=out) == 0
    lines = out.getvalue().splitlines()
    french = next(entry for entry in coverage(("fr",)))
    assert lines[0] == (
        f"fr: {french.translated}/{french.total} messages "
        f"({100 * french.translated / french.total:.1f} %), {len(french.missing)} missing"
    )
    assert "  board-drawn  Draw." in lines
    assert [line.split(":")[0] for line in lines if not line.startswith(" ")] == ["fr", "de"]
    summary = io.StringIO()
    assert script.main(["--summary", "--locale", "fr", "de"], out=summary) == 0
    assert summary.getvalue().splitlines() == [line for line in lines if not line.startswith(" ")]
