"""Probes for "what was good enough for my father is good enough for me" and its kin
(round nine, after blind31).

Card "Appeal to tradition": "Claiming something is right because it has always been done
that way." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "I load the old crossbow; what was good enough for my grandfather is good enough for me.",
        "Hild salts the doorstep against the ghost, for what worked for her mother will work "
        "for her.",
    ],
)
def test_what_did_for_the_old_ones_does_for_us_is_appeal_to_tradition(text: str) -> None:
    assert "appeal-to-tradition" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The old ones named, nothing leaned on.
        "I ask my father what he wants for supper, and I cook it.",
        "What served as a bridge for the goats was a fallen log, so I walk across it.",
    ],
)
def test_the_old_ones_named_without_their_ways_leaned_on_is_no_tradition(text: str) -> None:
    assert "appeal-to-tradition" not in cards(text)
