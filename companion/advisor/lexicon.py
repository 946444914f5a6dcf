"""The embedded advisor: deck detectors and character-block checks, no model at all.

Deterministic and fast (well under 20 ms per utterance once warmed up); every
card and bonus it proposes carries the exact words that earned it.
"""

from __future__ import annotations

import re
import time

from rapidfuzz import fuzz

from companion.advisor import nlp
from companion.advisor.bonuses import (
    background_hits,
    bonus_from,
    contradiction_hits,
    tool_of_background,
)
from companion.advisor.declared import declared
from companion.advisor.detect import CardDetector
from companion.advisor.equipment import equipment_hits
from companion.advisor.learned import LearnedCues
from companion.advisor.models import (
    Bonus,
    CardSuggestion,
    Challenge,
    Clever,
    Evidence,
    SuggestContext,
    Suggestion,
)
from companion.advisor.patterns import Budget
from companion.advisor.semantic import SemanticTier
from companion.advisor.text import Hit, Transcript
from companion.deck import Deck, normalise

#: Verbs of an action that could end a challenge outright if it succeeds.
_DECISIVE = re.compile(
    r"\b(kill|slay|slays|behead|decapitate|destroy|finish|crush|smash|topple|banish|defeat|"
    r"incinerate|open|unlock|solve|answer|cross|leap|jump|persuade|convince|bribe)\w*"
)


#: The longest card match (characters of the original text) that can be the contradiction
#: itself, so that the contradiction earns the card and is not penalised.
_EARNS = 40


def target_of(t: Transcript, challenges: tuple[Challenge, ...]) -> str | None:
    """The challenge the words name (fuzzily, for misheard names), else the first one.

    Rule: "Where multiple challenges apply, the GM can be arbitrary about which to select."
    """
    if not challenges:
        return None
    words = {nlp.lemma(w.text) for w in t.words if w.text not in nlp.STOPWORDS}
    best, score = challenges[0].name, 0.0
    for c in challenges:
        name = [nlp.lemma(w) for w in normalise(c.name).split() if w not in nlp.STOPWORDS]
        s = sum(max((fuzz.ratio(n, w) for w in words), default=0) >= 85 for n in name)
        if s > score:
            best, score = c.name, s
    return best


def _scene_words(context: SuggestContext) -> frozenset[str]:
    """Lemmas of the challenges' names and the room: things that belong to the scene."""
    text = " ".join([*(c.name for c in context.challenges), context.room])
    return frozenset(nlp.lemma(w) for w in normalise(text).split() if w not in nlp.STOPWORDS)


def _names_scene(t: Transcript, hit: Hit, scene: frozenset[str]) -> bool:
    """Whether a "has no <gear>" hit names an object of the challenge or the room ("the
    ogre's club"): the challenge's and the room's objects are never the character's."""
    words = [w for w in t.words if hit.start <= w.start and w.end <= hit.end]
    return any(nlp.lemma(w.text) in scene for w in words)


class LexiconAdvisor:
    """Suggestions from the deck's detectors and the character's seven blocks."""

    source = "lexicon"

    def __init__(
        self,
        deck: Deck,
        learned: LearnedCues | None = None,
        semantic: SemanticTier | None = None,
        semantic_off: str = "the semantic tier is off: not asked for",
    ) -> None:
        self.deck = deck
        self.detector = CardDetector(deck)
        #: The learned tier (shipped weights; keeps learning from the table's rulings).
        self.learned = learned if learned is not None else LearnedCues.load()
        #: The semantic tier (:mod:`companion.advisor.semantic`), or None; and why it is off.
        self.semantic = semantic
        self.semantic_status = "on" if semantic is not None else semantic_off
        nlp.warm_up()

    @classmethod
    def from_config(cls, deck: Deck, config: object, transport: object = None) -> LexiconAdvisor:
        """The registry's constructor: the semantic tier on when ``[advisor] semantic`` is
        (the default) and the ``semantic`` extra is installed."""
        tier, off = semantic_from(config)
        return cls(deck, semantic=tier, semantic_off=off)

    def learn(
        self, context: SuggestContext, earned: set[str], background: bool | None = None
    ) -> None:
        """A ruling the GM confirmed: ``earned`` are the pool cards it awarded, and
        ``background`` whether it gave the background bonus (``None``: not said)."""
        t = context.read()
        self.learned.learn(t, set(context.pool), earned)
        if self.semantic is not None:
            rules = self._rules(context, t)
            calls = (rules.background.applies, rules.equipment.applies)
            self.semantic.learn(context, earned, background, calls)

    def _learned_cards(
        self, t: Transcript, pool: tuple[str, ...], skip: set[str]
    ) -> list[CardSuggestion]:
        """Pool cards the learned tier adds to the detectors' (never one they found)."""
        out = []
        for card, hit in self.learned.suggest(t, set(pool) - skip).items():
            quote, start, end = t.quote(hit.start, hit.end)
            evidence = Evidence(quote=quote, start=start, end=end, why=hit.why)
            out.append(CardSuggestion(card=card, count=1, evidence=[evidence]))
        return out

    def suggest(self, context: SuggestContext) -> Suggestion:
        """Propose cards and bonuses for one action; never raises on odd text. The
        detectors and the learned tier first, then the semantic tier (when on) adds pool
        cards and judges the background bonus by meaning."""
        began = time.perf_counter()
        found = self._rules(context, context.read())
        update: dict[str, object] = {}
        if self.semantic is not None:
            void = set(found.declared)
            skip = void | {c.card for c in found.cards}
            extra, background = self.semantic.judge(
                context, set(context.pool) - skip, found.background, found.equipment
            )
            update["cards"] = [*found.cards, *extra]
            if "background" not in void:
                update["background"] = background
        update["latency_ms"] = (time.perf_counter() - began) * 1000
        return found.model_copy(update=update)

    def _rules(self, context: SuggestContext, t: Transcript) -> Suggestion:
        """The detectors' and the learned tier's suggestion (``t``: ``context.read()``)."""
        claims = declared(t, self.deck)
        void = {name for name, _ in claims}
        budget = Budget()
        cards = self.detector.suggest(t, context.pool, void=void, budget=budget)
        cards += self._learned_cards(t, context.pool, void | {c.card for c in cards})
        # A contradiction "earning a card bonus" is one the card's own words are about: a
        # short match (a malapropism, an anachronism), not a card spanning the whole telling
        # (a run-on sentence, purple prose) that happens to contain it.
        card_spans = [
            Hit(*t.norm_span(e.start, e.end))
            for c in cards
            for e in c.evidence
            if e.start is not None and e.end is not None and e.end - e.start <= _EARNS
        ]
        eq_hits = equipment_hits(t, context.character)
        theirs = _scene_words(context)
        contra = [
            h
            for h in contradiction_hits(t, context.character)
            if not any(h.overlaps(c) for c in card_spans)
            and not (h.why.startswith("has no ") and _names_scene(t, h, theirs))
        ]
        eq_hits = [h for h in eq_hits if not any(h.overlaps(c) for c in contra)]
        bg_hits = background_hits(t, context.character, skip=contra)
        # An item named outright ("uses ...") may be a tool of the background; one only
        # stood for by a word of its name ("handles ...": "the linden") is not that sure.
        bg_hits += [
            h
            for h in eq_hits
            if h.why.startswith("uses ") and tool_of_background(h, context.character)
        ]
        background = bonus_from(t, bg_hits)
        equipment = bonus_from(t, eq_hits)
        if "background" in void:
            background = Bonus(reason="declared by the player: not awarded")
        if "equipment" in void:
            equipment = Bonus(reason="declared by the player: not awarded")
        target = target_of(t, context.challenges)
        return Suggestion(
            cards=cards,
            background=background,
            equipment=equipment,
            clever=Clever(value=0, reason="left to the GM"),
            contradiction=bonus_from(t, contra),
            declared=sorted(void),
            target_challenge=target,
            overwhelming_possible=bool(target and _DECISIVE.search(t.norm)),
            source="lexicon",
            notes=[
                f"a pattern of card {card} ran out of time and was skipped"
                for card in dict.fromkeys(budget.timed_out)
            ],
        )


def semantic_from(config: object) -> tuple[SemanticTier | None, str]:
    """The semantic tier a config asks for (its ``advisor.semantic`` switch), loaded, or
    ``None`` and why it is off."""
    from companion.advisor.embed import EmbedderUnavailable

    section = getattr(config, "advisor", None)
    if section is not None and not getattr(section, "semantic", True):
        return None, "the semantic tier is off: [advisor] semantic = false"
    try:
        return SemanticTier.load(), "on"
    except EmbedderUnavailable as exc:
        return None, str(exc)
