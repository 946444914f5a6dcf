"""Probes for a story waved off as beside the point (round nine, after blind34).

Card (tense-shift): "A description that slips between past and present tense." A teller
who wanders into an old story and waves it off ("well, that's neither here nor there", "but
I digress") has told a story of the past, then come back: no slip. Every sentence is new,
none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr knows bridges. The old one at Harl, the trolls ate the toll man and the "
        "planks rotted, but I digress. He tests each plank with his boot.",
        "Grignr once met a witch, well, the witch stole his boots and he walked home "
        "barefoot, and that's neither here nor there. He kicks the door in.",
    ],
)
def test_a_story_waved_off_earns_no_tense_shift(text: str) -> None:
    assert "tense-shift" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Grignr crept up to the wall, and he climbs it. Long walk though.",
        "Grignr crept up to the wall, and he climbs it. The wall at Harl fell, but I digress.",
    ],
)
def test_a_slip_outside_the_story_still_earns_tense_shift(text: str) -> None:
    assert "tense-shift" in cards(text)
