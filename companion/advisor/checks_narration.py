"""Structural checks for the narration itself: whose head the telling is in.

Read against the card's definition, not against examples; both the plain and the spoken
view are checked ("the ogre's thinking" is "the ogre is thinking").
"""

from __future__ import annotations

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Verbs of private thought: told of another being, the narration is inside its head.
_THINK = wordset("think wonder wish dream long regret worry suspect realise realize ponder")
#: Verbs of feeling or judgement that are private only with an adverb that says so.
_FEEL = wordset("decide believe hope fear feel know want love hate adore envy pray plan")
_PRIVATE = wordset("secretly privately inwardly silently")
_FIRST = wordset("i we you me us my our your im")
_SKIP = wordset("is was are were has had have been s already also just still")
_DETERMINERS = wordset("the that this its his her their a an one")


def _subject(t: Transcript, verb: int) -> tuple[int, str] | None:
    """The subject before the verb at ``verb`` (skipping auxiliaries and adverbs):
    ``(index, kind)`` with kind ``noun``, ``name``, ``pronoun``, or None for I/we/you."""
    words = t.words
    k = verb - 1
    while k >= 0 and (words[k].text in _SKIP or words[k].text.endswith("ly")):
        k -= 1
    if k < 0:
        return None
    w = words[k].text
    if w in _FIRST or w in t.actor_words:
        return None
    if w in {"he", "she", "they", "it"}:
        return k, "pronoun"
    start = t.span(words[k].start, words[k].end)[0]
    if t.original[start : start + 1].isupper() and k > 0 and not nlp.lemmas(w):
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
        before = {x.text for x in words[max(0, i - 3) : i]}
        private = bool(before & _PRIVATE) or bool({x.text for x in words[i + 1 : i + 2]} & _PRIVATE)
        if verb not in _THINK and not (verb in _FEEL and private):
            continue
        found = _subject(t, i)
        if found is None:
            continue
        k, kind = found
        if kind == "pronoun" and not (private or words[k].text == "it"):
            continue
        hits.append(Hit(words[k].start, w.end, f"inside the {words[k].text}'s head"))
    return hits[:2]
