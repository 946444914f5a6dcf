"""``docs/log-format.md`` cannot drift from ``engine/events.py`` and ``engine/log.py``: every
event type with every field, the header's fields, and the versions read and written."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from engine import READABLE_SCHEMAS, LogHeader
from engine import events as ev

DOC = Path(__file__).resolve().parents[2] / "docs" / "log-format.md"
_COMMON = {"seq", "at", "command", "type"}
_EVENT_CLASSES = typing.get_args(typing.get_args(ev.Event)[0])


def _rows() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    return {m.group(1): m.group(2) for m in re.finditer(r"^\| `([a-z_]+)` \| (.*) \|$", text, re.M)}


@pytest.mark.parametrize("cls", _EVENT_CLASSES, ids=lambda c: c.__name__)
def test_every_event_type_is_listed_with_every_field(cls: type[ev._Event]) -> None:
    kind = cls.model_fields["type"].default
    row = _rows().get(kind)
    assert row is not None, f"{kind} is not in docs/log-format.md"
    for name in set(cls.model_fields) - _COMMON:
        assert f"`{name}`" in row, f"{kind}.{name} is not in docs/log-format.md"


def test_the_header_fields_are_listed() -> None:
    rows = _rows()
    for name in LogHeader.model_fields:
        assert name in rows, name


def test_the_versions_read_and_written_are_the_engine_s() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert f"This program writes version {ev.SCHEMA_VERSION}" in text
    readable = " and ".join(str(v) for v in READABLE_SCHEMAS)
    assert f"reads versions **{readable}**" in text
