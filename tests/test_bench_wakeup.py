"""benchmarks/bench_wakeup.py: a server process measured at a request rate, and the ratios it
prints against the highest rate of the run."""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import load_benchmark


def bench_wakeup() -> ModuleType:
    return load_benchmark("bench_wakeup")


def test_a_rate_is_measured_on_a_real_server_process() -> None:
    module = bench_wakeup()
    # A chore of about 0.7 ms: 100 of them take far more than the 10 ms tick the kernel
    # counts CPU time in (100 tiny ones may take less, and count as none).
    args = argparse.Namespace(seconds=0.5, work=1000, cpu=None)
    measured = module.measure(200.0, args)
    assert measured.rate == 200.0
    assert 20 <= measured.requests <= 400  # about 100 in half a second
    assert measured.user_s + measured.system_s > 0
    assert measured.sleeps > 0  # it waited for requests between them


def test_each_rate_is_reported_against_the_highest_rate(capsys: pytest.CaptureFixture[str]) -> None:
    module = bench_wakeup()
    runs = [
        module.Measure(1000.0, 1000, 0.03, 0.01, 500),  # 40 µs per request
        module.Measure(1000.0, 1000, 0.05, 0.01, 500),  # 60
        module.Measure(100.0, 100, 0.008, 0.002, 95),  # 100
    ]
    module.report(runs, [1000.0, 100.0])
    lines = capsys.readouterr().out.splitlines()
    assert "vs 1000/s" in lines[0]
    assert lines[1].split()[0] == "1000/s" and lines[1].endswith("1.00x")
    assert lines[2].split()[0] == "100/s" and lines[2].endswith("2.00x")  # 100 ÷ median 50


def test_the_chore_is_the_same_work_every_time() -> None:
    module = bench_wakeup()
    assert module.chore(10) == module.chore(10) > module.chore(5)


def test_idle_cores_poll_while_a_zero_latency_request_is_held(tmp_path: Path) -> None:
    module = bench_wakeup()
    request = tmp_path / "cpu_dma_latency"  # stands in for the kernel's PM QoS file
    request.write_bytes(b"")
    with module.idle_cores_poll(str(request)):
        assert struct.unpack("i", request.read_bytes()) == (0,)  # 0 µs: never halt


def test_idle_cores_cannot_be_made_to_poll_without_the_kernels_interface(
    tmp_path: Path,
) -> None:
    module = bench_wakeup()
    with pytest.raises(OSError), module.idle_cores_poll(str(tmp_path / "missing")):
        pass


def test_polling_is_reported_against_halting_at_each_rate(
    capsys: pytest.CaptureFixture[str],
) -> None:
    module = bench_wakeup()
    runs = [
        module.Measure(1000.0, 1000, 0.03, 0.01, 500, "halt"),  # 40 µs per request
        module.Measure(1000.0, 1000, 0.03, 0.01, 500, "poll"),  # 40
        module.Measure(100.0, 100, 0.008, 0.002, 95, "halt"),  # 100
        module.Measure(100.0, 100, 0.004, 0.001, 95, "poll"),  # 50
    ]
    module.report_idle(runs, [1000.0, 100.0])
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].split()[0] == "1000/s" and lines[1].endswith("1.00x")
    assert lines[2].split()[0] == "100/s" and lines[2].endswith("0.50x")


def test_asking_for_polling_where_it_cannot_be_held_is_refused_before_measuring(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = bench_wakeup()
    monkeypatch.setattr(module, "CPU_LATENCY", "/nonexistent/cpu_dma_latency")
    monkeypatch.setattr(sys, "argv", ["bench_wakeup.py", "--idle", "both"])
    with pytest.raises(SystemExit) as exited:
        module.main()
    assert exited.value.code == 2
    assert "cannot write /nonexistent/cpu_dma_latency" in capsys.readouterr().err
