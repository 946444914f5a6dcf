"""The session keeps a state every ``CHECKPOINT_EVERY`` events and the last few, not one per
event (issue 14 item 8); every earlier state is folded again on demand, equal to the one the
session passed through."""

from __future__ import annotations

from engine import GameState, Session, SessionStarted, Undone, state_hash
from engine.fold import evolve, initial
from engine.session import _RECENT, CHECKPOINT_EVERY
from tests.engine.bench_replay import long_session


def _every_state(s: Session) -> list[GameState]:
    """The state after each event, keeping all of them (how the session used to)."""
    first = s.events[0]
    assert isinstance(first, SessionStarted)
    states = [initial(first)]
    for e in s.events[1:]:
        states.append(evolve(states[-1], e, lambda seq: states[seq - 1]))
    return states


def test_state_before_any_event_is_the_state_the_session_passed_through() -> None:
    s = long_session(4 * CHECKPOINT_EVERY + _RECENT, seed=3)
    assert any(isinstance(e, Undone) for e in s.events)
    every = _every_state(s)
    replayed = Session.replay(s.header(), s.events)
    for session in (s, replayed):
        for seq in range(1, len(every) + 1):
            assert session.state_before(seq) == every[seq - 1], seq
    assert state_hash(replayed.state) == state_hash(every[-1])


def test_undo_reaches_back_past_the_recent_window() -> None:
    s = long_session(_RECENT + 3 * CHECKPOINT_EVERY, seed=5)
    target = len(s.events) - _RECENT - CHECKPOINT_EVERY // 2
    while s.state.undo_point is not None and s.state.undo_point > target:
        s.apply("undo")
    last = s.events[-1]
    assert isinstance(last, Undone)
    assert last.to_seq < len(s.events) - _RECENT
    every = _every_state(s)
    assert s.state == every[-1]
    assert state_hash(Session.replay(s.header(), s.events).state) == state_hash(s.state)
