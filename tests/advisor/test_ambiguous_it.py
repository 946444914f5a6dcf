"""Probes for an ambiguous "it" after one creature's deed to another (round eight).

Card: "A he, she or it that could point to more than one of the beings just named." After
"the hound bites the rat and it ..." or "the goat and the boar ..., and it bolts", the "it"
could be either. Every sentence is new, none
copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "I let the hound off the leash. The hound bites the rat and it yelps.",
        "Pib pecks the spider and it scuttles off the table.",
        "I shout at the goat and the boar, wave my arms at them, and it bolts.",
        "I lever the first statue over onto the second one and it cracks in half.",
    ],
)
def test_a_deed_between_two_then_it_is_ambiguous(text: str) -> None:
    assert "ambiguous-pronoun" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The doer is the player's own character, or I.
        "Grignr kicks the wolf and it yelps.",
        "I stab the spider and it curls up.",
        # Two told apart, then no "it" doing anything.
        "I lever the first statue over onto the second one and walk off.",
        # Both taken together before the "it".
        "I shout at the goat and the boar, and both run, and it rains.",
        # A thing done to, not a creature: only the thing can break.
        "The hound bites the rope and it snaps.",
    ],
)
def test_near_misses_are_not_ambiguous(text: str) -> None:
    assert "ambiguous-pronoun" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: two of a kind told apart by place, then an "it" that could be either.
        "The left gargoyle hisses at me, the right gargoyle flaps, and it dives.",
        "I stab the near tentacle, then the far tentacle whips round and it grabs my leg.",
    ],
)
def test_two_told_apart_by_place_then_it_is_ambiguous(text: str) -> None:
    assert "ambiguous-pronoun" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The "it" is settled by a name before it, or no "it" acts at all.
        "The left gargoyle hisses, the right gargoyle flaps, and the left one dives.",
        "I take the left passage, not the right one, and hum as I walk.",
    ],
)
def test_two_told_apart_by_place_without_an_it_are_clear(text: str) -> None:
    assert "ambiguous-pronoun" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: "both" tells what the two did, not which one a later "he" or "his" is.
        "The sentry and the captain both shout at me, and he waves a club.",
        "I sneak past the baron and his steward, both dozing, and lift the key from his belt.",
    ],
)
def test_both_then_a_singular_pronoun_is_ambiguous(text: str) -> None:
    assert "ambiguous-pronoun" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plural takes both; one named again settles it.
        "The sentry and the captain both shout at me, and they wave their clubs.",
        "I sneak past the baron and his steward, both dozing, and lift the baron's key.",
    ],
)
def test_both_then_a_plural_or_a_name_is_clear(text: str) -> None:
    assert "ambiguous-pronoun" not in cards(text)
