"""Probes for onomatopoeia found by a sound word's shape (round eight).

Every sentence is new, none copied from an eval set. Positives: a sound with no vowel drawn
out ("hsss"), a listed sound drawn out ("HOOOONK"), a rare one-syllable spelling said again
at once ("tonk tonk"), a bell's "bong". Negatives: drawn-out cries, a real word or a name
said twice, "bong" inside a clause.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The snake rears up, hssssss, and I freeze.",
        "Grignr whacks the shield with the flat of the blade, tonk tonk tonk.",
        "I ring the temple bell with my forehead. Bong.",
        "the steam pipe goes pffsss, so I duck under it",
        "I knock the pots together. bong bong, the ogre covers his ears.",
        "I squeeze the goose under my arm. HOOOONK. The guards turn round.",
    ],
)
def test_sound_shapes_earn_onomatopoeia(text: str) -> None:
    assert "onomatopoeia" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Cries of the speaker, however drawn out.
        "Hmmm, shhhh, mmmm, I think the ogre is asleep.",
        # A real word said twice for emphasis, and a name said twice.
        "Run run, I shout, and Grignr runs.",
        "Bob Bob, the innkeeper, waves us in.",
        # Abbreviations with no vowel are no sound drawn out.
        "I wait 2 hrs and then I climb, tbh it's fine.",
        # The word inside a clause names a thing.
        "I swap the bong for a pipe and light it.",
    ],
)
def test_near_misses_earn_no_onomatopoeia(text: str) -> None:
    assert "onomatopoeia" not in cards(text)
