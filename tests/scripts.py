"""The commands of scripts/ and benchmarks/ as modules, for the tests that call their functions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_script(name: str, folder: str = "scripts") -> ModuleType:
    """``<folder>/<name>.py`` (``scripts`` or ``benchmarks``) loaded afresh (its ``main`` not
    run), registered in ``sys.modules`` as ``<folder>.<name>`` while it lives: its dataclasses
    look their module up by name."""
    spec = importlib.util.spec_from_file_location(f"{folder}.{name}", ROOT / folder / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def load_benchmark(name: str) -> ModuleType:
    """``benchmarks/<name>.py``, as :func:`load_script` loads a script."""
    return load_script(name, "benchmarks")
