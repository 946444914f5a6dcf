"""The quoted words a gate reads (:class:`Said`) and the word tests gates share.

A quote is read in both of the transcript's views (:class:`~companion.advisor.text.
Transcript`): as said, and with speech's contractions spelt out ("ain't never" and "do
not ... nobody" both show two negatives). A gate passes when either view meets it.

>>> s = Said("He doesn't know nothing, cause he's a fool")
>>> s.views[0][:3], s.views[1][:4]
(('he', 'doesnt', 'know'), ('he', 'does', 'not', 'know'))
>>> sorted(forms("bellowed"))
['bellow', 'bellowed']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import cached_property, lru_cache

from companion.advisor import nlp
from companion.advisor.text import Transcript

View = tuple[str, ...]


@lru_cache(maxsize=65536)
def forms(word: str) -> frozenset[str]:
    """The word and every lemma it can have (any part of speech)."""
    return frozenset({word, *(lem for found in nlp.lemmas(word).values() for lem in found)})


@lru_cache(maxsize=65536)
def pos(word: str) -> frozenset[str]:
    """The parts of speech ``word`` can be (``NOUN``, ``VERB``, ``ADJ``, ``ADV``...)."""
    return frozenset(nlp.lemmas(word))


@lru_cache(maxsize=65536)
def verb_lemmas(word: str) -> frozenset[str]:
    """The verbs ``word`` can be a form of, rare ones too ("chortles" -> chortle)."""
    import lemminflect  # type: ignore[import-untyped]

    found = set(nlp.lemmas(word).get("VERB", ()))
    found.update(lemminflect.getAllLemmasOOV(word, upos="VERB").get("VERB", ()))
    return frozenset(found)


def repeated(view: View, keep: Callable[[str], bool]) -> str | None:
    """The first word of ``view`` that ``keep`` admits and that shares a form with an earlier
    admitted one ("door ... doors"), else None.

    >>> repeated(("the", "door", "and", "the", "doors"), noun)
    'doors'
    """
    seen: set[str] = set()
    for w in view:
        if keep(w):
            if forms(w) & seen:
                return w
            seen |= forms(w)
    return None


def content(word: str) -> bool:
    """Whether ``word`` is a content word (not a function word, not a bare number)."""
    return word not in nlp.STOPWORDS and not word.isdigit() and len(word) > 1


def noun(word: str) -> bool:
    """Whether ``word`` can be a noun and is a content word."""
    return content(word) and "NOUN" in pos(word)


def verb(word: str) -> bool:
    """Whether ``word`` can be a verb and is a content word."""
    return content(word) and "VERB" in pos(word)


def adjective(word: str) -> bool:
    """Whether ``word`` can be an adjective and is a content word."""
    return content(word) and "ADJ" in pos(word)


class Said:
    """One quote, ready for the gates: its original text and its word views."""

    def __init__(self, quote: str) -> None:
        self.original = quote
        self.t = Transcript(quote)

    @cached_property
    def views(self) -> tuple[View, ...]:
        """The words as said, then (when different) with contractions spelt out."""
        said = tuple(w.text for w in self.t.words)
        spoken = tuple(w.text for w in self.t.spoken.words)
        return (said,) if spoken == said else (said, spoken)

    def first(self, found: Iterable[str | None]) -> str | None:
        """The first reason in ``found`` that is not None."""
        return next((f for f in found if f), None)

    def each(self) -> Iterator[View]:
        """Every view."""
        return iter(self.views)


def lemma_in(view: View, lemmas: frozenset[str]) -> list[int]:
    """Positions of words of ``view`` one of whose forms is in ``lemmas``."""
    return [i for i, w in enumerate(view) if forms(w) & lemmas]


def phrase_at(view: View, phrases: Iterable[str]) -> tuple[int, str] | None:
    """The first of ``phrases`` (normalised words) that occurs in ``view``, and where.

    >>> phrase_at(("look", "over", "there", "a", "pig"), ["over there", "by the way"])
    (1, 'over there')
    """
    best: tuple[int, str] | None = None
    for p in phrases:
        words = tuple(p.split())
        n = len(words)
        for i in range(len(view) - n + 1):
            if view[i : i + n] == words:
                if best is None or i < best[0]:
                    best = (i, p)
                break
    return best
