"""Settings: defaults and allowed ranges are declared once, in bot/settings.py; every variable
is ``TTT_``-prefixed, and the old ``TTTBOT_`` names still work with a deprecation warning. A
value that cannot be read is refused; a ``TTT_`` variable that is no setting is named in a
warning, with the setting it was probably meant to be."""

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
    READ_ELSEWHERE,
    Settings,
    SettingsError,
    check_seconds,
    known_names,
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


# -- settings that refuse what they cannot read ------------------------------------------------


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("TTT_SHARDS_COUNT", "TTT_SHARD_COUNT"),
        ("TTT_IDLE_TIMOUT_S", "TTT_IDLE_TIMEOUT_S"),
        ("ttt_locle", "TTT_LOCALE"),
        ("TTTBOT_WEIGHTS", "TTT_WEIGHTS_DIR"),  # an old name's typo: the new name is suggested
    ],
)
def test_a_misspelt_variable_is_named_with_the_setting_it_was_meant_to_be(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, typo: str, meant: str
) -> None:
    monkeypatch.setenv(typo, "2")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        settings = Settings(_env_file=None)
    assert str(getattr(settings, _field(meant))) != "2"  # ignored: the setting keeps its default
    assert [r.getMessage() for r in caplog.records if "unknown setting" in r.getMessage()] == [
        f"unknown setting {typo.upper()} in the environment, ignored: did you mean {meant}?"
    ]


def _field(variable: str) -> str:
    return next(name for name, known in variable_names().items() if known == variable)


def test_a_misspelt_variable_in_the_env_file_is_named_too(caplog: pytest.LogCaptureFixture) -> None:
    Path(".env").write_text("TTT_IDLE_TIMOUT_S=5\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        assert Settings().idle_timeout_s == DEFAULT_IDLE_TIMEOUT_S
    assert caplog.messages == [
        "unknown setting TTT_IDLE_TIMOUT_S in .env, ignored: did you mean TTT_IDLE_TIMEOUT_S?"
    ]


def test_an_unknown_variable_far_from_every_setting_is_named_without_a_guess(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("TTT_COLOUR_OF_THE_BOARD", "blue")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        Settings(_env_file=None)
    assert "unknown setting TTT_COLOUR_OF_THE_BOARD in the environment, ignored" in caplog.messages


def test_known_names_and_other_programs_variables_draw_no_warning(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    for name in READ_ELSEWHERE:  # read by the test suite, not the bot
        monkeypatch.setenv(name, "postgresql://somewhere/db")
    monkeypatch.setenv("TTT_SHARD_COUNT", "2")
    monkeypatch.setenv("DISCORD_SOMETHING_ELSE", "another bot's")  # not our prefix
    monkeypatch.setenv("TTTX", "not our prefix either")
    with caplog.at_level(logging.WARNING, logger="bot.settings"):
        Settings(_env_file=None)
    assert not [m for m in caplog.messages if "unknown setting" in m]


def test_every_known_name_is_declared_in_the_settings_module() -> None:
    declared = set(variable_names().values())
    assert set(known_names()) == declared | set(DEPRECATED_NAMES) | set(READ_ELSEWHERE)
    assert set(known_names().values()) <= declared | set(READ_ELSEWHERE)


@pytest.mark.parametrize(
    ("variable", "text", "reason"),
    [
        ("TTT_LOG_LEVEL", "verbose", "one of DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        ("TTT_IDLE_CHECK_S", "inf", "a finite number"),
        ("TTT_RETRAIN_INTERVAL_S", "nan", "a finite number"),
        ("TTT_SERVING_POLL_S", "0", "greater than 0"),
        ("TTT_GUILD_IDS", "-3", "comma-separated whole numbers"),
        ("TTT_SHARD_IDS", "0,x", "comma-separated whole numbers"),
        ("TTT_BOT_ADMINS", "alice", "user ids (digits)"),
        ("TTT_RETRAIN_MIN_GAMES", "0", "greater than or equal to 1"),
        ("TTT_SHARD_COUNT", "two", "a valid integer"),
        ("TTT_SYNC_COMMANDS", "maybe", "a valid boolean"),
        ("DISCORD_API_BASE", "localhost:8080", "starting with http:// or https://"),
        ("DISCORD_GATEWAY_URL", "http://127.0.0.1/gateway", "starting with ws:// or wss://"),
    ],
)
def test_a_value_that_cannot_be_read_is_refused_with_its_reason(
    monkeypatch: pytest.MonkeyPatch, variable: str, text: str, reason: str
) -> None:
    monkeypatch.setenv(variable, text)
    with pytest.raises(SettingsError) as refused:
        Settings(_env_file=None)
    line = str(refused.value)
    assert line.startswith(f"invalid setting {variable}: Input should be ")
    assert reason in line and line.endswith(f" (got {text!r})")


def test_a_log_level_is_read_in_any_case(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TTT_LOG_LEVEL", " debug ")
    assert Settings(_env_file=None).log_level == "DEBUG"


def test_the_discord_hosts_take_urls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_API_BASE", "http://127.0.0.1:8080")
    monkeypatch.setenv("DISCORD_GATEWAY_URL", "ws://127.0.0.1:8080/gateway")
    settings = Settings(_env_file=None)
    assert settings.discord_api_base == "http://127.0.0.1:8080"
    assert settings.discord_gateway_url == "ws://127.0.0.1:8080/gateway"
