"""The command language: every form the UI and voice emit parses, and pastes back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import CommandSyntaxError, format_command, parse_command

CONTRACT = [
    "room enter 3",
    'challenge add "Ghoul pack" 6',
    'challenge add "Ghoul pack" 6 --deadly',
    'act Grignr "I swing Mother..."',
    'gm-action Grignr "The ghoul lunges"',
    "card add said-bookism",
    "card drop said-bookism",
    "bonus background on",
    "bonus equipment off",
    "bonus contradiction on",
    "bonus clever 2",
    'target "Ghoul pack"',
    "overwhelming on",
    "discard said-bookism",
    "confirm",
    "cancel",
    "roll",
    "roll 4",
    "roll 6 6",
    "undo",
    "undo 3",
    'override grace 0 --reason "the GM says so"',
    "active Grignr",
    "continuity Grignr",
    'plot "Ghoul pack"',
    "deus vote yes",
    "deus vote no",
    "deus",
    "pause",
    "resume",
    "rocks-fall",
    "claim-eye",
    "leave",
    "end",
    "turn",
    "search Olo",
    "trap",
    "rest",
]


@pytest.mark.parametrize("text", CONTRACT)
def test_contract_forms_parse_and_paste_back(text: str) -> None:
    cmd = parse_command(text)
    assert format_command(cmd) == text
    assert parse_command(format_command(cmd)) == cmd


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly away",
        "roll 7",
        "roll 1 2 3",
        "bonus clever 3",
        "room enter x",
        "act Olo",
        'act Olo "unclosed',
        "challenge add Ghoul",
        "undo 0",
        "overwhelming maybe",
        "challenge add Ghoul 6 --lethal",
    ],
)
def test_bad_commands_say_what_was_expected(text: str) -> None:
    with pytest.raises(CommandSyntaxError):
        parse_command(text)


def test_clever_accepts_plus_sign_and_typographic_quotes() -> None:
    assert parse_command("bonus clever +2").args == ("clever", "2")
    assert parse_command("act Olo \u201cI hide\u201d").args == ("Olo", "I hide")


@given(
    who=st.text(min_size=1, max_size=20).filter(lambda t: t.strip() == t and t),
    said=st.text(max_size=80),
)
def test_free_text_round_trips(who: str, said: str) -> None:
    from engine.commands import Command

    cmd = Command(verb="act", args=(who, said))
    assert parse_command(format_command(cmd)).args == cmd.args
