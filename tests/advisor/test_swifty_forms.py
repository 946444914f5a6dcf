"""Probes for a Tom Swifty whose adverb closes the line spoken after its tag (round eight),
or follows the speaker named after the tag.

Card: "A line of speech tagged with an adverb that makes a pun on what was said." The tag
may open the line and its adverb close it ("says, ..., spiritedly."), or name the speaker
before its adverb ("said Hesk gravely"). Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr grins and says, I'll have the whole hive, honeyedly.",
        "So I say, that bridge is out, crossingly. Then I jump.",
    ],
)
def test_a_closing_adverb_earns_tom_swifty(text: str) -> None:
    assert "tom-swifty" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plain manner adverb.
        "Grignr says, I'll have the whole hive, quietly.",
        # The adverb tells the deed of another clause, not the line.
        "Grignr says, fine. He climbs the wall, awkwardly.",
        # No comma before the adverb: it belongs to the line's own verb.
        "I say, I will cross it unflinchingly.",
    ],
)
def test_near_misses_earn_no_tom_swifty(text: str) -> None:
    assert "tom-swifty" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The deck's pun adverbs (its pattern), the speaker named between tag and adverb.
        '"I\'ll take the stairs," said Hesk gravely.',
        '"Pass me the shovel," says Mirela gravely.',
        # A rare adverb (the check), a speaker of two names.
        '"Mind the drop," says Mirela Vane stonily.',
        # The actor's own name, written in lower case as a transcriber may.
        '"more kindling," says grignr flintily.',
    ],
)
def test_the_speaker_named_between_tag_and_adverb_earns_tom_swifty(text: str) -> None:
    assert "tom-swifty" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plain manner adverb after the name.
        '"Pass me the shovel," says Mirela quietly.',
        # A common adverb after the name: no pun to hear.
        '"Pass me the shovel," says Mirela eventually.',
        # Not a name but the listener: "asks him".
        '"Are you hurt?" Mirela asks him sweetly.',
        # The name's sentence ends before the adverb (a rare one, not in the deck's list:
        # its pattern reads the words without their marks).
        '"Fine," says Mirela. Flintily, the troll turns away.',
    ],
)
def test_near_misses_of_the_named_speaker_earn_no_tom_swifty(text: str) -> None:
    assert "tom-swifty" not in cards(text)
