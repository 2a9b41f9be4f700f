"""JSON as the emulator holds and sends it: the type of a JSON object, a deep copy of JSON
data, and the bytes of a reply or an event."""

from __future__ import annotations

import copy
import json
from typing import Any

import orjson

JSON = dict[str, Any]


def json_copy(value: Any) -> Any:
    """A deep copy of JSON data (dicts, lists, strings, numbers, booleans and None), as
    ``copy.deepcopy`` makes it, by a round trip through orjson: the emulator copies every
    message it shows, and copying in Python was a third of its CPU under
    ``benchmarks/bench_bot.py``'s load (about five times what the round trip costs), which the
    bot's own latency figures then paid for on a shared machine. A value orjson cannot write
    (a key that is not a string, an integer past 64 bits) is deep-copied as before."""
    try:
        return orjson.loads(orjson.dumps(value))
    except TypeError:
        return copy.deepcopy(value)


def json_bytes(value: Any) -> bytes:
    """JSON as the emulator sends it, written by orjson as discord.py writes its own (its CPU is
    taken from the bots the emulator measures); by the standard library where orjson refuses
    (an integer past 64 bits, which a test forges on purpose)."""
    try:
        return orjson.dumps(value)
    except TypeError:
        return json.dumps(value).encode()
