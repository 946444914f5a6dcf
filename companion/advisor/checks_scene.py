"""The continuity error against the scene: the telling counts a being's parts, or the
beings, otherwise than the challenge's name established them.

Card "Continuity error": "The telling contradicts a detail of the story or scene that was
just established." A challenge's name may count a part of its being ("Three-headed goat
guardian", "One-clawed ice crab") or the beings themselves ("Seven imps"); the telling
contradicts it when it gives the whole a different count ("both of her heads", "all six
imps", "all 4 of them"), names more than there are ("two of its claws", "the fourth head"),
or tells a lone part apart from another ("the other claw", a left eye and a right eye).
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.lexicons import NUMBERS, wordset
from companion.advisor.text import Hit, Transcript

#: "Three-headed", "one clawed", "single-eyed": a count and a part, in a challenge's name.
_COUNTED_PART = re.compile(r"\b([a-z]+|\d+)[- ]([a-z]+?)ed\b")
#: "Seven imps", "Three ghouls in the crypt": a count and the beings counted.
_COUNTED_MANY = re.compile(r"\b([a-z]+|\d+) ((?:[a-z]+ ){0,2}?[a-z]+s)\b")
_OWNERS = wordset("its her his their the all")
_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}


def _noun(word: str) -> str | None:
    """The singular of a noun ("ghouls" -> "ghoul"; "imps", which the lemma tables lack, ->
    "imp"), or None for a word that is no noun."""
    if "NOUN" in nlp.lemmas(word):
        return nlp.lemma(word)
    if not nlp.lemmas(word) and len(word) > 3 and word.endswith("s") and word[-2] != "s":
        return word[:-1]
    return None


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
    >>> scene_parts("Three ghouls in the crypt")
    {'ghoul': 3}
    """
    parts: dict[str, int] = {}
    for m in _COUNTED_PART.finditer(scene.lower()):
        count, part = NUMBERS.get(m.group(1)), _part(m.group(2))
        if count is not None and part is not None:
            parts.setdefault(part, count)
    for m in _COUNTED_MANY.finditer(scene.lower()):
        count, noun = NUMBERS.get(m.group(1)), _noun(m.group(2).split()[-1])
        if count is not None and count > 1 and noun is not None:
            parts.setdefault(noun, count)
    return parts


def _told(words: list[str], i: int, count: int) -> str | None:
    """How the words before the part at ``i`` contradict its ``count``, or None."""
    before = words[max(0, i - 4) : i]
    plural = (_noun(words[i]) or words[i]) != words[i]
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
    return None


def _sides(words: list[str], part: str) -> bool:
    """Whether the telling tells a lone ``part`` apart from another: "the other eye", or a
    left one and a right one ("its left eye ... its right eye")."""
    told = {words[i - 1] for i in range(1, len(words)) if nlp.lemma(words[i]) == part}
    return "other" in told or {"left", "right"} <= told


def _all_of_them(words: list[str], parts: dict[str, int]) -> tuple[int, str, int] | None:
    """(where "all four of them" stands, the part, the count told) when the thing last named
    before it is a counted part of the scene and the count differs ("three ghouls ... the
    first ghoul ... all 4 of them")."""
    last = None
    for i, w in enumerate(words):
        named = _noun(w) if w not in nlp.STOPWORDS | set(_ORDINALS) | set(NUMBERS) else None
        last = named or last
        told = NUMBERS.get(words[i + 1]) if w == "all" and i + 3 < len(words) else None
        counted = parts.get(last or "")
        if told and counted and words[i + 2 : i + 4] == ["of", "them"] and told != counted:
            return i, last or "", told
    return None


def scene_count(t: Transcript) -> list[Hit]:
    """A part of the scene's being counted otherwise than the challenge's name counts it.

    >>> t = Transcript("I scratch both of her heads", scene="Three-headed goat")
    >>> [h.why for h in scene_count(t)]
    ['head: 3 in the scene, both in the telling']
    >>> scene_count(Transcript("I scratch two of her heads", scene="Three-headed goat"))
    []
    >>> len(scene_count(Transcript("I poke its left eye, then its right eye", scene="One-eyed")))
    1
    >>> scene_count(Transcript("I poke its left eye", scene="One-eyed giant"))
    []
    >>> len(scene_count(Transcript("I shoot the imps, all 4 of them", scene="Three imps")))
    1
    >>> scene_count(Transcript("the imps duck my arrows, all 4 of them", scene="Three imps"))
    []
    >>> scene_count(Transcript("I poke its left eye", scene="Hill giant"))
    []
    """
    parts = scene_parts(t.scene)
    if not parts:
        return []
    words = [w.text for w in t.words]
    them = _all_of_them(words, parts)
    if them is not None:
        i, part, told_count = them
        start, end = t.words_span(i, i + 3)
        why = f"{part}: {parts[part]} in the scene, {told_count} in the telling"
        return [Hit(start, end, why)]
    for i, word in enumerate(words):
        noun = _noun(word) or ""
        count = parts.get(noun)
        if count is None:
            continue
        told = _told(words, i, count)
        if told is None and count == 1 and _sides(words, noun):
            told = "one and another"
        if told is not None:
            start, end = t.words_span(max(0, i - 3), i)
            return [Hit(start, end, f"{noun}: {count} in the scene, {told} in the telling")]
    return []
