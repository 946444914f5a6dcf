"""The dangling-modifier card's check, read at the comma that closes the opening phrase.

Card "Dangling modifier": "An opening phrase that attaches to the wrong subject, so the
sentence says something absurd." :func:`~companion.advisor.checks_grammar.dangling_modifier`
reads words; this adds the form a reader sees by the punctuation: a phrase opening a
sentence (or a clause after "and then,") with a participle ("Crouched there in the shadow",
"Having already bounced two", "so, swinging from my rope"), closed by a comma, then a
subject that is no doer of it: a determiner and a thing ("the ogre's club", "a step",
"my cutlass"), or a being when the phrase tells of the player's own hands ("with my sling",
"my beard"). I, we, he, she, they and names are doers; a past participle followed by
"by" ("Touched by me, the salamander ...") tells what the subject underwent; and the set
openers of talk ("Speaking of doors,") attach to nothing.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import dangling_modifier as by_words
from companion.advisor.checks_pronoun import BEINGS
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise

_LEAD = wordset("so um uh and then okay ok right well oh")
_SLOW = wordset("still just already")
#: Words a past participle opening a phrase is followed by ("Wedged halfway up").
_PLACES = wordset(
    """in on at with there halfway up down over under behind into onto across against
    inside beneath"""
)
_DETERMINERS = wordset("the a an my his her its their that this")
_FIRST = wordset("my me i mine myself")
_DOERS = wordset("i we you he she they it")
#: Participles that open talk, not an action: "Speaking of doors, ...".
_SET_OPENERS = wordset(
    """speaking talking judging considering assuming given granted including according
    regarding concerning barring providing provided supposing seeing"""
)
_FINITE = frozenset({"VBZ", "VBD", "VBP"})
#: Where a clause may open inside a sentence: ", and then," / "and so,".
_CLAUSE = re.compile(r",\s*(?:and\s+|so\s+)?(?:then\s*)?,\s*|\b(?:and|so)\s+(?:then\s+)?,\s*")
_MAX_PHRASE = 16


def _opens_phrase(words: list[str], k: int) -> bool:
    """Whether ``words[k:]`` opens with a participle phrase ("still picking", "having
    already bounced", "wedged halfway")."""
    while k < len(words) and words[k] in _SLOW:
        k += 1
    if k >= len(words) or words[k] in _SET_OPENERS:
        return False
    w = words[k]
    if w == "having":
        k += 1
        while k < len(words) and (words[k] in _SLOW or words[k].endswith("ly")):
            k += 1
        return k < len(words) and nlp.is_past_participle(words[k])
    if nlp.is_participle(w):
        return True
    following = words[k + 1] if k + 1 < len(words) else ""
    return w.endswith("ed") and nlp.is_past_participle(w) and following in _PLACES


def _head(after: list[str], owners: set[str]) -> str | None:
    """The subject's head noun: the word before its finite verb, within six words; a word
    after an owner ("the troll's club") is the thing owned, no verb."""
    verbs = [
        j
        for j in range(1, min(len(after), 6))
        if nlp.verb_forms(after[j]) & _FINITE
        and after[j] not in owners
        and after[j - 1] not in owners
        and (j > 1 or after[0] not in _DETERMINERS)
    ]
    plain = [j for j in verbs if "NOUN" not in nlp.lemmas(after[j])]
    chosen = (plain or verbs)[:1]
    return after[chosen[0] - 1] if chosen else None


def _dangles(t: Transcript, clause: str) -> int:
    """Length of the opening phrase and its subject in ``clause`` when the phrase dangles,
    else 0."""
    comma = clause.find(",")
    while comma >= 0 and not normalise(clause[:comma]).split():
        comma = clause.find(",", comma + 1)
    if comma < 0:
        return 0
    phrase = normalise(clause[:comma]).split()
    while phrase and phrase[0] in _LEAD:
        phrase = phrase[1:]
    if not phrase:  # "so, swinging from my rope, ...": the phrase is the next part
        following = clause.find(",", comma + 1)
        if following < 0:
            return 0
        phrase, comma = normalise(clause[comma + 1 : following]).split(), following
    if not phrase or len(phrase) > _MAX_PHRASE or not _opens_phrase(phrase, 0):
        return 0
    if len(phrase) > 1 and phrase[1] == "by" and not nlp.is_participle(phrase[0]):
        return 0
    rest = clause[comma + 1 :]
    after = normalise(rest).split()[:8]
    while after and after[0] in _LEAD:
        after = after[1:]
    if len(after) < 2 or after[0] in _DOERS or after[0] in t.actor_words:
        return 0
    opening = rest.split()[0] if rest.split() else ""
    owned = opening[:1].isupper() and "'" in opening  # "Tibbet's dictionary"
    if after[0] not in _DETERMINERS and not owned:
        return 0
    owners = {normalise(w) for w in rest.split()[:8] if w.endswith(("'s", "’s"))}
    head = _head(after, owners)
    if head is None:
        return 0
    mine = bool(set(phrase) & (_FIRST | t.actor_words))
    if nlp.lemma(head) in BEINGS and not mine:
        return 0
    return comma + 1 + len(rest) - len(rest.lstrip()) + len(opening)


def dangling_modifier(t: Transcript) -> list[Hit]:
    """An opening participle phrase whose subject is no doer of it, read by words
    (:func:`~companion.advisor.checks_grammar.dangling_modifier`) or at its comma.

    >>> len(dangling_modifier(Transcript("Crouched behind the crates, the troll's club misses")))
    1
    >>> len(dangling_modifier(Transcript("and then, pulling with my teeth, the knot comes loose")))
    1
    >>> dangling_modifier(Transcript("Crouched behind the crates, I wait for the troll"))
    []
    >>> dangling_modifier(Transcript("Snarling, the wolf leaps at me"))
    []
    >>> dangling_modifier(Transcript("Touched by my wand, the salamander is frozen stiff."))
    []
    """
    found = by_words(t)
    if found:
        return found
    text = t.original
    for sentence in re.finditer(r"[^.!?]+", text):
        part = sentence.group(0)
        for start in [0, *(m.end() for m in _CLAUSE.finditer(part))]:
            size = _dangles(t, part[start:])
            if size:
                at = sentence.start() + start
                first, last = t.norm_trimmed(at, at + size)
                return [Hit(first, last, "opening phrase without its doer")]
    return []
