"""Probes for a loaded question asked with "left off" or "ceased" for "stopped", and
watered drink without "down" (round nine, after blind30-31).

Card "Loaded question": "A question that smuggles in an accusation whichever way it is
answered." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "I lean over the bar: 'Have you ceased cheating your customers, innkeeper?'",
        "'Has he left off robbing the pilgrims on the pass?' I ask the abbot.",
        "I ask the tavern keeper whether he still waters the wine for strangers.",
    ],
)
def test_a_misdeed_taken_for_granted_is_a_loaded_question(text: str) -> None:
    assert "loaded-question" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plain question about what was stopped, or about watering, no misdeed in it.
        "Have you ceased work for the night, friend? I set down my pack.",
        "I ask the stable boy whether he still waters the horses at noon.",
        "Has the rain left off yet? I peer out of the inn door.",
    ],
)
def test_a_question_with_no_misdeed_in_it_is_not_loaded(text: str) -> None:
    assert "loaded-question" not in cards(text)
