"""The one way every front end opens, resumes, drives and observes a game session.

The live screen, headless scripts, voice play and the players' view all hold a
:class:`SessionService`: it starts a new :class:`engine.Session` with the rules of the
config (``[game]``, :meth:`companion.config.GameConfig.rules`) or resumes one from its log,
stamps each command with the wall clock (the engine never reads one) unless the command
carries its own time, writes every event to the log as it happens, and then calls each
observer with the new state.

One log policy for all of them (:mod:`companion.logfile`):

- a new session writes a new log and never overwrites an existing file;
- ``resume`` appends to the log it continues (a torn last line is set aside, not lost);
- when an append fails (disk full), the events stay in memory in order and are retried;
  until they are written, :meth:`SessionService.apply` refuses new commands
  (:class:`LogWriteFailed`), so the log never gets a gap.

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
>>> service = SessionService.new(table, deck, 7, log, clock=lambda: 100.0)
>>> [e.type for e in service.apply("room enter 1")]
['room_entered']
>>> service.close()
>>> SessionService.resume(log, clock=lambda: 100.0).state.room.number
1
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from companion.errors import CompanionError, DataFileError
from companion.logfile import LogWriter
from engine import Event, Session, Suggestion
from engine.commands import Command
from engine.decklist import DeckList
from engine.errors import LogCorrupt
from engine.events import SessionReopened
from engine.log import mend_log
from engine.state import GameState, RulesConfig
from engine.table import Table

Observer = Callable[[GameState, list[Event]], None]
Clock = Callable[[], float]


class LogWriteFailed(CompanionError):
    """The log could not be written; the game waits (nothing is lost: the events are held)."""


class SessionService:
    """A running session, its log and its observers.

    ``observers`` are called after each applied command with the new state and the
    command's events; an observer's exception is not the game's: it is reported on
    ``errors`` and never undoes the command. ``warnings`` are what resuming found (a torn
    last line set aside). ``log_path`` is ``None`` for a session played without a log.
    """

    def __init__(
        self,
        session: Session,
        writer: LogWriter | None,
        *,
        clock: Clock = time.time,
        warnings: tuple[str, ...] = (),
    ) -> None:
        self.session = session
        self.clock = clock
        self.warnings = warnings
        self.observers: list[Observer] = []
        self.errors: list[str] = []
        #: the ``reopen`` of a resumed session (the break), ``None`` for a new session
        self.reopened: SessionReopened | None = None
        self._writer = writer

    @classmethod
    def new(
        cls,
        table: Table,
        deck: DeckList,
        seed: int,
        log_path: Path | None,
        *,
        rules: RulesConfig | None = None,
        clock: Clock = time.time,
        start_at: float | None = None,
        app_version: str = "",
    ) -> SessionService:
        """A new session on ``table``, started at ``start_at`` (default: now) with
        ``rules``; its log is created at ``log_path`` (never over an existing file)."""
        at = clock() if start_at is None else start_at
        session = Session.start(table, deck, seed, at=at, rules=rules, app_version=app_version)
        writer = None
        if log_path is not None:
            writer = LogWriter.create(log_path, session.header())
            if not writer.write(session.events):
                writer.close()
                raise DataFileError(str(log_path), f"cannot write the log: {writer.failure}")
        return cls(session, writer, clock=clock)

    @classmethod
    def resume(cls, log_path: Path, *, clock: Clock = time.time) -> SessionService:
        """Continue the session a log records, appending to it. A torn last line is moved
        aside (``LOG.torn``) and a last event without its newline gets it, so the log takes
        more events (:func:`engine.log.mend_log`); then, unless the game has ended (looking
        at a finished game changes nothing), a ``reopen`` command records the break: the time
        the program was closed is neither room time nor deus ex machina time (``reopened`` is
        that event: how long the break was)."""
        try:
            header, events, warnings = mend_log(log_path)
            session = Session.replay(header, events, where=str(log_path))
        except FileNotFoundError:
            raise DataFileError(str(log_path), "no such log (check the path)") from None
        except IsADirectoryError:
            raise DataFileError(str(log_path), "a folder, not a session log") from None
        except PermissionError:
            raise DataFileError(str(log_path), "cannot read the log (permission denied)") from None
        except LogCorrupt as exc:
            raise DataFileError(exc.path, exc.why, exc.line) from None
        service = cls(session, LogWriter.append_to(log_path), clock=clock, warnings=tuple(warnings))
        if session.state.ended is None:
            reopened = service.apply("reopen")[0]
            assert isinstance(reopened, SessionReopened)
            service.reopened = reopened
        return service

    @property
    def state(self) -> GameState:
        """The game now."""
        return self.session.state

    @property
    def log_path(self) -> Path | None:
        """The log file, or ``None`` when the session keeps no log."""
        return self._writer.path if self._writer else None

    @property
    def unwritten(self) -> int:
        """Events applied but not yet on disk (an append failed); 0 normally."""
        return self._writer.held if self._writer else 0

    @property
    def log_failure(self) -> str | None:
        """Why the last append failed, while events are held; else ``None``."""
        return self._writer.failure if self._writer and self._writer.held else None

    def retry(self) -> bool:
        """Write the held events, in order; True when the log is complete again."""
        return self._writer.flush() if self._writer else True

    def apply(self, command: Command | str, *, at: float | None = None) -> list[Event]:
        """Apply one command at ``at`` (default: the wall clock); log and announce its events.

        Raises the engine's errors (``ValueError`` subclasses) with the session unchanged,
        and :class:`LogWriteFailed` (also unchanged) while earlier events wait for the disk.
        """
        if not self.retry():
            raise LogWriteFailed(self._held_message())
        events = self.session.apply(command, at=self.clock() if at is None else at)
        self._commit(events)
        return events

    def record_suggestion(self, suggestion: Suggestion, *, apply: bool = True) -> list[Event]:
        """Record the advisor's suggestion for the pending action, stamped now, and (with
        ``apply``) set the ruling to it, in one command (see
        :meth:`engine.Session.record_suggestion`)."""
        if not self.retry():
            raise LogWriteFailed(self._held_message())
        now = self.clock()
        events = self.session.record_suggestion(suggestion, apply=apply, suggested_at=now, at=now)
        self._commit(events)
        return events

    def _held_message(self) -> str:
        return (
            f"the session log cannot be written ({self.log_failure}): {self.unwritten} "
            f"event(s) wait in memory, in order; free space or fix {self.log_path}, "
            "then try again (nothing is lost while the program runs)"
        )

    def _commit(self, events: list[Event]) -> None:
        if self._writer is not None:
            self._writer.write(events)
        state = self.session.state
        for observer in list(self.observers):
            try:
                observer(state, events)
            except Exception as exc:  # an observer's failure is not the game's
                self.errors.append(f"{getattr(observer, '__name__', observer)}: {exc}")

    def close(self) -> None:
        """Close the log file (every event not held is already on disk)."""
        if self._writer is not None:
            self._writer.close()
