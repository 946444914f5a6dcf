"""What an export format renders from: one session log, read at most once each way.

A format asks :class:`ExportSource` for what it needs: :attr:`~ExportSource.report`
(the normalized session, :func:`~companion.export.loading.load_report`) or
:attr:`~ExportSource.session` (the replayed engine session at its last event, for a
page of the final state). Each is read on first use and kept, so ``--format all``
reads the log once, and a format that needs only the session never normalizes it.
Warnings (a torn last line, an unknown deck) gather in :attr:`~ExportSource.warnings`.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from companion.export.loading import deck_names, load_report, load_session, no_deck_list
from companion.export.model import SessionReport

if TYPE_CHECKING:
    import engine
    from companion.deck import Deck

Theme = Literal["dark", "light"]


class ExportSource:
    """One log to export. ``deck``: a deck file for the cards' names (default: the shipped
    deck the log names); ``theme``: for formats that have two (the players' page)."""

    def __init__(
        self,
        log: str | Path | None = None,
        *,
        deck: str | Path | None = None,
        theme: Theme = "dark",
        report: SessionReport | None = None,
    ) -> None:
        self.log = Path(log) if log is not None else None
        self.deck_path = Path(deck) if deck is not None else None
        self.theme: Theme = theme
        self.warnings: list[str] = []
        if report is not None:
            self.__dict__["report"] = report

    def _log(self) -> Path:
        if self.log is None:
            raise ValueError("this export source has no log to read")
        return self.log

    @cached_property
    def report(self) -> SessionReport:
        """The normalized session (its warnings are added to :attr:`warnings`)."""
        names = deck_names(self.deck_path) if self.deck_path is not None else None
        report = load_report(self._log(), names)
        self.warnings += report.warnings
        return report

    @cached_property
    def session(self) -> engine.Session:
        """The engine session replayed to the log's last event."""
        session, warnings = load_session(self._log())
        self.warnings += warnings
        return session

    @cached_property
    def deck(self) -> Deck | None:
        """The ``deck`` file loaded (None when none was given)."""
        from companion.deck import load_deck

        return load_deck(no_deck_list(self.deck_path)) if self.deck_path is not None else None
