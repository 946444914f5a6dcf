"""Probes for a Tom Swifty whose adverb closes the line spoken after its tag (round eight).

Card: "A line of speech tagged with an adverb that makes a pun on what was said." The tag
may open the line and its adverb close it ("says, ..., spiritedly."). Every sentence is new,
none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr grins and says, I'll have the whole hive, honeyedly.",
        "So I say, that bridge is out, crossingly. Then I jump.",
    ],
)
def test_a_closing_adverb_earns_tom_swifty(text: str) -> None:
    assert "tom-swifty" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plain manner adverb.
        "Grignr says, I'll have the whole hive, quietly.",
        # The adverb tells the deed of another clause, not the line.
        "Grignr says, fine. He climbs the wall, awkwardly.",
        # No comma before the adverb: it belongs to the line's own verb.
        "I say, I will cross it unflinchingly.",
    ],
)
def test_near_misses_earn_no_tom_swifty(text: str) -> None:
    assert "tom-swifty" not in cards(text)
