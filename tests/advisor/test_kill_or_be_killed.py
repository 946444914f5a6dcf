"""Probes for "kill or be killed" told as the only two choices (round nine, after blind31).

Card "False dilemma": "Pretending there are only two choices when there are plainly
more." "Or it kills us" sets the one option the speaker wants against ruin, as "or we
die" does. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Either we burn the nest tonight or the wasps kill us in our beds. I light the torch.",
        "We chop the vine down now, or it eats us all by morning!",
        "Either I finish the wyrm here or it finishes me, so I charge.",
    ],
)
def test_this_or_it_kills_us_is_a_false_dilemma(text: str) -> None:
    assert "false-dilemma" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Killing told, no choice offered.
        "The wasps nearly killed us last summer, so I burn the nest from a safe distance.",
        "I stab the vine before it eats the goat, and then we run.",
        # A choice between two deeds, no ruin set against it.
        "We can take the boat or walk the cliff path; I pick the boat.",
    ],
)
def test_killing_without_two_choices_is_no_false_dilemma(text: str) -> None:
    assert "false-dilemma" not in cards(text)
