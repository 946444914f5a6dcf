"""The dungeon turn (rules/dungeon-turn-procedure.txt), with the classic defaults."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from engine.dice import HandDice
from engine.turn import (
    AlreadySearched,
    ReactionBand,
    TurnClock,
    TurnConfig,
    TurnResult,
    advance,
    rest,
    roll_search,
    roll_trap,
    roll_turn,
    search,
)

CFG = TurnConfig()


def test_no_monsters_on_anything_but_a_one() -> None:
    """Rule: "The DM rolls for wandering monsters (1-in-12, or 1-in-6)" /
    "If monsters are not encountered, the turn ends." """
    for face in range(2, 7):
        t = roll_turn(HandDice([face]), CFG)
        assert t.encounter is None
        assert [d.values for d in t.dice] == [(face,)]


def test_one_in_twelve_uses_a_d12() -> None:
    t = roll_turn(HandDice([12]), TurnConfig(wandering_chance=12))
    assert t.wandering.expr == "1d12"
    with pytest.raises(ValidationError):
        TurnConfig(wandering_chance=8)  # type: ignore[arg-type]


def test_encounter_rolls_in_procedure_order() -> None:
    """Rules: number appearing, then "2d6 to check distance", then "1d6 for each side
    to check for surprise", then "2d6 for the Monster Reaction"."""
    dice = HandDice([1, 4, 2, 3, 1, 3, 6, 6])
    t = roll_turn(dice, CFG)
    assert dice.remaining == 0
    e = t.encounter
    assert e is not None
    assert e.count == 4
    assert e.distance_ft == 50  # 2d6 x 10 ft
    assert e.party_surprised
    assert not e.monsters_surprised
    assert e.reaction.name == "friendly"
    assert e.summary() == "4 monsters at 50 ft, party surprised, enthusiastic friendship"


@pytest.mark.parametrize(
    ("total", "name"),
    [
        (2, "attacks"),
        (3, "hostile"),
        (5, "hostile"),
        (6, "uncertain"),
        (8, "uncertain"),
        (9, "indifferent"),
        (11, "indifferent"),
        (12, "friendly"),
    ],
)
def test_classic_reaction_bands(total: int, name: str) -> None:
    assert CFG.reaction_for(total).name == name


def test_number_appearing_is_a_configurable_dice_expression() -> None:
    cfg = TurnConfig(number_appearing="2d4+1")
    t = roll_turn(HandDice([1, 4, 4, 1, 1, 6, 6, 1, 1]), cfg)
    assert t.encounter is not None
    assert t.encounter.count == 9
    with pytest.raises(ValidationError):
        TurnConfig(number_appearing="lots")


def test_reaction_bands_must_cover_the_roll() -> None:
    with pytest.raises(ValidationError, match="cover"):
        TurnConfig(reactions=(ReactionBand(low=2, high=11, name="hostile", meaning="x"),))


@given(st.integers(0, 2**32), st.sampled_from([6, 12]))
def test_every_die_is_recorded_and_replays(seed: int, chance: int) -> None:
    """Every die the referee rolled is on the result: feeding those faces back as
    physical dice reproduces the same turn."""
    cfg = TurnConfig(wandering_chance=chance)  # type: ignore[arg-type]
    t = roll_turn(random.Random(seed), cfg)
    faces = [v for d in t.dice for v in d.values]
    again = roll_turn(HandDice(faces), cfg)
    assert [(d.expr, d.values, d.total) for d in again.dice] == [
        (d.expr, d.values, d.total) for d in t.dice
    ]
    assert all(d.manual for d in again.dice)
    if t.encounter is None:
        assert again.encounter is None
    else:
        assert again.encounter is not None
        assert again.encounter.summary() == t.encounter.summary()
    assert TurnResult.model_validate_json(t.model_dump_json()) == t


def test_search_is_secret_and_finds_only_what_is_there() -> None:
    """Rules: "The referee should always roll for the character searching" and
    "there is a 1-in-6 chance of finding a room trap"."""
    hit = roll_search(HandDice([1]), CFG, present=True)
    assert hit.found
    assert hit.secret
    assert not roll_search(HandDice([2]), CFG, present=True).found
    nothing = roll_search(HandDice([1]), CFG, present=False)
    assert not nothing.found
    assert nothing.roll.values == (1,)


def test_trap_springs_two_in_six() -> None:
    """Rule: "there is a 2-in-6 chance of the trap being sprung"."""
    assert [roll_trap(HandDice([f]), CFG).sprung for f in range(1, 7)] == [
        True,
        True,
        False,
        False,
        False,
        False,
    ]


def test_rest_one_turn_every_hour() -> None:
    """Rules: "Characters must rest for one turn every hour in the dungeon." and
    "A -1 penalty ... is incurred until the characters rest for one turn." """
    c = advance(TurnClock(), 4)
    assert not c.rest_due(CFG)
    c = advance(c)
    assert c.rest_due(CFG)
    assert c.penalty(CFG) == 0
    c = advance(c)
    assert c.penalty(CFG) == -1
    c = advance(c, 3)
    assert c.penalty(CFG) == -1  # until they rest
    rested = rest(c)
    assert rested.penalty(CFG) == 0
    assert not rested.rest_due(CFG)
    assert rested.turns == c.turns + 1  # the rest takes a turn


def test_search_takes_a_turn_and_one_attempt_per_area() -> None:
    """Rules: "Searching takes one turn." "Each character can only make one attempt
    to search a specific area or item." """
    c = search(TurnClock(), "Grignr", "the altar")
    assert c.turns == 1
    assert c.has_searched("Grignr", "the altar")
    c = search(c, "Olo", "the altar")
    with pytest.raises(AlreadySearched, match="one attempt"):
        search(c, "Grignr", "the altar")
