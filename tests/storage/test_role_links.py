"""The linked-roles tokens: one row per member, new tokens replace the old ones, a forgotten
member has none (both databases)."""

from __future__ import annotations

from datetime import UTC, datetime

from storage import Repository
from storage.role_links import RoleLink

SOON = datetime(2030, 1, 1, tzinfo=UTC)
LATER = datetime(2030, 1, 8, tzinfo=UTC)


async def test_new_tokens_replace_a_member_s_old_ones(repo: Repository) -> None:
    assert await repo.role_link("1") is None
    await repo.save_role_link(RoleLink("1", "a1", "r1", SOON, "identify"))
    await repo.save_role_link(RoleLink("2", "a2", "r2", SOON, "identify"))
    await repo.save_role_link(RoleLink("1", "a3", "r3", LATER, "identify role_connections.write"))
    assert await repo.role_link("1") == RoleLink(
        "1", "a3", "r3", LATER, "identify role_connections.write"
    )
    assert (await repo.role_link("2")) == RoleLink("2", "a2", "r2", SOON, "identify")


async def test_a_forgotten_member_has_no_link(repo: Repository) -> None:
    await repo.save_role_link(RoleLink("1", "a1", "r1", SOON, "identify"))
    await repo.forget_role_link("1")
    await repo.forget_role_link("never-linked")
    assert await repo.role_link("1") is None
