"""Synced application commands, and turning a test's ``options={...}`` into interaction data.

Option types are taken from the definitions the bot synced, never guessed from the Python
value: that is what the Discord client does, and it means a test exercises the command
signature the bot actually registered (a renamed option or a lost ``choices`` list fails
the test instead of silently passing).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .models import JSON, Channel, ChannelType, Guild, Member, Role, User
from .validation import DISCORD_NUMBER_LIMIT

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(3, 12)
STRING_OPTION_MAX = 6000
"""Discord's cap on a string option's value when the command declares no ``max_length``."""


@dataclass
class CommandStore:
    global_commands: list[JSON] = field(default_factory=list)
    guild_commands: dict[int, list[JSON]] = field(default_factory=dict)
    # How many times each scope was synced (None = global), so tests can wait for a sync.
    sync_count: dict[int | None, int] = field(default_factory=dict)

    def scope(self, guild_id: int | None) -> list[JSON]:
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.setdefault(guild_id, [])

    def replace(self, guild_id: int | None, commands: list[JSON]) -> None:
        if guild_id is None:
            self.global_commands = commands
        else:
            self.guild_commands[guild_id] = commands
        self.sync_count[guild_id] = self.sync_count.get(guild_id, 0) + 1

    def find(self, name: str, guild_id: int | None, ctype: int = 1) -> JSON | None:
        # Guild commands shadow global ones in the Discord client's picker.
        scopes = ([self.scope(guild_id)] if guild_id is not None else []) + [self.global_commands]
        for scope in scopes:
            for cmd in scope:
                if cmd["name"] == name and int(cmd.get("type", 1)) == ctype:
                    return cmd
        return None

    def visible_names(self, guild_id: int | None) -> list[str]:
        names = [c["name"] for c in self.global_commands]
        if guild_id is not None:
            names += [c["name"] for c in self.scope(guild_id)]
        return sorted(set(names))


def normalize_command(
    raw: JSON, *, app_id: int, guild_id: int | None, cmd_id: int, version: int
) -> JSON:
    """Fill in what Discord adds when it stores a command (ids, defaults)."""
    cmd = copy.deepcopy(raw)
    cmd["id"] = str(cmd_id)
    cmd["application_id"] = str(app_id)
    cmd["version"] = str(version)
    cmd.setdefault("type", 1)
    cmd.setdefault("description", "")
    cmd.setdefault("options", [])
    # discord.py sends an int; Discord stores and returns a string.
    perms = cmd.get("default_member_permissions")
    cmd["default_member_permissions"] = None if perms is None else str(perms)
    cmd.setdefault("dm_permission", True)
    cmd.setdefault("nsfw", False)
    cmd.setdefault("name_localizations", None)
    cmd.setdefault("description_localizations", None)
    cmd["default_permission"] = True
    if guild_id is not None:
        cmd["guild_id"] = str(guild_id)
        # Guild commands never have DM/install contexts on real Discord.
        cmd["contexts"] = None
        cmd["integration_types"] = None
    else:
        if cmd.get("contexts") is None:
            cmd["contexts"] = [0, 1, 2] if cmd.get("dm_permission", True) else [0]
        if cmd.get("integration_types") is None:
            cmd["integration_types"] = [0]
    return cmd


class InvocationError(AssertionError):
    """The Discord client would not let a user send this command as written."""


class OptionBuilder:
    """Builds ``data.options`` and ``data.resolved`` for one invocation in one guild."""

    def __init__(
        self,
        *,
        guild: Guild | None,
        users: dict[int, User],
        invoker_permissions: int = 0,
        forged: bool = False,
    ) -> None:
        self.guild = guild
        # A forged invocation skips what Discord checks before the bot sees a value (lengths,
        # ranges, choices): what a bot must survive if that check ever fails or is bypassed.
        self.forged = forged
        self.users = users
        # Resolved channels carry the invoker's permissions in that channel.
        self.invoker_permissions = invoker_permissions
        self.resolved: JSON = {}

    def build(
        self,
        command: JSON,
        path: tuple[str, ...],
        values: dict[str, Any],
        *,
        focused: str | None = None,
    ) -> list[JSON]:
        label = "/" + " ".join((command["name"], *path))
        node, wrappers = self._descend(command, path, label)
        defs = node.get("options") or []
        if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in defs):
            subs = [o["name"] for o in defs]
            raise InvocationError(f"{label} is a group; choose one of its subcommands {subs}")
        by_name = {o["name"]: o for o in defs}
        unknown = sorted(set(values) - set(by_name))
        if unknown:
            raise InvocationError(
                f"{label}: unknown option(s) {unknown}; defined: {sorted(by_name)}"
            )
        leaf = self._leaf_options(label, defs, values, focused)
        if focused is not None and focused not in by_name:
            raise InvocationError(f"{label}: focused option {focused!r} is not defined")
        if focused is not None and not by_name[focused].get("autocomplete"):
            raise InvocationError(f"{label}: option {focused!r} has no autocomplete")

        # Nest the leaf options inside the subcommand(group) wrappers.
        options = leaf
        for wrapper in reversed(wrappers):
            wrapper["options"] = options
            options = [wrapper]
        return options

    @staticmethod
    def _descend(command: JSON, path: tuple[str, ...], label: str) -> tuple[JSON, list[JSON]]:
        """The subcommand ``path`` names in ``command``, and the (empty) wrappers of the groups
        and subcommand on the way, outermost first."""
        node = command
        wrappers: list[JSON] = []
        for part in path:
            subs = [
                o
                for o in node.get("options") or []
                if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)
            ]
            sub = next((o for o in subs if o["name"] == part), None)
            if sub is None:
                choices = [o["name"] for o in subs]
                raise InvocationError(f"{label}: no subcommand {part!r} (have {choices})")
            wrappers.append({"type": sub["type"], "name": part, "options": []})
            node = sub
        return node, wrappers

    def _leaf_options(
        self, label: str, defs: list[JSON], values: dict[str, Any], focused: str | None
    ) -> list[JSON]:
        """The options given, in their definitions' order, typed as Discord sends them (the
        focused one as the half-typed text); a required one missing is refused."""
        leaf: list[JSON] = []
        for opt in defs:
            name = opt["name"]
            if name not in values:
                if opt.get("required") and name != focused:
                    raise InvocationError(f"{label}: required option {name!r} missing")
                continue
            if name == focused:
                # Autocomplete sends the half-typed text as a string, unvalidated but for its
                # length: the client does not let anyone type past the option's cap (typing
                # starts below its minimum, though).
                self._check_length(label, opt, values[name], partial=True)
                leaf.append(
                    {"type": opt["type"], "name": name, "value": values[name], "focused": True}
                )
            else:
                value = self._convert(label, opt, values[name])
                leaf.append({"type": opt["type"], "name": name, "value": value})
        return leaf

    # -- per-type conversion ------------------------------------------------------------------

    def _convert(self, label: str, opt: JSON, value: Any) -> Any:
        otype = opt["type"]
        name = opt["name"]
        where = f"{label} option {name!r}"
        if otype == STRING:
            if not isinstance(value, str):
                raise InvocationError(f"{where}: expected str, got {value!r}")
            self._check_length(label, opt, value)
            self._check_choice(where, opt, value)
            return value
        if otype in (INTEGER, NUMBER):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InvocationError(f"{where}: expected a number, got {value!r}")
            if otype == INTEGER and not float(value).is_integer():
                raise InvocationError(f"{where}: expected an integer, got {value!r}")
            value = int(value) if otype == INTEGER else float(value)
            lo, hi = opt.get("min_value"), opt.get("max_value")
            if self.forged:
                return value
            if abs(value) > DISCORD_NUMBER_LIMIT:  # Discord's clients send no such number
                raise InvocationError(
                    f"{where}: Discord takes numbers from {-DISCORD_NUMBER_LIMIT} to "
                    f"{DISCORD_NUMBER_LIMIT}, not {value}"
                )
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise InvocationError(f"{where}: value must be in [{lo}, {hi}]")
            self._check_choice(where, opt, value)
            return value
        if otype == BOOLEAN:
            if not isinstance(value, bool):
                raise InvocationError(f"{where}: expected bool, got {value!r}")
            return value
        if otype == USER:
            return self._resolve_user(where, value)
        if otype == CHANNEL:
            return self._resolve_channel(where, opt, value)
        if otype == ROLE:
            return self._resolve_role(where, value)
        if otype == MENTIONABLE:
            if isinstance(value, Role):
                return self._resolve_role(where, value)
            return self._resolve_user(where, value)
        if otype == ATTACHMENT:
            return self._resolve_attachment(where, value)
        raise InvocationError(f"{where}: unsupported option type {otype}")

    def _check_length(self, label: str, opt: JSON, value: Any, *, partial: bool = False) -> None:
        if self.forged or not isinstance(value, str):
            return
        lo = None if partial else opt.get("min_length")
        hi = opt.get("max_length", STRING_OPTION_MAX)
        hi = STRING_OPTION_MAX if hi is None else min(hi, STRING_OPTION_MAX)
        if (lo is not None and len(value) < lo) or len(value) > hi:
            raise InvocationError(
                f"{label} option {opt['name']!r}: length {len(value)} not in [{lo}, {hi}]"
            )

    def _check_choice(self, where: str, opt: JSON, value: Any) -> None:
        if self.forged:
            return
        choices = opt.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            shown = [(c["name"], c["value"]) for c in choices]
            raise InvocationError(f"{where}: {value!r} is not one of the choices {shown}")

    def _resolve_user(self, where: str, value: Any) -> str:
        uid = value.id if isinstance(value, User | Member) else int(value)
        user = self.users.get(uid)
        if user is None:
            raise InvocationError(f"{where}: unknown user {uid}")
        self.resolved.setdefault("users", {})[str(uid)] = user.payload()
        if self.guild is not None and uid in self.guild.members:
            member = self.guild.members[uid]
            # Resolved members have no "user" key but do carry computed permissions.
            self.resolved.setdefault("members", {})[str(uid)] = member.payload(
                with_user=False, permissions=self.guild.permissions_for(member)
            )
        return str(uid)

    def _resolve_channel(self, where: str, opt: JSON, value: Any) -> str:
        if self.guild is None:
            raise InvocationError(f"{where}: channel options need a guild")
        channel: Channel = value if isinstance(value, Channel) else self.guild.channel(int(value))
        allowed = opt.get("channel_types")
        if allowed and channel.type not in allowed:
            raise InvocationError(f"{where}: channel type {channel.type} not in {allowed}")
        self.resolved.setdefault("channels", {})[str(channel.id)] = (
            {
                "id": str(channel.id),
                "type": channel.type,
                "name": channel.name,
                "permissions": str(self.invoker_permissions),
                "parent_id": None,
                "flags": 0,
            }
            if channel.type != ChannelType.DM
            else channel.payload()
        )
        return str(channel.id)

    def _resolve_role(self, where: str, value: Any) -> str:
        if self.guild is None:
            raise InvocationError(f"{where}: role options need a guild")
        role: Role = value if isinstance(value, Role) else self.guild.role(int(value))
        self.resolved.setdefault("roles", {})[str(role.id)] = role.payload()
        return str(role.id)

    def _resolve_attachment(self, where: str, value: Any) -> str:
        if not isinstance(value, dict) or "id" not in value or "filename" not in value:
            raise InvocationError(f"{where}: pass an attachment dict with id and filename")
        att = {
            "size": 0,
            "url": f"https://cdn.invalid/{value['filename']}",
            "proxy_url": f"https://media.invalid/{value['filename']}",
            **value,
        }
        att["id"] = str(att["id"])
        self.resolved.setdefault("attachments", {})[att["id"]] = att
        return att["id"]
