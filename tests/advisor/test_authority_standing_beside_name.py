"""Probes for an authority cited with their standing set beside their name ("Ptolemy,
wisest of all star-readers, wrote that ..."), and "hath writ" read as "has written"
(round nine, after blind31).

Card "Appeal to authority": "Treating a claim as true because someone important or
learned said it." Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Master Orrin, the finest alchemist in the realm, says quicksilver calms a golem, "
        "and I pour it on the golem's feet.",
        "'Sage Hollin, wisest of all the hill-hermits, hath writ that wraiths fear salt,' "
        "quoth Brann, and flingeth salt.",
    ],
)
def test_the_greatest_of_them_said_so_is_appeal_to_authority(text: str) -> None:
    assert "appeal-to-authority" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The standing told, nothing cited as said.
        "Master Orrin, the finest alchemist in the realm, hands me a flask of quicksilver, "
        "and I pour it on the golem's feet.",
        # A court's writ, not a participle.
        "The baron's writ lies on the table, and I tear it in half and swim the moat.",
    ],
)
def test_standing_not_given_as_the_reason_is_no_appeal_to_authority(text: str) -> None:
    assert "appeal-to-authority" not in cards(text)
