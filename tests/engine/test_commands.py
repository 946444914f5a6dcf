"""The command language: every form the UI and voice emit parses, and pastes back."""

from __future__ import annotations

import shlex

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
import engine.commands
from engine import (
    MAX_DESCRIPTION,
    Command,
    CommandSyntaxError,
    format_command,
    parse_command,
    quote,
)
from engine.commands import _split

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


def test_typographic_quotes_in_a_word_survive_the_paste_back() -> None:
    # Found by the round-trip property below: a name or a description holding a curly quote
    # ("it’s", what phones type) came back with a plain one.
    from engine.commands import Command

    cmd = Command(verb="act", args=("‘", "I say “never”, it’s mine"))
    assert parse_command(format_command(cmd)).args == cmd.args
    # Typed (not escaped), they still read as plain quotes.
    assert parse_command("act Olo “it’s mine”").args == ("Olo", "it's mine")


def test_a_word_ending_in_a_newline_is_quoted() -> None:
    # Found by the same property at 30,000 examples: "0\n" was written bare (a regex `$`
    # matches before a final newline), and read back as "0".
    from engine.commands import Command

    cmd = Command(verb="act", args=("Olo", "0\n"))
    assert format_command(cmd) == 'act Olo "0\n"'
    assert parse_command(format_command(cmd)).args == cmd.args


def test_escaped_typographic_quotes_are_read_in_one_scan() -> None:
    # Each run of backslashes before a quote is counted once: a million backslashes are
    # read at once (a scan from every position would not end), then meet the length cap.
    text = "act Olo " + '"' + ("\\" * 100_000 + "’") * 10 + '"'
    with pytest.raises(CommandSyntaxError, match="500,010"):
        parse_command(text)
    # An odd run escapes the quote: one backslash written as two, then the escaped quote.
    assert parse_command('act Olo "\\\\\\’"').args[1] == "\\’"


@given(
    who=st.text(min_size=1, max_size=20).filter(lambda t: t.strip() == t and t),
    said=st.text(max_size=80),
)
def test_free_text_round_trips(who: str, said: str) -> None:
    from engine.commands import Command

    cmd = Command(verb="act", args=(who, said))
    assert parse_command(format_command(cmd)).args == cmd.args


def test_act_takes_the_stt_facts_and_pastes_them_back() -> None:
    text = (
        'act Olo "I hide" --source voice --speech-start 1.25 --speech-end 2.0 '
        "--transcript-at 2.5 --confidence 0.9 --stt-backend faster-whisper "
        "--stt-model tiny.en --compute-ms 400"
    )
    cmd = parse_command(text)
    assert cmd.option("confidence") == "0.9"
    assert cmd.option("stt-model") == "tiny.en"
    assert format_command(cmd) == text
    shuffled = 'act Olo "I hide" --compute-ms 400 --confidence 0.9 --speech-start 1.25'
    assert format_command(parse_command(shuffled)) == (
        'act Olo "I hide" --speech-start 1.25 --confidence 0.9 --compute-ms 400'
    )


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("confidence", "1.5"),
        ("confidence", "-0.1"),
        ("confidence", "nan"),
        ("confidence", "high"),
        ("speech-start", "-3"),
        ("speech-start", "inf"),
        ("speech-end", "1e999"),
        ("transcript-at", "soon"),
        ("compute-ms", "-1"),
        ("stt-backend", ""),
        ("stt-model", " "),
        ("source", "telepathy"),
    ],
)
def test_act_options_are_checked_when_parsed(option: str, value: str) -> None:
    with pytest.raises(CommandSyntaxError, match=f"--{option}|source"):
        parse_command(f'act Olo "I hide" --{option} "{value}"')


def test_quote_is_the_engine_s_one_quoting_function() -> None:
    assert engine.quote is engine.commands.quote
    assert quote("tiny.en") == "tiny.en"
    assert quote("--deadly") == '"--deadly"'
    assert quote('a "b" \\c') == '"a \\"b\\" \\\\c"'


@pytest.mark.parametrize("said", ["--source", "--deadly", "--speech-end", '"--audio"', "-- x"])
def test_a_quoted_word_that_looks_like_an_option_is_an_argument(said: str) -> None:
    cmd = Command(verb="act", args=("Olo", said))
    line = format_command(cmd)
    assert parse_command(line) == cmd
    assert parse_command(f"act Olo {quote(said)} --source voice").args == ("Olo", said)


def test_a_description_over_the_limit_is_refused_with_the_limit() -> None:
    """Issue 14, item 7: "Cap a description's length with a clear message"."""
    assert parse_command(f'act Olo "{"a" * MAX_DESCRIPTION}"').args[1] == "a" * MAX_DESCRIPTION
    long = "x" * (MAX_DESCRIPTION + 1)
    for verb in ("act", "gm-action"):
        with pytest.raises(CommandSyntaxError, match=f"at most {MAX_DESCRIPTION:,} characters"):
            parse_command(f'{verb} Olo "{long}"')


def test_a_huge_quoted_argument_parses_whole() -> None:
    """Issue 14, item 7 (the tokenizer is a single linear scan; its speed is in
    ``tests/engine/bench_parse.py``, never timed here)."""
    payload = '{"source": "x", "text": "' + "\\\\ \\" * 50_000 + '"}'
    cmd = parse_command(f"suggest {quote(payload)}")
    assert cmd.args == (payload,)


def _shlex_split(text: str) -> list[str]:
    """The tokenizer the command language used before issue 14 (quadratic on long quotes)."""
    lexer = shlex.shlex(text, posix=True, punctuation_chars=False)
    lexer.whitespace_split = True
    lexer.quotes = '"'
    lexer.escape = "\\"
    lexer.commenters = ""
    return list(lexer)


@given(st.text(alphabet='ab -"\\\t\n\u00e9', max_size=30))
def test_the_linear_tokenizer_reads_lines_as_shlex_did(text: str) -> None:
    try:
        expected = _shlex_split(text)
    except ValueError:
        with pytest.raises(CommandSyntaxError):
            _split(text)
        return
    assert [w.text for w in _split(text)] == expected
