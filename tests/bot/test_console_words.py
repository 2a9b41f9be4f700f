"""The console understands mistakes: a word that is no command and no cell, but close to a
command, is answered with that command ("did you mean stats?"), in the player's language,
with or without a game going on, and nothing is stored."""

from __future__ import annotations

import pytest

from bot.console import Console
from bot.console_words import command_words
from bot.i18n import default_catalog, parse_localized_cell
from domain.players import User
from engine import TttError, parse_cell
from tests.bot.conftest import ServiceFactory

CATALOG = default_catalog()


async def console_in(open_service: ServiceFactory, locale: str = "en") -> Console:
    return Console(
        await open_service(default_agent="minimax", seed=3), User("u", "you"), locale=locale
    )


@pytest.mark.parametrize(
    ("line", "reply"),
    [
        ("stat", "Unknown command “stat” — did you mean stats?"),
        ("mvoe 1", "Unknown command “mvoe” — did you mean move?"),
        ("helo", "Unknown command “helo” — did you mean help?"),
        ("histroy", "Unknown command “histroy” — did you mean history?"),
        ("plya", "Unknown command “plya” — did you mean play?"),
        ("plya first:me", "Unknown command “plya” — did you mean play?"),
        ("/ttt stat", "Unknown command “/ttt stat” — did you mean /ttt stats?"),
        ("quti", "Unknown command “quti” — did you mean quit?"),
    ],
)
async def test_a_mistyped_command_gets_the_command_it_is_closest_to(
    open_service: ServiceFactory, line: str, reply: str
) -> None:
    console = await console_in(open_service)
    answer = await console.answer(line)
    assert (answer.text, answer.outcome) == (reply, "refused")
    assert await console.service.history(console.user, "console", "console") == []


async def test_a_mistyped_command_is_a_mistyped_command_during_a_game_too(
    open_service: ServiceFactory,
) -> None:
    console = await console_in(open_service)
    await console.handle("play first:me")
    assert await console.handle("mvoe 5") == "Unknown command “mvoe” — did you mean move?"
    board = await console.handle("board")
    assert "X to move (you)" in board  # the refused line played nothing
    assert (await console.handle("move 5")).startswith("You played 5")


@pytest.mark.parametrize(
    ("line", "reply"),
    [
        ("banana", "“banana” is not a cell. Use "),  # like no command: a mistyped cell
        ("xyz abc", "Unknown command “xyz”. Type /ttt help."),
        ("/ttt bogus", "Unknown command “/ttt bogus”. Type /ttt help."),
    ],
)
async def test_a_word_like_no_command_gets_no_guess(
    open_service: ServiceFactory, line: str, reply: str
) -> None:
    text = await (await console_in(open_service)).handle(line)
    assert text.startswith(reply)
    assert "did you mean" not in text and "Commands start with /ttt" not in text


async def test_commands_are_typed_and_suggested_in_the_players_language(
    open_service: ServiceFactory,
) -> None:
    console = await console_in(open_service, "fr")
    assert await console.handle("jouerr") == "Unknown command “jouerr” — did you mean jouer?"
    opening = await console.handle("jouer first:me")
    assert opening.startswith("Partie n° 1 : you (X) contre minimax")
    assert (await console.handle("/ttt coup centre")).startswith("Vous avez joué 5 ;")
    german = await console_in(open_service, "de")
    assert await german.handle("statistk") == (
        "Unknown command “statistk” — did you mean statistik?"
    )


COMMANDS: tuple[str, ...] = (
    *("play", "move", "board", "resign", "stats", "leaderboard", "review", "agents"),
    *("admin", "help", "rematch", "history"),
)


async def test_the_commands_checked_below_are_the_consoles(open_service: ServiceFactory) -> None:
    assert set((await console_in(open_service)).command_names) == set(COMMANDS)


@pytest.mark.parametrize("locale", CATALOG.locales)
def test_no_command_word_is_a_cell_name_or_two_commands_names(locale: str) -> None:
    names = list(COMMANDS)
    words = command_words(names, CATALOG.texts(locale))
    for word, name in words.items():
        assert parse_localized_cell(word, locale) is None, (locale, word)
        with pytest.raises(TttError):
            parse_cell(word)
        assert word == name or word not in names, (locale, word)
