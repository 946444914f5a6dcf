"""Probes for "you're one to speak" and its kin, the idiom of "you're one to talk" with
another verb of judging (round nine, after blind31).

Card "Tu quoque": "Dismissing a charge by pointing out that the accuser does it too."
Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "'Liar, am I? You are one to preach about honesty, you sold me a blind mule.'",
        "The priest calls me greedy. He's a fine one to judge, with his golden rings.",
    ],
)
def test_one_to_speak_is_tu_quoque(text: str) -> None:
    assert "tu-quoque" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # "the one to" someone fit for a task, no charge returned.
        "You are the one to judge the pie contest, Mother Hubb; I hand her a spoon.",
        "She is one to speak softly to horses, so I let her lead the mare.",
    ],
)
def test_one_to_without_a_charge_is_no_tu_quoque(text: str) -> None:
    assert "tu-quoque" not in cards(text)
