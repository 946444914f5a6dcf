"""Mixed metaphors from more of the idioms and proverbs a table says: one idiom's opening
run into another's, or run on to an ending not its own
(:func:`companion.advisor.checks_style.mixed_metaphor`).

Card "Mixed metaphor": "Two figures of speech mashed together into one that makes no
sense." The near misses say one idiom whole, or two idioms in different breaths.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "This bridge is a house of cards that broke the camel's back, so I go round.",
        "You call me a thief? That's the pot calling the kettle a rotten apple, pal.",
        "Let the chips fall where the dice land, I say, and I open the chest.",
        "We'll cross that bridge when we get to the bottom of it, lads.",
        "Right, time to seize this bull by the reins, and I grab the ogre's ear.",
        "The goblin is a paper tiger with feet of clay, so I just walk up and push him.",
        "It's sink or swim, and the ship has sailed, so I jump.",
        "The early bird catches the rat, so I'm first through the door.",
        "You can't teach an old dog new spells, so I just hit the golem.",
        "Rome wasn't built in a dungeon, lads, one room at a time.",
        "Too many cooks spoil the dragon, so I go alone.",
    ],
)
def test_two_idioms_mashed_together(text: str) -> None:
    assert "mixed-metaphor" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "This bridge is a house of cards, so I go round by the ledge.",
        "Let the chips fall where they may, and I open the chest.",
        "We'll get to the bottom of this well and find the ring.",
        "I seize the bull by the horns and twist it to the ground.",
        "It's sink or swim. I jump in and paddle hard for the far bank.",
        "You can't teach an old dog new tricks, so I just hit the golem.",
        "Curiosity killed the cat, but I open the box anyway.",
    ],
)
def test_one_idiom_said_whole_is_not_mixed(text: str) -> None:
    assert "mixed-metaphor" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: one idiom's head, another's tail.
        "She's a loose cannon, so we tie her up while the iron is hot.",
        "I bite the bullet and take out both guards with one stone.",
        "We spill the beans to the captain before they hatch.",
    ],
)
def test_an_idioms_tail_beside_another_idiom_is_mixed(text: str) -> None:
    assert "mixed-metaphor" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # One idiom, head and tail its own.
        "Strike while the iron is hot, I tell Bruk, and we charge.",
        # A plain phrase where a tail would stand.
        "I sharpen the sword while the forge is hot and bite into an apple.",
        "I knock the lantern off with one stone and hide in a corner.",
    ],
)
def test_an_idioms_own_tail_or_a_plain_phrase_is_not_mixed(text: str) -> None:
    assert "mixed-metaphor" not in cards(text)
