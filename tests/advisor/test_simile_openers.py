"""Probes for a simile opened with its first "as" left out (round eight).

Card "Strained simile": "A comparison so far-fetched or overlong that it strains to
breaking." "Proud as a lighthouse ..." compares as "as proud as a lighthouse" does. Every
sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr stands tall, proud as a peacock strutting before a crowd of envious hens.",
        "I creep in, silent as an owl gliding over a sleeping village in deep midwinter.",
    ],
)
def test_half_as_similes_earn_strained_simile(text: str) -> None:
    assert "strained-simile" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A short vehicle, a role taken, and "same as".
        "Grignr goes in quick as a cat and grabs the key.",
        "I go in dressed as a monk with a begging bowl and a bell and a candle.",
        "I do the same as a guard would do at the old northern gate in winter.",
    ],
)
def test_near_misses_earn_no_strained_simile(text: str) -> None:
    assert "strained-simile" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: a vehicle run on by a relative clause on its noun.
        "I creep forward like a cat who has heard a rumour of cream in the larder downstairs.",
        "The door groans like an old priest who has climbed the bell tower twice before supper.",
    ],
)
def test_a_vehicle_run_on_by_a_relative_clause_strains(text: str) -> None:
    assert "strained-simile" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A short relative clause, or one set off by a comma: the plain length.
        "I creep forward like a cat who smells cream.",
        "The door groans like an old priest, who then climbs the tower and rings the bell.",
    ],
)
def test_a_short_or_set_off_relative_clause_does_not_strain(text: str) -> None:
    assert "strained-simile" not in cards(text)
