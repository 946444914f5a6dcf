"""Benchmark: export a 10,000-event session log (goal: under 2 s per format).

Run: ``python -m tests.export.bench_export [--events N] [--repeat R]``

Builds the log through the real engine (:func:`tests.export.sessions.big_session`),
writes it to a temporary folder, then times, in-process and as medians of
``--repeat`` runs: reading and normalizing the log (replay through
``engine.Session`` included), each renderer, and each format end to end; then
one ``companion export`` process per format (interpreter start-up included).
Prints a Markdown table for ``BENCHMARKS.md``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from companion.export import load_report, render
from tests.export.sessions import big_session, write


def _median_s(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _export(log: Path, fmt: str) -> str:
    return render(load_report(log), fmt)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        log = write(big_session(args.events), Path(tmp) / "big.jsonl")
        report = load_report(log)
        rows = [
            ("read + normalize (replay included)", _median_s(lambda: load_report(log), args.repeat))
        ]
        formats = ("md", "html", "json")
        for fmt in formats:
            rows.append((f"render {fmt}", _median_s(partial(render, report, fmt), args.repeat)))
        for fmt in formats:
            rows.append(
                (
                    f"log -> {fmt}, in-process",
                    _median_s(partial(_export, log, fmt), args.repeat),
                )
            )
        for fmt in ("md", "html", "json"):
            out = Path(tmp) / f"big.{fmt}"
            cmd = [sys.executable, "-m", "companion", "export", str(log), "-f", fmt, "-o", str(out)]
            rows.append(
                (
                    f"`companion export -f {fmt}` process",
                    _median_s(partial(subprocess.run, cmd, check=True), args.repeat),
                )
            )
        size = log.stat().st_size
    print(
        f"{report.header.events} events, {len(report.actions())} actions, log {size / 1e6:.1f} MB,"
        f" median of {args.repeat}"
    )
    print("| step | median (s) |\n|---|---:|")
    for name, seconds in rows:
        print(f"| {name} | {seconds:.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
