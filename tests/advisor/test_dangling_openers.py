"""Probes for a dangling phrase opened by an irregular past participle (round eight).

Card: "An opening phrase that attaches to the wrong subject, so the sentence says something
absurd." "Caught in the net," opens a phrase as "Trapped in the net," does. Every sentence
is new, none copied from an eval set.
"""

from __future__ import annotations

from tests.advisor.probing import cards


def test_an_irregular_participle_opens_a_dangling_phrase() -> None:
    assert "dangling-modifier" in cards("Caught in the brambles, my cloak tears down the back.")


def test_the_doer_after_the_phrase_is_no_dangling_modifier() -> None:
    assert "dangling-modifier" not in cards("Caught in the brambles, I cut my cloak free.")
