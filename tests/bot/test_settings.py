"""Settings: defaults and allowed ranges are declared once, in bot/settings.py; every variable
is ``TTT_``-prefixed, and the old ``TTTBOT_`` names still work with a deprecation warning."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.games.errors import InvalidSettingError
from bot.settings import (
    CHALLENGE_COOLDOWN_RANGE_S,
    CHALLENGE_EXPIRY_RANGE_S,
    DATABASE_POOL_SIZE_RANGE,
    DEFAULT_CHALLENGE_COOLDOWN_S,
    DEFAULT_IDLE_TIMEOUT_S,
    DEFAULT_MANIFEST_PATH,
    DEPRECATED_NAMES,
    MOVE_TIMEOUT_RANGE_S,
    Settings,
    SettingsError,
    check_seconds,
    variable_names,
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
        "TTT_DATABASE_POOL_SIZE",
        *DEPRECATED_NAMES,
        *DEPRECATED_NAMES.values(),
    ):
        monkeypatch.delenv(name, raising=False)


def test_defaults_are_the_declared_constants() -> None:
    settings = Settings()
    assert settings.idle_timeout_s == DEFAULT_IDLE_TIMEOUT_S == 600
    assert settings.challenge_cooldown_s == DEFAULT_CHALLENGE_COOLDOWN_S == 30
    assert settings.rated_games_per_pair_per_day == DEFAULT_PAIR_DAILY_CAP == 10
    assert settings.database_pool_size is None  # each engine's own default


@pytest.mark.parametrize(
    ("variable", "allowed"),
    [
        ("TTT_IDLE_TIMEOUT_S", MOVE_TIMEOUT_RANGE_S),
        ("TTT_CHALLENGE_COOLDOWN_S", CHALLENGE_COOLDOWN_RANGE_S),
        ("TTT_CHALLENGE_TIMEOUT_S", CHALLENGE_EXPIRY_RANGE_S),
        ("TTT_RATED_GAMES_PER_PAIR_PER_DAY", (1, 1000)),  # the daily cap per pair
        ("TTT_DATABASE_POOL_SIZE", DATABASE_POOL_SIZE_RANGE),
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
        with pytest.raises(SettingsError, match=f"invalid setting {variable}: Input should be"):
            Settings()


def test_the_range_check_is_the_same_for_every_duration() -> None:
    low, high = MOVE_TIMEOUT_RANGE_S
    assert check_seconds("move_timeout_s", low, MOVE_TIMEOUT_RANGE_S) == low
    assert check_seconds("move_timeout_s", high, MOVE_TIMEOUT_RANGE_S) == high
    for refused in (low - 1, high + 1, True, "60", 60.0):
        with pytest.raises(InvalidSettingError, match="whole number of seconds from 10 to"):
            check_seconds("move_timeout_s", refused, MOVE_TIMEOUT_RANGE_S)


def test_every_variable_has_the_ttt_prefix() -> None:
    names = list(variable_names().values())
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
    field = next(name for name, variable in variable_names().items() if variable == new)
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


# -- how values are read (our own loader, no pydantic at start-up) ------------------


def test_the_environment_wins_over_the_env_file(monkeypatch: pytest.MonkeyPatch) -> None:
    Path(".env").write_text(
        "TTT_IDLE_TIMEOUT_S=60\nTTT_CHALLENGE_COOLDOWN_S=5\n# a comment\n", encoding="utf-8"
    )
    monkeypatch.setenv("TTT_IDLE_TIMEOUT_S", "90")
    settings = Settings()
    assert (settings.idle_timeout_s, settings.challenge_cooldown_s) == (90, 5)
    assert Settings(_env_file=None).challenge_cooldown_s == DEFAULT_CHALLENGE_COOLDOWN_S


def test_values_given_by_name_win_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TTT_IDLE_TIMEOUT_S", "90")
    assert Settings(_env_file=None, TTT_IDLE_TIMEOUT_S=120).idle_timeout_s == 120
    with pytest.raises(TypeError, match="TTT_IDLE_TIMEOUT"):
        Settings(_env_file=None, TTT_IDLE_TIMEOUT=120)  # a typo is not silently dropped


def test_a_variable_name_is_read_in_any_case(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ttt_idle_timeout_s", "75")
    assert Settings(_env_file=None).idle_timeout_s == 75


@pytest.mark.parametrize(
    ("text", "expected"), [("true", True), ("Yes", True), ("1", True), ("off", False), ("0", False)]
)
def test_a_yes_no_setting_reads_the_usual_words(
    monkeypatch: pytest.MonkeyPatch, text: str, expected: bool
) -> None:
    monkeypatch.setenv("TTT_SYNC_COMMANDS", text)
    assert Settings(_env_file=None).sync_commands is expected


def test_lists_of_ids_are_comma_or_semicolon_separated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TTT_GUILD_IDS", "12, 34;56,")
    monkeypatch.setenv("TTT_BOT_ADMINS", " 7 ; 8 ")
    settings = Settings(_env_file=None)
    assert settings.guild_ids == (12, 34, 56)
    assert settings.bot_admins == ("7", "8")
    assert Settings(_env_file=None, TTT_GUILD_IDS="").guild_ids == ()


def test_every_bad_value_is_named_on_its_own_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TTT_IDLE_TIMEOUT_S", "soon")
    monkeypatch.setenv("TTT_SYNC_COMMANDS", "perhaps")
    monkeypatch.setenv("TTT_GUILD_IDS", "12,twelve")
    with pytest.raises(SettingsError) as refused:
        Settings(_env_file=None)
    assert str(refused.value).splitlines() == [
        "invalid setting TTT_IDLE_TIMEOUT_S: Input should be a valid integer, unable to parse "
        "string as an integer (got 'soon')",
        "invalid setting TTT_GUILD_IDS: Input should be comma-separated whole numbers "
        "(got '12,twelve')",
        "invalid setting TTT_SYNC_COMMANDS: Input should be a valid boolean, unable to "
        "interpret input (got 'perhaps')",
    ]


def test_the_token_never_shows_itself() -> None:
    settings = Settings(_env_file=None, DISCORD_TOKEN="abc.def")
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "abc.def"
    assert "abc.def" not in repr(settings) and "abc.def" not in str(settings.discord_token)


def test_a_copy_changes_only_what_it_names() -> None:
    settings = Settings(_env_file=None, TTT_IDLE_TIMEOUT_S=60)
    copy = settings.replace(sync_commands=False)
    assert (copy.sync_commands, copy.idle_timeout_s, settings.sync_commands) == (False, 60, True)
