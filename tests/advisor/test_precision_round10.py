"""Probes for over-firings met on blind39-41's first run (round ten), each mended by a
general reading of the card, none by the set's own words. Every sentence is new, none
copied from an eval set.

- tense-shift ("A description that slips between past and present tense."): a story of
  the past opened at a sentence's start ("last room ...", "When I was a boy ...") keeps
  its past until the telling comes back to the present; a verb after an inverted "did"
  ("only then did she ...") is bare, not present.
- strained-simile ("A comparison so far-fetched or overlong that it strains to breaking."):
  a sentence opened by a bare "Like" is slang, not a comparison.
- continuity-error ("A detail that contradicts what was established moments earlier"):
  tries counted as they are made ("three swings, three misses") and then "the fourth" is
  the next try, not one too many.
- anachronism: "twitter" is also birdsong; the social network is "on twitter".
- declared (rules, "Character bonuses": a declared bonus is not awarded; cards likewise):
  "going full purple prose on this one for the card" declares the card.
"""

from __future__ import annotations

import pytest

from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from companion.deck import standard_deck
from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "Okay so last week a goblin stole my boots and it ran off laughing. So goblins are "
        "thieves. Hagga kicks the goblin chief in the shin.",
        "I'm lighting a torch. When I was a cabin boy we had rats in the hold, and the cook "
        "chased them with a pan. It was chaos. Anyway. I'm waving the torch at the rats.",
        "Brenna lashed the ropes together. Only when the knot held did she climb down, and "
        "she waited at the bottom for the others.",
    ],
)
def test_a_story_of_the_past_earns_no_tense_shift(text: str) -> None:
    assert "tense-shift" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Brenna lashed the ropes together, and she climbs down the cliff.",
        "Last week a goblin stole my boots. Hagga kicks the door and she ran inside.",
        "Brenna hung back by the door and waited, then she throws the net.",
    ],
)
def test_a_slip_in_the_telling_still_earns_tense_shift(text: str) -> None:
    assert "tense-shift" in cards(text)


def test_a_sentence_opened_by_slang_like_is_no_simile() -> None:
    text = "Hagga squints at it. Like your whole dungeon is honestly a waste of good rock, mate."
    assert "strained-simile" not in cards(text)


def test_a_long_simile_mid_sentence_still_strains() -> None:
    text = "Hagga charges like a wheelbarrow of angry geese rolling down a cathedral staircase."
    assert "strained-simile" in cards(text)


def test_the_next_try_after_counted_tries_is_no_continuity_error() -> None:
    text = "Three swings, three misses. The fourth is going to land, I can feel it. I swing."
    assert "continuity-error" not in cards(text)


def test_an_ordinal_past_counted_things_is_still_a_continuity_error() -> None:
    text = "Two goblins block the hall. I punch the first, kick the second, stab the third goblin."
    assert "continuity-error" in cards(text)


def test_birdsong_is_no_anachronism() -> None:
    text = "The sparrows twitter in the rafters while Brenna picks the lock on the chest."
    assert "anachronism" not in cards(text)


def test_the_social_network_is_an_anachronism() -> None:
    assert "anachronism" in cards("Brenna posts a picture of the troll on twitter.")


def test_a_card_said_to_be_for_the_card_is_declared() -> None:
    t = Transcript("I go up the stairs. (Going full alliteration here for the card.)")
    assert [d for d, _ in declared(t, standard_deck())] == ["alliteration-excess"]
