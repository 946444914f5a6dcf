"""Issue 12: seven rulings an audit found differing from the rulebook, each checked against the
rule text it quotes (``shared/rules/quest-for-the-eye.txt`` and
``dungeon-turn-procedure.txt``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from companion.cli.main import main
from companion.deck import Card, Deck
from companion.setup.session import keeps_drafted
from engine import (
    ActionState,
    Rested,
    RoomEntered,
    Searched,
    SearchRepeated,
    Session,
    TurnPassed,
)
from tests.engine.helpers import deck, drive, in_room, session, table

# 12.1 -------------------------------------------------------------------------------------


def test_deus_reads_the_time_of_the_command_not_of_the_last_event() -> None:
    """ "It will occur only if the players have been occupied by the room for at least 30
    minutes, and only after a vote in its favor." A quiet room (nothing logged since the vote)
    is exactly when a stuck table wants it: the time that counts is the ``deus`` command's."""
    s = session()
    s.apply("room enter 1", at=0.0)
    s.apply('challenge add "Ogre" 6', at=0.0)
    s.apply("deus vote yes", at=60.0)
    events = s.apply("deus", at=5000.0)
    assert [e.type for e in events] == ["deus_ex_machina", "challenge_overcome"]
    assert s.state.room is not None
    assert s.state.room.challenge("Ogre").overcome_how == "deus"


def test_deus_open_can_be_asked_at_a_given_time() -> None:
    """The screen asks "may the deus happen now?" with the wall clock, not the last event's."""
    s = session()
    s.apply("room enter 1", at=0.0)
    s.apply("deus vote yes", at=60.0)
    assert not s.state.deus_open()
    assert s.state.deus_open(now=1800.0)
    assert s.state.elapsed_in_room(now=1800.0) == pytest.approx(1800.0)


# 12.2 -------------------------------------------------------------------------------------


def test_search_and_rest_turns_start_with_the_wandering_monster_check() -> None:
    """Order of events in one game turn: "The DM rolls for wandering monsters (1-in-12, or
    1-in-6)" comes first; "The party moves, enters room, listens, and searches" after it.
    "Searching takes one turn" and resting is "for one turn": each is a turn with its check."""
    s = in_room(1)
    names = ("Olo", "Vespera", "Pell")
    encounters = 0
    for i in range(60):
        events = s.apply(f'search {names[i % 3]} "area {i}"') + s.apply("rest")
        for e in events:
            assert isinstance(e, Searched | Rested)
            assert e.wandering is not None
            check = e.wandering["wandering"]
            assert check["expr"] == f"1d{s.state.rules.turn.wandering_chance}"
            encounters += e.wandering["encounter"] is not None
    assert s.state.clock.turns == 120
    assert encounters > 0


def test_the_wandering_check_is_rolled_before_the_search_die() -> None:
    """The procedure's order: the wandering check, then the search. Same seed, same point:
    a ``turn`` draws the very wandering die the ``search`` draws."""
    a, b = in_room(1), in_room(1)
    [turn] = a.apply("turn")
    [searched] = b.apply("search Olo")
    assert isinstance(turn, TurnPassed)
    assert isinstance(searched, Searched)
    assert searched.wandering is not None
    assert searched.wandering["wandering"] == turn.result["wandering"]


# 12.3 -------------------------------------------------------------------------------------


def test_the_deck_is_reshuffled_as_soon_as_a_deal_empties_it() -> None:
    """ "Whenever the deck is empty, the GM shuffles the discard pile into it." With 6 cards
    and a pool of 4, one action that matches two cards deals the last two: the discard pile
    goes into the deck then, not at the next deal (where cards discarded meanwhile would join
    it and could come straight back)."""
    s = Session.start(table(), deck(6, 0), 1, at=0.0)
    s.apply("room enter 1")
    s.apply('challenge add "Ogre" 6')
    matched = s.state.piles.pool[:2]
    drive(s, 'act Olo "x"', *(f"card add {c}" for c in matched), "confirm")
    types = [e.type for e in s.apply("roll 4")]
    assert types[-2:] == ["cards_dealt", "deck_reshuffled"]
    assert s.state.piles.discard == ()
    assert sorted(s.state.piles.deck) == sorted(matched)
    assert Counter(s.state.piles.pool + s.state.piles.deck) == Counter(s.state.deck_list.cards)


def test_a_hand_deal_that_empties_the_deck_reshuffles_too() -> None:
    """The same rule with physical cards: ``deal`` names the cards, the reshuffle follows."""
    s = Session.start(table(), deck(6, 0), 1, at=0.0)
    s.apply("room enter 1 --cards c00,c01,c02,c03")
    s.apply('challenge add "Ogre" 6')
    drive(s, 'act Olo "x"', "card add c00", "discard c01", "confirm", "roll 4")
    events = s.apply("deal c04 c05")
    assert [e.type for e in events] == ["cards_dealt", "deck_reshuffled"]
    assert sorted(s.state.piles.deck) == ["c00", "c01"]
    assert s.state.piles.discard == ()


# 12.4 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("again", ["North Wall", "NORTH WALL", "north  wall", " north wall "])
def test_a_search_area_is_the_same_area_whatever_its_case_and_spacing(again: str) -> None:
    """ "One chance: Each character can only make one attempt to search a specific area or
    item." "North Wall" is the north wall."""
    s = in_room(1)
    s.apply('search Olo "north wall"')
    with pytest.raises(SearchRepeated):
        s.apply(f'search Olo "{again}"')
    s.apply(f'search Vespera "{again}"')


# 12.5 -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("drafted", "filled"),
    [
        ("A bell, cracked.", "A brass bell, badly cracked."),
        ("A bell and a hymnal.", "A bell (bronze) and a torn hymnal."),
        ("Leather armour", "Leather armour, oiled"),
    ],
)
def test_filling_in_details_may_add_words_inside_a_block(drafted: str, filled: str) -> None:
    """ "Players are then free to fill in omitted details, but not to retract anything from
    their selected blocks": every word of the block, in order, with words added between."""
    assert keeps_drafted(drafted, filled)


@pytest.mark.parametrize(
    ("drafted", "filled"),
    [
        ("A bell and a hymnal.", "A hymnal."),
        ("A bell, cracked.", "A cracked bell."),
        ("A brass bell.", "A bell."),
    ],
)
def test_filling_in_details_may_not_retract_or_reorder(drafted: str, filled: str) -> None:
    """ "... but not to retract anything from their selected blocks"."""
    assert not keeps_drafted(drafted, filled)


# 12.6 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["rest", "turn", "search Vespera", "trap"])
@pytest.mark.parametrize("stage", ["ruling", "confirmed", "second_die"])
def test_dungeon_turn_commands_wait_until_the_action_is_resolved(command: str, stage: str) -> None:
    """An action roll runs from "1. The player describes the action" to "7. New cards are
    dealt"; a turn ("The party moves, enters room, listens, and searches") does not happen in
    the middle of it, and the not-rested penalty (-1 "until the characters rest for one
    turn") taken at the ruling must still hold at the roll."""
    s = in_room(1, challenge='challenge add "Wall of iron" 12')
    s.apply('act Olo "I poke it"')
    if stage != "ruling":
        s.apply("confirm")
    if stage == "second_die":
        s.apply("roll 6")  # "a 6, but the target is high enough that the action would fail"
    before = s.state
    assert before.pending is not None
    assert before.pending.stage == stage
    with pytest.raises(ActionState, match="pending"):
        s.apply(command)
    assert s.state == before


# 12.7 -------------------------------------------------------------------------------------


def test_a_deck_smaller_than_the_pool_reports_the_shortfall_at_the_deal() -> None:
    """ "The number of cards in the pool is 3 plus the room number (so 4 in the first room)":
    a custom deck of 3 cards cannot fill it, and the deal says so."""
    s = Session.start(table(), deck(3, 0), 1, at=0.0)
    [entered] = s.apply("room enter 1")
    assert isinstance(entered, RoomEntered)
    assert len(entered.pool) == 3
    assert entered.short_by == 1
    assert any("short" in w and "3 cards" in w for w in entered.warnings)
    full = Session.start(table(), deck(4, 0), 1, at=0.0).apply("room enter 1")[0]
    assert isinstance(full, RoomEntered)
    assert full.short_by is None


def test_a_deck_smaller_than_the_largest_pool_is_warned_about_when_loaded() -> None:
    """ "... plus an additional 2 in the final room": with six players (the most the rules
    intend, "4-6 players") the final room's pool is 3 + 6 + 2 = 11 cards."""

    def deck_of(n: int) -> Deck:
        card = {"name": "N", "kind": "prose", "definition": "A card for a test.", "examples": ["x"]}
        return Deck(id="tiny", cards=tuple(Card(id=f"c{i}", **card) for i in range(n)))

    [warning] = deck_of(10).warnings
    assert "10 cards" in warning
    assert "11" in warning
    assert deck_of(11).warnings == ()


def test_deck_validate_prints_the_short_deck_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The load-time warning reaches the GM through ``companion deck validate``."""
    card = 'kind = "prose"\ndefinition = "A card for a test."\nexamples = ["x"]\n'
    body = "".join(f'[[cards]]\nid = "c{i}"\nname = "C{i}"\n{card}\n' for i in range(5))
    path = tmp_path / "tiny.toml"
    path.write_text(f'id = "tiny"\n\n{body}', encoding="utf-8")
    assert main(["deck", "validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: warning: deck 'tiny' holds 5 cards, fewer than the 11" in out
