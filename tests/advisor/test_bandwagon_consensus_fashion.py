"""Probes for a crowd's consensus ("every sage has agreed that ...") and a crowd's fashion
("everyone wears them; it's all the rage") offered as the reason (round nine, after
blind31).

Card "Bandwagon": "Claiming something is true or right because many others believe it."
Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "'Every astrologer in the city has agreed that you will lose tonight,' I tell the "
        "champion, and I step into the ring.",
        "Every goblin worth his salt paints his ears blue now, it's all the rage, so I paint "
        "mine and walk into their camp.",
    ],
)
def test_a_crowds_consensus_or_fashion_as_the_reason_is_bandwagon(text: str) -> None:
    assert "bandwagon" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A fashion told, no crowd held up.
        "Her hat is all the rage in the capital, and she tips it to the guard as she passes.",
        # Agreement of two named people, no crowd.
        "Bram and Hild have agreed that I keep watch, so I climb the tower.",
    ],
)
def test_no_crowd_held_up_is_no_bandwagon(text: str) -> None:
    assert "bandwagon" not in cards(text)
