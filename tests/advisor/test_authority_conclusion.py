"""A conclusion drawn from an authority is the appeal to authority, not a non sequitur too.

Card "Appeal to authority": "Treating a claim as true because someone important or learned
said it." Card "Non sequitur": "A conclusion that does not follow from what came before
it"; the deck makes it yield to the appeal where their hits overlap. The appeal's hit runs
through a "so" drawn from the one cited in the same sentence, so the two overlap there; a
non sequitur of its own in another sentence still counts. Every sentence is new, none
copied from an eval set.
"""

from __future__ import annotations

import pytest

from companion.advisor.checks_appeals import appeal_to_authority
from companion.advisor.text import Transcript
from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "gran always said never trust a cat, and she was the best ratter in town, "
        "so it must be true",
        "Master Thesp wrote that golems halt at a word, and he was archivist for forty "
        "years, so the door must open",
    ],
)
def test_a_so_drawn_from_the_authority_is_one_card(text: str) -> None:
    found = cards(text)
    assert "appeal-to-authority" in found
    assert "non-sequitur" not in found


@pytest.mark.parametrize(
    "text",
    [
        "Gran always said never trust a cat, and she was the best ratter in town. "
        "Anyway, the moon is silver, so the answer is a left boot.",
        "Master Thesp wrote that golems halt at a word, and he was archivist for forty "
        "years. My boots are wet, so the door must open.",
    ],
)
def test_a_non_sequitur_in_another_sentence_still_counts(text: str) -> None:
    found = cards(text)
    assert found.get("appeal-to-authority") == 1
    assert found.get("non-sequitur") == 1


def test_the_appeal_quotes_the_conclusion_drawn_from_it() -> None:
    t = Transcript("gran always said never trust a cat, and she was the best ratter, so it's true")
    (hit,) = appeal_to_authority(t)
    assert t.quote(hit.start, hit.end)[0].endswith("so it's true")
