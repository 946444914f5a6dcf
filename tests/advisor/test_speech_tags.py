"""Probes for said-bookism tags typed in lower case or with a manner before the verb
(round eight).

Card: "A showy verb of speech used where a plain said would do." A tag after a line closed
by a comma may name its speaker in lower case ("'...,' maelis coos"), a lower-case "i"
speaks as "I" does (with a bare showy verb: "I purr"), and manner adverbs may stand between
speaker and verb. Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "'stay back, you brutes,' grignr warbles, and lifts the torch",
        '"come and get it," i trumpeted, waving the ham',
        '"Yield, worm!" I slowly, grandly, pompously proclaimed at the ogre.',
        '"Closer," I hiss, and the rats creep out of the drain.',
    ],
)
def test_tags_earn_said_bookism(text: str) -> None:
    assert "said-bookism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The action goes on after the line; no one is named as speaking it.
        "'stay back, you brutes,' and grignr lifts the torch",
        # A bare verb after "I" that is no showy verb of voice.
        '"Closer," I wave, and the rats creep out of the drain.',
        # A plain verb of speech after the adverbs.
        '"Yield, worm!" I slowly, grandly said to the ogre.',
        # A lower-case name after a line closed by a full stop begins the next sentence.
        "'stay back.' grignr lifts the torch and waits.",
    ],
)
def test_near_misses_earn_no_said_bookism(text: str) -> None:
    assert "said-bookism" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Round nine: a line spoken aloud without quotes (a voice call's transcript), its
        # showy tag after it, closing the sentence.
        "you will regret this, little goblin, i declare to the whole cave.",
        "ok so, your bridge is broken, troll, Brakka snarls at him.",
        "we are friends now, you and me, i coo.",
    ],
)
def test_a_showy_tag_after_an_unquoted_line_is_a_said_bookism(text: str) -> None:
    assert "said-bookism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A plain verb tags the unquoted line.
        "you will regret this, little goblin, i say to the whole cave.",
        # No one is spoken to: the clause before is the teller's own narration.
        "the bridge sways under me, i groan.",
        # The voice verb goes on to an action: not the end of the line's sentence.
        "you first, goblin, i growl and shove him forward.",
    ],
)
def test_a_plain_tag_or_a_narrated_clause_is_no_said_bookism(text: str) -> None:
    assert "said-bookism" not in cards(text)
