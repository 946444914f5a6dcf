"""Probes for a claim asked about with a bare "why X?" and answered with itself, and a
reason whose "only" adds nothing (round nine, after blind30).

Card "Circular reasoning": "An argument whose conclusion is already its premise." Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "the thief is the baker. why baker? because the thief is the baker, that's all.",
        "My sword is the sharpest here. Why sharpest? Because my sword is really the sharpest.",
    ],
)
def test_a_bare_why_answered_with_the_claim_is_circular(text: str) -> None:
    assert "circular-reasoning" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A bare "why" answered with a reason of its own.
        "the thief is the baker. why baker? because his apron is full of stolen rings.",
        "We take the left tunnel. Why left? Because the right one is flooded only at night.",
    ],
)
def test_a_bare_why_answered_with_a_reason_is_not_circular(text: str) -> None:
    assert "circular-reasoning" not in cards(text)
