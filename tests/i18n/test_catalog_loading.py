"""Catalogs load on first use (issue 16): a process parses only the languages it renders, and a
command sync reads every language's command names from the command entries alone, with the
same result as the full catalog."""

from __future__ import annotations

import pytest
from fluent.runtime import FluentBundle

from bot.i18n.catalog import (
    COMMAND_PREFIXES,
    Catalog,
    LazyPluralBundle,
    _command_texts,
    _plain_entry,
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
    texts = _command_texts(code)
    for msg_id in commands:
        message = bundle.get_message(msg_id)
        for attribute in (None, *message.attributes):
            assert texts[msg_id, attribute] == full.own_text(code, msg_id, attribute), msg_id


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
