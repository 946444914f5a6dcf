"""Benchmark: time and peak memory of whole commands on a long log (issue 14: 200,000 events).

Run: ``python -m tests.export.bench_memory [--events 200000] [--log PATH] [--kind long|big]``

The log is built through the real engine, or read from ``--log`` (built logs are kept
there for the next run). ``--kind long`` is the engine's replay benchmark session
(:func:`tests.engine.bench_replay.long_session`: a challenge at a time, the test deck);
``--kind big`` is the export benchmark's (:func:`tests.export.sessions.big_session`:
the standard deck, and a new challenge whenever nobody can act, so rooms pile up open
challenges). Each command runs once as its own process, started the way a user starts
it (``python -m companion ...``); its wall time and its peak resident memory
(``ru_maxrss`` from ``wait4``) are printed as a Markdown table, with its CPU time
(user + system), the figure that holds on a busy machine. ``companion replay``
is the baseline measured in the same run: export and review replay the log too.
``companion review`` runs on a pseudo-terminal: timed from start to the first screen
showing the session, then ``q``.
"""

from __future__ import annotations

import argparse
import os
import pty
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import engine


def _build(kind: str, events: int, path: Path) -> None:
    if kind == "long":
        from tests.engine.bench_replay import long_session

        session = long_session(events)
    else:
        from tests.export.sessions import big_session

        session = big_session(events)
    engine.write_log(path, session.header(), session.events)


def _run(args: list[str]) -> tuple[float, float, float, int]:
    """Wall seconds, CPU seconds (user + system), peak RSS in MB and exit status."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    assert proc.stderr is not None
    err = proc.stderr.read().decode(errors="replace")
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        print(err, file=sys.stderr)
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, proc.returncode


def _review(log: Path) -> tuple[float, float, float, int]:
    """``companion review LOG --no-follow`` on a pseudo-terminal: seconds to the first
    screen that shows a room, then ``q``; peak RSS of the whole run."""
    master, slave = pty.openpty()
    env = {**os.environ, "TERM": "xterm", "COLUMNS": "100", "LINES": "30"}
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "companion", "review", str(log), "--no-follow"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    seen = b""
    shown = None
    deadline = time.monotonic() + 1800
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 1.0)
        if ready:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
            if shown is None and b"Room" in seen:
                shown = time.perf_counter() - t0
                os.write(master, b"q")
        if proc.poll() is not None:
            break
    _, status, usage = os.wait4(proc.pid, 0)
    os.close(master)
    wall = shown if shown is not None else float("nan")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--kind", choices=("long", "big"), default="long")
    parser.add_argument("--log", type=Path, help="the log to use (built there when missing)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        log = args.log or Path(tmp) / "long.jsonl"
        if not log.exists():
            t0 = time.perf_counter()
            _build(args.kind, args.events, log)
            print(f"built {log} in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
        _, events, _ = engine.read_log(log)
        size = log.stat().st_size
        cli = [sys.executable, "-m", "companion"]
        rows: list[tuple[str, tuple[float, float, float, int]]] = [
            ("companion replay LOG", _run([*cli, "replay", str(log)])),
        ]
        for fmt in ("md", "html", "json", "table"):
            out = Path(tmp) / f"out.{fmt}"
            cmd = [*cli, "export", str(log), "-f", fmt, "-o", str(out)]
            rows.append((f"companion export LOG -f {fmt} -o OUT", _run(cmd)))
            rows[-1] = (f"{rows[-1][0]} ({out.stat().st_size / 1e6:.1f} MB)", rows[-1][1])
            out.unlink()
        rows.append(("companion review LOG (first screen, then q)", _review(log)))
    print(f"{len(events)} events, log {size / 1e6:.1f} MB ({args.kind})")
    print("| command | wall (s) | CPU (s) | peak RSS (MB) |\n|---|---:|---:|---:|")
    for name, (wall, cpu, rss, status) in rows:
        flag = "" if status == 0 else f" (exit {status})"
        print(f"| `{name}`{flag} | {wall:.1f} | {cpu:.1f} | {rss:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
