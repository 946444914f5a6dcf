"""Learning at the table: card recall after 0, 10, 30 and 100 confirmed rulings.

    python -m tests.advisor.learning_curve [--json]

A simulated campaign: the two blind sets (``blind7``, ``blind8``: 180 actions by the same
recurring characters) in a fixed shuffled order. The first 100 are the rulings the GM
confirms as play goes on; the other 80 are held out and scored after each step. The
learned tier starts from weights trained on every other labelled set (never on the
campaign), with the shipped threshold, and learns each confirmed ruling
(:meth:`LexiconAdvisor.learn`). A second run starts from no weights at all (the table's
rulings alone). Figures go to ``BENCHMARKS.md`` ("Learning at the table").
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from companion.advisor.evaluate import EvalItem, Prediction, load_items, score
from companion.advisor.learned import CardModel, LearnedCues
from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.train import fit
from companion.deck import standard_deck

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"
CAMPAIGN = ("blind7.jsonl", "blind8.jsonl")
STEPS = (0, 10, 30, 100)
STREAM = 100


def _order(item: EvalItem) -> str:
    return hashlib.sha256(item.id.encode()).hexdigest()


def campaign(names: tuple[str, ...]) -> tuple[list[EvalItem], list[EvalItem]]:
    """(the rulings in the order they are confirmed, the held-out actions)."""
    items = sorted((i for name in names for i in load_items(EVAL / name)), key=_order)
    return items[:STREAM], items[STREAM:]


def curve(base: LearnedCues, names: tuple[str, ...]) -> list[dict[str, object]]:
    """Card metrics on the held-out actions after each number of learned rulings."""
    stream, held = campaign(names)
    rows: list[dict[str, object]] = []
    for k in STEPS:
        models = {c: CardModel(m.bias, dict(m.weights)) for c, m in base.models.items()}
        cues = LearnedCues(models=models, threshold=base.threshold)
        advisor = LexiconAdvisor(standard_deck(), learned=cues)
        for item in stream[:k]:
            advisor.learn(item.context(), set(item.expected.cards))
        preds = [Prediction.of(i.id, advisor.suggest(i.context())) for i in held]
        cards = score(held, preds)["cards"]
        assert isinstance(cards, dict)
        rows.append(
            {"rulings": k, **{m: cards[m] for m in ("precision", "recall", "f1", "tp", "fp", "fn")}}
        )
    return rows


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true")
    p.add_argument(
        "--campaign", nargs="+", default=list(CAMPAIGN), help="set names in fixtures/eval"
    )
    args = p.parse_args()
    names = tuple(args.campaign)
    others = [i for f in sorted(EVAL.glob("*.jsonl")) if f.name not in names for i in load_items(f)]
    base = fit(others)
    threshold = LearnedCues.load().threshold
    base.threshold = threshold
    result = {
        "from shipped-style weights": curve(base, names),
        "from no weights": curve(LearnedCues(threshold=threshold), names),
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    for name, rows in result.items():
        print(name)
        for r in rows:
            print(
                f"  {r['rulings']:>3} rulings: P {r['precision']:.3f}  R {r['recall']:.3f}  "
                f"F1 {r['f1']:.3f}  (tp {r['tp']}, fp {r['fp']}, fn {r['fn']})"
            )


if __name__ == "__main__":
    main()
