"""The commands of scripts/ and benchmarks/ as modules, for the tests that call their functions,
and as programs, for the tests that run them whole."""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
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


def run_benchmark(*args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    """``python -m benchmarks.<args>`` run to its end from the repository, its output captured,
    on the suite's own databases only (no ``TTT_TEST_DATABASE_URL``). Past ``timeout`` it is
    sent SIGTERM, so that it stops the bot processes it started, then killed; the test fails."""
    env = {k: v for k, v in os.environ.items() if k != "TTT_TEST_DATABASE_URL"}
    command = [sys.executable, "-m", f"benchmarks.{args[0]}", *args[1:]]
    with subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as proc:
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGTERM)
            try:
                out, err = proc.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                out, err = proc.communicate()
            raise AssertionError(f"{command} ran over {timeout} s:\n{out}{err}") from None
    return subprocess.CompletedProcess(command, proc.returncode, out, err)
