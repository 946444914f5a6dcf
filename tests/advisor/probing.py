"""What the probe-sentence tests share: the standard deck, one detector advisor built once
(it loads the lemma, sound and frequency tables), every card in the pool, and the cards a
sentence earns for Grignr.

The probes test the detectors' rules, so the advisor has no learned tier: that statistical
tier (with all 50 cards in the pool it fires on a few near misses written to look like a
card) is measured on labelled sets and unseen ordinary descriptions instead
(``tests/advisor/test_learned.py``, BENCHMARKS.md)."""

from __future__ import annotations

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.advisor.learned import LearnedCues
from companion.deck import standard_deck
from tests.advisor.record_cassettes import GRIGNR

DECK = standard_deck()
ADVISOR = LexiconAdvisor(DECK, learned=LearnedCues())
ALL = tuple(c.id for c in DECK.cards)


def cards(text: str) -> dict[str, int]:
    """The cards ``text`` earns for Grignr with every card of the deck in the pool."""
    return ADVISOR.suggest(SuggestContext.of(text, GRIGNR, ALL)).card_counts()
