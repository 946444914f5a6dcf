"""``docs/commands.md`` cannot drift from the parser (``engine/commands.py``): every verb has a
section, every option is listed under its verb, every example parses to its verb, and the
override fields and the description limit are the engine's."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from engine import MAX_DESCRIPTION, parse_command
from engine.commands import _OPTIONS, Verb
from engine.overrides import FIELDS

DOC = Path(__file__).resolve().parents[2] / "docs" / "commands.md"
_SECTION = re.compile(r"^### `([a-z-]+)`$", re.MULTILINE)


def _sections() -> dict[str, str]:
    """Each verb's section: from its heading to the next heading."""
    text = DOC.read_text(encoding="utf-8")
    out: dict[str, str] = {}
    for m in _SECTION.finditer(text):
        rest = text[m.end() :]
        ends = [i for i in (rest.find("\n### "), rest.find("\n## ")) if i >= 0]
        out[m.group(1)] = rest[: min(ends, default=len(rest))]
    return out


def test_every_verb_has_one_section() -> None:
    names = _SECTION.findall(DOC.read_text(encoding="utf-8"))
    assert sorted(names) == sorted(set(names)), "a verb documented twice"
    assert set(names) == set(typing.get_args(Verb))


@pytest.mark.parametrize("verb", sorted(typing.get_args(Verb)))
def test_each_section_gives_the_form_every_option_and_an_example_that_parses(verb: str) -> None:
    section = _sections()[verb]
    forms = re.findall(r"```\n(.*?)```", section, re.DOTALL)
    assert forms, "the grammar of the verb, in a code block"
    assert all(line.lstrip().startswith((verb, "[", "--")) for line in forms[0].splitlines())
    for option in _OPTIONS.get(verb, {}):
        assert f"--{option}" in forms[0], f"--{option} missing from {verb}'s form"
    examples = re.findall(r"^Example: `(.+)`$", section, re.MULTILINE)
    assert examples
    for example in examples:
        assert parse_command(example).verb == verb


def test_the_override_fields_are_the_engine_s() -> None:
    rows = re.findall(r"^\| `([a-z-]+)` \|", _sections()["override"], re.MULTILINE)
    assert rows == list(FIELDS)


def test_the_description_limit_is_the_engine_s() -> None:
    assert f"at most {MAX_DESCRIPTION:,} characters" in DOC.read_text(encoding="utf-8")
