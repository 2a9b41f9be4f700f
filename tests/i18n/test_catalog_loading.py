"""Catalogs load on first use: a process parses only the languages it renders, and a
command sync reads every language's command names from the command entries alone, with the
same result as the full catalog."""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.i18n.catalog import Catalog, _fluent_args
from bot.i18n.ftl import (
    COMMAND_PREFIXES,
    LazyEntries,
    LazyPluralBundle,
    _plain_entry,
    command_entries,
    command_texts,
    load_bundle,
    split_entries,
)


def test_a_catalog_parses_a_language_only_when_something_is_rendered_in_it() -> None:
    catalog = Catalog()
    assert set(catalog._bundles) == {"en"}  # every language falls back to it
    catalog.text("fr", "board-drawn")
    assert set(catalog._bundles) == {"en", "fr"}
    catalog.text("de", "board-drawn")
    assert set(catalog._bundles) == {"en", "fr", "de"}
    with pytest.raises(KeyError):
        catalog._bundles["xx"]  # not a shipped catalog


def test_command_names_for_a_sync_leave_the_catalogs_unparsed() -> None:
    catalog = Catalog()
    assert catalog.own_text("ja", "cmd-ttt-play") is not None
    assert catalog.own_text("ja", "cmd-ttt-play-first", "description") is not None
    assert set(catalog._bundles) == {"en"}


@pytest.mark.parametrize("code", ["fr", "ja", "ar", "pt-BR"])
def test_command_texts_from_the_entries_alone_equal_the_full_catalogs(code: str) -> None:
    full = Catalog([code])
    bundle = full._bundles[code].bundle  # loaded: own_text now reads the full catalog
    commands = [m for m in bundle._messages if m.startswith(COMMAND_PREFIXES)]
    assert commands
    texts = command_texts(code)
    for msg_id in commands:
        message = bundle.get_message(msg_id)
        for attribute in (None, *message.attributes):
            assert texts[msg_id, attribute] == full.own_text(code, msg_id, attribute), msg_id


def test_the_command_entries_are_the_entries_a_full_split_finds() -> None:
    source = (
        "cmd-ttt = tic\n    .description = first line of the file\n\n"
        "# cmd-not-an-entry = a comment\n"
        "board-drawn = Draw\n"
        "choice-me = { $n ->\n    [one] moi\n   *[other] nous\n}\n"
        "-brand = tttbot\n"
        "cmd-ttt-play =\n    .description = last, no final newline"
    )
    messages, _ = split_entries(source)
    expected = [text.rstrip("\n") for msg_id, text in messages.items()]
    expected = [text for text in expected if text.startswith(COMMAND_PREFIXES)]
    assert [text.rstrip("\n") for text in command_entries(source)] == expected
    assert len(expected) == 3


@pytest.mark.parametrize(
    "entry",
    [
        "cmd-x = a { $count } b\n",  # a placeable
        "cmd-x =\n    two\n    lines\n",  # a multiline pattern
        "cmd-x = a\n    .description = b { -term }\n",
        "cmd-x =\n",  # neither value nor attribute
    ],
)
def test_an_entry_that_is_not_one_plain_line_per_pattern_is_left_to_fluent(entry: str) -> None:
    assert _plain_entry(entry) is None


def test_a_plain_entry_reads_like_fluent_reads_it() -> None:
    assert _plain_entry("cmd-ttt-admin =\n    .description = Réglages  \n\n") == {
        ("cmd-ttt-admin", None): None,
        ("cmd-ttt-admin", "description"): "Réglages",
    }
    assert _plain_entry("choice-me = moi\n") == {("choice-me", None): "moi"}


def test_a_lazy_plural_bundle_is_a_fluent_bundle_that_reads_its_plural_rule_when_used() -> None:
    lazy, plain = LazyPluralBundle(["ru"]), FluentBundle(["ru"])
    # The same attributes as fluent.runtime's own constructor sets (this fails if it changes).
    assert set(vars(lazy)) == set(vars(plain)) - {"_plural_form"}
    assert [lazy._plural_form(n) for n in (1, 2, 5, 22)] == ["one", "few", "many", "few"]
    assert "_plural_form" in vars(lazy)  # read once, then kept


@pytest.mark.parametrize("code", ["en", "ru", "ar"])
def test_a_catalog_parsed_message_by_message_renders_like_one_parsed_whole(code: str) -> None:
    source = (resources.files("bot.i18n") / "locales" / f"{code}.ftl").read_text("utf-8")
    whole = FluentBundle([code], use_isolating=False)
    whole.add_resource(FluentResource(source))
    lazy = LazyPluralBundle([code], use_isolating=False)
    lazy.add_lazy_source(source)
    assert sorted(lazy._messages) == sorted(whole._messages)
    args = _fluent_args({"count": 1, "moves": 22, "game_id": "7", "name": "Ann", "mark": "X"})
    for msg_id in whole._messages:
        one, other = whole.get_message(msg_id), lazy.get_message(msg_id)
        pairs = [(one.value, other.value)]
        pairs += [(one.attributes[a], other.attributes[a]) for a in one.attributes]
        for expected, actual in pairs:
            if expected is None:
                assert actual is None
                continue
            assert actual is not None, msg_id
            text, errors = whole.format_pattern(expected, args)
            assert lazy.format_pattern(actual, args) == (text, errors), msg_id


def test_a_message_is_parsed_when_it_is_first_rendered() -> None:
    load_bundle.cache_clear()  # the bundles are the process's: start from an unread one
    catalog = Catalog(["en"])
    messages = catalog._bundles["en"].bundle._messages
    assert isinstance(messages, LazyEntries)
    assert messages._parsed == {}
    catalog.text("en", "board-drawn")
    assert set(messages._parsed) == {"board-drawn"}


def test_an_entry_fluent_cannot_read_is_absent_like_in_a_whole_parse() -> None:
    source = "good = fine\nbroken = { $\nalso-good = also fine\n"
    lazy = LazyPluralBundle(["en"])
    lazy.add_lazy_source(source)
    assert (lazy.has_message("good"), lazy.has_message("broken")) == (True, False)
    assert lazy.has_message("also-good")
    assert list(lazy._messages) == ["good", "also-good"]
