"""Probes for a declaration after another trigger word (round eight, after blind27-29).

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
