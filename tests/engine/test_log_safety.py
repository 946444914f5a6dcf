"""Issue 14: a log is never lost or silently wrong. Torn multi-byte characters (14.1), safe
appending (14.2), schema versions and edited rolls (14.15)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import (
    ActionResolved,
    LogCorrupt,
    Session,
    dump_event,
    mend_log,
    open_for_append,
    read_log,
    state_hash,
    write_log,
)
from tests.engine.helpers import act, in_room


def _game() -> Session:
    s = in_room(1)
    s.apply('act Olo "Je frappe l\u2019\u00e9cume \U0001f9fd de ma hache"')
    s.apply("confirm")
    s.apply("roll 4")
    s.apply('act Vespera "Caf\u00e9 au lait \U0001f375 pour le monstre"')
    return s


def _log(tmp_path: Path, s: Session) -> Path:
    path = tmp_path / "game.jsonl"
    write_log(path, s.header(), s.events)
    return path


def _cut_points(data: bytes) -> list[int]:
    """Every byte offset inside the last line's multi-byte characters (a crash mid-write)."""
    start = data.rstrip(b"\n").rfind(b"\n") + 1
    last = data[start:]
    return [start + i for i, b in enumerate(last) if b >= 0x80]


# 14.1 -------------------------------------------------------------------------------------


def test_a_last_line_torn_inside_a_multibyte_character_is_dropped(tmp_path: Path) -> None:
    """ "A last line cut inside "é" or an emoji: replay, export and --resume all fail with
    UnicodeDecodeError ... A torn last line must be dropped with a warning whatever bytes it
    ends in." """
    s = _game()
    path = _log(tmp_path, s)
    data = path.read_bytes()
    cuts = _cut_points(data)
    assert sum(0x80 <= data[c] < 0xC0 for c in cuts) == 4  # inside "é" (1) and the cup (3)
    for cut in cuts:
        path.write_bytes(data[:cut])
        header, events, warnings = read_log(path)
        assert events == s.events[:-1]
        [warning] = warnings
        assert f"{path}:{len(s.events) + 1}: dropped a torn last line" in warning
        Session.replay(header, events)


def test_a_middle_line_that_is_not_utf8_is_corrupt_with_its_number(tmp_path: Path) -> None:
    path = _log(tmp_path, _game())
    lines = path.read_bytes().split(b"\n")
    lines[4] = lines[4].replace(b"\xc3\xa9", b"\xe9")
    if lines[4] == path.read_bytes().split(b"\n")[4]:
        lines[4] = lines[4][:20] + b"\xff" + lines[4][20:]
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(LogCorrupt, match="not UTF-8") as err:
        read_log(path)
    assert err.value.line == 5


def test_a_header_that_is_not_utf8_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b'{"kind": "quest-companion-log\xff"}\n')
    with pytest.raises(LogCorrupt, match="not UTF-8") as err:
        read_log(path)
    assert err.value.line == 1


# 14.2 -------------------------------------------------------------------------------------


def test_appending_after_a_last_event_without_its_newline_keeps_both(tmp_path: Path) -> None:
    """ "Resume corrupts a log whose last line has no final newline: the next event is
    appended on the same line ... and every later replay fails"."""
    s = _game()
    path = _log(tmp_path, s)
    whole = path.read_bytes()
    path.write_bytes(whole[:-1])
    header, events, warnings, fp = open_for_append(path)
    assert events == s.events
    assert warnings == []
    resumed = Session.replay(header, events)
    with fp:
        for e in resumed.apply("confirm", at=5000.0):
            fp.write(dump_event(e) + "\n")
    assert path.read_bytes().startswith(whole)
    _, again, warnings = read_log(path)
    assert warnings == []
    assert again == resumed.events


def test_a_torn_last_line_is_moved_aside_and_cut_before_appending(tmp_path: Path) -> None:
    s = _game()
    path = _log(tmp_path, s)
    whole = path.read_bytes()
    cut = _cut_points(whole)[2]
    path.write_bytes(whole[:cut])
    confirmed = whole[: whole.rstrip(b"\n").rfind(b"\n") + 1]
    _, events, warnings, fp = open_for_append(path)
    fp.close()
    assert events == s.events[:-1]
    assert path.read_bytes() == confirmed
    side = tmp_path / "game.jsonl.torn"
    assert side.read_bytes() == whole[len(confirmed) : cut] + b"\n"
    assert any(f"moved to {side}" in w for w in warnings)
    # A second crash, a second torn line: the side file keeps both.
    path.write_bytes(confirmed + b'{"seq": 99, "typ')
    mend_log(path)
    assert side.read_bytes().endswith(b'{"seq": 99, "typ\n')
    assert side.read_bytes().startswith(whole[len(confirmed) : cut])
    assert path.read_bytes() == confirmed


def test_a_sound_log_is_left_byte_for_byte(tmp_path: Path) -> None:
    path = _log(tmp_path, _game())
    whole = path.read_bytes()
    *_, fp = open_for_append(path)
    fp.close()
    assert path.read_bytes() == whole
    assert not (tmp_path / "game.jsonl.torn").exists()


def test_a_corrupt_log_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = _log(tmp_path, _game())
    lines = path.read_bytes().split(b"\n")
    lines[3] = b'{"type": "nonsense"}'
    path.write_bytes(b"\n".join(lines)[:-7])
    before = path.read_bytes()
    with pytest.raises(LogCorrupt) as err:
        open_for_append(path)
    assert err.value.line == 4
    assert path.read_bytes() == before


# 14.15 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("version", [0, -5, 99])
def test_a_header_schema_version_this_program_does_not_read_is_refused(
    tmp_path: Path, version: int
) -> None:
    """ "header versions 0 and -5 are accepted" (silently): each is now a one-line error."""
    path = _log(tmp_path, _game())
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["schema_version"] = version
    lines[0] = json.dumps(header).encode()
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(LogCorrupt, match=f"schema_version {version} ") as err:
        read_log(path)
    assert err.value.line == 1
    assert "\n" not in str(err.value)
    if version > 0:
        assert "newer than this program" in str(err.value)


def test_a_schema_1_log_still_reads(tmp_path: Path) -> None:
    s = _game()
    path = _log(tmp_path, s)
    lines = path.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["schema_version"] = 1
    lines[0] = json.dumps(header).encode()
    path.write_bytes(b"\n".join(lines))
    h, events, _ = read_log(path)
    assert state_hash(Session.replay(h, events).state) == state_hash(s.state)


def _edit_resolved(path: Path, **changes: object) -> int:
    lines = path.read_text(encoding="utf-8").split("\n")
    for i, line in enumerate(lines):
        if '"type":"action_resolved"' in line:
            data = json.loads(line)
            data.update(changes)
            lines[i] = json.dumps(data, separators=(",", ":"))
            path.write_text("\n".join(lines), encoding="utf-8")
            return i + 1
    raise AssertionError("no action_resolved line")


@pytest.mark.parametrize(
    "changes",
    [
        {"total": 8, "outcome": "overwhelming_success"},
        {"outcome": "overwhelming_success"},
        {"total": 9},
        {"net_bonus": 5},
        {"dice": [{"value": 6}]},
        {"rating": 2},
    ],
)
def test_an_edited_roll_is_refused_on_replay_naming_its_line(
    tmp_path: Path, changes: dict[str, object]
) -> None:
    """ "a log edited to 'die 1 + 2 = 8, overwhelming success' replays with no warning
    (recompute each roll's arithmetic and outcome on replay and flag a mismatch)"."""
    s = in_room(1)
    act(s, "Olo", "bonus clever 2", roll="roll 1")
    resolved = [e for e in s.events if isinstance(e, ActionResolved)]
    assert (resolved[0].total, resolved[0].outcome) == (3, "partial_failure")
    path = _log(tmp_path, s)
    line = _edit_resolved(path, **changes)
    header, events, _ = read_log(path)
    with pytest.raises(LogCorrupt, match="roll") as err:
        Session.replay(header, events, where=str(path))
    assert (err.value.path, err.value.line) == (str(path), line)
    assert "\n" not in str(err.value)


def test_every_recorded_roll_of_a_long_game_adds_up() -> None:
    s = in_room(1)
    for i in range(40):
        who = ("Olo", "Vespera", "Pell")[i % 3]
        room = s.state.room
        assert room is not None
        target = next((c.name for c in room.challenges if c.can_act(who)), None)
        if target is None:
            target = f"Ogre {i}"
            s.apply(f'challenge add "{target}" 6')
        act(s, who, f'target "{target}"', f"bonus clever {i % 3}", "overwhelming on", roll="roll")
    assert sum(isinstance(e, ActionResolved) for e in s.events) == 40
    Session.replay(s.header(), s.events)
