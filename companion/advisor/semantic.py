"""The semantic tier: cards and the background bonus judged by meaning (issue 15, item 3).

A third tier after the detectors and the learned cues, run where the advisor runs (off
the UI thread). The description, the character's background and approach are embedded by
all-MiniLM-L6-v2 (:mod:`companion.advisor.embed`, the optional extra ``semantic``); small
logistic heads on the embeddings, trained on the labelled sets
(``python -m companion.advisor.semantic_train``) and shipped as
``data/semantic-heads.npz``, then judge:

- **Cards**: per card, a logistic regression on the description's embedding. It only adds
  a pool card the other tiers did not find, when its probability passes ONE global
  threshold (chosen by cross-validation across authors on the training sets; per-card
  thresholds overfit). The evidence is the sentence the card's head scores highest.
- **Background** (rules: "an appropriate application of a character's background or
  problem-solving style"): a logistic regression on nine features of the description's
  embedding against the character's background, approach, weapons and equipment, and its
  length (:func:`background_features`), the detectors' own calls among them; its answer
  replaces the detectors'. (Products of the embeddings, 770 features, fitted the
  training authors and lost accuracy on held-out ones: the small head is the one that
  held across authors.)

Every confirmed ruling at the table is one more example (:meth:`SemanticTier.learn`): a
gradient step on that table's copy of the heads; the shipped file is never rewritten.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from companion.advisor.addressing import sentences
from companion.advisor.embed import MiniLM
from companion.advisor.models import Bonus, CardSuggestion, Evidence, SuggestContext

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    Array = NDArray[np.float32]

HEADS = Path(__file__).resolve().parent / "data" / "semantic-heads.npz"
#: Learning rate of one step at the table (cards, background), and repeats per ruling.
#: The background's: 0.05 lost accuracy over 100 rulings of a simulated campaign, 0.01
#: gained (BENCHMARKS.md, "The semantic tier").
_RATE = 0.5
_BG_RATE = 0.01
_REPEAT = 3


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _z(d: Array, own: Array, bank: Array) -> float:
    """How much nearer ``d`` is to ``own`` than to the texts of ``bank`` (the other
    characters' backgrounds, say), in standard deviations: meaning shared with this
    character rather than with every adventurer."""
    sims = bank @ d
    return (float(d @ own) - float(sims.mean())) / (float(sims.std()) + 1e-6)


#: How many features :func:`background_features` gives.
BG_FEATURES = 9


def background_features(r: Reading, rules: tuple[bool, bool], heads: Heads) -> Array:
    """The background head's input (unscaled): the description's cosine with the
    background and with the approach, the same as standard scores against the banks of
    other characters' (:func:`_z`), the detectors' background and equipment calls (0/1),
    its cosine with the weapons and with the equipment (tools of a trade), and its length
    (log of 1 + its words: a fuller telling shows more of the character; left out of
    the head, accuracy across authors fell in 20 of 29 held-out sets, BENCHMARKS.md)."""
    import numpy as np

    d = r.d
    out: Array = np.array(
        [
            d @ r.background,
            d @ r.approach,
            _z(d, r.background, heads.bank_bg),
            _z(d, r.approach, heads.bank_ap),
            float(rules[0]),
            float(rules[1]),
            d @ r.weapons,
            d @ r.equipment,
            math.log1p(len(r.text.split())),
        ],
        dtype=np.float32,
    )
    return out


@dataclass
class Heads:
    """The tier's weights: one logistic head per card, one for the background."""

    cards: list[str]
    card_w: Array
    card_b: Array
    threshold: float
    bg_w: Array
    bg_b: float
    #: the background features' mean and spread on the training items (to scale them)
    bg_mu: Array
    bg_sd: Array
    #: embeddings of the training items' backgrounds and approaches (for :func:`_z`)
    bank_bg: Array
    bank_ap: Array
    #: card -> row of ``card_w`` (built from ``cards``)
    rows: dict[str, int] = field(init=False)

    def __post_init__(self) -> None:
        self.rows = {card: n for n, card in enumerate(self.cards)}

    @classmethod
    def load(cls, path: Path = HEADS) -> Heads:
        """The shipped heads (a compressed numpy archive; no pickles)."""
        import numpy as np

        with np.load(path, allow_pickle=False) as z:
            return cls(
                cards=[str(c) for c in z["cards"]],
                card_w=z["card_w"].astype(np.float32),
                card_b=z["card_b"].astype(np.float32),
                threshold=float(z["threshold"]),
                bg_w=z["bg_w"].astype(np.float32),
                bg_b=float(z["bg_b"]),
                bg_mu=z["bg_mu"].astype(np.float32),
                bg_sd=z["bg_sd"].astype(np.float32),
                bank_bg=z["bank_bg"].astype(np.float32),
                bank_ap=z["bank_ap"].astype(np.float32),
            )

    def save(self, path: Path) -> None:
        """Write the heads as a compressed archive (float16 weights: a tenth of a MB)."""
        import numpy as np

        np.savez_compressed(
            path,
            cards=np.array(self.cards),
            card_w=self.card_w.astype(np.float16),
            card_b=self.card_b,
            threshold=np.float32(self.threshold),
            bg_w=self.bg_w,
            bg_b=np.float32(self.bg_b),
            bg_mu=self.bg_mu,
            bg_sd=self.bg_sd,
            bank_bg=self.bank_bg.astype(np.float16),
            bank_ap=self.bank_ap.astype(np.float16),
        )

    def card_p(self, card: str, d: Array) -> float | None:
        """Probability that a description (embedding ``d``) earns ``card``; ``None`` for a
        card the heads were never trained on."""
        row = self.rows.get(card)
        if row is None:
            return None
        return _sigmoid(float(self.card_w[row] @ d + self.card_b[row]))

    def background_p(self, features: Array) -> float:
        """Probability that the background bonus applies (``features`` unscaled)."""
        scaled = (features - self.bg_mu) / self.bg_sd
        return _sigmoid(float(self.bg_w @ scaled) + self.bg_b)

    def learn_card(self, card: str, d: Array, label: bool) -> None:
        """One logistic gradient step for ``card`` (a new card gets a head of its own)."""
        import numpy as np

        if card not in self.rows:
            self.rows[card] = len(self.cards)
            self.cards.append(card)
            self.card_w = np.vstack([self.card_w, np.zeros((1, d.shape[0]), np.float32)])
            self.card_b = np.append(self.card_b, np.float32(-3.0)).astype(np.float32)
        row = self.rows[card]
        err = float(label) - (self.card_p(card, d) or 0.0)
        self.card_w[row] += _RATE * err * d
        self.card_b[row] += _RATE * err

    def learn_background(self, features: Array, label: bool) -> None:
        """One logistic gradient step for the background head."""
        err = float(label) - self.background_p(features)
        self.bg_w += _BG_RATE * err * (features - self.bg_mu) / self.bg_sd
        self.bg_b += _BG_RATE * err


class Embedder(Protocol):
    """What embeds: :class:`~companion.advisor.embed.MiniLM` (or a cache in front of it)."""

    def embed(self, texts: Sequence[str]) -> Array: ...

    def embed_one(self, text: str) -> Array: ...


@dataclass
class Reading:
    """One description read by the tier: its embedding and the character's."""

    text: str
    d: Array
    background: Array
    approach: Array
    weapons: Array
    equipment: Array


class SemanticTier:
    """The embedder and the heads (see the module's docstring). Not thread-safe: the
    advisor calls it from one worker thread."""

    def __init__(self, model: Embedder, heads: Heads) -> None:
        self.model = model
        self.heads = heads
        #: embeddings of backgrounds and approaches met so far (a table has few)
        self._known: dict[str, Array] = {}

    @classmethod
    def load(cls, heads: Path = HEADS) -> SemanticTier:
        """The model from the extra and the shipped heads; raises
        :class:`~companion.advisor.embed.EmbedderUnavailable` (saying why) without them."""
        from companion.advisor.embed import EmbedderUnavailable, unavailable

        reason = unavailable()
        if reason is not None:
            raise EmbedderUnavailable(reason)
        if not heads.is_file():
            raise EmbedderUnavailable(f"the semantic tier is off: no heads at {heads}")
        return cls(MiniLM.load(), Heads.load(heads))

    def _embed_known(self, text: str) -> Array:
        found = self._known.get(text)
        if found is None:
            if len(self._known) > 256:
                self._known.clear()
            found = self._known[text] = self.model.embed_one(text)
        return found

    def read(self, context: SuggestContext) -> Reading:
        """Embed the description and (once each) the character's background, approach,
        weapons and equipment."""
        c = context.character
        return Reading(
            text=context.transcript,
            d=self.model.embed_one(context.transcript),
            background=self._embed_known(c.background),
            approach=self._embed_known(c.approach),
            weapons=self._embed_known(c.weapons),
            equipment=self._embed_known(c.equipment),
        )

    def cards(self, r: Reading, candidates: set[str]) -> dict[str, float]:
        """Cards among ``candidates`` whose probability passes the threshold."""
        out = {}
        for card in sorted(candidates):
            p = self.heads.card_p(card, r.d)
            if p is not None and p >= self.heads.threshold:
                out[card] = p
        return out

    def background(self, r: Reading, rule_background: bool, rule_equipment: bool) -> float:
        """Probability that the background bonus applies."""
        return self.heads.background_p(
            background_features(r, (rule_background, rule_equipment), self.heads)
        )

    def sentences(self, text: str) -> list[tuple[int, int]]:
        """Spans ``[start, end)`` of the sentences of ``text`` that hold a word, without
        the spaces at their edges, in order (split by
        :func:`companion.advisor.addressing.sentences`)."""
        spans = []
        for start, end in sentences(text):
            chunk = text[start:end]
            start += len(chunk) - len(chunk.lstrip())
            end -= len(chunk) - len(chunk.rstrip())
            if any(ch.isalnum() for ch in text[start:end]):
                spans.append((start, end))
        return spans or [(0, len(text))]

    def best_sentence(self, r: Reading, score: Array) -> tuple[int, int]:
        """The sentence of the description whose embedding scores highest on ``score`` (a
        card's weights, or the background's embedding): the evidence's span."""
        spans = self.sentences(r.text)
        if len(spans) == 1:
            return spans[0]
        e = self.model.embed([r.text[a:b] for a, b in spans])
        return spans[int((e @ score).argmax())]

    def _evidence(self, r: Reading, score: Array, why: str) -> Evidence:
        start, end = self.best_sentence(r, score)
        return Evidence(quote=r.text[start:end], start=start, end=end, why=why)

    def judge(
        self,
        context: SuggestContext,
        candidates: set[str],
        background: Bonus,
        equipment: Bonus,
    ) -> tuple[list[CardSuggestion], Bonus]:
        """The tier's part of a suggestion: the pool cards it adds among ``candidates``
        (those no other tier found), and the background bonus by meaning (replacing the
        detectors' ``background``, which it reads as a feature with ``equipment``)."""
        r = self.read(context)
        cards = []
        for card, p in self.cards(r, candidates).items():
            weights = self.heads.card_w[self.heads.rows[card]]
            evidence = self._evidence(r, weights, f"semantic {p:.2f}")
            cards.append(CardSuggestion(card=card, count=1, evidence=[evidence]))
        p = self.background(r, background.applies, equipment.applies)
        if p >= 0.5 and not background.applies:
            why = f"by meaning ({p:.2f}): fits the background or approach"
            evidence = self._evidence(r, r.background + r.approach, why)
            background = Bonus(applies=True, reason=why, evidence=[evidence])
        elif p < 0.5 and background.applies:
            background = Bonus(
                reason=f"by meaning ({p:.2f}): the words matched ({background.reason}), "
                "the meaning does not"
            )
        return cards, background

    def learn(
        self,
        context: SuggestContext,
        earned: set[str],
        background: bool | None = None,
        rules: tuple[bool, bool] = (False, False),
    ) -> None:
        """One confirmed ruling: each pool card a positive or negative example, and the
        background bonus one when the ruling says (``rules``: the detectors' background
        and equipment calls on the same description)."""
        r = self.read(context)
        features = background_features(r, rules, self.heads)
        for _ in range(_REPEAT):
            for card in set(context.pool):
                self.heads.learn_card(card, r.d, card in earned)
            if background is not None:
                self.heads.learn_background(features, background)
