"""Resuming after a break (issue 13 item 10, issue 14 item 15): ``reopen`` marks the time the
program was closed, which counts neither as time in the room nor toward the deus ex machina."""

from __future__ import annotations

import pytest

from engine import DeusExMachinaNotYet, Session, SessionReopened, parse_command, state_hash
from tests.engine.helpers import act, session

DAY = 86_400.0


def _room_at(minutes: float) -> Session:
    s = session()
    s.apply("room enter 1", at=0.0)
    s.apply('challenge add "Ogre" 6', at=0.0)
    s.apply("deus vote yes", at=minutes * 60)
    return s


def test_reopen_records_the_break_and_the_room_clock_skips_it() -> None:
    """ "resuming an old log counted months as room time and asked for the deus vote at once"."""
    s = _room_at(10)
    [e] = s.apply("reopen", at=90 * DAY)
    assert isinstance(e, SessionReopened)
    assert (e.since, e.at) == (600.0, 90 * DAY)
    assert s.state.elapsed_in_room() == pytest.approx(600.0)
    assert s.state.elapsed_in_room(now=90 * DAY + 300) == pytest.approx(900.0)
    assert not s.state.deus_open(now=90 * DAY + 60)
    with pytest.raises(DeusExMachinaNotYet, match="11 of 30 minutes"):
        s.apply("deus", at=90 * DAY + 60)
    s.apply("deus", at=90 * DAY + 20 * 60)


def test_undo_after_a_reopen_keeps_the_break() -> None:
    """Undo steps back over the commands before the break, never over the break itself."""
    s = _room_at(5)
    act(s, "Olo")
    s.apply("reopen", at=DAY)
    s.apply("undo", at=DAY + 60)
    assert s.state.pending is not None
    assert s.state.elapsed_in_room(now=DAY + 60) == pytest.approx(360.0)
    s.apply("undo 2", at=DAY + 120)
    assert s.state.elapsed_in_room(now=DAY + 120) == pytest.approx(420.0)


def test_a_paused_clock_stays_paused_over_the_break() -> None:
    s = _room_at(5)
    s.apply("pause", at=400.0)
    s.apply("reopen", at=DAY)
    assert s.state.elapsed_in_room(now=DAY + 500) == pytest.approx(400.0)
    s.apply("resume", at=DAY + 500)
    assert s.state.elapsed_in_room(now=DAY + 560) == pytest.approx(460.0)


def test_reopen_is_not_undoable_and_allowed_after_the_end() -> None:
    s = _room_at(1)
    s.apply("end", at=100.0)
    s.apply("reopen", at=DAY)
    assert s.state.undo_point is not None
    assert s.events[s.state.undo_point].type == "game_ended"


def test_a_replayed_reopen_reaches_the_same_state() -> None:
    s = _room_at(3)
    s.apply("reopen", at=DAY)
    act(s, "Olo")
    again = Session.replay(s.header(), s.events)
    assert state_hash(again.state) == state_hash(s.state)
    assert again.state.breaks == s.state.breaks
    assert parse_command("reopen").verb == "reopen"


def test_a_log_without_a_reopen_keeps_its_state_hash() -> None:
    """The breaks are left out of the canonical JSON while there are none (recorded hashes,
    the golden log's among them, stay valid)."""
    from engine import canonical_json

    assert '"breaks"' not in canonical_json(_room_at(1).state)
    s = _room_at(1)
    s.apply("reopen", at=DAY)
    assert '"breaks"' in canonical_json(s.state)
