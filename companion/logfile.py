"""Appending a session's events to its log file, in order, with no gap ever.

The engine defines the log's format (:mod:`engine.log`); this module owns the open file.
Each event is one line written with a single ``os.write`` loop on an ``O_APPEND`` file
descriptor, so ``kill -9`` can tear at most the line being written (the engine's reader
drops a torn last line with a warning).

When an append fails (the disk is full, the folder was unmounted), the file is cut back to
its last complete line and the event is *held*, with every later one, in order. Nothing is
written out of order and nothing is skipped: :meth:`LogWriter.flush` retries the held events
from the first, and the session service refuses new commands while any are held.

>>> import tempfile, pathlib
>>> from engine import LogHeader
>>> path = pathlib.Path(tempfile.mkdtemp()) / "s.jsonl"
>>> w = LogWriter.create(path, LogHeader(deck_id="d", deck_hash="h", seed=1))
>>> w.held, path.read_text().count("\\n")
(0, 1)
>>> w.close()
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Iterable
from pathlib import Path

from companion.errors import DataFileError
from engine import Event, LogHeader
from engine.events import dump_event


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (``os.write`` may write only part)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written == 0:  # pragma: no cover - a zero-length write means the device is full
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


class LogWriter:
    """An open session log. ``held`` events are applied in memory but not yet on disk;
    ``failure`` is why the last append failed (``None`` once everything is written)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self.failure: str | None = None
        self._fd = fd
        self._size = os.fstat(fd).st_size
        self._held: list[Event] = []

    @classmethod
    def create(cls, path: Path, header: LogHeader) -> LogWriter:
        """A new log with its header line; never opens an existing file (the log of another
        session is never overwritten)."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
        except FileExistsError:
            why = "a session log is already there: --resume it, or give another --log"
            raise DataFileError(str(path), why) from None
        except OSError as exc:
            raise DataFileError(str(path), f"cannot write the log: {exc.strerror}") from None
        try:
            _write_all(fd, (header.model_dump_json() + "\n").encode("utf-8"))
        except OSError as exc:
            os.close(fd)
            path.unlink(missing_ok=True)
            raise DataFileError(str(path), f"cannot write the log: {exc.strerror}") from None
        return cls(path, fd)

    @classmethod
    def append_to(cls, path: Path) -> LogWriter:
        """An existing log, to continue. The caller has checked (and, for a torn last line,
        repaired) its end: see :func:`engine.log.open_for_append`."""
        try:
            fd = os.open(path, os.O_WRONLY | os.O_APPEND)
        except OSError as exc:
            raise DataFileError(str(path), f"cannot append to the log: {exc.strerror}") from None
        return cls(path, fd)

    @property
    def held(self) -> int:
        """How many events wait to be written."""
        return len(self._held)

    def write(self, events: Iterable[Event]) -> bool:
        """Append ``events`` after any held ones; True when everything is on disk."""
        self._held.extend(events)
        return self.flush()

    def flush(self) -> bool:
        """Write the held events in order; stop at the first failure (the file is cut back
        to its last complete line). True when nothing is held any more."""
        while self._held:
            data = (dump_event(self._held[0]) + "\n").encode("utf-8")
            try:
                self._trim()
                _write_all(self._fd, data)
            except OSError as exc:
                self.failure = exc.strerror or str(exc)
                self._trim_quietly()
                return False
            self._size += len(data)
            del self._held[0]
        self.failure = None
        return True

    def _trim(self) -> None:
        """Cut a partly written line off the end, so the next line starts on a fresh one."""
        if os.fstat(self._fd).st_size != self._size:
            os.ftruncate(self._fd, self._size)

    def _trim_quietly(self) -> None:
        # retried before the next write; until it works nothing more is written
        with contextlib.suppress(OSError):
            self._trim()

    def close(self) -> None:
        """Close the file. Events still held are lost when the process ends: the session
        service reports them (``unwritten``) so that a front end warns before quitting."""
        os.close(self._fd)
