"""Probes for continuity errors against the challenge's name, and "another" after one's last
(round eight).

Card: "The telling contradicts a detail of the story or scene that was just established."
A challenge's name may count a part of its being ("Two-headed troll") or the beings ("Seven
imps"); the telling must keep the count. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from tests.advisor.probing import ADVISOR, ALL
from tests.advisor.record_cassettes import GRIGNR


def cards_against(challenge: str, text: str) -> dict[str, int]:
    """The cards ``text`` earns for Grignr facing ``challenge``, every card in the pool."""
    context = SuggestContext.of(text, GRIGNR, ALL, [(challenge, 7)])
    return ADVISOR.suggest(context).card_counts()


@pytest.mark.parametrize(
    ("challenge", "text"),
    [
        ("Two-headed troll", "Grignr clouts all three of its heads with the flat of Mother."),
        ("Four-armed temple guardian", "I duck under both of its arms and run for the altar."),
        ("One-horned bull", "I duck its horn, then grab the bull by its other horn."),
        ("Five goblin archers", "I wait for the archers till all six of them have loosed."),
        ("Four skeletons", "I swing Mother through all three skeletons at once."),
        ("Three-eyed seer", "I throw sand in her fourth eye."),
    ],
)
def test_a_count_against_the_challenges_name_is_a_continuity_error(
    challenge: str, text: str
) -> None:
    assert "continuity-error" in cards_against(challenge, text)


@pytest.mark.parametrize(
    ("challenge", "text"),
    [
        # A part of the count, not the whole.
        ("Three-headed dog", "I feed two of its heads a sausage each."),
        # The count kept.
        ("Two-headed troll", "Grignr knocks both of its heads together."),
        # A name that counts nothing.
        ("Hill troll", "Grignr knocks both of its heads together."),
        # A lone part told as one, even as a left or right one.
        ("One-eyed giant", "I throw dirt in its eye and then in its ear."),
        ("One-eyed giant", "I throw dirt in its left eye."),
        # Some of the beings, not all of them.
        ("Seven imps", "I punch three imps and kick the rest."),
    ],
)
def test_a_count_kept_is_no_continuity_error(challenge: str, text: str) -> None:
    assert "continuity-error" not in cards_against(challenge, text)


@pytest.mark.parametrize(
    "text",
    [
        "I throw my last bomb at the door, then I throw another.",
        "With my last arrow nocked, I nock another.",
    ],
)
def test_another_after_the_last_is_a_continuity_error(text: str) -> None:
    assert "continuity-error" in cards_against("Iron door", text)


def test_another_of_something_else_is_no_continuity_error() -> None:
    text = "I throw my last bomb at the door, then another idea strikes me."
    assert "continuity-error" not in cards_against("Iron door", text)
