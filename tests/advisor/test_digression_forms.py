"""Probes for the narrative digression's openers (round eight).

Card: "The telling wanders off into an unrelated story before coming back." Another story
opens with "like/about the time ...", "it's like when ...", "goes off on ...", or is owned
as "a long story", and the telling comes back with "anyway". Every sentence is new, none
copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr wades in, just like the time he forded the Ashwater in spring and lost a boot "
        "to a pike, anyway, he wades in.",
        "I light the fuse. It's like when my uncle blew up the privy at midwinter and the "
        "whole village cheered. Anyway! I run.",
        "Grignr goes off on a speech about his grandmother's goat and the hailstorm and the "
        "priest who sold her the wrong charm, anyway then he punches the troll.",
        "I pick the lock, which is a long story involving a baker. Anyway, it clicks.",
        "I do the dance my aunt taught me at the fair, long story, anyway, the ogre laughs.",
    ],
)
def test_digressions_earn_the_card(text: str) -> None:
    assert "narrative-digression" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The time of the scene, not another story.
        "By the time the guards turn round I am over the wall anyway.",
        # "Like when" with no coming back: a plan.
        "It goes off like when you light a fuse, so stand back.",
        # A long story owned but not told: nothing to come back from.
        "I tell the ogre how I got here is a long story, and he waves me by.",
    ],
)
def test_near_misses_earn_no_digression(text: str) -> None:
    assert "narrative-digression" not in cards(text)
