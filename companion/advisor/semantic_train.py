"""Train the semantic tier's heads (:mod:`companion.advisor.semantic`) and measure them
across authors.

    python -m companion.advisor.semantic_train fixtures/eval/*.jsonl \\
        -o companion/advisor/data/semantic-heads.npz
    python -m companion.advisor.semantic_train fixtures/eval/*.jsonl \\
        --loso blind7 blind8 ... [--plain fixtures/eval/plain_descriptions.txt] [--json OUT]

Needs the ``semantic`` extra. Each file is one set (one author, or one batch of the
project's own). The card heads are L2-regularised logistic regressions on the
description's embedding (Newton's method), one per card, over the items whose pool holds
it; the background head one over :func:`~companion.advisor.semantic.background_features`
(the detectors' calls taken with the learned tier off). ONE threshold for every card is
chosen by cross-validation across sets inside the training sets only: each training set
is scored by heads fitted on the others, and the threshold is the lowest at which the
cards the tier would add to the detectors' keep :data:`TARGET_PRECISION`.

``--loso`` is the cross-author protocol: for each named set, everything (the learned
tier, the heads, the threshold) is trained on the other sets only, then the set is scored
by the advisor without the tier and with it, through the same code the program runs.
Embeddings are cached in ``--cache`` (default: the user's cache directory).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from companion.advisor.embed import MiniLM, cache_dir
from companion.advisor.evaluate import EvalItem, Prediction, load_items, score
from companion.advisor.learned import LearnedCues
from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.semantic import (
    BG_FEATURES,
    Heads,
    Reading,
    SemanticTier,
    background_features,
)
from companion.advisor.train import choose_threshold, plain_lines
from companion.advisor.train import fit as fit_learned
from companion.deck import standard_deck

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    Array = NDArray[np.float32]

#: The precision the tier's cross-validated additions must keep, and L2 strengths.
TARGET_PRECISION = 0.9
L2_CARDS = 0.1
L2_BACKGROUND = 1.0
#: Fewest positive examples a card needs for a head of its own.
MIN_POSITIVES = 3


class CachedModel:
    """The embedder with a memory of the texts it has embedded (training embeds each
    description once for every fold)."""

    def __init__(self, model: MiniLM, known: dict[str, Array]) -> None:
        self.model = model
        self.known = known

    def embed(self, texts: Sequence[str]) -> Array:
        import numpy as np

        missing = [t for t in dict.fromkeys(texts) if t not in self.known]
        if missing:
            for text, row in zip(missing, self.model.embed(missing), strict=True):
                self.known[text] = row
        return np.stack([self.known[t] for t in texts]).astype(np.float32)

    def embed_one(self, text: str) -> Array:
        row: Array = self.embed([text])[0]
        return row


def _key(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()


def embeddings(model: MiniLM, texts: Sequence[str], cache: Path) -> dict[str, Array]:
    """Every text's embedding, those already in ``cache`` (an .npz by text hash) read
    from it, the rest computed and added."""
    import numpy as np

    stored: dict[str, Array] = {}
    if cache.is_file():
        with np.load(cache, allow_pickle=False) as z:
            stored = dict(zip((str(k) for k in z["keys"]), z["vectors"], strict=True))
    wanted = list(dict.fromkeys(texts))
    missing = [t for t in wanted if _key(t) not in stored]
    for n, text in enumerate(missing):
        stored[_key(text)] = model.embed_one(text)
        if n % 200 == 199:
            print(f"embedded {n + 1}/{len(missing)}", file=sys.stderr)
    if missing:
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.savez(cache, keys=np.array(list(stored)), vectors=np.stack(list(stored.values())))
    return {t: stored[_key(t)] for t in wanted}


@dataclass
class Data:
    """The labelled items, their sets and what the tier reads of them."""

    items: list[EvalItem]
    sets: list[str]
    d: Array
    bg: Array
    ap: Array
    weapons: Array
    equipment: Array
    #: the detectors' cards (learned tier off), background and equipment calls
    found: list[set[str]]
    rules: list[tuple[bool, bool]]
    known: dict[str, Array]


def prepare(files: Sequence[Path], model: MiniLM, cache: Path) -> Data:
    """Load the sets, embed their texts, run the detectors once over every item."""
    import numpy as np

    items, sets = [], []
    for f in files:
        for item in load_items(f):
            items.append(item)
            sets.append(f.stem)
    blocks = ("background", "approach", "weapons", "equipment")
    texts = [i.transcript for i in items]
    texts += [getattr(i.character, b) for b in blocks for i in items]
    known = embeddings(model, texts, cache)
    detectors = LexiconAdvisor(standard_deck(), learned=LearnedCues())
    found, rules = [], []
    for item in items:
        s = detectors.suggest(item.context())
        found.append(set(s.card_counts()) | set(s.declared))
        rules.append((s.background.applies, s.equipment.applies))
    return Data(
        items=items,
        sets=sets,
        d=np.stack([known[i.transcript] for i in items]),
        bg=np.stack([known[i.character.background] for i in items]),
        ap=np.stack([known[i.character.approach] for i in items]),
        weapons=np.stack([known[i.character.weapons] for i in items]),
        equipment=np.stack([known[i.character.equipment] for i in items]),
        found=found,
        rules=rules,
        known=known,
    )


def logistic(x: Array, y: NDArray[np.float64], l2: float, iters: int = 30) -> tuple[Array, float]:
    """Weights and bias of an L2-regularised logistic regression (Newton's method; the
    bias is not regularised)."""
    import numpy as np

    n, k = x.shape
    xb = np.hstack([x, np.ones((n, 1), np.float32)]).astype(np.float64)
    w = np.zeros(k + 1)
    reg = np.full(k + 1, l2)
    reg[-1] = 1e-6
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-np.clip(xb @ w, -30, 30)))
        grad = xb.T @ (p - y) + reg * w
        hess = (xb.T * (p * (1 - p))) @ xb + np.diag(reg)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-6:
            break
    return w[:-1].astype(np.float32), float(w[-1])


def fit_cards(data: Data, rows: Sequence[int]) -> dict[str, tuple[Array, float]]:
    """A head per card with at least :data:`MIN_POSITIVES` positives among ``rows``."""
    import numpy as np

    by_card: dict[str, list[int]] = {}
    for n in rows:
        for card in set(data.items[n].pool):
            by_card.setdefault(card, []).append(n)
    out = {}
    for card, mine in sorted(by_card.items()):
        y = np.array([card in data.items[n].expected.cards for n in mine], dtype=np.float64)
        if y.sum() >= MIN_POSITIVES:
            out[card] = logistic(data.d[mine], y, L2_CARDS)
    return out


def bg_matrix(data: Data, rows: Sequence[int], heads: Heads) -> Array:
    """The background features (unscaled) of ``rows``, against ``heads``' banks."""
    import numpy as np

    def reading(n: int) -> Reading:
        return Reading(
            data.items[n].transcript,
            data.d[n],
            data.bg[n],
            data.ap[n],
            data.weapons[n],
            data.equipment[n],
        )

    return np.stack([background_features(reading(n), data.rules[n], heads) for n in rows])


def additions(
    data: Data, heads: dict[str, tuple[Array, float]], rows: Sequence[int]
) -> list[tuple[float, bool]]:
    """(probability, earned) of every pool card the detectors did not find in ``rows``."""
    import numpy as np

    out = []
    for n in rows:
        item = data.items[n]
        for card in set(item.pool) - data.found[n]:
            if card in heads:
                w, b = heads[card]
                p = float(1.0 / (1.0 + np.exp(-(data.d[n] @ w + b))))
                out.append((p, card in item.expected.cards))
    return out


def train(data: Data, rows: Sequence[int]) -> tuple[Heads, tuple[float, int, int]]:
    """Heads trained on ``rows``, the threshold cross-validated across their sets."""
    import numpy as np

    groups = sorted({data.sets[n] for n in rows})
    scored: list[tuple[float, bool]] = []
    for g in groups:
        inner = [n for n in rows if data.sets[n] != g]
        held = [n for n in rows if data.sets[n] == g]
        scored += additions(data, fit_cards(data, inner), held)
    # no threshold keeping the target: 1.0, the tier adds no card
    chosen = choose_threshold(scored, TARGET_PRECISION, none=1.0)
    cards = fit_cards(data, rows)
    names = sorted(cards)
    heads = Heads(
        cards=names,
        card_w=np.stack([cards[c][0] for c in names]),
        card_b=np.array([cards[c][1] for c in names], dtype=np.float32),
        threshold=chosen[0],
        bg_w=np.zeros(BG_FEATURES, np.float32),
        bg_b=0.0,
        bg_mu=np.zeros(BG_FEATURES, np.float32),
        bg_sd=np.ones(BG_FEATURES, np.float32),
        bank_bg=np.unique(data.bg[list(rows)], axis=0),
        bank_ap=np.unique(data.ap[list(rows)], axis=0),
    )
    x = bg_matrix(data, rows, heads)
    heads.bg_mu = x.mean(0).astype(np.float32)
    heads.bg_sd = (x.std(0) + 1e-6).astype(np.float32)
    y = np.array([data.items[n].expected.background for n in rows], dtype=np.float64)
    heads.bg_w, heads.bg_b = logistic((x - heads.bg_mu) / heads.bg_sd, y, L2_BACKGROUND)
    return heads, chosen


def _figures(items: list[EvalItem], advisor: LexiconAdvisor) -> dict[str, float]:
    m = score(items, [Prediction.of(i.id, advisor.suggest(i.context())) for i in items])
    cards, bonus = m["cards"], m["bonus_accuracy"]
    assert isinstance(cards, dict)
    assert isinstance(bonus, dict)
    keys = ("precision", "recall", "f1", "tp", "fp", "fn")
    return {**{k: cards[k] for k in keys}, **{k: bonus[k] for k in ("background", "equipment")}}


def loso(
    data: Data, held_sets: Sequence[str], model: MiniLM, plain: Sequence[str] = ()
) -> list[dict[str, object]]:
    """Leave one set out, for each of ``held_sets`` (see the module's docstring); the learned
    tier is trained on the other sets and ``plain`` (ordinary descriptions), at the shipped
    tier's threshold."""
    deck = standard_deck()
    out = []
    for name in held_sets:
        rows = [n for n, s in enumerate(data.sets) if s != name]
        held = [data.items[n] for n, s in enumerate(data.sets) if s == name]
        learned = fit_learned([data.items[n] for n in rows], plain)
        learned.threshold = LearnedCues.load().threshold
        heads, (th, tp, fp) = train(data, rows)
        tier = SemanticTier(CachedModel(model, data.known), heads)
        before = _figures(held, LexiconAdvisor(deck, learned=learned))
        after = _figures(held, LexiconAdvisor(deck, learned=learned, semantic=tier))
        row = {"set": name, "items": len(held), "threshold": th, "cv_right": tp, "cv_wrong": fp}
        out.append({**row, "before": before, "after": after})
        print(json.dumps(out[-1]), file=sys.stderr)
    return out


def table(rows: list[dict[str, object]]) -> str:
    """The leave-one-set-out rows as a Markdown table (before -> after)."""
    lines = [
        "| held-out set | items | threshold (cv right/wrong) | card P | card R | F1 | "
        "background | equipment |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        b, a = r["before"], r["after"]
        assert isinstance(b, dict)
        assert isinstance(a, dict)

        def pair(k: str, b: dict[str, float] = b, a: dict[str, float] = a) -> str:
            return f"{b[k]:.3f} -> {a[k]:.3f}"

        lines.append(
            f"| {r['set']} | {r['items']} | {r['threshold']:.2f} ({r['cv_right']}/"
            f"{r['cv_wrong']}) | {pair('precision')} | {pair('recall')} | {pair('f1')} | "
            f"{pair('background')} | {pair('equipment')} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("files", nargs="+", help="labelled JSONL sets (one author each)")
    p.add_argument("-o", "--output", help="heads file to write (trained on every set)")
    p.add_argument("--loso", nargs="*", default=[], help="sets to hold out one at a time")
    p.add_argument("--json", help="write the leave-one-set-out rows here")
    p.add_argument(
        "--plain", nargs="*", default=[], help="ordinary descriptions for the learned tier (--loso)"
    )
    p.add_argument("--cache", default=str(cache_dir().parent / "semantic-embeddings.npz"))
    args = p.parse_args(argv)
    import numpy  # noqa: F401  (loaded before the controller looks for BLAS)
    from threadpoolctl import ThreadpoolController

    # One BLAS thread: on the shared machine more threads spin and run ten times slower.
    with ThreadpoolController().limit(limits=1, user_api="blas"):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    began = time.perf_counter()
    model = MiniLM.load()
    data = prepare([Path(f) for f in args.files], model, Path(args.cache))
    print(f"{len(data.items)} items ready in {time.perf_counter() - began:.0f} s", file=sys.stderr)
    if args.loso:
        plain = [line for f in args.plain for line in plain_lines(Path(f))]
        rows = loso(data, args.loso, model, plain)
        print(table(rows))
        if args.json:
            Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    if args.output:
        heads, (th, tp, fp) = train(data, list(range(len(data.items))))
        heads.save(Path(args.output))
        print(
            f"{len(data.items)} items; threshold {th:.2f} (cross-validated additions "
            f"{tp} right, {fp} wrong); wrote {args.output}",
            file=sys.stderr,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
