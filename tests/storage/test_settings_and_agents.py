"""Server settings and agent versions."""

from __future__ import annotations

import pytest

from storage import AgentVersionConflictError, AgentVersionNotFoundError, Repository
from tests.storage.conftest import at, server_agent


async def test_a_server_that_chose_nothing_has_no_settings(repo: Repository) -> None:
    assert await repo.get_server_settings("s1") is None
    assert await server_agent(repo, "s1") is None
    assert await repo.list_server_settings() == []


async def test_setting_a_servers_agent_remembers_who_and_when(repo: Repository) -> None:
    await repo.update_server_settings("s1", by="admin", now=at(3), agent="trap")
    assert await server_agent(repo, "s1") == "trap"
    settings = await repo.get_server_settings("s1")
    assert settings is not None
    assert (settings.updated_by, settings.updated_at) == ("admin", at(3))
    await repo.update_server_settings("s1", by="admin2", now=at(4), agent=None)
    assert await server_agent(repo, "s1") is None


async def test_settings_change_one_field_at_a_time(repo: Repository) -> None:
    await repo.update_server_settings("s1", by="a", allowed_channels=["c1", "c2"])
    await repo.update_server_settings("s1", by="a", move_timeout_s=90, multiple_games=True)
    settings = await repo.get_server_settings("s1")
    assert settings is not None
    assert settings.chosen == {
        "allowed_channels": ("c1", "c2"),
        "move_timeout_s": 90,
        "multiple_games": True,
    }
    assert [s.server_id for s in await repo.list_server_settings()] == ["s1"]


async def test_unknown_settings_are_refused(repo: Repository) -> None:
    with pytest.raises(ValueError, match="colour"):
        await repo.update_server_settings("s1", by="a", colour="red")
    assert await repo.get_server_settings("s1") is None


async def test_agent_versions_are_recorded_listed_and_promoted(repo: Repository) -> None:
    v1 = await repo.record_agent_version(
        "dqn", "v1", weights_sha256="a" * 64, metrics={"accuracy": 0.9}, now=at(1)
    )
    await repo.record_agent_version("dqn", "v2", weights_sha256="b" * 64, now=at(2))
    await repo.record_agent_version("tabular", "1", now=at(3))
    assert (v1.name, v1.version, v1.metrics, v1.promoted) == ("dqn", "v1", {"accuracy": 0.9}, False)
    assert [v.version for v in await repo.list_agent_versions("dqn")] == ["v1", "v2"]
    assert len(await repo.list_agent_versions()) == 3
    assert [v.version for v in await repo.list_agent_versions("dqn") if v.promoted] == []

    promoted = await repo.promote_agent_version("dqn", "v1", now=at(5))
    assert promoted.promoted and promoted.promoted_at == at(5)
    await repo.promote_agent_version("dqn", "v2", now=at(6))
    assert [v.version for v in await repo.list_agent_versions("dqn") if v.promoted] == ["v2"]
    assert [v.promoted for v in await repo.list_agent_versions("dqn")] == [False, True]


async def test_recording_a_version_again_is_harmless_but_other_weights_are_refused(
    repo: Repository,
) -> None:
    await repo.record_agent_version("dqn", "v1", weights_sha256="a" * 64)
    again = await repo.record_agent_version("dqn", "v1", weights_sha256="a" * 64, metrics={"x": 1})
    assert again.metrics == {"x": 1}
    with pytest.raises(AgentVersionConflictError):
        await repo.record_agent_version("dqn", "v1", weights_sha256="c" * 64)
    assert len(await repo.list_agent_versions("dqn")) == 1


async def test_promoting_an_unknown_version_is_refused(repo: Repository) -> None:
    with pytest.raises(AgentVersionNotFoundError):
        await repo.promote_agent_version("dqn", "v9")
