"""The deck's word lists for two lexical cards, widened: modern things at the table
(anachronism) and stock phrases (cliché), each with a near miss that uses the same words
in a sense that is neither.

Card "Anachronism": "Something from the wrong era: a modern object, word or idea in the
ancient dungeon." Card "Cliché": "A phrase worn smooth by overuse."
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Bram picks the lock like it's a cheap bike lock from the market.",
        "I whip out my cordless screwdriver and undo the hinges.",
        "Then I rub on some hand sanitizer, because goblins.",
        "The troll rolls over like a forklift tipping in a ditch.",
        "I zip tie the kobold's ankles together.",
        "I scan the ridge with my binoculars for the orc camp.",
        "Pip spits her bubble gum into the lock and jams it.",
        "I shout through the megaphone: surrender, goblins!",
    ],
)
def test_a_modern_thing_is_an_anachronism(text: str) -> None:
    assert "anachronism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "My jet-black cloak swirls as I step into the light of the torches.",
        "The bandits set an ambush at the ford; I spot it from the hill.",
        "I chew a sprig of mint and spit it at the troll.",
    ],
)
def test_old_things_in_old_words_are_no_anachronism(text: str) -> None:
    assert "anachronism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "They're sitting ducks on that ledge, so I loose three arrows.",
        "She sees red and charges the ogre with her bare hands.",
        "I kick him where it hurts and run.",
        "The fool is digging his own grave, so I hand him a shovel.",
        "Hook, line and sinker, the goblin takes the fake map.",
        "We cross the rope bridge one step at a time.",
        "The bard has the voice of an angel, so the harpies stop to listen.",
        "There's no turning back now, lads, into the pit.",
    ],
)
def test_a_worn_phrase_is_a_cliche(text: str) -> None:
    assert "cliche" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I see red eyes in the dark and raise my shield.",
        "I kick him where the armour has a gap and run.",
        "The gravedigger is digging a fresh grave, so I hand him a shovel.",
        "I step onto the bridge and test each plank with my spear.",
        "The cave is pitch black, so I light a torch.",
        "I turn back at the fork and take the left tunnel.",
    ],
)
def test_the_same_words_in_a_plain_sense_are_no_cliche(text: str) -> None:
    assert "cliche" not in cards(text)
