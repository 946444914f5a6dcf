"""One log policy for every front end: a new session never overwrites a log, ``--resume``
appends, a full disk holds events in order and loses none, a voice session survives what
the rules refuse, and ``--script`` is never ignored."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.cli._common import how_to_run, shell_path
from companion.cli.main import build_parser
from companion.config import Config
from companion.deck import standard_deck
from companion.session import LogWriteFailed, SessionService
from companion.tablefile import load_example_table
from companion.ui.launch import build_state
from engine import Session, read_log
from engine.state import state_hash
from tests.system import require_module

ROOT = Path(__file__).resolve().parents[2]


def companion(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=300,
    )


def script(tmp_path: Path, text: str, name: str = "s.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_headless_play_never_overwrites_an_existing_log(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    first = companion("play", "--script", str(script(tmp_path, "room enter 1\nturn\n")),
                      "--headless", "--log", str(log), "--seed", "1")  # fmt: skip
    assert first.returncode == 0, first.stderr
    before = log.read_bytes()
    again = companion("play", "--script", str(script(tmp_path, "room enter 1\n", "b.txt")),
                      "--headless", "--log", str(log))  # fmt: skip
    assert again.returncode == 2
    assert again.stderr.count("\n") == 1
    assert "already there" in again.stderr
    assert "Traceback" not in again.stderr
    assert log.read_bytes() == before


def test_headless_resume_appends_the_script_to_the_log(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    first = companion("play", "--script", str(script(tmp_path, "room enter 1\n")),
                      "--headless", "--log", str(log), "--seed", "1")  # fmt: skip
    assert first.returncode == 0, first.stderr
    before = log.read_bytes()
    more = companion("play", "--script", str(script(tmp_path, "turn\nturn\n", "b.txt")),
                     "--headless", "--resume", str(log))  # fmt: skip
    assert more.returncode == 0, more.stderr
    assert more.stdout.startswith(f"resumed {log} at event 1")
    after = log.read_bytes()
    assert after.startswith(before)
    header, events, warnings = read_log(log)
    assert warnings == []
    assert Session.replay(header, events).state.clock.turns == 2


def test_script_without_headless_is_played_before_the_screen_opens(tmp_path: Path) -> None:
    setup = script(tmp_path, "room enter 1\nchallenge add Ooze 5\n")
    log = tmp_path / "live.jsonl"
    args = build_parser().parse_args(["play", "--script", str(setup), "--log", str(log)])
    ui, _deck = build_state(args, Config())
    assert ui.port.state.room is not None
    assert [c.name for c in ui.port.state.room.challenges] == ["Ooze"]
    ui.port.close()


def test_a_voice_session_reports_and_skips_what_the_rules_refuse(tmp_path: Path) -> None:
    """No room is entered, so the spoken action is refused ("no room"): reported, skipped,
    and the session plays to the end of the recording."""
    require_module("faster_whisper", "voice")
    log = tmp_path / "v.jsonl"
    clip = ROOT / "fixtures" / "audio" / "session-01.wav"
    run = companion("play", "--headless", "--audio-file", str(clip), "--log", str(log))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "(skipped)" in run.stdout, run.stdout
    assert "Traceback" not in run.stderr
    _header, events, _w = read_log(log)
    assert [e.type for e in events] == ["session_started"]


@contextlib.contextmanager
def small_disk(tmp_path: Path, size: str = "48k") -> Iterator[Path]:
    """A real, tiny filesystem (tmpfs) to fill: root only (CI runs as root)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("a full disk is simulated with a tmpfs mount, which needs root")
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
                   check=True)  # fmt: skip
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path) -> Path:
    """Fill ``disk`` to the last byte; the filler file, to delete later."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    with contextlib.suppress(OSError):
        while True:
            os.write(fd, b"x" * 512)
    os.close(fd)
    return filler


def test_a_full_disk_holds_events_in_order_and_loses_none(tmp_path: Path) -> None:
    with small_disk(tmp_path) as disk:
        log = disk / "s.jsonl"
        service = SessionService.new(
            load_example_table(), standard_deck().deck_list(), 3, log, clock=lambda: 100.0
        )
        service.apply("room enter 1")
        filler = fill(disk)
        turns = 0
        while service.unwritten == 0:
            service.apply("turn")
            turns += 1
        assert service.log_failure is not None
        held = service.unwritten
        with pytest.raises(LogWriteFailed, match="wait in memory"):
            service.apply("turn")
        assert service.state.clock.turns == turns  # the refused command changed nothing
        header, events, warnings = read_log(log)
        assert warnings == [], "the file ends on a complete line"
        assert len(events) == service.state.seq + 1 - held
        filler.unlink()
        assert service.retry()
        service.apply("turn")
        service.close()
        header, events, warnings = read_log(log)
        assert warnings == []
        assert state_hash(Session.replay(header, events).state) == state_hash(service.state)


def test_paths_are_printed_as_typed_here() -> None:
    assert shell_path(ROOT / "a b.jsonl") in {"'a b.jsonl'", f"'{ROOT / 'a b.jsonl'}'"}
    assert shell_path(Path.home() / "x.jsonl") in {"~/x.jsonl", "x.jsonl"}
    assert how_to_run()


def test_the_hint_names_the_virtual_environments_python_not_its_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`python -m companion` run from a virtual environment: its bin/python is a symbolic link
    to the base interpreter, which lacks the environment's packages, so a hint naming the
    link's target fails as printed (ModuleNotFoundError). It runs as printed here."""
    link = tmp_path / "venv" / "bin" / "python"
    link.parent.mkdir(parents=True)
    link.symlink_to(Path(sys.executable).resolve())
    monkeypatch.setattr(sys, "executable", str(link))
    monkeypatch.setattr(sys, "argv", [str(ROOT / "companion" / "__main__.py")])
    monkeypatch.chdir(tmp_path)
    assert how_to_run() == "venv/bin/python -m companion"
    monkeypatch.chdir(link.parent)
    assert how_to_run() == "./python -m companion", "a bare name would be looked up on PATH"


def test_headless_play_warns_at_load_when_the_deck_is_smaller_than_a_pool(tmp_path: Path) -> None:
    """Rules, "Cards": the pool is "3 plus the room number ... plus an additional 2 in the
    final room"; a custom deck with fewer cards gives short pools, said before play."""
    card = 'kind = "prose"\ndefinition = "A card for a test."\nexamples = ["x"]\n'
    body = "".join(f'[[cards]]\nid = "c{i}"\nname = "C{i}"\n{card}\n' for i in range(5))
    deck = tmp_path / "tiny.toml"
    deck.write_text(f'id = "tiny"\n\n{body}', encoding="utf-8")
    run = companion("play", "--script", str(script(tmp_path, "room enter 1\n")), "--headless",
                    "--deck", str(deck), "--seed", "1")  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "warning: deck 'tiny' holds 5 cards, fewer than the 11" in run.stderr


def test_resume_after_a_month_counts_none_of_it_as_room_time(tmp_path: Path) -> None:
    """ "[The deus ex machina] will occur only if the players have been occupied by the room
    for at least 30 minutes": a month with the program closed is not time in the room."""
    log = tmp_path / "s.jsonl"
    now = [1000.0]
    service = SessionService.new(
        load_example_table(), standard_deck().deck_list(), 3, log, clock=lambda: now[0]
    )
    service.apply("room enter 1")
    service.apply("deus vote yes")
    now[0] += 600
    service.apply("turn")
    service.close()
    now[0] += 30 * 86400
    resumed = SessionService.resume(log, clock=lambda: now[0])
    assert resumed.reopened is not None
    assert resumed.reopened.at - resumed.reopened.since == 30 * 86400
    assert resumed.state.elapsed_in_room(now[0]) == 600
    assert not resumed.state.deus_open(now[0])
    now[0] += 20 * 60
    assert resumed.state.deus_open(now[0]), "30 minutes of play: the vote now counts"
    resumed.close()


def test_a_finished_game_is_looked_at_without_a_change(tmp_path: Path) -> None:
    log = tmp_path / "s.jsonl"
    service = SessionService.new(load_example_table(), standard_deck().deck_list(), 3, log)
    service.apply("room enter 1")
    service.apply("end")
    service.close()
    before = log.read_bytes()
    again = SessionService.resume(log)
    assert again.reopened is None
    again.close()
    assert log.read_bytes() == before


def test_players_without_new_is_a_usage_error(tmp_path: Path) -> None:
    run = companion("play", "--script", str(script(tmp_path, "room enter 1\n")), "--headless",
                    "--players", "nobody.toml")  # fmt: skip
    assert run.returncode == 2
    assert "--players imports player files for --new" in run.stderr
