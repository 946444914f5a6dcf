"""The session log: JSONL, a header line, then one event per line, flushed as it happens.

Format (``docs/log-format.md``)::

    {"kind": "quest-companion-log", "schema_version": 2, "app_version": ..., "deck_id": ...,
     "deck_hash": ..., "seed": ..., "table_name": ..., "started_at": ...}
    {"type": "session_started", "seq": 0, "at": ..., ...}
    {"type": "room_entered", "seq": 1, ...}

Loading (:func:`read_log`) reads bytes, splits lines and decodes each line on its own: a torn
last line (a crash mid-write, even inside a multi-byte character) is dropped with a warning; a
corrupt line anywhere else (not UTF-8, not JSON, not an event, out of sequence) raises
:class:`LogCorrupt` with its line number; a header whose ``schema_version`` is not one of
:data:`READABLE_SCHEMAS` is refused. Loading never writes to the file.

Appending to an existing log goes through :func:`mend_log` (or :func:`open_for_append`, which
also opens it), the one place that mends a log's tail: a last event without its newline gets
it; a torn last line is moved to a side file (``LOG.torn``) and cut off. The confirmed events
before it stay byte for byte.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.errors import LogCorrupt
from engine.events import SCHEMA_VERSION, Event, dump_event, parse_event

#: The schema versions this program reads: 1 (the first release) and 2 (adds the STT facts on
#: ``utterance``, ``wandering`` on ``searched`` and ``rested``, ``short_by`` on deals and the
#: ``session_reopened`` event). It writes :data:`engine.events.SCHEMA_VERSION`.
READABLE_SCHEMAS = (1, 2)

#: The side file a torn last line is moved to: ``game.jsonl`` -> ``game.jsonl.torn``.
TORN_SUFFIX = ".torn"


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


@dataclass(frozen=True)
class _Scan:
    """What :func:`_scan` found: the log, and where its good bytes end (``keep``: the end of
    the last good line, its newline included when it has one; ``needs_newline`` when that
    line, the last, has none)."""

    header: LogHeader
    events: list[Event]
    warnings: list[str]
    keep: int
    torn_line: int | None
    needs_newline: bool


def read_log(path: str | Path) -> tuple[LogHeader, list[Event], list[str]]:
    """The header, the events and any warnings (a dropped torn last line).

    Raises :class:`LogCorrupt` (with the 1-based line number) for an unreadable header, a
    corrupt line before the last, or events out of sequence. Reads line by line: the file is
    never held whole in memory beside its events.
    """
    with Path(path).open("rb") as fp:
        scan = _scan(fp, str(path))
    return scan.header, scan.events, scan.warnings


def mend_log(path: str | Path) -> tuple[LogHeader, list[Event], list[str]]:
    """Make an existing log's end safe to append to, and read it: its header, events and
    warnings. A last event that lacks its newline (a crash between the line and its newline)
    gets it; a torn last line is moved to ``LOG.torn`` (appended there, nothing lost) and cut
    off the log. Every confirmed event stays byte for byte: the log is never rewritten. Raises
    :class:`LogCorrupt` as :func:`read_log` does (the file is then left untouched)."""
    p = Path(path)
    with p.open("rb") as fp:
        scan = _scan(fp, str(p))
        fp.seek(scan.keep)
        tail = fp.read()
    warnings = list(scan.warnings)
    if tail:
        if tail.strip():
            side = p.with_name(p.name + TORN_SUFFIX)
            with side.open("ab") as out:
                out.write(tail if tail.endswith(b"\n") else tail + b"\n")
                out.flush()
                os.fsync(out.fileno())
            warnings.append(f"{p}:{scan.torn_line}: the torn last line was moved to {side}")
        os.truncate(p, scan.keep)
    elif scan.needs_newline:
        with p.open("ab") as out:
            out.write(b"\n")
            out.flush()
            os.fsync(out.fileno())
    return scan.header, scan.events, warnings


def open_for_append(path: str | Path) -> tuple[LogHeader, list[Event], list[str], IO[str]]:
    """:func:`mend_log`, then the log open for appending (text, UTF-8, ``\\n`` newlines):
    what ``--resume`` uses to continue a session in the same file."""
    header, events, warnings = mend_log(path)
    return header, events, warnings, Path(path).open("a", encoding="utf-8", newline="\n")


def _scan(lines: Iterable[bytes], where: str) -> _Scan:
    """Read a log from its lines (bytes, each with its newline but perhaps the last)."""
    it = iter(lines)
    first = next(it, b"")
    if not first.strip():
        raise LogCorrupt(where, 1, "empty log: no header line")
    header = _header(first.rstrip(b"\n"), where)
    events: list[Event] = []
    warnings: list[str] = []
    keep = len(first)
    torn_line: int | None = None
    number = 1
    ends_in_newline = first.endswith(b"\n")
    raw = next(it, None)
    while raw is not None:
        number += 1
        following = next(it, None)
        is_last = following is None
        ends_in_newline = raw.endswith(b"\n")
        line = raw[:-1] if ends_in_newline else raw
        if not line.strip():
            if is_last:
                torn_line = number
                break
            raise LogCorrupt(where, number, "blank line inside the log")
        try:
            event = parse_event(line.decode("utf-8"))
        except (UnicodeDecodeError, ValidationError) as exc:
            why = "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else _why(exc)
            if is_last:
                warnings.append(f"{where}:{number}: dropped a torn last line ({why})")
                torn_line = number
                break
            raise LogCorrupt(where, number, why) from exc
        if event.seq != len(events):
            raise LogCorrupt(where, number, f"expected seq {len(events)}, got {event.seq}")
        events.append(event)
        keep += len(raw)
        raw = following
    needs_newline = torn_line is None and not ends_in_newline
    return _Scan(header, events, warnings, keep, torn_line, needs_newline)


def _header(raw: bytes, where: str) -> LogHeader:
    try:
        header = LogHeader.model_validate_json(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise LogCorrupt(where, 1, "not a log header: not UTF-8 text") from exc
    except ValidationError as exc:
        raise LogCorrupt(where, 1, f"not a log header: {_why(exc)}") from exc
    version = header.schema_version
    if version not in READABLE_SCHEMAS:
        readable = " and ".join(str(v) for v in READABLE_SCHEMAS)
        if version > max(READABLE_SCHEMAS):
            raise LogCorrupt(
                where,
                1,
                f"schema_version {version} is newer than this program, which reads "
                f"{readable}: update Quest Companion",
            )
        raise LogCorrupt(
            where, 1, f"schema_version {version} is not one this program reads ({readable})"
        )
    return header


def _why(exc: ValidationError) -> str:
    first = exc.errors()[0]
    loc = ".".join(str(p) for p in first["loc"])
    return f"{loc}: {first['msg']}" if loc else str(first["msg"])
