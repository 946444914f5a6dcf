"""Probes for a rule about a whole kind believed on one remembered time, with no "so"
(round nine, after blind31).

Card "Hasty generalization": "A sweeping rule drawn from one or two cases." Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Tam, having once been bitten by a goose, believes all birds are vicious and "
        "draws his sword on the crow.",
        "Ilse once lost a coin to a gnome and is certain that all gnomes are cheats; "
        "she refuses to roll the dice.",
        "Because he once saw a troll slip on ice, Brann holds all trolls to be clumsy, "
        "and greases the bridge.",
    ],
)
def test_one_time_remembered_then_a_belief_about_all_is_hasty(text: str) -> None:
    assert "hasty-generalization" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # "once" as "as soon as": no case remembered.
        "Once inside, Ilse is sure all the doors behind her are locked; she tries the nearest.",
        "Once we cross, Brann thinks all of us should rest by the fire.",
        # A time remembered, but no belief about a whole kind.
        "Tam once fed a goose at the fair, and he believes it remembers him; he holds out bread.",
    ],
)
def test_without_a_case_and_a_kind_it_is_no_hasty_generalization(text: str) -> None:
    assert "hasty-generalization" not in cards(text)
