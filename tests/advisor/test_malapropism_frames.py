"""A malapropism inside a set phrase: a word that sounds like the word the phrase wants
and is another (:mod:`companion.advisor.checks_malaprop`).

Card "Malapropism": "A word swapped for a sound-alike that means something absurdly
different." The phrase around the word says which word was meant; the near misses are the
phrase said right, another form of the right word, a different word that also fits there,
and a word that only starts like the one meant.
"""

from __future__ import annotations

import pytest

from companion.advisor.checks_malaprop import malapropism, sounds_like
from companion.advisor.text import Transcript
from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Old Brekka swears the oath is legally blinding and makes the ferryman sign it.",
        "I flex and grin, survival of the fattest, and shoulder the ogre aside.",
        "He's the very epitaph of courage, my cousin, so he goes in first.",
        "My uncle had a photogenic memory and so do I: left, left, right.",
        "Salt's the one sure anecdote against a wight's touch, so I pour it on.",
        "Please accept my sincerest condiments on the loss of your goat, sir.",
        "She's a real paragon of virtue? No, a polygon of virtue, and she steals the key.",
        "We'll nip that in the butt before the ghouls wake up.",
        "The bard unveils his magnum octopus, eleven verses about a turnip.",
        "Lime is a strong detergent against rot, so I dust the mushrooms with it.",
        "It's a doggy dog tavern in here, so I keep my back to the wall.",
        "Nobody flees when you challenge them to a dual, so I wait with my rapier.",
        "In the throws of death, the lich curses my grandmother.",
        "It's an optical allusion, so I walk straight through the wall.",
    ],
)
def test_a_sound_alike_in_a_set_phrase_is_a_malapropism(text: str) -> None:
    assert "malapropism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Old Brekka swears the oath is legally binding and makes the ferryman sign it.",
        "The ferryman squints at the contract; he's legally blind.",
        "I read the epitaph of the old king aloud and the door grinds open.",
        "I have an anecdote to tell the troll about my aunt.",
        "We wait for the drawbridge with great impatience.",
        "That spell was mind blowing, so I clap.",
        "Survival of the fittest, I say, and shoulder the ogre aside.",
        "I give him a piece of my mind and then a piece of my axe.",
        "It is an episode of the old war, so the ghosts march past.",
        "I tell the ogre an anecdote for the road and slip past while he laughs.",
        "We come to a deal with the troll: one goat, no questions.",
        "I show my medal to the guard and he waves me through.",
        "I set a present on the altar and step back.",
        "My true optical illusion: the door was a painting all along.",
    ],
)
def test_the_phrase_said_right_or_another_fitting_word_is_not(text: str) -> None:
    assert "malapropism" not in cards(text)


def test_the_hit_names_the_word_meant() -> None:
    (hit,) = malapropism(Transcript("It's a matter of the gravest impotence, shaman."))
    assert hit.why == "'impotence' for 'importance'"


@pytest.mark.parametrize(
    ("word", "meant", "alike"),
    [
        ("repository", "repository", False),  # the word itself
        ("bindings", "binding", False),  # another form of it
        ("told", "lode", False),  # a different first sound
        ("must", "moot", False),  # a short word two sounds away
        ("suppository", "repository", True),  # the dictionary lacks it; the ending is shared
        ("grignr", "grin", False),  # no word at all
    ],
)
def test_what_sounds_like_the_word_meant(word: str, meant: str, alike: bool) -> None:
    assert sounds_like(word, meant) is alike
