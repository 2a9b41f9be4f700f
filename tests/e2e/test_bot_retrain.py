"""/ttt-owner retrain and rollback: registered only in the owners' servers, for the bot's owners
only (checked by the bot), a run in a child process, and the running bot serving the new
version — then the old one — without a restart.

SQLite alone (``sqlite_only``): what this adds is the bot's side — the commands, who may use
them, the running bot serving each version — none of it the database's. The same runner's child
process retraining and rolling back on PostgreSQL is
tests/retrain/test_bot_side.py::test_the_runner_retrains_and_rolls_back_in_a_child_process, and
every stage of a run and of a rollback on both databases is in tests/retrain/."""

from __future__ import annotations

from pathlib import Path

import pytest

from devkit.emulator import InteractionResult
from devkit.emulator.models import Member
from domain.players import User
from tests.retrain.conftest import QUICK_ARGS, copy_weak_dqn, serving_manifest

from .bot_harness import (
    TttEnv,
    assert_refused,
    ttt_env,  # noqa: F401 - the `ttt` fixture
)

pytestmark = pytest.mark.sqlite_only


async def test_admins_retrain_and_roll_back_while_the_bot_serves(
    ttt: TttEnv, tmp_path: Path
) -> None:
    world = ttt.world
    weights = tmp_path / "weights"  # a copy: the repository's weights/ is never written
    serving_manifest(weights, {"v1": copy_weak_dqn(weights)}, "v1")  # a DQN with holes
    ttt.overrides.update(
        {
            "TTT_MANIFEST_PATH": str(weights / "manifest.json"),
            "TTT_BOT_ADMINS": str(world.manager.id),
            "TTT_OWNER_GUILD_IDS": str(world.guild.id),  # this server is the owners' own
        }
    )
    await ttt.restart()
    commands = {c["name"]: c for c in ttt.emu.registered_commands(world.guild)}
    assert {o["name"] for o in commands["ttt-owner"]["options"]} == {"retrain", "rollback"}
    assert "retrain" not in {o["name"] for o in commands["ttt-admin"]["options"]}
    assert ttt.bot is not None
    # A quick run: 100 fine-tuning updates, no seeded games (the child process is real).
    ttt.bot.retraining.runner.extra_args = QUICK_ARGS

    async def play_dqn(member: Member) -> str | None:
        """A whole game against the dqn; the agent version recorded on it."""
        started = await ttt.ttt(member, "play", {"agent": "dqn", "first": "me"})
        assert started.message is not None, started.text
        assert ttt.service is not None
        game = await ttt.service.active_game(
            User(str(member.id), member.user.username), str(world.guild.id), str(world.games.id)
        )
        await ttt.play_out(member, started, "best")
        return game.o.agent_version

    assert await play_dqn(world.alice) == "v1"

    async def owner_command(member: Member, sub: str, **options: object) -> InteractionResult:
        return await ttt.emu.slash(
            member,
            world.guild,
            world.games,
            "ttt-owner",
            sub,
            **options,  # type: ignore[arg-type]
        )

    # Owning the server is not enough: retraining changes the agent of every server.
    assert_refused(await owner_command(world.owner, "retrain"), "bot's owners")
    assert_refused(await owner_command(world.owner, "rollback"), "bot's owners")
    assert_refused(await owner_command(world.alice, "retrain", check_permissions=False), "owners")

    done = await owner_command(world.manager, "retrain", timeout=120)
    assert done.ephemeral and "**v2** serves from the next game on" in done.text, done.text
    assert await play_dqn(world.bob) == "v2"  # picked up by the running bot

    back = await owner_command(world.manager, "rollback", timeout=60)
    assert back.ephemeral and "**v1** serves from the next game on" in back.text, back.text
    assert await play_dqn(world.carol) == "v1"
