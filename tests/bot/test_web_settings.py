"""The website's login settings: a secret too short is refused at start with one line, the
secrets never show themselves, logging in is on only with all three, and the public address
is a web address."""

from __future__ import annotations

import pytest

from bot.settings import Settings, SettingsError
from bot.web.auth import WebAuth

SECRET = "x" * 32


def test_a_web_secret_shorter_than_32_characters_is_refused_with_one_line() -> None:
    with pytest.raises(SettingsError) as refused:
        Settings(_env_file=None, TTT_WEB_SECRET="short")
    assert str(refused.value).splitlines() == [
        "invalid setting TTT_WEB_SECRET: needs 32 characters or more"
    ]
    assert Settings(_env_file=None, TTT_WEB_SECRET=SECRET).web_secret is not None


def test_the_web_secrets_never_show_themselves() -> None:
    settings = Settings(
        _env_file=None, TTT_WEB_SECRET=SECRET, TTT_DISCORD_CLIENT_SECRET="client-secret-value"
    )
    assert SECRET not in repr(settings) and "client-secret-value" not in repr(settings)


@pytest.mark.parametrize(
    "given",
    [
        {},
        {"TTT_WEB_SECRET": SECRET},
        {"TTT_WEB_SECRET": SECRET, "TTT_DISCORD_CLIENT_ID": "1"},
        {"TTT_DISCORD_CLIENT_ID": "1", "TTT_DISCORD_CLIENT_SECRET": "s"},
    ],
)
def test_logging_in_is_off_without_all_three_settings(given: dict[str, str]) -> None:
    assert not WebAuth.from_settings(Settings(_env_file=None, **given)).enabled


def test_logging_in_is_on_with_all_three_and_talks_to_the_api_base() -> None:
    auth = WebAuth.from_settings(
        Settings(
            _env_file=None,
            TTT_WEB_SECRET=SECRET,
            TTT_DISCORD_CLIENT_ID="1",
            TTT_DISCORD_CLIENT_SECRET="s",
            DISCORD_API_BASE="http://127.0.0.1:9",
        )
    )
    assert auth.enabled and auth.client is not None
    assert auth.client.api_base == "http://127.0.0.1:9/api/v10"
    assert auth.client.authorize_url("http://site/cb", ("identify",), "st").startswith(
        "http://127.0.0.1:9/oauth2/authorize?response_type=code&client_id=1&scope=identify"
    )


def test_the_public_address_is_a_web_address() -> None:
    with pytest.raises(SettingsError, match="TTT_WEB_PUBLIC_URL"):
        Settings(_env_file=None, TTT_WEB_PUBLIC_URL="ttt.example.org")
