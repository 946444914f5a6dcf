"""Probes for epithet chains (round eight).

Card: "A character named by a string of epithets instead of their name." After a comma a
chain's epithet may drop its "the" ("bane of whalers") or bring the name again ("Grignr the
Red"), a title may name its owner with a possessive ("the King's Hound"), and capitals make
a title ("the Lantern-Eater", "the Last Wolf in the West"). Every sentence is new, none
copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The widow of the marsh, drinker of bogwater, queen of the leeches, wades in.",
        "Grignr the Red, Grignr the Breaker of Shields, Grignr the Bane of Trolls charges.",
        "So the Butcher, the Queen's Blade, the Last Wall of Ostmark raises her shield.",
        "The Grey Hunter, the Lantern-Eater, the Last Wolf in the West howls at the door.",
    ],
)
def test_epithet_chains_earn_the_card(text: str) -> None:
    assert "epithet-overload" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Things listed, owned by someone: no titles.
        "I eat the bread, the troll's cheese, the troll's pickles and a bowl of soup.",
        # Places with names, listed with "and".
        "I sneak past the Iron Gate, the Red Tower and the Black Keep to the river.",
        # A contraction is no possessive.
        "The wind's up, the moon's full, the tide's out, so I row.",
        # A place told in a string of describing words is no being named.
        "I stand at the bow of the ship, in the cold, wet, grey gloom of the cave, and wait.",
    ],
)
def test_near_misses_earn_no_epithet_overload(text: str) -> None:
    assert "epithet-overload" not in cards(text)


def test_ranks_in_capitals_are_no_epithet_chain() -> None:
    assert "epithet-overload" not in cards("I bow to the Duke, the Bishop, the Abbot, and sit.")
