"""The party from room to room ("Character appearance/disappearance") and GM actions."""

from __future__ import annotations

import pytest

from engine import CharacterOutOfParty, GraceNotOver
from tests.engine.helpers import act, drive, in_room


def _out(s, name: str) -> str | None:  # type: ignore[no-untyped-def]
    m = s.state.member(name)
    return None if m.in_party else m.out_reason


def test_gm_character_sits_out() -> None:
    """ "the character belongs to the new room's GM" """
    s = in_room(1)
    assert _out(s, "Grignr") == "gm"
    with pytest.raises(CharacterOutOfParty):
        s.apply('act Grignr "x"')


def test_death_then_return_two_rooms_later() -> None:
    """ "if your character dies in room 2, the character will be completely missing from
    room 3 and back in play in room 4" (healthy: the status is reset)."""
    s = in_room(1, challenge='challenge add "Ghoul pack" 6 --deadly')
    act(s, "Vespera", roll="roll 1")
    assert _out(s, "Vespera") == "died"
    s.apply("room enter 2")
    assert _out(s, "Vespera") == "died"
    s.apply("room enter 3")
    assert _out(s, "Vespera") == "gm"
    s.apply("room enter 4")
    assert _out(s, "Vespera") is None
    assert s.state.member("Vespera").status == "ok"


def test_unable_to_leave_and_absent() -> None:
    """ "the character was unable to leave the previous room"; "the character's player is
    physically absent when the new room is starting" """
    s = in_room(1)
    s.apply("stuck Olo")
    s.apply("room enter 2 --absent dan")
    assert _out(s, "Olo") == "gm"
    assert _out(s, "Pell") == "absent"
    s.apply("stuck Grignr")
    s.apply("room enter 3")
    assert _out(s, "Grignr") == "stuck"
    assert _out(s, "Pell") is None
    s.apply("room enter 4")
    assert _out(s, "Grignr") is None


def test_continuity_violation_is_automatic_partial_failure_moving_no_cards() -> None:
    """ "Violating either of these rules results in an automatic partial failure to the next
    action of the character who violated it." """
    s = in_room(1)
    s.apply("continuity Olo")
    piles = s.state.piles
    card = piles.pool[0]
    drive(s, 'act Olo "x"', f"card add {card}")
    events = [e.type for e in s.apply("confirm")]
    assert "die_rolled" not in events
    assert s.state.last is not None
    assert s.state.last.automatic
    assert s.state.last.outcome == "partial_failure"
    assert s.state.piles == piles
    assert "Olo" not in s.state.continuity


def test_reaction_ignoring_threat_is_automatic_partial_failure() -> None:
    """ "If the player's chosen reaction is not an attempt to address the threat, the GM
    assesses an automatic partial failure instead of rolling." """
    s = in_room(1)
    drive(s, 'gm-action Olo "a ghoul lunges"', 'act Olo "I admire the view"', "ignores-threat on")
    s.apply("confirm")
    assert s.state.last is not None
    assert s.state.last.automatic
    assert s.state.room is not None
    assert s.state.room.challenge("Ghoul pack").failures_of("Olo") == 1


def test_grace_of_two_player_actions_after_gm_action() -> None:
    """ "After the reaction to a GM-initiated action resolves, the players can make at least
    two actions of their choice (two total, not two per player) before the GM can initiate
    another." """
    s = in_room(1)
    drive(s, 'gm-action Olo "a ghoul lunges"', 'act Olo "I duck"', "confirm", "roll 4")
    with pytest.raises(GraceNotOver):
        s.apply('gm-action Vespera "another lunge"')
    act(s, "Vespera")
    with pytest.raises(GraceNotOver):
        s.apply('gm-action Vespera "another lunge"')
    act(s, "Vespera")
    s.apply('gm-action Vespera "another lunge"')
    assert s.state.pending is not None
    assert s.state.pending.kind == "gm_reaction"


def test_grace_does_not_carry_between_rooms() -> None:
    """ "This grace period does not carry between rooms; when entering a room the incoming
    GM can always initiate an action." """
    s = in_room(1)
    drive(s, 'gm-action Olo "a ghoul lunges"', 'act Olo "I duck"', "confirm", "roll 4")
    s.apply("room enter 2")
    s.apply('gm-action Vespera "the floor tilts"')
    assert s.state.pending is not None
