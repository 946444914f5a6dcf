"""Everyday table-talk forms of the fallacy cards, one or two a card, found missing by
invented table talk (not taken from the labelled sets), with a near miss beside each.

Rule ("Cards"): a pool card is earned by an action whose words commit the card's offence;
the card's definition (``decks/standard.toml``) says what the offence is.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("ad-hominem", "You smell like a wet goat, so no, your riddle's answer is wrong."),
        ("ad-hominem", "Whatever, you're a goblin, what do goblins know about maps?"),
        ("special-pleading", "Everyone else has to pay, sure, but I'm a bard. In I go."),
        ("special-pleading", "Rules are rules, except when it's me, obviously."),
        ("appeal-to-ignorance", "There's no proof it's cursed, so it's fine. I put the crown on."),
        ("false-dilemma", "You're either with us or you're with the orcs."),
        ("sunk-cost", "After everything we've been through, I'm not turning back."),
        ("straw-man", "The priest says be kind, so he wants us to hug the zombies?"),
        ("appeal-to-tradition", "My dad did it this way, his dad did it this way. I do it too."),
    ],
)
def test_table_talk_forms_of_each_card(card: str, text: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("ad-hominem", "What do goblins eat? I ask the cook, and I hand him the bread."),
        ("special-pleading", "I'm a bard, but I'm a tired one tonight. I sit down."),
        ("appeal-to-ignorance", "There's proof on the wall, so I read it aloud."),
        (
            "false-dilemma",
            "You're either very brave or very lost, the guard laughs, and lets us in.",
        ),
        ("sunk-cost", "After everything settles, we turn back for the inn."),
        ("straw-man", "The priest says be kind, so I share my bread with the beggar."),
    ],
)
def test_table_talk_near_misses_of_each_card(card: str, text: str) -> None:
    assert card not in cards(text)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("tu-quoque", "The ogre says I'm rude?? Buddy, you just ate a guy in front of me."),
        ("straw-man", "He wants a small toll, so basically he wants to rob every traveller blind."),
        ("special-pleading", "No running in the halls, sure, for you guys. I'm a ranger though."),
    ],
)
def test_more_table_talk_forms(card: str, text: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("tu-quoque", "The ogre asks my name? You just missed the turn, I tell Bram."),
        ("straw-man", "He wants a drink, so I pour him one."),
        ("special-pleading", "No fishing in the lake, the sign says, so I put my rod away."),
        ("special-pleading", "I'm a ranger though, and rangers track, so I look for prints."),
    ],
)
def test_more_table_talk_near_misses(card: str, text: str) -> None:
    assert card not in cards(text)
