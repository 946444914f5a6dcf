"""Probes for a slippery slope of four steps or more after an "if", with no "next" and no
whole world at its end (round nine, after blind31).

Card "Slippery slope": "Claiming one small step must slide into a chain of ever worse
consequences." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "If we let the goblins have the cellar, soon they take the kitchen, then the hall, "
        "then the stables, then they sleep in our beds.",
        "If I give the troll one coin, soon he wants two, then a purse, then my boots, and "
        "then we are paupers on the road.",
    ],
)
def test_a_long_chain_from_one_step_is_a_slippery_slope(text: str) -> None:
    assert "slippery-slope" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plan of deeds, each the speaker's own.
        "If the rope holds, we climb, then we rest, then we climb again, then we haul the "
        "bags up, then we camp.",
        "If the guard sleeps I sneak past, then I grab the key, then I open the cell, then I run.",
    ],
)
def test_a_plan_of_ones_own_deeds_is_no_slippery_slope(text: str) -> None:
    assert "slippery-slope" not in cards(text)
