"""Probes for the tense-shift card's verb forms and subjects (round eight).

Card: "The telling slips between past and present tense in mid-action." The present
progressive ("he is prying") is the telling's present as much as "he pries"; the actor's name
is a subject even when it is also a word ("Bell", "Kettle"); an "it" joined by "and" to a
deed goes on in its tense. Every sentence is new.
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from engine.table import Character
from tests.advisor.probing import ADVISOR, ALL, cards


def cards_for(name: str, text: str) -> dict[str, int]:
    """The cards ``text`` earns for a character called ``name``, every card in the pool."""
    character = Character(name=name, background="A tinker from the hills.")
    return ADVISOR.suggest(SuggestContext.of(text, character, ALL)).card_counts()


@pytest.mark.parametrize(
    "text",
    [
        "Grignr vaulted the fence. Now he is prying the shutter open with his knife.",
        "I ducked under the table and now the ogres are smashing the chairs over me.",
        "She grabbed the torch, and she is waving it at the wolves.",
    ],
)
def test_present_progressive_after_the_past_is_a_shift(text: str) -> None:
    assert "tense-shift" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I hurled the spear and it sticks in the troll's shield.",
        "Grignr kicked the barrel and it rolls down onto the goblins.",
    ],
)
def test_an_it_joined_by_and_keeps_the_tense(text: str) -> None:
    assert "tense-shift" in cards(text)


def test_the_actors_name_is_a_subject_when_it_is_also_a_word() -> None:
    text = "Bell rolled a keg down the stairs, and now the guards are scrambling after it."
    assert "tense-shift" in cards_for("Bell Tinwhistle", text)


@pytest.mark.parametrize(
    "text",
    [
        # A plan, not the telling's present.
        "Grignr climbed the wall last night, so he is going to climb it again.",
        # Past progressive sets a scene behind the deed.
        "I draw my bow at whatever I was aiming at before, the rat on the beam.",
        # All present.
        "Grignr is prying the shutter open while the guard is snoring.",
        # A joined "it" in a time long past.
        "I fought a troll once and it ran from fire, so I light my torch.",
    ],
)
def test_near_misses_are_no_shift(text: str) -> None:
    assert "tense-shift" not in cards(text)
