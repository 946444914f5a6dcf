"""Structural checks for the narration itself: whose head the telling is in.

Read against the card's definition, not against examples; both the plain and the spoken
view are checked ("the ogre's thinking" is "the ogre is thinking").
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Verbs of private thought: told of another being, the narration is inside its head.
_THINK = wordset("think wonder wish dream long regret worry suspect realise realize ponder")
#: Verbs of feeling or judgement that are private only with an adverb that says so.
_FEEL = wordset("decide believe hope fear feel know want love hate adore envy pray plan")
_PRIVATE = wordset("secretly privately inwardly silently")
_FIRST = wordset("i we you me us my our your im")
#: The player telling the action as their character ("I", "we"): "he" is someone else.
_TELLER = wordset("i im ive ill me my we us our")
#: Words that may stand between a subject and its verb of thought: auxiliaries, adverbs
#: of time, and a place the thinker is in ("is just sitting there thinking").
_SKIP = wordset("is was are were has had have been s already also just still like always there")
_DETERMINERS = wordset("the that this its his her their a an one")


#: Words that join a verb to the one before it, which has their subject.
_JOINS = wordset("and or but then")


def _earlier_subject(t: Transcript, k: int) -> tuple[int, str] | None:
    """The subject of the nearest finite verb before word ``k`` in its sentence: a verb
    joined on ("remembered that morning, and felt", "takes out his oil can, thinks about
    it") has the subject of the one before it, not the word before it."""
    for j in range(k - 1, max(0, k - 16), -1):
        if t.breaks_before(j + 1, ".!?"):
            return None
        kinds = nlp.lemmas(t.words[j].text)
        if nlp.is_finite_verb(t.words[j].text) and not {"NOUN", "AUX"} & set(kinds):
            return _subject(t, j, follow=False)
    return None


def _subject(t: Transcript, verb: int, follow: bool = True) -> tuple[int, str] | None:
    """The subject before the verb at ``verb`` (skipping auxiliaries and adverbs):
    ``(index, kind)`` with kind ``noun``, ``name``, ``pronoun``, or None for I/we/you.
    A verb joined on to an earlier one has its subject (when ``follow``)."""
    words = t.words
    k = verb - 1
    while k >= 0 and (
        words[k].text in _SKIP or words[k].text.endswith("ly") or nlp.is_participle(words[k].text)
    ):
        k -= 1
    if k < 0:
        return None
    w = words[k].text
    if w in _FIRST or w in t.actor_words or (w in _DETERMINERS and w != "one"):
        return None  # "the long grass", "her long pincers": a determiner is no being
    if w in {"he", "she", "they", "it"}:
        return k, "pronoun"
    if w in {"who", "which"} and k > 0 and "NOUN" in nlp.lemmas(words[k - 1].text):
        return k - 1, "noun"  # "the sleeping outlaw, who was dreaming"
    listed = k + 1 == verb and nlp.is_finite_verb(words[verb].text) and t.breaks_before(verb, ",;")
    if w in _JOINS or listed:
        return _earlier_subject(t, k) if follow else None
    if w in nlp.STOPWORDS and w not in {"one", "hes", "shes", "theyre"}:
        return None  # a function word is no being ("he's", "she's" are beings)
    start, end = t.span(words[k].start, words[k].end)
    mid_sentence = t.original[:start].rstrip()[-1:] not in {"", ".", "!", "?", '"', "“", "'"}
    titled = t.original[start:end].istitle()  # "Whiskers", not a shouted "GHOULS"
    if (
        t.original[start : start + 1].isupper()
        and k > 0
        and ((mid_sentence and titled) or not nlp.lemmas(w))
    ):
        return k, "name"
    if "NOUN" in nlp.lemmas(w) or w == "one" or not nlp.lemmas(w):
        back = {x.text for x in words[max(0, k - 3) : k]}
        if back & _DETERMINERS:
            return k, "noun"
    return None


def pov_shift(t: Transcript) -> list[Hit]:
    """Another being's private thought told by the narrator: a creature, a named other or
    "it" thinking, wondering, dreaming or wishing, or anyone else secretly deciding,
    hoping or fearing.

    Card: "The narration dips into another being's private thoughts or feelings."

    >>> len(pov_shift(Transcript("the minotaur's thinking, oh no, he's too fast")))
    1
    >>> len(pov_shift(Transcript("the oldest ghost privately decides he has kind hands")))
    1
    >>> pov_shift(Transcript("I think the ogre is asleep"))
    []
    >>> pov_shift(Transcript("Mira waits, thinking hard", actor="Mira"))
    []
    >>> pov_shift(Transcript("he thinks he can make it"))
    []
    >>> len(pov_shift(Transcript("the king, who has never told a soul, still dreams of her")))
    1

    Told in the first person, "he" and "she" are someone else; a name is a capitalised
    word inside a sentence even when it is also a word ("Lord Whiskers"):

    >>> len(pov_shift(Transcript("I hold out my horn. And he is thinking someone gets me")))
    1
    >>> len(pov_shift(Transcript("Durm drops cheese and Lord Whiskers is thinking best day ever")))
    1
    >>> len(pov_shift(Transcript("the kobold's like thinking ugh, not birds")))
    1

    "Long" is a yearning only with "for" or "to" after it, and a determiner is nobody:

    >>> pov_shift(Transcript("the voice of the long grass, and something long and pale"))
    []
    >>> len(pov_shift(Transcript("the old troll longs for the sea")))
    1

    A bare verb after one being is a bidding, and a verb joined on after a comma or "and"
    has the earlier verb's subject:

    >>> pov_shift(Transcript("she bade the ghost think of home"))
    []
    >>> pov_shift(Transcript("Mira lifts the old lamp, wonders, and puts it down", actor="Mira"))
    []
    """
    words = t.words
    hits: list[Hit] = []
    for i, w in enumerate(words):
        lem = nlp.lemmas(w.text).get("VERB", ())
        if not lem or w.text in {"thought", "thoughts", "dreams", "wishes", "fears", "hopes"}:
            if w.text not in {"thought", "dreams", "wishes", "fears", "hopes"}:
                continue
            if i == 0 or words[i - 1].text in _DETERMINERS | {"of", "no"}:
                continue
            lem = nlp.lemmas(w.text).get("VERB", ())
        verb = lem[0] if lem else ""
        after = words[i + 1].text if i + 1 < len(words) else ""
        if verb == "long" and after not in {"for", "to"}:
            continue  # to long is to long for or to: "something long and pale" is a size
        before = {x.text for x in words[max(0, i - 3) : i]}
        private = bool(before & _PRIVATE) or bool({x.text for x in words[i + 1 : i + 2]} & _PRIVATE)
        private = private or bool(_HIDDEN.search(t.norm, max(0, w.start - 90), w.start))
        if verb not in _THINK and not (verb in _FEEL and private):
            continue
        found = _subject(t, i)
        if found is None:
            continue
        k, kind = found
        if w.text == verb and kind != "pronoun" and nlp.lemma(words[k].text) == words[k].text:
            continue  # "bade the creature think of ...": a bare verb after one being is a bidding
        if w.text == verb and words[k].text in {"he", "she", "it"}:
            continue
        other = words[k].text == "it" or bool(t.narration_words & _TELLER)
        if kind == "pronoun" and not (private or other):
            continue
        hits.append(Hit(words[k].start, w.end, f"inside the {words[k].text}'s head"))
    return (hits + _privately_felt(t))[:2]


#: Words that say a feeling is hidden from everyone: "who has never told a living soul",
#: "deep down", "in her heart of hearts".
_HIDDEN = re.compile(
    r"\b(?:never (?:told|tells|admitted|admits|confessed|shown|showed)|told no one|tells no one"
    r"|no one knows|nobody knows|deep down|in (?:his|her|its|their) heart of hearts)\b"
)
#: Words that only strengthen the feeling after them ("secretly super jealous").
_INTENSIFIERS = wordset("so very really super quite terribly awfully deeply utterly bit")
#: Feelings a narrator can only know from inside: "privately mortified", "secretly relieved".
_FEELINGS = wordset(
    """mortified ashamed pleased delighted terrified relieved embarrassed thrilled amused
    furious touched moved glad sad afraid jealous envious proud lonely grateful hurt
    heartbroken scared frightened flattered charmed smitten impressed"""
)


def _privately_felt(t: Transcript) -> list[Hit]:
    """Another being secretly feeling something: "the bishop is privately mortified".

    >>> len(pov_shift(Transcript("The ogre is secretly relieved to see us go")))
    1
    >>> pov_shift(Transcript("I am secretly relieved to see the ogre go"))
    []
    >>> len(pov_shift(Transcript("and the jester is like secretly super jealous")))
    1
    >>> len(pov_shift(Transcript("the troll has secretly always been lonely")))
    1
    """
    words = t.words
    hits: list[Hit] = []
    for i, w in enumerate(words[:-1]):
        if w.text not in _PRIVATE:
            continue
        j = i + 1
        while j < len(words) - 1 and words[j].text in _SKIP:
            j += 1  # "has secretly always been scared"
        ahead = [x.text for x in words[j : j + 2]]
        strong = ahead[0] in _INTENSIFIERS and ahead[1:] and ahead[1] in _FEELINGS
        if ahead[0] not in _FEELINGS and not strong:
            continue
        found = _subject(t, i)
        if found is not None:
            k, last = found[0], words[j + 1 if strong else j]
            hits.append(Hit(words[k].start, last.end, f"inside the {words[k].text}'s head"))
    return hits
