"""The cliché card's check: a stock phrase from a long list, in any tense and person.

Card "Cliché": "A phrase worn smooth by overuse." The deck's own cue phrases hold the
clichés a fantasy table says most; this check adds 730 more from published lists
(``data/cliches.txt``: write-good's and Garner's, as proselint collects them), matched
word by word on lemmas, so "he bides his time" finds "bide your time" and "spilled the
beans" finds "spill the beans": a possessive (my, your, his, her, their, our, its, one's)
stands for any other.

>>> [h.why for h in cliche(Transcript("Fine, I'll bide my time and wait."))]
["stock phrase 'bide your time'"]
>>> [h.why for h in cliche(Transcript("She spills the beans to the guard."))]
["stock phrase 'spilled the beans'"]
>>> cliche(Transcript("I wait a while and then spill the soup."))
[]
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise

PHRASES = Path(__file__).resolve().parent / "data" / "cliches.txt"
#: Possessives that stand for one another in a phrase ("bide your time", "bide my time").
_POSSESSIVES = wordset("my your his her their our its ones")
_ANY = "*"


def _key(word: str) -> str:
    return _ANY if word in _POSSESSIVES else nlp.lemma(word)


@lru_cache(maxsize=1)
def _index() -> dict[str, list[tuple[tuple[str, ...], str]]]:
    """First word's key -> (every word's key, the phrase as listed), longest first."""
    out: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for line in PHRASES.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        phrase = line.strip()
        keys = tuple(_key(w) for w in normalise(phrase).split())
        if len(keys) >= 2:
            out.setdefault(keys[0], []).append((keys, phrase))
    for entries in out.values():
        entries.sort(key=lambda e: -len(e[0]))
    return out


def cliche(t: Transcript) -> list[Hit]:
    """A stock phrase from the published lists, any tense, any possessive."""
    index = _index()
    keys = [_key(w.text) for w in t.words]
    hits: list[Hit] = []
    i = 0
    while i < len(keys):
        for phrase_keys, phrase in index.get(keys[i], ()):
            n = len(phrase_keys)
            if tuple(keys[i : i + n]) == phrase_keys:
                hits.append(
                    Hit(t.words[i].start, t.words[i + n - 1].end, f"stock phrase {phrase!r}")
                )
                i += n - 1
                break
        i += 1
    return hits
