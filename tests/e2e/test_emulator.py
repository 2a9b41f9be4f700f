"""The emulator against a small but real discord.py ``commands.Bot`` defined here.

These tests prove the harness, not tttbot: the production bot is tested separately on top
of the same fixtures.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from devkit.emulator import CallbackType, DiscordEmulator, InvocationError, World
from devkit.emulator.errors import ApiError

from .conftest import BotRunner
from .typeddicts import missing_keys

DIFFICULTIES = ["easy", "medium", "hard", "perfect"]


class BoardView(discord.ui.View):
    """Persistent: fixed custom_ids and no timeout, so any client instance can serve clicks."""

    def __init__(self, tag: str) -> None:
        super().__init__(timeout=None)
        self.tag = tag

    @discord.ui.button(label="1", custom_id="t:cell:0", style=discord.ButtonStyle.secondary)
    async def cell(
        self, interaction: discord.Interaction, button: discord.ui.Button[BoardView]
    ) -> None:
        button.label = "X"
        button.disabled = True
        await interaction.response.edit_message(
            content=f"[{self.tag}] {interaction.user.name} played cell 0", view=self
        )

    @discord.ui.button(label="Resign", custom_id="t:resign", style=discord.ButtonStyle.danger)
    async def resign(
        self, interaction: discord.Interaction, button: discord.ui.Button[BoardView]
    ) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(
            content=f"[{self.tag}] {interaction.user.name} resigned", view=None
        )

    @discord.ui.button(label="Rename", custom_id="t:rename", style=discord.ButtonStyle.primary)
    async def rename(
        self, interaction: discord.Interaction, button: discord.ui.Button[BoardView]
    ) -> None:
        await interaction.response.send_modal(NameModal())

    @discord.ui.select(
        custom_id="t:level",
        options=[discord.SelectOption(label=d.title(), value=d) for d in DIFFICULTIES],
    )
    async def level(
        self, interaction: discord.Interaction, select: discord.ui.Select[BoardView]
    ) -> None:
        await interaction.response.edit_message(
            content=f"[{self.tag}] level={select.values[0]}", view=self
        )


class NameModal(discord.ui.Modal, title="Name your game"):
    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(label="Name", custom_id="t:name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"renamed to {self.name.value}")


def build_bot(guild_id: int, tag: str = "v1") -> commands.Bot:
    bot = commands.Bot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
        help_command=None,
    )
    guild = discord.Object(guild_id)

    ttt = app_commands.Group(name="ttt", description="Tic-tac-toe")
    stats = app_commands.Group(name="stats", description="Statistics", parent=ttt)

    @ttt.command(name="play", description="Start a game")
    @app_commands.describe(first="Who moves first")
    @app_commands.choices(
        first=[
            app_commands.Choice(name="Me", value="me"),
            app_commands.Choice(name="Bot", value="bot"),
        ]
    )
    async def play(
        interaction: discord.Interaction, first: app_commands.Choice[str] | None = None
    ) -> None:
        who = first.value if first else "random"
        await interaction.response.send_message(
            f"[{tag}] game on, first={who}", view=BoardView(tag)
        )

    @ttt.command(name="secret", description="Only you see this")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("for your eyes only", ephemeral=True)

    @ttt.command(name="think", description="Deferred reply")
    async def think(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("thought about it")
        await interaction.followup.send("and one more thing", ephemeral=True)

    @ttt.command(name="level", description="Pick a difficulty")
    async def level(interaction: discord.Interaction, difficulty: str) -> None:
        await interaction.response.send_message(f"difficulty={difficulty}")

    @level.autocomplete("difficulty")
    async def level_complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=d.title(), value=d)
            for d in DIFFICULTIES
            if d.startswith(current)
        ]

    @stats.command(name="show", description="Show a player's stats")
    async def show(interaction: discord.Interaction, player: discord.Member) -> None:
        await interaction.response.send_message(
            f"{type(player).__name__} {player.display_name} in {player.guild.name}",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @ttt.command(name="silent", description="Never answers")
    async def silent(interaction: discord.Interaction) -> None:
        return

    @ttt.command(name="slow", description="Answers after a delay")
    async def slow(interaction: discord.Interaction, delay: float) -> None:
        await asyncio.sleep(delay)
        await interaction.response.send_message("late")

    @ttt.command(name="huge", description="Too long for Discord")
    async def huge(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("x" * 2001)

    @ttt.command(name="board", description="Render the board as a file and post a note")
    async def board(interaction: discord.Interaction) -> None:
        png = discord.File(io.BytesIO(b"\x89PNG fake"), filename="board.png")
        await interaction.response.send_message("here is the board", file=png)
        assert isinstance(interaction.channel, discord.TextChannel)
        await interaction.channel.send("a public note")

    @app_commands.command(name="tttping", description="Works anywhere")
    async def tttping(interaction: discord.Interaction) -> None:
        where = "dm" if interaction.guild is None else interaction.guild.name
        await interaction.response.send_message(f"pong from {where}")

    @app_commands.command(name="tttadmin", description="Manager tools")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def tttadmin(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f"manage_guild={interaction.permissions.manage_guild}", ephemeral=True
        )

    bot.tree.add_command(ttt, guild=guild)
    bot.tree.add_command(tttadmin, guild=guild)
    bot.tree.add_command(tttping)
    seen: list[discord.Message] = []
    bot.seen_messages = seen  # type: ignore[attr-defined]

    @bot.listen()
    async def on_message(message: discord.Message) -> None:
        seen.append(message)

    async def setup_hook() -> None:
        bot.add_view(BoardView(tag))
        await bot.tree.sync(guild=guild)
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


@pytest.fixture
async def bot(emulator: DiscordEmulator, world: World, bot_runner: BotRunner) -> commands.Bot:
    return await bot_runner.start(build_bot(world.guild.id))  # type: ignore[return-value]


# -- connection and sync ----------------------------------------------------------------------


async def test_connects_identifies_and_sees_the_guild(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    assert bot.user is not None and bot.user.id == emulator.bot_user.id
    assert emulator.gateway.identify_payloads[0]["intents"] == discord.Intents.default().value
    guild = bot.get_guild(world.guild.id)
    assert guild is not None and guild.name == "Test Guild"
    assert {c.name for c in guild.text_channels} == {"general", "tic-tac-toe"}
    assert guild.me is not None
    # Without the members intent Discord sends only the bot; the count is still the real one.
    assert guild.member_count == len(world.guild.members)
    assert not emulator.unknown_routes


async def test_command_sync_is_stored_with_ids(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    cmds = {c["name"]: c for c in emulator.registered_commands(world.guild)}
    assert set(cmds) == {"ttt", "tttadmin"}
    assert all(
        c["id"].isdigit() and c["application_id"] == str(emulator.application_id)
        for c in cmds.values()
    )
    play = next(o for o in cmds["ttt"]["options"] if o["name"] == "play")
    assert play["type"] == 1
    (first,) = play["options"]
    assert first["name"] == "first" and first["type"] == 3 and not first.get("required")
    assert [(c["name"], c["value"]) for c in first["choices"]] == [("Me", "me"), ("Bot", "bot")]
    stats = next(o for o in cmds["ttt"]["options"] if o["name"] == "stats")
    assert stats["type"] == 2 and stats["options"][0]["name"] == "show"
    assert cmds["tttadmin"]["default_member_permissions"] == str(
        discord.Permissions(manage_guild=True).value
    )
    assert [c["name"] for c in emulator.registered_commands()] == ["tttping"]
    # The bot can read them back through the API, ids intact.
    fetched = await bot.tree.fetch_commands(guild=discord.Object(world.guild.id))
    assert {c.name: c.id for c in fetched} == {n: int(c["id"]) for n, c in cmds.items()}


# -- replies ----------------------------------------------------------------------------------


async def test_slash_reply_with_content_and_view(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    result = await emulator.slash(
        world.alice, world.guild, world.games, "ttt", "play", options={"first": "me"}
    )
    assert result.response_type == CallbackType.CHANNEL_MESSAGE_WITH_SOURCE
    assert result.content == "[v1] game on, first=me"
    assert not result.ephemeral
    assert result.custom_ids == ["t:cell:0", "t:resign", "t:rename", "t:level"]
    assert result.latency is not None and result.latency < 1
    assert result.message is not None
    assert emulator.last_message(world.games).id == result.message.id
    assert result.message.interaction_metadata is not None
    assert result.message.interaction_metadata["user"]["id"] == str(world.alice.id)

    no_option = await emulator.slash(world.bob, world.guild, world.games, "ttt", "play")
    assert no_option.content == "[v1] game on, first=random"


async def test_invalid_invocations_fail_like_the_discord_client(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    with pytest.raises(InvocationError, match="not one of the choices"):
        await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"first": "x"}
        )
    with pytest.raises(InvocationError, match="unknown option"):
        await emulator.slash(
            world.alice, world.guild, world.games, "ttt", "play", options={"second": "me"}
        )
    with pytest.raises(AssertionError, match="not registered"):
        await emulator.slash(world.alice, world.guild, world.games, "chess")
    with pytest.raises(AssertionError, match="hidden from alice"):
        await emulator.slash(world.alice, world.guild, world.games, "tttadmin")


async def test_ephemeral_reply(emulator: DiscordEmulator, world: World, bot: commands.Bot) -> None:
    result = await emulator.slash(world.bob, world.guild, world.general, "ttt", "secret")
    assert result.ephemeral and result.content == "for your eyes only"
    assert emulator.messages(world.general) == []
    assert result.message is not None
    visible_to_bob = emulator.messages(world.general, include_ephemeral=True)
    assert [m.id for m in visible_to_bob] == [result.message.id]


async def test_defer_then_followups(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    result = await emulator.slash(world.carol, world.guild, world.general, "ttt", "think")
    assert result.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    # The first follow-up replaces the "thinking..." placeholder.
    assert result.content == "thought about it"
    assert result.message is not None and not result.message.loading and result.edited
    second = await result.wait_followup(1)
    assert second.content == "and one more thing" and second.ephemeral
    assert [m.content for m in emulator.messages(world.general)] == ["thought about it"]


async def test_manager_permissions_reach_the_bot(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    for member in (world.manager, world.owner):
        result = await emulator.slash(member, world.guild, world.general, "tttadmin")
        assert result.content == "manage_guild=True" and result.ephemeral


# -- components -------------------------------------------------------------------------------


async def test_click_on_persistent_view_edits_message(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    game = await emulator.slash(
        world.alice, world.guild, world.games, "ttt", "play", options={"first": "bot"}
    )
    assert game.message is not None
    click = await emulator.click(world.bob, game.message, "t:cell:0")
    assert click.response_type == CallbackType.UPDATE_MESSAGE
    assert click.message is not None and click.message.id == game.message.id
    assert click.content == "[v1] bob played cell 0"
    cell = click.message.component("t:cell:0")
    assert cell["label"] == "X" and cell["disabled"] is True
    stored = emulator.message(game.message.id)
    assert stored.content == click.content and len(stored.history) == 1
    with pytest.raises(AssertionError, match="disabled"):
        await emulator.click(world.alice, stored, "t:cell:0")
    # A client that had not received the edit yet can still send the old click.
    stale = await emulator.click(world.alice, game.message, "t:cell:0", as_seen=True)
    assert stale.content == "[v1] alice played cell 0"


async def test_deferred_update_then_edit_original(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    game = await emulator.slash(world.alice, world.guild, world.games, "ttt", "play")
    assert game.message is not None
    result = await emulator.click(world.alice, game.message, "t:resign")
    assert result.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE
    assert result.content == "[v1] alice resigned" and result.components == []
    assert result.edited


async def test_autocomplete_returns_choices(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    choices = await emulator.autocomplete(
        world.alice, world.guild, world.general, "ttt", "level", focused="difficulty", value="p"
    )
    assert choices == [{"name": "Perfect", "value": "perfect"}]
    everything = await emulator.autocomplete(
        world.alice, world.guild, world.general, "ttt", "level", focused="difficulty"
    )
    assert [c["value"] for c in everything] == DIFFICULTIES


async def test_member_option_resolves_to_member(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    result = await emulator.slash(
        world.alice,
        world.guild,
        world.general,
        "ttt",
        "stats",
        "show",
        options={"player": world.bob},
    )
    assert result.content == "Member bob in Test Guild"


# -- restart ------------------------------------------------------------------------------------


async def test_new_client_serves_clicks_on_old_messages(
    emulator: DiscordEmulator, world: World, bot_runner: BotRunner
) -> None:
    first = await bot_runner.start(build_bot(world.guild.id, tag="v1"))
    game = await emulator.slash(world.alice, world.guild, world.games, "ttt", "play")
    assert game.message is not None and game.content == "[v1] game on, first=random"
    commands_before = emulator.registered_commands(world.guild)
    await bot_runner.stop(first)
    assert not emulator.connected
    with pytest.raises(AssertionError, match="not connected"):
        await emulator.click(world.bob, game.message, "t:cell:0")

    await bot_runner.start(build_bot(world.guild.id, tag="v2"))
    assert emulator.gateway.identify_count == 2
    click = await emulator.click(world.bob, game.message, "t:cell:0")
    assert click.content == "[v2] bob played cell 0"
    # Re-syncing identical commands keeps their ids, as Discord does (versions change).
    assert emulator.commands.sync_count[world.guild.id] == 2
    assert emulator.registered_commands(world.guild) == commands_before


async def test_gateway_resume_after_reconnect_request(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    session = emulator.gateway.active
    await emulator.request_reconnect()
    assert emulator.gateway.active is session and emulator.gateway.identify_count == 1
    result = await emulator.slash(world.alice, world.guild, world.general, "ttt", "secret")
    assert result.content == "for your eyes only"


# -- failures are loud --------------------------------------------------------------------------


async def test_no_response_is_a_clear_failure(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    with pytest.raises(
        AssertionError, match=r"never responded to /ttt silent .*This interaction failed"
    ):
        await emulator.slash(world.alice, world.guild, world.general, "ttt", "silent", timeout=0.3)


async def test_late_and_double_responses_are_recorded(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    emulator.response_deadline = 0.1  # stands in for Discord's 3 s so the test stays fast
    with pytest.raises(AssertionError, match="never responded"):
        await emulator.slash(
            world.alice,
            world.guild,
            world.general,
            "ttt",
            "slow",
            options={"delay": 0.3},
            timeout=0.6,
        )
    assert any("initial response after" in p for p in emulator.problems)
    # Without enforcement the late reply goes through but stays flagged.
    emulator.enforce_deadline = False
    late = await emulator.slash(
        world.alice, world.guild, world.general, "ttt", "slow", options={"delay": 0.15}
    )
    assert late.content == "late" and late.late and late.latency is not None
    assert late.problems and "initial response after" in late.problems[0]
    emulator.problems.clear()
    emulator.response_deadline = 3.0

    result = await emulator.slash(world.alice, world.guild, world.general, "ttt", "secret")
    url = (
        f"{emulator.api_base}/interactions/{result.interaction_id}/{result.token}"
        "/callback?with_response=1"
    )
    async with (
        aiohttp.ClientSession() as http,
        http.post(url, json={"type": 4, "data": {"content": "again"}}) as r,
    ):
        assert r.status == 400 and (await r.json())["code"] == 40060
    assert not result.responded_twice
    again = result.refresh()
    assert again.responded_twice
    assert again.problems == [f"{result.label}: bot responded twice (second callback type 4)"]
    emulator.problems.clear()


async def test_discord_limits_are_enforced(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    with pytest.raises(AssertionError, match=r"never responded.*content: Must be 2000 or fewer"):
        await emulator.slash(world.alice, world.guild, world.general, "ttt", "huge", timeout=0.5)
    emulator.problems.clear()


async def test_unknown_routes_are_reported(emulator: DiscordEmulator, bot: commands.Bot) -> None:
    with pytest.raises(discord.NotFound):
        await bot.http.request(discord.http.Route("GET", "/voice/regions"))
    assert emulator.unknown_routes == ["GET /api/v10/voice/regions"]
    emulator.problems.clear()


async def test_select_and_modal(emulator: DiscordEmulator, world: World, bot: commands.Bot) -> None:
    game = await emulator.slash(world.alice, world.guild, world.games, "ttt", "play")
    assert game.message is not None
    picked = await emulator.select(world.alice, game.message, "t:level", ["hard"])
    assert (
        picked.response_type == CallbackType.UPDATE_MESSAGE and picked.content == "[v1] level=hard"
    )
    opened = await emulator.click(world.alice, game.message, "t:rename")
    assert opened.response_type == CallbackType.MODAL and opened.modal is not None
    assert opened.modal["title"] == "Name your game"
    submitted = await emulator.submit_modal(world.alice, opened, {"t:name": "Grudge match"})
    assert submitted.content == "renamed to Grudge match"


async def test_files_channel_messages_and_gateway_events(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    result = await emulator.slash(world.alice, world.guild, world.general, "ttt", "board")
    assert result.message is not None
    assert [a["filename"] for a in result.message.attachments] == ["board.png"]
    note = await emulator.wait_for_message(world.general, lambda m: m.content == "a public note")
    assert note.webhook_id is None and note.author.id == emulator.bot_user.id
    await emulator.send_user_message(world.bob, world.general, "gg")
    await emulator.wait_until(lambda: len(bot.seen_messages) == 3)  # type: ignore[attr-defined]
    by_content = {m.content: m for m in bot.seen_messages}  # type: ignore[attr-defined]
    # MESSAGE_CREATE reached the bot for its own messages; bob's content is blanked because
    # the bot lacks the message-content intent, exactly as on Discord.
    assert set(by_content) == {"here is the board", "a public note", ""}
    assert by_content[""].author.id == world.bob.id


async def test_dm_invocation_of_global_command(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    result = await emulator.slash(world.carol, None, None, "tttping")
    assert result.content == "pong from dm"
    assert emulator.messages(emulator.dm_channel(world.carol))[-1].content == "pong from dm"
    with pytest.raises(AssertionError, match="not registered for DMs"):
        await emulator.slash(world.carol, None, None, "ttt", "play")


# -- contract with discord.py's declared payload shapes ----------------------------------------


async def test_payloads_carry_every_key_discord_py_declares_required(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    await emulator.slash(
        world.alice, world.guild, world.games, "ttt", "stats", "show", options={"player": world.bob}
    )
    game = await emulator.slash(world.alice, world.guild, world.games, "ttt", "play")
    assert game.message is not None
    await emulator.click(world.bob, game.message, "t:cell:0")
    await emulator.select(world.bob, game.message, "t:level", ["easy"])
    opened = await emulator.click(world.alice, game.message, "t:rename")
    await emulator.submit_modal(world.alice, opened, {"t:name": "x"})
    await emulator.slash(world.carol, world.guild, world.general, "ttt", "think")

    problems: list[str] = []

    def check(payload: Any, module: str, name: str, where: str) -> None:
        missing = missing_keys(payload, module, name)
        if missing:
            problems.append(f"{where}: missing {sorted(missing)} (discord.types.{module}.{name})")

    assert emulator.gateway.active is not None
    events: dict[str, list[Any]] = {}
    for frame in emulator.gateway.active.buffer:
        events.setdefault(frame["t"], []).append(frame["d"])
    ready = events["READY"][0]
    check(ready, "gateway", "ReadyEvent", "READY")
    check(ready["user"], "user", "User", "READY.user")
    for g in events["GUILD_CREATE"]:
        check(g, "guild", "Guild", "GUILD_CREATE")
        for key, module, name in (
            ("members", "member", "MemberWithUser"),
            ("channels", "channel", "TextChannel"),
            ("roles", "role", "Role"),
        ):
            for item in g[key]:
                check(item, module, name, f"GUILD_CREATE.{key}[]")
    kinds = {
        2: "ApplicationCommandInteraction",
        3: "MessageComponentInteraction",
        5: "ModalSubmitInteraction",
    }
    data_kinds = {
        2: "ChatInputApplicationCommandInteractionData",
        5: "ModalSubmitInteractionData",
    }
    seen_types = set()
    for i in events["INTERACTION_CREATE"]:
        itype = i["type"]
        seen_types.add(itype)
        data = i["data"]
        check(i, "interactions", kinds[itype], f"INTERACTION_CREATE type {itype}")
        data_kind = data_kinds.get(itype) or (
            "ButtonMessageComponentInteractionData"
            if data["component_type"] == 2
            else "SelectMessageComponentInteractionData"
        )
        check(data, "interactions", data_kind, f"INTERACTION_CREATE type {itype} data")
        check(i["member"], "member", "MemberWithUser", "interaction member")
        check(i["channel"], "interactions", "PartialChannel", "interaction channel")
        for member in data.get("resolved", {}).get("members", {}).values():
            check(member, "member", "Member", "resolved member")
        if "message" in i:
            message = i["message"]
            check(message, "message", "Message", "interaction message")
            check(
                message["interaction_metadata"],
                "interactions",
                "_MessageInteractionMetadata",
                "interaction_metadata",
            )
    assert seen_types == {2, 3, 5}
    for event in ("MESSAGE_CREATE", "MESSAGE_UPDATE"):
        for msg in events[event]:
            check(msg, "message", "Message", event)

    checked = set()
    for rec in emulator.requests:
        if rec.status >= 300 or rec.response is None:
            continue
        path = rec.path.split("/api/v10", 1)[1]
        if path.endswith("/callback"):
            check(rec.response, "interactions", "InteractionCallback", "callback reply")
            check(
                rec.response["interaction"],
                "interactions",
                "InteractionCallbackResponse",
                "callback reply",
            )
            if "message" in rec.response.get("resource", {}):
                check(rec.response["resource"]["message"], "message", "Message", "callback message")
        elif path == "/users/@me":
            check(rec.response, "user", "User", path)
        elif path == "/oauth2/applications/@me":
            check(rec.response, "appinfo", "AppInfo", path)
        elif path.endswith("/commands") and rec.method == "PUT":
            name = (
                "_GuildChatInputApplicationCommand"
                if "/guilds/" in path
                else "_ChatInputApplicationCommand"
            )
            for cmd in rec.response:
                check(cmd, "command", name, f"PUT {path}")
        elif path.startswith("/webhooks/") or path.startswith("/channels/"):
            check(rec.response, "message", "Message", f"{rec.method} {path}")
        else:
            continue
        checked.add(path.split("/")[1])
    assert checked >= {"interactions", "users", "oauth2", "applications", "webhooks"}
    assert problems == []


async def test_uploaded_files_are_kept_served_and_limited_like_discords(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    result = await emulator.slash(world.alice, world.guild, world.general, "ttt", "board")
    [attachment] = result.attachments
    assert attachment["content_type"] == "image/png"  # typed by name, not by the upload part
    assert result.attachment_data("board.png") == b"\x89PNG fake"
    async with aiohttp.ClientSession() as http, http.get(attachment["url"]) as served:
        assert served.status == 200 and await served.read() == b"\x89PNG fake"
    with pytest.raises(AssertionError, match=r"no attachment 'other\.png'"):
        result.attachment_data("other.png")

    huge = {"index": 0, "filename": "big.png", "size": 10 * 1024 * 1024 + 1, "data": b""}
    with pytest.raises(ApiError, match="40005"):
        emulator.create_message(
            world.general, author=emulator.bot_user, body={"content": "x"}, files=[huge]
        )


async def test_a_stopped_emulator_forgets_what_it_stored_when_told(
    emulator: DiscordEmulator, world: World, bot: commands.Bot
) -> None:
    """A harness that runs many emulators in one process drops each one's world once read:
    aiohttp's cache of handlers would otherwise keep every one alive."""
    assert emulator.guilds and emulator.requests
    assert any(session.buffer for session in emulator.gateway.sessions.values())
    await emulator.stop()
    emulator.forget()
    assert not emulator.guilds and not emulator.requests and not emulator.messages_by_id
    assert emulator.world is None
    # the gateway's handler is cached too: its sessions kept every event sent, for a RESUME
    assert not emulator.gateway.sessions and not emulator.gateway.latest
    assert emulator.gateway.active is None
    assert set(emulator.users) == {emulator.bot_user.id, emulator.app_owner.id}
