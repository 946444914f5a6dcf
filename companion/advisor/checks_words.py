"""Structural checks on word choice that need forms, not strings: synonyms said twice
(directions said twice are :mod:`companion.advisor.checks_ways`'s), rare learned words,
two negatives (the punning adverb on a speech tag is :mod:`companion.advisor.checks_swifty`).

Word rarity is the Zipf frequency of :mod:`companion.advisor.rarity` (``wordfreq``'s
list), so a learned word no hand-kept list holds still counts.
"""

from __future__ import annotations

import re
from itertools import pairwise

from companion.advisor import nlp, rarity
from companion.advisor.checks_grammar import sentences
from companion.advisor.checks_style import modifier_stacks
from companion.advisor.checks_ways import way_after_object, way_twice
from companion.advisor.lexicons import GRANDILOQUENT, NUMBERS, wordset
from companion.advisor.text import Hit, Transcript

#: Words that mean the same: two of one group side by side say the same thing twice.
_SYNONYMS = (
    wordset("small little tiny diminutive wee miniature minuscule teeny"),
    wordset("big large huge giant enormous massive gigantic colossal immense"),
    wordset("final last ultimate"),
    wordset("extra additional added"),
    wordset("ancient aged"),
    wordset("entire whole complete"),
    wordset("dead deceased lifeless"),
    wordset("sudden unexpected"),
    wordset("exact identical"),
    wordset("silent soundless noiseless"),
    wordset("empty vacant"),
    wordset("free complimentary"),
    wordset("quick rapid swift speedy"),
)
_GROUP = {w: n for n, group in enumerate(_SYNONYMS) for w in group}
#: Verbs whose "re-" already says "again" or "back".
_AGAIN = wordset("repeat reiterate restate retell redo reread rewrite reload refill recur resume")
_BACK = wordset("return revert reply retreat recede regress")
#: A verb that names its object: "behead ... head".
_NAMES_OBJECT = {"decapitate": "head", "behead": "head"}
#: "Final" said of what is already the end: "the final conclusion".
_LAST = wordset("final last ultimate")
_ENDINGS = wordset("end ending conclusion finale culmination")


#: Expressions that say the same thing: two of one group within a few words say it twice
#: ("one more time again", "together at the same time", "in advance beforehand", "all quiet
#: and silent", "written down in writing", "a protective ward to protect us", "free and
#: gratis", "kneel down on bended knee"). Longer expressions first: "for free" before "free".
_SAME_SENSE = tuple(
    re.compile(r"\b(?:" + "|".join(group) + r")\b")
    for group in (
        ("again", "one more time", "once more", "anew"),
        ("together", "at the same time(?! as)", "simultaneously", "in unison", "all at once"),
        ("for free", "free of charge", "at no cost", "gratis", "free"),
        ("kneel", "kneels", "knelt", "kneeling", "on bended knee", "on one knee"),
        ("in advance", "beforehand", "ahead of time"),
        ("in writing", "written", "write down", "writes down", "wrote down"),
        ("quiet", "quietly", "silent", "silently", "soundless", "soundlessly", "noiseless"),
        ("protective", "to protect", "protection"),
        ("suddenly", "all of a sudden"),
    )
)
#: At most this many characters between the two (a few words: "in one breath").
_NEAR = 24
#: Particles that are no second deed between two expressions ("written down in writing").
_PARTICLES = wordset("up down out off in on over")
_OBJECT_OPENERS = wordset("the a an his her its their my your our this that")


def _cognate_object(after: list[str], word: str, verb: str) -> bool:
    """Whether ``after`` (the two words after a verb) opens its object with its own past
    participle: "swear a sworn oath", "paint the painted door".

    >>> _cognate_object(["a", "sworn"], "swear", "swear")
    True
    >>> _cognate_object(["a", "binding"], "swear", "swear")
    False
    """
    if len(after) < 2 or after[0] not in _OBJECT_OPENERS or after[1] == word:
        return False
    return nlp.is_past_participle(after[1]) and nlp.lemma(after[1]) == verb


def _said_twice(t: Transcript) -> list[Hit]:
    """Two expressions of one sense within a few words, in one breath: no pause between,
    or only a comma, where the second restates the first ("at the same time, together").

    >>> len(_said_twice(Transcript("we got it for free, at no cost to us")))
    1
    >>> _said_twice(Transcript("we got it for free. At no cost, he says, is a lie"))
    []
    """
    hits: list[Hit] = []
    for group in _SAME_SENSE:
        found = list(group.finditer(t.norm))
        for a, b in pairwise(found):
            between = t.original[t.span(a.start(), a.end())[1] : t.span(b.start(), b.end())[0]]
            if a.group(0) == b.group(0) or b.start() - a.end() > _NEAR:
                continue
            inner = t.norm[a.end() : b.start()].split()
            if any(nlp.verb_tense(w) and w not in _PARTICLES for w in inner):
                continue  # "tried again and tried once more": two deeds, each said once
            if between.strip() == "," or not re.search(r"[,.;:!?—]", between):
                hits.append(Hit(a.start(), b.end(), f"{a.group(0)} ... {b.group(0)}"))
    return hits


def redundancy(t: Transcript) -> list[Hit]:
    """The same thing said twice in one breath: two synonyms side by side ("final last",
    "diminutive little"), two expressions of one sense within a few words ("together at the
    same time", "one more time again"), one direction twice running ("up above"), a "re-"
    verb with "again" or "back" ("repeats it again"), a verb that already names its object
    ("decapitates her head"), a verb whose object is made of its own participle ("swear a
    sworn oath"), the end called final ("the final conclusion"), one count said twice ("one
    single", "two twins").

    Card: "Saying the same thing twice in one breath: a free gift, return back, a dead corpse."

    >>> len(redundancy(Transcript("she looses her final last arrow")))
    1
    >>> len(redundancy(Transcript("then she repeats it again on the other knee")))
    1
    >>> len(redundancy(Transcript("he decapitates her head clean off")))
    1
    >>> len(redundancy(Transcript("we all jump together at the same time")))
    1
    >>> len(redundancy(Transcript("I swear a sworn oath to the queen")))
    1
    >>> len(redundancy(Transcript("I knock once more again on the door")))
    1
    >>> redundancy(Transcript("a big old troll repeats the riddle, then I return to camp"))
    []
    >>> redundancy(Transcript("we walk in together and, once the guard is quiet, I knock again"))
    []
    >>> redundancy(Transcript("I tried the door again and tried once more with my shoulder"))
    []
    """
    words = [w.text for w in t.words]
    hits: list[Hit] = _said_twice(t) + way_twice(t) + way_after_object(t)
    for i, w in enumerate(words):
        if i + 1 < len(words):
            a, b = _GROUP.get(w), _GROUP.get(words[i + 1])
            if a is not None and a == b and w != words[i + 1]:
                hits.append(Hit(t.words[i].start, t.words[i + 1].end, "synonyms side by side"))
                continue
            count, then = NUMBERS.get(w), NUMBERS.get(nlp.lemma(words[i + 1]))
            if count is not None and count == then and words[i + 1] not in {w, "one"}:
                hits.append(Hit(t.words[i].start, t.words[i + 1].end, "one count said twice"))
                continue
            if w in _LAST and words[i + 1] in _ENDINGS:
                hits.append(Hit(t.words[i].start, t.words[i + 1].end, "the end called final"))
                continue
        verb = nlp.lemmas(w).get("VERB", ("",))[0]
        if verb and _cognate_object(words[i + 1 : i + 3], w, verb):
            hits.append(Hit(t.words[i].start, t.words[i + 2].end, f"{w} ... {words[i + 2]}"))
            continue
        window = words[i + 1 : i + 4]
        if (verb in _AGAIN and "again" in window) or (verb in _BACK and "back" in window[:2]):
            end = i + 1 + (window.index("again") if "again" in window else window.index("back"))
            hits.append(Hit(t.words[i].start, t.words[end].end, f"{w} ... twice over"))
        elif verb in _NAMES_OBJECT and _NAMES_OBJECT[verb] in {nlp.lemma(x) for x in window}:
            end = i + 1 + [nlp.lemma(x) for x in window].index(_NAMES_OBJECT[verb])
            hits.append(Hit(t.words[i].start, t.words[end].end, f"{w} names its object"))
    return hits


#: Endings of learned (mostly Latinate) words.
_LEARNED = (
    "ate", "ated", "ates", "ating", "ation", "ations", "ious", "eous", "uous", "ity", "ities",
    "ence", "ance", "itude", "escent", "acious", "ulous", "itious", "iferous", "ial", "ient",
    "ive", "ory", "ify", "ified", "ific", "ism", "ulate", "ulated", "ine", "ant", "ent", "ose",
    "ously", "ately", "ially", "ively", "ite", "ute", "uce", "uced", "ucing", "ites", "ites",
    "ction",
)  # fmt: skip
#: Endings that make a word no dictionary knows read as learned, not as a name.
_COINED = (
    "ate", "ated", "ating", "ation", "ious", "eous", "acious", "itude", "escent", "ulate",
    "ously", "atory", "ative", "itive",
)  # fmt: skip
#: A word rarer than this (Zipf) is rare: "ameliorate" 2.2, "adversary" 3.1.
_RARE = 2.9


def _learned(word: str) -> bool:
    """A rare word of the learned register: a rare adjective, adverb or verb, a rare noun
    with a learned ending (nouns alone are mostly names of fantasy things), or a word no
    dictionary knows with an ending only learned words have ("umbrageous", "illuminatory")."""
    if len(word) < 6 or word in nlp.STOPWORDS:
        return False
    if any(word[: len(word) - cut] in GRANDILOQUENT for cut in range(5)):
        return True
    z = rarity.zipf(word)
    forms = nlp.lemmas(word)
    if z >= _RARE or (z == 0 and len(word) < 8):
        return False
    if not forms:
        return z == 0 and word.endswith(_COINED)
    lemma = nlp.lemma(word)
    if set(forms) & {"ADJ", "ADV", "VERB"} and rarity.zipf(lemma) < _RARE + 0.3:
        return True
    return word.endswith(_LEARNED) and rarity.zipf(lemma) < _RARE


def thesaurus_abuse(t: Transcript) -> list[Hit]:
    """Rare learned words where plain ones would do: three in one description, or two within
    six words (rarity from word frequencies, so no hand-kept list has to know them). Words
    heaped before a noun (:func:`~companion.advisor.checks_style.modifier_stacks`) are
    purple prose's, not counted here.

    >>> len(thesaurus_abuse(Transcript(
    ...     "I expeditiously ratiocinate the boulder's trajectory, whereupon I perambulate")))
    1
    >>> thesaurus_abuse(Transcript("I swing my halberd at the portcullis and the necromancer"))
    []
    >>> thesaurus_abuse(Transcript("he clears his throat and expounds, he expounds to it"))
    []
    """
    found: list[int] = []
    seen: set[str] = set()
    heaped = {i for first, last in modifier_stacks(t) for i in range(first, last + 1)}
    for w in t.words:
        if w.index in heaped:
            continue  # a heap of describing words before a noun is purple prose's excess
        if _learned(w.text) and nlp.lemma(w.text) not in seen:
            seen.add(nlp.lemma(w.text))
            found.append(w.index)
    pair = len(found) == 2 and found[1] - found[0] <= 6
    if pair and max(len(t.words[i].text) for i in found) < 8:
        pair = False  # two short ones ("trills, and she lunges") are not long rare words
    if len(found) >= 3 or pair:
        first, last = found[0], found[-1]
        start, end = t.words_span(first, last)
        return [Hit(start, end, f"{len(found)} rare words")]
    return []


#: A negative, then within three words a second one ("don't want nothing", "never saw
#: nobody"), or "can't not": the first negates a verb, the second its object or time.
_TWO_NEGATIVES = re.compile(
    r"\b(?:dont|do not|doesnt|does not|didnt|did not|cant|cannot|can not|wont|will not|aint"
    r"|isnt|is not|wasnt|was not|havent|have not|hasnt|has not|never|couldnt|could not"
    r"|shouldnt|wouldnt|nobody|no one) (?:\w+ ){0,3}?(?:nothing|nobody|nobodys|no one|none"
    r"|nowhere|never|no)(?! matter| doubt| longer)(?: \w+)?\b"
    r"|\b(?:cannot|cant|can not|dont|do not|wont|will not|couldnt|could not) not \w+"
)


def double_negative(t: Transcript) -> list[Hit]:
    """Two negatives in one sentence ("I ain't never met a lock I couldn't pick"); a
    negative ending one sentence and another opening the next are two answers, not one.

    Card: "Two negatives in one clause, so the words say the opposite of what is meant."

    >>> len(double_negative(Transcript("I don't want nothing from you, troll")))
    1
    >>> double_negative(Transcript("have you any proof that I don't? No? Then I pass."))
    []
    """
    hits: list[Hit] = []
    for first, last in sentences(t):
        hits.extend(
            Hit(m.start(), m.end(), "two negatives")
            for m in _TWO_NEGATIVES.finditer(t.norm, first, last)
        )
    return hits
