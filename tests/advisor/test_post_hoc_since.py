"""Probes for post hoc told as "since X came, Y has happened; X did all this" (round nine,
after blind31).

Card "Post hoc": "Assuming that because one thing followed another, the first caused
it." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Since the tinker arrived in town, the milk has soured and the dogs howl at night; "
        "the tinker did all this, so I chase him off.",
        "Since that crow landed on our roof the roof has leaked, so clearly the crow is "
        "behind these leaks.",
    ],
)
def test_since_it_came_so_it_did_all_this_is_post_hoc(text: str) -> None:
    assert "post-hoc" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Time told with "since", no cause read into it.
        "Since the tinker arrived in town I have bought three pots from him, and I buy a fourth.",
        # A cause named with a reason, not from the order alone.
        "The tinker did this: I saw him cut the rope with his own knife.",
    ],
)
def test_since_without_a_cause_read_from_the_order_is_no_post_hoc(text: str) -> None:
    assert "post-hoc" not in cards(text)
