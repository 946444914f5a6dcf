"""The as-you-know card's structural check: what the listeners know, told to them.

Card "As you know": "Telling listeners something they already know, purely to inform the
audience." The deck's cue phrases hold the set forms ("as you well know"); this check reads
the form they share, with speech's contractions spelt out ("you'll" is "you will"):

- "as" + the listeners + a knowing verb, with any modals and adverbs between ("as you must
  know", "as you'll recall", "as every one of us knows");
- the listeners + a knowing verb opening a clause, then what the speaker did or is ("you
  know I copied ...", "you lot know as well as I do", "you and me both know you ...",
  "you'll all remember I ..."), not the filler "you know," nor "the reason you know";
- what the listeners will have noticed or have known of the speaker ("you'll have noticed",
  "you've known me since the abbey").
"""

from __future__ import annotations

import re

from companion.advisor.text import Hit, Transcript

_LISTENERS = (
    r"(?:you|we|yall|everyone|everybody|every one of us|all of us|each of you)"
    r"(?: (?:lot|all|both|people|folk|folks|lads|two|three))?"
)
_KNOWING = (
    r"(?:know|knows|remember|recall|recollect|are aware|have heard|have noticed"
    r"|will have noticed|have seen)"
)
_BETWEEN = (
    r"(?: (?:will|must|should|may|might|surely|certainly|well|already|all|both|of course"
    r"|no doubt|doubtless|probably|have))*"
)
_AS = re.compile(rf"\bas {_LISTENERS}{_BETWEEN} {_KNOWING}\b")
_TOLD = re.compile(
    rf"\b(?:you(?: (?:lot|all|both|two))?|you and (?:me|i) both){_BETWEEN} (?:know|remember"
    r"|recall) (?:that |as well as |full well )?(?:i|im|i am|ive|i have|we|my|you|your)\b"
)
_NOTICED = re.compile(
    r"\byou(?: all| lot)? will(?: all)? have (?:noticed|seen|heard)\b"
    r"|\byou have known me (?:since|for)\b"
)
#: What may stand before a clause the listeners' knowing opens.
_OPENS = frozenset({"", ",", ".", ";", ":", "!", "?", "'", '"', "“", "‘", "—"})
_LEADS = frozenset({"and", "so", "but", "now", "well"})


def opens_clause(t: Transcript, view: Transcript, start: int) -> bool:
    """The words at ``start`` (in ``view``) open a clause: after punctuation or a lead
    word ("so you know I ..."), not inside one ("the reason you know ...")."""
    first, _ = view.span(start, start + 1)
    before = t.original[:first].rstrip()
    if before[-1:] in _OPENS:
        return True
    last = before.split()[-1].lower() if before.split() else ""
    return last in _LEADS


def _no_pause(t: Transcript, view: Transcript, start: int, end: int) -> bool:
    """No comma or question mark inside the span: "you know, you ..." is a filler."""
    first, last = view.span(start, end)
    return not re.search(r"[,?]", t.original[first:last])


def as_you_know(t: Transcript) -> list[Hit]:
    """Listeners told what they know: "as" + listeners + knowing, listeners + knowing
    opening a clause about the speaker, or what they will have noticed.

    >>> len(as_you_know(Transcript("As you must know, Count, my family owns this valley.")))
    1
    >>> len(as_you_know(Transcript("'Bren, you know I forged that blade,' I say.")))
    1
    >>> as_you_know(Transcript("It's big, you know, I mean really big."))
    []
    >>> as_you_know(Transcript("The reason you know I'm honest is that I say so."))
    []
    """
    for view in (t, t.spoken):
        for pattern in (_AS, _NOTICED, _TOLD):
            for m in pattern.finditer(view.norm):
                if not _no_pause(t, view, m.start(), m.end()):
                    continue
                if pattern is _TOLD and not opens_clause(t, view, m.start()):
                    continue
                hit = Hit(m.start(), m.end(), "what the listeners know, told to them")
                return [hit] if view is t else [t.in_view(view, hit)]
    return []
