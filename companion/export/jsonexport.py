"""The JSON export: the normalized session for other tools, and its published schema.

``companion export LOG --format json`` writes :func:`render_json`;
``companion export --schema`` prints :func:`json_schema` (JSON Schema draft
2020-12, generated from :class:`~companion.export.model.SessionReport`, so the
two cannot drift apart). The document names its shape in
``header.export_schema`` (:data:`~companion.export.model.EXPORT_SCHEMA`).

:func:`json_chunks` writes the same text an entry at a time, so a 200,000-event
session is never one string in memory: each piece is pydantic's own indented
JSON, shifted to its depth (a JSON string holds no raw newline, so shifting the
lines cannot touch a value).

>>> schema = json_schema()
>>> schema["$schema"], schema["title"]
('https://json-schema.org/draft/2020-12/schema', 'SessionReport')
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from companion.export.model import EXPORT_SCHEMA, Entry, RoomSection, SessionReport

if TYPE_CHECKING:
    from companion.export.source import ExportSource

M = TypeVar("M", bound=BaseModel)

_INDENT = 2


def render_json(report: SessionReport) -> str:
    """The report as indented JSON (UTF-8 text, non-ASCII kept), ending in a newline."""
    return "".join(json_chunks(report))


def json_chunks(report: SessionReport) -> Iterator[str]:
    """:func:`render_json`'s text, a room's entry at a time."""
    yield from _spliced(report, "rooms", report.rooms, 0, _room_chunks)
    yield "\n"


def json_export(source: ExportSource) -> Iterator[str]:
    """The ``json`` export format (:mod:`companion.export.formats`)."""
    return json_chunks(source.report)


def _room_chunks(room: RoomSection, depth: int) -> Iterator[str]:
    yield from _spliced(room, "entries", room.entries, depth, _entry_chunks)


def _entry_chunks(entry: Entry, depth: int) -> Iterator[str]:
    yield _shift(entry.model_dump_json(indent=_INDENT), depth)


def _spliced(
    model: BaseModel,
    field: str,
    items: Sequence[M],
    depth: int,
    each: Callable[[M, int], Iterator[str]],
) -> Iterator[str]:
    """``model`` as indented JSON at ``depth`` with its list ``field`` written item by item
    (``each(item, depth)`` yields an item's text). Pydantic writes the model with the list
    empty, and the items go where it wrote ``[]``."""
    text = _shift(model.model_copy(update={field: ()}).model_dump_json(indent=_INDENT), depth)
    if not items:
        yield text
        return
    inner = " " * (_INDENT * (depth + 1))
    marker = f'\n{inner}"{field}": []'
    at = text.index(marker) + len(marker) - 1
    yield text[:at]
    item_pad = " " * (_INDENT * (depth + 2))
    for i, item in enumerate(items):
        yield ("\n" if i == 0 else ",\n") + item_pad
        yield from each(item, depth + 2)
    yield "\n" + inner + text[at:]


def _shift(text: str, depth: int) -> str:
    """Indent every line but the first by ``depth`` levels (the first follows a key)."""
    return text.replace("\n", "\n" + " " * (_INDENT * depth)) if depth else text


def json_schema() -> dict[str, Any]:
    """The JSON Schema every :func:`render_json` document validates against."""
    schema = SessionReport.model_json_schema(mode="serialization")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:quest-companion:{EXPORT_SCHEMA}",
        **schema,
    }
