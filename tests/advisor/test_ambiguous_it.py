"""Probes for an ambiguous "it" after one creature's deed to another (round eight).

Card: "A he, she or it that could point to more than one of the beings just named." After
"the hound bites the rat and it ..." or "the goat and the boar ..., and it bolts", the "it"
could be either. Every sentence is new, none
copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "I let the hound off the leash. The hound bites the rat and it yelps.",
        "Pib pecks the spider and it scuttles off the table.",
        "I shout at the goat and the boar, wave my arms at them, and it bolts.",
        "I lever the first statue over onto the second one and it cracks in half.",
    ],
)
def test_a_deed_between_two_then_it_is_ambiguous(text: str) -> None:
    assert "ambiguous-pronoun" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The doer is the player's own character, or I.
        "Grignr kicks the wolf and it yelps.",
        "I stab the spider and it curls up.",
        # Two told apart, then no "it" doing anything.
        "I lever the first statue over onto the second one and walk off.",
        # Both taken together before the "it".
        "I shout at the goat and the boar, and both run, and it rains.",
        # A thing done to, not a creature: only the thing can break.
        "The hound bites the rope and it snaps.",
    ],
)
def test_near_misses_are_not_ambiguous(text: str) -> None:
    assert "ambiguous-pronoun" not in cards(text)
