"""A clause that breaks off to ask the room something earns no card.

Card "Anachronism": "Something from the wrong era: a modern object, word or idea in the
ancient dungeon." Rule ("Action rolls", 1. Description): the player describes the
character's action; "hang on whose phone is that" asked of the table mid-telling is no part
of it. Only that clause is set aside: the telling goes on after it. Every sentence is new,
none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Kara pries the lid off, hang on who's got the laptop on, and she peers in",
        "I step onto the ice, hold on is that your phone ringing, and I slide across",
        "Brom lights the torch, sorry what time is it, anyway he walks on",
    ],
)
def test_a_question_to_the_room_earns_no_anachronism(text: str) -> None:
    assert "anachronism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The telling after the break-in is still the action's.
        "Kara pries the lid off, hang on who's that, and she checks her wristwatch",
        # "hang on" as the action itself.
        "I hang on to the ledge and call for a taxi",
        "Brom yells hold on, pulls out his laptop and types a spell",
    ],
)
def test_the_telling_around_it_still_earns_anachronism(text: str) -> None:
    assert "anachronism" in cards(text)
