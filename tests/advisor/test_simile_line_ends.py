"""Probes for where a simile's vehicle ends: a line break, or an "-ing" phrase after a comma.

Card "Strained simile": "A comparison so far-fetched or overlong that it strains to
breaking." A chat line is a sentence: the vehicle does not run on into the next line. An
"-ing" phrase after a comma tells what the actor does, not what the vehicle is ("studies the
door like a puzzle, feeling for the catch"). Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Mira studies the lock like a puzzle, feeling along the tumblers for the stiff one.",
        "Bren eyes the ogre like a butcher, sizing up the joints before he swings.",
        "orla climbs like everyone else\n*pulls ladder up behind her*",
        "kel waves at the guards like hes greeting friends\nbig grin, door swings open",
    ],
)
def test_plain_comparisons_earn_no_strained_simile(text: str) -> None:
    assert "strained-simile" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I hop in like a nervous teapot at a tax audit in the rain.",
        "she creeps like a shy badger at a wedding of owls\nthen grabs the key",
        "I wave it like a drowned duchess hailing a ferry at midnight, and run.",
    ],
)
def test_long_vehicles_still_earn_strained_simile(text: str) -> None:
    assert "strained-simile" in cards(text)
