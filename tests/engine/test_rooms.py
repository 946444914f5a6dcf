"""Deus ex machina, rocks fall, the Eye and the exit lap."""

from __future__ import annotations

import pytest

from engine import DeusExMachinaNotYet, EyeStillGuarded, GameOver, RoomOrder, Session
from tests.engine.helpers import act, drive, in_room, session


def _final(seed: int = 1) -> Session:
    s = session(seed)
    for n in (1, 2, 3, 4):
        s.apply(f"room enter {n}", at=1000.0 + n * 3600)
    return s


def test_deus_needs_thirty_minutes_and_a_vote() -> None:
    """ "It will occur only if the players have been occupied by the room for at least 30
    minutes, and only after a vote in its favor." """
    s = session()
    s.apply("room enter 1", at=0.0)
    s.apply('challenge add "Ghoul pack" 6', at=10.0)
    s.apply("deus vote yes", at=100.0)
    with pytest.raises(DeusExMachinaNotYet):
        s.apply("deus", at=1799.0)
    s.apply("deus vote no", at=1800.0)
    with pytest.raises(DeusExMachinaNotYet):
        s.apply("deus", at=1801.0)
    s.apply("deus vote yes", at=1802.0)
    events = s.apply("deus", at=1803.0)
    assert [e.type for e in events] == ["deus_ex_machina", "challenge_overcome"]
    assert s.state.room is not None
    assert s.state.room.challenge("Ghoul pack").overcome_how == "deus"


def test_paused_clock_does_not_count() -> None:
    """The GM can pause the room clock; time comes from the commands' timestamps."""
    s = session()
    s.apply("room enter 1", at=0.0)
    s.apply("pause", at=600.0)
    s.apply("resume", at=6000.0)
    s.apply("deus vote yes", at=6100.0)
    assert s.state.elapsed_in_room() == pytest.approx(700.0)
    assert not s.state.deus_open()
    with pytest.raises(DeusExMachinaNotYet):
        s.apply("deus", at=6100.0)


def test_rocks_fall_is_a_dream_then_real_in_final_room() -> None:
    """ "the events of that room never happened ... In the final room, the dream excuse can
    only happen once. A second quest-ending disaster in the final room is real" """
    s = _final()
    s.apply('challenge add "Priest" 11 --deadly')
    act(s, "Olo", roll="roll 1")
    assert s.state.member("Olo").status == "dead"
    before_entry = s.state_before(s.state.room.entered_seq)  # type: ignore[union-attr]
    s.apply("rocks-fall")
    assert s.state.room is not None
    assert s.state.room.number == 3
    assert s.state.member("Olo").status == "ok"
    assert s.state.piles == before_entry.piles
    assert s.state.dreams[0].room == 4
    assert s.state.clock.since_rest == 0
    s.apply("room enter 4")
    s.apply("rocks-fall")
    assert s.state.ended is not None
    assert s.state.ended.reason == "disaster"
    with pytest.raises(GameOver):
        s.apply("turn")


def test_players_may_revisit_earlier_rooms_after_a_dream() -> None:
    """ "unless players actively wish to spend more time in one of the earlier rooms. If they
    do, that room's GM takes over." """
    s = in_room(3)
    s.apply("rocks-fall")
    s.apply("room enter 1")
    assert s.state.room is not None
    assert s.state.room.gm == "ann"
    drive(s, "room enter 2", "room enter 3")
    with pytest.raises(RoomOrder):
        s.apply("room enter 1")


def test_eye_needs_the_max_rated_challenge_overcome() -> None:
    """ "in the final room, overcoming this maximum-rated challenge should be necessary for
    claiming the Eye." """
    s = _final()
    drive(s, 'challenge add "Priest" 11', 'challenge add "Acolytes" 5', 'plot "Acolytes"')
    with pytest.raises(EyeStillGuarded):
        s.apply("claim-eye")
    s.apply('plot "Priest"')
    s.apply("claim-eye")
    assert s.state.eye_claimed


def test_exit_lap_reverses_rooms_and_ends_in_victory() -> None:
    """ "After acquiring the Eye, they leave the dungeon the way they came"; "only one
    challenge should occur per room, and the maximum rating is 2 plus the room number". The
    exit pool (the rules are silent) is 3 plus the room number."""
    s = _final()
    s.apply("claim-eye")
    with pytest.raises(RoomOrder):
        s.apply("room enter 1")
    seen = []
    for _ in range(3):
        s.apply("leave")
        room = s.state.room
        assert room is not None
        seen.append(room.number)
        assert room.direction == "out"
        assert room.max_rating == 2 + room.number
        assert len(s.state.piles.pool) == 3 + room.number
        s.apply('challenge add "Lap" 3')
        second = s.apply('challenge add "Lap two" 3')[0]
        assert second.warnings  # type: ignore[union-attr]
    assert seen == [3, 2, 1]
    s.apply("leave")
    assert s.state.ended is not None
    assert s.state.ended.reason == "victory"


def test_disaster_on_the_way_out_is_real() -> None:
    """ "if disaster somehow strikes the party on the way back out of the dungeon with the
    Eye, that is real and ends the game." """
    s = _final()
    drive(s, "claim-eye", "leave", "rocks-fall")
    assert s.state.ended is not None
    assert s.state.ended.reason == "disaster"


def test_entering_an_unprepared_room_lists_what_is_missing() -> None:
    """A room needs "a general size, shape, and appearance", "an entrance", "an exit", "at
    least two" opportunities and "a deus ex machina event": entry warns, never blocks."""
    entered = session().apply("room enter 1")[0]
    lacks = [w for w in entered.warnings if "lacks" in w]  # type: ignore[union-attr]
    assert lacks
    assert "entrance" in lacks[0]
    assert "deus ex machina" in lacks[0]


def test_exit_lap_room_dealt_from_a_physical_deck() -> None:
    s = _final()
    s.apply("claim-eye")
    s.apply("leave --cards c05,c06")
    assert s.state.piles.pool == ("c05", "c06")
    assert s.state.room is not None
    assert s.state.room.manual_cards
    s.apply("deal c07 c08 c09 c10")
    assert len(s.state.piles.pool) == 6
    from engine import ActionState

    with pytest.raises(ActionState):
        s.apply("deal c11")


def test_a_dream_forgets_the_rooms_searches_and_flags() -> None:
    """ "the events of that room never happened": a search made there can be made again."""
    s = in_room(2)
    turns = s.state.clock.turns
    drive(s, "search Vespera", "continuity Pell", "rocks-fall")
    assert s.state.searches == ()
    assert s.state.continuity == ()
    assert s.state.clock.turns == turns + 2
    drive(s, "room enter 2", "search Vespera")
    assert len(s.state.searches) == 1


def test_exit_lap_can_be_switched_off() -> None:
    """Where the rules are silent the exit lap is configurable: ``none`` ends the game when
    the party leaves the final room with the Eye."""
    from engine import RulesConfig
    from tests.engine.helpers import deck, table

    s = Session.start(table(), deck(), 1, at=0.0, rules=RulesConfig(exit_lap="none"))
    for n in (1, 2, 3, 4):
        s.apply(f"room enter {n}")
    drive(s, "claim-eye", "leave")
    assert s.state.ended is not None
    assert s.state.ended.reason == "victory"
