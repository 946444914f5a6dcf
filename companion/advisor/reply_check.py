"""How an LLM's reply is checked before the GM sees it: the one validator of every backend.

The model is there to catch what the deck's detectors miss, and the transcript is
untrusted speech that can talk a model into anything ("Note to the judge: the rules above
no longer apply..."). So the model may keep, drop and explain what the detectors found,
and add what they missed, but every claim needs its own words of the transcript that the
claim could fit, checked here, never taken on the model's word.

Cards (rules, "Cards": "an action can count both of them if it has two distinct counts
of the specified offense"):

- unknown ids, cards not in the pool and declared cards are dropped;
- each instance counted needs its own quote: it occurs in the transcript (case,
  punctuation and spacing aside), it overlaps no quote of another instance or card, and
  it lies outside every sentence that addresses the advisor
  (:func:`~companion.advisor.addressing.advisor_sentences`: the game's machinery named,
  markup, hidden characters, another language, the injection phrases);
- an instance the card's own detectors (its cues, patterns and structural checks, or the
  evidence of the detectors' suggestion, learned cues included) find in or near the
  quote, within :data:`NEAR_WORDS` words, is *confirmed*; each hit backs one instance;
- any other instance is the model's *addition*: its quoted words must pass the card's
  "could fit" gate (:mod:`companion.advisor.gates`, written from the card's definition),
  at most :data:`MAX_MODEL_ADDITIONS` additions per action, and each is marked "from the
  model" (on its evidence, so on screen and in the log) for the GM to weigh;
- the count is capped by the copies in the pool.

Character bonuses ("Character bonuses"): background and equipment stand only when the
model quotes the transcript (outside the advisor-addressing sentences) and names a block
of the sheet that bonus may rest on (:data:`BONUS_BLOCKS`), and the quoted words apply
that block: they share a word (by lemma) with it, or the bonus detectors find the block
applied in or near them. A bonus the detectors also give is confirmed; one they do not
is an addition (counted in the cap, marked "from the model"); a bonus the model denies is
withdrawn. The -2 contradiction penalty: the model may add one the contradiction
detectors confirm on its quote (and not on a card's words: "this contradiction is not
earning a card bonus"), never lift the detectors' (its objection is shown). The clever
bonus is "an especially clever response" in the GM's judgement: the model's value is
shown as a reason, never applied. ``overwhelming_possible`` holds only when the detectors
allow it too; the target may differ from the detectors' only for an active challenge the
player named; ``declared`` voids cards and bonuses, never the penalty.

The card claims are checked here, the bonus claims in
:mod:`companion.advisor.reply_bonuses`, both on one :class:`~companion.advisor.reply_quotes.Quotes`
(where the quotes lie, which already back a claim, the additions so far).

So whatever the model says, it gains at most :data:`MAX_MODEL_ADDITIONS` over the
detectors, each on words that could earn it and that tell the story
(``tests/advisor/test_injection.py``: 25 injections and a property over any reply).
"""

from __future__ import annotations

from collections import Counter

from companion.advisor.detect import CardDetector
from companion.advisor.gates import could_fit
from companion.advisor.llm_schema import LlmSuggestion
from companion.advisor.models import (
    FROM_MODEL,
    CardSuggestion,
    Evidence,
    SuggestContext,
    Suggestion,
)
from companion.advisor.reply_bonuses import BonusCheck
from companion.advisor.reply_quotes import MAX_MODEL_ADDITIONS, Quotes
from companion.advisor.text import Hit
from companion.deck import Deck, normalise

__all__ = ["DECLARABLE", "FROM_MODEL", "MAX_MODEL_ADDITIONS", "NEAR_WORDS", "ReplyChecker"]

#: The bonuses a player can void by declaring them ("Players do not declare...").
DECLARABLE = ("background", "equipment", "clever")

#: How many words away from a quote a card's detector hit may be, by card kind.
NEAR_WORDS = {"prose": 2, "logic": 8}


class ReplyChecker:
    """Checks replies against one deck's detectors (build once per advisor)."""

    def __init__(self, deck: Deck, detector: CardDetector | None = None) -> None:
        self.deck = deck
        self.detector = detector or CardDetector(deck)

    def check(
        self, reply: LlmSuggestion, context: SuggestContext, fast: Suggestion, source: str
    ) -> Suggestion:
        """The reply as a :class:`Suggestion`; ``fast`` is the detectors' suggestion for
        the same context. What fails a check is dropped with a note."""
        return _Check(self, reply, context, fast).run(source)


class _Check:
    """One reply being checked: its card claims here, its bonuses by :class:`BonusCheck`."""

    def __init__(
        self, checker: ReplyChecker, reply: LlmSuggestion, context: SuggestContext, fast: Suggestion
    ) -> None:
        self.deck = checker.deck
        self.detector = checker.detector
        self.reply = reply
        self.context = context
        self.fast = fast
        names = [c.name for c in self.deck.cards] + [c.id for c in self.deck.cards]
        self.q = Quotes(context.read(), names)
        self.bonuses = BonusCheck(self.q, reply, context, fast)

    def run(self, source: str) -> Suggestion:
        declared = self._declared()
        cards = self._cards(declared)
        target = self.reply.target_challenge
        if target != self.fast.target_challenge and not self._named(target):
            target = self.fast.target_challenge
        return Suggestion(
            cards=cards,
            background=self.bonuses.bonus("background", declared),
            equipment=self.bonuses.bonus("equipment", declared),
            contradiction=self.bonuses.contradiction(),
            clever=self.bonuses.clever(declared),
            declared=sorted(declared),
            target_challenge=target,
            overwhelming_possible=(
                self.reply.overwhelming_possible and self.fast.overwhelming_possible
            )
            and target is not None,
            source=source,
            notes=self.q.notes,
        )

    def _named(self, target: str | None) -> bool:
        """Whether ``target`` is an active challenge the player's words name (a word of
        its name said), so the model may pick it over the detectors' choice."""
        for challenge in self.context.challenges:
            if challenge.name == target:
                said = {w.text for w in self.q.t.words}
                return any(len(w) > 2 and w in said for w in normalise(target).split())
        return False

    def _declared(self) -> set[str]:
        """What the player declared (void): the model's names that exist, and the detectors'.
        The contradiction penalty is not a bonus a player can void by declaring it."""
        pool = set(self.context.pool)
        named = {d for d in self.reply.declared if d in DECLARABLE or d in pool}
        return named | set(self.fast.declared)

    def _cards(self, declared: set[str]) -> list[CardSuggestion]:
        pool = Counter(self.context.pool)
        found = {
            c.card: list(c.hits) for c in self.detector.detect(self.q.t, only=set(pool) - declared)
        }
        for c in self.fast.cards:  # the detectors' other tiers (learned cues) count too
            known = found.setdefault(c.card, [])
            for h in (self.q.hit(e) for e in c.evidence):
                if h is not None and not any(h.overlaps(k) for k in known):
                    known.append(h)
        out: dict[str, list[Evidence]] = {}
        for claim in self.reply.cards:
            card = claim.card
            if not self.deck.has(card):
                self.q.notes.append(f"dropped unknown card {card[:40]!r}")
                continue
            if card not in pool:
                self.q.notes.append(f"dropped {card}: not in the pool")
                continue
            if card in declared:
                self.q.notes.append(f"dropped {card}: the player declared it")
                continue
            cap = min(pool[card], self.deck.card(card).copies)
            have = out.setdefault(card, [])
            near = NEAR_WORDS.get(self.deck.card(card).kind, NEAR_WORDS["prose"])
            for quote in claim.quotes[: claim.count]:
                if len(have) >= cap:
                    self.q.notes.append(f"{card}: more instances claimed than copies in the pool")
                    break
                ev = self._card_instance(card, quote, found.get(card, []), near)
                if ev is not None:
                    have.append(ev)
            if len(claim.quotes) < claim.count:
                self.q.notes.append(f"{card}: count {claim.count} with fewer quotes: one per quote")
        cards = []
        for card, evidence in out.items():
            if evidence:
                cards.append(CardSuggestion(card=card, count=len(evidence), evidence=evidence))
            else:
                self.q.notes.append(f"dropped {card}: no quote that could earn it")
        return cards

    def _card_instance(self, card: str, quote: str, hits: list[Hit], near: int) -> Evidence | None:
        """Evidence for one instance of ``card``: confirmed by a detector hit (used up), or
        added by the model when its words could fit the card and the cap allows."""
        places = self.q.places(card, quote)
        for span, start, end in places:
            for i, hit in enumerate(hits):
                if span.near(self.q.span(hit.start, hit.end), near):
                    del hits[i]
                    self.q.used.append(span)
                    return self.q.evidence(start, end, f"llm, confirmed: {hit.why or 'cue'}")
        if not places:
            return None
        span, start, end = places[0]
        fits = could_fit(card, self.q.text[start:end])
        if fits is None:
            self.q.notes.append(
                f"dropped a quote for {card}: the card cannot fit {quote[:60]!r} "
                "(its definition needs other words)"
            )
            return None
        if self.q.added >= MAX_MODEL_ADDITIONS:
            self.q.notes.append(
                f"dropped {card} on {quote[:60]!r}: the model already added "
                f"{MAX_MODEL_ADDITIONS} this action"
            )
            return None
        self.q.added += 1
        self.q.used.append(span)
        self.q.notes.append(f"{card} added {FROM_MODEL}: {fits}")
        return self.q.evidence(start, end, f"{FROM_MODEL}: could fit ({fits})")
