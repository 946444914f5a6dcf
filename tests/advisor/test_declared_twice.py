"""Probes for a declaration after another trigger word, or as a sentence that opens with a
verb of claiming (round eight, after blind27-29).

Rule ("Card bonuses"): "Players do not declare that they are trying for a card bonus. If a
player does declare it, the bonus is not awarded." A "that's" of the telling ("that's in
the way") must not swallow the "that's" of the declaration a few words on. Every sentence
is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from companion.deck import standard_deck


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("I kick the crate that's in my way, ha, that's a run-on right", "run-on-sentence"),
        ("he says that's the key, that's an appeal to authority, gimme", "appeal-to-authority"),
        ("I'm using the rope, I'm using the false dilemma here", "false-dilemma"),
    ],
)
def test_a_declaration_after_another_trigger_is_read(text: str, card: str) -> None:
    assert card in [d for d, _ in declared(Transcript(text), standard_deck())]


def test_the_telling_alone_declares_nothing() -> None:
    said = "I kick the crate that's in my way, ha, that's a lot of crates"
    assert declared(Transcript(said), standard_deck()) == []


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "That ship has sailed over the bridge we burned. Claiming mixed metaphor.",
            "mixed-metaphor",
        ),
        ("I bash it and bash it again. Calling run-on sentence.", "run-on-sentence"),
    ],
)
def test_a_sentence_that_claims_a_card_declares_it(text: str, card: str) -> None:
    assert card in [d for d, _ in declared(Transcript(text), standard_deck())]


def test_a_sentence_that_uses_a_thing_declares_nothing() -> None:
    said = "I creep up the stairs. Using the rope, I climb to the ledge."
    assert declared(Transcript(said), standard_deck()) == []
