"""Probes for an aside that comes back to the action within its sentence (a follow-up noted
in round nine).

Rule ("Action rolls", 1. Description): an aside to the table is no part of the description,
so its words earn nothing; the words after "anyway" are the description again and earn what
they earn. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr waits, my real cat just walked on the keyboard, anyway Grignr slowly, "
        "quietly, carefully, nervously opens the door.",
        "Hold on, my phone is buzzing, anyway Grignr slowly, quietly, carefully, nervously "
        "opens the door.",
    ],
)
def test_the_action_after_anyway_earns_its_card(text: str) -> None:
    assert "adverb-pileup" in cards(text)


def test_the_aside_itself_still_earns_nothing() -> None:
    text = "Grignr waits, my real phone is on my laptop screen, anyway he opens the door."
    assert "anachronism" not in cards(text)
