"""The "could fit" gates (issue 14.13): one per card, each written from the card's definition.

For every card of the standard deck: the deck's own example (written with the definition)
passes its gate, and a near miss that the definition rules out (a plain "said" for a
said-bookism, two adverbs where the card asks for three, a question that accuses no one)
does not. Then the gates against the labelled sets: a gate is a necessary condition, so
nearly every description a GM labelled with the card must pass it
(``python -m tests.advisor.gate_coverage`` prints the table).
"""

from __future__ import annotations

import pytest

from companion.advisor.gates import GATES, could_fit, summary
from companion.deck import standard_deck
from tests.advisor.gate_coverage import ROOT, coverage, items

#: card -> words the card's definition cannot fit (and why, in the card's terms).
NEAR_MISSES: dict[str, str] = {
    "malapropism": "Go on, then.",  # no word to swap
    "said-bookism": '"Yield!" he said.',  # the plain verb of speech
    "purple-prose": "I swing my sword at the ogre.",  # no heap of adjectives
    "strained-simile": "I charge the ogre.",  # no comparison
    "mixed-metaphor": "We cross the bridge.",  # one figure at most
    "epithet-overload": "Grignr swung.",  # named by name
    "body-part-euphemism": "I fix the sphinx with a stare.",  # no body part dressed up
    "thesaurus-abuse": "I walk toward the sphinx and say its riddle.",  # plain words
    "dangling-modifier": "I draw my bow and the ghoul's head explodes.",  # no opening phrase
    "tense-shift": "I creep up to the door and I pick the lock while the guard sleeps.",
    "pov-shift": "I tiptoe past the ogre.",  # no one's thoughts
    "anachronism": "I go there.",  # nothing named
    "redundancy": "We return.",  # said once
    "tom-swifty": '"I\'ll grill you a steak," I said.',  # no adverb to pun with
    "adverb-pileup": "I quietly, carefully kneel by the lock.",  # two, the card asks three
    "run-on-sentence": "I jump and grab the ledge.",  # one link
    "onomatopoeia": "Two arrows hit the ghoul.",  # no sound word
    "continuity-error": "I shoot the ghoul.",  # one detail, nothing to contradict
    "cliche": "I leap the gap.",  # no stock phrase
    "alliteration-excess": "Big strong men hit the troll.",  # two b-words only
    "double-negative": "I have never met a lock I could pick.",  # one negative
    "ambiguous-pronoun": "He bites.",  # no beings named before it
    "narrative-digression": "I step onto the bridge and offer cheese.",  # no other story
    "as-you-know": "Our father the king was murdered.",  # no one reminded
    "passive-voice": "An arrow from my longbow pierces the lead ghoul.",  # active
    "unintentional-rhyme": "With a heavy blow I knock them down.",  # no rhyme
    "ad-hominem": "I draw my sword.",  # no argument waved away
    "circular-reasoning": "My stew is good.",  # no reason given
    "false-dilemma": "We shoot every ghoul right now.",  # no choice offered
    "non-sequitur": "The moon is made of silver.",  # no conclusion drawn
    "straw-man": "We want to cross the bridge.",  # no other side restated
    "slippery-slope": "We let this ogre charge a toll.",  # no consequence
    "appeal-to-authority": "The answer to every riddle is steel.",  # no source
    "appeal-to-tradition": "Burglars open doors from the bottom hinge.",  # no custom
    "appeal-to-nature": "Fire burns these ghouls well.",  # nothing natural
    "hasty-generalization": "I met one ogre who loved onions.",  # no rule drawn
    "post-hoc": "We walked past that statue.",  # one event
    "red-herring": "The flying pig is real.",  # no distraction
    "tu-quoque": "I am no thief.",  # no accuser
    "bandwagon": "The answer is a candle.",  # no crowd
    "no-true-scotsman": "A dwarf fell through a floor.",  # no group redefined
    "sunk-cost": "We turn back now.",  # nothing spent
    "gamblers-fallacy": "This swing will hit.",  # no chance, no run
    "false-equivalence": "Charging a toll is bad.",  # one thing, not two
    "appeal-to-ignorance": "My answer is right.",  # no proof denied
    "loaded-question": "What is the answer to the riddle?",  # no one accused
    "equivocation": "An arrow drives away darkness.",  # no word used twice
    "special-pleading": "Locks are for lesser men.",  # no exception
    "appeal-to-emotion": "Give me the key.",  # no feeling
    "moving-the-goalposts": "You answered my riddle.",  # no new demand
}

DECK = standard_deck()


def test_every_card_of_the_standard_deck_has_a_gate_and_a_near_miss() -> None:
    ids = {c.id for c in DECK.cards}
    assert set(GATES) == ids
    assert set(NEAR_MISSES) == ids


@pytest.mark.parametrize("card", sorted(c.id for c in DECK.cards))
def test_the_cards_example_fits_and_a_near_miss_does_not(card: str) -> None:
    for example in DECK.card(card).examples:
        assert could_fit(card, example), f"{card}: its own example fails: {example!r}"
    assert could_fit(card, NEAR_MISSES[card]) is None, f"{card}: {NEAR_MISSES[card]!r}"
    assert summary(card).endswith(".")


def test_a_card_without_a_gate_is_never_fitted() -> None:
    assert could_fit("purple-elephant", "anything at all, purple and elephantine") is None
    assert could_fit("said-bookism", "   ") is None


def test_the_spoken_form_counts() -> None:
    """Contractions spelt out: "doesn't ... nothing" holds two negatives."""
    assert could_fit("double-negative", "He doesn't want nothing")
    assert could_fit("unintentional-rhyme", "I drink it dry, and so shall I")


def test_gates_pass_what_gms_labelled_with_the_card() -> None:
    """A gate only rules out what cannot be the card: on the shipped labelled sets, the
    descriptions labelled with a card pass its gate (whole description; a model's quote
    of the right words passes the same way)."""
    table = coverage(items(sorted((ROOT / "fixtures" / "eval").glob("*.jsonl"))))
    earned = sum(e for e, _p, _o, _q in table.values())
    passed = sum(p for _e, p, _o, _q in table.values())
    assert passed >= 0.95 * earned, f"{passed}/{earned}"
    for card, (e, p, _o, _q) in table.items():
        if e >= 10:
            assert p >= 0.8 * e, f"{card}: {p}/{e}"
