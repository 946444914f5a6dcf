"""Body parts dressed up as places and lights: a body part compounded with a cave or
cavern ("nostril-caves"), a pair of eyes called someone's twin lamps, florid lips, ham-hocks
for arms, sniffers for a nose, and quoted words the player glosses as a body part.

Card "Body-part euphemism": "A body part dressed up in a coy or florid name: orbs, thews,
ruby lips." The near misses name real caves, lamps and hammers, or the body part plainly.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The stench hits his nostril-caverns and he reels back.",
        "She dabs perfume into her armpit-caves before the ball.",
        "His twin smouldering lanterns fix on the lich.",
        "Her rosebud lips part, and out comes a goblin war cry.",
        "He flexes his mighty ham-hocks and lifts the portcullis.",
        "The hound's big wet sniffers go to work on the trail.",
        'Then she cracks "the twin bronze mallets" (her fists) together and grins.',
        "He bats \u201cthose dreamy midnight wells\u201d (his eyes) at the guard.",
    ],
)
def test_a_body_part_dressed_up(text: str) -> None:
    assert "body-part-euphemism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The twin lanterns by the gate flicker out.",
        "The dwarf swings his twin hammers at the golem's knees.",
        "We crawl through the tunnel under the troll's cave.",
        "I press my ear to the cavern wall and listen.",
        "Her lips part, and out comes a goblin war cry.",
        'Then she cracks "my big fists" (her fists) together and grins.',
        'She reads out "the old map" (her notes) and points at the door.',
    ],
)
def test_real_things_and_plain_body_parts_are_not(text: str) -> None:
    assert "body-part-euphemism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: a pair of limbs named by count, as "twin" names it.
        "I hoist the barrel with my two pink hams and heave it at the ogre.",
        "She clamps her two sunburnt pillars round the troll's neck and squeezes.",
    ],
)
def test_a_pair_of_limbs_counted_as_two_figures_is_a_euphemism(text: str) -> None:
    assert "body-part-euphemism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Real things counted: a joint of meat, the hall's own pillars, a beast's paws.
        "I hand the ogre two smoked hams from my pack and back away.",
        "The hall rests on two stone pillars; I hide behind the left one.",
        "My wolf lifts his two front paws onto the table.",
    ],
)
def test_things_counted_in_twos_are_no_euphemism(text: str) -> None:
    assert "body-part-euphemism" not in cards(text)
