"""Probes for special pleading said across a speech tag, and a rule said to hold for all
but the speaker's own (round nine, after blind31).

Card "Special pleading": "Exempting yourself from a rule you apply to everyone else,
without a reason." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from companion.advisor.text import Transcript
from tests.advisor.probing import cards


def test_what_is_said_is_joined_across_its_speech_tags() -> None:
    t = Transcript("'Fees,' Osk grunts, 'are for peddlers.' He walks on.")
    assert t.said.norm == "fees are for peddlers"
    assert Transcript("Osk walks on.").said.norm == "osk walks on"


@pytest.mark.parametrize(
    "text",
    [
        "'Taxes,' the baron sniffs, 'are for farmers and millers; I am exempt.'",
        "The oath, Osk declares, binds every knight of the order except himself, and he "
        "keeps the gold.",
        "'The curfew applies to all the town save my own household,' says the reeve, "
        "strolling out at midnight.",
    ],
)
def test_a_rule_for_all_but_the_speaker_is_special_pleading(text: str) -> None:
    assert "special-pleading" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A speech tag between the words, and no rule waived.
        "'Farmers,' the baron sniffs, 'are up before dawn.' He rides to the mill.",
        # All but one told, no rule held over them.
        "Every guard but him falls asleep by the fire, so Osk keeps watch.",
        "The potion heals every wound save his own, the healer says sadly; it cannot cure "
        "the curse.",
    ],
)
def test_no_rule_waived_for_oneself_is_no_special_pleading(text: str) -> None:
    assert "special-pleading" not in cards(text)
