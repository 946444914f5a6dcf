"""Probes for a dangling phrase opened by an irregular past participle (round eight), and
by a feeling only a being can undergo told of a thing (round nine).

Card: "An opening phrase that attaches to the wrong subject, so the sentence says something
absurd." "Caught in the net," opens a phrase as "Trapped in the net," does. Every sentence
is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


def test_an_irregular_participle_opens_a_dangling_phrase() -> None:
    assert "dangling-modifier" in cards("Caught in the brambles, my cloak tears down the back.")


def test_the_doer_after_the_phrase_is_no_dangling_modifier() -> None:
    assert "dangling-modifier" not in cards("Caught in the brambles, I cut my cloak free.")


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: what only a being can undergo, told of a thing.
        "Deafened by the bell's clang, my crossbow bolt flies into the rafters.",
        "Terrified by the wyrm's roar, his torch clatters down the stairs.",
    ],
)
def test_a_thing_that_undergoes_a_beings_feeling_dangles(text: str) -> None:
    assert "dangling-modifier" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The subject can undergo it: a being, or a thing struck.
        "Deafened by the bell's clang, the goblin drops his spear.",
        "Struck by the hammer, my shield splinters down the middle.",
    ],
)
def test_a_subject_that_can_undergo_it_does_not_dangle(text: str) -> None:
    assert "dangling-modifier" not in cards(text)
