"""A transcript in spoken form, with every word and match mapped back to the original text.

Detectors work on :func:`companion.deck.normalise`'s form (lower case, no
punctuation, apostrophes dropped) so that Whisper's output and typed text behave
alike; every hit is reported as a span (character offsets, end exclusive) of
the *original* transcript, so the quoted evidence is always the player's words.

:attr:`Transcript.spoken` is a second view of the same words with what speech does to
them undone (:mod:`companion.advisor.spoken`): contractions spelt out ("he's" -> "he is",
"don't" -> "do not"), "cause"/"coz" -> "because", "gonna" -> "going to", numbers as
words, a stuttered pronoun said once. Its offsets map to the same original text.

>>> t = Transcript("I swing -- MOTHER!")
>>> t.norm
'i swing mother'
>>> t.quote(8, 14)
('MOTHER', 11, 17)
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field
from functools import cached_property

from companion.deck import fold_accent, normalise

_APOSTROPHES = frozenset("'’‘`´")
_WORD = re.compile(r"[a-z0-9]+")


#: A quotation: double quotes, or single quotes that are not an apostrophe inside a word.
_QUOTED = re.compile(r"[\"“”][^\"“”]*[\"“”]|(?<!\w)['‘][^'‘’]*['’](?!\w)")

#: Hesitation sounds Whisper writes out ("he um he bellows"): no detector should see them.
FILLERS = frozenset({"um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "mm"})


def _without_fillers(norm: str, where: list[int]) -> tuple[str, list[int]]:
    """``norm`` with its filler words dropped, and the offset map kept in step.

    >>> _without_fillers("he um bellows", list(range(13)))
    ('he bellows', [0, 1, 5, 6, 7, 8, 9, 10, 11, 12])
    """
    keep: list[int] = []
    for m in _WORD.finditer(norm):
        if m.group(0) in FILLERS:
            continue
        if keep:
            keep.append(m.start() - 1)
        keep.extend(range(m.start(), m.end()))
    return "".join(norm[i] for i in keep), [where[i] for i in keep]


@dataclass(frozen=True)
class Word:
    """One word of the normalised text: its text and its span in the normalised string."""

    text: str
    start: int
    end: int
    index: int


@dataclass(frozen=True)
class Hit:
    """A detector match: a span of the *normalised* text and why it matched."""

    start: int
    end: int
    why: str = ""

    def overlaps(self, other: Hit) -> bool:
        """Whether two spans share at least one character."""
        return self.start < other.end and other.start < self.end


@dataclass
class Transcript:
    """The original text, its normalised form and the offset map between them.

    ``actor`` is the acting character's name, when known: checks read a clause opened by it
    as one told about the actor ("Brakka said ... and she hurls"). ``scene`` is the names of
    the challenges faced, when known: a name may establish a detail the telling must keep
    ("Three-headed goat guardian").
    """

    original: str
    actor: str = ""
    scene: str = ""
    norm: str = field(init=False)
    _map: list[int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        out: list[str] = []
        where: list[int] = []
        for i, ch in enumerate(self.original):
            if ch in _APOSTROPHES:
                continue
            low = ch.lower()
            low = low[0] if low else low
            if not low.isascii():
                low = fold_accent(low)
            if ("a" <= low <= "z") or ("0" <= low <= "9"):
                out.append(low)
                where.append(i)
            elif out and out[-1] != " ":
                out.append(" ")
                where.append(i)
        while out and out[-1] == " ":
            out.pop()
            where.pop()
        self.norm, self._map = _without_fillers("".join(out), where)

    @classmethod
    def view(
        cls, original: str, norm: str, where: list[int], actor: str = "", scene: str = ""
    ) -> Transcript:
        """Another normalised form of ``original`` (``where``: each character's offset in it)."""
        t = cls.__new__(cls)
        t.original, t.actor, t.scene, t.norm, t._map = original, actor, scene, norm, where
        return t

    @cached_property
    def spoken(self) -> Transcript:
        """The same words with speech's contractions and shortenings spelt out."""
        from companion.advisor.spoken import spell_out

        norm, where = spell_out(self)
        if norm == self.norm:
            return self
        return Transcript.view(self.original, norm, where, self.actor, self.scene)

    @cached_property
    def narration_words(self) -> frozenset[str]:
        """The normalised words outside quotation marks: the player's own telling, not
        what someone says aloud.

        >>> sorted(Transcript("Bruk grins: 'I am hungry!'").narration_words)
        ['bruk', 'grins']
        """
        return frozenset(normalise(_QUOTED.sub(" ", self.original)).split())

    @cached_property
    def quoted(self) -> tuple[tuple[int, int], ...]:
        """Normalised spans of what someone says aloud, inside quotation marks.

        >>> t = Transcript("Bruk grins: 'I am hungry!'")
        >>> [t.norm[a:b].strip() for a, b in t.quoted]
        ['i am hungry']
        """
        return tuple(self.norm_span(m.start(), m.end()) for m in _QUOTED.finditer(self.original))

    @cached_property
    def said(self) -> Transcript:
        """The words said aloud (:attr:`quoted`) joined into one text across the speech tags
        that interrupt them, each character mapped to the original; the transcript itself
        when nothing is quoted.

        >>> Transcript("'Tolls,' he rumbles, 'are for others.' He sits.").said.norm
        'tolls are for others'
        >>> Transcript("' '").said.norm
        ''
        """
        parts: list[str] = []
        where: list[int] = []
        for a, b in self.quoted:
            b = min(b, len(self.norm))  # a quotation of nothing but marks ("' '") is empty
            while a < b and self.norm[a] == " ":
                a += 1
            while b > a and self.norm[b - 1] == " ":
                b -= 1
            if a == b:
                continue
            if parts:
                parts.append(" ")
                where.append(where[-1])
            parts.append(self.norm[a:b])
            where.extend(self._map[a:b])
        if not parts:
            return self
        return Transcript.view(self.original, "".join(parts), where, self.actor, self.scene)

    def quotation_at(self, pos: int) -> tuple[int, int] | None:
        """The span of :attr:`quoted` that normalised offset ``pos`` stands in, or None.

        >>> t = Transcript("Bruk grins: 'I am hungry!'")
        >>> t.quotation_at(t.norm.index("hungry")) == t.quoted[0], t.quotation_at(0)
        (True, None)
        """
        return next((q for q in self.quoted if q[0] <= pos < q[1]), None)

    @cached_property
    def actor_words(self) -> frozenset[str]:
        """The normalised words of the actor's name ("Grignr of Ecalpon" -> grignr)."""
        words = normalise(self.actor).split()
        return frozenset(words[:1]) if words else frozenset()

    def in_view(self, other: Transcript, hit: Hit) -> Hit:
        """``hit`` (a span of ``other``, a view of the same original) as a span of this view."""
        start, end = other.span(hit.start, hit.end)
        first, last = self.norm_span(start, end)
        return Hit(first, last, hit.why)

    @cached_property
    def words(self) -> tuple[Word, ...]:
        """The normalised words, in order."""
        return tuple(
            Word(m.group(0), m.start(), m.end(), i) for i, m in enumerate(_WORD.finditer(self.norm))
        )

    def word_at(self, pos: int) -> int:
        """Index of the word containing or following normalised offset ``pos``."""
        for w in self.words:
            if w.end > pos:
                return w.index
        return len(self.words)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original-text span of normalised span ``[start, end)``."""
        end = max(end, start + 1)
        return self._map[start], self._map[end - 1] + 1

    def norm_span(self, start: int, end: int) -> tuple[int, int]:
        """Normalised span behind original span ``[start, end)``."""
        first = bisect_left(self._map, start)
        last = bisect_left(self._map, end)
        return first, max(last, first + 1)

    def norm_trimmed(self, start: int, end: int) -> tuple[int, int]:
        """Normalised span behind original span ``[start, end)`` (a sentence, say), within
        the normalised text and without the spaces at its edges (empty when it holds no
        word: ``first == last``)."""
        first, last = self.norm_span(start, end)
        last = min(last, len(self.norm))
        while first < last and self.norm[first] == " ":
            first += 1
        while last > first and self.norm[last - 1] == " ":
            last -= 1
        return first, last

    def quote(self, start: int, end: int) -> tuple[str, int, int]:
        """The original words behind a normalised span: ``(text, start, end)``."""
        s, e = self.span(start, end)
        return self.original[s:e], s, e

    def gap_before(self, index: int) -> str:
        """The original text between word ``index - 1`` and word ``index``: the spaces and
        marks between them ("the ogre, then" -> ", " before "then").

        >>> Transcript("the ogre, then").gap_before(2)
        ', '
        """
        prev, word = self.words[index - 1], self.words[index]
        return self.original[
            self.span(prev.start, prev.end)[1] : self.span(word.start, word.end)[0]
        ]

    def breaks_before(self, index: int, marks: str) -> bool:
        """Whether a mark of ``marks`` stands between word ``index - 1`` and word ``index``."""
        gap = self.gap_before(index)
        return any(c in gap for c in marks)

    def words_span(self, first: int, last: int) -> tuple[int, int]:
        """Normalised span covering words ``first``..``last`` (inclusive)."""
        return self.words[first].start, self.words[last].end


def find_quote(transcript: str, quote: str) -> tuple[int, int] | None:
    """Where ``quote`` occurs in ``transcript``, comparing normalised forms.

    Case, punctuation and whitespace are ignored, so an LLM that re-punctuates a
    quote still finds it; a word the player never said does not.

    >>> find_quote("I swing, Mother!", "swing mother")
    (2, 15)
    >>> find_quote("I swing Mother", "swing father") is None
    True
    """
    needle = normalise(quote)
    if not needle:
        return None
    t = Transcript(transcript)
    m = re.search(rf"(?<![a-z0-9]){re.escape(needle)}(?![a-z0-9])", t.norm)
    if m is None:
        return None
    return t.span(m.start(), m.end())
