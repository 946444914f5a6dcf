"""Probes for a spoken "like" that hedges instead of comparing (round eight, after blind27-29).

Card "Strained simile": "A comparison so far-fetched or overlong that it strains to
breaking." Speech says "like" where no comparison is meant: before a superlative that ranks
a thing ("like the best ..."), after a preposition that still needs its object ("into like a
...", "kind of like a ..."); and a vehicle ends where "till", "until", "unless" or "because"
open a clause of the action's own. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        # A ranking, not a comparison.
        "Oil is like the most slippery thing there is, so I pour it on the stairs.",
        "this troll is like the ugliest troll ever and I stab him in the eye",
        # "like" after a preposition that needs its object.
        "I knot the scarves into like a long rope and climb down to the yard.",
        "so I hand the map to like the oldest goblin in the room and wait",
        "She's kind of like a sister to the whole band, so she talks them round.",
        # The vehicle ends at "till": the rest is the deed.
        "I bang on the door like a drum till the hinges start to give.",
        "Bors hammers the gate like a smith until the bar cracks in half.",
    ],
)
def test_hedges_and_short_vehicles_are_no_strained_simile(text: str) -> None:
    assert "strained-simile" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Real long vehicles still count, whatever comes before "like".
        "I charge straight through like a bull crashing into a wedding of rival bulls.",
        "Grignr roars like a volcano full of angry bees at a tax collectors' picnic.",
        "like a hungry goose chasing a baker across a frozen harbour, I rush the ogre",
    ],
)
def test_long_vehicles_still_earn_strained_simile(text: str) -> None:
    assert "strained-simile" in cards(text)
