"""Discord's checks of application command definitions (a bulk sync or one command): names,
descriptions, option order and nesting, choices, number bounds; refused in the 50035 Invalid
Form Body shape discord.py reports as a CommandSyncFailure."""

from __future__ import annotations

import re

from .models import JSON
from .validation import DISCORD_NUMBER_LIMIT, FormErrors

# Discord's rule is ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$; \w is the closest stdlib match.
_COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")


def validate_commands(commands: list[JSON]) -> FormErrors:
    errors = FormErrors()
    seen: set[tuple[str, int]] = set()
    for i, cmd in enumerate(commands):
        ctype = int(cmd.get("type", 1))
        name = cmd.get("name", "")
        key = (name, ctype)
        if key in seen:
            errors.add(
                (i, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                f"Application command names must be unique: {name!r}",
            )
        seen.add(key)
        if ctype == 1:
            _validate_chat_input(errors, (i,), cmd, depth=0)
        elif not (isinstance(name, str) and 1 <= len(name) <= 32):
            errors.add((i, "name"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 32 in length.")
    return errors


def _validate_chat_input(
    errors: FormErrors, path: tuple[str | int, ...], node: JSON, depth: int
) -> None:
    name = node.get("name")
    if not isinstance(name, str) or not _COMMAND_NAME.match(name) or name != name.lower():
        errors.add(
            (*path, "name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            f"Command name is invalid: {name!r}",
        )
    desc = node.get("description")
    if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
        errors.add(
            (*path, "description"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
        )
    options = node.get("options") or []
    if len(options) > 25:
        errors.add((*path, "options"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    names: set[str] = set()
    seen_optional = False
    for j, opt in enumerate(options):
        opath = (*path, "options", j)
        otype = opt.get("type")
        oname = opt.get("name", "")
        if oname in names:
            errors.add(
                (*opath, "name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                f"Option name {oname!r} is already used in these options",
            )
        names.add(oname)
        if otype in (1, 2):
            # Discord allows command > group > subcommand, nothing deeper.
            if (otype == 2 and depth > 0) or depth > 1:
                errors.add(
                    (*opath, "type"),
                    "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                    "Sub-command groups can only be nested directly under a command",
                )
            _validate_chat_input(errors, opath, opt, depth + 1)
            continue
        seen_optional = _validate_plain_option(errors, opath, opt, seen_optional)
    # A node with both subcommands and plain options is rejected by Discord.
    kinds = {opt.get("type") in (1, 2) for opt in options}
    if len(kinds) > 1:
        errors.add(
            (*path, "options"),
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other "
            "types",
        )


def _validate_number_bounds(errors: FormErrors, path: tuple[str | int, ...], opt: JSON) -> None:
    """An integer or number option's ``min_value``/``max_value`` within Discord's range."""
    for key, code in (("min_value", "NUMBER_TYPE_MIN"), ("max_value", "NUMBER_TYPE_MAX")):
        value = opt.get(key)
        if isinstance(value, int | float) and abs(value) > DISCORD_NUMBER_LIMIT:
            errors.add(
                (*path, key),
                code,
                f"Must be between {-DISCORD_NUMBER_LIMIT} and {DISCORD_NUMBER_LIMIT}.",
            )


def _validate_plain_option(
    errors: FormErrors, opath: tuple[str | int, ...], opt: JSON, seen_optional: bool
) -> bool:
    """One option that is not a subcommand: its type, name, description, place among the
    required ones, bounds and choices. Whether an optional option came before it or is it."""
    otype = opt.get("type")
    oname = opt.get("name", "")
    if not isinstance(otype, int) or not 3 <= otype <= 11:
        errors.add((*opath, "type"), "BASE_TYPE_CHOICES", f"Invalid option type {otype!r}")
    if not _COMMAND_NAME.match(str(oname)) or oname != str(oname).lower():
        errors.add(
            (*opath, "name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            f"Option name is invalid: {oname!r}",
        )
    odesc = opt.get("description")
    if not isinstance(odesc, str) or not 1 <= len(odesc) <= 100:
        errors.add(
            (*opath, "description"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        )
    if opt.get("required"):
        if seen_optional:
            errors.add(
                (*opath, "required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            )
    else:
        seen_optional = True
    if otype in (4, 10):
        _validate_number_bounds(errors, opath, opt)
    choices = opt.get("choices") or []
    if len(choices) > 25:
        errors.add((*opath, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    if choices and opt.get("autocomplete"):
        errors.add(
            (*opath, "autocomplete"),
            "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
            "Autocomplete cannot be set on options with choices",
        )
    for k, choice in enumerate(choices):
        cname = choice.get("name")
        if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
            errors.add(
                (*opath, "choices", k, "name"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 100 in length.",
            )
    return seen_optional
