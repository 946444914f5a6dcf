"""Probes for spoken tellings that keep their tenses right (round nine, after blind32).

Card (tense-shift): "A description that slips between past and present tense." "You've
got" and "we've had" are the present perfect, not a name and a past verb; a memory opened
by "that time ..., when I ..." keeps its past up to the "anyway" that comes back to the
action. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Grignr glares at the imp, now youve got your wish, and he swings the maul.",
        "Grignr laughs, oi, you've had it now, you've got to pay up, and he swings.",
        "Grignr creeps past, and this is like that time in Hull, right, when I nicked a pie "
        "and I ended up in the river, anyway, creeping past",
        "Grignr reads the runes, just like the time back home when we lost the goat and it "
        "ran off, anyway he reads them aloud.",
    ],
)
def test_spoken_tellings_earn_no_tense_shift(text: str) -> None:
    assert "tense-shift" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Grignr crept up to the door and he kicks it in.",
        "Grignr drew his knife, and now he is cutting the rope.",
        "Grignr ducks under, like that time in the mill, and he rolled out the far side.",
        "Grignr grins, and now he's got the key, and he opened the chest.",
    ],
)
def test_slips_in_the_telling_still_earn_tense_shift(text: str) -> None:
    assert "tense-shift" in cards(text)
