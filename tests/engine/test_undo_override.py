"""Undo as an event, the GM's override, and the dungeon-turn commands."""

from __future__ import annotations

import pytest

from engine import CommandSyntaxError, NothingToUndo, SearchRepeated, Session, state_hash
from tests.engine.helpers import act, drive, in_room, session


def test_undo_returns_to_the_state_before_the_command_and_keeps_the_log() -> None:
    s = in_room(1)
    before = s.state
    n = len(s.events)
    act(s, "Olo")
    s.apply("undo 3")
    assert s.state.model_copy(update={"seq": 0, "now": 0.0}) == before.model_copy(
        update={"seq": 0, "now": 0.0}
    )
    assert len(s.events) > n
    assert s.events[-1].type == "undone"


def test_undo_steps_back_over_commands_and_earlier_undos() -> None:
    s = in_room(1)
    drive(s, 'act Olo "x"', "bonus clever 1", "bonus clever 2")
    s.apply("undo")
    assert s.state.pending is not None
    assert s.state.pending.ruling.clever == 1
    s.apply("undo")
    assert s.state.pending.ruling.clever == 0
    s.apply("undo")
    assert s.state.pending is None


def test_nothing_to_undo() -> None:
    s = session()
    with pytest.raises(NothingToUndo):
        s.apply("undo")


def test_override_sets_counters_with_reason() -> None:
    """ "The GM's word is final": any outcome or counter, logged with its reason."""
    s = in_room(1)
    s.apply('override successes "Ghoul pack" Olo 2 --reason "they earned it"')
    assert s.state.room is not None
    assert s.state.room.challenge("Ghoul pack").partial_successes == ("Olo", "Olo")
    s.apply('override rating ghoul 8 --reason "angrier ghouls"')
    assert s.state.room.challenge("Ghoul pack").rating == 8
    s.apply('override status Olo dead --reason "eaten"')
    assert not s.state.member("Olo").in_party
    assert s.events[-1].reason == "eaten"  # type: ignore[union-attr]


def test_override_outcome_resolves_the_pending_action() -> None:
    s = in_room(1)
    drive(s, 'act Olo "x"', "confirm", 'override outcome overwhelming_success --reason "GM"')
    assert s.state.last is not None
    assert s.state.last.overridden
    assert s.state.room is not None
    assert s.state.room.challenge("Ghoul pack").overcome_how == "overwhelming"


def test_override_needs_a_reason() -> None:
    s = in_room(1)
    with pytest.raises(CommandSyntaxError):
        s.apply("override grace 0")


def test_search_once_per_character_per_area_and_secret() -> None:
    """ "Each character can only make one attempt to search a specific area or item." """
    s = in_room(1)
    s.apply('search Olo "north wall" --trap')
    assert s.state.clock.turns == 1
    with pytest.raises(SearchRepeated):
        s.apply('search Olo "north wall"')
    s.apply('search Vespera "north wall"')
    from engine import public_view

    view = public_view(s.state)
    assert all("roll" not in r and "found" not in r for r in view["searches"])


def test_turns_and_rest_drive_the_clock() -> None:
    """ "Characters must rest for one turn every hour in the dungeon." """
    s = in_room(1)
    drive(s, *["turn"] * 5)
    assert s.state.rest_due()
    assert s.state.not_rested_penalty() == 0
    s.apply("turn")
    assert s.state.not_rested_penalty() == -1
    s.apply("rest")
    assert s.state.not_rested_penalty() == 0
    assert s.state.clock.turns == 7


def test_turn_result_replays_without_rng() -> None:
    s = in_room(1)
    drive(s, *["turn"] * 40, "trap")
    again = Session.replay(s.header(), s.events)
    assert state_hash(again.state) == state_hash(s.state)
    assert any(e.type == "turn_passed" and e.result.get("encounter") for e in s.events)  # type: ignore[union-attr]


def test_public_view_hides_secrets_and_keeps_counts() -> None:
    """Secrets (room notes, secret search rolls, a secret challenge's rating) never reach the
    players' view; counts do."""
    from engine import public_view

    s = in_room(1, challenge='challenge add "Hidden pit" 5 --secret')
    s.apply('challenge add "Ghoul pack" 6')
    view = public_view(s.state)
    hidden, shown = view["room"]["challenges"]
    assert "rating" not in hidden
    assert shown["rating"] == 6
    assert "notes" not in view["room"]
    assert "seed" not in view
    assert "table" not in view
    assert view["piles"]["deck"] == len(s.state.piles.deck)
    assert view["rooms_total"] == 4
