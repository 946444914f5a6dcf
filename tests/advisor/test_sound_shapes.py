"""Probes for onomatopoeia found by a sound word's shape (round eight).

Every sentence is new, none copied from an eval set. Positives: a sound with no vowel drawn
out ("hsss"), a listed sound drawn out ("HOOOONK"), a rare one-syllable spelling said again
at once ("tonk tonk"), a bell's "bong". Negatives: drawn-out cries, a real word or a name
said twice, "bong" inside a clause, the acting character's name when it is a sound word.
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from engine.table import Character
from tests.advisor.probing import ADVISOR, ALL, cards


@pytest.mark.parametrize(
    "text",
    [
        "The snake rears up, hssssss, and I freeze.",
        "Grignr whacks the shield with the flat of the blade, tonk tonk tonk.",
        "I ring the temple bell with my forehead. Bong.",
        "the steam pipe goes pffsss, so I duck under it",
        "I knock the pots together. bong bong, the ogre covers his ears.",
        "I squeeze the goose under my arm. HOOOONK. The guards turn round.",
    ],
)
def test_sound_shapes_earn_onomatopoeia(text: str) -> None:
    assert "onomatopoeia" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Cries of the speaker, however drawn out.
        "Hmmm, shhhh, mmmm, I think the ogre is asleep.",
        # A real word said twice for emphasis, and a name said twice.
        "Run run, I shout, and Grignr runs.",
        "Bob Bob, the innkeeper, waves us in.",
        # Abbreviations with no vowel are no sound drawn out.
        "I wait 2 hrs and then I climb, tbh it's fine.",
        # The word inside a clause names a thing.
        "I swap the bong for a pipe and light it.",
    ],
)
def test_near_misses_earn_no_onomatopoeia(text: str) -> None:
    assert "onomatopoeia" not in cards(text)


def _cards_as(name: str, text: str) -> dict[str, int]:
    """The cards ``text`` earns for a character called ``name``, every card in the pool."""
    character = Character(name=name, background="A brawler from the docks.")
    return ADVISOR.suggest(SuggestContext.of(text, character, ALL)).card_counts()


def test_the_actors_name_is_no_sound_even_when_it_is_one() -> None:
    # Round nine: a barbarian called Thud names himself; his name is no sound effect.
    assert "onomatopoeia" not in _cards_as("Thud", "Thud swings the bench at the guards.")


def test_a_sound_beside_the_actors_name_still_counts() -> None:
    assert "onomatopoeia" in _cards_as("Thud", "Thud swings the bench. Crash! The guards fall.")
