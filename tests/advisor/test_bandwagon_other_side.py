"""Probes for "the other side", "the other end": a place, not a crowd (round nine, blind34).

Card "Bandwagon": "Claiming something is true or right because many others believe it."
"The other guards drink it" names many others; "on the other side he goes ..." names a
place. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The dog trots across, and from the other side it barks twice, which means all clear.",
        "Grignr ties the rope off, the other end goes taut, so the anchor holds.",
        "I look at the other door, it says nothing, so I pick the left one.",
    ],
)
def test_a_place_earns_no_bandwagon(text: str) -> None:
    assert "bandwagon" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I drink it, because all the other guards drink it.",
        "The other sellswords say the bridge is safe, so Grignr strolls across.",
        "Everyone in the tavern swears the stew is fine, so I eat it.",
    ],
)
def test_many_others_still_earn_bandwagon(text: str) -> None:
    assert "bandwagon" in cards(text)
