"""What the fuzzer (benchmarks/fuzz.py) sends and what it counts: generated command lines and
option values (command words, cell spellings, digits of other scripts, huge numbers, quotes,
control characters, 6,000-character values, near-miss component ids), the tallies of each
front, and the checks shared by both fronts (replies too long, tables a refusal changed)."""

from __future__ import annotations

import logging
import random
from collections import Counter
from dataclasses import dataclass, field

from devkit.db_snapshot import Snapshot
from storage.models import METADATA

REPLY_MAX = 2000
QUOTE_MAX = 40
APOLOGY = "something went wrong"
FRESH_DATABASE_EVERY = 1000
"""Inputs per database: snapshots are whole-table reads, so the database is kept small."""

# -- generated text -----------------------------------------------------------------------------

COMMANDS = [
    "play", "move", "board", "resign", "stats", "leaderboard", "review", "agents", "help", "admin",
]  # fmt: skip
ADMIN_WORDS = ["settings", "agent", "move-timeout", "fair-target", "learning", "default", "60"]
AGENTS = ["minimax", "trap", "random", "easy", "medium", "fallible", "dqn", "policy"]
CELLS = ["1", "5", "9", "b2", "a1", "c3", "center", "top left", "bottom right", "middle"]
ODD = [
    "\u2075", "\u00b9", "\u0665", "\uff15", "\u00bd", "-1", "+5", "0", "10", "05", " 5 ",
    "9" * 26, "9" * 5000, "", " ", "\x00", "\t", '"', "'", "\\", "\u200b", "#1", "#", ":",
    "first:", "agent:", "first:sometimes", "global", "here", "NaN", "1e3", "\u202e5",
]  # fmt: skip


def long_text(rng: random.Random) -> str:
    return rng.choice("xyz") * rng.choice([41, 100, 1999, 2000, 2001, 6000])


def random_text(rng: random.Random, max_size: int = 60) -> str:
    size = rng.randint(0, max_size)
    if rng.random() < 0.5:
        return "".join(chr(rng.randint(32, 126)) for _ in range(size))
    # Any code point but surrogates (which cannot be encoded to send).
    return "".join(chr(rng.choice([rng.randint(0, 0xD7FF), rng.randint(0xE000, 0x10FFFF)]))
                   for _ in range(size))  # fmt: skip


def word(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.25:
        return rng.choice(COMMANDS)
    if pick < 0.45:
        return rng.choice(AGENTS + CELLS + ADMIN_WORDS)
    if pick < 0.7:
        return rng.choice(ODD)
    if pick < 0.85:
        return random_text(rng, 20)
    return long_text(rng)


def console_line(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.1:
        return random_text(rng, 200)
    if pick < 0.45:
        return well_formed_line(rng)
    head = rng.choice(["/ttt", "/ttt", "/ttt", "ttt", "/TTT", "/tt", "/ttt-admin", ""])
    return " ".join([head, *(word(rng) for _ in range(rng.randint(0, 4)))]).strip(" ")


def well_formed_line(rng: random.Random) -> str:
    """A command a player would type, so that games start, go on and end between the junk."""
    command = rng.choice(["play", "move", "move", "move", "board", "resign", "stats", "review"])
    if command == "play":
        return f"/ttt play {rng.choice(AGENTS)} first:{rng.choice(['me', 'bot', 'random'])}"
    if command == "move":
        return rng.choice([f"/ttt move {rng.randint(1, 9)}", str(rng.randint(1, 9))])
    if command == "review":
        return rng.choice(["/ttt review", f"/ttt review {rng.randint(1, 30)}"])
    return f"/ttt {command}"


def option_text(rng: random.Random, realistic: list[str]) -> str:
    pick = rng.random()
    if pick < 0.4:
        return rng.choice(realistic)
    if pick < 0.6:
        return rng.choice(ODD)
    if pick < 0.85:
        return random_text(rng, 40)
    return long_text(rng)


def near_miss_id(rng: random.Random, game_ids: list[int]) -> str:
    game = rng.choice(game_ids) if game_ids and rng.random() < 0.6 else rng.randint(0, 10**6)
    parts = [
        f"ttt:c:{game}:{rng.randint(0, 9)}:{rng.randint(0, 10)}",
        f"ttt:c:{rng.choice(ODD)}:{rng.randint(0, 9)}:{rng.randint(1, 9)}",
        f"ttt:c:{'9' * rng.randint(17, 30)}:0:5",
        f"ttt:d:{game}:{rng.choice(['accept', 'decline', 'maybe', ''])}",
        f"ttt:{random_text(rng, 10)}",
        random_text(rng, 100),
        f"ttt:c:{game}:0:5" + rng.choice(["\n", ":", " ", "0"]),
        "TTT:C:1:0:5",
    ]
    return rng.choice(parts)[:100] or "x"


# -- tallies ------------------------------------------------------------------------------------


@dataclass
class Tally:
    name: str
    inputs: int = 0
    refused: int = 0
    crashes: int = 0
    unanswered: int = 0
    db_changes: int = 0
    oversized: int = 0
    honoured_forgeries: int = 0  # a forged click that did something instead of being refused
    blocked: int = 0  # generated values the Discord client itself would not send
    seconds: float = 0.0
    kinds: Counter[str] = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)

    def problem(self, what: str, detail: str) -> None:
        if len(self.examples) < 20:
            self.examples.append(f"{what}: {detail[:300]!r}")

    def line(self) -> str:
        return (
            f"{self.name:8} inputs {self.inputs:6}  refused {self.refused:6}  "
            f"crashes {self.crashes}  unanswered {self.unanswered}  db changes {self.db_changes}"
            f"  oversized replies {self.oversized}  forgeries honoured "
            f"{self.honoured_forgeries}  ({self.seconds:.0f} s"
            + (f"; {self.blocked} values Discord's client would not send" if self.blocked else "")
            + ")"
        )


COUNTS = (
    "inputs",
    "refused",
    "crashes",
    "unanswered",
    "db_changes",
    "oversized",
    "honoured_forgeries",
)


class ErrorLog(logging.Handler):
    """Counts records at ERROR and above (an unexpected error anywhere in the bot)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def quotes_too_much(reply: str, sent: str) -> bool:
    """Whether ``reply`` contains more than QUOTE_MAX characters in a row of ``sent``'s runs of
    one repeated character (the long values this fuzzer sends)."""
    return any(ch * (QUOTE_MAX + 1) in reply for ch in "xyz9" if ch * (QUOTE_MAX + 1) in sent)


def changed_tables(before: Snapshot, after: Snapshot) -> str:
    names = [t.name for t in METADATA.sorted_tables]
    return ", ".join(n for n, b, a in zip(names, before, after, strict=True) if b != a)
