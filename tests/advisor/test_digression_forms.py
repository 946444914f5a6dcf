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


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: a story in the past cut off by a sentence that is only the way back.
        "Grignr eyes the well. His grandmother dropped a ring down one like it, and she "
        "wept for a week, and the miller fished it out with a sieve. Anyway. He climbs in.",
        "I raise the lantern. In my first winter at the abbey a bat flew into the soup, the "
        "cook fainted and the abbot laughed till he cried. But enough. I light the wick.",
    ],
)
def test_a_story_cut_off_by_the_way_back_is_a_digression(text: str) -> None:
    assert "narrative-digression" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The sentence before is the scene's own present, or the "enough" is said aloud.
        "Grignr eyes the well and the rope and the bucket beside it. Anyway. He climbs in.",
        "The ogre grabbed my pack, tore it and threw it. 'Enough!' I yell, and charge.",
        # Nothing comes after: the telling has stopped, not come back.
        "Grignr eyes the well. His grandmother dropped a ring down one, wept, and left. Anyway.",
    ],
)
def test_a_way_back_without_a_story_before_it_is_no_digression(text: str) -> None:
    assert "narrative-digression" not in cards(text)
