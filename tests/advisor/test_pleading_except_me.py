"""Probes for "except me" told as a plain fact, not a rule waived (colleagues' report).

Card "Special pleading": "Exempting yourself from a rule you apply to everyone else,
without a reason." "Everyone except me falls asleep" says who sleeps; no rule is set for
anyone. "Except me, obviously" after a rule keeps its card. Every sentence is new, none
copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Everyone except me falls asleep by the fire, so I take the first watch.",
        "The gas knocks out the whole party but not me, and I drag them out one by one.",
        "All the torches go out apart from mine, so Grignr leads the way.",
        "Nobody in the tavern recognises us except for me, because I grew up here.",
    ],
)
def test_except_me_as_a_fact_earns_no_special_pleading(text: str) -> None:
    assert "special-pleading" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nobody drinks from the well. Except me, of course.",
        "No one crosses the line, except us naturally, we're the heroes.",
        "The sign says no swords in the hall, but not for me, I keep mine.",
    ],
)
def test_a_rule_waived_for_me_still_earns_special_pleading(text: str) -> None:
    assert "special-pleading" in cards(text)
