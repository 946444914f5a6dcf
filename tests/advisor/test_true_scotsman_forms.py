"""Probes for the no-true-Scotsman dodge said out in full, and a denied membership merely
reported (round nine, after blind30-31).

Card "No true Scotsman": "Dodging a counter-example by redefining the group: no true
barbarian would." The dodge names the group twice: what a true member does, then the
member who did otherwise put out of it ("... was never a real smith"). Someone saying the
speaker is "not a real pirate" is an accusation told, not a group redefined. Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "A real smith never burns his hand, and old Tobin, who burnt his twice, "
        "was never a real smith.",
        "True knights of the Vale fear no fire; the one who ran from the barn "
        "was not truly of the Vale.",
        "Genuine rangers don't get lost, so if Pella got lost she is no genuine ranger.",
    ],
)
def test_the_group_redefined_to_shut_out_a_member_is_no_true_scotsman(text: str) -> None:
    assert "no-true-scotsman" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Membership denied to the speaker by someone else: an accusation reported.
        "The guard sneers that I'm not a real knight, so I show him my spurs and walk in.",
        "The innkeeper says we are not a real troupe; I juggle three knives to prove it.",
        # A true thing and a false one, no group and no member put out of it.
        "The true map was in the chest, and the one on the wall was never the map at all.",
        "The real danger is the river, and the bridge was never safe; I wade across.",
    ],
)
def test_no_group_redefined_is_no_true_scotsman(text: str) -> None:
    assert "no-true-scotsman" not in cards(text)
