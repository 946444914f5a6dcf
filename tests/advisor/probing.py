"""What the probe-sentence tests share: the standard deck, one detector advisor built once
(it loads the lemma, sound and frequency tables), every card in the pool, and the cards a
sentence earns for Grignr."""

from __future__ import annotations

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.deck import standard_deck
from tests.advisor.record_cassettes import GRIGNR

DECK = standard_deck()
ADVISOR = LexiconAdvisor(DECK)
ALL = tuple(c.id for c in DECK.cards)


def cards(text: str) -> dict[str, int]:
    """The cards ``text`` earns for Grignr with every card of the deck in the pool."""
    return ADVISOR.suggest(SuggestContext.of(text, GRIGNR, ALL)).card_counts()
