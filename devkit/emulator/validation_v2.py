"""Discord's checks of a Components V2 message (flag ``IS_COMPONENTS_V2``, 1 << 15).

Discord's rules ("Component Reference", "Using Message Components"):

* the message has no ``content``, no ``embeds`` (and no poll, no stickers): its text lives in
  Text Display components;
* at most 40 components in all, nested ones counted;
* top-level components are Action Row (1), Section (9), Text Display (10), Thumbnail (11,
  only as a section's accessory), Media Gallery (12), File (13), Separator (14) or Container
  (17); a container holds the same minus containers;
* an action row holds 1 to 5 buttons, or one select;
* a section holds 1 to 3 text displays and one accessory (a button or a thumbnail);
* a media gallery holds 1 to 10 items, each with ``media.url``;
* the text displays of a message hold at most 4,000 characters together;
* a container's ``accent_color`` is an RGB integer;
* once set, the flag cannot be removed from a message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .models import JSON, MessageFlag, iter_components

if TYPE_CHECKING:
    from .validation import FormErrors

MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_GALLERY_ITEMS = 10
TOP_LEVEL = {1, 9, 10, 12, 13, 14, 17}
IN_CONTAINER = {1, 9, 10, 12, 13, 14}
LEGACY = "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"


def validate_layout(errors: FormErrors, message: Any) -> None:
    """Add the errors of a V2 message (``message.flags`` has the flag)."""
    if message.embeds:
        errors.add(
            ("embeds",),
            LEGACY,
            "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
        )
    components: list[JSON] = message.components
    if sum(1 for _ in iter_components(components)) > MAX_COMPONENTS:
        errors.add(
            ("components",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_COMPONENTS} or fewer in length."
        )
    for i, comp in enumerate(components):
        _component(errors, ("components", i), comp, TOP_LEVEL)
    text = sum(
        len(str(c.get("content", ""))) for c in iter_components(components) if c.get("type") == 10
    )
    if text > MAX_TEXT:
        errors.add(
            ("components",),
            "MESSAGE_TEXT_DISPLAY_TOO_LONG",
            f"The text displays of a message hold at most {MAX_TEXT} characters, not {text}.",
        )


def flag_removed(before: int, after: int) -> bool:
    """Whether an edit took the V2 flag off a message that had it (Discord refuses it)."""
    return bool(before & MessageFlag.IS_COMPONENTS_V2) and not after & MessageFlag.IS_COMPONENTS_V2


def _component(errors: FormErrors, path: tuple[Any, ...], comp: JSON, allowed: set[int]) -> None:
    kind = comp.get("type")
    if kind not in allowed:
        errors.add(
            (*path, "type"), "UNION_TYPE_CHOICES", f"Component type {kind} is not allowed here"
        )
        return
    children = comp.get("components") or []
    if kind == 17:
        colour = comp.get("accent_color")
        if colour is not None and not (isinstance(colour, int) and 0 <= colour <= 0xFFFFFF):
            errors.add((*path, "accent_color"), "NUMBER_TYPE_MAX", "Must be an RGB colour")
        if not children:
            errors.add(
                (*path, "components"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."
            )
        for i, child in enumerate(children):
            _component(errors, (*path, "components", i), child, IN_CONTAINER)
    elif kind == 1:
        _row(errors, path, children)
    elif kind == 9:
        texts = [c for c in children if c.get("type") == 10]
        if not 1 <= len(texts) == len(children) <= 3:
            errors.add(
                (*path, "components"),
                "BASE_TYPE_BAD_LENGTH",
                "A section holds 1 to 3 text displays",
            )
        accessory = comp.get("accessory") or {}
        if accessory.get("type") not in (2, 11):
            errors.add((*path, "accessory"), "BASE_TYPE_REQUIRED", "A button or a thumbnail")
    elif kind == 10:
        if not str(comp.get("content") or ""):
            errors.add((*path, "content"), "BASE_TYPE_REQUIRED", "This field is required")
    elif kind == 12:
        items = comp.get("items") or []
        if not 1 <= len(items) <= MAX_GALLERY_ITEMS:
            errors.add(
                (*path, "items"),
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between 1 and {MAX_GALLERY_ITEMS} in length.",
            )
        for i, item in enumerate(items):
            if not (item.get("media") or {}).get("url"):
                errors.add(
                    (*path, "items", i, "media"), "BASE_TYPE_REQUIRED", "This field is required"
                )


def _row(errors: FormErrors, path: tuple[Any, ...], children: list[JSON]) -> None:
    buttons = [c for c in children if c.get("type") == 2]
    selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
    if not children or len(buttons) > 5 or (selects and len(children) > 1):
        errors.add(
            (*path, "components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "An action row holds 1 to 5 buttons, or one select menu",
        )
