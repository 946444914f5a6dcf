"""Train the learned-cue tier (:mod:`companion.advisor.learned`) on labelled sets.

    python -m companion.advisor.train fixtures/eval/*.jsonl \
        -o companion/advisor/data/learned-cues.json.gz

For every card, the items whose pool holds it are its examples (positive when the ruling
earned it). Stochastic gradient descent on logistic loss, a few passes, the rate falling.
One global threshold is chosen by five-fold cross-validation on the same items: the lowest
at which the cards the tier would add to the detectors' (and only those) hold precision
0.93, and never under 0.95; ``--report`` prints the cross-validated figures.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from companion.advisor.detect import CardDetector
from companion.advisor.evaluate import EvalItem, load_items
from companion.advisor.learned import CardModel, LearnedCues, features
from companion.advisor.text import Transcript
from companion.deck import standard_deck

#: Passes over the examples, and the precision the threshold must keep (cross-validated).
EPOCHS = 8
TARGET_PRECISION = 0.93
#: The threshold never goes below this: under it, ordinary descriptions with every card in
#: the pool (``fixtures/eval/plain_descriptions.txt``) began to earn cards.
FLOOR = 0.95


def fit(items: Sequence[EvalItem], seed: int = 7) -> LearnedCues:
    """Models for every card seen in a pool, trained on ``items``."""
    rows = [(features(Transcript(i.transcript)), set(i.pool), set(i.expected.cards)) for i in items]
    cues = LearnedCues()
    rng = random.Random(seed)
    order = list(range(len(rows)))
    for epoch in range(EPOCHS):
        rng.shuffle(order)
        rate = 0.3 / (1 + epoch)
        for n in order:
            feats, pool, earned = rows[n]
            for card in pool:
                model = cues.models.setdefault(card, CardModel(bias=-2.0))
                model.step(feats, card in earned, rate)
    return cues


def _additions(
    cues: LearnedCues, items: Sequence[EvalItem], found: Sequence[set[str]]
) -> list[tuple[float, bool]]:
    """(probability, earned) for each pool card the detectors did not find."""
    out = []
    for item, have in zip(items, found, strict=True):
        feats = features(Transcript(item.transcript))
        for card in set(item.pool) - have:
            model = cues.models.get(card)
            if model is not None:
                out.append((model.score(feats), card in item.expected.cards))
    return out


def choose_threshold(
    scored: list[tuple[float, bool]], target: float = TARGET_PRECISION, none: float = 0.99
) -> tuple[float, int, int]:
    """The lowest threshold (0.50 .. 0.99) whose additions, at least five, keep precision
    ``target``: ``(threshold, true additions, false additions)``; ``(none, 0, 0)`` if no
    threshold does."""
    for step in range(50, 100):
        th = step / 100
        tp = sum(1 for p, y in scored if p >= th and y)
        fp = sum(1 for p, y in scored if p >= th and not y)
        if tp + fp >= 5 and tp / (tp + fp) >= target:
            return th, tp, fp
    return none, 0, 0


def cross_validate(items: Sequence[EvalItem], folds: int = 5) -> list[tuple[float, bool]]:
    """Scores of the tier's would-be additions, each item scored by a model not trained on it."""
    detector = CardDetector(standard_deck())
    found = [
        {h.card for h in detector.detect(Transcript(i.transcript), only=set(i.pool))} for i in items
    ]
    scored: list[tuple[float, bool]] = []
    for k in range(folds):
        train = [i for n, i in enumerate(items) if n % folds != k]
        test = [n for n in range(len(items)) if n % folds == k]
        cues = fit(train)
        scored += _additions(cues, [items[n] for n in test], [found[n] for n in test])
    return scored


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="+", help="labelled JSONL sets")
    p.add_argument("-o", "--output", required=True, help="weights file to write")
    p.add_argument("--report", action="store_true", help="print the cross-validated figures")
    args = p.parse_args(argv)
    items = [item for f in args.files for item in load_items(Path(f))]
    scored = cross_validate(items)
    threshold, tp, fp = choose_threshold(scored)
    if args.report:
        print(
            f"{len(items)} items; threshold {threshold:.2f}: cross-validated additions "
            f"{tp} right, {fp} wrong",
            file=sys.stderr,
        )
    cues = fit(items)
    cues.threshold = max(threshold, FLOOR)
    cues.save(Path(args.output))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
