"""Probes for "made of": what a thing is made of is its state, not a deed done to it (round
eight, after blind27-29).

Card "Passive voice": the deed told without its doer ("the door was smashed"). "The floor is
made of glass" tells what the floor is; nobody made it in the action. Every sentence is
new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The bridge is made of rope and hope, so I run across it.",
        "the walls are made out of bone, I kick through the thinnest one",
        "Its armour was made from old pot lids; I pry one off with my knife.",
    ],
)
def test_what_a_thing_is_made_of_is_no_passive(text: str) -> None:
    assert "passive-voice" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The bridge was made unsafe, so I run across it anyway.",
        "The bridge is made of rope, and the rope is cut by the goblin's knife.",
    ],
)
def test_deeds_without_or_with_a_doer_still_count(text: str) -> None:
    assert "passive-voice" in cards(text)
