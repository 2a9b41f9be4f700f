"""Refusals are translated by a stable key, not by their class name.

Every refusal a player can meet (the service's and the engine's) declares its own ``key``:
kebab-case of its class name without ``Error`` (``NoActiveGameError`` -> ``no-active-game``).
The fronts' tables and the Fluent catalogs (``error-<key>``) rely on exactly this rule.
"""

from __future__ import annotations

import re
import subprocess
import sys
from types import ModuleType

import pytest

import bot.games.errors as service_errors
import engine.errors as engine_errors
from bot.discord.i18n import Catalog, error_keys
from bot.discord.locales import LANGUAGES
from bot.games.errors import NoActiveGameError, ServiceError
from engine import TttError

BASES = (TttError, ServiceError)
"""No key of their own: their subclasses' English messages say more than a generic text."""

SHOWN_IN_ENGLISH = {"fr": {"invalid-setting", "invalid-board", "weights"}}
"""Refusals a language shows in their English words (a setting's or a file's details); any
other refusal must have a text in every language."""


def refusal_classes(module: ModuleType) -> list[type[TttError]]:
    return [
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, TttError)
        and value not in BASES
        and value.__module__ == module.__name__
    ]


REFUSALS = refusal_classes(service_errors) + refusal_classes(engine_errors)


def kebab(class_name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", class_name.removesuffix("Error")).lower()


def an_instance(cls: type[TttError]) -> TttError:
    if cls is service_errors.AgentUnavailableError:
        return cls("dqn")
    params = {"value": "x", "low": 1, "high": 2, "name": "Bo", "opponent": "Bo"}
    params |= {"challenge_id": 7, "status": "accepted", "action": "accept"}
    if issubclass(cls, service_errors.ChallengeError):
        return cls("English words.", **params)
    return cls("English words.")


def test_there_are_refusals_from_both_the_service_and_the_engine() -> None:
    assert len(refusal_classes(service_errors)) >= 23
    assert len(refusal_classes(engine_errors)) >= 8


@pytest.mark.parametrize("cls", REFUSALS, ids=lambda cls: cls.__name__)
def test_every_refusal_declares_its_own_key_by_the_rule(cls: type[TttError]) -> None:
    assert "key" in vars(cls), f"{cls.__name__} inherits its key instead of declaring one"
    assert cls.key == kebab(cls.__name__)


def test_keys_are_unique() -> None:
    keys = [cls.key for cls in REFUSALS]
    assert len(keys) == len(set(keys))


def test_the_bases_have_no_key_and_are_never_translated() -> None:
    for base in BASES:
        assert "key" not in vars(base)
    assert error_keys(ServiceError) == []
    for language in LANGUAGES:
        assert Catalog().texts(language).error(ServiceError("precise words")) == "Precise words"


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_table_entry_belongs_to_a_refusal(language: str) -> None:
    """A key that no class declares is a translation nobody can ever see (a typo, a rename)."""
    known = {cls.key for cls in REFUSALS}
    assert set(getattr(LANGUAGES[language], "ERRORS", {})) <= known


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("cls", REFUSALS, ids=lambda cls: cls.__name__)
def test_every_refusal_has_a_text_in_every_language(language: str, cls: type[TttError]) -> None:
    texts = Catalog().texts(language)
    error = an_instance(cls)
    shown = texts.error(error, agents="minimax")
    assert shown.strip()
    if language == "en" or cls.key in SHOWN_IN_ENGLISH.get(language, set()):
        return
    table = LANGUAGES[language].ERRORS
    assert any(key in table for key in error_keys(cls)), f"{cls.key} has no {language} text"
    assert shown != "English words."


def test_the_lookup_follows_the_key_not_the_class_name() -> None:
    class NothingLikeTheName(ServiceError):
        key = "no-active-game"

    french = Catalog().texts("fr")
    assert french.error(NothingLikeTheName("x")) == french.error(NoActiveGameError("y"))
    assert french.error(NoActiveGameError("y")) == LANGUAGES["fr"].ERRORS["no-active-game"]


def test_refusals_and_values_load_no_database_code() -> None:
    """A front (e.g. bot.discord.components) can import them without SQLAlchemy."""
    code = (
        "import sys, bot.games.errors, domain.game, domain.views, domain.stats; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'sqlalchemy', 'storage'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
