"""Dice notation: ``NdM``, ``dM``, ``NdM+K``, ``NdM-K`` and a multiplier ``NdMxK``.

Parsing and rolling are separate steps: :func:`parse` turns text into a
:class:`DiceExpr` (which prints back as the text it came from, and ``repr`` as
code you can paste), and :meth:`DiceExpr.roll` draws from a die source passed in
(never the global ``random``) and returns a frozen :class:`DiceRoll` that keeps
every value rolled, so a log can replay it without an RNG.

The grammar, whitespace allowed between tokens, ``d``/``x`` in either case::

    expr     := [count] "d" sides [("+" | "-") modifier] [("x" | "*") multiplier]
    count, sides, modifier, multiplier := digits

The total is ``(sum of dice + modifier) * multiplier``: ``2d6x10`` is the
dungeon turn's encounter distance in feet.

Dice held in the hand: :class:`HandDice` replays values the GM read off
physical dice, in order, and the roll is marked ``manual``.

Errors, all ``ValueError``::

    DiceError
    ├── DiceSyntaxError   text that is not dice notation, or out of bounds
    └── DiceValueError    a hand-entered value the die cannot show, or too few values

>>> import random
>>> expr = parse("2d6+1")
>>> expr
DiceExpr.from_str('2d6+1')
>>> str(parse(" D8 ")), str(parse("2d6 x 10")), expr.min, expr.max
('1d8', '2d6x10', 3, 13)
>>> r = expr.roll(HandDice([3, 5]))
>>> r.values, r.total, r.manual
((3, 5), 9, True)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field

#: Bounds that keep a typo like ``1000000d6`` from hanging the table.
MAX_COUNT = 100
MAX_SIDES = 1000
MAX_MODIFIER = 10_000
MAX_MULTIPLIER = 1000

_DICE = re.compile(
    r"""^\s*(?P<count>\d{1,6})?\s*[dD]\s*(?P<sides>\d{1,6})
        \s*(?:(?P<sign>[+-])\s*(?P<mod>\d{1,6}))?
        \s*(?:[xX*]\s*(?P<mult>\d{1,6}))?\s*$""",
    re.VERBOSE | re.ASCII,
)


class DiceError(ValueError):
    """Base of the dice errors."""


class DiceSyntaxError(DiceError):
    """Text that is not dice notation (``NdM``, ``dM``, ``NdM+K``, ``NdM-K``, ``NdMxK``)."""


class DiceValueError(DiceError):
    """A hand-entered die value the die cannot show, or fewer values than dice."""


class DieSource(Protocol):
    """Where die faces come from: :class:`random.Random` or :class:`HandDice`."""

    def randint(self, a: int, b: int) -> int:
        """A face between ``a`` and ``b`` inclusive."""
        ...


class HandDice:
    """Physical dice: the values the GM read off the table, handed out in order.

    >>> h = HandDice([4])
    >>> h.randint(1, 6)
    4
    >>> h.randint(1, 6)
    Traceback (most recent call last):
    ...
    engine.dice.DiceValueError: more dice rolled than values entered (1)
    """

    def __init__(self, values: Iterable[int]) -> None:
        self._values = tuple(values)
        self._next = 0

    def randint(self, a: int, b: int) -> int:
        """The next entered value, checked against the die's faces ``a``..``b``."""
        if self._next >= len(self._values):
            raise DiceValueError(f"more dice rolled than values entered ({len(self._values)})")
        value = self._values[self._next]
        if not a <= value <= b:
            raise DiceValueError(f"a die showing {a}..{b} cannot read {value}")
        self._next += 1
        return value

    @property
    def remaining(self) -> int:
        """How many entered values have not been used yet."""
        return len(self._values) - self._next


class DiceRoll(BaseModel):
    """One roll of a dice expression: every die's face, and the total.

    ``total`` is ``(sum(values) + modifier) * multiplier``. ``manual`` says the
    faces were entered from physical dice rather than drawn from the seeded RNG.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    expr: str = Field(description="the expression rolled, in canonical notation")
    values: tuple[int, ...] = Field(description="each die's face, in the order rolled")
    modifier: int = 0
    multiplier: int = 1
    total: int
    manual: bool = False


class DiceExpr(BaseModel):
    """A parsed dice expression; ``str()`` gives canonical notation, ``repr()`` paste-back code.

    >>> DiceExpr(count=3, sides=6, modifier=-2)
    DiceExpr.from_str('3d6-2')
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    count: int = Field(1, ge=1, le=MAX_COUNT, description="number of dice")
    sides: int = Field(ge=2, le=MAX_SIDES, description="faces per die")
    modifier: int = Field(0, ge=-MAX_MODIFIER, le=MAX_MODIFIER, description="added to the sum")
    multiplier: int = Field(1, ge=1, le=MAX_MULTIPLIER, description="applied after the modifier")

    @classmethod
    def from_str(cls, text: str) -> DiceExpr:
        """Parse dice notation; raises :class:`DiceSyntaxError`."""
        return parse(text)

    def __str__(self) -> str:
        mod = f"{self.modifier:+d}" if self.modifier else ""
        mult = f"x{self.multiplier}" if self.multiplier != 1 else ""
        return f"{self.count}d{self.sides}{mod}{mult}"

    def __repr__(self) -> str:
        return f"DiceExpr.from_str({str(self)!r})"

    @property
    def min(self) -> int:
        """The smallest total this expression can roll."""
        return (self.count + self.modifier) * self.multiplier

    @property
    def max(self) -> int:
        """The largest total this expression can roll."""
        return (self.count * self.sides + self.modifier) * self.multiplier

    def roll(self, dice: DieSource) -> DiceRoll:
        """Roll every die from ``dice`` (a seeded :class:`random.Random` or :class:`HandDice`)."""
        values = tuple(dice.randint(1, self.sides) for _ in range(self.count))
        return DiceRoll(
            expr=str(self),
            values=values,
            modifier=self.modifier,
            multiplier=self.multiplier,
            total=(sum(values) + self.modifier) * self.multiplier,
            manual=isinstance(dice, HandDice),
        )


def parse(text: str) -> DiceExpr:
    """Parse dice notation into a :class:`DiceExpr`.

    >>> parse("d6"), parse("1d6-1")
    (DiceExpr.from_str('1d6'), DiceExpr.from_str('1d6-1'))
    >>> parse("2d")
    Traceback (most recent call last):
    ...
    engine.dice.DiceSyntaxError: not dice notation: '2d' (expected NdM, dM, NdM+K, NdM-K or NdMxK)
    """
    m = _DICE.match(text)
    if m is None:
        raise DiceSyntaxError(
            f"not dice notation: {text!r} (expected NdM, dM, NdM+K, NdM-K or NdMxK)"
        )
    count = int(m["count"]) if m["count"] is not None else 1
    sides = int(m["sides"])
    modifier = int(m["mod"] or 0) * (-1 if m["sign"] == "-" else 1)
    multiplier = int(m["mult"]) if m["mult"] is not None else 1
    if not 1 <= count <= MAX_COUNT:
        raise DiceSyntaxError(f"{text!r}: roll 1 to {MAX_COUNT} dice, not {count}")
    if not 2 <= sides <= MAX_SIDES:
        raise DiceSyntaxError(f"{text!r}: a die has 2 to {MAX_SIDES} sides, not {sides}")
    if abs(modifier) > MAX_MODIFIER:
        raise DiceSyntaxError(f"{text!r}: the modifier must be within ±{MAX_MODIFIER}")
    if not 1 <= multiplier <= MAX_MULTIPLIER:
        raise DiceSyntaxError(f"{text!r}: the multiplier must be 1 to {MAX_MULTIPLIER}")
    return DiceExpr(count=count, sides=sides, modifier=modifier, multiplier=multiplier)


def roll(text: str, dice: DieSource) -> DiceRoll:
    """Parse and roll in one step.

    >>> roll("d6", HandDice([6])).total
    6
    """
    return parse(text).roll(dice)
