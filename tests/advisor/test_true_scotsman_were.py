"""Probes for "we're not a real ..." written without its apostrophe (colleagues' report).

Card "No true Scotsman": a group redefined to shut out a counterexample. "We are not a real
army" is the speaker being modest about their own side, already let through; "were not a
real army" with the apostrophe dropped is the same words. "They were not real ...", "he
weren't a real ..." still shut someone out. Every sentence is new, none copied from an eval
set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr shrugs, were not a real warband, just three cousins and a mule.",
        "ok so we're not a proper crew yet, but Grignr rows anyway.",
        "Grignr laughs, were not a true guild, we just share a roof.",
    ],
)
def test_our_own_side_played_down_earns_no_true_scotsman(text: str) -> None:
    assert "no-true-scotsman" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "They were not a real warband, Grignr scoffs, real warbands never run.",
        "'then he weren't a proper knight,' Grignr sneers. 'proper knights never yield.'",
        "The mayor ran? Then he is not a real mayor, a real mayor would stay.",
    ],
)
def test_someone_shut_out_still_earns_no_true_scotsman(text: str) -> None:
    assert "no-true-scotsman" in cards(text)
