"""The subset of Discord's server-side validation that a tic-tac-toe bot can trip over.

Without it the emulator would happily accept replies real Discord rejects (a 6th action
row, a 101-character custom_id, an unnamed command option ...) and tests would stay green
while production fails. Errors use Discord's ``50035 Invalid Form Body`` shape so discord.py
raises the same ``HTTPException``/``CommandSyncFailure`` it would in production.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from .models import JSON, MessageFlag, iter_components
from .validation_v2 import validate_layout

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_ACTION_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
DISCORD_NUMBER_LIMIT = 2**53
"""Integer and number options hold values from -2^53 to 2^53 (Discord's documentation): their
``min_value``/``max_value`` too, and the clients send nothing beyond."""


class FormErrors:
    """Collects errors keyed by JSON path, rendered like Discord's nested ``errors`` object."""

    def __init__(self) -> None:
        self.items: list[tuple[tuple[str, ...], str, str]] = []

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        self.items.append((tuple(str(p) for p in path), code, message))

    def __bool__(self) -> bool:
        return bool(self.items)

    def render(self) -> JSON:
        root: JSON = {}
        for path, code, message in self.items:
            node = root
            for part in path:
                node = node.setdefault(part, {})
            node.setdefault("_errors", []).append({"code": code, "message": message})
        return root

    def summary(self) -> str:
        return "; ".join(f"{'.'.join(p) or '<body>'}: {m}" for p, _, m in self.items)


def validate_message(message: Any, custom_emojis: Collection[int] = ()) -> FormErrors:
    """Validate the message as it would look after a create/edit (a ``StoredMessage``);
    ``custom_emojis``: the ids of the custom emojis the bot can use (its servers')."""
    errors = FormErrors()
    v2 = bool(message.flags & MessageFlag.IS_COMPONENTS_V2)
    if len(message.content) > MAX_CONTENT:
        errors.add(
            ("content",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_CONTENT} or fewer in length."
        )
    if v2 and message.content:
        errors.add(
            ("content",),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
        )
    if len(message.embeds) > MAX_EMBEDS:
        errors.add(("embeds",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length.")
    for i, embed in enumerate(message.embeds):
        _validate_embed(errors, i, embed)
    if v2:
        validate_layout(errors, message)
        for path, button in _v2_buttons(message.components):
            _validate_button(errors, path, button, custom_emojis)
    else:
        _validate_legacy_components(errors, message.components, custom_emojis)
    _validate_custom_ids(errors, message.components)
    return errors


def is_empty_message(message: Any) -> bool:
    return (
        not (message.content or message.embeds or message.components or message.attachments)
        and not message.loading
    )


def _validate_embed(errors: FormErrors, i: int, embed: JSON) -> None:
    limits = {"title": 256, "description": 4096}
    for key, limit in limits.items():
        value = embed.get(key)
        if isinstance(value, str) and len(value) > limit:
            errors.add(
                ("embeds", i, key), "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."
            )
    fields = embed.get("fields") or []
    if len(fields) > 25:
        errors.add(
            ("embeds", i, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."
        )
    for j, fld in enumerate(fields):
        if not fld.get("name") or not fld.get("value"):
            errors.add(("embeds", i, "fields", j), "BASE_TYPE_REQUIRED", "This field is required")


def _validate_legacy_components(
    errors: FormErrors, components: list[JSON], custom_emojis: Collection[int]
) -> None:
    if len(components) > MAX_ACTION_ROWS:
        errors.add(
            ("components",),
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_ACTION_ROWS} or fewer in length.",
        )
    for r, row in enumerate(components):
        if row.get("type") != 1:
            errors.add(
                ("components", r, "type"),
                "UNION_TYPE_CHOICES",
                "Top-level components must be action rows without IS_COMPONENTS_V2",
            )
            continue
        children = row.get("components") or []
        if not children:
            errors.add(
                ("components", r, "components"),
                "BASE_TYPE_MIN_LENGTH",
                "Must be 1 or more in length.",
            )
        buttons = [c for c in children if c.get("type") == 2]
        selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
        if len(buttons) > MAX_ROW_BUTTONS:
            errors.add(
                ("components", r, "components"),
                "BASE_TYPE_MAX_LENGTH",
                f"Must be {MAX_ROW_BUTTONS} or fewer in length.",
            )
        if selects and (len(children) > 1):
            errors.add(
                ("components", r, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "A select menu must be alone in its action row",
            )
        for c, comp in enumerate(buttons):
            _validate_button(errors, ("components", r, "components", c), comp, custom_emojis)
        for c, comp in enumerate(children):
            if comp.get("type") == 3:
                _validate_string_select(errors, ("components", r, "components", c), comp)


def _validate_string_select(errors: FormErrors, path: tuple[str | int, ...], comp: JSON) -> None:
    """A string select (type 3): a custom_id, 1-25 options with unique values, each label and
    value 1-100 characters, a description up to 100, min/max values within the options."""
    if not comp.get("custom_id"):
        errors.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
    options = comp.get("options") or []
    if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
        errors.add(
            (*path, "options"),
            "BASE_TYPE_BAD_LENGTH",
            f"Must be between 1 and {MAX_SELECT_OPTIONS} in length.",
        )
    values = [o.get("value") for o in options]
    if len(set(values)) != len(values):
        errors.add(
            (*path, "options"), "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Duplicate value"
        )
    for i, option in enumerate(options):
        for key in ("label", "value"):
            text = option.get(key)
            if not isinstance(text, str) or not 1 <= len(text) <= MAX_OPTION_TEXT:
                errors.add(
                    (*path, "options", i, key),
                    "BASE_TYPE_BAD_LENGTH",
                    f"Must be between 1 and {MAX_OPTION_TEXT} in length.",
                )
        description = option.get("description")
        if isinstance(description, str) and len(description) > MAX_OPTION_TEXT:
            errors.add(
                (*path, "options", i, "description"),
                "BASE_TYPE_MAX_LENGTH",
                f"Must be {MAX_OPTION_TEXT} or fewer in length.",
            )
    placeholder = comp.get("placeholder")
    if isinstance(placeholder, str) and len(placeholder) > MAX_PLACEHOLDER:
        errors.add(
            (*path, "placeholder"),
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_PLACEHOLDER} or fewer in length.",
        )
    low, high = comp.get("min_values", 1), comp.get("max_values", 1)
    if not 0 <= low <= high <= max(1, len(options)):
        errors.add((*path, "max_values"), "BASE_TYPE_BAD_VALUE", "min/max values out of range")


def _validate_button(
    errors: FormErrors, path: tuple[str | int, ...], comp: JSON, custom_emojis: Collection[int]
) -> None:
    style = comp.get("style")
    if comp.get("emoji") is not None:
        _validate_button_emoji(errors, (*path, "emoji"), comp["emoji"], custom_emojis)
    label = comp.get("label")
    if isinstance(label, str) and len(label) > MAX_BUTTON_LABEL:
        errors.add(
            (*path, "label"),
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_BUTTON_LABEL} or fewer in length.",
        )
    if style == 5:
        if not comp.get("url"):
            errors.add((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if "custom_id" in comp:
            errors.add(
                (*path, "custom_id"),
                "COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                "Link buttons cannot have a custom_id",
            )
    elif style == 6:
        if not comp.get("sku_id"):
            errors.add((*path, "sku_id"), "BASE_TYPE_REQUIRED", "This field is required")
    elif style in (1, 2, 3, 4):
        if not comp.get("custom_id"):
            errors.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
        if not label and not comp.get("emoji"):
            errors.add(
                (*path, "label"), "BUTTON_LABEL_OR_EMOJI_REQUIRED", "A label or emoji is required"
            )
    else:
        errors.add(
            (*path, "style"),
            "BASE_TYPE_CHOICES",
            f"Value must be one of (1, 2, 3, 4, 5, 6), got {style!r}.",
        )


def _v2_buttons(components: list[JSON]) -> list[tuple[tuple[str | int, ...], JSON]]:
    """The buttons of a V2 message (in rows, and as sections' accessories), with a path."""
    return [
        (("components", "button", i), comp)
        for i, comp in enumerate(c for c in iter_components(components) if c.get("type") == 2)
    ]


def _validate_custom_ids(errors: FormErrors, components: list[JSON]) -> None:
    seen: set[str] = set()
    for comp in iter_components(components):
        cid = comp.get("custom_id")
        if cid is None:
            continue
        if not isinstance(cid, str) or not 1 <= len(cid) <= MAX_CUSTOM_ID:
            errors.add(
                ("components",),
                "BASE_TYPE_BAD_LENGTH",
                f"custom_id {cid!r}: must be between 1 and {MAX_CUSTOM_ID} in length.",
            )
        if cid in seen:
            errors.add(
                ("components",),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                f"Component custom id cannot be duplicated: {cid!r}",
            )
        seen.add(cid)


# -- application commands ---------------------------------------------------------------------


def _validate_button_emoji(
    errors: FormErrors, path: tuple[str | int, ...], emoji: Any, custom_emojis: Collection[int]
) -> None:
    """A button's emoji, as Discord checks it: a custom one (``id``) the bot can use, or a
    ``name`` that is one Unicode emoji (a sequence: flags, keycaps, skin tones, joined
    families), not text, two emojis, or an emoji followed by other characters."""
    if not isinstance(emoji, dict):
        errors.add(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType")
        return
    emoji_id = emoji.get("id")
    if emoji_id is not None:
        if not str(emoji_id).isdigit() or int(emoji_id) not in custom_emojis:
            errors.add((*path, "id"), "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")
        return
    name = emoji.get("name")
    if not isinstance(name, str) or not is_one_unicode_emoji(name):
        errors.add((*path, "name"), "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")


def is_one_unicode_emoji(text: str) -> bool:
    """Whether ``text`` is exactly one emoji of Unicode's list (the ``emoji`` package's): a
    lone part of one (a skin tone, a hair style) is not one."""
    import emoji

    data = emoji.EMOJI_DATA.get(text)
    return data is not None and data["status"] != emoji.STATUS["component"]
