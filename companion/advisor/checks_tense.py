"""The tense-shift check: the telling's verbs slip from one tense to the other.

Card (tense-shift): "A description that slips between past and present tense." Only the
telling counts: what is said aloud, a memory told inside the action and a life before the
scene keep their own tense.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Literal

from companion.advisor import archaic, nlp
from companion.advisor.checks_grammar import SUBJECTS, sentence_starts
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript, Word

#: Words that open a reported or subordinate clause, whose tense is its own.
_SUBORDINATE = wordset("where what how why who whom when that if whether because since")


#: Words that date a clause in the past, so its past tense is right ("I picked one yesterday",
#: "he cooked in a palace for twenty years").
_PAST_TIME = wordset(
    "yesterday ago once earlier previously formerly last morning years winters summers"
)
_CLAUSE_END = wordset("so and but then because")


#: Verbs of a life before the scene ("I grew up on a farm", "she trained as a smith", "I
#: used to herd goats"): their past is the character's story, not the action slipping.
_LIFE = {"grew": "up", "raised": "", "born": "", "trained": "", "apprenticed": "", "used": "to"}


def _dated(words: tuple[Word, ...], verb: int) -> bool:
    """Whether the clause after the verb at index ``verb`` names a past time, or the verb
    tells the character's life before the scene."""
    after = _LIFE.get(words[verb].text)
    if after is not None and (not after or [w.text for w in words[verb + 1 : verb + 2]] == [after]):
        return True
    for w in words[verb + 1 : verb + 9]:
        if w.text in _CLAUSE_END:
            return False
        if w.text in _PAST_TIME:
            return True
    return False


#: Words that may lead into a clause whose subject is a name ("so Mirka grabs ...").
_NAME_LEADS = wordset("and so then now okay ok but")
#: Closed-class words the lemma tables do not know; never a name.
_NOT_NAMES = wordset(
    """the a an and or but so then of to in on at by for with from into onto as if than
    this that these those it its im ive id ill youre hes shes were theyre youve weve theyve
    youd youll theyd theyll"""
)


def _name_subject(t: Transcript, i: int, starts: set[int]) -> bool:
    """Whether word ``i`` is a name opening a clause: the actor's name (even one the
    dictionary knows: "Kettle rolled ...") or a word no dictionary knows, at a sentence
    start, after "and/so/then" ("Mirka grabbed ...", "so grigner runs") or after a
    quotation, as the speaker of its tag ("'Halt,' Mirka cried")."""
    w = t.words[i].text
    known = bool(nlp.lemmas(w)) and w not in t.actor_words
    if w in _NOT_NAMES or w in nlp.STOPWORDS or known:
        return False
    after_quote = i > 0 and t.quotation_at(t.words[i - 1].start) is not None
    return i in starts or t.words[i - 1].text in _NAME_LEADS or after_quote


def _archaic_verb(t: Transcript, i: int) -> bool:
    """Whether word ``i`` is an archaic "-eth" verb ("she flingeth", "the jaw droppeth"):
    a finite present whatever stands before it, so it needs no subject found. One in a
    reported or subordinate clause (a subordinating word within the three words before,
    "whilst the beast sleepeth") keeps its own tense, as any verb there does."""
    w = t.words[i]
    if archaic.modern_eth(w.text) is None or t.original[t.span(w.start, w.end)[0]].isupper():
        return False
    return not any(v.text in _SUBORDINATE for v in t.words[max(0, i - 3) : i])


#: The present of "to be": before an "-ing" form, the present progressive ("she is
#: screaming"), the here and now of the telling. "Was -ing" is left out: it sets a scene
#: behind the deed ("whatever I was shooting at"), right in a present telling too.
_BE_PRESENT = wordset("am is are")


def _tense_at(words: tuple[Word, ...], k: int) -> Literal["past", "present"] | None:
    """The tense of the verb at ``k``: a plain finite form, or the present progressive
    (not "is going to", a plan)."""
    if words[k].text in _BE_PRESENT:
        ing = words[k + 1].text if k + 1 < len(words) else ""
        plan = ing == "going" and [w.text for w in words[k + 2 : k + 3]] == ["to"]
        return "present" if nlp.is_participle(ing) and not plan else None
    return nlp.verb_tense(words[k].text)


def _noun_subject(t: Transcript, i: int, starts: set[int]) -> bool:
    """Whether word ``i`` is a noun after "the" opening a clause ("and the beetles swarm")."""
    kinds = nlp.lemmas(t.words[i].text)
    if i < 1 or t.words[i - 1].text != "the" or "NOUN" not in kinds or "ADJ" in kinds:
        return False
    return i - 1 in starts or (i > 1 and t.words[i - 2].text in _NAME_LEADS)


def _contracted(t: Transcript, w: Word) -> bool:
    """Whether word ``w`` was written with a clitic "'s" ("Hulda's", "he's")."""
    end = t.span(w.start, w.end)[1]
    mark = t.original[end - 2 : end - 1]
    return w.text.endswith("s") and mark != "" and mark in "'’"


#: Words that open a memory told inside the action ("which reminds her of the kennel-master
#: who ...", "just like the time he got stuck ..."), and words that close it.
_MEMORY = wordset("remind reminds reminded remember remembers recall recalls")
_MEMORY_END = wordset("anyway anyhow")


def _time_when(t: Transcript, i: int) -> bool:
    """Whether the "time" at word ``i`` is told as a time of its own: a subject follows it
    ("the time he got stuck"), or "when" and a subject within a few words, in its sentence
    ("that time back in Varn, right, when I nicked the sausages")."""
    words = t.words
    for k in range(i + 1, min(i + 8, len(words) - 1)):
        if t.breaks_before(k, ".!?;"):
            return False
        if words[k].text in SUBJECTS:
            return k == i + 1 or words[k - 1].text == "when"
    return False


def _remembered(t: Transcript, starts: set[int]) -> set[int]:
    """Indices of the words of a memory: from a verb of memory, or "the time" followed by a
    subject or by "when" and a subject, to the "anyway" that comes back to the action in the
    same sentence, or without one to the end of its clause. A memory keeps its own past tense."""
    words = t.words
    inside: set[int] = set()
    for i, w in enumerate(words):
        time = w.text == "time" and i and words[i - 1].text in {"the", "that"}
        if not (w.text in _MEMORY or (time and _time_when(t, i))):
            continue
        back = clause_end = None
        sentence_end = len(words)
        for k in range(i + 1, len(words)):
            if k in starts:
                sentence_end = k
                break
            if words[k].text in _MEMORY_END:
                back = k
                break
            if clause_end is None and t.breaks_before(k, ",;:"):
                clause_end = k
        stop = back if back is not None else clause_end if clause_end is not None else sentence_end
        inside.update(range(i, stop))
    return inside


#: Words that wave a story off as beside the point and come back to the action.
_WAVED_OFF = re.compile(
    r"\b(?:(?:thats|that is|its|it is) neither here nor there|but i digress|long story short"
    r"|where was i)\b"
)


def _waved_off(t: Transcript, starts: set[int]) -> set[int]:
    """Indices of the words of a story the teller waves off as beside the point, from the
    start of its sentence to the waving off ("Rounding the Cape, the mast went, and, well,
    that's neither here nor there."): a story of the past keeps its own past tense."""
    inside: set[int] = set()
    for m in _WAVED_OFF.finditer(t.norm):
        end = t.word_at(m.start())
        start = max((s for s in starts if s <= end), default=0)
        inside.update(range(start, end))
    return inside


def _joined_it(t: Transcript, i: int) -> bool:
    """Whether word ``i`` is an "it" opening a clause joined by a bare "and" to the one
    before, in one breath ("I loosed an arrow and it hits the cyclops"): what the deed
    reached goes on in the same telling."""
    return (
        t.words[i].text == "it"
        and i > 0
        and t.words[i - 1].text == "and"
        and not (t.breaks_before(i - 1, ",;.!?"))
    )


def _dated_before(t: Transcript, i: int) -> bool:
    """Whether a word of past time stands earlier in the sentence of word ``i`` ("he fought a
    spider in the arena once and it went down"): the joined clause shares that time."""
    for k in range(i - 1, max(-1, i - 14), -1):
        if t.words[k].text in _PAST_TIME:
            return True
        if t.breaks_before(k, ".!?;"):
            return False
    return False


#: Words that open a story of the past at a sentence's start ("Yesterday ...", "Earlier
#: ...", "Once, ...", "Back in Varn ..."), and determiners that make "last" a place in a
#: row ("the last door") or an end ("at last") rather than a time ("last room a rat bit me").
_STORY_OPENERS = wordset("yesterday earlier once back")
_ROW = wordset("the a this that my his her its our their your at")
_STORY_BE = wordset("was were")


def _back_then(t: Transcript, k: int, start: int) -> bool:
    """Whether the "back" at word ``k`` opens its sentence as a time ("Back in Varn ...",
    "Back when I ...", "Way back then ..."), not a direction ("she hung back behind")."""
    words = t.words
    lead = k == start or (k == start + 1 and words[start].text in {"way", "so", "well"})
    return lead and k + 1 < len(words) and words[k + 1].text in {"in", "when", "then", "at"}


def _story_opener(t: Transcript, start: int, starts: set[int]) -> bool:
    """Whether the sentence at word ``start`` opens a story of the past within its first
    five words: "yesterday", "earlier", "once", "back in/when" (:func:`_back_then`), "last
    <time or place>" ("last room a rat bit Mossback") or "when <someone> was/were" ("When
    I was a novice at the abbey ..."). Its past tense, and that of the sentences told after
    it until the telling comes back to the present, is the story's own."""
    words = t.words
    for k in range(start, min(start + 5, len(words) - 2)):
        if k > start and k in starts:
            return False
        w = words[k].text
        if w in _STORY_OPENERS and (w != "back" or _back_then(t, k, start)):
            return True
        if w == "last" and (k == start or words[k - 1].text not in _ROW):
            return True
        if w == "when" and words[k + 1].text in SUBJECTS and words[k + 2].text in _STORY_BE:
            return True
    return False


#: "I meant ...", "I mean ...": the player correcting their own words, not the action.
_MEANT = wordset("meant")


#: Subjects of a clause inside one quoted sentence; there "it" is the thing the deed reached
#: ("I threw the harpoon and it goes through").
_QUOTED_SUBJECTS = (SUBJECTS - {"you"}) | {"it"}
#: Words that say the time has changed between two clauses ("I warned him, now I ...").
_NEW_TIME = _PAST_TIME | wordset("now then later after before")


def _quoted_shift(t: Transcript, starts: set[int]) -> list[Hit]:
    """Within one sentence of one quotation, a clause in one tense and the next in the
    other with no word of time between ("i leapt through the flames and i slash it"): the
    line, the player's telling quoted or a character's words, slips in mid-sentence."""
    words = t.words
    for a, b in t.quoted:
        seen: list[tuple[int, str]] = []
        for w in words[t.word_at(a) : t.word_at(b)]:
            i = w.index
            if w.text not in _QUOTED_SUBJECTS or i + 1 >= len(words) or words[i + 1].start >= b:
                continue
            if i and words[i - 1].text in _SUBORDINATE:
                continue
            tense = _tense_at(words, i + 1)
            if tense and not (tense == "past" and _dated(words, i + 1)):
                seen.append((i + 1, tense))
        for (first, was), (then, now) in pairwise(seen):
            between = range(first + 1, then)
            if was != now and not any(k in starts or words[k].text in _NEW_TIME for k in between):
                start, end = t.words_span(first, then)
                return [Hit(start, end, f"{was} then {now} in one quoted sentence")]
    return []


#: "did", before a subject in an inverted clause ("only then did she work it free").
_DID = wordset("did didnt")


def tense_shift(t: Transcript) -> list[Hit]:
    """The subjects' verbs told in the past and in the present in one description.

    A subject is a pronoun, a name (the actor's even where the dictionary knows it: "Kettle
    rolled"), or a noun after "the" opening a clause ("and the hinges scream"); its verb is
    a finite form or the present progressive ("she is screaming"). Verbs in reported or
    subordinate clauses ("I ask him where he got it"), in what someone says aloud (inside
    quotation marks), after "you" (someone spoken to) and in a memory (:func:`_remembered`)
    keep their own tense and are not counted; a clitic "'s" is "has" or "is"; "I meant" is
    table talk. A quotation is read on its own (:func:`_quoted_shift`).

    >>> len(tense_shift(Transcript("I crept up and I pick the lock")))
    1
    >>> tense_shift(Transcript("I walk up and I tell it the answer"))
    []
    >>> tense_shift(Transcript("I opened a door like it last week, so I open this one"))
    []
    >>> len(tense_shift(Transcript("Krom lifted the bar and he shoves the gate")))
    1
    >>> tense_shift(Transcript("so Hulda's got the hook, and she goes over"))
    []
    >>> tense_shift(Transcript("I grew up in a forge, and I heat the blade till it glows"))
    []
    >>> tense_shift(Transcript("she says, you gotta do three, and she walks off"))
    []
    >>> len(tense_shift(Transcript("Krom lifted the bar and the gate swings open")))
    1
    >>> tense_shift(Transcript("Krom lifts the bar and says, 'I warned you.' He shoves."))
    []
    >>> tense_shift(Transcript("Krom squeezes in, like the time he got stuck, anyway he's in"))
    []
    >>> len(tense_shift(Transcript("Krom crept up, and now he is picking the lock")))
    1
    >>> len(tense_shift(Transcript("Bell rolled the barrel, so she kicks it", actor="Bell")))
    1
    >>> len(tense_shift(Transcript('Una, word for word: "I ducked and I stab it twice"')))
    1
    >>> tense_shift(Transcript('Una growls: "I warned him, now I gut him"'))
    []
    >>> len(tense_shift(Transcript("I loosed an arrow and it hits the ogre")))
    1
    >>> tense_shift(Transcript("I met an ogre once and it hated songs, so I sing"))
    []
    >>> tense_shift(Transcript("Ada grins at it, so now youve had it, and she swings"))
    []
    >>> tense_shift(Transcript("The mast fell, oh, but I digress. She ducks the blade."))
    []
    >>> tense_shift(Transcript("Ada waits, like that time up north, when I froze, anyway she runs"))
    []
    >>> len(tense_shift(Transcript("The knight, weary of it all, lifteth the bar and I shoved")))
    1
    >>> tense_shift(Transcript("Last room a rat bit me. So I throw the net. I grab it."))
    []
    >>> len(tense_shift(Transcript("She hung back and watched it, then she shoots it")))
    1
    >>> tense_shift(Transcript("I lift it. When I was a boy we had bats. It was bad. I run."))
    []
    >>> len(tense_shift(Transcript("I open the last door and I walked in")))
    1
    >>> tense_shift(Transcript("She braced it. Only when they were up did she work it free."))
    []
    """
    seen: list[tuple[int, str]] = []
    words = t.words
    starts = sentence_starts(t)
    memory = _remembered(t, starts) | _waved_off(t, starts)
    story = None  # the first word of a sentence opening a story of the past, while it runs
    for i, w in enumerate(words[:-1]):
        if i in starts and _story_opener(t, i, starts):
            story = i
        if (i and words[i - 1].text in _SUBORDINATE) or i in memory:
            continue
        if w.text == "i" and words[i + 1].text in _MEANT:
            continue  # "ok cool, but I meant juggle them": table talk about one's words
        if t.quotation_at(w.start) is not None:
            continue  # what someone says aloud keeps its own tense
        if w.text == "you":
            continue  # someone spoken to ("so she says, nope, you answered too fast")
        if _archaic_verb(t, i):
            seen.append((i, "present"))
            continue
        joined = _joined_it(t, i)
        subject = w.text in SUBJECTS or _name_subject(t, i, starts) or _noun_subject(t, i, starts)
        if not (subject or joined):
            continue
        nxt = words[i + 1]
        if nxt.text.endswith("ly") and i + 2 < len(words):
            nxt = words[i + 2]
        tense = _tense_at(words, nxt.index)
        if tense == "past" and (_dated(words, nxt.index) or (joined and _dated_before(t, i))):
            continue
        if tense == "past" and _contracted(t, w):
            tense = "present"  # "Hulda's got the hook", "the door's made of rock": has, is
        if i and words[i - 1].text in _DID and tense:
            tense = "past"  # "only then did she work it free": the verb after "did" is bare
        if story is not None and tense == "past":
            continue  # the story's own past
        if story is not None and tense == "present" and any(story < k <= i for k in starts):
            story = None  # back to the telling, in a later sentence
        at = t.span(nxt.start, nxt.end)[0]
        if nxt.text == "got" and t.original[at : at + 5].lower() == "gotta":
            tense = "present"  # "you gotta do three": has got to
        if tense:
            seen.append((nxt.index, tense))
    if not seen:
        return _quoted_shift(t, starts)
    first_index, first_tense = seen[0]
    for index, later in seen[1:]:
        if later != first_tense:
            start, end = t.words_span(first_index, index)
            return [Hit(start, end, f"{first_tense} then {later}")]
    return _quoted_shift(t, starts)
