"""Benchmark: replay time and peak memory of a 200,000-event session log (issue 14, item 8).

Build the log once, then replay it (each in its own process, so the peak memory is the
replay's own)::

    python -m tests.engine.bench_big_log build /tmp/big.jsonl [--events 200000]
    python -m tests.engine.bench_big_log replay /tmp/big.jsonl [--undo-check]

``build`` plays the synthetic session of :mod:`tests.engine.bench_replay` (actions with cards,
bonuses, undos and turns over four rooms) and writes its log. ``replay`` times ``read_log``
plus ``Session.replay`` and prints the events, the seconds, the peak resident memory of the
process (``ru_maxrss``) and the final state hash, which must not change between versions of
the engine. ``--undo-check`` also asks for the state before every 1,000th event (what undo
and export need) and prints a hash over them. A log built by an older checkout replays in a
newer one, so the same log times both: ``PYTHONPATH=OLD python -m ... replay LOG``.
Not collected by pytest.
"""

from __future__ import annotations

import argparse
import hashlib
import resource
import time
from pathlib import Path

from engine import Session, read_log, state_hash, write_log


def build(path: Path, events: int) -> None:
    from tests.engine.bench_replay import long_session

    t0 = time.perf_counter()
    session = long_session(events)
    write_log(path, session.header(), session.events)
    took = time.perf_counter() - t0
    size = path.stat().st_size / 1e6
    print(f"built {len(session.events)} events ({size:.1f} MB) in {took:.1f} s: {path}")


def replay(path: Path, undo_check: bool) -> None:
    t0 = time.perf_counter()
    header, events, _ = read_log(path)
    t1 = time.perf_counter()
    session = Session.replay(header, events)
    t2 = time.perf_counter()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"{len(events)} events: read {t1 - t0:.2f} s, fold {t2 - t1:.2f} s, "
        f"total {t2 - t0:.2f} s; peak RSS {peak_mb:.0f} MB; "
        f"state_hash {state_hash(session.state)}"
    )
    if undo_check:
        digest = hashlib.sha256()
        for seq in range(1, len(events), 1000):
            digest.update(state_hash(session.state_before(seq)).encode())
        t3 = time.perf_counter()
        print(f"state_before every 1000th event: {t3 - t2:.2f} s, hash {digest.hexdigest()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    b = sub.add_parser("build")
    b.add_argument("path", type=Path)
    b.add_argument("--events", type=int, default=200_000)
    r = sub.add_parser("replay")
    r.add_argument("path", type=Path)
    r.add_argument("--undo-check", action="store_true")
    args = parser.parse_args()
    if args.what == "build":
        build(args.path, args.events)
    else:
        replay(args.path, args.undo_check)


if __name__ == "__main__":
    main()
