"""Asides where the player speaks as themselves earn no anachronism.

Card: "Something from the wrong era: a modern object, word or idea in the ancient
dungeon." Rule ("Action rolls", 1. Description): the player describes the character's
action; what they say as themselves ("my dad sells insurance", "my phone buzzed") is no
part of it, so its modern things are not put into the story. The marks: "not my
character", "irl", "in real life", "my real ...", "brb", "sorry guys", "ooc" anywhere, or
the character's own set against the player's ("not my dad, my dad"). Every sentence is
new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "His father knew where armour is weakest. Not my dad, my dad sells insurance ha",
        # Already asides by their opening word (the brief's own cases).
        "sorry, my phone buzzed",
        "brb getting pizza",
        "Grignr ducks the club, sorry guys, my phone is going off",
        "Grignr swings at the ogre. irl I would just call a taxi",
        "Grignr swings, brb the pizza delivery is here",
        "Grignr feints left. In real life I could never do that, I get winded on the escalator",
        "Grignr climbs the rope, my real phone is dying though",
        "Grignr waits, not my character but me, I need an energy drink",
        "That's his action, ooc my laptop is about to die",
    ],
)
def test_a_table_aside_earns_no_anachronism(text: str) -> None:
    assert "anachronism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The character handles the modern thing.
        "My barbarian checks his wristwatch",
        # A laugh after a joke told in the story: still the story's.
        "I pull out my smartphone and google the riddle lol",
        # "My real ..." of what the character is after.
        "My real target is the wizard, so I pull out my smartphone",
        # The marks spoken by someone in the story, in quotation marks.
        'Grignr shouts, "Sorry guys, my phone is ringing!"',
        # The story after an aside is the story again.
        "Sorry guys, my phone buzzed. Okay. Grignr fires his shotgun at the ogre.",
    ],
)
def test_near_misses_still_earn_anachronism(text: str) -> None:
    assert "anachronism" in cards(text)
