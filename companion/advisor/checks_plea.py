"""The appeal-to-emotion card's check: the heap of pity words, and the plea's own forms.

Card "Appeal to emotion": "Swaying the listener with pity, fear or sentiment instead of
reasons." :func:`heaped` finds pity words
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

from companion.advisor.checks_grammar import sentences
from companion.advisor.checks_told import opens_clause
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Words of pity, fear and sentiment, strong ...
_PATHOS = wordset(
    """poor crying cried cries tears tearful weep weeps wept sob sobs sobbing sobbed sniffling
    sniffles whimper whimpering wailing orphan orphans orphaned widow widows widowed starving
    starved starve beg begs begging begged mercy pity pitiful helpless innocent defenceless
    defenseless heartbroken heartbreak lonely frightened terrified dying grief grieving pines
    pining forlorn miserable suffer suffers heartless"""
)
#: ... and weaker ones that count half: kin, the small and the sad.
_SENTIMENT = wordset(
    """little tiny mother mothers mum mom mama father dad children child kids babies baby
    sister brother granny grandmother grandma family alone hungry sad saddest sweet dear
    darling home gentle gentlest frail old cold freezing scared afraid hurt heart misses miss
    missed die dies dead bleeding sick ill fever lost broke broken"""
)
#: Words said to someone: the feeling is aimed at a listener, not painted on the scene.
_ADDRESSED = re.compile(
    r"\b(?:you|your|youd|youre|yourself|ye|tells?|told|begs?|begged|pleads?|pleading|implores?"
    r"|asks?|asked|sir|madam|my lady|friend|love|darling|sweetling|please|look at|think of"
    r"|how can|how could|let us|let me|spare|have mercy|have pity)\b"
)


def _aimed(t: Transcript, pos: int, aimed: list[tuple[int, int]]) -> bool:
    """Whether the word at ``pos`` is said (in a quotation) or told in a sentence that is
    said to someone ("she sniffles, 'please sir'"): not feeling painted on another part of
    the scene ("the skeleton weeps dry tears" after her words to it)."""
    return t.quotation_at(pos) is not None or any(a <= pos < b for a, b in aimed)


def _owner(word: str) -> str:
    """A possessive's owner as the normalised text writes it ("grannys" -> "granny")."""
    if word.endswith("s") and word[:-1] in _SENTIMENT:
        return word[:-1]
    return word


#: The heap lies within this many words: a plea, not words of feeling strewn over a speech.
_HEAP_WORDS = 30


def heaped(t: Transcript) -> list[Hit]:
    """Pity, fear or sentiment heaped up (two strong words, one strong and two weaker, or
    four weaker: "poor", "crying", "starving", "orphans" / "little", "mother", "alone") within
    thirty words, in
    words said to someone ("you", "please", "tells him", "sir").

    Card: "Swaying the listener with pity, fear or sentiment instead of reasons."

    >>> len(heaped(Transcript("Please, sir, my poor mother is starving at home, "
    ...     "let us through")))
    1
    >>> len(heaped(Transcript("won't you go, for your poor sick granny's sake")))
    1
    >>> heaped(Transcript("the poor ghoul weeps, starving, as I stab it"))
    []
    >>> heaped(Transcript("Children mind their elders here, you know that. "
    ...     "I hand the guard a pie, fresh from the oven and still warm from the hearth, "
    ...     "and I tell him about the weather on the road and the price of flour this year, "
    ...     "and the little dog is hungry, and my heart goes out to it"))
    []
    """
    if not _ADDRESSED.search(t.norm):
        return []
    found = [(w, _owner(w.text)) for w in t.words if _owner(w.text) in _PATHOS | _SENTIMENT]
    if t.quoted:
        aimed = [(a, b) for a, b in sentences(t) if _ADDRESSED.search(t.norm, a, b)]
        found = [(w, k) for w, k in found if _aimed(t, w.start, aimed)]
    for i, (first, _) in enumerate(found):
        near = [(w, k) for w, k in found[i:] if w.index - first.index < _HEAP_WORDS]
        n_strong = len({k for _, k in near if k in _PATHOS})
        n_weak = len({k for _, k in near if k in _SENTIMENT})
        if n_strong >= 2 or (n_strong >= 1 and n_weak >= 2) or n_weak >= 4:
            return [Hit(first.start, near[-1][0].end, "pity, not reasons")]
    return []


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
