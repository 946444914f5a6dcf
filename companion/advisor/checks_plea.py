"""The appeal-to-emotion card's check: the heap of pity words, and the plea's own forms.

Card "Appeal to emotion": "Swaying the listener with pity, fear or sentiment instead of
reasons." :func:`~companion.advisor.checks_dialogue.appeal_to_emotion` finds pity words
heaped up; this adds the moves a plea makes with few of them, written from the definition:

- a loved one held up as the judge of the listener ("would she want to see you ...",
  "think of your mothers", "you were somebody's children");
- a face or a wound held up to be looked at ("look at his little face", "look at these
  feet"), said as an order, not told ("so the sphinx has to look at her own face");
- "please" and the speaker's dependants or youth instead of a reason ("please, I've six
  children", "please, ogre, my sheep are starving", "please, I am only fifteen").
"""

from __future__ import annotations

import re

from companion.advisor.checks_dialogue import appeal_to_emotion as heaped
from companion.advisor.checks_told import opens_clause
from companion.advisor.text import Hit, Transcript

#: Those a speaker's plea holds up: kin, little ones, the animals in their care.
_DEAR = (
    r"(?:mother|mothers|mum|mums|mam|mama|father|dad|children|child|kids|kid|babe|baby"
    r"|babies|family|wife|husband|son|sons|daughter|daughters|granny|gran|grandmother|grandma"
    r"|grandfather|grandpa|sister|brother|little ones|cat|dog|sheep|lamb|goats)"
)
_JUDGE = re.compile(
    r"\bwould (?:she|he|they|your \w+|their \w+|his \w+|her \w+) (?:want|like|wish) to see"
    r" (?:you|him|her|them|this)\b"
    rf"|\bthink (?:of|about|how) (?:your|her|his|their|our) (?:\w+ )?(?:{_DEAR}|face|faces)\b"
    r"|\b(?:somebodys|someones) (?:son|daughter|child|children|mother|father|baby|little)\b"
)
_LOOK = re.compile(
    r"\blook at (?:his|her|their|its|these|those|my|this) (?:\w+ ){0,2}?"
    r"(?:face|faces|eyes|feet|hands|tears)\b"
)
_PLEASE = re.compile(
    rf"\bplease\b(?: \w+){{0,10}} (?:i have|ive|i have got|ive got|my) (?:\w+ ){{0,2}}{_DEAR}\b"
    r"|\bplease\b(?: \w+){0,6} (?:i am|im) only (?:\w+ )?(?:ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|a child|a girl|a boy|small|little|young)\b"
)


def appeal_to_emotion(t: Transcript) -> list[Hit]:
    """Pity words heaped up, or a plea's move: a loved one as judge, a face to look at,
    "please" and one's dependants.

    >>> len(appeal_to_emotion(Transcript("Would your mother want to see you like this?")))
    1
    >>> len(appeal_to_emotion(Transcript("Please, I've three little kids at home.")))
    1
    >>> appeal_to_emotion(Transcript("I make the ogre look at his own face in the mirror"))
    []
    >>> appeal_to_emotion(Transcript("Please open the gate, my lord, the council sent me."))
    []
    """
    found = heaped(t)
    if found:
        return found
    for view in (t, t.spoken):
        for pattern in (_JUDGE, _LOOK, _PLEASE):
            for m in pattern.finditer(view.norm):
                if pattern is _LOOK and not opens_clause(t, view, m.start()):
                    continue
                hit = Hit(m.start(), m.end(), "a loved one or a face held up, not reasons")
                return [hit] if view is t else [t.in_view(view, hit)]
    return []
