"""Settings: defaults and allowed ranges are declared once, in bot/settings.py."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.settings import (
    CHALLENGE_COOLDOWN_RANGE_S,
    CHALLENGE_EXPIRY_RANGE_S,
    DEFAULT_CHALLENGE_COOLDOWN_S,
    DEFAULT_IDLE_TIMEOUT_S,
    MOVE_TIMEOUT_RANGE_S,
    Settings,
)


@pytest.fixture(autouse=True)
def _no_ambient_settings(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """No .env file or TTT_ variable of the machine leaks into a test."""
    monkeypatch.chdir(tmp_path)
    for name in ("TTT_IDLE_TIMEOUT_S", "TTT_CHALLENGE_COOLDOWN_S", "TTT_CHALLENGE_TIMEOUT_S"):
        monkeypatch.delenv(name, raising=False)


def test_defaults_are_the_declared_constants() -> None:
    settings = Settings()
    assert settings.idle_timeout_s == DEFAULT_IDLE_TIMEOUT_S == 600
    assert settings.challenge_cooldown_s == DEFAULT_CHALLENGE_COOLDOWN_S == 30


@pytest.mark.parametrize(
    ("variable", "allowed"),
    [
        ("TTT_IDLE_TIMEOUT_S", MOVE_TIMEOUT_RANGE_S),
        ("TTT_CHALLENGE_COOLDOWN_S", CHALLENGE_COOLDOWN_RANGE_S),
        ("TTT_CHALLENGE_TIMEOUT_S", CHALLENGE_EXPIRY_RANGE_S),
    ],
)
def test_each_range_bound_is_inclusive_and_enforced_at_start_up(
    monkeypatch: pytest.MonkeyPatch, variable: str, allowed: tuple[int, int]
) -> None:
    low, high = allowed
    for accepted in (low, high):
        monkeypatch.setenv(variable, str(accepted))
        Settings()
    for refused in (low - 1, high + 1):
        monkeypatch.setenv(variable, str(refused))
        with pytest.raises(ValidationError):
            Settings()
