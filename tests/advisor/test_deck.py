"""The standard deck and deck files (issue 4, "The standard deck").

Rules: "Each card denotes some quirk of prose or error of logic" and "Some cards
occur twice in the deck."
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from companion.advisor.checks import CHECKS, summary
from companion.cli.main import main
from companion.deck import load_deck, standard_deck, standard_deck_path
from companion.errors import DataFileError

PROSE = [
    "malapropism",
    "said-bookism",
    "purple-prose",
    "strained-simile",
    "mixed-metaphor",
    "epithet-overload",
    "body-part-euphemism",
    "thesaurus-abuse",
    "dangling-modifier",
    "tense-shift",
    "pov-shift",
    "anachronism",
    "redundancy",
    "tom-swifty",
    "adverb-pileup",
    "run-on-sentence",
    "onomatopoeia",
    "continuity-error",
    "cliche",
    "alliteration-excess",
    "double-negative",
    "ambiguous-pronoun",
    "narrative-digression",
    "as-you-know",
    "passive-voice",
    "unintentional-rhyme",
]
LOGIC = [
    "ad-hominem",
    "circular-reasoning",
    "false-dilemma",
    "non-sequitur",
    "straw-man",
    "slippery-slope",
    "appeal-to-authority",
    "appeal-to-tradition",
    "appeal-to-nature",
    "hasty-generalization",
    "post-hoc",
    "red-herring",
    "tu-quoque",
    "bandwagon",
    "no-true-scotsman",
    "sunk-cost",
    "gamblers-fallacy",
    "false-equivalence",
    "appeal-to-ignorance",
    "loaded-question",
    "equivocation",
    "special-pleading",
    "appeal-to-emotion",
    "moving-the-goalposts",
]
TWICE = {"malapropism", "said-bookism", "purple-prose", "strained-simile", "ad-hominem",
         "circular-reasoning", "false-dilemma", "non-sequitur"}  # fmt: skip


def test_standard_deck_has_the_fifty_ids_and_fifty_eight_cards() -> None:
    deck = standard_deck()
    assert [c.id for c in deck.cards if c.kind == "prose"] == PROSE
    assert [c.id for c in deck.cards if c.kind == "logic"] == LOGIC
    assert {c.id for c in deck.cards if c.copies == 2} == TWICE
    assert len(deck.deck_list()) == 58


def test_deck_list_carries_the_file_hash() -> None:
    listed = standard_deck().deck_list()
    assert listed.hash == hashlib.sha256(standard_deck_path().read_bytes()).hexdigest()
    assert listed.copies("ad-hominem") == 2
    assert listed.copies("cliche") == 1


def test_every_card_is_readable_aloud_and_has_a_detector() -> None:
    for card in standard_deck().cards:
        assert card.definition.endswith(".")
        assert 1 <= len(card.examples) <= 2
        assert card.cues.phrases or card.cues.patterns or card.cues.checks, card.id


def test_every_check_in_the_registry_is_documented() -> None:
    # One registry (name -> function): deck validation and docs/decks.md both read it.
    page = (Path(__file__).resolve().parents[2] / "docs" / "decks.md").read_text()
    for name in CHECKS:
        assert f"| `{name}` | {summary(name)} |" in page, name


GOOD = 'id = "mine"\n\n[[cards]]\nid = "a"\nname = "A"\nkind = "prose"\n' \
       'definition = "A card for tests."\nexamples = ["x"]\n'  # fmt: skip


@pytest.mark.parametrize(
    ("extra", "line", "key", "why"),
    [
        ("copies = 3\n", 9, "cards.0.copies", "1 or 2"),
        ("[cards.cues]\npatterns = ['(unclosed']\n", 10, "cards.0.cues.patterns", "regex"),
        ("[cards.cues]\nchecks = ['telepathy']\n", 10, "cards.0.cues.checks", "unknown check"),
        # Issue 14: "(a+)+$ passes deck validate and freezes suggest".
        ("[cards.cues]\npatterns = ['(a+)+$']\n", 10, "cards.0.cues.patterns", "exponential"),
        ("[cards.cues]\npatterns = ['(\\w+ )*x']\n", 10, "cards.0.cues.patterns", "exponential"),
    ],
)
def test_bad_deck_files_name_file_line_and_key(
    tmp_path: Path, extra: str, line: int, key: str, why: str
) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD + extra)
    with pytest.raises(DataFileError) as err:
        load_deck(path)
    assert err.value.line == line
    assert err.value.key == key
    assert why in err.value.why


def test_duplicate_ids_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "dup.toml"
    path.write_text(GOOD + GOOD.split("\n\n", 1)[1])
    with pytest.raises(DataFileError, match="occurs twice"):
        load_deck(path)


def test_deck_validate_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "validate", str(standard_deck_path())]) == 0
    assert "50 cards, 58 in all" in capsys.readouterr().out
    bad = tmp_path / "bad.toml"
    bad.write_text(GOOD + "copies = 3\n")
    assert main(["deck", "validate", str(bad)]) == 2
    assert f"{bad}:9:cards.0.copies:" in capsys.readouterr().err


def test_deck_list_and_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "show", "tom-swifty"]) == 0
    assert "pun" in capsys.readouterr().out
    assert main(["deck", "show", "nope"]) == 2
    assert main(["deck", "list"]) == 0
    assert "said-bookism" in capsys.readouterr().out


def test_deck_flags_work_after_the_action(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "show", "cliche", "--deck", str(standard_deck_path()), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == "cliche"


def test_a_slow_pattern_that_passes_validation_cannot_hold_up_a_suggestion() -> None:
    # Issue 14: "run detectors with a time budget ... so no deck can freeze the screen".
    # (.*){1,20} is polynomial of degree 20: too slow, yet not caught by the static test.
    from companion.advisor import LexiconAdvisor, SuggestContext
    from companion.deck import Card, Cues, Deck
    from engine.table import Character

    slow = Card(
        id="slow",
        name="Slow",
        kind="prose",
        definition="A card with a runaway pattern.",
        examples=("x",),
        cues=Cues(patterns=("(.*){1,20}[bc]",)),
    )
    deck = standard_deck().model_copy(update={"cards": (*standard_deck().cards, slow)})
    assert isinstance(deck, Deck)
    advisor = LexiconAdvisor(deck)
    s = advisor.suggest(
        SuggestContext.of("a" * 40 + " for all intensive purposes", Character(name="G"),
                          ["slow", "malapropism"])
    )  # fmt: skip
    assert s.card_counts() == {"malapropism": 1}
    assert s.notes == ["a pattern of card slow ran out of time and was skipped"]
