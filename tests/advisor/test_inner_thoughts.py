"""Probes for point-of-view shifts through a place or a lasting time (round eight).

Card: "The narration dips into another being's private thoughts or feelings." A thinker may
be "sitting there thinking", and a hidden feeling may have "always been" felt. Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "I toss a coin in the well, and the troll is just standing there wondering who I am.",
        "The warden has secretly always been afraid of the dark, so I blow out the torch.",
    ],
)
def test_other_minds_earn_pov_shift(text: str) -> None:
    assert "pov-shift" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The player's own thinking, and a being only placed somewhere.
        "I am just sitting there thinking about the lock.",
        "The troll is just standing there by the bridge, so I wave.",
        # Always, but nothing private.
        "The warden has always been a guard here, so I bribe him.",
    ],
)
def test_near_misses_earn_no_pov_shift(text: str) -> None:
    assert "pov-shift" not in cards(text)
