"""Probes for said-bookism tags typed in lower case or with a manner before the verb
(round eight).

Card: "A showy verb of speech used where a plain said would do." A tag after a line closed
by a comma may name its speaker in lower case ("'...,' maelis coos"), a lower-case "i"
speaks as "I" does (with a bare showy verb: "I purr"), and manner adverbs may stand between
speaker and verb. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "'stay back, you brutes,' grignr warbles, and lifts the torch",
        '"come and get it," i trumpeted, waving the ham',
        '"Yield, worm!" I slowly, grandly, pompously proclaimed at the ogre.',
        '"Closer," I hiss, and the rats creep out of the drain.',
    ],
)
def test_tags_earn_said_bookism(text: str) -> None:
    assert "said-bookism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The action goes on after the line; no one is named as speaking it.
        "'stay back, you brutes,' and grignr lifts the torch",
        # A bare verb after "I" that is no showy verb of voice.
        '"Closer," I wave, and the rats creep out of the drain.',
        # A plain verb of speech after the adverbs.
        '"Yield, worm!" I slowly, grandly said to the ogre.',
        # A lower-case name after a line closed by a full stop begins the next sentence.
        "'stay back.' grignr lifts the torch and waits.",
    ],
)
def test_near_misses_earn_no_said_bookism(text: str) -> None:
    assert "said-bookism" not in cards(text)
