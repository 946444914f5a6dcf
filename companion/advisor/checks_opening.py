"""The dangling-modifier card's checks: by words, and at the comma that closes the opening phrase.

Card "Dangling modifier": "An opening phrase that attaches to the wrong subject, so the
sentence says something absurd." :func:`by_words` reads the words; :func:`dangling_modifier`
adds the form a reader sees by the punctuation: a phrase opening a sentence, a quoted line
or what follows a colon (or a clause after "and then,") with a participle ("Crouched there
in the shadow", "Caught in the net", "Having already bounced two", "so, swinging from my
rope"), closed by a comma, then a
subject that is no doer of it: a determiner and a thing ("the ogre's club", "a step",
"my cutlass"), or a being when the phrase tells of the player's own hands ("with my sling",
"my beard"). I, we, he, she, they and names are doers; a past participle followed by
"by" ("Touched by me, the salamander ...") tells what the subject underwent, unless only a
being could undergo it and the subject is a thing ("Blinded by ink, her rapier ..."); and
the set
openers of talk ("Speaking of doors,") attach to nothing.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import DETERMINERS, SUBJECTS, sentence_starts
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
#: Past participles only a being can undergo (the senses and the mind struck): "Blinded by
#: the flash, my sword ..." tells of a thing what only its owner could feel.
_FELT = wordset(
    """blinded deafened dazzled startled frightened terrified scared enraged angered maddened
    stunned dazed bewildered confused amazed astonished surprised horrified sickened
    disgusted overjoyed delighted emboldened shamed humiliated"""
)
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
    felt = w in _FELT and following == "by"  # "Blinded by the flash"
    return (
        nlp.is_past_participle(w) and "NOUN" not in nlp.lemmas(w) and (following in _PLACES or felt)
    )


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
    undergone = len(phrase) > 1 and phrase[1] == "by" and not nlp.is_participle(phrase[0])
    if undergone and phrase[0] not in _FELT:
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


def _plural_noun(word: str) -> bool:
    """Whether ``word`` reads as a plural noun ("ghouls"), so a bare verb after it is finite."""
    return word.endswith("s") and "NOUN" in nlp.lemmas(word) and nlp.lemma(word) != word


#: Spoken openers a participle phrase may follow at a sentence's start.
_OPENERS = wordset("so and then okay ok well now")
#: How far the participle phrase and its clause's subject may reach (words).
_PHRASE_WORDS = 22


def _openings(t: Transcript) -> list[tuple[int, int]]:
    """(first word, word past the last one a phrase's clause may reach) of every sentence:
    one opening after a sentence's end reaches on, the first word of a quotation (``pip:
    "adjusting my goggles, ..."``: the quoted telling opens anew) ends with the quotation."""
    reach = {s: len(t.words) for s in sentence_starts(t)}
    for a, b in t.quoted:
        first, stop = t.word_at(a), t.word_at(b)
        if first < stop:
            reach.setdefault(first, stop)
    return sorted(reach.items())


#: Where a sentence ends for the comma form: its end marks, a colon, a double quotation mark.
_SENTENCE = re.compile(r'[^.!?:"“”]+')


def by_words(t: Transcript) -> list[Hit]:
    """An opening participle phrase followed by a subject that is not its doer.

    The phrase opens a sentence ("Drawing my bow back..."); if the first finite
    verb after it has a "the/my ..." noun before it and no I/he/she/name came
    first, the participle dangles. A pronoun in a comparison inside the phrase ("as hard as
    he can") is not the subject.

    >>> len(by_words(Transcript("Drawing my bow back, the ghoul's head explodes")))
    1
    >>> by_words(Transcript("Roaring my war cry, I leap into the pack"))
    []
    >>> len(by_words(Transcript("swinging as hard as i can the troll's nose breaks")))
    1
    >>> len(by_words(Transcript("so, kneeling in the wet moss for most of an hour "
    ...     "with the net ready, the big hare finally hops past")))
    1
    >>> by_words(Transcript("so, kneeling in the wet moss for most of an hour with "
    ...     "the net ready, I finally see the hare"))
    []
    >>> len(by_words(Transcript('Mags, word for word: "pulling the lever the trapdoor '
    ...     'swings open"')))
    1
    >>> by_words(Transcript("Mags yells 'Closing time!' and the drunks stagger out"))
    []
    """
    words = t.words
    hits: list[Hit] = []
    for s, stop in _openings(t):
        k = s
        while k < len(words) and words[k].text in _OPENERS:
            k += 1  # "so, standing in a puddle ...": a spoken opener before the phrase
        if k < len(words) and words[k].text in {"after", "while", "upon", "when"}:
            k += 1
        if k < len(words) and words[k].text == "having":
            k += 1
            if k >= len(words) or not nlp.is_past_participle(words[k].text):
                continue
        elif k >= len(words) or not nlp.is_participle(words[k].text):
            continue
        for j in range(k + 2, min(k + _PHRASE_WORDS, stop)):
            text = words[j].text
            if text in SUBJECTS and words[j - 1].text == "as":
                continue
            if text in SUBJECTS:
                break
            if words[j - 1].text in {"what", "which", "who", "that"}:
                continue  # "for what feels like an hour": a clause inside the phrase
            if "with" in {w.text for w in words[max(k + 1, j - 3) : j]}:
                continue  # "with my sling loaded": still inside the phrase
            plural_subject = "VBP" in nlp.verb_forms(text) and _plural_noun(words[j - 1].text)
            if (nlp.is_finite_verb(text) or plural_subject) and not nlp.is_participle(text):
                before = {w.text for w in words[max(k + 1, j - 4) : j]}
                if before & {"the", "my", "his", "her", "its", "their"} and j - 3 > k:
                    hits.append(Hit(words[s].start, words[j].end, "participle without its doer"))
                    break
                if before & DETERMINERS:
                    continue
    return hits


def dangling_modifier(t: Transcript) -> list[Hit]:
    """An opening participle phrase whose subject is no doer of it, read by words
    (:func:`~companion.advisor.checks_opening.by_words`) or at its comma.

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
    >>> len(dangling_modifier(Transcript("Dazzled by the flash, my sword swings wide.")))
    1
    >>> dangling_modifier(Transcript("Dazzled by the flash, the troll swings wide."))
    []
    >>> len(dangling_modifier(Transcript("Caught in the brambles, my cloak tears")))
    1
    """
    found = by_words(t)
    if found:
        return found
    text = t.original
    for sentence in _SENTENCE.finditer(text):
        part = sentence.group(0)
        for start in [0, *(m.end() for m in _CLAUSE.finditer(part))]:
            size = _dangles(t, part[start:])
            if size:
                at = sentence.start() + start
                first, last = t.norm_trimmed(at, at + size)
                return [Hit(first, last, "opening phrase without its doer")]
    return []
