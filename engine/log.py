"""The session log: JSONL, a header line, then one event per line, flushed as it happens.

Format::

    {"kind": "quest-companion-log", "schema": 1, "app_version": ..., "deck_id": ...,
     "deck_hash": ..., "seed": ..., "table_name": ..., "started_at": ...}
    {"type": "session_started", "seq": 0, "at": ..., ...}
    {"type": "room_entered", "seq": 1, ...}

Loading (:func:`read_log`): a torn last line (a crash mid-write) is dropped with a warning; a
corrupt line anywhere else raises :class:`LogCorrupt` with its line number. Loading never
writes to the file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.errors import LogCorrupt
from engine.events import SCHEMA_VERSION, Event, dump_event, parse_event


class LogHeader(BaseModel):
    """The first line of a log: what the events need to be read back and checked."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["quest-companion-log"] = "quest-companion-log"
    schema_version: int = SCHEMA_VERSION
    app_version: str = ""
    deck_id: str
    deck_hash: str
    seed: int
    table_name: str = ""
    started_at: float = 0.0


def write_header(fp: IO[str], header: LogHeader) -> None:
    """Write the header line of a new log and flush it."""
    fp.write(header.model_dump_json() + "\n")
    fp.flush()


def append_event(fp: IO[str], event: Event, *, fsync: bool = False) -> None:
    """Append one event line and flush it (``fsync`` also asks the disk to keep it)."""
    fp.write(dump_event(event) + "\n")
    fp.flush()
    if fsync:
        os.fsync(fp.fileno())


def write_log(path: Path, header: LogHeader, events: list[Event]) -> None:
    """Write a whole log at once (fixtures, exports of a replayed session)."""
    with path.open("w", encoding="utf-8") as fp:
        fp.write(header.model_dump_json() + "\n")
        fp.writelines(dump_event(e) + "\n" for e in events)


def read_log(path: str | Path) -> tuple[LogHeader, list[Event], list[str]]:
    """The header, the events and any warnings (a dropped torn last line).

    Raises :class:`LogCorrupt` (with the 1-based line number) for an unreadable header, a
    corrupt line before the last, or events out of sequence.
    """
    where = str(path)
    text = Path(path).read_text(encoding="utf-8")
    lines = text.split("\n")
    complete = text.endswith("\n")
    if complete:
        lines.pop()
    if not lines or not lines[0].strip():
        raise LogCorrupt(where, 1, "empty log: no header line")
    try:
        header = LogHeader.model_validate_json(lines[0])
    except ValidationError as exc:
        raise LogCorrupt(where, 1, f"not a log header: {_why(exc)}") from exc
    if header.schema_version > SCHEMA_VERSION:
        raise LogCorrupt(where, 1, f"schema {header.schema_version} is newer than this program")
    events: list[Event] = []
    warnings: list[str] = []
    last = len(lines) - 1
    for i, line in enumerate(lines[1:], start=2):
        if not line.strip():
            if i - 1 == last:
                continue
            raise LogCorrupt(where, i, "blank line inside the log")
        try:
            event = parse_event(line)
        except ValidationError as exc:
            if i - 1 == last:
                warnings.append(f"{where}:{i}: dropped a torn last line ({_why(exc)})")
                break
            raise LogCorrupt(where, i, _why(exc)) from exc
        if event.seq != len(events):
            raise LogCorrupt(where, i, f"expected seq {len(events)}, got {event.seq}")
        events.append(event)
    return header, events, warnings


def _why(exc: ValidationError) -> str:
    first = exc.errors()[0]
    loc = ".".join(str(p) for p in first["loc"])
    return f"{loc}: {first['msg']}" if loc else str(first["msg"])
