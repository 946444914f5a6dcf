"""GM control phrases: closed grammar, fuzzy and phonetic, mapped to command-language strings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.stt.control import parse_control

CARDS = [("said-bookism", "Said Bookism"), ("tom-swifty", "Tom Swifty")]
PARTY = ["Grignr", "Thrya", "Olo", "Velka", "Brannoc", "Isolde"]


@pytest.mark.parametrize(
    ("said", "command"),
    [
        ("Companion, confirm.", "confirm"),
        ("Companion, next.", "confirm"),
        ("Companion, cancel", "cancel"),
        ("Companion, roll.", "roll"),
        ("Companion, I rolled a four.", "roll 4"),
        ("Companion, I rolled a 6", "roll 6"),
        ("Companion, undo.", "undo"),
        ("Companion, drop card two.", "card drop tom-swifty"),
        ("Companion, Drop Card II.", "card drop tom-swifty"),
        ("Companion, add card one", "card add said-bookism"),
        ("Companion, add card 3", "card add 3"),
        ("Companion, add Said Bookism", "card add said-bookism"),
        ("Companion, drop Tom Swifty", "card drop tom-swifty"),
        ("Companion, background on", "bonus background on"),
        ("Companion, equipment off", "bonus equipment off"),
        ("Companion, contradiction on", "bonus contradiction on"),
        ("Companion, clever two", "bonus clever 2"),
        ("Companion, no clever", "bonus clever 0"),
        ("Companion, active Thrya", "active Thrya"),
        ("Hey companion, Thrya's turn", "active Thrya"),
        ("Compandion confirmed.", "confirm"),
    ],
)
def test_clear_phrases_map_to_commands_and_run(said: str, command: str) -> None:
    parsed = parse_control(said, cards=CARDS, characters=PARTY)
    assert parsed is not None
    assert parsed.command == command
    assert not parsed.needs_confirmation


@pytest.mark.parametrize(
    ("heard", "command"),
    [
        # measured: tiny.en's hearing of "Companion, I rolled a four"
        ("Companion, I roll that forward", "roll 4"),
        ("Compandion, I roll the forward", "roll 4"),
        # measured: tiny.en's hearing of "Companion, background on"
        ("Compandium, back, run, gone.", "bonus background on"),
    ],
)
def test_misheard_phrases_are_matched_but_never_run_without_a_yes(heard: str, command: str) -> None:
    parsed = parse_control(heard, cards=CARDS, characters=PARTY)
    assert parsed is not None
    assert parsed.command == command
    assert parsed.needs_confirmation


@pytest.mark.parametrize(
    "said",
    [
        "Grignr leaps onto the table.",
        "I throw my dagger at the spider.",
        "Compassion is my weapon, I say.",
        "Company, charge the gate!",
    ],
)
def test_player_actions_are_not_control_phrases(said: str) -> None:
    assert parse_control(said, cards=CARDS, characters=PARTY) is None


def test_gibberish_after_the_wake_word_is_not_a_command() -> None:
    parsed = parse_control("Companion, what is the weather like in Paris tomorrow")
    assert parsed is not None
    assert parsed.command is None


def test_active_takes_the_spoken_first_name_and_gives_the_full_quoted_name() -> None:
    parsed = parse_control("Companion, active Agatha", characters=["Sister Agatha the Unwashed"])
    assert parsed is not None
    assert parsed.command == 'active "Sister Agatha the Unwashed"'


def test_the_wake_word_is_configurable() -> None:
    assert parse_control("Oracle, undo", wake_word="oracle") is not None
    assert parse_control("Companion, undo", wake_word="oracle") is None


@given(st.text(max_size=80))
def test_any_text_parses_without_crashing_and_commands_come_from_the_grammar(text: str) -> None:
    parsed = parse_control("companion " + text, cards=CARDS, characters=PARTY)
    assert parsed is not None
    if parsed.command is not None:
        head = parsed.command.split()[0]
        assert head in {"confirm", "cancel", "roll", "undo", "card", "bonus", "active"}
        assert 0.0 <= parsed.confidence <= 1.0
