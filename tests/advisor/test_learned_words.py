"""Probes for thesaurus abuse by a word's learned ending (round eight).

Card: a rare, ornate word where a plain one would do. A word no dictionary knows that ends
as only learned words do ("-eous", "-atory", "-ative", "-itive") is one, and so is a rare
noun in "-ction". Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr eyes the lock with great circumspection, then with punctilious care picks it.",
        "I hold out the bread in a conciliative, propitiatory way.",
        "My answer is, indubitably, a crepusculeous vapour. Mist.",
    ],
)
def test_learned_words_earn_thesaurus_abuse(text: str) -> None:
    assert "thesaurus-abuse" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Names made up for the game, and plain rare words.
        "I hand Vorcative the lantern and we creep past the Galeous Gate.",
        "The crabs clacked and thrashed, and I pull the net tight.",
        # One learned word alone.
        "I check the lock for protection runes, then pick it.",
    ],
)
def test_near_misses_earn_no_thesaurus_abuse(text: str) -> None:
    assert "thesaurus-abuse" not in cards(text)
