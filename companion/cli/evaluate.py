"""``companion eval``: score an advisor on a labelled JSONL set, or make one from session logs.

``companion eval fixtures/eval/heldout.jsonl --advisor lexicon --json`` prints card
precision/recall/F1 (overall and per card), accuracy per bonus field and latency p50/p95 of
the advisor call itself. ``--predictions OUT`` writes one JSON line per item. With no FILE
the shipped held-out sets are scored. ``--advisor ollama`` (or ``auto``) adds one line
comparing the model with the detectors on the same items. ``--from-log LOG...`` writes a
labelled set from session logs instead (the GM's confirmed rulings; ``-o OUT``, default
stdout). The format: ``docs/eval-format.md``.

The advisor (and with it httpx, ~130 ms) is imported inside :func:`run`, so that
``companion --help`` and ``companion play`` do not pay for it at start-up.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from companion.advisor_registry import ADVISORS


def register(sub: Any) -> None:
    """Add the ``eval`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="eval",
        help="score an advisor on a labelled JSONL set (or make one from session logs)",
        description=(
            "Score an advisor on labelled JSONL sets (format: docs/eval-format.md); with no "
            "FILE, the shipped held-out sets. --from-log writes a labelled set from logs."
        ),
    )
    p.add_argument("file", nargs="*", help="labelled JSONL file(s); default: the shipped sets")
    p.add_argument("--advisor", choices=list(ADVISORS), default="lexicon")
    p.add_argument("--deck", metavar="FILE", help="a deck file (default: the standard deck)")
    p.add_argument("--predictions", metavar="OUT", help="write one JSON line per item")
    p.add_argument("--json", action="store_true", help="print the metrics as JSON")
    p.add_argument(
        "--from-log",
        nargs="+",
        metavar="LOG",
        help="write a labelled set from session logs (every confirmed ruling) instead",
    )
    p.add_argument("-o", "--output", metavar="OUT", help="with --from-log: the file to write")
    p.set_defaults(func=run)


def _from_logs(args: argparse.Namespace) -> int:
    from companion.advisor.fromlog import items_from_log
    from companion.errors import UsageError

    if args.file:
        raise UsageError("give either labelled FILEs to score or --from-log LOG..., not both")
    lines = [
        item.model_dump_json(exclude_none=True) + "\n"
        for log in args.from_log
        for item in items_from_log(Path(log))
    ]
    if args.output:
        Path(args.output).write_text("".join(lines), encoding="utf-8")
        print(f"{args.output}: {len(lines)} labelled items", file=sys.stderr)
    else:
        sys.stdout.write("".join(lines))
    return 0


def _card_table(per_card: dict[str, dict[str, float | int]]) -> list[str]:
    """Per card: tp/fp/fn, precision and recall, the cards with a miss or a false positive
    first (worst recall first)."""
    rows = sorted(per_card.items(), key=lambda kv: (kv[1]["recall"], kv[1]["precision"], kv[0]))
    out = [f"  {'card':<22} {'tp':>3} {'fp':>3} {'fn':>3}  {'P':>5}  {'R':>5}"]
    for card, m in rows:
        out.append(
            f"  {card:<22} {m['tp']:>3} {m['fp']:>3} {m['fn']:>3}"
            f"  {m['precision']:>5.2f}  {m['recall']:>5.2f}"
        )
    return out


def run(args: argparse.Namespace) -> int:
    if args.from_log:
        return _from_logs(args)
    from companion.advisor import LexiconAdvisor, make_advisor
    from companion.advisor.evaluate import Prediction, comparison, load_items, score, shipped_sets
    from companion.cli._common import config_from, print_json
    from companion.deck import deck_from
    from companion.errors import DataFileError

    deck = deck_from(args.deck)
    files = [Path(f) for f in args.file] or shipped_sets()
    items = [item for f in files for item in load_items(f)]
    held = deck.deck_list()
    for item in items:
        for card in set(item.pool):
            if item.pool.count(card) > held.copies(card):
                raise DataFileError(
                    str(files[0]),
                    f"item {item.id}: pool has {item.pool.count(card)} x {card}, "
                    f"deck {deck.id!r} holds {held.copies(card)}",
                )
    advisor = make_advisor(args.advisor, deck, config_from(args))
    advisor.suggest(items[0].context())  # warm-up: caches filled, not scored
    suggestions = [advisor.suggest(item.context()) for item in items]
    predictions = [Prediction.of(i.id, s) for i, s in zip(items, suggestions, strict=True)]
    for notice in getattr(advisor, "take_notices", list)():
        print(f"companion: {notice}", file=sys.stderr)
    metrics = score(items, predictions)
    metrics["advisor"] = args.advisor
    metrics["sets"] = [str(f) for f in files]
    metrics["declared_items"] = sum(p.declared for p in predictions)
    detectors = (
        advisor if isinstance(advisor, LexiconAdvisor) else getattr(advisor, "lexicon", None)
    )
    metrics["semantic"] = getattr(detectors, "semantic_status", "the semantic tier is off")
    line = ""
    if args.advisor != "lexicon":
        lexicon = getattr(advisor, "lexicon", None) or LexiconAdvisor(deck)
        baseline = score(items, [Prediction.of(i.id, lexicon.suggest(i.context())) for i in items])
        answered = sum(s.source != "lexicon" for s in suggestions)
        llm = getattr(advisor, "llm", advisor)
        model = str(getattr(llm, "model", ""))
        line, detail = comparison(args.advisor, model, metrics, baseline, answered)
        metrics["comparison"] = detail
    if args.predictions:
        with open(args.predictions, "w", encoding="utf-8") as out:
            for p in predictions:
                out.write(json.dumps(p.model_dump(), ensure_ascii=False) + "\n")
    if args.json:
        print_json(metrics)
        return 0
    cards = metrics["cards"]
    per_card = metrics["per_card"]
    assert isinstance(cards, dict)
    assert isinstance(per_card, dict)
    print(f"{len(items)} items, advisor {args.advisor}")
    print(
        f"cards: precision {cards['precision']:.3f}  recall {cards['recall']:.3f}  "
        f"F1 {cards['f1']:.3f}  (tp {cards['tp']}, fp {cards['fp']}, fn {cards['fn']})"
    )
    print(f"bonus accuracy: {metrics['bonus_accuracy']}")
    print(f"latency ms: {metrics['latency_ms']}")
    print(f"semantic tier: {metrics['semantic']}")
    print("per card (worst recall first):")
    print("\n".join(_card_table(per_card)))
    if line:
        print(line)
    return 0
