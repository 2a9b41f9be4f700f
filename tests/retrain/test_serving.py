"""The running service picks up a promotion or a rollback between moves, without a restart;
a game in progress keeps the version it started with (recorded on the game)."""

from __future__ import annotations

import os
from pathlib import Path

from bot.games.service import GameService
from bot.retrain.files import write_durably
from bot.retrain.rollback import rollback
from domain.players import User
from engine import Board
from engine.agents.learned import DQNAgent
from engine.agents.learned.manifest import ManifestWatcher
from tests.retrain.conftest import add_contrary_dqn, copy_shipped_dqn, serving_manifest
from tests.stored import stored_transitions

ANN, BOB, CID = User("ann", "Ann"), User("bob", "Bob"), User("cid", "Cid")


async def test_a_new_version_serves_new_games_and_old_games_keep_theirs(
    tmp_path: Path, db_url: str
) -> None:
    weights = tmp_path / "weights"
    versions = {"v1": copy_shipped_dqn(weights), "v2": add_contrary_dqn(weights)}
    serving_manifest(weights, versions, "v1")
    manifest = weights / "manifest.json"
    v1 = DQNAgent(weights=weights / "dqn-v1.safetensors")
    v2 = DQNAgent(weights=weights / "dqn-v2.safetensors")
    first = 1  # a corner: the two versions answer differently
    after = Board().play(first)
    assert not set(v1.best_moves(after)) & set(v2.best_moves(after))

    service = await GameService.open(db_url, manifest_path=manifest, seed=1)
    try:
        old = await service.start_game(ANN, "s", "c", agent="dqn", first="me")
        assert old.o.agent_version == "v1"

        # promoted while Ann's game is on (as a run does: the manifest replaced by a rename)
        serving_manifest(tmp_path, versions, "v2", promotions=["v1", "v2"])
        write_durably(manifest, (tmp_path / "manifest.json").read_bytes())

        reply = (await service.play_move(ANN, "s", "c", first)).reply
        assert reply in v1.best_moves(after)  # Ann's game keeps v1 ...
        new = await service.start_game(BOB, "s", "c", agent="dqn", first="me")
        assert new.o.agent_version == "v2"  # ... new games get v2, no restart
        reply = (await service.play_move(BOB, "s", "c", first)).reply
        assert reply in v2.best_moves(after)
        assert {a.name: a.version for a in service.agents()}["dqn"] == "v2"
    finally:
        await service.close()

    # After a restart too, Ann's game goes on with the version recorded on it.
    service = await GameService.open(db_url, manifest_path=manifest, seed=2)
    try:
        game = await service.active_game(ANN, "s", "c")
        assert game.o.agent_version == "v1"
        cell = game.board.legal_moves()[0]
        result = await service.play_move(ANN, "s", "c", cell)
        if result.reply is not None:
            assert result.reply in v1.best_moves(game.board.play(cell))

        # A rollback is picked up the same way.
        outcome = await rollback(db_url, weights)
        assert (outcome.status, outcome.serving) == ("rolled-back", "v1")
        back = await service.start_game(CID, "s", "c", agent="dqn", first="me")
        assert back.o.agent_version == "v1"
        await service.resign(BOB, "s", "c")  # completes Bob's logged decisions
        transitions = await stored_transitions(service.repository, new.id)
        assert {t.decider_version for t in transitions if t.decider_kind == "agent"} == {"v2"}
    finally:
        await service.close()


def test_serving_versions_rereads_the_manifest_only_when_it_changes(weights: Path) -> None:
    versions = ManifestWatcher(weights / "manifest.json")
    assert versions.serving("dqn") == "v1" and versions.serving("qlearning") is None
    agents = versions.agents()
    assert versions.agents() is agents  # one stat, no read
    version, path, sha = versions.weights_path("dqn")
    assert (version, path.name) == ("v1", "dqn-v1.safetensors") and sha
    (weights / "manifest.json").write_text("{not json")  # a bad write keeps the last reading
    os.utime(weights / "manifest.json", ns=(1, 1))
    assert versions.serving("dqn") == "v1"
    (weights / "manifest.json").unlink()
    assert versions.serving("dqn") is None
