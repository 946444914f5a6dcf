"""Probes for an "either ... or" whose second branch is the first one denied (colleagues'
report).

Card "False dilemma": "Pretending there are only two choices when there are plainly more."
"Either you share or you don't" names every choice there is: no choice is hidden. Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Either you share the bread or you don't, Grignr tells the dwarf, your call.",
        "We either trust the map or we do not, so Grignr flips a coin.",
        "Either they heard us or they didn't, and Grignr waits behind the door.",
    ],
)
def test_a_choice_and_its_denial_earn_no_false_dilemma(text: str) -> None:
    assert "false-dilemma" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Either we charge the gate right now or we rot in this swamp forever.",
        "Either you hand over the key or you are my enemy for life.",
        "We either climb the cliff or we get eaten by the wolves.",
    ],
)
def test_two_choices_of_many_still_earn_false_dilemma(text: str) -> None:
    assert "false-dilemma" in cards(text)
