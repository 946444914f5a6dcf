"""Where one LLM reply's quotes lie in the transcript, and what the check has spent so far.

:mod:`companion.advisor.reply_check` checks card claims and
:mod:`companion.advisor.reply_bonuses` checks bonus claims; both read the same
:class:`Quotes`: the transcript's word spans, the sentences that address the advisor (no
quote there backs anything), the spans already backing a claim (one claim per quote), the
model's additions so far (at most :data:`MAX_MODEL_ADDITIONS` an action) and the notes on
what was dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from companion.advisor.addressing import advisor_sentences
from companion.advisor.models import Evidence
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise

#: Most card instances and bonuses the model may add to the detectors' in one action.
#: Two: on the labelled sets the detectors miss at most two of an item's card instances
#: and bonuses on most items (BENCHMARKS.md, "The LLM's additions"), and it bounds what
#: a model talked round can add to +2 on a roll, each marked for the GM.
MAX_MODEL_ADDITIONS = 2


@dataclass(frozen=True)
class Span:
    """A span of the normalised transcript, as word indices (inclusive)."""

    first: int
    last: int

    def overlaps(self, other: Span) -> bool:
        """Whether the two share a word."""
        return self.first <= other.last and other.first <= self.last

    def near(self, other: Span, words: int) -> bool:
        """Whether ``other`` lies within ``words`` words of this span."""
        return self.first - words <= other.last and other.first <= self.last + words


class Quotes:
    """One reply's quotes against one transcript: where they lie and what they have backed.

    ``names`` are the deck's card names and ids (naming one is a sign of a sentence that
    addresses the advisor)."""

    def __init__(self, t: Transcript, names: list[str]) -> None:
        #: The transcript as spoken (evidence quotes its words).
        self.text = t.original
        #: Read as the detectors read it (:meth:`SuggestContext.read`).
        self.t = t
        #: Why claims were dropped or marked, in order.
        self.notes: list[str] = []
        #: Spans already backing a claim.
        self.used: list[Span] = []
        #: Spans of the sentences that address the advisor.
        self.aside = [
            self.span(*self.t.norm_span(s, e)) for s, e in advisor_sentences(self.t, names)
        ]
        #: The model's additions so far (card instances and bonuses).
        self.added = 0

    def span(self, start: int, end: int) -> Span:
        """Word span of normalised span ``[start, end)``."""
        first = self.t.word_at(start)
        last = max(first, self.t.word_at(max(start, end - 1)))
        return Span(first, min(last, max(len(self.t.words) - 1, 0)))

    def occurrences(self, quote: str) -> list[tuple[Span, int, int]]:
        """Every place the quote's words occur: (word span, original start, original end)."""
        needle = normalise(quote)
        if not needle or not self.t.words:
            return []
        out = []
        for m in re.finditer(rf"(?<![a-z0-9]){re.escape(needle)}(?![a-z0-9])", self.t.norm):
            start, end = self.t.span(m.start(), m.end())
            out.append((self.span(m.start(), m.end()), start, end))
        return out

    def hit(self, e: Evidence) -> Hit | None:
        """A detector's evidence as a hit on the normalised text (None without offsets)."""
        if e.start is None or e.end is None:
            return None
        return Hit(*self.t.norm_span(e.start, e.end), e.why)

    def evidence(self, start: int, end: int, why: str) -> Evidence:
        """Evidence quoting the transcript's ``[start, end)``."""
        return Evidence(quote=self.text[start:end], start=start, end=end, why=why)

    def in_aside(self, span: Span) -> bool:
        """Whether ``span`` shares a word with a sentence that addresses the advisor."""
        return any(span.overlaps(a) for a in self.aside)

    def places(self, what: str, quote: str) -> list[tuple[Span, int, int]]:
        """Where ``quote`` may back a claim: in the transcript, not already backing one,
        not in words that address the advisor (a note says why when nowhere)."""
        places = self.occurrences(quote)
        if not places:
            self.notes.append(
                f"dropped a quote for {what}: {quote[:60]!r} is not in the transcript"
            )
            return []
        free = [p for p in places if not any(p[0].overlaps(u) for u in self.used)]
        if not free:
            self.notes.append(f"dropped a quote for {what}: {quote[:60]!r} already backs a claim")
            return []
        clean = [p for p in free if not self.in_aside(p[0])]
        if not clean:
            self.notes.append(f"dropped a quote for {what}: its words address the advisor")
        return clean
