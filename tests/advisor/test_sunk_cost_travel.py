"""Probes for a sunk cost paid in travel, and "no way ... turning around" (round eight,
after blind27-29).

Card "Sunk cost": "Carrying on because of what has already been spent, not what lies
ahead." Wading, rowing, riding a long way are costs like digging and climbing. Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "We already paddled across half the lake, I'm not turning round now. I row on.",
        "we hiked for three days to get here, no way are we turning around now",
        "I've ridden this poor mule all the way from Tarn, so I'm not going back now",
    ],
)
def test_a_cost_in_travel_then_pressing_on_is_sunk_cost(text: str) -> None:
    assert "sunk-cost" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Travel told, no refusal to stop because of it.
        "We waded across the stream already, so I wring out my socks and look around.",
        # A reason ahead, not behind: the way back is shut.
        "We rowed in, but the gate shut behind us, so we can't go back; I light a torch.",
    ],
)
def test_travel_without_pressing_on_for_it_is_no_sunk_cost(text: str) -> None:
    assert "sunk-cost" not in cards(text)
