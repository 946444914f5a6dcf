"""The embedded detectors: spans, spoken-form invariance, copies, and each card's example.

Issue 4: "nothing may depend on spelling or punctuation (Whisper's output is the
input)"; "every hit carries the exact span it matched". Rules ("Cards"): "If both
copies are in the pool, an action can count both of them if it has two distinct
counts of the specified offense."
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.advisor.detect import CardDetector
from companion.advisor.text import FILLERS, Transcript, find_quote
from companion.advisor.train import plain_lines
from companion.deck import normalise, standard_deck
from tests.advisor.record_cassettes import GRIGNR

DECK = standard_deck()
ALL = tuple(c.id for c in DECK.cards for _ in range(c.copies))
ADVISOR = LexiconAdvisor(DECK)
EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"
TRANSCRIPTS = [
    json.loads(line)["transcript"]
    for f in ("tune.jsonl", "heldout.jsonl")
    for line in (EVAL / f).read_text().splitlines()
]


def cards(text: str, pool: tuple[str, ...] = ALL) -> dict[str, int]:
    return ADVISOR.suggest(SuggestContext.of(text, GRIGNR, pool)).card_counts()


@pytest.mark.parametrize("card", [c.id for c in DECK.cards])
def test_each_cards_own_example_earns_it(card: str) -> None:
    for example in DECK.card(card).examples:
        assert card in cards(example), example


@given(st.text(max_size=200))
def test_normalised_text_is_the_decks_normal_form_without_fillers(text: str) -> None:
    spoken = " ".join(w for w in normalise(text).split() if w not in FILLERS)
    assert Transcript(text).norm == spoken


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TRANSCRIPTS), st.sampled_from(sorted(FILLERS)))
def test_a_filler_word_changes_no_card(text: str, filler: str) -> None:
    words = text.split()
    padded = " ".join([filler, *words[: len(words) // 2], filler, *words[len(words) // 2 :]])
    assert cards(padded) == cards(text)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TRANSCRIPTS), st.sampled_from(["lower", "upper", "strip"]))
def test_case_and_punctuation_change_no_card(text: str, how: str) -> None:
    spoken = {"lower": text.lower(), "upper": text.upper(), "strip": normalise(text)}[how]
    assert cards(spoken) == cards(text)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "I",
                "the",
                "ogre",
                "swing",
                "Mother",
                "and",
                "then",
                "my",
                "thews",
                "as",
                "you",
                "know",
                "for",
                "all",
                "intensive",
                "purposes",
                "like",
                "a",
                "teapot",
                "at",
                "a",
                "tax",
                "audit",
                ",",
                ".",
                "!",
                "?",
                "--",
                "'",
                "said",
                "heatedly",
                "quietly",
                "carefully",
                "slowly",
                "therefore",
                "cheese",
                "is",
                "yellow",
                "because",
                "it",
                "is",
                "best",
                "ghouls",
                "two",
                "three",
                *TRANSCRIPTS[:5],
            ]
        ),
        max_size=40,
    )
)
def test_every_quote_is_the_exact_span_it_matched(parts: list[str]) -> None:
    text = " ".join(parts)
    s = ADVISOR.suggest(SuggestContext.of(text, GRIGNR, ALL))
    bonuses = [s.background, s.equipment, s.contradiction]
    for e in [e for c in s.cards for e in c.evidence] + [e for b in bonuses for e in b.evidence]:
        assert e.start is not None
        assert e.end is not None
        assert text[e.start : e.end] == e.quote
        assert find_quote(text, e.quote) is not None


def test_only_pool_cards_are_suggested() -> None:
    text = "For all intensive purposes, as you know, I quietly carefully slowly kneel."
    assert cards(text, ("as-you-know", "cliche")) == {"as-you-know": 1}


def test_two_copies_count_two_distinct_offences_only() -> None:
    text = "I am the pineapple of barbarians, and I will not be taken for granite."
    assert cards(text, ("malapropism", "malapropism")) == {"malapropism": 2}
    assert cards(text, ("malapropism",)) == {"malapropism": 1}
    assert cards("For all intensive purposes I swing.", ("malapropism",) * 2) == {"malapropism": 1}


def test_yielding_card_loses_to_the_stronger_match() -> None:
    # "fight like a lion" is a cliche, not a strained simile.
    assert cards("I fight like a lion and roar", ("strained-simile", "cliche")) == {"cliche": 1}


@pytest.mark.parametrize(
    "text",
    [
        "I swing my axe at the ogre's legs and try to knock him off the bridge.",
        "i ask the sphinx to repeat the riddle slowly",
        "I throw my rope over the beam and climb up to the gallery.",
        "I check the door for traps, then I try the handle.",
        "I tell the sphinx that the answer is a map, since a map shows every road.",
        "It looks like a trap, so I stay back.",
        "The elf, the ranger and the dwarf all run into the room.",
        "I walk up to the sphinx and I tell it the answer is a candle.",
    ],
)
def test_plain_descriptions_earn_nothing(text: str) -> None:
    assert cards(text) == {}


def test_detector_reports_hits_in_deck_order() -> None:
    found = CardDetector(DECK).detect(Transcript("As you know, thwack, I swing."))
    assert [f.card for f in found] == ["onomatopoeia", "as-you-know"]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("you're just a dumb ogre, what do you know about riddles", "ad-hominem"),
        ("I won't listen to a smelly goblin like you", "ad-hominem"),
        ("We can either fight or die.", "false-dilemma"),
        ("The book says the answer is fire, so I say fire.", "appeal-to-authority"),
        (
            "The bronzed barbarian, the mighty-thewed warrior, the pride of the north, charges.",
            "epithet-overload",
        ),
        ("I shoot the two ghouls with one arrow, all three of them fall over.", "continuity-error"),
        ("I'm right because I'm never wrong.", "circular-reasoning"),
        ("I am returning back to the door", "redundancy"),
        ("strike while the iron is hot before the cat gets out of the bag", "mixed-metaphor"),
        ("I hop on a log, I jump like a frog, I vanish in fog.", "unintentional-rhyme"),
        ("I growled menacingly at the ogre that he should move.", "said-bookism"),
        ("Her eyes were like two pools of midnight ink spilled across a map", "strained-simile"),
        ("Bang! The door flies open.", "onomatopoeia"),
        ("The one-armed ogre raises both his arms.", "continuity-error"),
        ("The answer is a shadow because it is a shadow.", "circular-reasoning"),
        ("We either cross this bridge or we turn back forever.", "false-dilemma"),
        ("I sneezed and the floor collapsed, so my sneeze must have done it.", "post-hoc"),
        ("Everybody's doing it, so I jump in the pit too.", "bandwagon"),
        ("Cheating on a riddle is no worse than lying to a king.", "false-equivalence"),
        ("Why do you keep lying to travellers, sphinx?", "loaded-question"),
        ("The rules say no weapons, but that doesn't apply to me.", "special-pleading"),
        ("If you don't let me pass, my children will starve.", "appeal-to-emotion"),
        ("Okay you solved it, but now you must solve it blindfolded.", "moving-the-goalposts"),
        ("Sharpening my blade, the goblins attack.", "dangling-modifier"),
        ("Don't trust the troll, he's a filthy liar.", "ad-hominem"),
        ("You called me a thief? You steal bread every day.", "tu-quoque"),
        ("According to the Mages' College, fire beats ice, so I cast fire.", "appeal-to-authority"),
        ("The law is fair because the law says it is fair.", "circular-reasoning"),
    ],
)
def test_general_phrasings_earn_their_card(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I will never give up, no matter what the ogre does.",
        "She pushes her back against the wall.",
        "the three ghouls attack and I kill two of them",
        "It's either the red door or the blue door.",
        "the ogre hits the wall the door opens and the guard of the gate runs",
        "the big ogre the small ogre and the king of the trolls come at us",
        "i ask the ogre where he got his club",
        "we all run for the door before the floor collapses",
        "I look at the door and either I can open it or not, so I try the handle.",
        "I'm going for the door and I kick it.",
        "I fight like hell against the ghouls in the dark corridor.",
        "what about the lever over there, I pull it",
        "I've lost three times so I try again.",
    ],
)
def test_near_misses_earn_nothing(text: str) -> None:
    assert cards(text) == {}


PLAIN = plain_lines(EVAL / "plain_descriptions.txt")


def test_ordinary_descriptions_earn_no_card() -> None:
    # Precision first: "wrong suggestions cost the table more than missing ones".
    wrong = {line: found for line in PLAIN if (found := cards(line))}
    assert wrong == {}
    assert len(PLAIN) >= 100
