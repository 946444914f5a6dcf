"""Probes for "as you know" said to a group named as listeners (round eight).

Card "As you know": characters telling each other what they already know. "As all of you
lads know" names the listeners as "as you lads know" does. Every sentence is new.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "'As all of you boys know, I won this axe at the Midwinter games,' I say, and swing.",
        "As all of you folk remember, the bridge fell last spring, so I take the ford.",
    ],
)
def test_listeners_named_earn_as_you_know(text: str) -> None:
    assert "as-you-know" in cards(text)


def test_a_group_that_is_not_listening_is_no_as_you_know() -> None:
    assert "as-you-know" not in cards("I wave to all of you lads and walk off to the bridge.")
