"""Equivocation in more shapes (:mod:`companion.advisor.checks_equivocation`): a quality or
a two-sense thing asked for and met by saying its word again, the demand then called met;
one word said split and closed.

Card "Equivocation": "Sliding between two meanings of the same word in one argument." The
near misses meet the demand with a thing handed over, or say the word in one sense only.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The sphinx wants something sharp. Tilda says, 'My wit is sharp.' So that's sharp, pay up.",
        "The ferryman needs something of great value. Orm sings him a song of great value to "
        "Orm's mum. There you go.",
        "The ogre wants something sweet. 'Sweet dreams, big fella.' There's your something sweet.",
        "There's no thing in the chest, Bram says, so nothing can hurt us; he reaches in.",
        "There's no body in the coffin, and nobody tells Hild what to do, so she climbs in.",
        "The gate wants a seal. I clap like a seal and bark. Done.",
    ],
)
def test_one_word_made_to_carry_two_senses(text: str) -> None:
    assert "equivocation" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The sphinx wants something sharp, so Tilda hands her a dagger. There you go.",
        "The ogre wants something sweet. I toss him a honey cake and run past.",
        "Nobody is in the coffin, and nobody tells Hild what to do, so she climbs in.",
        "The tower has nine stories and we climb all of them.",
        "The gate wants a seal. I hand it the seal of the duke. Done.",
        "The gate wants a seal, and the seal is on the duke's ring. I go looking for him.",
    ],
)
def test_one_sense_or_a_thing_handed_over_is_not(text: str) -> None:
    assert "equivocation" not in cards(text)
