"""Probes for "X is same like Y" and "is same as", the second-language speaker's "is the
same as" (round nine, after blind30).

Card "False equivalence": "Treating two very different things as if they were the
same." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "i tell the guard, taking one apple from the cart is same like giving a gift. so no "
        "problem.",
        "borrowing his horse without asking is the same like renting it, i say, and i ride off.",
        "for me, a dragon is same as a big lizard, so i poke it with my stick.",
    ],
)
def test_is_same_like_is_false_equivalence(text: str) -> None:
    assert "false-equivalence" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # "same" of one thing, not two set equal.
        "i take the same path like yesterday and i walk to the gate.",
        "he looks at me same like always, angry, and i smile at him.",
    ],
)
def test_same_without_two_things_set_equal_is_no_false_equivalence(text: str) -> None:
    assert "false-equivalence" not in cards(text)
