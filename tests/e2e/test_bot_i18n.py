"""Every kind of message, in every locale, through the real Discord front; and which language
each message is in.

Public messages (boards, duel invitations, stats) are in the server's language: the one set with
``/ttt-admin language``, else Discord's server locale. Ephemeral replies (refusals, admin
replies) are in the language of the member who asked. A public message never changes language
because of who clicked. The expected texts are rendered from the Fluent catalogs themselves, so
these tests check the wiring (which message, which locale, which variables), and
``tests/i18n`` checks the catalogs.

The tests that go through every language or locale run on SQLite alone (``sqlite_only``): the
language is a lookup in the catalogs, the database stores the same setting whichever it is, and
a PostgreSQL twin would repeat the same statements thirty times over. The tests of where the
language comes from (the setting, Discord's locale, who clicks) run on both databases.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.i18n import DISCORD_LOCALES, available_locales, default_catalog, format_duration
from bot.i18n.translator import command_message_id
from devkit.emulator import StoredMessage

from .bot_harness import (
    TttEnv,
    assert_refused,
    board_of,
    choose,
    embed_text,
    enabled_cells,
    game_id_of,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

CATALOG = default_catalog()
LOCALES = available_locales()
"""Every shipped catalog: the server-language setting accepts each (``ar`` included)."""


async def _set_language(ttt: TttEnv, code: str) -> None:
    done = await ttt.admin(ttt.world.owner, "language", {"language": code})
    assert done.ephemeral and done.problems == [], done.text


def _texts(message: StoredMessage) -> list[str]:
    """The lines of a layout's text displays (a V2 message)."""
    displays = [c["content"] for c in message.iter_components() if c.get("type") == 10]
    return "\n".join(displays).splitlines()


def _title(message: StoredMessage | None) -> str:
    """An embed's title, or a layout's heading (its ``###`` line)."""
    assert message is not None
    if message.embeds:
        return str(message.embeds[0].get("title", ""))
    return next(line[4:] for line in _texts(message) if line.startswith("### "))


def _fields(message: StoredMessage | None) -> dict[str, str]:
    """A layout's fields: its ``**name**`` blocks, each followed by its value."""
    assert message is not None
    blocks = "\n".join(_texts(message)).split("\n\n")
    found = {}
    for block in blocks:
        name, _, value = block.partition("\n")
        if name.startswith("**") and name.endswith("**") and value:
            found[name[2:-2]] = value
    return found


def _footer(message: StoredMessage | None) -> str:
    """An embed's footer, or a layout's small print (its ``-#`` line)."""
    assert message is not None
    if message.embeds:
        return str((message.embeds[0].get("footer") or {}).get("text", ""))
    return next(line[3:] for line in _texts(message) if line.startswith("-# "))


@pytest.mark.sqlite_only
async def test_commands_are_named_and_described_in_every_discord_locale(ttt: TttEnv) -> None:
    """What the command tree syncs: a name and a description for every Discord locale the
    catalogs serve in another language than English."""
    foreign = [code for code in DISCORD_LOCALES if not code.startswith("en")]
    commands = {c["name"]: c for c in ttt.emu.registered_commands(ttt.world.guild)}
    for locale in foreign:
        assert commands["ttt"]["description_localizations"][locale]
        play = next(o for o in commands["ttt"]["options"] if o["name"] == "play")
        code = CATALOG.resolve(locale)
        assert play["name_localizations"][locale] == CATALOG.text(code, "cmd-ttt-play")
        assert play["description_localizations"][locale] == CATALOG.attribute(
            code, command_message_id("ttt play"), "description"
        )
        admin = {o["name"]: o for o in commands["ttt-admin"]["options"]}
        assert admin["language"]["description_localizations"][locale]


@pytest.mark.sqlite_only
async def test_a_board_in_every_server_language(ttt: TttEnv) -> None:
    """The board (title, sides, whose turn, footer) and the resigned result, per language."""
    world = ttt.world
    # Two public boards per language, 62 in a minute: past the default limit on public posts.
    await ttt.admin(world.manager, "public-posts", {"per_minute": 0})
    for code in LOCALES:
        await _set_language(ttt, code)
        started = await ttt.ttt(world.alice, "play", {"first": "me"}, locale="en-US")
        assert started.message is not None and not started.ephemeral
        game_id = game_id_of(started.message)
        assert _title(started.message) == CATALOG.text(code, "board-title", game_id=game_id)
        text = embed_text(started.message)
        assert CATALOG.text(code, "board-vs", x="alice", o="minimax") in text
        assert CATALOG.text(code, "board-turn", mark="X", name="alice") in text
        assert _footer(started.message) == CATALOG.text(
            code, "board-footer", ply=1, game_id=game_id
        )
        # alice moves first: resigning a game before one's first move is not a loss.
        await ttt.click_cell(world.alice, started.message, 5)
        resigned = await ttt.ttt(world.alice, "resign", locale="en-US")
        assert resigned.message is not None
        assert CATALOG.text(
            code, "board-resigned", loser="alice", name="minimax", mark="O"
        ) in embed_text(resigned.message), code
        assert _footer(resigned.message) == CATALOG.text(
            code, "board-footer-over", moves=2, game_id=game_id
        )


@pytest.mark.sqlite_only
async def test_a_refusal_in_every_member_locale(ttt: TttEnv) -> None:
    """Refusals follow the member's locale, whatever the server language; one that carries its
    details (a challenge's number) keeps them in every language."""
    world = ttt.world
    await _set_language(ttt, "de")
    for locale in DISCORD_LOCALES:
        refused = await ttt.ttt(world.alice, "move", {"cell": "5"}, locale=locale)
        assert_refused(refused)
        assert refused.content == CATALOG.text(locale, "error-no-active-game"), locale
    for locale in DISCORD_LOCALES:
        refused = await ttt.ttt(world.alice, "play", {"opponent": world.bot}, locale=locale)
        assert_refused(refused)
        assert refused.content == CATALOG.text(locale, "duel-bot-opponent"), locale


@pytest.mark.sqlite_only
async def test_stats_in_every_server_language(ttt: TttEnv) -> None:
    """Stats are public: the server's language, with plural forms for the game count."""
    world = ttt.world
    # 31 public replies in a minute: past the default limit on public posts.
    await ttt.admin(world.manager, "public-posts", {"per_minute": 0})
    started = await ttt.ttt(world.alice, "play", {"first": "me"})
    await ttt.play_out(world.alice, started, "worst")
    for code in LOCALES:
        await _set_language(ttt, code)
        shown = await ttt.ttt(world.alice, "stats", locale="en-US")
        assert not shown.ephemeral
        assert _title(shown.message) == CATALOG.text(code, "stats-title", name="alice"), code
        fields = _fields(shown.message)
        # Every game on this server: one line for here and everywhere.
        here = fields[CATALOG.text(code, "stats-server-everywhere")]
        record = CATALOG.text(code, "stats-record", wins=0, draws=0, losses=1)
        assert here.endswith(record), code
        assert fields[CATALOG.text(code, "stats-streak")] == CATALOG.text(
            code, "stats-streak-losses", count=1
        )


@pytest.mark.sqlite_only
async def test_an_admin_reply_in_every_member_locale(ttt: TttEnv) -> None:
    """Admin replies are ephemeral: the member's locale, durations written out in it."""
    world = ttt.world
    for locale in DISCORD_LOCALES:
        shown = await ttt.admin(world.owner, "settings", locale=locale)
        assert shown.ephemeral, locale
        code = CATALOG.resolve(locale)
        assert _title(shown.message) == CATALOG.text(code, "admin-title")
        fields = {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}
        timeout = ttt.settings().idle_timeout_s
        assert fields[CATALOG.text(code, "admin-move-timeout")] == format_duration(timeout, code)
        assert CATALOG.text(code, "admin-language") in fields


@pytest.mark.sqlite_only
async def test_a_duel_invitation_in_every_server_language(ttt: TttEnv) -> None:
    world = ttt.world
    await ttt.admin(world.owner, "cooldown", {"seconds": 0})
    # 31 invitations in a minute: past the default limit on public posts.
    await ttt.admin(world.manager, "public-posts", {"per_minute": 0})
    for code in LOCALES:
        await _set_language(ttt, code)
        invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"})
        assert invite.message is not None and not invite.ephemeral
        assert _title(invite.message) == CATALOG.text(code, "duel-title"), code
        assert CATALOG.text(code, "duel-first-me", challenger="alice") in invite.text
        labels = [b["label"] for b in invite.message.buttons]
        assert labels == [CATALOG.text(code, "duel-accept"), CATALOG.text(code, "duel-decline")]
        decline = next(i for i in invite.custom_ids if i.endswith(":decline"))
        declined = await ttt.click(world.bob, invite.message, decline, locale="en-US")
        assert declined.message is not None
        assert CATALOG.text(
            code, "duel-declined", opponent="bob", challenger="alice"
        ) in embed_text(declined.message)


async def test_a_duel_board_stays_in_the_server_language_whoever_clicks(ttt: TttEnv) -> None:
    """A French and an English member play a duel on a German server: the board is German at
    every move; the idle sweep's edit of another board too."""
    world = ttt.world
    await _set_language(ttt, "de")
    invite = await ttt.ttt(world.alice, "play", {"opponent": world.bob, "first": "me"}, locale="fr")
    assert invite.message is not None
    accept = next(i for i in invite.custom_ids if i.endswith(":accept"))
    accepted = await ttt.click(world.bob, invite.message, accept, locale="en-US")
    assert accepted.message is not None
    board_id = accepted.message.id
    locales = {"X": ("fr", world.alice), "O": ("en-US", world.bob)}
    while not (position := board_of(ttt.emu.message(board_id))).is_over:
        locale, member = locales[position.to_move.value]
        clicked = await ttt.click_cell(member, board_id, choose(position, "best"), locale=locale)
        assert clicked.updated_the_message, clicked.text
        shown = ttt.emu.message(board_id)
        assert _title(shown) == CATALOG.text("de", "board-title", game_id=game_id_of(shown))
    assert CATALOG.text("de", "board-drawn") in embed_text(ttt.emu.message(board_id))

    started = await ttt.ttt(world.carol, "play", {"first": "me"}, locale="fr")
    idle_board = started.message
    assert idle_board is not None
    await ttt.click_cell(world.carol, idle_board, 5)  # carol moved: timing out loses
    await ttt.board_recorded(idle_board)
    await ttt.sweep_idle(datetime.now(UTC) + timedelta(days=30))
    await ttt.emu.wait_until(
        lambda: enabled_cells(ttt.emu.message(idle_board.id)) == [],
        what="the idle board to be closed",
    )
    swept = ttt.emu.message(idle_board.id)
    assert CATALOG.text(
        "de", "board-abandoned", loser="carol", name="minimax", mark="O"
    ) in embed_text(swept)


async def test_without_a_setting_the_server_follows_its_discord_locale(ttt: TttEnv) -> None:
    """No language set: Discord's server locale; "default" goes back to it after a setting."""
    world = ttt.world
    world.guild.locale = "fr"
    await ttt.restart()
    started = await ttt.ttt(world.alice, "play", {"first": "me"}, locale="en-US")
    assert started.message is not None
    game_id = game_id_of(started.message)
    assert _title(started.message) == CATALOG.text("fr", "board-title", game_id=game_id)
    await _set_language(ttt, "ja")
    shown = await ttt.ttt(world.alice, "board", locale="en-US")
    assert _title(shown.message) == CATALOG.text("ja", "board-title", game_id=game_id)
    reset = await ttt.admin(world.owner, "language", {"language": "default"}, locale="en-US")
    assert reset.content == CATALOG.text("en", "admin-language-updated", language="Français")
    shown = await ttt.ttt(world.alice, "board", locale="en-US")
    assert _title(shown.message) == CATALOG.text("fr", "board-title", game_id=game_id)


async def test_the_language_option_offers_every_language_and_refuses_others(ttt: TttEnv) -> None:
    world = ttt.world
    choices = await ttt.emu.autocomplete(
        world.owner, world.guild, world.games, "ttt-admin", "language",
        focused="language", value="",
    )  # fmt: skip
    assert choices[0]["value"] == "default"
    offered = await ttt.emu.autocomplete(
        world.owner, world.guild, world.games, "ttt-admin", "language",
        focused="language", value="fran",
    )  # fmt: skip
    assert [c["value"] for c in offered] == ["fr"]
    before = await ttt.db_fingerprint()
    refused = await ttt.admin(world.owner, "language", {"language": "klingon"}, locale="fr")
    assert_refused(refused, "klingon")
    assert await ttt.db_fingerprint() == before
