"""The emulator's JSON helpers: a copy that shares nothing with what it copied, whatever the
values (a forged number past 64 bits included), and components walked depth first."""

from __future__ import annotations

import json
from typing import Any

from devkit.emulator.json_values import json_bytes, json_copy
from devkit.emulator.models import iter_components

SECTION: dict[str, Any] = {
    "type": 9,
    "components": [{"type": 10, "content": "a"}],
    "accessory": {"type": 2, "custom_id": "b"},
}
MESSAGE: list[dict[str, Any]] = [
    {
        "type": 17,
        "components": [SECTION, {"type": 1, "components": [{"type": 2, "custom_id": "c"}]}],
    },
    {"type": 10, "content": "d"},
]


def test_a_copy_equals_what_it_copied_and_shares_nothing_with_it() -> None:
    copied = json_copy(MESSAGE)
    assert copied == MESSAGE
    copied[0]["components"][0]["accessory"]["custom_id"] = "changed"
    assert SECTION["accessory"] == {"type": 2, "custom_id": "b"}


def test_numbers_past_64_bits_are_copied_and_written_exactly() -> None:
    forged = {"value": 2**64, "nested": [10**30]}
    assert json_copy(forged) == forged
    assert json.loads(json_bytes(forged)) == forged


def test_components_are_walked_depth_first_children_before_the_accessory() -> None:
    walked = [c.get("custom_id") or c.get("content") or c["type"] for c in iter_components(MESSAGE)]
    assert walked == [17, 9, "a", "b", 1, "c", "d"]
    assert iter_components(MESSAGE)[2] is SECTION["components"][0]  # the same dicts
