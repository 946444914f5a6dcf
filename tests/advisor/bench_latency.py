"""Per-utterance latency of the detector advisor, in process (BENCHMARKS.md, "Advisor").

    python -m tests.advisor.bench_latency [--passes 5]

Loads every labelled item in ``fixtures/eval/``, times the construction of
:class:`LexiconAdvisor` (table loading), the first call, then ``--passes`` warm
passes over all items, and prints milliseconds as JSON: wall time, and the CPU time of the
calling thread (``cpu_*``: what the call costs, without the waits for a core that a loaded
machine adds), with the load average when it ended.
"""

from __future__ import annotations

import argparse
import json
import os
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
    cpu: list[float] = []
    for _ in range(args.passes):
        for item in items:
            context = item.context()
            began, began_cpu = time.perf_counter(), time.thread_time()
            advisor.suggest(context)
            times.append((time.perf_counter() - began) * 1000)
            cpu.append((time.thread_time() - began_cpu) * 1000)
    times.sort()
    cpu.sort()
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
                "cpu_p50_ms": round(statistics.median(cpu), 2),
                "cpu_p95_ms": round(cpu[int(len(cpu) * 0.95)], 2),
                "load_average": round(os.getloadavg()[0], 1),
            }
        )
    )


if __name__ == "__main__":
    main()
