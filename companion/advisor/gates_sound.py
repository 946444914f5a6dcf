"""The "could fit" gates for the cards about sound: a sound-alike swapped in (malapropism),
rhyme, alliteration, sound words. Sounds are CMU pronunciations (``pronouncing``); words
the dictionary lacks are guessed from their spelling. See :mod:`companion.advisor.gates`.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from typing import Any

from companion.advisor import nlp, rarity
from companion.advisor.gate_text import (
    Said,
    content,
    forms,
)
from companion.advisor.gate_words import (
    SOUNDS,
)


@lru_cache(maxsize=1)
def _sound_table() -> tuple[list[str], list[str]]:
    """Common words (Zipf >= 3, in the CMU dictionary) and their sounds, one character per
    phoneme, for sound-alike search."""
    pronouncing: Any = nlp._pronouncing()
    pronouncing.init_cmu()
    codes: dict[str, str] = {}
    words: list[str] = []
    sounds: list[str] = []
    for word, found in pronouncing.lookup.items():
        if rarity.zipf(word) < 3.0 or not word.isalpha():
            continue
        phones = found[0].split()
        code = "".join(codes.setdefault(p.rstrip("012"), chr(0x100 + len(codes))) for p in phones)
        words.append(word)
        sounds.append(code)
    _CODES.update(codes)
    return words, sounds


_CODES: dict[str, str] = {}


def _code(phones: str) -> str:
    return "".join(_CODES.get(p.rstrip("012"), "?") for p in phones.split())


def sound_alike(sound: str, unlike: frozenset[str]) -> str | None:
    """A common word that sounds like ``sound`` (CMU phones) but is none of ``unlike``:
    one phoneme apart for short words, two for five or six, three for longer."""
    from rapidfuzz import process
    from rapidfuzz.distance import Levenshtein

    words, sounds = _sound_table()
    code = _code(sound)
    if len(code) < 3 or "?" in code:
        return None
    most = 1 if len(code) <= 4 else 2 if len(code) <= 6 else 3
    found = process.extract(code, sounds, scorer=Levenshtein.distance, score_cutoff=most, limit=12)
    for _code_found, _score, i in sorted(found, key=lambda f: (f[1], f[2])):
        other = words[i]
        if other not in unlike and not (forms(other) & unlike):
            return other
    return None


def malapropism(s: Said) -> str | None:
    """A word that sounds like a different common word (a sound-alike swapped in): one
    content word of four letters or more, or two said together ("escape goat")."""
    for view in s.each():
        for w in view:
            if content(w) and len(w) >= 4 and (sound := nlp.phones(w)):
                other = sound_alike(sound, forms(w))
                if other:
                    return f"{w!r} sounds like {other!r}"
        for a, b in pairwise(view):
            if content(a) and content(b) and (pa := nlp.phones(a)) and (pb := nlp.phones(b)):
                other = sound_alike(f"{pa} {pb}", forms(a) | forms(b))
                if other:
                    return f"{a} {b!r} sounds like {other!r}"
    return None


def unintentional_rhyme(s: Said) -> str | None:
    """Two different words that rhyme (the same sounds from the last stressed vowel on),
    at least one of them a content word ("drink it dry ... so shall I")."""
    for view in s.each():
        keys: dict[str, list[str]] = {}
        for w in view:
            key = nlp.rhyme_key(w)
            if "1" not in key:  # unstressed: "the", "a"
                continue
            for other in keys.get(key, []):
                if (content(w) or content(other)) and not (forms(other) & forms(w)):
                    return f"{other!r} rhymes with {w!r}"
            keys.setdefault(key, []).append(w)
    return None


_SPELT_ONSETS = {"ph": "F", "kn": "N", "wr": "R", "gn": "N", "ps": "S", "ch": "CH", "sh": "SH"}


def onset(word: str) -> str:
    """The first sound of ``word``: its CMU phoneme, or for a word the dictionary lacks a
    guess from its spelling in the same symbols ("gluttonously" -> G, "cider" -> S).

    >>> onset("gluttonously") == onset("greedily"), onset("cinder") == onset("cat")
    (True, False)
    """
    phones = nlp.phones(word)
    if phones:
        return phones.split()[0].rstrip("012")
    if word[:2] in _SPELT_ONSETS:
        return _SPELT_ONSETS[word[:2]]
    if word[0] == "c":
        return "S" if word[1:2] in {"e", "i", "y"} else "K"
    return {"q": "K", "j": "JH", "x": "Z", "y": "Y"}.get(word[0], word[0].upper())


def alliteration_excess(s: Said) -> str | None:
    """Three different words within six that begin with the same sound."""
    for view in s.each():
        words = [(i, w) for i, w in enumerate(view) if content(w) and len(w) > 1]
        for k, (i, w) in enumerate(words):
            sound = onset(w)
            run = {w}
            for j, other in words[k + 1 :]:
                if j - i > 5:
                    break
                if onset(other) == sound:
                    run.add(other)
            if len(run) >= 3:
                return f"{len(run)} words begin with the same sound"
    return None


def unknown_word(word: str) -> bool:
    """Not a word of the frequency list, the CMU dictionary or the lemma tables."""
    return rarity.zipf(word) == 0.0 and not nlp.phones(word) and not nlp.lemmas(word)


def onomatopoeia(s: Said) -> str | None:
    """A sound word: a known one, a drawn-out one ("boooom"), or a word no dictionary
    knows that stands on its own ("FWOOSH!", ", shhk,") or comes twice ("shunk shunk")."""
    for view in s.each():
        for a, b in pairwise(view):
            if a == b and unknown_word(a) and a.isalpha():
                return f"sound {a!r} twice"
        for w in view:
            if w in SOUNDS or forms(w) & SOUNDS:
                return f"sound word {w!r}"
            if any(c * 3 in w for c in set(w)) and w.isalpha():
                return f"drawn-out sound {w!r}"
    for said in s.t.words:
        start, end = s.t.span(said.start, said.end)
        after = s.original[end:].lstrip()[:1]
        before = s.original[:start].rstrip()[-1:]
        alone = after in {"!", ",", ".", ";", ""} or before in {",", ";", ":", "!", "."}
        if unknown_word(said.text) and said.text.isalpha() and alone:
            return f"sound {said.text!r} on its own"
    return None
