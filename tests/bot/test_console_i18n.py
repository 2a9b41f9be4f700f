"""The console speaks the language of ``TTT_LOCALE`` (else the system locale) with the same
Fluent catalogs as Discord, understands cell names in it, and words results from the player's
side."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console import Console, console_locale, run_console
from bot.i18n import default_catalog
from bot.settings import Settings
from domain.players import User
from tests.bot.conftest import ServiceFactory

CATALOG = default_catalog()


async def _console(open_service: ServiceFactory, locale: str) -> Console:
    service = await open_service(default_agent="minimax", seed=3)
    name = CATALOG.text(locale, "console-you")
    return Console(service, User("u", name), locale=locale)


def test_the_language_is_ttt_locale_else_the_system_locale(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    assert console_locale(None) == "en"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert console_locale(None) == "fr"
    assert console_locale("ar") == "ar"  # TTT_LOCALE wins over the system locale
    assert console_locale("pt_BR.UTF-8") == "pt-BR"
    settings = Settings(_env_file=None, TTT_LOCALE="ar")
    assert settings.locale == "ar"


async def test_a_game_in_french(open_service: ServiceFactory) -> None:
    console = await _console(open_service, "fr")
    opening = await console.handle("/ttt play minimax first:me")
    assert opening.startswith("Partie n° 1 : vous (X) contre minimax (O).")
    assert opening.endswith(CATALOG.text("fr", "console-turn", mark="X", name="vous"))
    # French cell names, as a command and bare (several words).
    played = await console.handle("/ttt move centre")
    assert played.startswith("Vous avez joué 5 ;")
    played = await console.handle("en haut à gauche")
    assert played.startswith("Vous avez joué 1 ;")
    refused = await console.handle("/ttt move banane")
    assert refused == CATALOG.text(
        "fr", "error-cell-parse", reason="unknown", input="banane",
        forms=CATALOG.text("fr", "cell-forms"),
    )  # fmt: skip
    resigned = await console.handle("/ttt resign")
    assert "Vous avez abandonné ; minimax (O) gagne.\nvous : classement 1196 (-4)" in resigned
    stats = await console.handle("/ttt stats")
    assert "1 partie" in stats and "4 parties" in stats  # one played, four more to be ranked
    help_text = await console.handle("help")
    assert help_text.startswith("Commandes")


async def test_a_game_in_arabic(open_service: ServiceFactory) -> None:
    console = await _console(open_service, "ar")
    help_text = await console.handle("help")
    expected = CATALOG.text(
        "ar", "console-help", forms=CATALOG.text("ar", "cell-forms"),
        default="minimax", ranked=5,
    ) + "\n" + CATALOG.text(
        "ar", "console-help-levels", levels="easy|medium|hard|unbeatable|fair", target=40
    )  # fmt: skip
    # The rematch, the history and the console's settings are listed with the others, in
    # Arabic too.
    later = {"/ttt rematch", "/ttt history", "/ttt admin settings"}
    lines = help_text.split("\n")
    assert [ln for ln in lines if " ".join(ln.split()[:3]) not in later and
            " ".join(ln.split()[:2]) not in later] == expected.split("\n")  # fmt: skip
    assert CATALOG.text("ar", "console-help-rematch") in help_text
    assert CATALOG.text("ar", "console-help-admin") in help_text
    await console.handle("/ttt play minimax first:me")
    await console.handle("/ttt move الوسط")  # "the centre"
    game = await console.service.active_game(console.user, "console", "console")
    assert game.moves[0] == 5
    resigned = await console.handle("/ttt resign")
    assert resigned.splitlines()[-2] == CATALOG.text(
        "ar", "console-you-lost", how="resigned", name="minimax", mark="O"
    )
    refused = await console.handle("/ttt move 12")
    assert refused == CATALOG.text(
        "ar",
        "error-cell-parse",
        reason="number",
        input="12",
        forms=CATALOG.text("ar", "cell-forms"),
    )
    assert await console.handle("/ttt board") == CATALOG.text("ar", "error-no-active-game")


async def test_english_wording_of_item_5(open_service: ServiceFactory) -> None:
    """A bare ``help`` is the help, a bare ``top left`` a move, results are said to "you"."""
    console = await _console(open_service, "en")
    assert (await console.handle("help")).startswith("Commands (cells:")
    await console.handle("/ttt play minimax first:me")
    assert (await console.handle("top left")).startswith("You played 1;")
    resigned = await console.handle("/ttt resign")
    # Then the player's new season rating and its change.
    assert resigned.endswith("You resigned; minimax (O) wins.\nyou: rating 1196 (-4)")


@pytest.mark.slow
def test_ttt_locale_reaches_the_installed_console(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'fr.db'}"
    env = {**os.environ, "TTT_DATABASE_URL": url, "TTT_LOCALE": "fr", "LANG": "C.UTF-8"}
    run = subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        input="/ttt play minimax first:me\n/ttt move 1\n/ttt resign\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=tmp_path,
        env=env,
    )
    assert "Partie n° 1 : vous (X) contre minimax (O)." in run.stdout
    assert "Vous avez abandonné ; minimax (O) gagne." in run.stdout


async def test_run_console_follows_its_locale(open_service: ServiceFactory) -> None:
    out = io.StringIO()
    await run_console(
        await open_service(default_agent="minimax"),
        stdin=io.StringIO("/ttt play minimax first:me\n"),
        stdout=out,
        locale="de",
    )
    assert out.getvalue().startswith(
        CATALOG.text("de", "console-opening", game_id=1, x=CATALOG.text("de", "console-you"),
                     o="minimax")
    )  # fmt: skip


def test_tttbot_help_is_plain_words(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.__main__ import main

    with pytest.raises(SystemExit):
        main(["--help"])
    shown = capsys.readouterr().out
    assert "tttbot db upgrade" in shown and "``" not in shown


def test_tttbot_rollback_help_describes_the_rollback(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.__main__ import main

    assert main(["rollback", "--help"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("usage: tttbot rollback")
    assert "previously promoted" in shown
    assert "--rollback" not in shown and "--updates" not in shown
