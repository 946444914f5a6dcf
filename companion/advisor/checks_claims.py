"""Structural checks for arguments whose shape, not their wording, is the fallacy.

Each is written against its card's definition (``decks/standard.toml``) and reads the
spoken view as well as the plain one (the detector runs every check on both).
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

_SO = wordset("so therefore thus hence")
#: Words that make a claim about a whole kind.
_UNIVERSAL = wordset("all every everything everyone everybody always never any each")
#: "all" that counts the party or a place, not a kind: "we all charge", "all the way".
_NOT_UNIVERSAL = wordset("we us you our your the way over three two four five")
#: Words that tell one case: "the one siren I met", "once", "last time".
_INSTANCE = wordset("one once time single")


def _past(words: list[str]) -> bool:
    return any(nlp.verb_tense(w) == "past" or w in {"had", "was", "were"} for w in words)


def hasty_generalization(t: Transcript) -> list[Hit]:
    """A rule for a whole kind ("all", "every", "they all", "everything") concluded with
    "so" from one or two cases told just before it (a past event, "the one", "once").

    Card: "A sweeping rule drawn from one or two cases."

    >>> len(hasty_generalization(Transcript(
    ...     "the one rat we had went crazy for sausage, so all rats love sausage")))
    1
    >>> len(hasty_generalization(Transcript(
    ...     "fire melted the wolf and fire melted the door, so fire melts everything")))
    1
    >>> hasty_generalization(Transcript("the ogre roared, so we all charge at once"))
    []
    >>> hasty_generalization(Transcript("so I grab every torch on the wall"))
    []
    """
    words = [w.text for w in t.words]
    hits: list[Hit] = []
    for i, w in enumerate(words):
        if w not in _SO:
            continue
        before = words[max(0, i - 22) : i]
        after = words[i + 1 : i + 10]
        if not before or after[:1] in (["i"], ["we"]):
            continue
        claim = [
            k
            for k, a in enumerate(after)
            if a in _UNIVERSAL
            and (k + 1 >= len(after) or after[k + 1] not in _NOT_UNIVERSAL)
            and (k == 0 or after[k - 1] not in _NOT_UNIVERSAL)
        ]
        if not claim:
            continue
        kind = after[: claim[0]] + after[claim[0] + 1 :]
        generic = any(
            "VBZ" in nlp.verb_forms(a) or a in {"are", "is", "love", "hate", "go", "do"}
            for a in kind[:6]
        )
        case = bool(set(before) & _INSTANCE) or _past(before)
        if generic and case:
            end = min(len(words), i + 1 + claim[0] + 3)
            start = max(0, i - 8)
            hits.append(Hit(t.words[start].start, t.words[end - 1].end, "one case, so all"))
    return hits


_STEP = wordset("then next soon")
_TRIGGER = wordset("if let allow once start keep")
#: Words of a consequence grown to the whole: "the whole city", "every peasant".
_SCOPE = wordset(
    """whole entire every all everyone everybody everything world kingdom realm city county
    village town country north south land empire"""
)


def slippery_slope(t: Transcript) -> list[Hit]:
    """A first step ("if", "let") followed by a chain of at least two more steps ("then",
    "next", "by winter", "and if") ending in something grown to the whole ("the whole city").

    Card: "Claiming one small step must slide into a chain of ever worse consequences."

    >>> len(slippery_slope(Transcript("if you keep her, next it'll be her children, then "
    ...     "her neighbours, then the whole city in chains")))
    1
    >>> len(slippery_slope(Transcript("if I get it wrong you eat me, and if you eat me my "
    ...     "cows starve, and if my cows starve the whole village starves")))
    1
    >>> slippery_slope(Transcript("if the door is locked I kick it and then I go in and "
    ...     "then I look around"))
    []
    """
    words = [w.text for w in t.words]
    for i, w in enumerate(words):
        if w not in _TRIGGER:
            continue
        steps: list[int] = []
        for j in range(i + 1, min(len(words), i + 60)):
            here, prev = words[j], words[j - 1]
            by_time = prev == "by" and (here == "next" or nlp.lemma(here) in _TIMES)
            step = here in _STEP or by_time or (here == "if" and prev == "and")
            if step and (not steps or j - steps[-1] > 1):
                steps.append(j)
        if len(steps) < 2:
            continue
        tail = words[steps[1] : min(len(words), steps[-1] + 15)]
        if set(tail) & _SCOPE:
            last = min(len(words), steps[-1] + 15) - 1
            return [Hit(t.words[i].start, t.words[last].end, f"{len(steps) + 1} steps")]
    return []


_TIMES = wordset(
    """morning noon evening night dawn dusk week month year winter summer spring autumn fall
    harvest midsummer midwinter tomorrow sunset sunrise supper dinner breakfast"""
)
_ACCUSE = wordset("call calling called calls say saying said think thinking thought")


def tu_quoque(t: Transcript) -> list[Hit]:
    """The accuser's own charge turned back: "you call me a thief? you're the thief", "you
    say I lie, but you lie too".

    Card: "Dismissing a charge by pointing out that the accuser does it too."

    >>> len(tu_quoque(Transcript("you're calling me a thief? you ate three goats, you're the "
    ...     "thief, big guy").spoken))
    1
    >>> len(tu_quoque(Transcript("you call us heretics? you worship a goat, you're the "
    ...     "heretics").spoken))
    1
    >>> tu_quoque(Transcript("you call me a hero? thank you, you are kind"))
    []
    >>> tu_quoque(Transcript("so what you're saying is you want us all to starve").spoken)
    []
    """
    words = [w.text for w in t.words]
    for i, w in enumerate(words[:-2]):
        verb = i + 2 if words[i + 1] in {"are", "were"} else i + 1
        if w != "you" or verb >= len(words) or words[verb] not in _ACCUSE:
            continue
        k = verb + 1
        if k < len(words) and words[k] == "that":
            k += 1
        if k >= len(words) or words[k] not in {"me", "us", "i", "we", "im"}:
            continue
        k += 1
        while k < len(words) and words[k] in {"am", "are", "a", "an", "im", "were", "was"}:
            k += 1
        charge = [nlp.lemma(x) for x in words[k : k + 3] if x not in nlp.STOPWORDS]
        if not charge:
            continue
        for j in range(k + 1, min(len(words), k + 30)):
            if words[j] not in {"you", "youre", "yourself"}:
                continue
            back = {nlp.lemma(x) for x in words[j + 1 : j + 5]}
            if charge[0] in back or (words[j + 1 : j + 2] == ["too"]):
                return [Hit(t.words[i].start, t.words[min(len(words), j + 5) - 1].end, "you too")]
    return []


#: Two options named as all there are: "two choices", "those are your options", "a third way".
_ONLY_TWO = re.compile(
    r"\b(?:(?:only |just |exactly |but )?two (?:real |possible )?(?:choices|options|ways|roads"
    r"|paths|kinds|sorts|possibilities)|(?:those|these|that|them) (?:are|is|s|re)"
    r" (?:the|your|our|my|his|her|their) (?:only )?(?:choices|options|two|choice|roads)"
    r"|(?:no|a|any) third (?:way|option|choice|path|road)|one or the other)\b"
)
#: An option that is no option, set against the one the speaker wants: "or die here",
#: "or we are lost for good", "or admit you're a coward", "or it was all for nothing".
_OR_DOOM = re.compile(
    r"\bor (?:else )?(?!i will |we will |i shall |we shall |ill |well )(?:\w+ ){0,4}?"
    r"(?:die|dies|perish|perishes|drown|drowns|starve|starves|rot"
    r"|lost for good|are lost|be lost|coward|cowards|for nothing|doomed|dead|be eaten|get eaten"
    r"|burn|burns|hang|rot|never see|never sees|forever)\b(?! trying)(?<!do or die)"
)


def false_dilemma(t: Transcript) -> list[Hit]:
    """Two options offered as all there are: "two choices", "those are your options", "no
    third way"; or one option set against ruin ("jump now or die here", "we go left or we
    are lost for good").

    Card: "Pretending there are only two choices when there are plainly more."

    >>> len(false_dilemma(Transcript("Cross the rope now or die here, pick!")))
    1
    >>> len(false_dilemma(Transcript("there are two kinds of dwarf, the brave and the dead")))
    1
    >>> false_dilemma(Transcript("I swing at the ogre or die trying"))
    []
    >>> false_dilemma(Transcript("do I go left or right? I go left"))
    []
    """
    hits = [Hit(m.start(), m.end(), "only two") for m in _ONLY_TWO.finditer(t.norm)]
    hits += [Hit(m.start(), m.end(), "this or ruin") for m in _OR_DOOM.finditer(t.norm)]
    return hits[:1]
