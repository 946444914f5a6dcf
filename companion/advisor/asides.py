"""Out-of-character asides: what a player says to the table, not about the action.

Rule ("Action rolls", 1. Description): the player describes the character's action; an
aside to the table ("sorry, hang on, my phone's going", "ooc is there any sun down
here") is no part of that description, so no card is earned by its words.

An aside is a sentence (as the text punctuates it) that opens with a word of table talk:
"ooc", "out of character", "sorry", "hang on", "hold on", "one sec", "brb"; or a question
to the GM that opens with "wait" ("wait, can I do that?"). Anything in brackets or
parentheses is one too: a transcriber's note ("[laughter]") or what a player writes to the
GM beside the story ("(That one is a Tom Swifty, GM.)", "[For the GM: ...]").

So is the rest of a sentence from the clause where the player speaks as themselves
(:func:`table_talk`): "not my character", "irl", "in real life", "my real ...", "brb",
"sorry guys", "ooc" met later in the sentence, or the character's own set against the
player's ("not my dad, my dad sells insurance ha"); and a clause that breaks off to ask the
room something ("..., hang on whose phone is that, and ...": :func:`break_ins`). Their
modern things (phones, pizza, insurance) are the player's world, not an anachronism put
into the story.

>>> from companion.advisor.text import Transcript
>>> t = Transcript("sorry hang on my phone's going. Okay. Dagney runs along the moat.")
>>> [t.norm[a:b] for a, b in asides(t)]
['sorry hang on my phones going']
>>> asides(Transcript("Wait! the ogre cries, and I swing"))
[]
>>> t = Transcript("She struck it twice. (My cliché card, GM, I fear.) [laughter]")
>>> [t.norm[a:b] for a, b in asides(t)]
['my cliche card gm i fear', 'laughter']
>>> t = Transcript("He'd know where armour's weakest. Not my dad, my dad sells insurance ha")
>>> [t.norm[a:b] for a, b in asides(t)]
['not my dad my dad sells insurance ha']
"""

from __future__ import annotations

import re
from itertools import pairwise

from companion.advisor.text import Transcript

_OPENS = re.compile(r"(?:ooc|out of character|sorry|hang on|hold on|one sec|brb)\b")
_WAIT_QUESTION = re.compile(r"(?:oh )?wait (?:can|do|does|did|is|are|am|could|would|should) ")
_END = re.compile(r"[.!?]+")
#: Marks of the player speaking as themselves anywhere in a sentence ("my real" but not of
#: what the character is after: "my real target is the wizard").
_TABLE_TALK = re.compile(
    r"\b(?:ooc|out of character|not (?:in|my) character|irl|in real life|brb|be right back"
    r"|sorry (?:guys|everyone|everybody|folks|yall|y all|all(?! of))"
    r"|my real(?! (?:name|names|target|plan|goal|aim|reason|purpose|quarry|foe|enemy|prize"
    r"|mission|quest|weapon|self|strength|power|intent|intention)\b))\b"
)
#: The character's own set against the player's: "not my dad, my dad", "not his car, my car".
_OWN = re.compile(r"\bnot (?:my|his|her|their) (\w+) (?:\w+ ){0,2}?my (?:own |real )?\1\b")
#: Marks that end a clause within a sentence.
_CLAUSE = re.compile(r"[,;:\u2013\u2014]|--")
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
#: A clause that breaks off to ask the room something: "hang on whose phone is that".
_BREAK_IN = re.compile(
    r"(?:hang on|hold on|one sec|sorry) (?:whose|who|whos|what|whats|where|wheres"
    r"|is that|is it|was that|did someone|did you|can someone|can you)\b"
)


#: Words that come back from an aside to the action: "my real phone just rang, anyway I
#: swing" (the swing is the action's).
_BACK = re.compile(r"\b(?:anyway|anyways|anyhow|back to (?:it|the game|the action))\b")


def _until_back(t: Transcript, first: int, last: int) -> tuple[int, int]:
    """The aside ``[first, last)`` of ``t.norm`` up to the word that comes back to the
    action, if one follows within it; the whole span otherwise."""
    back = _BACK.search(t.norm, first + 1, last)
    return (first, len(t.norm[: back.start()].rstrip())) if back else (first, last)


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
            out.append(_until_back(t, first, last))
        elif norm:
            out.extend(table_talk(t, start, end))
            out.extend(break_ins(t, start, end))
        start = end
    return sorted([*out, *bracketed(t)])


def table_talk(t: Transcript, start: int, end: int) -> list[tuple[int, int]]:
    """The normalised span of the sentence ``t.original[start:end]`` from the clause where
    the player speaks as themselves to its end, outside quotation marks; none without.

    >>> t = Transcript("I duck, sorry guys, my phone buzzed")
    >>> [t.norm[a:b] for a, b in table_talk(t, 0, len(t.original))]
    ['sorry guys my phone buzzed']
    >>> t = Transcript("I wait, my real phone just rang, anyway I swing the axe")
    >>> [t.norm[a:b] for a, b in table_talk(t, 0, len(t.original))]
    ['my real phone just rang']
    >>> t = Transcript("My barbarian checks his wristwatch")
    >>> table_talk(t, 0, len(t.original))
    []
    """
    first, last = t.norm_trimmed(start, end)
    marks = [*_TABLE_TALK.finditer(t.norm, first, last), *_OWN.finditer(t.norm, first, last)]
    for mark in sorted(marks, key=lambda m: m.start()):
        if t.quotation_at(mark.start()) is not None:
            continue
        at, _ = t.span(mark.start(), mark.end())
        cuts = [c.end() for c in _CLAUSE.finditer(t.original, start, at)]
        return [_until_back(t, t.norm_trimmed(cuts[-1] if cuts else start, end)[0], last)]
    return []


def break_ins(t: Transcript, start: int, end: int) -> list[tuple[int, int]]:
    """The normalised spans of the clauses of the sentence ``t.original[start:end]`` that
    break off to ask the room something ("hang on whose phone is that"), outside quotation
    marks: the clause only, for the telling goes on after it.

    >>> t = Transcript("I sniff it, hang on whose phone is that, and I boil it")
    >>> [t.norm[a:b] for a, b in break_ins(t, 0, len(t.original))]
    ['hang on whose phone is that']
    >>> break_ins(Transcript("I sniff it, hang on to the rope, and I boil it"), 0, 42)
    []
    """
    out: list[tuple[int, int]] = []
    cuts = [start, *(c.end() for c in _CLAUSE.finditer(t.original, start, end)), end]
    for a, b in pairwise(cuts):
        first, last = t.norm_trimmed(a, b)
        if _BREAK_IN.match(t.norm, first, last) and t.quotation_at(first) is None:
            out.append((first, last))
    return out


def bracketed(t: Transcript) -> list[tuple[int, int]]:
    """Spans of ``t``'s normalised text in brackets or parentheses: asides set off by
    their marks, so no hit reaching into one is the action's."""
    out: list[tuple[int, int]] = []
    for m in _BRACKETED.finditer(t.original):
        first, last = t.norm_trimmed(m.start(), m.end())
        if first < last:
            out.append((first, last))
    return out
