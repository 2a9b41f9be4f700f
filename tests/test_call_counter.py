"""benchmarks/call_counter.py: a module run with every call counted, on every thread, the count
left in a file that is always whole."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.scripts import load_benchmark

ROOT = Path(__file__).resolve().parent.parent
CALLS = 100_000

WORK = f"""
import threading

def step():
    return 0

def steps():
    for _ in range({CALLS}):
        step()

other = threading.Thread(target=steps)
other.start()
steps()
other.join()
"""


def test_every_call_of_every_thread_is_counted(tmp_path: Path) -> None:
    (tmp_path / "work.py").write_text(WORK)
    count = tmp_path / "calls"
    subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "call_counter.py"), str(count), "-m", "work"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path)},
        check=True,
        timeout=60,
    )
    counted = load_benchmark("call_counter").read_count(count)
    # Both threads' calls of step(), and the few calls around them (running the module,
    # starting the thread): nothing of the counter's own writer.
    assert 2 * CALLS <= counted < 2 * CALLS + 2_000
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".partial")] == []


def test_the_module_gets_its_own_arguments(tmp_path: Path) -> None:
    (tmp_path / "echo.py").write_text("import sys\nprint(' '.join(sys.argv[1:]))\n")
    done = subprocess.run(
        [sys.executable, "benchmarks/call_counter.py", str(tmp_path / "n"), "-m", "echo", "a", "b"],
        cwd=ROOT,
        env={"PYTHONPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert done.stdout == "a b\n"


def test_a_count_file_is_replaced_whole(tmp_path: Path) -> None:
    module = load_benchmark("call_counter")
    path = tmp_path / "calls"
    module.write_count(path, 12)
    module.write_count(path, 345)
    assert module.read_count(path) == 345
    assert [p.name for p in tmp_path.iterdir()] == ["calls"]
