"""Probes for the gambler's fallacy as "it can't be four in a row", and a run of losses
followed by the speaker's own resolve, which is no promise of the next result (round nine,
after blind30).

Card "Gambler's fallacy": "Believing past chance results make a different result more
likely now." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The last two chests were mimics, so this one is fine: it can't be three mimics in a row.",
        "Tails came up five times, and it is impossible that it lands six times in a row, "
        "so I bet on heads.",
    ],
)
def test_a_run_said_to_be_unable_to_go_on_is_the_gamblers_fallacy(text: str) -> None:
    assert "gamblers-fallacy" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Losses at dice, then what we will do: a sunk cost at most, no result promised.
        "We lost thirty silver at dice to this sharper, and we cannot leave now; I roll again.",
        "I lost three hands to the ghost, so this time I will watch his sleeves.",
        # "in a row" told, not denied.
        "Three goblins in a row come through the door, and I club each one.",
    ],
)
def test_no_result_promised_by_the_run_is_no_gamblers_fallacy(text: str) -> None:
    assert "gamblers-fallacy" not in cards(text)
