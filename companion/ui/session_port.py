"""The one place the live screen touches the engine: a session, its log file, its observers.

:class:`SessionPort` starts a new :class:`engine.Session` or resumes one from its log, stamps
every command with the wall clock (the engine never reads one), appends each event to the log
and flushes it as it happens (so ``kill -9`` loses nothing: ``--resume LOG`` restores the exact
state), and then calls each observer with the new state (the players' view hooks in here).

>>> import tempfile, pathlib
>>> from engine.decklist import DeckList
>>> from engine.table import Character, Player, Room, Table
>>> table = Table(
...     players=(Player(id="ann", name="Ann"), Player(id="bob", name="Bob")),
...     characters=(Character(name="Grignr", player="ann"), Character(name="Olo", player="bob")),
...     rooms=(Room(gm="ann"), Room(gm="bob")),
...     room_order=("ann", "bob"),
... )
>>> deck = DeckList(id="tiny", hash="0", cards=tuple("abcdefghij"))
>>> log = pathlib.Path(tempfile.mkdtemp()) / "s.jsonl"
>>> port = SessionPort.new(table, deck, 7, log, clock=lambda: 100.0)
>>> [e.type for e in port.apply("room enter 1")]
['room_entered']
>>> port.close()
>>> SessionPort.resume(log).state == port.state
True
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from companion.errors import DataFileError
from engine import Event, Session, append_event, read_log, write_header, write_log
from engine.decklist import DeckList
from engine.errors import LogCorrupt
from engine.state import GameState
from engine.table import Table

Observer = Callable[[GameState, list[Event]], None]


class SessionPort:
    """A running session and its log. ``observers`` are called after each applied command
    with the new state and the command's events (exceptions in an observer are not the
    game's: they are reported on ``errors`` and never undo the command)."""

    def __init__(
        self,
        session: Session,
        log: IO[str],
        log_path: Path,
        clock: Callable[[], float] = time.time,
        warnings: tuple[str, ...] = (),
    ) -> None:
        self.session = session
        self.log_path = log_path
        self.clock = clock
        self.warnings = warnings
        self.observers: list[Observer] = []
        self.errors: list[str] = []
        self._log = log

    @classmethod
    def new(
        cls,
        table: Table,
        deck: DeckList,
        seed: int,
        log_path: Path,
        *,
        clock: Callable[[], float] = time.time,
        app_version: str = "",
    ) -> SessionPort:
        """Start a new session on ``table`` and write the log's first lines (never over an
        existing log)."""
        session = Session.start(table, deck, seed, at=clock(), app_version=app_version)
        try:
            log_path.parent.mkdir(parents=True, exist_ok=True)
            log = log_path.open("x", encoding="utf-8")
        except FileExistsError:
            why = "a session log is already there: --resume it, or give another --log"
            raise DataFileError(str(log_path), why) from None
        except OSError as exc:
            raise DataFileError(str(log_path), f"cannot write the log: {exc.strerror}") from None
        write_header(log, session.header())
        for event in session.events:
            append_event(log, event)
        return cls(session, log, log_path, clock)

    @classmethod
    def resume(cls, log_path: Path, *, clock: Callable[[], float] = time.time) -> SessionPort:
        """Continue the session a log records. A torn last line (the process died while
        writing it) is cut off the file before anything is appended."""
        try:
            header, events, warnings = read_log(log_path)
            session = Session.replay(header, events)
        except FileNotFoundError:
            raise DataFileError(str(log_path), "no such log (check the path)") from None
        except LogCorrupt as exc:
            raise DataFileError(exc.path, exc.why, exc.line) from None
        if warnings:
            tmp = log_path.with_suffix(log_path.suffix + ".tmp")
            write_log(tmp, header, events)
            os.replace(tmp, log_path)
        log = log_path.open("a", encoding="utf-8")
        return cls(session, log, log_path, clock, tuple(warnings))

    @property
    def state(self) -> GameState:
        """The game now."""
        return self.session.state

    def apply(self, command: str) -> list[Event]:
        """Apply one command at the wall clock's time; log and announce its events.

        Raises the engine's errors (``ValueError`` subclasses) with the session unchanged.
        """
        events = self.session.apply(command, at=self.clock())
        self._commit(events)
        return events

    def record_suggestion(self, payload: dict[str, Any], **meta: Any) -> list[Event]:
        """Record the advisor's suggestion for the pending action (see
        :meth:`engine.Session.record_suggestion`), stamped now."""
        events = self.session.record_suggestion(payload, at=self.clock(), **meta)
        self._commit(events)
        return events

    def _commit(self, events: list[Event]) -> None:
        for event in events:
            append_event(self._log, event)
        state = self.session.state
        for observer in list(self.observers):
            try:
                observer(state, events)
            except Exception as exc:  # an observer's failure is not the game's
                self.errors.append(f"{getattr(observer, '__name__', observer)}: {exc}")

    def close(self) -> None:
        """Close the log file (every event is already on disk)."""
        self._log.close()
