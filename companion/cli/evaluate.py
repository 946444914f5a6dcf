"""``companion eval``: score an advisor on a labelled JSONL set.

``companion eval fixtures/eval/heldout.jsonl --advisor lexicon --json`` prints
card precision/recall/F1 (overall and per card), accuracy per bonus field and
latency p50/p95 of the advisor call itself. ``--predictions OUT`` writes one
JSON line per item.

The advisor (and with it ollama and httpx, ~130 ms) is imported inside :func:`run`, so that
``companion --help`` and ``companion play`` do not pay for it at start-up.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    """Add the ``eval`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="eval",
        help="score an advisor on a labelled JSONL set",
        description="Score an advisor on a labelled JSONL set (format: see the design).",
    )
    p.add_argument("file", nargs="+", help="labelled JSONL file(s)")
    p.add_argument("--advisor", choices=("lexicon", "ollama", "auto"), default="lexicon")
    p.add_argument("--deck", metavar="FILE", help="a deck file (default: the standard deck)")
    p.add_argument("--predictions", metavar="OUT", help="write one JSON line per item")
    p.add_argument("--json", action="store_true", help="print the metrics as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from companion.advisor import make_advisor
    from companion.advisor.evaluate import load_items, score
    from companion.advisor.evaluate import run as run_items
    from companion.cli._common import config_from, print_json
    from companion.deck import deck_from
    from companion.errors import DataFileError

    deck = deck_from(args.deck)
    items = [item for f in args.file for item in load_items(Path(f))]
    held = deck.deck_list()
    for item in items:
        for card in set(item.pool):
            if item.pool.count(card) > held.copies(card):
                raise DataFileError(
                    args.file[0],
                    f"item {item.id}: pool has {item.pool.count(card)} x {card}, "
                    f"deck {deck.id!r} holds {held.copies(card)}",
                )
    advisor = make_advisor(args.advisor, deck, config_from(args))
    if items:
        advisor.suggest(items[0].context())  # warm-up: caches filled, not scored
    predictions = run_items(items, advisor.suggest)
    for notice in getattr(advisor, "take_notices", list)():
        print(f"companion: {notice}", file=sys.stderr)
    metrics = score(items, predictions)
    metrics["advisor"] = args.advisor
    metrics["declared_items"] = sum(p.declared for p in predictions)
    if args.predictions:
        with open(args.predictions, "w", encoding="utf-8") as out:
            for p in predictions:
                out.write(json.dumps(p.model_dump(), ensure_ascii=False) + "\n")
    if args.json:
        print_json(metrics)
        return 0
    cards = metrics["cards"]
    assert isinstance(cards, dict)
    print(f"{len(items)} items, advisor {args.advisor}")
    print(
        f"cards: precision {cards['precision']:.3f}  recall {cards['recall']:.3f}  "
        f"F1 {cards['f1']:.3f}  (tp {cards['tp']}, fp {cards['fp']}, fn {cards['fn']})"
    )
    print(f"bonus accuracy: {metrics['bonus_accuracy']}")
    print(f"latency ms: {metrics['latency_ms']}")
    return 0
