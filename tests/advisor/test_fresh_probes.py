"""Probes for the general fixes made after a second author's held-out set (heldout5).

Every sentence here is new: none is a copy of a held-out item. Each positive probes one
general cause of a miss (a filler or an adverb inside a fixed wording, a contracted
copula, speech without quotation marks, ...); each negative probes the false positive
the same fix must not bring.
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from tests.advisor.probing import ADVISOR, ALL, DECK, cards
from tests.advisor.record_cassettes import GRIGNR


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # speech tags as Whisper writes them: no quotation marks
        ("the goblin king cackles you will never leave this hall", "said-bookism"),
        ("she uh growls back at him get out of my tower", "said-bookism"),
        # fixed wordings with a word slipped in, or a contraction the normaliser joins
        ("your plans rubbish because you're a goblin", "ad-hominem"),
        ("your maths is wrong anyway because you're a lizard", "ad-hominem"),
        ("why exactly did you start robbing widows", "loaded-question"),
        ("no one has ever disproven that the idol is cursed, so it is", "appeal-to-ignorance"),
        (
            "we have already lost two ponies and a cook on this trip so we cant turn back",
            "sunk-cost",
        ),
        ("the lever failed six times in a row so it cant fail again", "gamblers-fallacy"),
        (
            "the first two guards were drunk so every guard in the keep is drunk",
            "hasty-generalization",
        ),
        ("just after the bell rang so it was the bell that woke the dead", "post-hoc"),
        ("you're not one to talk, troll, you rob people too", "tu-quoque"),
        ("please sir my poor old dads sick and i have three starving kids", "appeal-to-emotion"),
        ("everyone in the village eats these berries so it must be fine", "bandwagon"),
        ("the fungus grows wild in the caves so it has to be healthy", "appeal-to-nature"),
        ("oh so you think we're thieves, do you", "straw-man"),
        ("before you ask about the missing gold, lovely weather today", "red-herring"),
        (
            "that kind of reminds me of my cousin's wedding, anyway i open the chest",
            "narrative-digression",
        ),
        ("she brushes the lock with her ivory digits", "body-part-euphemism"),
        ("the gatekeeper, who is secretly lonely, waves us in", "pov-shift"),
        ("the rusty hinge goes squeak and the lid falls open", "onomatopoeia"),
        # structural checks
        (
            "the son of the river, the bane of all goblins, the pride of the hill tribes, leaps",
            "epithet-overload",
        ),
        ("the fetid, cloying, noisome reek of the sewer rolls over me", "purple-prose"),
        ("you can trust my map because i am trustworthy", "circular-reasoning"),
        (
            "the knight is strong, and strong ale is the best ale, so the knight is ale",
            "equivocation",
        ),
    ],
)
def test_fresh_phrasings_earn_their_card(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("the troll roars and swings its club at me", "said-bookism"),
        ("i growl at the goblin and draw my sword", "said-bookism"),
        ("so like i'm like yeah and like climb the wall", "strained-simile"),
        ("like i like lemons like lots", "alliteration-excess"),
        ("i disarmed a trap like this one last winter so i disarm it the same way", "tense-shift"),
        ("the statue really reminds me of the sphinx", "narrative-digression"),
        ("i punch in the digits of the lock code", "body-part-euphemism"),
        ("i hit the goblin three times so it falls down dead", "gamblers-fallacy"),
        ("everybody hide behind the crates so the guard walks past", "bandwagon"),
        ("i secretly hope the bridge holds", "pov-shift"),
        ("the guard goes back to sleep", "onomatopoeia"),
    ],
)
def test_fresh_near_misses_do_not_earn_the_card(text: str, card: str) -> None:
    assert card not in cards(text)


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("surely that's my background bonus, i track the deer", "background"),
        ("this is worth the gear bonus i reckon, i use my rope", "equipment"),
        ("would the said bookism count if i say he bellowed", "said-bookism"),
        ("that was the straw man i was going for", "straw-man"),
    ],
)
def test_a_named_card_or_bonus_is_a_declaration(text: str, claim: str) -> None:
    # Rule: "Players do not declare that they are trying for a card bonus. If a player does
    # declare it, the bonus is not awarded."
    assert claim in {name for name, _ in declared(Transcript(text), DECK)}


@pytest.mark.parametrize(
    "text",
    [
        "i flick a playing card at the candle",
        "the guard shows me his identity card",
        "i count the coins in the chest",
        "the troll counts on his fingers",
    ],
)
def test_a_card_in_the_story_is_no_declaration(text: str) -> None:
    assert declared(Transcript(text), DECK) == []


BRUK = GRIGNR.model_copy(
    update={
        "name": "Bruk",
        "weapons": "A meat cleaver and a heavy iron skillet",
        "equipment": "A spice pouch, a wheel of cheese and a grappling hook",
    }
)


@pytest.mark.parametrize(
    ("text", "applies"),
    [
        # Rule: "If an action involves the use of equipment from the character's summary ...
        # a +1 bonus applies." Told in the third person, "his" is the character's own.
        ("bruk clonks the rat with his skillet", True),
        # Whisper splits a word it does not know: "skill it" is the skillet.
        ("i smack the rat with my skill it", True),
        # Someone else's skillet is not the character's.
        ("i grab the cook and knock his skillet to the floor", False),
        ("i kill it with fire", False),
    ],
)
def test_equipment_told_in_the_third_person_or_misheard(text: str, applies: bool) -> None:
    got = ADVISOR.suggest(SuggestContext.of(text, BRUK, ALL)).equipment.applies
    assert got is applies
