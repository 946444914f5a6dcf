"""Learning at the table, semantic tier: background accuracy after 0, 10, 30 and 100
confirmed rulings (BENCHMARKS.md, "The semantic tier").

    python -m tests.advisor.semantic_curve [--campaign train-b.jsonl]

The campaign is one labelled set in the fixed shuffled order of
:mod:`tests.advisor.learning_curve`: its first 100 items are the GM's confirmed rulings,
the rest are held out. The heads (and the learned tier) are trained on every other set
(``semantic_train.train``, embeddings from its cache), never on the campaign; each
ruling is then learned by :meth:`LexiconAdvisor.learn` (cards, and the background bonus
the ruling gave), and the held-out actions are scored after each step. Needs the
``semantic`` extra.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from threadpoolctl import ThreadpoolController

from companion.advisor.embed import MiniLM, cache_dir
from companion.advisor.evaluate import Prediction, score
from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.semantic import SemanticTier
from companion.advisor.semantic_train import CachedModel, prepare, train
from companion.advisor.train import fit
from companion.deck import standard_deck
from tests.advisor.learning_curve import STEPS, _order

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--campaign", default="train-b.jsonl")
    parser.add_argument("--cache", default=str(cache_dir().parent / "semantic-embeddings.npz"))
    args = parser.parse_args()
    import numpy  # noqa: F401  (loaded before the controller looks for BLAS)

    ThreadpoolController().limit(limits=1, user_api="blas")
    model = MiniLM.load()
    data = prepare(sorted(EVAL.glob("*.jsonl")), model, Path(args.cache))
    name = Path(args.campaign).stem
    rows = [n for n, s in enumerate(data.sets) if s != name]
    ours = sorted((data.items[n] for n, s in enumerate(data.sets) if s == name), key=_order)
    stream, held = ours[:100], ours[100:]
    heads, _ = train(data, rows)
    learned = fit([data.items[n] for n in rows])
    learned.threshold = 0.95
    advisor = LexiconAdvisor(
        standard_deck(),
        learned=learned,
        semantic=SemanticTier(CachedModel(model, data.known), heads),
    )
    out = []
    done = 0
    for step in STEPS:
        for item in stream[done:step]:
            advisor.learn(item.context(), set(item.expected.cards), item.expected.background)
        done = step
        m = score(held, [Prediction.of(i.id, advisor.suggest(i.context())) for i in held])
        out.append({"rulings": step, "cards": m["cards"], "bonus_accuracy": m["bonus_accuracy"]})
        print(json.dumps(out[-1]), flush=True)


if __name__ == "__main__":
    main()
