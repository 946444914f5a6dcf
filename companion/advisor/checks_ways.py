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


#: A direction a verb's particle gives, and the words that give it again.
_AGAIN_WAY: dict[str, frozenset[str]] = {
    "up": wordset("up upward upwards"),
    "down": wordset("down downward downwards"),
    "back": wordset("back backward backwards"),
}
#: Words that begin a second deed, path or target between the two ("and", "to", "at").
_NEW_LEG = wordset("and then or but to into onto from at toward towards through across along")
#: After the second word, a place it names on its own ("down there", "back home").
_PLACE_NEXT = wordset("there here home again")


def way_after_object(t: Transcript) -> list[Hit]:
    """A verb's direction particle said again after its object, in one clause: "go down
    the stairs downward", "carry back the lamp back", "haul up the bucket upward".

    Between the two stand one to four words of the object, none a verb, none opening a
    second path or deed ("down the hall and down the stairs"); a second "down there" or
    "back home" names a place.

    >>> len(way_after_object(Transcript("I lift up the lid upward")))
    1
    >>> way_after_object(Transcript("I climb down the ladder and down the well"))
    []
    >>> way_after_object(Transcript("he looks back at the door, back where we came in"))
    []
    >>> way_after_object(Transcript("she yells climb up, climb up, and they do"))
    []
    """
    words = t.words
    for w in words[1:]:
        same = _AGAIN_WAY.get(w.text)
        verb = words[w.index - 1].text
        if same is None or "VERB" not in nlp.lemmas(verb):
            continue
        for k in range(w.index + 2, min(w.index + 6, len(words))):
            if t.breaks_before(k - 1, ",.;:!?—") or t.breaks_before(k, ",.;:!?—"):
                break  # the clause ended: "hurry up, hurry up" is a cry said twice
            between = words[k - 1]
            deed = nlp.verb_tense(between.text) and "NOUN" not in nlp.lemmas(between.text)
            if between.text in _NEW_LEG or deed:
                break
            nxt = words[k + 1].text if k + 1 < len(words) else ""
            if words[k].text in same and nxt not in _PLACE_NEXT and nxt not in _OBJECT_OPENERS:
                return [Hit(w.start, words[k].end, f"{w.text} ... {words[k].text}: said twice")]
    return []
