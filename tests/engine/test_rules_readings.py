"""``docs/rules-readings.md`` and the engine's docstrings name the same readings (issue 12:
"the readings above listed in the engine's docs with the line of the rules they interpret")."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules-readings.md"
_HEADING = re.compile(r"^### `([a-z-]+)`", re.MULTILINE)


def _sections() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    starts = [(m.group(1), m.start()) for m in _HEADING.finditer(text)]
    ends = [s for _, s in starts[1:]] + [len(text)]
    return {name: text[start:end] for (name, start), end in zip(starts, ends, strict=True)}


def _resolve(dotted: str) -> object:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(dotted)


def test_the_readings_the_issue_lists_are_all_documented() -> None:
    assert {
        "declared-double",
        "eye-guardian",
        "rocks-after-eye",
        "not-rested-every-roll",
        "early-deus-vote",
    } <= set(_sections())


@pytest.mark.parametrize("name", sorted(_sections()))
def test_each_reading_quotes_a_rule_line_and_names_its_code(name: str) -> None:
    section = _sections()[name]
    assert re.search(r"`[a-z-]+\.txt`, lines? \d+", section), "the rule's file and line"
    assert "\n> " in section, "the rule's line, quoted"
    assert "Reading:" in section
    where = re.search(r"In the engine: (.+)", section)
    assert where is not None
    names = re.findall(r"`([a-z_.A-Z]+)`", where.group(1))
    assert names
    docs = [inspect.getdoc(_resolve(n)) or "" for n in names]
    assert any(f"``{name}``" in d for d in docs), f"no docstring of {names} names {name}"
