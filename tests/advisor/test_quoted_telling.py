"""Probes for the telling a player gives inside quotation marks (round eight).

A table's notes often quote the player word for word (``Mags: "..."``); a quotation opens a
sentence of its own, so an opening phrase inside it can dangle as one at a sentence's start
does, one quoted sentence can slip between tenses, and a quotation that addresses no one
can tell a deed in the passive or leave a "he" between two beings. Every sentence here is
new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            'Mags, word for word: "pulling the lever, the trapdoor swings open under the ogre"',
            "dangling-modifier",
        ),
        (
            'Grignr says: "wiping the blood off my axe, the last goblin runs for the door"',
            "dangling-modifier",
        ),
        (
            'Hulda (verbatim): "climbing up the ivy, the window swings open and I roll inside"',
            "dangling-modifier",
        ),
        # One quoted sentence slips from past to present.
        ('Hulda, word for word: "I vaulted the bar and I grab the bottle"', "tense-shift"),
        ('Grignr: "I swung at the idol and it cracks down the middle"', "tense-shift"),
        # A thing of the scene undergoing the deed, in a quotation that addresses no one.
        ('Hulda: "the chandelier is sliced through by my thrown axe"', "passive-voice"),
        ('Grignr: "the door is kicked clean off its hinges by a mighty boot"', "passive-voice"),
        # Two beings and a "he" in one quotation, read on its own.
        (
            "Everyone ducks; then, word for word: 'the baron trips the steward and he drops "
            "the tray'",
            "ambiguous-pronoun",
        ),
        (
            'they stare at the stage, and Grignr reads: "the jester kicks the butler and he howls"',
            "ambiguous-pronoun",
        ),
    ],
)
def test_quoted_telling_earns_the_card(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # A quoted line that opens with a participle used as a name for a time.
        ("Mags yells 'Closing time!' and the drunks stagger out the door.", "dangling-modifier"),
        # The phrase's doer is the subject inside the quotation.
        ('Mags: "pulling the lever, I drop the trapdoor under the ogre"', "dangling-modifier"),
        # A word of time between the clauses, or two sentences, or one tense throughout.
        ('Hulda snarls: "I warned him, now I gut him"', "tense-shift"),
        ('Grignr: "I took the key. It opens the cellar door."', "tense-shift"),
        ('Grignr: "I swing at the idol and it cracks down the middle"', "tense-shift"),
        # A line said to someone, or a deed long done.
        ("Hulda tells him: 'the gate is guarded by your own men, fool'", "passive-voice"),
        ('Grignr: "the tower was built by giants, so it will hold"', "passive-voice"),
        # The beings in the telling, the "he" in the quotation; or settled inside it.
        ('The baron trips the steward. Grignr: "he drops the tray"', "ambiguous-pronoun"),
        # (Round nine: "both ... and he laughs" is no longer settled: "both" tells what the
        # two did, not which one "he" is; blind21 and train-a label that form ambiguous.)
        ('Grignr: "the jester and the butler both fall and they laugh"', "ambiguous-pronoun"),
    ],
)
def test_near_misses_in_quotes_do_not_earn_the_card(text: str, card: str) -> None:
    assert card not in cards(text)
