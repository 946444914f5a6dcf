"""Probes for a cry said twice across a comma (round nine, after blind32).

Card "Redundancy": "Saying the same thing twice in one breath: a free gift, return back, a
dead corpse." "Hurry up, hurry up" repeats a whole cry for urgency; the second "up" is not
the first verb's particle said again. "Lift up the lid upward" still says one direction
twice. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr braces the door, shouting hurry up, hurry up, as the imps pile in.",
        "The rope creaks and I call pull up, pull up, pull up!",
        "Grignr waves them on, go back, go back, the roof is coming down.",
    ],
)
def test_a_cry_said_twice_earns_no_redundancy(text: str) -> None:
    assert "redundancy" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Grignr lifts up the heavy lid upward and peers in.",
        "I carry back the lantern back to the camp.",
    ],
)
def test_a_direction_said_twice_still_earns_redundancy(text: str) -> None:
    assert "redundancy" in cards(text)
