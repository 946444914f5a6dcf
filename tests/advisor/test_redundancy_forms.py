"""Redundancy said in table talk's shapes (:func:`companion.advisor.checks_words.redundancy`):
a restatement tacked on after a comma, the senses "together", "free" and "kneeling" said
twice, a verb whose object is its own participle, the end called final, one count said
twice ("one single").

Card "Redundancy": "Saying the same thing twice in one breath: a free gift, return back, a
dead corpse." The near misses say each thing once, or say the second thing in another
breath or about another matter.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "We both shove the statue at the same time, together, and it topples.",
        "The innkeeper gave us the map for free, at no cost, bless him.",
        "The smith fixes my blade free of charge and gratis, what a man.",
        "The three of us chant the words in unison together and the door glows.",
        "The whole choir of goblins shrieks all at once in unison.",
        "Sir Wolt kneels down on bended knee before the lich queen.",
        "I swear a sworn oath on my mother's axe that I will not run.",
        "And my final conclusion, friends, is that the door is a mimic.",
        "I pour one single drop of the potion on the lock.",
        "The two twins of the ferryman bar the way.",
    ],
)
def test_the_same_thing_said_twice_in_one_breath(text: str) -> None:
    assert "redundancy" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "We both shove the statue at the same time as the guard turns his back.",
        "The innkeeper gave us the map for free. At no point does he ask our names.",
        "I kneel by the troll's knee and tie his bootlaces together.",
        "I swear a binding oath on my mother's axe that I will not run.",
        "The last of the goblins reaches the end of the bridge and I cut the rope.",
        "We go in together and, all at once, the torches die.",
        "The free prisoner thanks us and runs for the stairs.",
        "Not a single one of the goblins looks up.",
        "One twin grabs the oar, the other the rope.",
    ],
)
def test_each_thing_said_once_is_no_redundancy(text: str) -> None:
    assert "redundancy" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: a verb's direction particle said again after its object.
        "I haul up the rusty bucket upward and drink.",
        "Mira slides back the bolt back and peeks out.",
        "we lower down the crate downwards onto the barge",
    ],
)
def test_a_direction_said_again_after_the_object(text: str) -> None:
    assert "redundancy" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A second path or a second deed, each with its own direction.
        "I run up the stairs and up the tower.",
        "Mira slides back the bolt, then steps back.",
        # The second word names a place or begins a phrase of its own.
        "I carry the lamp down the shaft, down there where the water is.",
        "I look up at the owl up in the rafters.",
    ],
)
def test_a_direction_given_once_per_path_is_no_redundancy(text: str) -> None:
    assert "redundancy" not in cards(text)
