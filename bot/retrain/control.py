"""``/ttt-owner retrain`` and ``/ttt-owner rollback`` seen from the bot: the admin check, done
here on the bot's side, then the child-process runner."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import Any

from bot.retrain.outcome import Outcome
from bot.retrain.runner import RetrainRunner
from engine.errors import TttError


class NotAdminError(TttError):
    """Only the bot's admins may retrain or roll back (it changes the agent for every server)."""


class RetrainControl:
    """``/ttt-owner retrain`` and ``/ttt-owner rollback``: admin check, then the runner.

    ``admins`` are the user ids allowed (``TTT_BOT_ADMINS``); ``is_owner`` (optional) adds the
    application's owners. A retraining changes the agent of every server, so a server's
    Manage Server permission alone is not enough.
    """

    def __init__(
        self,
        runner: RetrainRunner,
        *,
        admins: Iterable[str | int] = (),
        is_owner: Callable[[str], Awaitable[bool]] | None = None,
    ) -> None:
        self.runner = runner
        self.admins = frozenset(str(a) for a in admins)
        self.is_owner = is_owner

    async def allowed(self, user_id: str) -> bool:
        """``user_id`` may retrain and roll back."""
        if str(user_id) in self.admins:
            return True
        if self.is_owner is not None:
            with contextlib.suppress(Exception):
                return await self.is_owner(str(user_id))
        return False

    async def _require(self, user_id: str) -> None:
        if not await self.allowed(user_id):
            raise NotAdminError(
                "Only the bot's admins can retrain or roll back the agent: it changes the agent "
                "for every server."
            )

    async def retrain(self, user_id: str) -> Outcome:
        """A run now (at least one new game), for an admin."""
        await self._require(user_id)
        return await self.runner.retrain(min_games=1)

    async def rollback(self, user_id: str) -> Outcome:
        """Back to the previous promoted version, for an admin."""
        await self._require(user_id)
        return await self.runner.rollback()


def control_from_settings(
    settings: Any, *, is_owner: Callable[[str], Awaitable[bool]] | None = None
) -> RetrainControl:
    """The runner and admin check the settings describe (``TTT_DATABASE_URL``, the weights
    directory of ``TTT_MANIFEST_PATH``, ``TTT_BOT_ADMINS``)."""
    runner = RetrainRunner(
        database_url=settings.database_url,
        weights_dir=Path(settings.manifest_path).parent,
    )
    return RetrainControl(runner, admins=getattr(settings, "bot_admins", ()), is_owner=is_owner)
