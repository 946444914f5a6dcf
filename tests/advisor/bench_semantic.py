"""Cost of the semantic tier's embedder, in process (BENCHMARKS.md, "The semantic tier").

    python -m tests.advisor.bench_semantic [--items 400]

Times the import of numpy, tokenizers and the embedder module, the model's load (read
from the user's cache; the first run ever also extracts it there, said in the output),
then embeds the descriptions of the first ``--items`` labelled items of
``fixtures/eval/`` one at a time, as the advisor does. Prints JSON: wall and calling-thread
CPU milliseconds per description (p50, p95, max), the resident memory (MiB) before the
load, after it and after the run, and the load average when it ended. With the shipped
heads it then times the whole advisor call (:class:`LexiconAdvisor`) on the same items
without the tier and with it (``advisor_*``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

from companion.advisor.embed import MiniLM
from companion.advisor.evaluate import EvalItem, load_items

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"


def rss_mib() -> float:
    """Resident memory of this process (MiB), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def advisor_times(items: list[EvalItem], model: MiniLM) -> dict[str, float]:
    """p50/p95 wall milliseconds of the advisor call without and with the semantic tier."""
    from companion.advisor.lexicon import LexiconAdvisor
    from companion.advisor.semantic import HEADS, Heads, SemanticTier
    from companion.deck import standard_deck

    if not HEADS.is_file():
        return {}
    out: dict[str, float] = {}
    deck = standard_deck()
    for name, semantic in (("without", None), ("with", SemanticTier(model, Heads.load()))):
        advisor = LexiconAdvisor(deck, semantic=semantic)
        advisor.suggest(items[0].context())
        times = []
        for item in items:
            began = time.perf_counter()
            advisor.suggest(item.context())
            times.append((time.perf_counter() - began) * 1000)
        times.sort()
        out[f"advisor_{name}_p50_ms"] = round(statistics.median(times), 1)
        out[f"advisor_{name}_p95_ms"] = round(times[int(len(times) * 0.95)], 1)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--items", type=int, default=400)
    args = parser.parse_args()
    items = [item for f in sorted(EVAL.glob("*.jsonl")) for item in load_items(f)]
    texts = [item.transcript for item in items][: args.items]
    rss_before = rss_mib()
    began = time.perf_counter()
    import numpy  # noqa: F401
    import tokenizers  # noqa: F401

    from companion.advisor import embed

    import_s = time.perf_counter() - began
    extracted = not all((embed.cache_dir() / n).is_file() for n in embed._FILES)
    began = time.perf_counter()
    model = embed.MiniLM.load()
    load_s = time.perf_counter() - began
    rss_loaded = rss_mib()
    model.embed_one(texts[0])
    wall: list[float] = []
    cpu: list[float] = []
    for text in texts:
        began, began_cpu = time.perf_counter(), time.thread_time()
        model.embed_one(text)
        wall.append((time.perf_counter() - began) * 1000)
        cpu.append((time.thread_time() - began_cpu) * 1000)
    wall.sort()
    cpu.sort()
    words = statistics.median(len(t.split()) for t in texts)
    calls = advisor_times(items[: args.items], model)
    print(
        json.dumps(
            {
                **calls,
                "descriptions": len(texts),
                "median_words": words,
                "import_s": round(import_s, 2),
                "load_s": round(load_s, 2),
                "extracted_now": extracted,
                "p50_ms": round(statistics.median(wall), 1),
                "p95_ms": round(wall[int(len(wall) * 0.95)], 1),
                "max_ms": round(wall[-1], 1),
                "cpu_p50_ms": round(statistics.median(cpu), 1),
                "cpu_p95_ms": round(cpu[int(len(cpu) * 0.95)], 1),
                "rss_mib_before": round(rss_before),
                "rss_mib_loaded": round(rss_loaded),
                "rss_mib_after": round(rss_mib()),
                "load_average": [round(x, 2) for x in os.getloadavg()],
            }
        )
    )


if __name__ == "__main__":
    main()
