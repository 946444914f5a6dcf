"""Per-utterance latency of the detector advisor, in process (BENCHMARKS.md, "Advisor").

    python -m tests.advisor.bench_latency [--passes 5]

Loads every labelled item in ``fixtures/eval/``, times the construction of
:class:`LexiconAdvisor` (table loading), the first call, then ``--passes`` warm
passes over all items, and prints milliseconds as JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from companion.advisor import LexiconAdvisor
from companion.advisor.evaluate import load_items
from companion.deck import standard_deck

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--passes", type=int, default=5)
    args = parser.parse_args()
    items = [item for f in sorted(EVAL.glob("*.jsonl")) for item in load_items(f)]
    began = time.perf_counter()
    advisor = LexiconAdvisor(standard_deck())
    construct_s = time.perf_counter() - began
    began = time.perf_counter()
    advisor.suggest(items[0].context())
    first_ms = (time.perf_counter() - began) * 1000
    times: list[float] = []
    for _ in range(args.passes):
        for item in items:
            context = item.context()
            began = time.perf_counter()
            advisor.suggest(context)
            times.append((time.perf_counter() - began) * 1000)
    times.sort()
    print(
        json.dumps(
            {
                "items": len(items),
                "calls": len(times),
                "construct_s": round(construct_s, 2),
                "first_ms": round(first_ms, 2),
                "p50_ms": round(statistics.median(times), 2),
                "p95_ms": round(times[int(len(times) * 0.95)], 2),
                "max_ms": round(times[-1], 2),
            }
        )
    )


if __name__ == "__main__":
    main()
