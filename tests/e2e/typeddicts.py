"""Required keys of discord.py's ``discord.types`` TypedDicts, read from source with ``ast``.

``discord.types.*`` cannot be imported at runtime (its modules import each other in a
cycle; they are meant for type checkers only), so the contract test parses them. A new
required key in a discord.py upgrade then fails one test loudly instead of killing the
client mid-suite with a ``KeyError`` (protocol doc §2.5, §7.1).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import discord

TYPES_DIR = Path(discord.__file__).parent / "types"


@dataclass
class _Class:
    bases: list[str]
    total: bool
    fields: dict[str, bool] = field(default_factory=dict)  # key -> required


@dataclass
class _Module:
    classes: dict[str, _Class]
    imports: dict[str, str]  # local name -> module name (inside discord.types)


@cache
def _module(name: str) -> _Module:
    tree = ast.parse((TYPES_DIR / f"{name}.py").read_text())
    classes: dict[str, _Class] = {}
    imports: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            for alias in node.names:
                imports[alias.asname or alias.name] = node.module
        elif isinstance(node, ast.ClassDef):
            total = True
            for kw in node.keywords:
                if kw.arg == "total" and isinstance(kw.value, ast.Constant):
                    total = bool(kw.value.value)
            cls = _Class(bases=[b.id for b in node.bases if isinstance(b, ast.Name)], total=total)
            for stmt in node.body:
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                    cls.fields[stmt.target.id] = _is_required(stmt.annotation, total)
            classes[node.name] = cls
    return _Module(classes, imports)


def _is_required(annotation: ast.expr, total: bool) -> bool:
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, ast.Name):
        if annotation.value.id == "NotRequired":
            return False
        if annotation.value.id == "Required":
            return True
    return total


def required_keys(module: str, name: str) -> set[str]:
    """Keys a payload of ``discord.types.<module>.<name>`` must carry."""
    mod = _module(module)
    if name not in mod.classes:
        if name in mod.imports:
            return required_keys(mod.imports[name], name)
        raise KeyError(f"{module}.{name} is not a TypedDict class")
    cls = mod.classes[name]
    keys = {k for k, req in cls.fields.items() if req}
    for base in cls.bases:
        if base != "TypedDict" and (base in mod.classes or base in mod.imports):
            keys |= required_keys(module, base)
    return keys


def missing_keys(payload: dict[str, object], module: str, name: str) -> set[str]:
    return required_keys(module, name) - set(payload)
