"""The continuity error against the scene: the telling counts a being's parts otherwise than
the challenge's name established them.

Card "Continuity error": "The telling contradicts a detail of the story or scene that was
just established." A challenge's name may count a part of its being ("Three-headed goat
guardian", "One-clawed ice crab"); the telling contradicts it when it gives the whole a
different count ("both of her heads", "its four legs"), names more of the part than there
are ("two of its claws", "the fourth head"), or tells one of a lone part apart from another
("its left eye", "the other claw").
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.lexicons import NUMBERS, wordset
from companion.advisor.text import Hit, Transcript

#: "Three-headed", "one clawed", "single-eyed": a count and a part, in a challenge's name.
_COUNTED_PART = re.compile(r"\b([a-z]+|\d+)[- ]([a-z]+?)ed\b")
_OWNERS = wordset("its her his their the")
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}
#: Words that tell one of a part apart from another: a lone part has no other.
_ONE_OF_MORE = wordset("left right other")


def _part(stem: str) -> str | None:
    """The noun a counted part's "-ed" form is made from ("head", "eye", "leg"), or None."""
    for noun in (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""):
        if noun and "NOUN" in nlp.lemmas(noun):
            return nlp.lemma(noun)
    return None


def scene_parts(scene: str) -> dict[str, int]:
    """Part (lemma) -> count, as the challenges' names give them.

    >>> scene_parts("Three-headed goat guardian; One-clawed ice crab")
    {'head': 3, 'claw': 1}
    >>> scene_parts("Rusty armoured knight")
    {}
    """
    parts: dict[str, int] = {}
    for m in _COUNTED_PART.finditer(scene.lower()):
        count, part = NUMBERS.get(m.group(1)), _part(m.group(2))
        if count is not None and part is not None:
            parts.setdefault(part, count)
    return parts


def _told(words: list[str], i: int, count: int) -> str | None:
    """How the words before the part at ``i`` contradict its ``count``, or None."""
    before = words[max(0, i - 4) : i]
    plural = nlp.lemma(words[i]) != words[i]
    if plural:
        if "both" in before and count != 2:
            return "both"
        if len(before) >= 2 and before[-2] in _OWNERS and NUMBERS.get(before[-1], count) != count:
            return f"{before[-1]} in all"
        if len(before) >= 3 and before[-1] in _OWNERS and before[-2] == "of":
            some = NUMBERS.get(before[-3], 0)
            return f"{before[-3]} of them" if some > count else None
        return None
    if before[-1:] and _ORDINALS.get(before[-1], 0) > count:
        return f"the {before[-1]}"
    if count == 1 and before[-1:] and before[-1] in _ONE_OF_MORE:
        return f"a {before[-1]} one"
    return None


def scene_count(t: Transcript) -> list[Hit]:
    """A part of the scene's being counted otherwise than the challenge's name counts it.

    >>> t = Transcript("I scratch both of her heads", scene="Three-headed goat")
    >>> [h.why for h in scene_count(t)]
    ['head: 3 in the scene, both in the telling']
    >>> scene_count(Transcript("I scratch two of her heads", scene="Three-headed goat"))
    []
    >>> len(scene_count(Transcript("I poke its left eye", scene="One-eyed giant")))
    1
    >>> scene_count(Transcript("I poke its left eye", scene="Hill giant"))
    []
    """
    parts = scene_parts(t.scene)
    if not parts:
        return []
    words = [w.text for w in t.words]
    for i, word in enumerate(words):
        count = parts.get(nlp.lemma(word))
        if count is None:
            continue
        told = _told(words, i, count)
        if told is not None:
            start, end = t.words_span(max(0, i - 3), i)
            return [
                Hit(start, end, f"{nlp.lemma(word)}: {count} in the scene, {told} in the telling")
            ]
    return []
