"""Every catalog is well-formed Fluent; each message it has is one English has, with English's
attributes and variables (a message it lacks falls back to English); plural forms render the
right word for 0, 1, 2 and 5."""

from __future__ import annotations

import functools
from importlib import resources

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from bot.i18n import Catalog, available_locales, default_catalog

REQUIRED_LOCALES = {
    "ar", "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "tr", "uk",
    "vi", "zh-CN",
}  # fmt: skip
LOCALES = available_locales()


def _source(code: str) -> str:
    return (resources.files("bot.i18n") / "locales" / f"{code}.ftl").read_text("utf-8")


@functools.cache
def _resource(code: str) -> ast.Resource:
    """The catalog's Fluent syntax tree, parsed once per test process: parsing is most of
    these tests' time, every locale's test compares with English's, and nothing here changes a
    tree (the checks only read it)."""
    return parse(_source(code))


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _shape(code: str) -> dict[str, tuple[bool, frozenset[str], frozenset[str]]]:
    """Per message: whether it has a value, its attributes, and every variable it uses."""
    shape = {}
    for entry in _resource(code).body:
        if isinstance(entry, ast.Message):
            found = _Variables()
            found.visit(entry)
            attributes = frozenset(a.id.name for a in entry.attributes)
            shape[entry.id.name] = (entry.value is not None, attributes, frozenset(found.names))
    return shape


def test_every_required_locale_ships_a_catalog() -> None:
    assert set(LOCALES) >= REQUIRED_LOCALES


@pytest.mark.parametrize("code", LOCALES)
def test_catalog_parses_without_junk_or_duplicates(code: str) -> None:
    resource = _resource(code)
    junk = [str(entry.content)[:80] for entry in resource.body if isinstance(entry, ast.Junk)]
    assert junk == []
    ids = [entry.id.name for entry in resource.body if isinstance(entry, ast.Message)]
    assert len(ids) == len(set(ids)), "a message id is defined twice"


@pytest.mark.parametrize("code", LOCALES)
def test_catalog_messages_are_englishs_with_the_same_variables(code: str) -> None:
    english, other = _shape("en"), _shape(code)
    assert sorted(set(other) - set(english)) == [], "messages English does not have"
    differing = {msg_id: (english[msg_id], other[msg_id]) for msg_id in other}
    differing = {k: v for k, v in differing.items() if v[0] != v[1]}
    assert differing == {}


@pytest.mark.parametrize("code", LOCALES)
def test_every_message_renders_without_errors(code: str) -> None:
    """The runtime's own check: every message, with every variable given, formats cleanly."""
    catalog = default_catalog()
    bundle = catalog._bundles[code].bundle
    for msg_id, (has_value, attributes, variables) in _shape(code).items():
        args = {name: 2 for name in variables}
        message = bundle.get_message(msg_id)
        patterns = [message.attributes[a] for a in attributes]
        if has_value:
            assert message.value is not None, f"{code}/{msg_id}"
            patterns.insert(0, message.value)
        for pattern in patterns:
            _, errors = bundle.format_pattern(pattern, args)
            assert errors == [], f"{code}/{msg_id}"


# French counts 0 as singular ("0 victoire"), unlike English ("0 wins"). A line per locale.
PLURALS = {
    # locale: (message, variable, {count: the word the right plural form contains})
    "en": ("stats-streak-wins", "count", {0: "wins", 1: "win in", 2: "wins", 5: "wins"}),
    "fr": ("stats-streak-wins", "count",
           {0: "0 victoire ", 1: "1 victoire ", 2: "2 victoires", 5: "5 victoires"}),
    "pl": ("board-footer-over", "moves", {0: "ruchów", 1: "ruch ", 2: "ruchy", 5: "ruchów"}),
    "ru": ("board-footer-over", "moves", {0: "ходов", 1: "ход ", 2: "хода", 5: "ходов"}),
    "ar": ("board-footer-over", "moves", {0: "لا", 1: "نقلة واحدة", 2: "نقلتان", 5: "نقلات"}),
}  # fmt: skip


@pytest.mark.parametrize("code", sorted(PLURALS))
def test_plural_forms_for_0_1_2_5(code: str) -> None:
    msg_id, variable, expected = PLURALS[code]
    catalog = default_catalog()
    for count, word in expected.items():
        text = catalog.text(code, msg_id, **{variable: count, "game_id": "7"})
        assert word in text, f"{code} {count}: {text!r}"


def test_russian_and_polish_use_few_for_22_and_many_for_11() -> None:
    catalog = default_catalog()
    assert "хода" in catalog.text("ru", "board-footer-over", moves=22, game_id="1")
    assert "ходов" in catalog.text("ru", "board-footer-over", moves=11, game_id="1")
    assert "ruchy" in catalog.text("pl", "board-footer-over", moves=22, game_id="1")
    assert "ruchów" in catalog.text("pl", "board-footer-over", moves=12, game_id="1")


def test_numbers_are_written_per_locale_but_ids_are_not_grouped() -> None:
    catalog = default_catalog()
    assert catalog.text("de", "board-footer-over", moves=1200, game_id=12345).startswith("1.200")
    assert "12345" in catalog.text("fr", "board-footer-over", moves=3, game_id=12345)


def test_missing_message_falls_back_to_english(tmp_path: object) -> None:
    catalog = Catalog(["en", "fr"])
    bundle = catalog._bundles["fr"].bundle
    bundle._messages.pop("board-drawn")  # as if the French catalog lagged behind
    assert catalog.text("fr", "board-drawn") == "Draw."


def test_a_translation_that_does_not_render_falls_back_to_english() -> None:
    catalog = Catalog(["en", "fr"])
    # No $game_id given: the French rendering reports an error, so the English rendering (the
    # reference, logged) comes back instead of a crash.
    assert catalog.text("fr", "board-title") == catalog.text("en", "board-title")
    assert catalog.text("en", "board-title").startswith("Game #")


def test_an_unknown_message_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        default_catalog().text("fr", "no-such-message")
