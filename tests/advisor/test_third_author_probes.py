"""Probes for the general fixes made after a third author's held-out set (heldout6).

Every sentence here is new: none is a copy of a held-out item. Each positive probes one
general cause of a miss or a false positive on that set's first run (an adverb inside
"I'm going for", a card named before "I want that card", "so what he's saying is", an
authority made by a superlative, a passive agent after a place phrase, adjectives stacked
before a noun, ...); each negative probes the false positive the same fix must not bring.
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from companion.advisor.bonuses import contradiction_hits
from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from engine.table import Character
from tests.advisor.probing import ADVISOR, DECK, cards
from tests.advisor.record_cassettes import GRIGNR


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("so what shes saying is we should all just walk into the fire", "straw-man"),
        ("his plan makes no sense because hes a dribbling kobold", "ad-hominem"),
        (
            "the priest who is the wisest man in the abbey told us the well is cursed",
            "appeal-to-authority",
        ),
        ("thats how it has always been done in my clan", "appeal-to-tradition"),
        ("we've done it like this for generations, so I knock three times", "appeal-to-tradition"),
        ("ive already paid the ferryman six silver so im not turning back", "sunk-cost"),
        ("i flipped tails four times tonight so heads is bound to come up", "gamblers-fallacy"),
        ("curses are for ordinary folk, they can't touch a sorceress", "special-pleading"),
        ("the toll doesn't apply when a hero like me crosses", "special-pleading"),
        ("how could you hurt such a sweet old granny", "appeal-to-emotion"),
        ("i trust the map since everyone in the guild uses it", "bandwagon"),
        ("I kick the orc into the troll and he roars", "ambiguous-pronoun"),
        ("the ogre is knocked into the moat by my shield", "passive-voice"),
        ("the lich was sent reeling by the blast", "passive-voice"),
        ("beneath the bleak ghostly glimmering sky I raise my axe", "purple-prose"),
        ("under the pale cold ghostly moon, I draw my blade", "purple-prose"),
        # a named subject, not only a pronoun, sets the tense of the telling
        ("so thessaly ducked under the beam and she sprints for the door", "tense-shift"),
        # a pronoun inside "as hard as he can" is not the subject of the opening phrase
        ("kicking as hard as he can the ogres knee just buckles", "dangling-modifier"),
    ],
)
def test_fixed_miss_is_found(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I kick the big old wooden door",
        "the huge grey hairy spider drops on me",
        "I grab the long sharp silver knife",
        "the tall thin old man waves us over",
        "the tomb has been sealed for a thousand years",
        "I hit him three times so the next blow should finish him",
        "everyone follows me down the stairs",
        "I kick the orc into the pit and he screams",
        "the chest is hidden in the corner behind the door",
        "the boats are for ordinary fishermen",
        "we have already crossed the river so we are not going back that way",
        "the old stone bridge creaks as the big green troll stomps out",
        "Bruk cooked for the duke for ten years, so he bakes the ogre a pie",
        "Olo picks the lock and he slips inside",
        "climbing as high as i can, i reach the ledge and the bats scatter",
    ],
)
def test_same_fix_leaves_plain_words_alone(text: str) -> None:
    assert cards(text) == {}


@pytest.mark.parametrize(
    ("text", "what"),
    [
        # an adverb between "I'm" and "going for"
        ("im definitely going for onomatopoeia on this one", "onomatopoeia"),
        # a card named by "that's a ..." as Whisper writes it (no apostrophe)
        ("thats a tu quoque right there", "tu-quoque"),
        # the card named first, then claimed: "..., I claim that card"
        ("an equivocation, i claim that card", "equivocation"),
    ],
)
def test_declaration_is_read(text: str, what: str) -> None:
    assert [d for d, _ in declared(Transcript(text), DECK)] == [what]


@pytest.mark.parametrize(
    "text", ["thats a long way down", "i want that key", "im slowly going for the door"]
)
def test_plain_speech_declares_nothing(text: str) -> None:
    assert declared(Transcript(text), DECK) == []


def test_declared_card_is_void() -> None:
    said = '"Get out!" the imp shrieked.'
    pool = ("said-bookism", "onomatopoeia")
    assert "said-bookism" in ADVISOR.suggest(SuggestContext.of(said, GRIGNR, pool)).card_counts()
    text = "Thats a said-bookism, I want that card: " + said
    assert ADVISOR.suggest(SuggestContext.of(text, GRIGNR, pool)).card_counts() == {}


KROM = Character(
    name="Krom",
    background="A river pirate who never learned to read and fears nothing but snakes",
    weapons="A rusty cutlass",
    equipment="A coil of rope",
)


@pytest.mark.parametrize(
    ("text", "contradicts"),
    [
        # rules: "If the GM considers an action to openly contradict a character's
        # background or equipment ... then a -2 penalty applies."
        ("krom draws his longbow and fires", True),
        ("the ogre draws his longbow and krom ducks", False),
        ("krom reads the runes out loud", True),
        # saying the lack agrees with the sheet: no contradiction
        ("krom cant read the runes so he asks the others", False),
        ("krom picks up the snake and wears it as a scarf", True),
    ],
)
def test_contradiction(text: str, contradicts: bool) -> None:
    assert bool(contradiction_hits(Transcript(text), KROM)) is contradicts
