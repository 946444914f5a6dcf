"""The JSONL session log: header, one event per line, torn last line, corrupt lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import LogCorrupt, Session, append_event, read_log, state_hash, write_header
from tests.engine.helpers import act, in_room


def _game() -> Session:
    s = in_room(1)
    act(s, "Olo")
    act(s, "Vespera", roll="roll")
    return s


def _write(s: Session, path: Path) -> None:
    with path.open("w", encoding="utf-8") as fp:
        write_header(fp, s.header())
        for e in s.events:
            append_event(fp, e)


def test_round_trip_reaches_the_same_state(tmp_path: Path) -> None:
    """Resume after a crash replays the log and reaches the identical state."""
    s = _game()
    path = tmp_path / "s.jsonl"
    _write(s, path)
    header, events, warnings = read_log(path)
    assert warnings == []
    assert header.seed == 1
    assert events == s.events
    assert state_hash(Session.replay(header, events).state) == state_hash(s.state)


def test_each_event_is_flushed_as_it_is_appended(tmp_path: Path) -> None:
    s = _game()
    path = tmp_path / "s.jsonl"
    with path.open("w", encoding="utf-8") as fp:
        write_header(fp, s.header())
        append_event(fp, s.events[0])
        assert len(path.read_text().splitlines()) == 2


def test_torn_last_line_is_dropped_with_warning(tmp_path: Path) -> None:
    s = _game()
    path = tmp_path / "s.jsonl"
    _write(s, path)
    text = path.read_text()
    path.write_text(text[: len(text) - 25])
    before = path.read_bytes()
    header, events, warnings = read_log(path)
    assert len(events) == len(s.events) - 1
    assert len(warnings) == 1
    assert "torn" in warnings[0]
    assert path.read_bytes() == before
    Session.replay(header, events)


def test_corrupt_line_elsewhere_raises_with_line_number(tmp_path: Path) -> None:
    s = _game()
    path = tmp_path / "s.jsonl"
    _write(s, path)
    lines = path.read_text().splitlines(keepends=True)
    lines[3] = '{"type": "nonsense", "seq": 2}\n'
    path.write_text("".join(lines))
    before = path.read_bytes()
    with pytest.raises(LogCorrupt) as err:
        read_log(path)
    assert err.value.line == 4
    assert path.read_bytes() == before


def test_events_out_of_sequence_are_corrupt(tmp_path: Path) -> None:
    s = _game()
    path = tmp_path / "s.jsonl"
    _write(s, path)
    lines = path.read_text().splitlines(keepends=True)
    del lines[3]
    path.write_text("".join(lines))
    with pytest.raises(LogCorrupt, match="expected seq"):
        read_log(path)


def test_header_is_required(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text('{"type": "x"}\n')
    with pytest.raises(LogCorrupt) as err:
        read_log(path)
    assert err.value.line == 1


def test_resumed_session_rolls_what_the_uninterrupted_one_rolls(tmp_path: Path) -> None:
    """Dice are drawn from the seed and the event number, so a session resumed from its log
    after a crash goes on exactly as if nothing had happened."""
    commands = ['act Olo "x"', "confirm", "roll", 'act Vespera "y"', "confirm", "roll", "turn"]
    whole = in_room(1)
    for c in commands:
        whole.apply(c)
    first = in_room(1)
    for c in commands[:3]:
        first.apply(c)
    path = tmp_path / "crash.jsonl"
    _write(first, path)
    header, events, _ = read_log(path)
    resumed = Session.replay(header, events)
    for c in commands[3:]:
        resumed.apply(c)
    assert state_hash(resumed.state) == state_hash(whole.state)
    assert resumed.events == whole.events
