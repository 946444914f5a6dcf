"""The action roll: one d6 plus the net bonus against a challenge rating.

Rules implemented ("Action rolls", step 5, and "Challenges"):

- "If the result is at least the challenge rating, the action succeeds; otherwise it fails."
- Overwhelming success: "the modified action roll is at least 4 more than the challenge rating"
  and the GM ruled the action "narratively has a chance of entirely overcoming the challenge";
  otherwise a success is a partial success.
- Total failure: "the modified action roll is 4 less than the challenge rating or lower".
- "If the die roll is a 1, but the bonus is high enough that the action would succeed anyway,
  the player rolls a second die. If this is also a 1, the result is a partial failure; if it is
  anything but a 1, the first roll stands."
- "If the die roll is a 6, but the target is high enough that the action would fail anyway, the
  player rolls a second die. If this is also a 6, the result is a partial success; if it is
  anything but a 6, the first roll stands."

>>> resolve_roll(6, 2, 4).outcome
'partial_success'
>>> resolve_roll(6, 5, 5, overwhelming_possible=True).outcome
'overwhelming_success'
>>> r = resolve_roll(6, 6, 1)
>>> r.needs_second_die, r.outcome
(True, None)
>>> resolve_roll(6, 6, 1, second_die=1).outcome
'partial_failure'
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.errors import RuleViolation

Outcome = Literal["overwhelming_success", "partial_success", "partial_failure", "total_failure"]

#: Every outcome, best first.
OUTCOMES: tuple[Outcome, ...] = (
    "overwhelming_success",
    "partial_success",
    "partial_failure",
    "total_failure",
)

#: "at least 4 more" / "4 less ... or lower": the margin for the extreme outcomes.
MARGIN = 4


class SecondDieNotCalled(RuleViolation):
    rule = (
        "a second die is rolled only on a 1 that would still succeed or a 6 that would still fail"
    )


class RollOutcome(BaseModel):
    """The result of one action roll.

    ``outcome`` is ``None`` exactly when ``needs_second_die`` is true and no second die was
    given: the rules call for a second die before the roll can be read. ``total`` is the first
    die plus the net bonus; ``dice`` lists every die rolled, first die first.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    outcome: Outcome | None
    total: int
    dice: tuple[int, ...]
    needs_second_die: bool = False


def _check_die(value: int, what: str) -> None:
    if not 1 <= value <= 6:
        raise ValueError(f"{what} must be 1-6, got {value}")


def _read_total(total: int, rating: int, overwhelming_possible: bool) -> Outcome:
    if total >= rating:
        if overwhelming_possible and total >= rating + MARGIN:
            return "overwhelming_success"
        return "partial_success"
    if total <= rating - MARGIN:
        return "total_failure"
    return "partial_failure"


def resolve_roll(
    rating: int,
    bonus: int,
    die: int,
    second_die: int | None = None,
    overwhelming_possible: bool = False,
) -> RollOutcome:
    """Read one action roll. Pure and exhaustive over every rating, bonus and die.

    ``rating`` is the challenge rating, ``bonus`` the net bonus (may be negative), ``die``
    the first d6, ``second_die`` the second d6 when the rules call for one.
    Raises :class:`SecondDieNotCalled` for a second die the rules did not call for.
    """
    _check_die(die, "die")
    total = die + bonus
    first = _read_total(total, rating, overwhelming_possible)
    calls_second = (die == 1 and total >= rating) or (die == 6 and total < rating)
    if second_die is None:
        if calls_second:
            return RollOutcome(outcome=None, total=total, dice=(die,), needs_second_die=True)
        return RollOutcome(outcome=first, total=total, dice=(die,))
    _check_die(second_die, "second die")
    if not calls_second:
        raise SecondDieNotCalled(f"first die {die} with total {total} against {rating}")
    outcome = first
    if die == 1 and second_die == 1:
        outcome = "partial_failure"
    elif die == 6 and second_die == 6:
        outcome = "partial_success"
    return RollOutcome(outcome=outcome, total=total, dice=(die, second_die), needs_second_die=True)
