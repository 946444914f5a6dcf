"""Probes for fallacies told in the mock-epic register (round nine, after blind31).

A player narrating in the high style ("thou art", "hath", "-eth" verbs, "ergo") argues as
badly as anyone else; the spoken-register view reads those words in modern English
(:mod:`companion.advisor.archaic`), so each card's known forms are found in them. Every
sentence is new, none copied from an eval set; each near miss is the same register with
no fallacy in it.
"""

from __future__ import annotations

import pytest

from companion.advisor.text import Transcript
from tests.advisor.probing import cards


def test_the_archaic_words_read_in_modern_english() -> None:
    t = Transcript("Thou knowest the toll hath been paid, ergo 'tis time; she setteth forth.")
    assert t.spoken.norm == "you know the toll has been paid so it is time she sets forth"


def test_words_that_only_look_archaic_are_kept() -> None:
    t = Transcript("Beneath the bridge the honest troll shows his teeth and the art on his wall.")
    assert t.spoken is t


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "'Either thou sharest thy bread with us, or thou shalt starve alone,' quoth Brann.",
            "false-dilemma",
        ),
        (
            "'No wizard hath ever proven that geese cannot sing, ergo they can,' saith Hild.",
            "appeal-to-ignorance",
        ),
        (
            "Ever since the bell-ringer came unto the village, the wells have run dry; "
            "ergo the bell-ringer hath cursed them.",
            "post-hoc",
        ),
    ],
)
def test_a_fallacy_in_the_high_style_is_found(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "'Thou mayest have either the bread or the cheese, and welcome,' saith Brann, "
            "and waiteth.",
            "false-dilemma",
        ),
        (
            "Since the bell-ringer came unto the village the wells have run dry, and Hild "
            "draweth water from the river instead.",
            "post-hoc",
        ),
        ("Hild setteth down her pack and saith she hath walked far today.", "sunk-cost"),
    ],
)
def test_the_high_style_alone_earns_no_fallacy(text: str, card: str) -> None:
    assert card not in cards(text)


def test_weeping_told_beside_a_quotation_is_no_plea() -> None:
    """Card "Appeal to emotion": "Swaying the listener with pity, fear or sentiment instead
    of reasons." When the telling quotes what is said, the pity must be in the words said:
    a creature weeping in the narration sways no one."""
    text = (
        "'Thy ledger is wrong,' saith Hild. The old clerk, ashamed, weepeth bitter tears "
        "over his poor books; she taketh the pen from him."
    )
    assert "appeal-to-emotion" not in cards(text)


def test_pity_said_aloud_in_the_high_style_is_a_plea() -> None:
    text = "'Spare me, good sir,' saith Hild, 'for my poor mother starveth and weepeth at home.'"
    assert "appeal-to-emotion" in cards(text)


def test_pity_told_around_what_is_said_to_someone_is_a_plea() -> None:
    """The sobs of the one pleading, told in the sentence that says the words to the
    listener, sway as the words do."""
    text = "Hild kneels, sobbing and crying, and tells the baron: 'Spare the village.'"
    assert "appeal-to-emotion" in cards(text)
