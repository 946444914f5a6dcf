"""Probes for a demand met "at her bidding" or "as ordered", then raised (round nine,
after blind31).

Card "Moving the goalposts": "Raising the bar as soon as the original demand has been
met." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "At my command the goblin drops the key. 'Good, but now you must also fetch the "
        "lantern,' I say.",
        "The troll sings the anthem as ordered; Hild shakes her head: that is not enough, "
        "he must dance too.",
    ],
)
def test_a_demand_met_on_command_then_raised_moves_the_goalposts(text: str) -> None:
    assert "moving-the-goalposts" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Obeyed, and nothing more asked.
        "At my command the goblin drops the key, and I pick it up and open the cell.",
        # A new task of one's own after an order, no bar raised for the other.
        "The guard opens the gate as ordered, and now I must run before the bell.",
    ],
)
def test_a_demand_met_and_left_there_is_no_goalpost_moved(text: str) -> None:
    assert "moving-the-goalposts" not in cards(text)
