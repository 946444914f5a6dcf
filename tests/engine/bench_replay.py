"""Benchmark: replay of a 10,000-event session log (read + fold, no RNG).

Goal (issue 3): under 0.5 s on a 2-core machine. Run::

    python -m tests.engine.bench_replay [--events 10000] [--repeat 7]

It plays a long synthetic session (many actions per room, cards matched, turns, undos),
writes its log to a temporary file, then times ``read_log`` + ``Session.replay`` and prints
the median and the spread. Not collected by pytest.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from engine import Session, read_log, state_hash, write_log
from tests.engine.helpers import deck, table


def long_session(target: int, seed: int = 1) -> Session:
    """A session of at least ``target`` events: rooms 1-4, then the exit lap."""
    rng = random.Random(seed)
    s = Session.start(table(), deck(30, 4), seed, at=0.0)
    at = 0.0
    per_room = target // 4 + 1
    challenge = 0
    for room in range(1, 5):
        at += 60
        s.apply(f"room enter {room}", at=at)
        while len(s.events) < per_room * room:
            at += 30
            live = [c for c in s.state.room.challenges if not c.overcome]  # type: ignore[union-attr]
            if not live:
                challenge += 1
                s.apply(f'challenge add "C{challenge}" {rng.randint(4, 8)}', at=at)
                continue
            who = rng.choice([m.name for m in s.state.party if m.in_party])
            target = next((c for c in live if who not in c.barred), None)
            if target is None:
                s.apply(f'plot "{live[0].name}"', at=at)
                continue
            s.apply(f'act {who} "an action in many words"', at=at)
            for card in rng.sample(s.state.piles.pool, rng.randint(0, 2)):
                s.apply(f"card add {card}", at=at)
            s.apply(f"bonus clever {rng.randint(0, 2)}", at=at)
            s.apply(f'target "{target.name}"', at=at)
            s.apply("confirm", at=at)
            s.apply("roll", at=at)
            if rng.random() < 0.05:
                s.apply("undo", at=at)
                s.apply("roll", at=at)
                s.apply("turn", at=at)
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    session = long_session(args.events)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.jsonl"
        write_log(path, session.header(), session.events)
        size = path.stat().st_size
        times: list[float] = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            header, events, _ = read_log(path)
            replayed = Session.replay(header, events)
            times.append(time.perf_counter() - t0)
        assert state_hash(replayed.state) == state_hash(session.state)
    median = statistics.median(times)
    print(
        f"replay of {len(events)} events ({size / 1e6:.1f} MB): median {median:.3f} s, "
        f"min {min(times):.3f} s, max {max(times):.3f} s over {args.repeat} runs"
    )


if __name__ == "__main__":
    main()
