"""The purple-prose card's check: florid words packed close, and adjectives heaped in a list.

Card "Purple prose": "Description so ornate and heaped with adjectives that it drowns the
action." :func:`~companion.advisor.checks_style.purple_prose` counts florid words; this adds
the heap itself, whatever its words: three or more describing words listed before one
noun, joined by commas or "and" ("the cold, dim, dust-choked, echoing vastness", "the dim
and silvery and ancient and weeping glimmer"). A describing word is an adjective, a
participle ("echoing", "dented") or a hyphenated compound ("frost-fanged", "sun-kissed");
words that also place, time or count ("up", "right", "last", "little", "big") and adverbs
are left out, so "real slow, real gentle" and "long, short, short, long" are no heap; a
heap of words that mostly begin alike ("drenched, dripping, drowned") is alliteration's.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_style import purple_prose as florid
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’]*(?:-[A-Za-z][A-Za-z'’]*)*|[,;:.!?—]")
#: Words that place, time, count or size as often as they describe.
_PLAIN = wordset(
    """up down out off over back round right after then about halfway long short real more
    less slow fast quiet like well okay ok just still even only whole last first next other
    same most many much few little big old good great tight"""
)
_FUNCTION = wordset(
    """the a an his her its their my your our this that of in on to with and or but so very
    too is was are be it he she they i you we all one some no"""
)
_JOINS = frozenset({",", "and"})
#: Endings that make a word no table knows an adjective ("lightless", "moonful").
_ADJECTIVE_ENDINGS = ("less", "ful", "ous", "ish", "ic", "ive", "en", "y")
_HEAP = 3


def _describes(token: str) -> bool:
    """An adjective or a hyphenated compound ("ice-maned"), not a plain or function word."""
    w = token.lower().replace("’", "'")
    if w in _FUNCTION or w in _PLAIN or "'" in w or w.endswith("ly"):
        return False
    if "-" in w:
        parts = w.split("-")
        last = parts[-1]
        return last.endswith(("ed", "ing", "en")) or "ADJ" in nlp.lemmas(last)
    lemmas = nlp.lemmas(w)
    if "ADP" in lemmas:
        return False
    participle = nlp.is_participle(w) or (w.endswith("ed") and nlp.is_past_participle(w))
    return "ADJ" in lemmas or participle or (not lemmas and w.endswith(_ADJECTIVE_ENDINGS))


def _heaps(text: str) -> list[tuple[int, int, int]]:
    """``(count, start, end)`` of each list of describing words before a noun."""
    tokens = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]
    out: list[tuple[int, int, int]] = []
    i = 0
    while i < len(tokens):
        if not _describes(tokens[i][0]):
            i += 1
            continue
        j, count, last = i, 0, i
        while j < len(tokens):
            if _describes(tokens[j][0]):
                count, last, j = count + 1, j, j + 1
            elif tokens[j][0] in _JOINS and j + 1 < len(tokens) and _describes(tokens[j + 1][0]):
                j += 1
            else:
                break
        joins = sum(1 for k in range(i, last) if tokens[k][0] in _JOINS)
        after = tokens[last + 1][0].lower() if last + 1 < len(tokens) else ""
        noun = after not in _FUNCTION and after not in _PLAIN and "NOUN" in nlp.lemmas(after)
        initials = [
            tokens[k][0][:1].lower() for k in range(i, last + 1) if tokens[k][0] not in _JOINS
        ]
        sounding = max(initials.count(c) for c in initials) >= _HEAP  # alliteration's, not this
        if count >= _HEAP and joins >= 2 and noun and not sounding:
            out.append((count, tokens[i][1], tokens[last][2]))
        i = max(j, i + 1)
    return out


def purple_prose(t: Transcript) -> list[Hit]:
    """Florid words packed close, or three describing words or more listed before a noun.

    >>> len(purple_prose(Transcript("into the cold, dim, dust-choked, echoing vastness I go")))
    1
    >>> purple_prose(Transcript("I go real slow, real gentle, real quiet past the guard"))
    []
    >>> purple_prose(Transcript("the tiny and cold and hungry you would leave behind"))
    []
    """
    found = florid(t)
    if found:
        return found
    for count, start, end in _heaps(t.original):
        first, last = t.norm_trimmed(start, end)
        return [Hit(first, last, f"{count} describing words heaped before a noun")]
    return []
