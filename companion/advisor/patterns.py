"""Deck patterns that cannot freeze the advisor: rejected when risky, run on a time budget.

A deck file is data a GM may write, and a regular expression such as ``(a+)+$`` takes
exponential time on a few dozen characters with Python's ``re``. Two guards:

- :func:`risky` finds the usual cause, a group repeated without bound that itself holds a
  repetition (``(a+)+``, ``(\\w+ )*``, ``(a{1,3})+``); deck validation rejects such a
  pattern, with the bounded form to write instead (``(\\w+ ){1,8}``).
- :class:`Budget` runs the patterns with the ``regex`` package, whose matching stops at a
  timeout, sharing one time budget per description: a pattern that runs out of time is
  skipped for that description and named, so no deck can hold up the screen.

>>> risky(r"(a+)+$")
'(a+)+'
>>> risky(r"(\\w+ ){0,3}(so|therefore)") is None
True
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

#: Seconds all of one description's deck patterns may take together (``regex`` checks its
#: timeout now and then, so a runaway pattern stops within a few times this).
PATTERN_BUDGET_S = 0.25
#: An outer repeat bound at least this large counts as unbounded.
_LARGE = 50


@dataclass
class _Frame:
    start: int
    repeats: bool = False


def _quantifier(pattern: str, i: int) -> tuple[float, int] | None:
    """``(max repetitions, index after it)`` for a quantifier at ``i``, else None."""
    ch = pattern[i]
    if ch in "*+":
        return math.inf, i + 1
    if ch == "?":
        return 1, i + 1
    if ch != "{":
        return None
    close = pattern.find("}", i)
    if close < 0:
        return None
    body = pattern[i + 1 : close]
    low, comma, high = body.partition(",")
    if not (low.isdigit() or (comma and not low)) or (high and not high.isdigit()):
        return None
    if not comma:
        return float(low), close + 1
    return (float(high) if high else math.inf), close + 1


def _class_end(pattern: str, i: int) -> int:
    """Index just after the character class opening at ``i``."""
    j = i + 1
    if j < len(pattern) and pattern[j] == "^":
        j += 1
    if j < len(pattern) and pattern[j] == "]":
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 2 if pattern[j] == "\\" else 1
    return j + 1


def risky(pattern: str) -> str | None:
    """The part of ``pattern`` that can backtrack exponentially, else None.

    That is a group quantified without an upper bound (``*``, ``+``, ``{n,}``, or a bound of
    50 or more) whose body holds a repetition of its own (any quantifier allowing more than
    one). A small outer bound (``{0,3}``) is polynomial and allowed; the time budget of
    :class:`Budget` stops what this test lets through.

    >>> risky(r"(x+x+)+y"), risky(r"(?:ab|cd)*e"), risky(r"((a)*)*"), risky(r"(.*){1,99}")
    ('(x+x+)+', None, '((a)*)*', '(.*){1,99}')
    >>> risky(r"[(a+)]+ \\(b+\\)+") is None
    True
    """
    stack = [_Frame(0)]
    last: tuple[int, bool] | None = None  # (start, repeats inside) of the last atom
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        q = _quantifier(pattern, i) if last is not None else None
        if q is not None and last is not None:
            most, after = q
            start, inner = last
            if most >= _LARGE and inner:
                return pattern[start:after]
            if most > 1:
                stack[-1].repeats = True
            if after < len(pattern) and pattern[after] in "?+":
                after += 1
            i, last = after, None
            continue
        if ch == "\\":
            last, i = (i, False), i + 2
        elif ch == "[":
            last, i = (i, False), _class_end(pattern, i)
        elif ch == "(":
            stack.append(_Frame(i))
            last, i = None, i + 1
            if pattern.startswith("?", i) and not pattern.startswith("?P<", i):
                i += 1
        elif ch == ")" and len(stack) > 1:
            frame = stack.pop()
            stack[-1].repeats = stack[-1].repeats or frame.repeats
            last, i = (frame.start, frame.repeats), i + 1
        elif ch == "|":
            last, i = None, i + 1
        else:
            last, i = (i, False), i + 1
    return None


@dataclass
class Budget:
    """One description's time for deck patterns (seconds spent matching, not wall time
    since it was made), and the patterns that ran out of it."""

    seconds: float = PATTERN_BUDGET_S
    spent: float = 0.0
    timed_out: list[str] = field(default_factory=list)

    def finditer(self, pattern: Any, text: str, name: str) -> list[tuple[int, int]]:
        """Spans of ``pattern`` in ``text``; none (and ``name`` noted) if time runs out."""
        left = self.seconds - self.spent
        if left <= 0:
            self.timed_out.append(name)
            return []
        began = time.perf_counter()
        try:
            return [m.span() for m in pattern.finditer(text, timeout=left)]
        except TimeoutError:
            self.timed_out.append(name)
            return []
        finally:
            self.spent += time.perf_counter() - began
