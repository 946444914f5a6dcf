"""Probes for the character bonuses read by meaning (round 6, fresh authors blind13-20).

Rules ("Character bonuses"): "If an action involves the use of equipment from the
character's summary, and the GM considers the equipment to be correctly used and relevant
to the action, a +1 bonus applies." Every sentence here is new (no copy of an eval item);
each positive probes one general cause of a miss, each near miss the false positive the
same change must not bring.
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from engine.table import Character
from tests.advisor.probing import ADVISOR

WARDEN = Character(
    name="Hesper Vold",
    background="Former gaoler of the river prison",
    approach="Lock it up, wait it out",
    clothing="A leather jerkin",
    weapons="A heavy cudgel",
    equipment="A ring of iron keys, a hooded lantern, a flask of gin",
)


def equipment(text: str, character: Character = WARDEN) -> bool:
    context = SuggestContext.of(text, character, ("cliche",))
    return ADVISOR.suggest(context).equipment.applies


@pytest.mark.parametrize(
    "text",
    [
        # An item that rests while the character acts: it stays, hangs or rattles at its
        # place, is set down with nothing after, or the hand is kept away from it.
        "My flask stays in my coat. I just talk to the ghost.",
        "Hesper's lantern remains on the cart while she argues with the toll man.",
        "Hesper strolls in, keys rattling at her hip, and asks the guard about the weather.",
        "She sets the lantern down. Then she tells the ogre a long story.",
        "Hesper keeps her fingers well away from the cudgel and smiles at the bandits.",
        "I wave the cudgel about, no need for it really, and shout at the goblins.",
        # Leaning on an item rests on it; an item tossed aside or put away is set aside.
        "Hesper leans on the cudgel and tells the troll about her cousin.",
        "I'm leaning on my cudgel, chatting with the ferryman about the river.",
        "Hesper throws the cudgel aside and opens her arms to the ghost.",
        "She tucks... no, she puts the lantern away and talks in the dark.",
    ],
)
def test_an_item_at_rest_is_not_used(text: str) -> None:
    assert not equipment(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hesper sets the lantern down on the floor so the light falls on the trapdoor.",
        "She puts the lantern down, opens its hood and shines it into the pit.",
        "The lantern swinging from her fist, Hesper lights the whole crypt.",
        "Hesper swings the cudgel and the keys stay silent on her belt.",
        "Hesper leans on the door and smashes the lock with her cudgel.",
    ],
)
def test_an_item_set_down_onto_something_or_swung_is_used(text: str) -> None:
    assert equipment(text)


TINKER = Character(
    name="Odela Quist",
    background="Travelling tinker",
    approach="Take it apart",
    clothing="A patched coat",
    weapons="A wrench she calls Betsy; a net-gun: three weights on a cord",
    equipment=(
        "A satchel holding a brass beetle, jars of paste (one of them glue), "
        "a pocket almanac of Master Hobb, a lamp of House Orrin"
    ),
)


@pytest.mark.parametrize(
    "text",
    [
        # The sheet read into items: a name after "calls", a second name after a colon or
        # in brackets, what a container holds, the item before "of" and a proper name.
        "Odela swings Betsy at the rusty hinge.",
        "I aim the gun at its legs and pull the trigger.",
        "Odela tips the satchel out onto the floor for the troll to sniff.",
        "I smear paste over the crack and wait.",
        "She reads the almanac aloud until the golem stops.",
    ],
)
def test_the_sheet_read_into_items_and_names(text: str) -> None:
    assert equipment(text, TINKER)


@pytest.mark.parametrize(
    "text",
    [
        "Odela bows to the lady of House Orrin and asks about the weather.",
        "She tells the troll that Master Hobb was a fool.",
        "Odela asks the guard whether Master Hobb ever came this way.",
    ],
)
def test_the_owner_named_after_of_is_no_item(text: str) -> None:
    assert not equipment(text, TINKER)


@pytest.mark.parametrize(
    "text",
    [
        # "his" or "her" after the character's name in the same sentence is the
        # character's, even when the player says "I" elsewhere; "it's" is no "its".
        "Hesper cracks the lock open with her cudgel. I think that does it.",
        "ok so I say Vold swings at the rat with her cudgel",
        "Okay it's keys time, I try every one of them in the lock.",
    ],
)
def test_a_possessive_after_the_characters_name_is_hers(text: str) -> None:
    assert equipment(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hesper nods to Brannoc, who raises his cudgel. I wait by the door.",
        "I shout at the bandit. Hesper waits; his cudgel is the problem now.",
        "I tell the guard its cudgel is ugly.",
    ],
)
def test_a_possessive_pointing_to_someone_else_is_not_hers(text: str) -> None:
    assert not equipment(text)


def background(text: str, character: Character = WARDEN) -> bool:
    context = SuggestContext.of(text, character, ("cliche",))
    return ADVISOR.suggest(context).background.applies


@pytest.mark.parametrize(
    "text",
    [
        # "Players do not declare that they are trying for a character bonus. If a player
        # does declare it, the bonus is not awarded": the bonus named by its game word.
        "I'm using my gaoler background here, Hesper locks the ghoul in the cell.",
        "Hesper locks the ghoul in the cell, that's her whole background right there.",
        "going for my background btw, she locks it up and waits it out",
    ],
)
def test_a_background_named_by_the_player_is_declared(text: str) -> None:
    assert not background(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hesper locks the ghoul in a cell, the way she did at the river prison.",
        "Somewhere in the background a bell tolls; Hesper locks the ghoul in a cell.",
    ],
)
def test_a_background_applied_without_naming_it_still_counts(text: str) -> None:
    assert background(text)


MENDER = Character(
    name="Aud",
    background="Shieldmaiden and field mender",
    approach="Patch it up",
    clothing="A velvet doublet",
    weapons="A sledgehammer, a round linden shield",
    equipment="Linen bandages",
)


@pytest.mark.parametrize(
    "text",
    [
        # A rarer noun of an item's name said alone where the item is handled.
        "Aud packs the cut with the linen and presses hard.",
        "Aud swings the sledge at the door.",
        "The goblin is knocked flat by the linden.",
    ],
)
def test_a_word_of_the_items_name_handled_alone_is_the_item(text: str) -> None:
    assert equipment(text, MENDER)


@pytest.mark.parametrize(
    "text",
    [
        "Aud sweeps in with her velvet rustling and bows to the queen.",
        "Aud admires the linen sheets on the bed.",
        "Aud sits down under the linden by the well.",
    ],
)
def test_a_word_of_the_items_name_not_handled_is_no_item(text: str) -> None:
    assert not equipment(text, MENDER)


def test_a_stand_in_word_does_not_make_the_item_a_tool_of_the_background() -> None:
    assert not background("The goblin is knocked flat by the linden.", MENDER)


@pytest.mark.parametrize(
    "text",
    [
        # The equipment bonus declared the same way: "my equipment" said at the table.
        "Hesper swings the cudgel, that's my equipment right there, plus one please.",
        "Hesper rattles the keys at the ghost, and that is her equipment, GM.",
    ],
)
def test_equipment_named_by_the_player_is_declared(text: str) -> None:
    assert not equipment(text)


def test_equipment_used_without_naming_it_still_counts() -> None:
    assert equipment("Hesper swings the cudgel at the ghoul's knee.")
