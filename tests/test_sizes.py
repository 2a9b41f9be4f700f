"""The house's size rules, checked: no source file over 400 lines, no function over 60.

Small files and functions are how a newcomer finds a feature in one guess and reads it in one
sitting. Two kinds of code are set aside, each for a reason a reader can check:

* a training algorithm's loop (``engine/training``), read top to bottom in one function as in
  CleanRL, where splitting it would scatter one algorithm over helpers;
* migrations (``storage/migrations/versions``): history, written once and never edited.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("engine", "domain", "storage", "bot", "devkit", "scripts", "benchmarks")
MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 60
#: (file, function) pairs allowed past the function limit: training loops only.
TRAINING_LOOPS = {
    ("engine/training/dqn.py", "train"),
    ("engine/training/value.py", "train"),
    ("engine/training/double_q.py", "train"),
    ("engine/training/qlearning.py", "train"),
    ("engine/training/people_finetune.py", "finetune_to_people"),
}


def sources() -> list[Path]:
    found = [p for top in CHECKED for p in sorted((ROOT / top).rglob("*.py"))]
    return [p for p in found if "migrations/versions" not in p.as_posix()]


def long_functions(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = path.relative_to(ROOT).as_posix()
    too_long = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > MAX_FUNCTION_LINES and (name, node.name) not in TRAINING_LOOPS:
                too_long.append(f"{name}:{node.lineno} {node.name} ({lines} lines)")
    return too_long


def test_no_source_file_is_over_400_lines() -> None:
    too_big = [
        f"{p.relative_to(ROOT).as_posix()} ({n} lines)"
        for p in sources()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_FILE_LINES
    ]
    assert not too_big, "over 400 lines:\n" + "\n".join(too_big)


def test_no_function_is_over_60_lines_outside_the_training_loops() -> None:
    too_long = [f for p in sources() for f in long_functions(p)]
    assert not too_long, "over 60 lines:\n" + "\n".join(too_long)


@pytest.mark.parametrize(("file", "function"), sorted(TRAINING_LOOPS))
def test_every_exempt_training_loop_still_exists(file: str, function: str) -> None:
    tree = ast.parse((ROOT / file).read_text(encoding="utf-8"))
    names = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert function in names, "an exemption that no longer applies: remove it"
