"""Probes for the passive voice's agent named a few places on (round eight).

Card: "The action told as something done to its object, often by an agent named last." The
"by" may follow a chain of places ("into the wall along the stair by ...") or a word that
tells how the thing ended up ("worked loose by ..."); a "by" in a new clause is no agent.
Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "A ladder of pitons is driven into the cliff beside the falls by Grignr's hammer.",
        "The rusty grate is worked free by me and my crowbar.",
        "The last lantern is carried down the stairs into the crypt by Grignr.",
    ],
)
def test_an_agent_past_places_is_a_passive(text: str) -> None:
    assert "passive-voice" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The "by" opens another clause.
        "I'm beaten twice tonight already, so by the odds I win this one.",
        # A subject between the participle and the "by".
        "The gate is locked and Grignr waits by the door until dawn.",
        # No passive at all.
        "I hammer a piton into the rock along the ledge by the falls.",
    ],
)
def test_a_by_that_is_no_agent_is_no_passive(text: str) -> None:
    assert "passive-voice" not in cards(text)
