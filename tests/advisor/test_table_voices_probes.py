"""Probes for the general fixes made after the fifth and sixth blind sets (blind11, blind12).

Every sentence here is new: none is a copy of an item of those sets. Each positive probes
one general form a card's definition names; each negative probes the false positive the
same form must not bring (a near miss).
"""

from __future__ import annotations

import pytest

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.deck import standard_deck
from tests.advisor.record_cassettes import GRIGNR

DECK = standard_deck()
ADVISOR = LexiconAdvisor(DECK)
ALL = tuple(c.id for c in DECK.cards)


def cards(text: str) -> dict[str, int]:
    return ADVISOR.suggest(SuggestContext.of(text, GRIGNR, ALL)).card_counts()


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # Said-bookism: "A showy verb of speech used where a plain said would do."
        ('"Stand aside," Grignr snarls, and the guard steps back.', "said-bookism"),
        ('"You will pay!" Grignr thunders.', "said-bookism"),
        ('"Open it." Grignr purrs the words at the gatekeeper.', "said-bookism"),
        # Appeal to emotion: pity heaped up in a plea, with a possessive ("granny's").
        ("Please, you must let me pass, for my poor sick granny's sake", "appeal-to-emotion"),
    ],
)
def test_forms_earn_their_card(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # A sentence after a closed line is an action, not a tag (its verb is no voice).
        ('"The toll is paid." Grignr strides onto the bridge.', "said-bookism"),
        ('"Why should I?" Grignr shrugs. "Make me."', "said-bookism"),
        ('"None shall pass." Grignr hefts his axe and charges.', "said-bookism"),
        # An opening quote after a plain tag is not a tag of its own.
        ('says Grignr. "There lies the gold, and here stand I."', "said-bookism"),
        # Words of feeling strewn over a long speech are no heaped plea.
        (
            "Children have learned their letters in this hall since the old days, you know "
            "that as well as I do, and the rules of the library say every reader signs the "
            "ledger and pays a copper, so I sign it, pay my copper, and take a seat by the "
            "window. Then I order the little pie, since I'm hungry, and I eat it.",
            "appeal-to-emotion",
        ),
        # A kind redefined to dodge the one case is not a rule drawn from that case.
        (
            "I ran from a fight once, but a true warrior never runs, so warriors never do.",
            "hasty-generalization",
        ),
    ],
)
def test_near_misses_do_not_earn_the_card(text: str, card: str) -> None:
    assert card not in cards(text)
