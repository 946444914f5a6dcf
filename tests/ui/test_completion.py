"""Command-line completion, tested directly (pgcli style): every prefix of every command
completes without error, names come from the table, and completed commands parse."""

from __future__ import annotations

import typing

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from companion.ui.completion import (
    VERBS,
    CommandCompleter,
    CompletionContext,
    complete,
    split_partial,
)
from engine.commands import Verb, parse_command
from engine.errors import CommandSyntaxError

CTX = CompletionContext(
    characters=("Grignr of Ecalpon", "Olo", "Lady Vespera"),
    challenges=("Ghoul pack", "Rusted portcullis"),
    cards=("said-bookism", "tom-swifty", "equivocation"),
    deck=("said-bookism", "tom-swifty", "equivocation", "purple-prose"),
    players=("ann", "bors"),
    rooms=5,
    card_names={"said-bookism": "Said-bookism"},
)

#: One full command per verb (every verb of the language), as a GM would type it.
COMMANDS = (
    'act "Grignr of Ecalpon" "I swing Mother, he said loudly"',
    'gm-action Olo "A ghoul lunges"',
    "card add said-bookism",
    "card drop tom-swifty",
    "bonus background on",
    "bonus equipment off",
    "bonus contradiction on",
    "bonus clever 2",
    "declare background on",
    'target "Ghoul pack"',
    "target none",
    "overwhelming on",
    "ignores-threat off",
    "discard equivocation",
    "discard none",
    "confirm",
    "cancel",
    "roll",
    "roll 4",
    "roll 6 6",
    "deal purple-prose",
    "undo",
    "undo 3",
    'override outcome partial_success --reason "the GM says so"',
    'override rating "Ghoul pack" 7 --reason "tougher"',
    "active Olo",
    "continuity Olo",
    "stuck Olo",
    'plot "Rusted portcullis"',
    "deus vote yes",
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
    "room enter 2",
    'challenge add "Ghoul pack" 6 --deadly',
    'suggest "{}"',
    "reopen",
)


def test_every_verb_of_the_language_is_offered() -> None:
    assert set(VERBS) == set(typing.get_args(Verb))


def test_the_example_commands_cover_every_verb_and_parse() -> None:
    assert {c.split()[0] for c in COMMANDS} == set(VERBS)
    for command in COMMANDS:
        parse_command(command)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_prefix_completes_without_error(command: str) -> None:
    for end in range(len(command) + 1):
        for c in complete(command[:end], CTX):
            assert 0 <= c.replace <= end
            assert c.text


@pytest.mark.parametrize(
    ("prefix", "expected"),
    [
        ("", "act"),
        ("ro", "room"),
        ("rocks", "rocks-fall"),
        ("act g", '"Grignr of Ecalpon"'),
        ("act G", '"Grignr of Ecalpon"'),
        ('act "Gri', '"Grignr of Ecalpon"'),
        ("card ", "add"),
        ("card add s", "said-bookism"),
        ("card add swif", "tom-swifty"),
        ("bonus c", "clever"),
        ("bonus clever ", "2"),
        ("bonus background o", "on"),
        ("target ", "none"),
        ("target r", '"Rusted portcullis"'),
        ("plot pack", '"Ghoul pack"'),
        ("discard e", "equivocation"),
        ("deal pur", "purple-prose"),
        ("deus ", "vote"),
        ("deus vote ", "yes"),
        ("room ", "enter"),
        ("room enter ", "5"),
        ("room enter 2 --abs", "--absent"),
        ("room enter 2 --absent ", "bors"),
        ("challenge add x 6 --d", "--deadly"),
        ("override ", "outcome"),
        ("override outcome ", "partial_success"),
        ("override party Olo ", "out"),
        ("search L", '"Lady Vespera"'),
        ("declare ", "said-bookism"),
        ("roll ", "6"),
    ],
)
def test_prefix_offers_the_next_word(prefix: str, expected: str) -> None:
    assert expected in [c.text for c in complete(prefix, CTX)]


def test_replacement_covers_the_opened_quote() -> None:
    (c,) = complete('plot "Gh', CTX)
    assert c.replace == len('"Gh')
    assert ('plot "Gh'[: -c.replace] + c.text) == 'plot "Ghoul pack"'


def test_unknown_verb_and_free_text_offer_nothing() -> None:
    assert complete("fly ", CTX) == []
    assert complete('act Olo "I sw', CTX) == []


def test_split_partial_handles_escaped_quotes() -> None:
    assert split_partial(r'act Olo "say \"hi\"" --so') == (
        ["act", "Olo", r"say \"hi\""],
        "--so",
        False,
    )


def _greedy(prefix: str) -> str:
    """Take the first candidate until none is left (the Tab, Tab, Tab of a hurried GM)."""
    text = prefix
    for _ in range(8):
        found = complete(text, CTX)
        if not found:
            break
        c = found[0]
        text = text[: len(text) - c.replace] + c.text + " "
    return text.strip()


@pytest.mark.parametrize(
    "verb",
    [
        "card",
        "bonus",
        "target",
        "overwhelming",
        "discard",
        "active",
        "continuity",
        "plot",
        "deus",
        "room",
        "roll",
        "confirm",
        "rest",
        "turn",
    ],
)
def test_completing_only_with_tab_gives_a_command_that_parses(verb: str) -> None:
    text = _greedy(verb + " ")
    try:
        parse_command(text)
    except CommandSyntaxError as exc:  # pragma: no cover - the assertion explains
        pytest.fail(f"{text!r} does not parse: {exc}")


def test_prompt_toolkit_adapter_reads_the_context_each_time() -> None:
    names = ["Olo"]
    completer = CommandCompleter(lambda: CompletionContext(characters=tuple(names)))
    got = lambda: [  # noqa: E731
        c.text for c in completer.get_completions(Document("active "), CompleteEvent())
    ]
    assert got() == ["Olo"]
    names.append("Grignr")
    assert got() == ["Olo", "Grignr"]
