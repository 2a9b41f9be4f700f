"""Refusals are translated by a stable key, not by their class name.

Every refusal a player can meet (the service's and the engine's) declares its own ``key``:
kebab-case of its class name without ``Error`` (``NoActiveGameError`` -> ``no-active-game``).
The Fluent catalogs (``error-<key>``) rely on exactly this rule.
"""

from __future__ import annotations

import re
import subprocess
import sys
from types import ModuleType

import pytest

import bot.games.errors as service_errors
import engine.errors as engine_errors
from bot.games.errors import NoActiveGameError, ServiceError
from bot.i18n import default_catalog, error_key
from engine import TttError

BASES = (TttError, ServiceError)
"""No key of their own: their subclasses' English messages say more than a generic text."""

CATALOG = default_catalog()
LANGUAGES = CATALOG.locales


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


def key_of(cls: type[TttError]) -> str:
    """The ``key`` a refusal declares (read from the class itself: ``TttError`` declares none,
    so its type has no ``key`` to read)."""
    key: str = vars(cls)["key"]
    return key


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
    assert key_of(cls) == kebab(cls.__name__)


def test_keys_are_unique() -> None:
    keys = [key_of(cls) for cls in REFUSALS]
    assert len(keys) == len(set(keys))


def test_the_bases_have_no_key_and_are_never_translated() -> None:
    for base in BASES:
        assert "key" not in vars(base)
    for language in LANGUAGES:
        assert CATALOG.texts(language).error(ServiceError("precise words")) == "Precise words"


@pytest.mark.parametrize("cls", REFUSALS, ids=lambda cls: cls.__name__)
def test_every_refusal_has_an_english_message(cls: type[TttError]) -> None:
    """``error-<key>`` in English, which every catalog that lacks it falls back to (a new
    refusal lands in ``en.ftl`` alone: ``scripts/i18n_coverage.py`` lists it for the
    translators); a catalog that has it says it in its own words."""
    key = key_of(cls)
    assert error_key(cls) == key
    assert CATALOG.has("en", f"error-{key}"), f"{key} has no English text"


@pytest.mark.parametrize("cls", REFUSALS, ids=lambda cls: cls.__name__)
def test_every_refusal_is_said_in_every_language(cls: type[TttError]) -> None:
    """With the details its message names it is said in the member's language; without
    them, in its own English words (never a message with holes)."""
    for language in LANGUAGES:
        error = an_instance(cls)
        shown = CATALOG.texts(language).error(error, agents="minimax")
        assert shown.strip() and "{" not in shown
        said = CATALOG.error_text(language, error, agents="minimax")
        assert shown == (said if said is not None else "English words.")


def test_a_refusal_without_the_details_of_its_message_keeps_its_english_words() -> None:
    from bot.games.errors import NotYourTurnError

    error = NotYourTurnError("It is not your turn: O to move (minimax).")
    assert CATALOG.texts("fr").error(error) == "It is not your turn: O to move (minimax)."


def test_the_lookup_follows_the_key_not_the_class_name() -> None:
    class NothingLikeTheName(ServiceError):
        key = "no-active-game"

    french = CATALOG.texts("fr")
    assert french.error(NothingLikeTheName("x")) == french.error(NoActiveGameError("y"))
    assert french.error(NoActiveGameError("y")) == CATALOG.text("fr", "error-no-active-game")
    assert french.error(NoActiveGameError("y")) != "Y"


def test_refusals_and_values_load_no_database_code() -> None:
    """A front (e.g. bot.discord.components) can import them without SQLAlchemy."""
    code = (
        "import sys, bot.games.errors, domain.game, domain.answers, domain.stats; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'sqlalchemy', 'storage'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
