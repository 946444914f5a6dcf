"""Many tables, one LLM server: end of speech to suggestion against the number of tables.

    python -m tests.remote.bench_tables          # a fresh llama-cpp-python server per N
    python -m tests.remote.bench_tables --base-url URL --model M --tables 1,4,8,16

Each simulated table is a thread with its own advisor (``auto``: the detectors at once,
then the OpenAI-compatible server's model, as a laptop at the table runs it). Tables
send labelled descriptions from ``fixtures/eval/`` at table pace: the first after a
random offset within ``--pace-s``, then one every ``--pace-s`` seconds, ``--actions``
each. For every action the clock starts at the end of speech (here: the moment the
transcript is handed over, the speech-to-text step being measured apart) and stops
when the final suggestion is on screen: the model's when it answered within
``--timeout-s`` (the config's ``timeout_s``), else the detectors' at the deadline. It
prints, for each N, p50/p95 of that time, of the detectors' first suggestion, and how
many actions fell back to the detectors; and the smallest N where any did.

Bounded in count and time: N x actions requests, loopback only, and each run ends by
itself (a request never outlives its deadline).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from companion.advisor import AutoAdvisor, SuggestContext
from companion.advisor.evaluate import load_items
from companion.config import OpenAIConfig
from companion.deck import standard_deck

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"

#: Turns one action's words into the transcript (a speech-to-text step plugs in here).
Transcribe = Callable[[str], str]


@dataclass(frozen=True)
class Timing:
    """One action: milliseconds to the detectors' suggestion and to the final one."""

    first_ms: float
    final_ms: float
    answered: bool


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) by linear interpolation; 0 for no values.

    >>> percentile([1.0, 2.0, 3.0, 4.0], 0.5)
    2.5
    """
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(q * 100) - 1]


def contexts(n: int, seed: int) -> list[SuggestContext]:
    """``n`` labelled descriptions (their pools, characters and challenges), shuffled."""
    items = [item for f in sorted(EVAL.glob("*.jsonl")) for item in load_items(f)]
    random.Random(seed).shuffle(items)
    return [items[i % len(items)].context() for i in range(n)]


def run_tables(
    tables: int,
    config: OpenAIConfig,
    actions: int,
    pace_s: float,
    transcribe: Transcribe | None = None,
    seed: int = 7,
) -> list[Timing]:
    """Run ``tables`` simulated tables against one server; every action's timing."""
    deck = standard_deck()
    work = contexts(tables * actions, seed)
    rng = random.Random(seed)
    offsets = [rng.uniform(0, pace_s) for _ in range(tables)]
    timings: list[Timing] = []
    lock = threading.Lock()
    advisors = [AutoAdvisor(deck, config) for _ in range(tables)]
    began = time.monotonic() + 0.5

    def table(i: int) -> None:
        advisor = advisors[i]
        for k in range(actions):
            wait = began + offsets[i] + k * pace_s - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            context = work[i * actions + k]
            spoke = time.perf_counter()
            if transcribe is not None:
                context = context.model_copy(update={"transcript": transcribe(context.transcript)})
            fast = advisor.suggest_fast(context)
            first = time.perf_counter()
            refined = advisor.refine(context, fast)
            done = time.perf_counter()
            with lock:
                timings.append(
                    Timing((first - spoke) * 1000, (done - spoke) * 1000, refined is not None)
                )

    threads = [threading.Thread(target=table, args=(i,), daemon=True) for i in range(tables)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=actions * pace_s + (config.timeout_s + 5) * actions + 60)
    for a in advisors:
        a.close()
    return timings


def summary(tables: int, timings: list[Timing]) -> dict[str, float | int]:
    """The figures for one N."""
    final = [t.final_ms for t in timings]
    answered = [t.final_ms for t in timings if t.answered]
    return {
        "tables": tables,
        "actions": len(timings),
        "llm_answered": len(answered),
        "fell_back": len(timings) - len(answered),
        "first_p50_ms": round(percentile([t.first_ms for t in timings], 0.5), 1),
        "final_p50_ms": round(percentile(final, 0.5)),
        "final_p95_ms": round(percentile(final, 0.95)),
        "llm_p50_ms": round(percentile(answered, 0.5)),
        "llm_p95_ms": round(percentile(answered, 0.95)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--base-url", help="a running OpenAI-compatible server (default: a fresh one per N)"
    )
    parser.add_argument("--model", default="", help="its model (default: the test model)")
    parser.add_argument("--tables", default="1,4,8,16", help="N values, comma-separated")
    parser.add_argument("--actions", type=int, default=3, help="actions per table")
    parser.add_argument("--pace-s", type=float, default=30.0, help="seconds between actions")
    parser.add_argument("--timeout-s", type=float, default=8.0, help="the advisor's deadline")
    parser.add_argument("--threads", type=int, default=1, help="server threads (started server)")
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.tables.split(",")]
    rows = []
    for n in counts:
        if args.base_url is not None:
            config = OpenAIConfig(
                base_url=args.base_url, model=args.model, timeout_s=args.timeout_s
            )
            rows.append(summary(n, run_tables(n, config, args.actions, args.pace_s)))
        else:
            # A fresh server for each N: requests cut at their deadline may still be
            # generating, and that backlog must not spill into the next N's figures.
            from tests.remote.llama_server import ALIAS, LlamaServer, model_path

            with LlamaServer(model_path(), threads=args.threads) as server:
                model = args.model or ALIAS
                config = OpenAIConfig(
                    base_url=server.base_url, model=model, timeout_s=args.timeout_s
                )
                rows.append(summary(n, run_tables(n, config, args.actions, args.pace_s)))
                rows[-1]["cold_start_s"] = round(server.cold_start_s, 1)
        print(json.dumps(rows[-1]), file=sys.stderr)
    first_fallback = next((r["tables"] for r in rows if r["fell_back"]), None)
    print(json.dumps({"rows": rows, "fallback_from_tables": first_fallback}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
