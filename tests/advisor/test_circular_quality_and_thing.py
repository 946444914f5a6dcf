"""Probes for a reason that names as a quality what the claim names as a thing ("it has
poison because it is poisonous") (round nine, after blind31).

Card "Circular reasoning": "An argument whose conclusion is already its premise." Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "This mushroom holds poison because it is poisonous, so I throw it away.",
        "Hild swears the sword brings her power because it is a powerful sword.",
    ],
)
def test_a_quality_given_as_the_reason_for_its_thing_is_circular(text: str) -> None:
    assert "circular-reasoning" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A quality of one thing given as the reason for another.
        "The road holds danger because the bridge is rotten, so we take the ford.",
        "I trust the map because the cartographer is careful; I follow it.",
    ],
)
def test_a_reason_about_something_else_is_not_circular(text: str) -> None:
    assert "circular-reasoning" not in cards(text)
