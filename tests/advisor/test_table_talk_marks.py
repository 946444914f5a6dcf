"""What players write or say beside the story: notes in brackets, cards claimed by pointing
at them ("this one's my run-on card"), and accented spellings of card names.

Rule ("Action rolls", 1. Description): the player describes the character's action; a
note to the GM is no part of it. Rule ("Cards"): "Players do not declare that they are
trying for a card bonus. If a player does declare it, the bonus is not awarded."
"""

from __future__ import annotations

import pytest

from companion.advisor.asides import asides
from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from tests.advisor.probing import DECK, cards


@pytest.mark.parametrize(
    "text",
    [
        "Brenna shouldered the door and kicked the lock open. (Sorry GM, I fear I ramble.)",
        "Brenna shouldered the door and kicked the lock (the GM knows I love doors).",
    ],
)
def test_a_bracketed_note_earns_no_card(text: str) -> None:
    # The note's present tense after the story's past is no tense shift.
    assert "tense-shift" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Brenna shouldered the door. (Loving this dungeon, GM.) She kicks the lock.",
        "Brenna shouldered the door [crosstalk] and she kicks the lock",
    ],
)
def test_brackets_set_off_an_aside_and_only_it(text: str) -> None:
    t = Transcript(text)
    spans = [t.norm[a:b] for a, b in asides(t)]
    assert len(spans) == 1
    assert "brenna" not in spans[0]
    assert "kicks" not in spans[0]


def test_the_same_shift_outside_brackets_still_earns_the_card() -> None:
    # The near miss above without its brackets: the detector still hears the shift.
    text = "Brenna shouldered the door and kicked the lock, the GM knows I love doors."
    assert "tense-shift" in cards(text)


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("okay this one's my run-on card, watch: I run and I jump and I roll", "run-on-sentence"),
        ("[Here's my said-bookism, GM, if it is still face up.]", "said-bookism"),
        ("'Move,' he said icily. (That one is a Tom Swifty, GM.)", "tom-swifty"),
        ("She scrubs the pot clean. My cliché card, spent.", "cliche"),
    ],
)
def test_a_card_pointed_at_is_declared(text: str, claim: str) -> None:
    assert claim in {name for name, _ in declared(Transcript(text), DECK)}
    assert claim not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "There is a run of broken steps, and this one is cracked.",
        "Here comes my brother with the rope.",
    ],
)
def test_pointing_at_things_in_the_story_declares_nothing(text: str) -> None:
    assert declared(Transcript(text), DECK) == []


def test_accented_letters_keep_their_word() -> None:
    assert Transcript("a naïve cliché").norm == "a naive cliche"
