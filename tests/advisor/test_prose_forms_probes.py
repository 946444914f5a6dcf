"""Probes for the general forms of the prose cards added in round six (issue 15).

Every sentence here is new: none is a copy of an item of an eval set. Each positive probes
one general form a card's definition names (it failed before the form was added); each
negative probes the false positive the same form must not bring (a near miss).
"""

from __future__ import annotations

import pytest

from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from tests.advisor.probing import DECK, cards


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # Ambiguous pronoun: two beings other than the actor, then a "he" either could be.
        ("The tall guard elbows the short guard and he drops his spear.", "ambiguous-pronoun"),
        ("Grignr hurls the jailer into the warden, and he crashes down.", "ambiguous-pronoun"),
        ("The old one bites the young one; he yelps.", "ambiguous-pronoun"),
        ("Grignr lifts the goblin chief and the little goblin and drops him.", "ambiguous-pronoun"),
        # Onomatopoeia: a sound word set off on its own, drawn out, or said twice running.
        ("I bring the maul down on the crate. Thock.", "onomatopoeia"),
        ("the portcullis goes GRRRRNK and lifts a foot", "onomatopoeia"),
        ("I saw at the rope, shhk, shhk, and the bridge drops.", "onomatopoeia"),
        ("Grignr stamps on the beetle, crunch, and walks on.", "onomatopoeia"),
        # Dangling modifier: an opening phrase closed by a comma, then a subject that did not
        # do it (a thing, or a being when the phrase tells of the player's own hands).
        ("Perched up on the rafters, the chandelier swings toward the ogre.", "dangling-modifier"),
        (
            "and then, gripping the rope in my teeth, the wolves start to circle",
            "dangling-modifier",
        ),
        ("Having already tried two keys, a third one turns in the lock.", "dangling-modifier"),
        # Redundancy: one direction said twice running; a particle is no second deed.
        ("I haul myself up onto the ledge up above the gate.", "redundancy"),
        ("the cart rolls backwards in reverse into the ditch", "redundancy"),
        ("The bucket is lowered down into the well by Grignr.", "redundancy"),
        ("Get it written down in writing, says Grignr, and signs.", "redundancy"),
        # As you know: the listeners' knowing, told to them, with modals and contractions.
        ("As you must remember, Captain, I hold the deed to this keep. I knock.", "as-you-know"),
        (
            "'Tilda, you know I trained at the forge in Vell,' I say, and I heft the hammer.",
            "as-you-know",
        ),
        ("You'll all have noticed the floor is tiles. I hop to the black one.", "as-you-know"),
        # Appeal to emotion: a loved one as judge, a face to look at, please and one's own.
        (
            "Would your father want to see you guarding a tomb for a lich? Let us by.",
            "appeal-to-emotion",
        ),
        ("Please, warden, I've a wife and a newborn back in the village.", "appeal-to-emotion"),
        ("Put the spear down. Look at her little face, she's terrified.", "appeal-to-emotion"),
        # Purple prose: describing words listed before one noun.
        ("Grignr strides into the damp, moss-slick, echoing, lightless hall.", "purple-prose"),
        ("I lift the dim and dented and rust-bitten lantern.", "purple-prose"),
    ],
)
def test_forms_earn_the_card(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # The actor going on as "he" is how every player tells it.
        ("Grignr stomps up to the ogre and he raises his axe.", "ambiguous-pronoun"),
        # One being, then "him": the actor does not do things to himself.
        ("Grignr grabs the guard by the collar and throws him down.", "ambiguous-pronoun"),
        # Many beings are "they", not "he".
        ("The ogre scatters the goblins and he roars.", "ambiguous-pronoun"),
        # A "she" cannot be a being every player calls "he".
        ("The troll swats the queen aside and she falls.", "ambiguous-pronoun"),
        # Names in apposition are one being.
        ("Grignr, the son of the smith, the terror of the hills, he charges.", "ambiguous-pronoun"),
        # A being in a comparison is no one just named.
        ("I creep like a thief past a sleeping dog, and he never wakes.", "ambiguous-pronoun"),
        # Beings told of in passing: no one in particular, or who sent something.
        ("I sing the troll a song about a wolf and a boar so he dozes off.", "ambiguous-pronoun"),
        ("I show the guard the seal sent by the duke, and he lets me by.", "ambiguous-pronoun"),
        # Drawn-out speech is no sound effect.
        ("Nooo, I am sooo not going down there.", "onomatopoeia"),
        # A cry of feeling voices the speaker, not the scene.
        ("Rats, ugh, so I take the long way round.", "onomatopoeia"),
        # A list of moves is not a sound set off on its own.
        ("I duck, spin, drop, roll and come up behind him.", "onomatopoeia"),
        # A name, or a mis-heard spelling of the actor's, between commas.
        ("Grignr, grinr, whatever, he kicks the door in.", "onomatopoeia"),
        ("The warlord scowls. Skarn, gently, explains the toll.", "onomatopoeia"),
        # The phrase's doer is the subject: a being doing it, or the player.
        ("Crouched in the reeds, the heron waits for a fish.", "dangling-modifier"),
        ("Perched up on the rafters, I drop onto the ogre.", "dangling-modifier"),
        # What the subject underwent, by someone named.
        ("Struck by my hammer, the bell rings out.", "dangling-modifier"),
        # A set opener of talk attaches to nothing.
        ("Speaking of bells, a bell is ringing somewhere.", "dangling-modifier"),
        # Two directions, or one said once.
        ("I look up, above me the bats stir.", "redundancy"),
        ("I climb down the rope and hide below the bridge.", "redundancy"),
        # The filler "you know", and knowing inside a clause, tell the listeners nothing.
        ("It's heavy, you know, I mean really heavy, so I drag it.", "as-you-know"),
        ("The only way you know I'm honest is my word, so take it.", "as-you-know"),
        # Looking told, not asked for; "please" with a reason.
        ("I make the troll look at his own face in my shield.", "appeal-to-emotion"),
        ("Please open up, the council sent me with the seal.", "appeal-to-emotion"),
        # A manner, or a list of moves, is no heap before a noun.
        ("I go real slow, real gentle, real quiet past the guard.", "purple-prose"),
        ("The goblins come running, shouting, waving their spears.", "purple-prose"),
    ],
)
def test_near_misses_do_not_earn_the_card(text: str, card: str) -> None:
    assert card not in cards(text)


def test_a_card_named_by_what_it_is_is_declared() -> None:
    # Rule: a card the player declares is not awarded; "my sound-effect card" names the
    # card whose definition opens "A sound effect".
    text = "I drop the anvil on the crate. Crash. That's my sound-effect card, by the way."
    assert "onomatopoeia" in {name for name, _ in declared(Transcript(text), DECK)}
    assert "onomatopoeia" not in cards(text)
