"""Structural checks for arguments whose shape, not their wording, is the fallacy.

Each is written against its card's definition (``decks/standard.toml``) and reads the
spoken view as well as the plain one (the detector runs every check on both).
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import original_sentences
from companion.advisor.checks_once import once_then_all
from companion.advisor.lexicons import NUMBERS, wordset
from companion.advisor.text import Hit, Transcript

_SO = wordset("so therefore thus hence")
#: Words that make a claim about a whole kind.
_UNIVERSAL = wordset("all every everything everyone everybody always never any each")
#: "all" that counts the party or a place, not a kind: "we all charge", "all the way".
_NOT_UNIVERSAL = wordset("we us you our your the way over three two four five")
#: One thing said to be "all" something ("it's all good", "that was all wrong"): "all" as
#: "wholly", for a kind is many things.
_ONE_THING = wordset("its thats twas") | {"it is", "that is", "it was", "that was"}
#: Words that tell one case: "the one siren I met", "once", "last time".
_INSTANCE = wordset("one once time single")


def _past(words: list[str]) -> bool:
    return any(nlp.verb_tense(w) == "past" or w in {"had", "was", "were"} for w in words)


def _kind_of_the_case(after: list[str], before: list[str]) -> bool:
    """Whether what follows "so" opens with a bare plural whose one member was the case told
    before it, and a verb of the present that makes it a rule: "the last troll I met cried
    at a ballad, so trolls love music" (not "the troll cried, so trolls came running").

    >>> _kind_of_the_case("trolls love music".split(), "the last troll i met cried".split())
    True
    >>> _kind_of_the_case("trolls came running".split(), "the troll cried".split())
    False
    """
    if len(after) < 2 or nlp.lemma(after[0]) == after[0] or not after[0].endswith("s"):
        return False
    if nlp.lemma(after[0]) not in {nlp.lemma(w) for w in before}:
        return False
    verb = after[1]
    return verb in _RULE_WORDS or ("VBP" in nlp.verb_forms(verb) and nlp.verb_tense(verb) != "past")


def _so_all(t: Transcript) -> list[Hit]:
    """A rule for a whole kind ("all", "every", "they all", "everything", or the bare kind of
    the case: "the last troll I met cried, so trolls love music") concluded with "so" from
    one or two cases told just before it (a past event, "the one", "once").

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
            and not (a == "all" and _ONE_THING & {" ".join(after[max(0, k - 2) : k]), after[k - 1]})
        ]
        if not claim and _kind_of_the_case(after, before):
            claim = [0]
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


_STEP = wordset("then next soon tomorrow")
_TRIGGER = wordset("if let allow once start keep next one first today")
#: A first step told as small or first ("one bottle today", "first it's a sip"): its chain
#: is a slope only in bare steps ("then it's a jug"); "and then" strings deeds on.
_SMALL_START = wordset("one first today")
#: Words of a consequence grown to the whole: "the whole city", "every peasant".
_SCOPE = wordset(
    """whole entire every all everyone everybody everything world kingdom realm city county
    village town country north south land empire"""
)


def _content(t: Transcript, a: int, b: int) -> list[str]:
    """The lemmas of the content words of the normalised span ``[a, b)``."""
    return [nlp.lemma(w) for w in t.norm[a:b].split() if w not in nlp.STOPWORDS]


def _sentence_clauses(t: Transcript) -> list[list[tuple[int, int]]]:
    """Each sentence (between . ! ? ; :) as its clauses (between commas and dashes)."""
    out: list[list[tuple[int, int]]] = []
    for start, end in original_sentences(t):
        clauses, at = [], start
        for c in [*re.finditer(r",|\u2014|\s-+\s", t.original[start:end]), None]:
            stop = start + c.start() if c else end
            a, b = t.norm_trimmed(at, stop)
            if a < b:
                clauses.append((a, b))
            at = start + c.end() if c else end
        if clauses:
            out.append(clauses)
    return out


def _echo_chain(t: Transcript) -> list[Hit]:
    """A chain told by taking up each consequence as the next step's premise: "it clicks.
    It clicks, the walls close. Walls close, we're paste", "it's the whole graveyard.
    Whole graveyard, that's the whole valley". A link is a sentence that opens by saying
    again the end of the one before (a word more at most) and goes on, after a comma, to
    what that brings; two links or more, each taking up a new step ("I hit it. Hit it,
    hit it again" takes up one thing twice).

    >>> len(_echo_chain(Transcript("He lights one candle, the curtain catches. Curtain "
    ...     "catches, the hall burns. Hall burns, the whole town's ash.")))
    1
    >>> _echo_chain(Transcript("Rats run on the gap. I run on the gap. Blade, blade, gap."))
    []
    """
    sentences = _sentence_clauses(t)
    links: list[tuple[int, int, tuple[str, ...]]] = []
    for n in range(1, len(sentences)):
        before, opening = _content(t, *sentences[n - 1][-1]), _content(t, *sentences[n][0])
        if len(sentences[n]) < 2:
            continue
        for k in range(min(len(before), len(opening), 3), 0, -1):
            if before[-k:] == opening[:k] and len(opening) - k <= 1:
                taken = tuple(opening[:k])
                if not links or links[-1][2] != taken:
                    links.append((sentences[n - 1][-1][0], sentences[n][-1][1], taken))
                break
    if len(links) < 2:
        return []
    return [Hit(links[0][0], links[-1][1], f"{len(links) + 1} steps, each taken up")]


def slippery_slope(t: Transcript) -> list[Hit]:
    """A first step ("if", "let", "one", "first", "today") followed by a chain of at least
    two more steps ("then", "next", "tomorrow", "by winter", "the week after", "and if")
    ending in something grown to the whole ("the whole city"), or a chain whose every step
    takes up the one before (:func:`_echo_chain`).

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

    Three steps or more, one of them "next", slide far enough without a whole:

    >>> len(slippery_slope(Transcript("if you take my cow, next you'll want my goats, then "
    ...     "my house, then my boots")))
    1
    >>> slippery_slope(Transcript("if it opens, next we search the room, then we leave"))
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
            by_time = by_time or (here == "after" and nlp.lemma(prev) in _TIMES)  # "the week after"
            step = here in _STEP or by_time or (here == "if" and prev == "and")
            if w in _SMALL_START and here == "then" and prev == "and":
                step = False  # "first I climb and then I jump": a telling of deeds
            if step and (not steps or j - steps[-1] > 1):
                steps.append(j)
        if len(steps) < 2:
            continue
        tail = words[steps[1] : min(len(words), steps[-1] + 15)]
        chain = [i, *steps] if w == "next" else steps
        escalating = len(chain) >= 3 and any(words[k] == "next" for k in chain)
        long_slide = w == "if" and sum(not _deed(words, k) for k in steps) >= _LONG_SLIDE
        if set(tail) & _SCOPE or escalating or long_slide:
            last = min(len(words), steps[-1] + 15) - 1
            return [Hit(t.words[i].start, t.words[last].end, f"{len(steps) + 1} steps")]
    return _echo_chain(t)


#: Steps after an "if" that slide far enough with no "next" and no whole: "if we wade to the
#: knee, soon to the waist, then to the beard, then we are fish, then ...".
_LONG_SLIDE = 4
_DOERS = wordset("i we")
#: What a step's "we" may be or undergo without doing a deed: "then we are fish".
_UNDERGOES = wordset("are is be will get end become")


def _deed(words: list[str], k: int) -> bool:
    """Whether the step at ``k`` tells the speaker's side doing something ("then I rest",
    "soon we wade"), a plan's next deed, not a consequence that befalls them."""
    after = words[k + 1 : k + 3]
    return bool(after) and after[0] in _DOERS and (len(after) < 2 or after[1] not in _UNDERGOES)


_TIMES = wordset(
    """morning noon evening night dawn dusk week month year winter summer spring autumn fall
    harvest midsummer midwinter tomorrow sunset sunrise supper dinner breakfast"""
)

#: Two options named as all there are: "two choices", "those are your options", "a third way".
_ONLY_TWO = re.compile(
    r"\b(?:(?:only |just |exactly |but )?two (?:real |possible )?(?:choices|options|ways|roads"
    r"|paths|kinds|sorts|possibilities)|(?:those|these|that|them) (?:are|is|s|re)"
    r" (?:the|your|our|my|his|her|their) (?:only )?(?:choices|options|two|choice|roads)"
    r"|(?:no|a|any) third (?:way|option|choice|path|road)|one or the other"
    # Two options, then the rest denied or the listener bidden to pick: "a knockoff or it's
    # cursed, no other option", "you kneel or you go in the water. Choose."
    r"|or (?:\w+ ){1,8}?no other (?:option|options|choice|choices|way)"
    r"|or (?:you|we) (?:\w+ ){1,8}?(?:choose|pick one|take your pick|your choice)"
    r"|(?:you are|youre|we are|they are|theyre) either (?:\w+ ){1,6}?or (?:you are|youre|we are"
    r"|they are|theyre|a|an|the|with|against) \w+)\b"
)
#: An option that is no option, set against the one the speaker wants: "or die here",
#: "or we are lost for good", "or admit you're a coward", "or it was all for nothing", "or
#: it kills us" (kill or be killed).
_OR_DOOM = re.compile(
    r"\bor (?:else )?(?!i will |we will |i shall |we shall |ill |well )(?:\w+ ){0,5}?"
    r"(?:die|dies|perish|perishes|drown|drowns|starve|starves|rot|sitting ducks"
    r"|(?:eat|eats|kill|kills|finish|finishes) (?:me|us)"
    r"|lost for good|are lost|be lost|coward|cowards|for nothing|doomed|dead|be eaten|get eaten"
    r"|burn|burns|hang|rot|never see|never sees|forever)\b(?! trying)(?<!do or die)"
)


#: The rest of the choices ruled out with a reason right after the two ("only two ways
#: out, the bridge or the water, cause the other door's bricked up"): the two are argued,
#: not pretended (the deck's "only two" pattern has the same lookahead).
_RULED_OUT = re.compile(r" (?:\w+ ){0,12}?(?:cause|because|since) (?:the )?(?:other|third|rest)\b")


def false_dilemma(t: Transcript) -> list[Hit]:
    """Two options offered as all there are: "two choices", "those are your options", "no
    third way", "X or Y, no other option", "X or Y: choose"; or one option set against
    ruin ("jump now or die here", "we go left or we are lost for good", "or we're sitting
    ducks", "or you eat me").

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
    hits = [
        Hit(m.start(), m.end(), "only two")
        for m in _ONLY_TWO.finditer(t.norm)
        if not _RULED_OUT.match(t.norm, m.end())
    ]
    hits += [Hit(m.start(), m.end(), "this or ruin") for m in _OR_DOOM.finditer(t.norm)]
    return hits[:1]


_DETERMINERS = wordset(
    "the my his her their our your these those this that some two three four five six many few"
)
#: What makes a bare plural a rule for the whole kind: "goblins never look", "kobolds are
#: swindlers", "they all bite", "the lot of them", "every last one".
_RULE_WORDS = wordset("always never all are cant cannot dont will must")
_EVERY_RULE = wordset("is are must has will always never s")
#: One case: "the one at the gate", "I had one", "once", "both of them", "one did".
_ONE_CASE = re.compile(
    r"\b(?:once|the one|that one|one did|had one|met one|saw one|both of them|exactly one"
    r"|(?:the|my|our|his|her|their) (?:first|last|only) (?:\w+ )?(?:\w+)|(?:a|an|one) \w+ (?:i|we"
    r"|he|she|they) (?:met|saw|had|fought|knew|owned|kissed|killed|bought))\b"
)


def _kind_rules(t: Transcript) -> list[tuple[int, str]]:
    """(word index, lemma) of bare plurals stated as a rule for their kind ("goblins never
    look", "dwarves can't navigate"), and of "every X"."""
    words = [w.text for w in t.words]
    out: list[tuple[int, str]] = []
    for i, w in enumerate(words):
        lem = nlp.lemma(w)
        if i and words[i - 1] == "every" and lem == w and "NOUN" in nlp.lemmas(w):
            if set(words[i + 1 : i + 3]) & _EVERY_RULE:
                out.append((i, lem))
            continue
        if lem == w or not w.endswith("s") or "NOUN" not in nlp.lemmas(w) or w in nlp.STOPWORDS:
            continue
        if i and (
            words[i - 1] in _DETERMINERS or words[i - 1] in NUMBERS or words[i - 1] == "other"
        ):
            continue
        if set(words[i + 1 : i + 4]) & _RULE_WORDS:
            out.append((i, lem))
    return out


def hasty_generalization(t: Transcript) -> list[Hit]:
    """A rule for a whole kind ("all", "every", "they all", "everything") concluded with
    "so" from one or two cases told just before it (a past event, "the one", "once"); or a
    kind stated as a rule ("goblins never look behind them", "every door's trapped") next to
    one case of the same kind ("the last door was trapped", "I kissed one toad once"); or a
    belief about all of a kind beside one time told ("having once beaten an ox, she holds all
    oxen weaklings").

    Card: "A sweeping rule drawn from one or two cases."

    >>> len(hasty_generalization(Transcript(
    ...     "the one rat we had went crazy for sausage, so all rats love sausage")))
    1
    >>> len(hasty_generalization(Transcript(
    ...     "fire melted the wolf and fire melted the door, so fire melts everything")))
    1
    >>> len(hasty_generalization(Transcript("The last bridge I crossed broke, so bridges "
    ...     "never hold")))
    1
    >>> hasty_generalization(Transcript("the ogre roared, so we all charge at once"))
    []
    >>> hasty_generalization(Transcript("so I grab every torch on the wall"))
    []
    >>> hasty_generalization(Transcript("goblins are sneaking up the stairs, I hit the first one"))
    []

    A rule that redefines its kind to dodge the one case ("I lied once, but a true knight
    never lies") is no true Scotsman's shape, not a rule drawn from that case:

    >>> hasty_generalization(Transcript(
    ...     "I lied once, but a true knight never lies, so knights never do"))
    []
    """
    return [h for h in _hasty(t) if not _REDEFINED.search(t.norm, h.start, h.end)]


#: The kind redefined: "a true barbarian", "no real dwarf".
_REDEFINED = re.compile(r"\b(?:true|real|proper|genuine) \w+")


def _hasty(t: Transcript) -> list[Hit]:
    hits = _so_all(t) or once_then_all(t)
    if hits:
        return hits
    words = [w.text for w in t.words]
    lemmas = [nlp.lemma(w) for w in words]
    for i, kind in _kind_rules(t):
        lo, hi = max(0, i - 30), min(len(words), i + 30)
        same = [j for j in range(lo, hi) if j != i and lemmas[j] == kind and words[j] == kind]
        for j in same:
            if _ONE_CASE.search(" ".join(words[max(0, j - 4) : j + 1])):
                a, b = min(i, j), max(i, j)
                return [Hit(t.words[a].start, t.words[b].end, "one case, a rule for all")]
    return []
