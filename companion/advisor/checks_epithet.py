"""The epithet-overload check: a character named by a string of epithets.

Card "Epithet overload": "A character named by a string of epithets instead of their name."
An epithet is a title standing for the name: "the X" ("the mighty barbarian"), "the X of Y"
("the scourge of the north"), or one whose owner is named before it ("the Prince's Shadow",
the shadow of the prince: an "of" turned round). Written with capitals in two words or more
it is a title by its look ("the Gorget-Wearer"; "the Duke" alone is a rank), and may be
placed as an "of" places it ("the Loudest Throat in the North"). After a comma, in the
same string, it may drop its "the" ("bane of whalers") or come with the character's name
again ("Osk the bone-breaker").
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript


def _modifier(word: str) -> bool:
    """Whether a word can open a descriptive epithet ("mighty", "bronzed")."""
    found = nlp.lemmas(word)
    return "ADJ" in found or (nlp.is_past_participle(word) and "NOUN" not in found)


#: Words that may open the object of an epithet's "of" ("the terror of every tavern").
_OF_DETERMINERS = wordset("the every all a an this that these those")
_OF_STOP = wordset("the and of")


@dataclass(frozen=True)
class _Epithet:
    """One epithet of a chain: its first and last word, the index of the word its body
    opens with, whether it has an "of" ("X of Y", or a title's place: "the Loudest Throat in
    the North") and whether it is a title ("the Prince's Shadow", "the Gorget-Wearer")."""

    first: int
    last: int
    body: int
    of: bool
    titled: bool

    @property
    def owned(self) -> bool:
        """Whether the epithet names whose or what it is, or is a title by its look."""
        return self.of or self.titled


def _titled_owner(t: Transcript, i: int) -> bool:
    """Whether word ``i`` is a title's owner, capitalised with a possessive "'s" before
    another capitalised word ("Prince's Shadow"; not "the troll's bread", nor "the wind's
    in the east")."""
    words = t.words
    if i + 1 >= len(words):
        return False
    start, end = t.span(words[i].start, words[i].end)
    nxt = t.original[t.span(words[i + 1].start, words[i + 1].end)[0]]
    mark = t.original[end - 2 : end - 1]
    return mark in {"'", "’"} and t.original[start].isupper() and nxt.isupper()


def _capitalised(t: Transcript, first: int, stop: int) -> bool:
    """Whether words ``first``..``stop - 1`` are all written with a capital, as a title is
    ("the Loudest Throat", "the Gorget-Wearer"), in text that is not all capitals."""
    if first >= stop or t.original.isupper():
        return False
    return all(t.original[t.span(w.start, w.end)[0]].isupper() for w in t.words[first:stop])


#: Words that place a title as "of" does ("the Loudest Throat in the North").
_PLACES = wordset("in on under beyond from")


def _epithet(t: Transcript, j: int, start: int) -> _Epithet | None:
    """The epithet whose body opens at word ``j`` (after its "the", if any; ``start``: its
    first word): up to three words, then an "of" (or, after a title, a place word) and its
    object (a word or two); a comma ends it."""
    words = [w.text for w in t.words]
    k, body = j, 0
    while k < len(words) and body < 3 and words[k] not in _OF_STOP:
        if body and (t.breaks_before(k, ",") or (words[k] in _PLACES and _capitalised(t, j, k))):
            break
        k, body = k + 1, body + 1
    if body == 0:
        return None
    titled = (k - j > 1 and _capitalised(t, j, k)) or any(
        _titled_owner(t, x) for x in range(j, k - 1)
    )
    of = k < len(words) and (words[k] == "of" or (titled and words[k] in _PLACES))
    if of:
        k += 1
        if k < len(words) and words[k] in _OF_DETERMINERS:
            k += 1
        k += 1
        more = k < len(words) and not t.breaks_before(k, ",")
        if more and words[k] not in _OF_STOP and words[k] not in nlp.STOPWORDS:
            k += 1
    return _Epithet(start, min(k, len(words)) - 1, j, of, titled)


def _next(t: Transcript, j: int, chained: bool) -> _Epithet | None:
    """The epithet opening at word ``j``: "the ..."; or, after a comma inside a chain, the
    actor's name and "the ..." or a bare "X of Y" ("bane of whalers")."""
    words = t.words
    if words[j].text == "the":
        return _epithet(t, j + 1, j) if j + 1 < len(words) else None
    if not chained or not t.breaks_before(j, ","):
        return None
    if words[j].text in t.actor_words and j + 2 < len(words) and words[j + 1].text == "the":
        return _epithet(t, j + 2, j)
    if words[j].text in nlp.STOPWORDS or words[j].text.isdigit():
        return None
    found = _epithet(t, j, j)
    return found if found is not None and found.of else None


def epithet_overload(t: Transcript) -> list[Hit]:
    """A chain of three or more epithets: two of them "X of Y", or (with no "and", which
    makes a list of different things) two titles ("the Prince's Shadow", "the Gorget-Wearer",
    "X of Y") or one and the rest adjective + noun.

    >>> len(epithet_overload(Transcript(
    ...     "the mighty barbarian, the scourge of the north, the son of the steppes leaps")))
    1
    >>> epithet_overload(Transcript("the elf, the ranger and the dwarf run in"))
    []
    >>> len(epithet_overload(Transcript(
    ...     "the bold one the child of the frozen north the bane of every bandit he swings")))
    1
    >>> len(epithet_overload(Transcript(
    ...     "the Wolf, the King's Hound, the Last Blade of Vorn draws", actor="Vorn")))
    1
    >>> len(epithet_overload(Transcript(
    ...     "the hag of the fens, eater of lambs, mother of crows cackles")))
    1
    >>> epithet_overload(Transcript("I pay the innkeeper, a bag of coins, a jug of ale"))
    []
    >>> len(epithet_overload(Transcript(
    ...     "I, the Loudest Throat in the North, the Herald of Doom, the Gorget-Wearer, bellow")))
    1
    >>> epithet_overload(Transcript("I pass the Iron Gate, the Red Tower and the Black Keep"))
    []
    """
    words = [w.text for w in t.words]
    hits: list[Hit] = []
    i = 0
    while i < len(words):
        chain: list[_Epithet] = []
        listed = False
        j = i
        while j < len(words):
            found = _next(t, j, bool(chain))
            if found is None:
                break
            chain.append(found)
            j = found.last + 1
            if j < len(words) and words[j] == "and":
                j, listed = j + 1, True
        with_of = sum(1 for c in chain if c.of)
        owned = sum(1 for c in chain if c.owned)
        described = all(
            c.owned or (c.last - c.body >= 1 and _modifier(words[c.body])) for c in chain
        )
        named = owned >= 2 or (owned and described)
        if len(chain) >= 3 and (with_of >= 2 or (named and not listed)):
            start, end = t.words_span(chain[0].first, chain[-1].last)
            hits.append(Hit(start, end, f"{len(chain)} epithets"))
            i = chain[-1].last + 1
        else:
            i += 1
    return hits
