"""The console's ``/ttt admin`` (also typed ``/ttt-admin``, its name on Discord): the person at
the terminal administers the console's own server, so they read and change its settings here.

The settings that mean something in a terminal: the agent ``/ttt play`` uses by default, the
move timeout, the fair level's target; beside them what the bot learned from this server's
people and a new leaderboard season. The rest of Discord's ``/ttt-admin`` (channels, roles,
public posts, looks, challenge cooldown, the server language) is about a Discord server and has
nothing to act on here (the console speaks ``TTT_LOCALE``). Values are checked by the same
service call as on Discord, so a refused value gets the same message and stores nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bot.console_args import all_digits, unexpected, whole_number
from bot.games.errors import InvalidSettingError
from bot.retrain.report import learning_report, render_learning
from bot.settings import MOVE_TIMEOUT_RANGE_S
from engine.errors import quote_input, with_params
from engine.levels import FAIR_TARGET_RANGE_PCT

if TYPE_CHECKING:
    from bot.games.service import GameService
    from bot.i18n import Texts
    from domain.players import User
    from domain.settings import ServerSettings

ADMIN_USAGE: Final = (
    "/ttt admin settings | agent <name>|default | move-timeout <seconds>|default"
    " | fair-target <percent>|default | web public|private | learning | season new"
)
SETTING_COMMANDS: Final = (
    ("admin-agent", "agent <name>"),
    ("admin-move-timeout", "move-timeout <seconds>"),
    ("admin-fair-target", "fair-target <percent>"),
    ("admin-web", "web public|private"),
)
"""Each setting the console changes: its label's message and how to change it."""


class ConsoleAdmin:
    """``/ttt admin ...`` for :class:`bot.console.Console` (which provides these attributes)."""

    service: GameService
    user: User
    t: Texts
    server_id: str

    async def _admin(self, args: list[str]) -> str:
        words = [a.lower() for a in args]
        match words:
            case [] | ["settings"]:
                return self.render_settings(await self.service.server_settings(self.server_id))
            case ["learning"]:
                report = learning_report(self.service.agents(), self.server_id)
                return render_learning(report, self.t.locale)
            case ["season", "new"]:  # archive the standings, start afresh
                started = await self.service.start_season(self.server_id, self.user)
                return self.t("season-started", season=started.number, previous=started.number - 1)
            case ["agent", name]:
                return await self._change(agent=None if name == "default" else name)
            case ["move-timeout", _]:
                seconds = _number(args[1], "move-timeout", MOVE_TIMEOUT_RANGE_S)
                return await self._change(move_timeout_s=seconds)
            case ["web", ("public" | "private") as visibility]:
                return await self._change(web=visibility)
            case ["fair-target", _]:
                percent = _number(args[1].removesuffix("%"), "fair-target", FAIR_TARGET_RANGE_PCT)
                return await self._change(fair_target=percent)
        raise unexpected(" ".join(args), ADMIN_USAGE)

    async def _change(self, **change: object) -> str:
        updated = await self.service.update_server_settings(self.server_id, self.user, **change)
        return f"{self.t('admin-updated')}\n{self.render_settings(updated)}"

    def render_settings(self, settings: ServerSettings) -> str:
        """The settings the console acts on, each with the command that changes it."""
        t = self.t
        values = {
            "admin-agent": settings.agent,
            "admin-move-timeout": t.duration(settings.move_timeout_s),
            "admin-fair-target": t("admin-fair-target-value", pct=settings.fair_target),
            "admin-web": t(f"admin-web-{settings.web}"),
        }
        rows = [(f"{t(key)}: {values[key]}", command) for key, command in SETTING_COMMANDS]
        width = max(len(row) for row, _ in rows) + 2
        lines = [f"  {row:<{width}}/ttt admin {command}" for row, command in rows]
        return "\n".join([t("admin-title"), *lines])


def _number(text: str, command: str, bounds: tuple[int, int]) -> int | None:
    """A whole number within ``bounds`` for the setting ``command`` changes, ``None`` for
    ``default`` (the bot's own value back). Checked here as well as by the service so that the
    refusal names the command typed, not the setting's name in the code."""
    if text.lower() == "default":
        return None
    if not all_digits(text):
        raise unexpected(text, ADMIN_USAGE)
    number = whole_number(text)  # None: too many digits to be in any setting's range
    low, high = bounds
    if number is None or not low <= number <= high:
        shown = quote_input(text) if number is None else number
        refusal = InvalidSettingError(f"{command} must be from {low} to {high}, not {shown}.")
        raise with_params(refusal, reason="range", name=command, low=low, high=high, value=shown)
    return number
