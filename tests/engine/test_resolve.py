"""The action roll (rules "Action rolls" step 5, "Challenges"): pure, exhaustive."""

from __future__ import annotations

import itertools

import pytest

from engine import OUTCOMES, SecondDieNotCalled, resolve_roll


def test_success_is_total_at_least_rating() -> None:
    """ "If the result is at least the challenge rating, the action succeeds; otherwise it
    fails." """
    assert resolve_roll(6, 2, 4).outcome == "partial_success"
    assert resolve_roll(6, 1, 4).outcome == "partial_failure"


def test_overwhelming_needs_margin_and_ruling() -> None:
    """ "the modified action roll is at least 4 more than the challenge rating" and the action
    "narratively has a chance of entirely overcoming the challenge" """
    assert resolve_roll(6, 5, 5, overwhelming_possible=True).outcome == "overwhelming_success"
    assert resolve_roll(6, 5, 5).outcome == "partial_success"
    assert resolve_roll(6, 4, 5, overwhelming_possible=True).outcome == "partial_success"


def test_total_failure_at_four_below() -> None:
    """ "the modified action roll is 4 less than the challenge rating or lower" """
    assert resolve_roll(6, -2, 4).outcome == "total_failure"
    assert resolve_roll(6, -1, 4).outcome == "partial_failure"


def test_one_that_would_succeed_calls_second_die() -> None:
    """ "If the die roll is a 1, but the bonus is high enough that the action would succeed
    anyway, the player rolls a second die. If this is also a 1, the result is a partial
    failure; if it is anything but a 1, the first roll stands." """
    first = resolve_roll(4, 3, 1)
    assert first.needs_second_die
    assert first.outcome is None
    assert resolve_roll(4, 3, 1, second_die=1).outcome == "partial_failure"
    stands = resolve_roll(4, 3, 1, second_die=2)
    assert stands.outcome == "partial_success"
    assert stands.dice == (1, 2)


def test_six_that_would_fail_calls_second_die() -> None:
    """ "If the die roll is a 6, but the target is high enough that the action would fail
    anyway, the player rolls a second die. If this is also a 6, the result is a partial
    success; if it is anything but a 6, the first roll stands." """
    assert resolve_roll(12, 0, 6).needs_second_die
    assert resolve_roll(12, 0, 6, second_die=6).outcome == "partial_success"
    assert resolve_roll(12, 0, 6, second_die=5).outcome == "total_failure"
    assert resolve_roll(8, 0, 6, second_die=5).outcome == "partial_failure"


def test_second_die_not_called_is_refused() -> None:
    with pytest.raises(SecondDieNotCalled):
        resolve_roll(6, 0, 4, second_die=3)


def test_die_out_of_range() -> None:
    with pytest.raises(ValueError, match="1-6"):
        resolve_roll(6, 0, 7)


def _oracle(rating: int, bonus: int, die: int, second: int | None, ow: bool) -> str | None:
    total = die + bonus
    if die == 1 and total >= rating:
        if second is None:
            return None
        if second == 1:
            return "partial_failure"
    if die == 6 and total < rating:
        if second is None:
            return None
        if second == 6:
            return "partial_success"
    if total >= rating + 4 and ow:
        return "overwhelming_success"
    if total >= rating:
        return "partial_success"
    if total <= rating - 4:
        return "total_failure"
    return "partial_failure"


def test_outcome_table_is_exhaustive() -> None:
    """Every rating 1..20 x bonus -3..15 x die x second die x overwhelming ruling gives an
    outcome (or asks for the second die), matching the rule text read literally."""
    seen: set[str] = set()
    for rating, bonus, die, ow in itertools.product(
        range(1, 21), range(-3, 16), range(1, 7), (False, True)
    ):
        first = resolve_roll(rating, bonus, die, overwhelming_possible=ow)
        assert first.total == die + bonus
        assert first.outcome == _oracle(rating, bonus, die, None, ow)
        if first.needs_second_die:
            for second in range(1, 7):
                r = resolve_roll(rating, bonus, die, second, ow)
                assert r.outcome == _oracle(rating, bonus, die, second, ow)
                assert r.dice == (die, second)
                seen.add(str(r.outcome))
        else:
            seen.add(str(first.outcome))
    assert seen == set(OUTCOMES)
