"""A straw man's own "so what it is saying is ..." is that card, not also a non sequitur
(round nine, after blind34's first run: the non sequitur fired on the distorted restatement).

Card "Straw man": "Misrepresenting an opponent's position to make it easier to attack."
Card "Non sequitur": "A conclusion that does not follow from its premises." The distortion
is the straw man's; the deck's non-sequitur yields to it where their words overlap. Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

from tests.advisor.probing import cards


def test_the_distorted_restatement_is_a_straw_man_only() -> None:
    found = cards(
        "The sphinx charges a riddle per eye. So what it is basically saying is it wants "
        "to pluck our eyes out."
    )
    assert found.get("straw-man") == 1
    assert "non-sequitur" not in found


def test_a_non_sequitur_of_its_own_still_counts() -> None:
    assert "non-sequitur" in cards(
        "The moon is full tonight, so the troll must be lying about the toll."
    )
