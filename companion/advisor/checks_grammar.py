"""Structural checks for cards about grammar and narration.

Spoken input has no reliable punctuation, so sentence breaks are used where
the text has them (typed input) and never required.
"""

from __future__ import annotations

import re
from itertools import pairwise

from companion.advisor import nlp
from companion.advisor.lexicons import COLOURS, NUMBERS, words, wordset
from companion.advisor.text import Hit, Transcript, Word

_SUBJECTS = wordset("i we you he she they")
#: Words that open a reported or subordinate clause, whose tense is its own.
_SUBORDINATE = wordset("where what how why who whom when that if whether because since")
_DETERMINERS = wordset("the my his her its their a an your our")


def sentence_starts(t: Transcript) -> set[int]:
    """Indices of words that follow a sentence-ending mark in the original text."""
    starts = {0}
    for prev, word in zip(t.words, t.words[1:], strict=False):
        gap = t.original[t.span(prev.start, prev.end)[1] : t.span(word.start, word.end)[0]]
        if any(c in gap for c in ".!?;"):
            starts.add(word.index)
    return starts


def sentences(t: Transcript) -> list[tuple[int, int]]:
    """Spans of the normalised text between the text's sentence ends (. ! ? ; :)."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in [*re.finditer(r"[.!?;:]+", t.original), None]:
        end = m.start() if m else len(t.original)
        a, b = t.norm_trimmed(start, end)
        if a < b:
            out.append((a, b))
        start = m.end() if m else end
    return out


def _describing(word: str) -> bool:
    """Whether ``word`` can describe (an adjective or a participle: "fat", "glistening")."""
    return "ADJ" in nlp.lemmas(word) or nlp.is_participle(word)


def _in_list(words: list[str], k: int) -> bool:
    """Whether the "and" at ``k`` joins two describing words in a chain of them ("fat and
    glistening and bloated"): a list of what a thing is like, not clauses strung on (a
    lone pair, "nice and steady", is left to count)."""
    if not (0 < k < len(words) - 1 and _describing(words[k - 1]) and _describing(words[k + 1])):
        return False
    after = words[k + 2 : k + 4]
    before = words[k - 3 : k - 1] if k > 2 else []
    return (after[:1] == ["and"] and len(after) == 2 and _describing(after[1])) or (
        before[1:] == ["and"] and _describing(before[0])
    )


def run_on_sentence(t: Transcript) -> list[Hit]:
    """Three "and then" links, five clauses joined by "and", or six "and"s in one sentence.

    >>> len(run_on_sentence(Transcript("I jump and then I grab it and then I pull and then I run")))
    1
    """
    starts = [*sorted(sentence_starts(t)), len(t.words)]
    hits: list[Hit] = []
    for first, stop in pairwise(starts):
        words = [w.text for w in t.words[first:stop]]
        then = sum(1 for a, b in pairwise(words) if (a, b) == ("and", "then"))
        joins = sum(
            1 for a, b in pairwise(words) if a == "and" and (b in _SUBJECTS or b in {"the", "then"})
        )
        ands = sum(1 for k, w in enumerate(words) if w == "and" and not _in_list(words, k))
        if then >= 3 or joins >= 4 or ands >= 6:
            hits.append(Hit(t.words[first].start, t.words[stop - 1].end, f"{joins} and-clauses"))
    return hits


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
    this that these those it its im ive id ill youre hes shes were theyre"""
)


def _name_subject(t: Transcript, i: int, starts: set[int]) -> bool:
    """Whether word ``i`` is a name opening a clause: a word no dictionary knows, at a
    sentence start or after "and/so/then" ("Mirka grabbed ...", "so grigner runs")."""
    w = t.words[i].text
    if w in _NOT_NAMES or w in nlp.STOPWORDS or nlp.lemmas(w):
        return False
    return i in starts or t.words[i - 1].text in _NAME_LEADS


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


def _remembered(t: Transcript, starts: set[int]) -> set[int]:
    """Indices of the words of a memory: from a verb of memory, or "the time" followed by a
    subject, to the "anyway" that comes back to the action in the same sentence, or without
    one to the end of its clause. A memory keeps its own past tense."""
    words = t.words
    inside: set[int] = set()
    for i, w in enumerate(words):
        time = w.text == "time" and i and words[i - 1].text in {"the", "that"}
        subject_next = i + 1 < len(words) and words[i + 1].text in _SUBJECTS
        if not (w.text in _MEMORY or (time and subject_next)):
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
            if clause_end is None and _gap_has(t, k, ",;:"):
                clause_end = k
        stop = back if back is not None else clause_end if clause_end is not None else sentence_end
        inside.update(range(i, stop))
    return inside


def _gap_has(t: Transcript, k: int, marks: str) -> bool:
    """Whether the original text between word ``k`` and the word before it has a mark."""
    prev, word = t.words[k - 1], t.words[k]
    gap = t.original[t.span(prev.start, prev.end)[1] : t.span(word.start, word.end)[0]]
    return any(c in marks for c in gap)


#: "I meant ...", "I mean ...": the player correcting their own words, not the action.
_MEANT = wordset("meant")


def tense_shift(t: Transcript) -> list[Hit]:
    """The subjects' verbs told in the past and in the present in one description.

    A subject is a pronoun, a name, or a noun after "the" opening a clause ("and the
    hinges scream"). Verbs in reported or subordinate clauses ("I ask him where he got
    it"), in what someone says aloud (inside quotation marks), after "you" (someone
    spoken to) and in a memory (:func:`_remembered`) keep their own tense and are not
    counted; a clitic "'s" is "has" or "is"; "I meant" is table talk.

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
    """
    seen: list[tuple[int, str]] = []
    words = t.words
    starts = sentence_starts(t)
    memory = _remembered(t, starts)
    for i, w in enumerate(words[:-1]):
        if (i and words[i - 1].text in _SUBORDINATE) or i in memory:
            continue
        if w.text == "i" and words[i + 1].text in _MEANT:
            continue  # "ok cool, but I meant juggle them": table talk about one's words
        if any(a <= w.start < b for a, b in t.quoted):
            continue  # what someone says aloud keeps its own tense
        if w.text == "you":
            continue  # someone spoken to ("so she says, nope, you answered too fast")
        if not (w.text in _SUBJECTS or _name_subject(t, i, starts) or _noun_subject(t, i, starts)):
            continue
        nxt = words[i + 1]
        if nxt.text.endswith("ly") and i + 2 < len(words):
            nxt = words[i + 2]
        tense = nlp.verb_tense(nxt.text)
        if tense == "past" and _dated(words, nxt.index):
            continue
        if tense == "past" and _contracted(t, w):
            tense = "present"  # "Hulda's got the hook", "the door's made of rock": has, is
        at = t.span(nxt.start, nxt.end)[0]
        if nxt.text == "got" and t.original[at : at + 5].lower() == "gotta":
            tense = "present"  # "you gotta do three": has got to
        if tense:
            seen.append((nxt.index, tense))
    if not seen:
        return []
    first_index, first_tense = seen[0]
    for index, later in seen[1:]:
        if later != first_tense:
            start, end = t.words_span(first_index, index)
            return [Hit(start, end, f"{first_tense} then {later}")]
    return []


#: Past participles of deeds, passive even without a "by" agent ("the door was smashed").
_DEED = wordset(
    """made broken smashed killed slain opened destroyed shattered struck pierced burned burnt
    eaten taken stolen thrown crushed stabbed slashed beheaded defeated hurled kicked punched"""
)


_WHERE = wordset("on in across over into onto around through against off")


def _agent_by(words: tuple[Word, ...], k: int) -> int | None:
    """Index of the "by" that names the agent after a participle ending before ``k``.

    The "by" may come at once, after one "-ing" word ("sent flying by the blow") or
    after a short place phrase ("whacked on the head by a skillet").
    """
    start = k
    if k < len(words) and words[k].text.endswith("ing"):
        k += 1
    elif k + 2 < len(words) and words[k].text in _WHERE and words[k + 1].text in _DETERMINERS:
        k += 3
    if k < len(words) and words[k].text == "by":
        return k
    return _agent_later(words, start)


#: "by" that tells a time, a way or a measure, not a doer.
_NOT_AGENT = wordset("time then now way far hand night day dawn dusk nightfall myself himself")


def _agent_later(words: tuple[Word, ...], k: int) -> int | None:
    """A "by" a few words on, past a place or a manner ("pinned to the cornice by the
    arrow", "skewered clean through by a bolt", "poked and prodded by Mirela"), with no
    other finite verb between."""
    for n in range(k, min(len(words), k + 6)):
        w = words[n].text
        if w == "by":
            after = words[n + 1 : n + 3]
            if after and not {x.text for x in after} & _NOT_AGENT:
                return n
            return None
        prev = words[n - 1].text
        finite = nlp.verb_tense(w) and "NOUN" not in nlp.lemmas(w)
        if w in _SUBJECTS or (finite and not (prev == "and" and nlp.is_past_participle(w))):
            return None
    return None


def _in_simile(t: Transcript, i: int, starts: set[int]) -> bool:
    """Whether word ``i`` is inside a simile's vehicle ("like a barn full of crockery being
    dropped by a giant"): a "like a/an/the" a few words before it in its sentence. The
    vehicle pictures the thing compared; it tells no deed of the action."""
    for k in range(i - 1, max(-1, i - 9), -1):
        prev, nxt = t.words[k], t.words[k + 1]
        gap = t.original[t.span(prev.start, prev.end)[1] : t.span(nxt.start, nxt.end)[0]]
        if k + 1 in starts or any(c in gap for c in ",;:.!?") or nxt.text == "and":
            return False  # the simile ended with its clause ("like a seal, and the plug is")
        if prev.text == "like" and k + 1 < i and nxt.text in {"a", "an", "the"}:
            return True
    return False


def passive_voice(t: Transcript) -> list[Hit]:
    """A form of "to be" (or "get") with a past participle and a "by" agent, or a deed
    told without its doer ("mistakes were made", "the lock was smashed"), in the player's
    telling: not inside quotation marks nor inside a simile's vehicle.

    >>> len(passive_voice(Transcript("The ghoul is pierced by an arrow")))
    1
    >>> len(passive_voice(Transcript("Mistakes were made.")))
    1
    >>> len(passive_voice(Transcript("the imp is flung across the room by the blast")))
    1
    >>> len(passive_voice(Transcript("the beam is pinned to the wall by a spear")))
    1
    >>> len(passive_voice(Transcript("the gate gets poked and prodded by Mirela")))
    1
    >>> passive_voice(Transcript("I am tired and I was made for this"))
    []
    >>> passive_voice(Transcript("the gate was locked up tight by the time we came"))
    []
    >>> passive_voice(Transcript("it howls like a cart of pots being kicked by a mule"))
    []
    """
    be = {"is", "are", "was", "were", "be", "been", "being", "gets", "got", "get"}
    words = t.words
    hits: list[Hit] = []
    starts = sentence_starts(t)
    for i, w in enumerate(words):
        if w.text not in be or _in_simile(t, i, starts):
            continue
        if any(a <= w.start < b for a, b in t.quoted):
            continue  # what someone says aloud is not the player's telling
        j = i + 1
        if j < len(words) and words[j].text.endswith("ly"):
            j += 1
        if j >= len(words) or not nlp.is_past_participle(words[j].text):
            continue
        by = _agent_by(words, j + 1)
        if by is not None:
            hits.append(Hit(w.start, words[by].end, f"{w.text} {words[j].text} by"))
        elif words[j].text in _DEED and i and words[i - 1].text not in _SUBJECTS | {"im"}:
            hits.append(Hit(words[i - 1].start, words[j].end, f"{w.text} {words[j].text}"))
    return hits


def _plural_noun(word: str) -> bool:
    """Whether ``word`` reads as a plural noun ("ghouls"), so a bare verb after it is finite."""
    return word.endswith("s") and "NOUN" in nlp.lemmas(word) and nlp.lemma(word) != word


#: Spoken openers a participle phrase may follow at a sentence's start.
_OPENERS = wordset("so and then okay ok well now")
#: How far the participle phrase and its clause's subject may reach (words).
_PHRASE_WORDS = 22


def dangling_modifier(t: Transcript) -> list[Hit]:
    """An opening participle phrase followed by a subject that is not its doer.

    The phrase opens a sentence ("Drawing my bow back..."); if the first finite
    verb after it has a "the/my ..." noun before it and no I/he/she/name came
    first, the participle dangles. A pronoun in a comparison inside the phrase ("as hard as
    he can") is not the subject.

    >>> len(dangling_modifier(Transcript("Drawing my bow back, the ghoul's head explodes")))
    1
    >>> dangling_modifier(Transcript("Roaring my war cry, I leap into the pack"))
    []
    >>> len(dangling_modifier(Transcript("swinging as hard as i can the troll's nose breaks")))
    1
    >>> len(dangling_modifier(Transcript("so, kneeling in the wet moss for most of an hour "
    ...     "with the net ready, the big hare finally hops past")))
    1
    >>> dangling_modifier(Transcript("so, kneeling in the wet moss for most of an hour with "
    ...     "the net ready, I finally see the hare"))
    []
    """
    words = t.words
    hits: list[Hit] = []
    for s in sorted(sentence_starts(t)):
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
        for j in range(k + 2, min(k + _PHRASE_WORDS, len(words))):
            text = words[j].text
            if text in _SUBJECTS and words[j - 1].text == "as":
                continue
            if text in _SUBJECTS:
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
                if before & _DETERMINERS:
                    continue
    return hits


def _counted(t: Transcript) -> list[tuple[int, int, str]]:
    """(word index, number, noun lemma) for every "<number> [adj] <noun>"."""
    out: list[tuple[int, int, str]] = []
    words = [w.text for w in t.words]
    last_plural = ""
    for i, word in enumerate(words):
        if word not in NUMBERS or i + 1 >= len(words):
            continue
        n = NUMBERS[word]
        if words[i + 1] == "of" and i + 2 < len(words) and words[i + 2] in {"them", "us"}:
            total = word == "both" or (i and words[i - 1] in {"all", "the"})
            if last_plural and total:
                out.append((i, n, last_plural))
            continue
        part = words[i + 1]
        if n == 1 and part.endswith("ed") and "NOUN" in nlp.lemmas(part[:-2]):
            out.append((i, 1, nlp.lemma(part[:-2])))
            continue
        skip = 1
        if words[i + 1] == "of" and i + 3 < len(words) and words[i + 2] in _DETERMINERS:
            skip = 3
        elif words[i + 1] in _DETERMINERS - {"a", "an"} and i + 2 < len(words):
            skip = 2
        noun = words[i + skip]
        if noun in nlp.STOPWORDS:
            continue
        if i + skip + 1 < len(words) and "NOUN" not in nlp.lemmas(noun):
            noun = words[i + skip + 1]
        if "NOUN" not in nlp.lemmas(noun):
            continue
        lemma = nlp.lemma(noun)
        out.append((i, n, lemma))
        if n > 1:
            last_plural = lemma
    return out


_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}


def _ordinal_beyond(t: Transcript) -> list[Hit]:
    """A thing counted ("three blades", "just the one dragon") and then an ordinal past the
    count ("the fourth one", "the second dragon") within sixty words."""
    words = [w.text for w in t.words]
    for i, n, noun in _counted(t):
        for j in range(i + 2, min(len(words), i + 60)):
            k = _ORDINALS.get(words[j], 0)
            if k <= n or j + 1 >= len(words):
                continue
            nxt = words[j + 1]
            if (
                nxt == "one"
                or nlp.lemma(nxt) == noun
                or (
                    words[j - 1] == "the"
                    and nxt
                    in {
                        "never",
                        "and",
                        "is",
                        "was",
                    }
                )
            ):
                start, end = t.words_span(i, j + 1)
                return [Hit(start, end, f"{noun}: {n}, then the {words[j]}")]
    return []


_OWNERS = wordset("my his her their our")
_MORE = wordset("another next")


def _last_then_more(t: Transcript) -> list[Hit]:
    """One's last thing, then another of it within forty words ("my last javelin ... I
    throw the next one", "his last sausage ... another sausage").

    >>> len(_last_then_more(Transcript("I throw my last javelin. If it misses I throw the "
    ...     "next one")))
    1
    >>> _last_then_more(Transcript("I throw my last javelin and draw my sword"))
    []
    """
    words = [w.text for w in t.words]
    for i in range(1, len(words) - 1):
        if words[i] != "last" or words[i - 1] not in _OWNERS:
            continue
        noun = nlp.lemma(words[i + 1])
        if "NOUN" not in nlp.lemmas(words[i + 1]):
            continue
        for j in range(i + 2, min(len(words) - 1, i + 40)):
            if words[j] in _MORE and (words[j + 1] == "one" or nlp.lemma(words[j + 1]) == noun):
                start, end = t.words_span(i - 1, j + 1)
                return [Hit(start, end, f"{noun}: the last, then {words[j]} {words[j + 1]}")]
    return []


#: Words by which a speaker takes back what they just told ("three cups. Wait, no, ...").
_REPAIRS = wordset("wait actually sorry oops whoops scratch correction")
_REPAIR_PAIRS = {("i", "mean"), ("make", "that"), ("no", "wait"), ("hang", "on")}
_NOT = wordset("not no never hasnt hadnt havent isnt wasnt aint dont doesnt didnt without")


def _repaired(words: list[str], first: int, second: int) -> bool:
    """Whether the speaker takes back the value at word ``first`` before giving the one at
    ``second``: a word of repair between them ("wait, no", "I mean", "make that") or the
    first value said again after a negation ("red ink, well, he hasn't got red, so black")."""
    between = words[first + 1 : second]
    if _REPAIRS & set(between) or _REPAIR_PAIRS & set(pairwise(between)):
        return True
    value = words[first]
    return any(w == value and _NOT & set(between[max(0, k - 2) : k]) for k, w in enumerate(between))


def continuity_error(t: Transcript) -> list[Hit]:
    """The same thing given two different counts or two different colours, or counted and
    then given an ordinal past the count ("three blades ... the fourth one").

    >>> len(continuity_error(Transcript("I shoot the two ghouls, all three of them fall")))
    1
    >>> len(continuity_error(Transcript("The ogre has a red club; I hit his green club")))
    1
    >>> len(continuity_error(Transcript("three spinning blades: I duck the first, I hop the "
    ...     "second, I roll under the third and spin past the fourth one")))
    1
    """
    beyond = _ordinal_beyond(t) or _last_then_more(t)
    if beyond:
        return beyond
    seen: dict[str, tuple[int, str]] = {}
    words = [w.text for w in t.words]
    for i, n, noun in _counted(t):
        key = "#" + noun
        if key in seen and seen[key][1] != str(n):
            if _repaired(words, seen[key][0], i):
                seen[key] = (i, str(n))
                continue
            start, end = t.words_span(seen[key][0], i + 1)
            return [Hit(start, end, f"{noun}: {seen[key][1]} then {n}")]
        seen.setdefault(key, (i, str(n)))
    for i, word in enumerate(words[:-1]):
        if word not in COLOURS or {"or", "and", "other", "another", "than", "nor"} & set(
            words[max(0, i - 3) : i]
        ):
            continue
        noun = nlp.lemma(words[i + 1])
        if "NOUN" not in nlp.lemmas(words[i + 1]):
            continue
        if noun in seen and seen[noun][1] != word:
            if _repaired(words, seen[noun][0], i):
                seen[noun] = (i, word)
                continue
            start, end = t.words_span(seen[noun][0], i + 1)
            return [Hit(start, end, f"{noun}: {seen[noun][1]} then {word}")]
        seen.setdefault(noun, (i, word))
    return []


#: Plain verbs of speech, and verbs of being and having ("the answer is 'an echo'"): a
#: tag with one of these is not a said-bookism.
_PLAIN_TAGS = wordset(
    """said says asked asks replied replies answered answers told tells added adds continued
    continues repeated repeats began begins whispered whispers shouted shouts yelled yells
    called calls explained explains agreed agrees went goes is was has does"""
)
_SPEAKER = r"(?:[Tt]he\s+\w+|[A-Z][\w'-]*|he|she|it|they|we)"
#: A tag after a quotation follows its closing mark: the line's own punctuation, then the
#: quote ("...," he said / "...!" he said), or the quote then a comma; never an opening quote.
#: Single quotation marks count as double ones do ('Halt,' she barked), but a quote
#: closing after a word ("the dogs' bowls") is an apostrophe.
_TAG_AFTER = re.compile(rf"(?:([,.!?…—-])[\"”'’]|[\"”]\s*,)\s*({_SPEAKER})\s+([a-z]+(?:ed|es|s))\b")
_TAG_BEFORE = re.compile(
    rf"\b{_SPEAKER}\s+([a-z]+(?:ed|es|s))\s*[,:]?(?:\s*[\"“‘]|\s+'(?=[A-Za-z]))"
)


#: Showy verbs of speech (stems): a sound or a manner put where "said" would do.
_SHOWY = words(
    """snarl bellow growl hiss roar bark chortl guffaw sneer thunder rumbl rasp croak shriek
    screech squeal whimper whin purr coo grunt howl trill cackl chuckl giggl scoff blurt bluster"""
)
#: Stems of verbs of speech and voice: after a line closed by a full stop (or by ! or ? with
#: a capital after it) only one of these makes a tag; any other verb begins the next
#: sentence, an action ('"...no one shall pass." Ragnhild walks past him').
_VOICE = (
    *_SHOWY,
    *words(
        """breath whisper murmur mutter mumbl croon trill chirp chirrup twitter squeak coo sniff
        snort snap snipe sooth wheedl cajol elucidat enunciat exclaim declar proclaim announc
        inton pronounc rejoin retort respond remark observ opin ventur counter quip chid scold
        warn cri plead beg insist protest boast gasp sigh moan groan wail sob scream holler
        yelp lisp slur stutter stammer drawl gush rant rave snicker spit spat bark yell shout
        call repl answer ask say said tell told add continu repeat
        expostulat ejaculat interject asseverat vociferat declaim querie averr quaver
        remonstrat simper interpos pontificat harrumph"""
    ),
)
#: Words that go on with the action after a comma, not a spoken line ("roars, and charges").
_NOT_SPEECH = wordset("and then but as while so before after his her its their the a an")
#: Words that open direct speech when a player speaks a line without quotes.
_SPEECH_OPENERS = wordset(
    """you youre youll youd i im ill we were who whos what whats why how never no yes hey halt
    stop begone yield surrender get come give behold fool fools"""
)
_UNQUOTED = re.compile(
    rf"\b(i|he|she|they|we|[a-z]+) ((?:{'|'.join(_SHOWY)})(?:s|es|ed|d)?)"
    r"(?: back)?(?: (?:at|to) (?:me|him|her|them|us|you|the \w+))? ([a-z]+)\b"
)


#: The showy verbs whose stem is a whole word ("bark", "roar"): bare, a noun or a verb.
_SHOWY_BARE = frozenset(w for w in _SHOWY if nlp.lemmas(w))
#: Subjects a bare present verb agrees with.
_PLURAL_SUBJECTS = wordset("i we they you")
#: "She sighs and says ...": the speaking is the plain verb's.
_AND_VERB = re.compile(r"\s+and\s+([a-z]+)")


def _tagged_already(t: Transcript, m: re.Match[str]) -> bool:
    """Whether the line closed before the sentence at ``m`` (a tag-shaped sentence after a
    closed line) has its tag elsewhere, so the sentence is an action: it goes on to a plain
    verb of speech ('"..." She sighs and says fine'), or the line is the second part of one
    its tag interrupted ("'...,' she told it, 'and you were ...' The elemental hissed")."""
    then = _AND_VERB.match(t.original, m.end(3))
    if then and then.group(1) in _PLAIN_TAGS:
        return True
    close = m.start(1) + 2
    parts = [t.span(a, b) for a, b in t.quoted]
    before = [(a, b) for a, b in parts if m.start(1) - 2 <= b <= close]
    if not before:
        return False
    opening = t.original[before[-1][0] : before[-1][0] + 2].lstrip("'\"‘“ ")
    return opening[:1].islower()


def _unquoted_tags(t: Transcript) -> list[Hit]:
    """A showy speech verb followed at once by the spoken line ("i snarl you shall not pass")."""
    hits: list[Hit] = []
    for m in _UNQUOTED.finditer(t.norm):
        subject, verb, nxt = m.group(1), m.group(2), m.group(3)
        if verb in _SHOWY_BARE and subject not in _PLURAL_SUBJECTS:
            continue  # "a tree has bark, right": a bare form is a verb only after i/we/they
        after = t.original[t.span(m.start(2), m.end(2))[1] :].lstrip(" ")
        said = after.startswith((",", ":")) and nxt not in _NOT_SPEECH
        if nxt in _SPEECH_OPENERS or (said and not nxt.endswith("ing")):
            hits.append(Hit(m.start(2), m.end(2), f"tag {verb!r} before a spoken line"))
    return hits


def said_bookism(t: Transcript) -> list[Hit]:
    """A showy speech tag next to a quotation ("Never!" the ogre rumbled) in typed text,
    or, unquoted as Whisper writes it, just before the spoken line.

    >>> len(said_bookism(Transcript('"You shall not pass," the ogre rumbled.')))
    1
    >>> said_bookism(Transcript('"You shall not pass," the ogre said.'))
    []
    >>> len(said_bookism(Transcript("the troll guffaws back at me who is going to stop me")))
    1
    >>> said_bookism(Transcript("the troll roars and charges at me"))
    []
    >>> len(said_bookism(Transcript('"Begone!" Olo bellows.')))
    1

    A sentence that follows a closed line is an action, not a tag, unless its verb is one
    of voice; an opening quote is never a tag's:

    >>> said_bookism(Transcript('"No one shall pass." Ragnhild walks past him.'))
    []
    >>> said_bookism(Transcript('"Why?" Korbin laughs. "You cannot."'))
    []
    >>> said_bookism(Transcript('says Olo. "There is no record."'))
    []

    Single quotation marks are quotation marks too; an apostrophe is not:

    >>> len(said_bookism(Transcript("'Turn around, ogre!' she bellows.")))
    1
    >>> len(said_bookism(Transcript("Kess snarls 'last warning' and shoots.")))
    1
    >>> said_bookism(Transcript("He gets in the kobold boss's face."))
    []
    >>> said_bookism(Transcript("He says the answer is 'an echo'."))
    []
    >>> len(said_bookism(Transcript('"Durrik," she susurrates, "come home."')))
    1

    A tag must be attached to speech that has no other tag:

    >>> said_bookism(Transcript('"Pay up." She sighs and says fine.'))
    []
    >>> said_bookism(Transcript("'Go,' she told it, 'and stay gone.' The imp hissed and fled."))
    []
    """
    hits: list[Hit] = _unquoted_tags(t)
    found = [(m, 1) for m in _TAG_BEFORE.finditer(t.original)]
    for m in _TAG_AFTER.finditer(t.original):
        closed = m.group(1) in {".", "…"} or (m.group(1) in {"!", "?"} and m.group(2)[0].isupper())
        if not closed or m.group(3).lower().startswith(_VOICE):
            found.append((m, 3))
    for m, group in found:
        verb = m.group(group).lower()
        # A word no dictionary has ("susurrates") is a verb where only a tag can stand:
        # after a line closed by a comma.
        rare = group == 3 and m.group(1) == "," and not nlp.lemmas(verb)
        if verb in _PLAIN_TAGS or ("VERB" not in nlp.lemmas(verb) and not rare):
            continue
        if group == 3 and m.group(1) not in ",—-" and _tagged_already(t, m):
            continue
        start, end = t.norm_span(m.start(group), m.end(group))
        hits.append(Hit(start, end, f"tag {verb!r}"))
    return hits
