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

So whatever the model says, it gains at most :data:`MAX_MODEL_ADDITIONS` over the
detectors, each on words that could earn it and that tell the story
(``tests/advisor/test_injection.py``: 25 injections and a property over any reply).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from companion.advisor import nlp
from companion.advisor.addressing import advisor_sentences
from companion.advisor.bonuses import background_hits, contradiction_hits
from companion.advisor.detect import CardDetector
from companion.advisor.equipment import equipment_hits
from companion.advisor.gates import could_fit
from companion.advisor.llm_schema import BONUS_BLOCKS, LlmBonus, LlmSuggestion
from companion.advisor.models import (
    FROM_MODEL,
    Bonus,
    CardSuggestion,
    Clever,
    Evidence,
    SuggestContext,
    Suggestion,
)
from companion.advisor.text import Hit, Transcript
from companion.deck import Deck, normalise
from engine.table import Character

#: The bonuses a player can void by declaring them ("Players do not declare...").
DECLARABLE = ("background", "equipment", "clever")

#: How many words away from a quote a card's detector hit may be, by card kind.
NEAR_WORDS = {"prose": 2, "logic": 8}
#: Bonus detector hits may be this many words from the quote.
BONUS_NEAR_WORDS = 3
#: Longest reason kept from the model, in characters.
MAX_REASON = 200
#: Most card instances and bonuses the model may add to the detectors' in one action.
#: Two: on the labelled sets the detectors miss at most two of an item's card instances
#: and bonuses on most items (BENCHMARKS.md, "The LLM's additions"), and it bounds what
#: a model talked round can add to +2 on a roll, each marked for the GM.
MAX_MODEL_ADDITIONS = 2


@dataclass(frozen=True)
class Span:
    """A span of the normalised transcript, as word indices (inclusive)."""

    first: int
    last: int

    def overlaps(self, other: Span) -> bool:
        """Whether the two share a word."""
        return self.first <= other.last and other.first <= self.last

    def near(self, other: Span, words: int) -> bool:
        """Whether ``other`` lies within ``words`` words of this span."""
        return self.first - words <= other.last and other.first <= self.last + words


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
    """One reply being checked (the transcript's spans and the evidence used so far)."""

    def __init__(
        self, checker: ReplyChecker, reply: LlmSuggestion, context: SuggestContext, fast: Suggestion
    ) -> None:
        self.deck = checker.deck
        self.detector = checker.detector
        self.reply = reply
        self.context = context
        self.fast = fast
        self.t = Transcript(context.transcript)
        self.notes: list[str] = []
        self.used: list[Span] = []
        names = [c.name for c in self.deck.cards] + [c.id for c in self.deck.cards]
        self.aside = [
            self._span(*self.t.norm_span(s, e)) for s, e in advisor_sentences(self.t, names)
        ]
        #: The model's additions so far (card instances and bonuses).
        self.added = 0

    def _span(self, start: int, end: int) -> Span:
        """Word span of normalised span ``[start, end)``."""
        first = self.t.word_at(start)
        last = max(first, self.t.word_at(max(start, end - 1)))
        return Span(first, min(last, max(len(self.t.words) - 1, 0)))

    def _occurrences(self, quote: str) -> list[tuple[Span, int, int]]:
        """Every place the quote's words occur: (word span, original start, original end)."""
        needle = normalise(quote)
        if not needle or not self.t.words:
            return []
        out = []
        for m in re.finditer(rf"(?<![a-z0-9]){re.escape(needle)}(?![a-z0-9])", self.t.norm):
            start, end = self.t.span(m.start(), m.end())
            out.append((self._span(m.start(), m.end()), start, end))
        return out

    def _hit(self, e: Evidence) -> Hit | None:
        """A detector's evidence as a hit on the normalised text (None without offsets)."""
        if e.start is None or e.end is None:
            return None
        return Hit(*self.t.norm_span(e.start, e.end), e.why)

    def _evidence(self, start: int, end: int, why: str) -> Evidence:
        return Evidence(quote=self.context.transcript[start:end], start=start, end=end, why=why)

    def run(self, source: str) -> Suggestion:
        declared = self._declared()
        cards = self._cards(declared)
        target = self.reply.target_challenge
        if target != self.fast.target_challenge and not self._named(target):
            target = self.fast.target_challenge
        return Suggestion(
            cards=cards,
            background=self._bonus("background", declared),
            equipment=self._bonus("equipment", declared),
            contradiction=self._contradiction(),
            clever=self._clever(declared),
            declared=sorted(declared),
            target_challenge=target,
            overwhelming_possible=(
                self.reply.overwhelming_possible and self.fast.overwhelming_possible
            )
            and target is not None,
            source=source,
            notes=self.notes,
        )

    def _named(self, target: str | None) -> bool:
        """Whether ``target`` is an active challenge the player's words name (a word of
        its name said), so the model may pick it over the detectors' choice."""
        for challenge in self.context.challenges:
            if challenge.name == target:
                said = {w.text for w in self.t.words}
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
            c.card: list(c.hits) for c in self.detector.detect(self.t, only=set(pool) - declared)
        }
        for c in self.fast.cards:  # the detectors' other tiers (learned cues) count too
            known = found.setdefault(c.card, [])
            for h in (self._hit(e) for e in c.evidence):
                if h is not None and not any(h.overlaps(k) for k in known):
                    known.append(h)
        out: dict[str, list[Evidence]] = {}
        for claim in self.reply.cards:
            card = claim.card
            if not self.deck.has(card):
                self.notes.append(f"dropped unknown card {card[:40]!r}")
                continue
            if card not in pool:
                self.notes.append(f"dropped {card}: not in the pool")
                continue
            if card in declared:
                self.notes.append(f"dropped {card}: the player declared it")
                continue
            cap = min(pool[card], self.deck.card(card).copies)
            have = out.setdefault(card, [])
            near = NEAR_WORDS.get(self.deck.card(card).kind, NEAR_WORDS["prose"])
            for quote in claim.quotes[: claim.count]:
                if len(have) >= cap:
                    self.notes.append(f"{card}: more instances claimed than copies in the pool")
                    break
                ev = self._card_instance(card, quote, found.get(card, []), near)
                if ev is not None:
                    have.append(ev)
            if len(claim.quotes) < claim.count:
                self.notes.append(f"{card}: count {claim.count} with fewer quotes: one per quote")
        cards = []
        for card, evidence in out.items():
            if evidence:
                cards.append(CardSuggestion(card=card, count=len(evidence), evidence=evidence))
            else:
                self.notes.append(f"dropped {card}: no quote that could earn it")
        return cards

    def _places(self, what: str, quote: str) -> list[tuple[Span, int, int]]:
        """Where ``quote`` may back a claim: in the transcript, not already backing one,
        not in words that address the advisor (a note says why when nowhere)."""
        places = self._occurrences(quote)
        if not places:
            self.notes.append(
                f"dropped a quote for {what}: {quote[:60]!r} is not in the transcript"
            )
            return []
        free = [p for p in places if not any(p[0].overlaps(u) for u in self.used)]
        if not free:
            self.notes.append(f"dropped a quote for {what}: {quote[:60]!r} already backs a claim")
            return []
        clean = [p for p in free if not any(p[0].overlaps(i) for i in self.aside)]
        if not clean:
            self.notes.append(f"dropped a quote for {what}: its words address the advisor")
        return clean

    def _card_instance(self, card: str, quote: str, hits: list[Hit], near: int) -> Evidence | None:
        """Evidence for one instance of ``card``: confirmed by a detector hit (used up), or
        added by the model when its words could fit the card and the cap allows."""
        places = self._places(card, quote)
        for span, start, end in places:
            for i, hit in enumerate(hits):
                if span.near(self._span(hit.start, hit.end), near):
                    del hits[i]
                    self.used.append(span)
                    return self._evidence(start, end, f"llm, confirmed: {hit.why or 'cue'}")
        if not places:
            return None
        span, start, end = places[0]
        fits = could_fit(card, self.context.transcript[start:end])
        if fits is None:
            self.notes.append(
                f"dropped a quote for {card}: the card cannot fit {quote[:60]!r} "
                "(its definition needs other words)"
            )
            return None
        if self.added >= MAX_MODEL_ADDITIONS:
            self.notes.append(
                f"dropped {card} on {quote[:60]!r}: the model already added "
                f"{MAX_MODEL_ADDITIONS} this action"
            )
            return None
        self.added += 1
        self.used.append(span)
        self.notes.append(f"{card} added {FROM_MODEL}: {fits}")
        return self._evidence(start, end, f"{FROM_MODEL}: could fit ({fits})")

    def _bonus(self, name: str, declared: set[str]) -> Bonus:
        """A yes/no bonus: the model may withdraw the detectors' bonus, keep it when its
        quote applies the named block, or add it that way (counted in the cap)."""
        claim: LlmBonus = getattr(self.reply, name)
        detected: Bonus = getattr(self.fast, name)
        if name in declared:
            return Bonus(reason="declared by the player: not awarded")
        if not claim.applies:
            if detected.applies:
                self.notes.append(f"{name}: withdrawn by the model ({_clip(claim.reason)})")
            return Bonus(reason=_clip(claim.reason))
        detected = self._told(name, detected)
        evidence = self._bonus_evidence(name, claim)
        if evidence is None:
            return detected
        if detected.applies:
            reason = _clip(f"{claim.block}: {claim.reason}")
            return Bonus(applies=True, reason=reason, evidence=[evidence])
        if self.added >= MAX_MODEL_ADDITIONS:
            self.notes.append(f"{name}: the model already added {MAX_MODEL_ADDITIONS}")
            return Bonus(reason=f"the model suggests it ({_clip(claim.reason)}); the GM decides")
        self.added += 1
        self.notes.append(f"{name} added {FROM_MODEL}: {evidence.why}")
        reason = _clip(f"{FROM_MODEL}: {claim.block}: {claim.reason}")
        marked = evidence.model_copy(update={"why": f"{FROM_MODEL}: {evidence.why}"})
        return Bonus(applies=True, reason=reason, evidence=[marked])

    def _told(self, name: str, detected: Bonus) -> Bonus:
        """The detectors' bonus on its words that tell the story: evidence in words that
        address the advisor is left out, and a bonus with none left is not given (the
        instruction earns nothing, even where a detector matched its words)."""
        if not detected.applies or not detected.evidence:
            return detected
        clean = [
            e
            for e in detected.evidence
            if e.start is None
            or e.end is None
            or not any(
                self._span(*self.t.norm_span(e.start, e.end)).overlaps(a) for a in self.aside
            )
        ]
        if len(clean) == len(detected.evidence):
            return detected
        if not clean:
            self.notes.append(f"{name}: the detectors' words address the advisor")
            return Bonus(reason=f"{name}: its words address the advisor")
        return detected.model_copy(update={"evidence": clean})

    def _contradiction(self) -> Bonus:
        """The -2 penalty: the model may confirm the detectors' or add one it proves (a
        quote the contradiction detectors confirm, not the words of a card: "this
        contradiction is not earning a card bonus"); it never lifts the detectors' one."""
        claim = self.reply.contradiction
        detected = self.fast.contradiction
        if detected.applies:
            if not claim.applies:
                self.notes.append(f"contradiction: the model disputes it ({_clip(claim.reason)})")
                why = _clip(f"{detected.reason}; the model disputes it: {claim.reason}")
                return detected.model_copy(update={"reason": why})
            return detected
        if not claim.applies:
            return detected
        evidence = self._bonus_evidence("contradiction", claim)
        if evidence is not None and evidence.start is not None and evidence.end is not None:
            span = self._span(*self.t.norm_span(evidence.start, evidence.end))
            if not any(span.overlaps(u) for u in self.used):
                reason = _clip(f"{claim.block}: {claim.reason}")
                return Bonus(applies=True, reason=reason, evidence=[evidence])
        return Bonus(reason=f"the model suggests it ({_clip(claim.reason)}); the GM decides")

    def _bonus_evidence(self, name: str, claim: LlmBonus) -> Evidence | None:
        """The claim's quote, when it names a block this bonus may rest on and the quoted
        words apply it: they share a word (by lemma) with the block, or the bonus detectors
        find the block applied in or near them (the contradiction: the detectors only)."""
        if claim.block not in BONUS_BLOCKS[name]:
            self.notes.append(f"{name}: block {claim.block or '(none)'!r} cannot give it")
            return None
        places = self._occurrences(claim.quote)
        clean = [p for p in places if not any(p[0].overlaps(i) for i in self.aside)]
        if not clean:
            self.notes.append(f"{name}: quote {claim.quote[:60]!r} is not usable evidence")
            return None
        hits = self._bonus_hits(name, claim.block)
        sheet = _lemmas(self.context.character.block(claim.block))
        for span, start, end in clean:
            if any(span.near(self._span(h.start, h.end), BONUS_NEAR_WORDS) for h in hits):
                return self._evidence(start, end, f"llm, confirmed: {claim.block}")
            shared = sorted(_lemmas(self.context.transcript[start:end]) & sheet)
            if shared and name != "contradiction":
                return self._evidence(start, end, f"shares {shared[0]!r} with the {claim.block}")
        self.notes.append(f"{name}: {claim.block} does not fit {claim.quote[:60]!r}")
        return None

    def _bonus_hits(self, name: str, block: str) -> list[Hit]:
        """The bonus detectors' hits for one block of the sheet alone."""
        ch = self.context.character
        if name == "contradiction":
            return contradiction_hits(self.t, ch)
        alone = Character(name=ch.name, **{block: ch.block(block)})
        if name == "background":
            return background_hits(self.t, alone, skip=[])
        return equipment_hits(self.t, alone)

    def _clever(self, declared: set[str]) -> Clever:
        """The GM's call: the model's value is shown, the detectors' value (0) stands."""
        claim = self.reply.clever
        base = self.fast.clever
        if "clever" in declared:
            return Clever(value=0, reason="declared by the player: not awarded")
        if claim.value == 0:
            return base
        said = f" ({claim.quote[:60]!r})" if self._occurrences(claim.quote) else ""
        reason = _clip(f"the model suggests +{claim.value}{said}: {claim.reason}; the GM decides")
        return Clever(value=base.value, reason=reason)


def _lemmas(text: str) -> set[str]:
    """The content words of ``text`` by lemma (function words and numbers left out)."""
    return {nlp.lemma(w) for w in nlp.content(normalise(text).split()) if len(w) > 2}


def _clip(text: str) -> str:
    """A model's free text, on one line and at most :data:`MAX_REASON` characters."""
    one = " ".join(text.split())
    return one if len(one) <= MAX_REASON else one[: MAX_REASON - 1] + "…"
