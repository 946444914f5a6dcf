"""The session port: every event on disk as it happens, observers told after each command
(the players' view hooks in here), an observer's failure never the game's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.deck import standard_deck
from companion.errors import DataFileError
from companion.session import SessionService
from companion.tablefile import load_example_table
from engine import Event
from engine.errors import RoomOrder
from engine.state import GameState


def new_port(tmp_path: Path, clock: float = 50.0) -> SessionService:
    deck = standard_deck().deck_list()
    return SessionService.new(
        load_example_table(), deck, 3, tmp_path / "logs" / "s.jsonl", clock=lambda: clock
    )


def test_each_event_is_on_disk_before_apply_returns(tmp_path: Path) -> None:
    port = new_port(tmp_path)
    events = port.apply("room enter 1")
    lines = port.log_path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["kind"] == "quest-companion-log"
    assert json.loads(lines[-1])["seq"] == events[-1].seq
    assert json.loads(lines[-1])["at"] == 50.0
    port.close()


def test_observers_see_each_new_state_and_a_failing_one_changes_nothing(tmp_path: Path) -> None:
    port = new_port(tmp_path)
    seen: list[tuple[int, list[str]]] = []

    def watch(state: GameState, events: list[Event]) -> None:
        seen.append((state.seq, [e.type for e in events]))

    def broken(state: GameState, events: list[Event]) -> None:
        raise RuntimeError("the projector is unplugged")

    port.observers += [broken, watch]
    port.apply("room enter 1")
    port.apply("turn")
    assert seen == [(1, ["room_entered"]), (2, ["turn_passed"])]
    assert port.errors == ["broken: the projector is unplugged"] * 2
    assert port.state.clock.turns == 1
    port.close()


def test_a_refused_command_writes_nothing_and_tells_nobody(tmp_path: Path) -> None:
    port = new_port(tmp_path)
    told: list[int] = []
    port.observers.append(lambda state, events: told.append(state.seq))
    size = port.log_path.stat().st_size
    with pytest.raises(RoomOrder):
        port.apply("room enter 3")
    assert port.log_path.stat().st_size == size
    assert told == []
    port.close()


def test_a_corrupt_log_names_its_line(tmp_path: Path) -> None:
    port = new_port(tmp_path)
    port.apply("room enter 1")
    port.apply("turn")
    port.close()
    lines = port.log_path.read_text(encoding="utf-8").splitlines()
    lines[2] = '{"type": "nonsense"}'
    port.log_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DataFileError, match=r"s\.jsonl:3"):
        SessionService.resume(port.log_path)


def test_a_new_session_never_overwrites_a_log(tmp_path: Path) -> None:
    port = new_port(tmp_path)
    port.apply("room enter 1")
    port.close()
    before = port.log_path.read_bytes()
    with pytest.raises(DataFileError, match="--resume it"):
        new_port(tmp_path)
    assert port.log_path.read_bytes() == before
