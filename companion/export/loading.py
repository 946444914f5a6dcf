"""Reading a session log into a :class:`~companion.export.model.SessionReport`.

:func:`load_report` is what the CLI calls: it reads the log (a missing or
corrupt one is a one-line :class:`~companion.errors.DataFileError`), names the
cards from the shipped deck the header names (or ``--deck FILE``), normalizes
the events (:mod:`companion.export.normalize`) and computes the statistics.
:func:`load_session` replays the same log to its last state (for the players' page).
"""

from __future__ import annotations

from pathlib import Path

import engine
from companion.errors import DataFileError
from companion.export.model import CharacterInfo, Header, PlayerInfo, SessionReport
from companion.export.normalize import normalize
from companion.export.stats import compute_stats
from companion.narration import ENDING
from companion.textfile import check_log_path
from engine import events as ev


def card_names(deck_id: str) -> dict[str, str]:
    """Card id -> name from the shipped deck of that id ({} when it is not shipped)."""
    from companion.deck import shipped_deck

    deck = shipped_deck(deck_id)
    return {} if deck is None else {c.id: c.name for c in deck.cards}


def build_report(
    header: engine.LogHeader,
    events: list[ev.Event],
    warnings: list[str] | tuple[str, ...] = (),
    names: dict[str, str] | None = None,
) -> SessionReport:
    """The normalized report of a log already read (``names``: card id -> name; by default
    from the shipped deck the header names)."""
    if not events or not isinstance(events[0], ev.SessionStarted):
        raise engine.LogCorrupt("<events>", 2, "the first event must be session_started")
    first = events[0]
    notes: list[str] = []
    if names is None:
        names = card_names(header.deck_id)
        if not names:
            notes.append(
                f"deck {header.deck_id!r} is not a shipped deck: cards show by id "
                "(give the deck file with --deck FILE for their names)"
            )
    rooms, final = normalize(events, names, header)
    outcome = ENDING[final.ended.reason] if final.ended is not None else ""
    return SessionReport(
        header=Header(
            log_schema=str(header.schema_version),
            app_version=header.app_version,
            deck_id=header.deck_id,
            deck_hash=header.deck_hash,
            seed=header.seed,
            table=header.table_name or first.table.name,
            started_at=events[0].at,
            ended_at=events[-1].at,
            events=len(events),
            final_state_hash=engine.state_hash(final),
        ),
        players=tuple(PlayerInfo(id=p.id, name=p.name) for p in first.table.players),
        characters=tuple(
            CharacterInfo(name=c.name, player=c.player) for c in first.table.characters
        ),
        rooms=tuple(rooms),
        card_names=names,
        outcome=outcome,
        stats=compute_stats(rooms, names),
        warnings=(*warnings, *notes),
    )


def load_report(path: str | Path, names: dict[str, str] | None = None) -> SessionReport:
    """Read a session log and normalize it. A missing or corrupt log raises
    :class:`~companion.errors.DataFileError` (with the line number); a torn last line is
    only a warning, kept in ``report.warnings``."""
    path = Path(path)
    try:
        header, events, warnings = _read(path)
        return build_report(header, events, warnings, names)
    except engine.LogCorrupt as exc:
        raise DataFileError(str(path), exc.why, line=exc.line) from exc


def load_session(path: str | Path) -> tuple[engine.Session, tuple[str, ...]]:
    """Read a session log and replay it: the session at its last event, and the warnings
    (a torn last line). A missing or corrupt log raises
    :class:`~companion.errors.DataFileError` (with the line number)."""
    path = Path(path)
    try:
        header, events, warnings = _read(path)
        return engine.Session.replay(header, events), tuple(warnings)
    except engine.LogCorrupt as exc:
        raise DataFileError(str(path), exc.why, line=exc.line) from exc


def _read(path: Path) -> tuple[engine.LogHeader, list[ev.Event], list[str]]:
    check_log_path(path)
    try:
        return engine.read_log(path)
    except OSError as exc:
        raise DataFileError(str(path), f"cannot read the log: {exc.strerror or exc}") from None


def deck_names(path: str | Path) -> dict[str, str]:
    """Card id -> name from a deck file (``--deck FILE``)."""
    from companion.deck import load_deck

    return {c.id: c.name for c in load_deck(no_deck_list(Path(path))).cards}


def no_deck_list(path: Path) -> Path:
    """``path`` when it can be a deck file; a deck list (JSON: card ids only, what ``play
    --deck`` also takes) names no card, so it is refused with what to give instead."""
    if path.suffix.lower() == ".json":
        raise DataFileError(
            str(path), "a deck list (JSON) names no card: give the deck file (TOML) it lists"
        )
    return path
