"""Probes for "too long at it to turn our backs on it now" (round nine, after blind31).

Card "Sunk cost": "Carrying on because of what has already been spent, not what lies
ahead." Turning one's back on a thing, or abandoning it, is quitting it like turning
back. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "We've sunk too much silver into this mine to turn our backs on it, so I dig on.",
        "I have waited too long at this door to abandon it now; I knock again.",
    ],
)
def test_too_much_spent_to_turn_ones_back_is_sunk_cost(text: str) -> None:
    assert "sunk-cost" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Turning one's back told as a deed, nothing spent.
        "I turn my back on the mine and walk down the hill.",
        # "too long" of something ahead, not of what was spent.
        "The rope is too long to carry, so I abandon it at the gate and go on.",
    ],
)
def test_turning_ones_back_without_a_cost_is_no_sunk_cost(text: str) -> None:
    assert "sunk-cost" not in cards(text)
