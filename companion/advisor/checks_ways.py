"""Redundancy's directions: one direction said twice in one breath ("falls down below",
"go down the steps downward", "bring back the key back").

Card "Redundancy": "Saying the same thing twice in one breath: a free gift, return back, a
dead corpse."
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: A direction said twice running: a particle or a verb of one direction, then a word of
#: the same one ("up above", "down below", "backwards in reverse", "lowered down").
_WAYS: dict[str, tuple[str, ...]] = {
    "up": ("above", "overhead", "aloft", "upward", "upwards"),
    "down": ("below", "beneath", "underneath", "downward", "downwards"),
    "forward": ("in front", "ahead"),
    "forwards": ("in front", "ahead"),
    "backward": ("in reverse",),
    "backwards": ("in reverse",),
    "lowers": ("down",),
    "lowered": ("down",),
    "lowering": ("down",),
    "descend": ("down",),
    "descends": ("down",),
    "descended": ("down",),
    "ascend": ("up",),
    "ascends": ("up",),
    "ascended": ("up",),
}
_TWICE_WAY = re.compile(
    r"\b("
    + "|".join(_WAYS)
    + r") ("
    + "|".join(sorted({w for ws in _WAYS.values() for w in ws}, key=len, reverse=True))
    + r")\b"
)


def way_twice(t: Transcript) -> list[Hit]:
    """One direction said twice running ("climbs up to the top up above").

    >>> len(way_twice(Transcript("the bridge falls down below into the chasm")))
    1
    >>> way_twice(Transcript("I look up, above me the bats stir"))
    []
    >>> way_twice(Transcript("he climbs up above the broken step"))
    []
    """
    for m in _TWICE_WAY.finditer(t.norm):
        start, end = t.span(m.start(), m.end())
        if m.group(2) not in _WAYS[m.group(1)] or re.search(r"[,.;:!?—]", t.original[start:end]):
            continue
        if _particle_then_place(t, t.word_at(m.start())):
            continue
        return [Hit(m.start(), m.end(), f"{m.group(1)} {m.group(2)}: one direction twice")]
    return []


_OBJECT_OPENERS = wordset("the a an his her its their my your our this that")


def _particle_then_place(t: Transcript, i: int) -> bool:
    """Whether the direction word at ``i`` is a verb's particle ("gets up", "climbs down")
    and the next word a preposition with its object ("above the broken bit"): the verb
    says where it goes, the phrase where it ends up, each once."""
    words = t.words
    if i == 0 or i + 2 >= len(words):
        return False
    verb = words[i - 1].text
    kinds = nlp.lemmas(verb)
    moves = nlp.is_finite_verb(verb) or nlp.is_participle(verb) or "NOUN" not in kinds
    return "VERB" in kinds and moves and words[i + 2].text in _OBJECT_OPENERS
