"""Prose cards told in the archaic register of mock-epic narration (round nine).

The register inflects verbs in "-eth" ("he rumbleth", "the lid droppeth") and after
"thou" in "-est" ("thou knowest", "hast thou"); the cards' cues and checks are written for
the modern forms, which :mod:`companion.advisor.archaic` supplies. An "-eth" verb is a
finite present wherever it stands, so a past tense beside it is the telling slipping.
The near misses keep one tense, say a plain "said", or hold a word that only looks
archaic ("teeth", "beneath", a name like "Kenneth"). Every sentence is new.
"""

from __future__ import annotations

import pytest

from companion.advisor import archaic
from companion.advisor.text import Transcript
from tests.advisor.probing import cards


@pytest.mark.parametrize(
    ("word", "modern"),
    [
        ("sleepeth", "sleeps"),
        ("graspeth", "grasps"),
        ("tumbleth", "tumbles"),
        ("trippeth", "trips"),
        ("hurrieth", "hurries"),
        ("doth", "does"),
        ("teeth", None),
        ("beneath", None),
        ("breath", None),
    ],
)
def test_the_eth_forms_spelt_the_modern_way(word: str, modern: str | None) -> None:
    assert archaic.modern_eth(word) == modern


def test_the_spoken_view_reads_the_register_and_leaves_names_alone() -> None:
    t = Transcript("Kenneth, thou knowest the way; hast thou the lamp? He trimmeth it.")
    assert t.spoken.norm == "kenneth you know the way have you the lamp he trims it"


@pytest.mark.parametrize(
    "text",
    [
        "'Yield,' the paladin declaimeth, 'or taste my mace.'",
        "The gnome squeaketh to the troll that the bridge is his.",
        "'Hold fast,' the bosun grumbleth, and spitteth over the rail.",
        "The herald bloweth his horn and screecheth, 'Make way for the duke!'",
    ],
)
def test_a_showy_speech_verb_in_eth_is_a_said_bookism(text: str) -> None:
    assert "said-bookism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "'Hold fast,' the bosun saith, and spitteth over the rail.",
        "The herald bloweth his horn and saith, 'Make way for the duke!'",
        "The bosun grumbleth at the rope and hauleth it in.",
    ],
)
def test_a_plain_or_untagged_eth_verb_is_no_said_bookism(text: str) -> None:
    assert "said-bookism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "'As ye know, my brothers, for ye sailed with me, the kraken fears fire,' quoth Olaf.",
        "'As thou well knowest, having buried him thyself, my father was a miller.'",
    ],
)
def test_as_thou_knowest_is_as_you_know(text: str) -> None:
    assert "as-you-know" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sir Bors descendeth down the well on a rope and findeth the bucket.",
        "The herald repeateth again the terms, slower this time.",
    ],
)
def test_a_redundancy_in_eth_is_a_redundancy(text: str) -> None:
    assert "redundancy" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The friar heaveth the cask onto the cart, and the mule bolted for the gate.",
        "'Stand aside,' Ysolt commanded; the porter steppeth aside and bows.",
        "Sir Bors, girt in his rusted mail and gleaming with oil, leapeth the moat. He landed "
        "in the reeds.",
    ],
)
def test_an_eth_verb_beside_the_past_is_a_tense_shift(text: str) -> None:
    assert "tense-shift" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The friar heaveth the cask onto the cart, and the mule bolteth for the gate.",
        "Sir Bors leapeth the moat and landeth in the reeds, grinning through his teeth.",
        "'I slew thy father,' saith the ogre; Sir Bors raiseth his blade.",
        "Kenneth told me that the beast sleepeth, so I crept past it.",
        "Kenneth crept past the sleeping beast and hid beneath the stair.",
        "'Hold,' said the porter, and the friar said nothing.",
    ],
)
def test_one_tense_or_a_tense_of_its_own_is_no_shift(text: str) -> None:
    assert "tense-shift" not in cards(text)
