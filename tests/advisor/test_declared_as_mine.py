"""Probes for a card named and then claimed as the player's own ("alliteration, that's one
for me", "a tom swifty, write it down").

Rule ("Card bonuses"): "Players do not declare that they are trying for a card bonus. If a
player does declare it, the bonus is not awarded." Every sentence is new, none copied from
an eval set.
"""

from __future__ import annotations

import pytest

from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from companion.deck import standard_deck


def _declared(text: str) -> list[str]:
    return [d for d, _ in declared(Transcript(text), standard_deck())]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("we must flee or fry. False dilemma, that's one for me.", "false-dilemma"),
        ("'Quiet,' he said softly. Tom Swifty, write it down, GM.", "tom-swifty"),
        ("it goes crunch, splat. onomatopoeia, that one's mine", "onomatopoeia"),
        ("He is a duck of justice. Mixed metaphor, mark it down.", "mixed-metaphor"),
        ("Sly Sam slinks south. Ha, alliteration, write that down", "alliteration-excess"),
        ("for all intensive purposes. Malapropism, that's mine.", "malapropism"),
    ],
)
def test_a_card_claimed_as_mine_is_declared(text: str, card: str) -> None:
    assert card in _declared(text)


@pytest.mark.parametrize(
    "text",
    [
        "I take the silver crown, that's one for me, and the rest goes to the party.",
        "The sergeant reads the map, write it down, he says, every turning.",
        "I pick up the lute, that one's mine, and I play a sea shanty.",
    ],
)
def test_a_thing_claimed_is_no_declaration(text: str) -> None:
    assert _declared(text) == []
