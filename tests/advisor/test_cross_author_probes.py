"""Probes for round 4's fixes, each kept only when it helped a set by another author.

Every sentence here is new: none is a copy of an item of any eval set. Each positive
probes one general form a card's definition names; each negative probes the false
positive the same form must not bring (a near miss).
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from engine.table import Character
from tests.advisor.probing import ADVISOR, cards


@pytest.mark.parametrize(
    "text",
    [
        # As you know: "Telling listeners something they already know": a promise that
        # the listener will recall it, addressed by name or not ...
        "'You'll recall, brother, that the well is poisoned,' Grignr says, and drinks wine.",
        "You will remember how the last ogre fell, so I aim for the knees again.",
        # ... the listeners named as a group that knows, with words between ...
        "As you lads are well aware, I was born in these caves, so I lead the way.",
        "As everyone round the table knows, I hate bats. I duck.",
        "So like yall know, the troll owes me a favour. I wave to him.",
        # ... a spoken "y'all know/remember" before what they know ...
        "Okay so y'all know my mum was a smith, so I check the hinges.",
        # ... and a reminder said though they were there.
        "I remind everyone, though you all saw it happen, that I cannot swim.",
    ],
)
def test_listeners_told_what_they_know(text: str) -> None:
    assert "as-you-know" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "You will remember this day, goblin! I charge.",
        "You will remember me when the bards sing of it.",
        "As you walk past the statue you remember the riddle.",
        "Like, you know, the goblin just stands there, so I hit him.",
        "Remind me to buy rope later. I climb.",
        "As the guards know nothing of the tunnel, I sneak in.",
    ],
)
def test_knowing_not_told_to_listeners_is_no_as_you_know(text: str) -> None:
    assert "as-you-know" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Appeal to authority: "Treating a claim as true because someone important or
        # learned said it": cited before the name ("according to", "has it from") ...
        "According to Doctor Umber's Bestiary, every troll hates salt. So I throw salt.",
        "Grignr has it from the High Priestess herself that ghosts cannot cross iron, so "
        "he stands behind the iron gate.",
        # ... and a "must" that is only what was said leaves a later "so" to settle it.
        "Saint Ivo himself wrote that the dead must kneel before a priest. So kneel, you.",
    ],
)
def test_a_claim_settled_by_who_said_it(text: str) -> None:
    assert "appeal-to-authority" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "According to the map, the door is on the left. I open it.",
        "The priest tells me the bell must not be rung. I ring it anyway.",
        "I have it from my pack: a rope. I tie it to the pillar.",
    ],
)
def test_a_citation_that_settles_nothing_is_no_appeal_to_authority(text: str) -> None:
    assert "appeal-to-authority" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Body-part euphemism: "A body part dressed up in a coy or florid name": slang
        # that names only a body part ...
        "Grignr pats his breadbasket and sits down to wait.",
        "I grab the goblin with my meat hooks and lift him.",
        # ... or a word for something else, praised and owned ("my mighty hams").
        "I flex my bulging guns at the ogre.",
        "Grignr plants his great hairy paws on the table and glares.",
        "She kicks with her nimble little pins.",
    ],
)
def test_a_body_part_by_a_coy_name(text: str) -> None:
    assert "body-part-euphemism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The bear raises its great paws.",
        "The wolf's big paws leave prints in the snow.",
        "I grab the iron hooks from the wall.",
        "My trusty sword sings as I swing it.",
        "I pull the pins from the hinges.",
    ],
)
def test_the_same_words_for_other_things_are_no_euphemism(text: str) -> None:
    assert "body-part-euphemism" not in cards(text)


SMITH = Character(
    name="Hilde",
    background="Village smith",
    approach="Hit it until it gives",
    clothing="A leather apron",
    weapons="A smith's hammer and a round shield",
    equipment="Tongs, a weighted net",
)


def equipment(text: str) -> bool:
    context = SuggestContext.of(text, SMITH, ("cliche",))
    return ADVISOR.suggest(context).equipment.applies


@pytest.mark.parametrize(
    "text",
    [
        # Equipment: "If an action involves the use of equipment from the character's
        # summary ... a +1 bonus applies." An item left, stowed, kept in its place or
        # dropped to act without it is named, not used.
        "Hilde keeps the hammer on her belt and talks to the guard.",
        "Hilde drops her shield and wrestles the goblin to the floor.",
        "She left the hammer by the door and walks in empty-handed.",
        "Hilde stows her tongs and climbs.",
    ],
)
def test_an_item_put_aside_is_not_used(text: str) -> None:
    assert not equipment(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hilde keeps her shield up and walks forward.",
        "Hilde drops the net over the goblin.",
        "With the hammer in her left hand, Hilde smashes the lock.",
        "Hilde swings the hammer at the troll's knee.",
    ],
)
def test_an_item_held_or_dropped_onto_something_is_used(text: str) -> None:
    assert equipment(text)


@pytest.mark.parametrize(
    "text",
    [
        # Non sequitur: "A conclusion that does not follow from what came before it": a
        # plain "so" that settles the matter from an unrelated premise: the answer to the
        # riddle, a "must be" about the scene, or a demand to be let through.
        "The stew is cold, so the answer to your riddle is a kettle.",
        "My boots are muddy, so the chieftain must be lying.",
        "Ravens are black, so you have to let us pass.",
    ],
)
def test_a_so_that_does_not_follow(text: str) -> None:
    assert "non-sequitur" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The goblin is bleeding badly, so the goblin must be hurt. I bandage him.",
        "The riddle is about echoes, so the answer to the riddle is an echo.",
        "I am tired, so I sit down for a moment.",
    ],
)
def test_a_so_that_follows_is_no_non_sequitur(text: str) -> None:
    assert "non-sequitur" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Mixed metaphor: "Two figures of speech mashed together into one that makes no
        # sense": a set phrase run on to another ending ...
        "That goblin is barking up the wrong chimney. I kick him.",
        "Strike while the iron's still in the forge, lads! Charge!",
        "Grignr grabs the bull by the tail and swings.",
        # ... or two figures in a row.
        "We're not out of the woods till the cows come home. I light a torch.",
        "We've got all our eggs in one basket, so we ride it out. I hold the door.",
    ],
)
def test_two_figures_mashed_together(text: str) -> None:
    assert "mixed-metaphor" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "You're barking up the wrong tree, goblin. I walk on.",
        "Strike while the iron is hot! I charge.",
        "Grignr takes the bull by the horns, literally, and wrestles it down.",
        "We ride out of the gate at dawn.",
    ],
)
def test_one_figure_whole_is_no_mixed_metaphor(text: str) -> None:
    assert "mixed-metaphor" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Malapropism: "A word swapped for a sound-alike that means something absurdly
        # different": "illiterate" for "obliterate" as a threat, "for granite",
        # "devil's avocado", an "optometrist" opposed to a pessimist.
        "Stand aside or I'm gonna illiterate the lot of you.",
        "Don't take my patience for granite, troll.",
        "Let me play devil's avocado for a moment: the lich is harmless.",
        "I'm no pessimist, I'm an optometrist! I jump.",
    ],
)
def test_a_sound_alike_swapped_in(text: str) -> None:
    assert "malapropism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The monk is illiterate and cannot read the sign, so I read it.",
        "The statue is carved from granite. I climb it.",
        "I eat the avocado and throw the stone at the goblin.",
    ],
)
def test_the_right_word_in_its_place_is_no_malapropism(text: str) -> None:
    assert "malapropism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Slippery slope: "Claiming one small step must slide into a chain of ever worse
        # consequences": three steps or more, one of them "next", with no "whole" at the end.
        "Give him the copper and next he wants the silver, then the gold, then the sword.",
        "If we rest here, next it's a nap, then a feast, then we never leave this cave.",
    ],
)
def test_a_chain_of_steps_sliding_on(text: str) -> None:
    assert "slippery-slope" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "If it opens, next we search the room, then we leave.",
        "First I climb, then I look, then I jump down.",
    ],
)
def test_a_plan_in_steps_is_no_slippery_slope(text: str) -> None:
    assert "slippery-slope" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Continuity error: "The telling contradicts a detail of the story or scene that
        # was just established": too dark to see, then seeing, with no light between.
        "The crypt is pitch dark, so Grignr admires the carvings on the far wall.",
        "I can't see my own hands down here. I spot the lever and pull it.",
    ],
)
def test_seeing_in_a_dark_just_told(text: str) -> None:
    assert "continuity-error" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "It's pitch black, so I light my torch and see the stairs.",
        "It's pitch black and I can't see a thing. I feel along the wall.",
        "I can't see anything, so I listen for the goblin.",
    ],
)
def test_the_dark_kept_or_lit_is_no_continuity_error(text: str) -> None:
    assert "continuity-error" not in cards(text)
