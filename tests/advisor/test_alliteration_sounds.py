"""Probes for alliteration on words the pronouncing dictionary lacks (round eight).

Card "Alliteration excess": words that begin with the same sound, heaped. A word the
dictionary lacks ("blubbering", a coined name) begins with its spelling's sound, the same
phoneme a listed word begins with; a run is heard in one breath, so it stays in one sentence.
Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr grabs the gobbling, gurgling, grumbling gremlin by the ear.",
        "I bring the blubbering, blathering, bumbling bandit to the bridge.",
    ],
)
def test_unlisted_words_alliterate(text: str) -> None:
    assert "alliteration-excess" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The same sound spread over two sentences is not heard as one run.
        "Grignr sees the sack. Stuffed, sewn shut. Sticky. I cut it open with the knife.",
        # A word starting with a vowel letter has no settled first sound.
        "I open the oozing, oily, ochre, odd urn.",
    ],
)
def test_near_misses_do_not_alliterate(text: str) -> None:
    assert "alliteration-excess" not in cards(text)
