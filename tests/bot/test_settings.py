"""Settings: defaults and allowed ranges are declared once, in bot/settings.py; every variable
is ``TTT_``-prefixed, and the old ``TTTBOT_`` names still work with a deprecation warning."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.games.errors import InvalidSettingError
from bot.settings import (
    CHALLENGE_COOLDOWN_RANGE_S,
    CHALLENGE_EXPIRY_RANGE_S,
    DEFAULT_CHALLENGE_COOLDOWN_S,
    DEFAULT_IDLE_TIMEOUT_S,
    DEFAULT_MANIFEST_PATH,
    DEPRECATED_NAMES,
    MOVE_TIMEOUT_RANGE_S,
    Settings,
    check_seconds,
)
from storage.rating import DEFAULT_PAIR_DAILY_CAP


@pytest.fixture(autouse=True)
def _no_ambient_settings(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """No .env file or TTT_ variable of the machine leaks into a test."""
    monkeypatch.chdir(tmp_path)
    for name in (
        "TTT_IDLE_TIMEOUT_S",
        "TTT_CHALLENGE_COOLDOWN_S",
        "TTT_CHALLENGE_TIMEOUT_S",
        "TTT_MANIFEST_PATH",
        *DEPRECATED_NAMES,
        *DEPRECATED_NAMES.values(),
    ):
        monkeypatch.delenv(name, raising=False)


def test_defaults_are_the_declared_constants() -> None:
    settings = Settings()
    assert settings.idle_timeout_s == DEFAULT_IDLE_TIMEOUT_S == 600
    assert settings.challenge_cooldown_s == DEFAULT_CHALLENGE_COOLDOWN_S == 30
    assert settings.rated_games_per_pair_per_day == DEFAULT_PAIR_DAILY_CAP == 10


@pytest.mark.parametrize(
    ("variable", "allowed"),
    [
        ("TTT_IDLE_TIMEOUT_S", MOVE_TIMEOUT_RANGE_S),
        ("TTT_CHALLENGE_COOLDOWN_S", CHALLENGE_COOLDOWN_RANGE_S),
        ("TTT_CHALLENGE_TIMEOUT_S", CHALLENGE_EXPIRY_RANGE_S),
        ("TTT_RATED_GAMES_PER_PAIR_PER_DAY", (1, 1000)),  # issue 15: the daily cap per pair
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


def test_the_range_check_is_the_same_for_every_duration() -> None:
    low, high = MOVE_TIMEOUT_RANGE_S
    assert check_seconds("move_timeout_s", low, MOVE_TIMEOUT_RANGE_S) == low
    assert check_seconds("move_timeout_s", high, MOVE_TIMEOUT_RANGE_S) == high
    for refused in (low - 1, high + 1, True, "60", 60.0):
        with pytest.raises(InvalidSettingError, match="whole number of seconds from 10 to"):
            check_seconds("move_timeout_s", refused, MOVE_TIMEOUT_RANGE_S)


def test_every_variable_has_the_ttt_prefix() -> None:
    names = [field.alias for field in Settings.model_fields.values()]
    assert all(name and (name.startswith("TTT_") or name.startswith("DISCORD_")) for name in names)
    assert not any(name.startswith("TTTBOT_") for name in names)


def test_the_manifest_is_in_the_weights_directory(tmp_path: Path, monkeypatch) -> None:
    assert Settings().manifest_path == DEFAULT_MANIFEST_PATH
    monkeypatch.setenv("TTT_WEIGHTS_DIR", str(tmp_path))
    assert Settings().weights_dir == tmp_path
    assert Settings().manifest_path == tmp_path / "manifest.json"
    monkeypatch.setenv("TTT_MANIFEST_PATH", str(tmp_path / "elsewhere.json"))
    assert Settings().manifest_path == tmp_path / "elsewhere.json"


@pytest.mark.parametrize(("old", "new"), sorted(DEPRECATED_NAMES.items()))
def test_an_old_name_still_works_and_logs_a_deprecation_warning(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, old: str, new: str
) -> None:
    monkeypatch.setenv(old, "/srv/ttt")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        settings = Settings()
    field = next(name for name, f in Settings.model_fields.items() if f.alias == new)
    assert str(getattr(settings, field)) == "/srv/ttt"
    assert [r.getMessage() for r in caplog.records] == [f"{old} is deprecated: rename it {new}"]


def test_an_old_name_in_the_env_file_works_too(caplog: pytest.LogCaptureFixture) -> None:
    Path(".env").write_text("TTTBOT_WEIGHTS_DIR=/srv/old\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        settings = Settings()
    assert settings.manifest_path == Path("/srv/old/manifest.json")
    assert "TTTBOT_WEIGHTS_DIR is deprecated" in caplog.text


def test_the_new_name_wins_over_the_old_one(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("TTTBOT_WEIGHTS_DIR", "/srv/old")
    monkeypatch.setenv("TTT_WEIGHTS_DIR", "/srv/new")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        settings = Settings()
    assert settings.weights_dir == Path("/srv/new")
    assert "TTTBOT_WEIGHTS_DIR is deprecated and ignored: TTT_WEIGHTS_DIR is set" in caplog.text


def test_without_an_old_name_nothing_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        Settings()
    assert not caplog.records
