"""Names as the GM says them: exact, any case, a unique prefix ("ghoul" for "Ghoul pack"), or
else a unique part ("ooze" for "The Lachrymal Ooze").

Voice and quick typing give partial names; an unclear one is an :class:`AmbiguousTarget`
("attack whom?") listing the candidates, never a guess.

>>> match_name("ghoul", ("Ghoul pack", "Gate"))
'Ghoul pack'
>>> match_name("g", ("Ghoul pack", "Gate"))
Traceback (most recent call last):
...
engine.errors.AmbiguousTarget: 'g' could mean: Ghoul pack, Gate
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import AmbiguousTarget


def match_name(text: str, names: Sequence[str], what: str = "name") -> str:
    """The one name in ``names`` that ``text`` means; raises :class:`AmbiguousTarget`."""
    if text in names:
        return text
    low = text.casefold().strip()
    same = [n for n in names if n.casefold() == low]
    if len(same) == 1:
        return same[0]
    starts = [n for n in names if n.casefold().startswith(low)] if low else []
    if not starts and low:
        starts = [n for n in names if low in n.casefold()]
    if len(starts) == 1:
        return starts[0]
    if starts:
        raise AmbiguousTarget(f"{text!r} could mean: {', '.join(starts)}", tuple(starts))
    known = ", ".join(names) if names else "none"
    raise AmbiguousTarget(f"no {what} {text!r} (known: {known})", tuple(names))
