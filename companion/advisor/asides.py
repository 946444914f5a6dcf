"""Out-of-character asides: what a player says to the table, not about the action.

Rule ("Action rolls", 1. Description): the player describes the character's action; an
aside to the table ("sorry, hang on, my phone's going", "ooc is there any sun down
here") is no part of that description, so no card is earned by its words.

An aside is a sentence (as the text punctuates it) that opens with a word of table talk:
"ooc", "out of character", "sorry", "hang on", "hold on", "one sec", "brb"; or a question
to the GM that opens with "wait" ("wait, can I do that?"). Anything in brackets or
parentheses is one too: a transcriber's note ("[laughter]") or what a player writes to the
GM beside the story ("(That one is a Tom Swifty, GM.)", "[For the GM: ...]").

>>> from companion.advisor.text import Transcript
>>> t = Transcript("sorry hang on my phone's going. Okay. Dagney runs along the moat.")
>>> [t.norm[a:b] for a, b in asides(t)]
['sorry hang on my phones going']
>>> asides(Transcript("Wait! the ogre cries, and I swing"))
[]
>>> t = Transcript("She struck it twice. (My cliché card, GM, I fear.) [laughter]")
>>> [t.norm[a:b] for a, b in asides(t)]
['my cliche card gm i fear', 'laughter']
"""

from __future__ import annotations

import re

from companion.advisor.text import Transcript

_OPENS = re.compile(r"(?:ooc|out of character|sorry|hang on|hold on|one sec|brb)\b")
_WAIT_QUESTION = re.compile(r"(?:oh )?wait (?:can|do|does|did|is|are|am|could|would|should) ")
_END = re.compile(r"[.!?]+")
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def asides(t: Transcript) -> list[tuple[int, int]]:
    """Spans of ``t``'s normalised text that are asides to the table."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in [*_END.finditer(t.original), None]:
        end = m.end() if m else len(t.original)
        sentence = t.original[start:end]
        first, last = t.norm_trimmed(start, end)
        norm = t.norm[first:last]
        if norm and (_OPENS.match(norm) or ("?" in sentence and _WAIT_QUESTION.match(norm))):
            out.append((first, last))
        start = end
    return sorted([*out, *bracketed(t)])


def bracketed(t: Transcript) -> list[tuple[int, int]]:
    """Spans of ``t``'s normalised text in brackets or parentheses: asides set off by
    their marks, so no hit reaching into one is the action's."""
    out: list[tuple[int, int]] = []
    for m in _BRACKETED.finditer(t.original):
        first, last = t.norm_trimmed(m.start(), m.end())
        if first < last:
            out.append((first, last))
    return out
