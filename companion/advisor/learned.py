"""Cues learned from labelled examples: a second tier after the hand-written detectors.

Per card, a logistic model over the words of the spoken view (lemmas, and pairs of
neighbouring lemmas) says how likely a description earns the card. It is trained on
labelled sets (``python -m companion.advisor.train``), shipped as weights
(``data/learned-cues.json.gz``), and can keep learning at the table: every ruling the GM
confirms is an example (:meth:`LearnedCues.learn`), positive for the pool cards it
earned and negative for those it did not, so a table's own phrasing ("as you lot know",
a player's favourite malapropism) is picked up after a few rulings.

The tier only adds: a card the detectors already found stands; the tier proposes a
pool card only when its probability passes one global threshold (chosen by
cross-validation across authors, never per card: see :mod:`companion.advisor.train`),
with the words that weigh most for it as evidence.
"""

from __future__ import annotations

import gzip
import json
import math
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from companion.advisor import nlp
from companion.advisor.discourse import discourse_like
from companion.advisor.text import Hit, Transcript

WEIGHTS = Path(__file__).resolve().parent / "data" / "learned-cues.json.gz"
#: Learning rate and L2 strength of one online step at the table.
_RATE = 0.5
_L2 = 1e-3
#: Words too common to carry a card alone (bigrams keep them: "you too", "either or").
_SKIP = nlp.STOPWORDS - {"too", "either", "always", "never", "every", "all", "because"}


def features(t: Transcript) -> dict[str, tuple[int, int]]:
    """Feature -> (first, last) word indices of the spoken view where it occurs first.

    Lemmas (``u:``, less the commonest words), neighbouring pairs (``b:``, and the last
    lemma alone) and pairs one word apart (``k:``, "you ... too" whatever stands between).
    The filler "like" of speech is no word of the description (:func:`discourse_like`).

    >>> sorted(f for f in features(Transcript("you're one to talk")) if f[0] != "k")
    ['b:be one', 'b:one to', 'b:talk', 'b:to talk', 'b:you be', 'u:talk']
    >>> sorted(f for f in features(Transcript("you're one to talk")) if f[0] == "k")
    ['k:be _ to', 'k:one _ talk', 'k:you _ one']
    >>> sorted(f for f in features(Transcript("he's like, run")) if f[0] == "b")
    ['b:be run', 'b:he be', 'b:run']
    """
    spoken = t.spoken
    words = spoken.words
    kept = [w.index for w in words if not discourse_like(spoken, w.index)]
    lem = [nlp.lemma(words[i].text) for i in kept]
    out: dict[str, tuple[int, int]] = {}
    for i, w in enumerate(lem):
        if w not in _SKIP and not w.isdigit():
            out.setdefault(f"u:{w}", (kept[i], kept[i]))
    for i, (a, b) in enumerate(pairwise(lem)):
        out.setdefault(f"b:{a} {b}", (kept[i], kept[i + 1]))
    for i in range(len(lem) - 2):
        out.setdefault(f"k:{lem[i]} _ {lem[i + 2]}", (kept[i], kept[i + 2]))
    if lem:
        out.setdefault(f"b:{lem[-1]}", (kept[-1], kept[-1]))
    return out


@dataclass
class CardModel:
    """One card's weights (feature -> weight) and bias."""

    bias: float = 0.0
    weights: dict[str, float] = field(default_factory=dict)

    def score(self, feats: dict[str, tuple[int, int]]) -> float:
        """Probability that the description earns the card."""
        z = self.bias + sum(self.weights.get(f, 0.0) for f in feats)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def step(self, feats: dict[str, tuple[int, int]], label: bool, rate: float = _RATE) -> None:
        """One gradient step of logistic loss (with L2 on the weights it touches)."""
        err = (1.0 if label else 0.0) - self.score(feats)
        self.bias += rate * err
        for f in feats:
            w = self.weights.get(f, 0.0)
            self.weights[f] = w + rate * (err - _L2 * w)


@dataclass
class LearnedCues:
    """Every card's model and the one threshold a probability must pass."""

    models: dict[str, CardModel] = field(default_factory=dict)
    threshold: float = 0.9

    @classmethod
    def load(cls, path: Path = WEIGHTS) -> LearnedCues:
        """The shipped weights (an empty tier when the file is absent)."""
        if not path.is_file():
            return cls()
        with gzip.open(path, "rt", encoding="utf-8") as fp:
            raw = json.load(fp)
        models = {
            card: CardModel(bias=float(m["bias"]), weights=dict(m["weights"]))
            for card, m in raw["models"].items()
        }
        return cls(models=models, threshold=float(raw["threshold"]))

    def save(self, path: Path) -> None:
        """Write the weights (small ones dropped) as gzipped JSON."""
        data = {
            "threshold": self.threshold,
            "models": {
                card: {
                    "bias": round(m.bias, 4),
                    "weights": {
                        f: round(w, 4) for f, w in sorted(m.weights.items()) if abs(w) >= 0.12
                    },
                }
                for card, m in sorted(self.models.items())
            },
        }
        with gzip.open(path, "wt", encoding="utf-8") as fp:
            fp.write(json.dumps(data, separators=(",", ":")) + "\n")

    def suggest(self, t: Transcript, cards: set[str]) -> dict[str, Hit]:
        """Cards among ``cards`` the model is sure enough of, each with the span (of ``t``'s
        normalised text) of the feature that weighs most for it."""
        feats = features(t)
        spoken = t.spoken
        out: dict[str, Hit] = {}
        for card in sorted(cards):
            model = self.models.get(card)
            if model is None:
                continue
            p = model.score(feats)
            if p < self.threshold:
                continue
            best = max(feats, key=lambda f: model.weights.get(f, 0.0))
            first, last = feats[best]
            hit = Hit(spoken.words[first].start, spoken.words[last].end, f"learned {p:.2f}")
            out[card] = t.in_view(spoken, hit) if spoken is not t else hit
        return out

    def learn(self, t: Transcript, pool: set[str], earned: set[str], repeat: int = 3) -> None:
        """One confirmed ruling: for each pool card, a positive or negative example."""
        feats = features(t)
        for card in pool:
            model = self.models.setdefault(card, CardModel(bias=-3.0))
            for _ in range(repeat):
                model.step(feats, card in earned)
