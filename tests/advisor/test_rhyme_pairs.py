"""Probes for couplets whose rhyming words share their last letters (round eight).

Card "Unintentional rhyme": the telling falls into rhyme. "Ill" and "still", "low" and
"slow" are two words that rhyme; "way" and "away", "hat" and "hats" are one word told twice.
Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "My arm is ill, I fight on still.",
        "I duck down low, then stab it slow.",
    ],
)
def test_words_ending_alike_rhyme(text: str) -> None:
    assert "unintentional-rhyme" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I find my way, then run away.",
        "I grab the hat, and both the hats.",
    ],
)
def test_one_word_told_twice_is_no_rhyme(text: str) -> None:
    assert "unintentional-rhyme" not in cards(text)
