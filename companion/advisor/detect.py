"""Card detectors: the deck's cue phrases and patterns plus the structural checks.

Rule ("Cards"): "If both copies are in the pool, an action can count both of
them if it has two distinct counts of the specified offense." A card's count is
the number of distinct (non-overlapping) hits, capped by its copies in the pool.

>>> from companion.deck import standard_deck
>>> d = CardDetector(standard_deck())
>>> [(h.card, len(h.hits)) for h in d.detect(Transcript("For all intensive purposes, I swing."))]
[('malapropism', 1)]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import regex  # type: ignore[import-untyped]

from companion.advisor import nlp
from companion.advisor.asides import asides, bracketed
from companion.advisor.checks import CHECKS
from companion.advisor.models import CardSuggestion, Evidence
from companion.advisor.patterns import Budget
from companion.advisor.text import Hit, Transcript
from companion.deck import Card, Deck


@dataclass(frozen=True)
class CardHits:
    """All distinct hits of one card in one transcript (normalised spans)."""

    card: str
    hits: tuple[Hit, ...]


#: A compiled cue (a ``regex`` pattern: its matching can stop at a timeout).
Cue = Any


def _bounded(body: str) -> Cue:
    return regex.compile(rf"(?<![a-z0-9])(?:{body})(?![a-z0-9])")


def _compile(card: Card) -> list[Cue]:
    out: list[Cue] = []
    phrases = sorted(set(card.cues.phrases), key=len, reverse=True)
    if phrases:
        out.append(_bounded("|".join(regex.escape(p) for p in phrases)))
    out.extend(_bounded(pattern) for pattern in card.cues.patterns)
    return out


def _lemma_phrases(card: Card) -> Cue | None:
    """The card's multi-word phrases in lemma form, so "returning back" finds "return back"."""
    forms = {" ".join(nlp.lemma(w) for w in p.split()) for p in card.cues.phrases if " " in p}
    if not forms:
        return None
    return _bounded("|".join(regex.escape(f) for f in sorted(forms, key=len, reverse=True)))


def lemma_text(t: Transcript) -> tuple[str, list[int]]:
    """The transcript's words as lemmas joined by spaces, and each lemma's word index by offset."""
    parts: list[str] = []
    owner: list[int] = []
    for w in t.words:
        lem = nlp.lemma(w.text)
        if parts:
            owner.append(w.index)
        parts.append(lem)
        owner.extend([w.index] * len(lem))
    return " ".join(parts), owner


def _distinct(hits: list[Hit]) -> tuple[Hit, ...]:
    """Overlapping hits merged into one; earliest first."""
    out: list[Hit] = []
    for h in sorted(hits, key=lambda h: (h.start, -h.end)):
        if out and out[-1].overlaps(h):
            last = out[-1]
            out[-1] = Hit(last.start, max(last.end, h.end), last.why or h.why)
        else:
            out.append(h)
    return tuple(out)


def _only_the_actor(t: Transcript, hit: Hit) -> bool:
    """Whether ``hit`` covers nothing but the acting character's name ("Thunk swings"
    for a barbarian called Thunk): the name is the character sheet's, not the telling."""
    said = [w.text for w in t.words if hit.start < w.end and w.start < hit.end]
    return bool(said) and all(w in t.actor_words for w in said)


class CardDetector:
    """Every card's detectors, compiled once per deck."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self._patterns = {card.id: _compile(card) for card in deck.cards}
        self._lemma = {card.id: _lemma_phrases(card) for card in deck.cards}

    def hits(
        self,
        t: Transcript,
        card: Card,
        lemmas: tuple[str, list[int]] | None = None,
        budget: Budget | None = None,
    ) -> list[Hit]:
        """Raw hits of one card, before merging and yielding (``lemmas``: :func:`lemma_text`).

        The deck's patterns share ``budget`` (one per description when not given): a
        pattern that runs out of time finds nothing and is named in ``budget.timed_out``.
        """
        budget = budget or Budget()
        found: list[Hit] = []
        for pattern in self._patterns[card.id]:
            spans = budget.finditer(pattern, t.norm, card.id)
            found.extend(Hit(start, end, "cue") for start, end in spans)
        lemma_pattern = self._lemma[card.id]
        if lemma_pattern is not None:
            text, owner = lemmas or lemma_text(t)
            for start, end in budget.finditer(lemma_pattern, text, card.id):
                first, last = t.words[owner[start]], t.words[owner[end - 1]]
                found.append(Hit(first.start, last.end, "cue"))
        for check in card.cues.checks:
            found.extend(CHECKS[check](t))
        return found

    def detect(
        self, t: Transcript, only: set[str] | None = None, budget: Budget | None = None
    ) -> list[CardHits]:
        """Cards with at least one hit (all cards, or those in ``only``), deck order.

        Cues and checks read both the normalised words and their spoken-register view
        (:attr:`Transcript.spoken`), so "he's thinking" and "he is thinking" match alike.
        A card's hit that overlaps a hit of a card it ``yields_to`` is dropped, and so is a
        hit inside an out-of-character aside (:mod:`companion.advisor.asides`), reaching
        into one set off in brackets, or covering only the acting character's name.
        """
        budget = budget or Budget()
        wanted = [c for c in self.deck.cards if only is None or c.id in only]
        needed = {y for c in wanted for y in c.cues.yields_to}
        raw: dict[str, tuple[Hit, ...]] = {}
        spoken = t.spoken
        lemmas = lemma_text(t)
        spoken_lemmas = lemma_text(spoken) if spoken is not t else lemmas
        for card in self.deck.cards:
            if card.id in {c.id for c in wanted} or card.id in needed:
                found = self.hits(t, card, lemmas, budget)
                if spoken is not t:
                    also = self.hits(spoken, card, spoken_lemmas, budget)
                    found.extend(t.in_view(spoken, h) for h in also)
                raw[card.id] = _distinct(found)
        aside = asides(t)
        marked = bracketed(t)
        out: list[CardHits] = []
        for card in wanted:
            winners = [h for y in card.cues.yields_to for h in raw.get(y, ())]
            kept = tuple(
                h
                for h in raw[card.id]
                if not any(h.overlaps(w) for w in winners)
                and not _only_the_actor(t, h)
                and not any(a <= h.start and h.end <= b for a, b in aside)
                and not any(h.start < b and a < h.end for a, b in marked)
            )
            if kept:
                out.append(CardHits(card.id, kept))
        return out

    def suggest(
        self,
        t: Transcript,
        pool: tuple[str, ...],
        void: set[str] | None = None,
        budget: Budget | None = None,
    ) -> list[CardSuggestion]:
        """Pool cards the words earn, with counts capped by the copies in the pool."""
        in_pool = Counter(pool)
        void = void or set()
        out: list[CardSuggestion] = []
        for found in self.detect(t, only=set(in_pool) - void, budget=budget):
            copies = min(in_pool[found.card], self.deck.card(found.card).copies, 2)
            hits = found.hits[:copies]
            evidence = []
            for h in hits:
                quote, start, end = t.quote(h.start, h.end)
                evidence.append(Evidence(quote=quote, start=start, end=end, why=h.why))
            out.append(CardSuggestion(card=found.card, count=len(hits), evidence=evidence))
        return out
