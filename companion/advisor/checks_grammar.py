"""Structural checks for cards about grammar and narration: sentences, the run-on sentence
and the continuity error (tense: :mod:`~companion.advisor.checks_tense`; the passive:
:mod:`~companion.advisor.checks_passive`; speech tags: :mod:`~companion.advisor.checks_tags`;
the dangling modifier: :mod:`~companion.advisor.checks_opening`).

Spoken input has no reliable punctuation, so sentence breaks are used where
the text has them (typed input) and never required.
"""

from __future__ import annotations

import re
from itertools import pairwise

from companion.advisor import nlp
from companion.advisor.checks_scene import scene_count
from companion.advisor.lexicons import COLOURS, NUMBERS, wordset
from companion.advisor.text import Hit, Transcript

#: Subject pronouns, and the determiners that open a noun phrase.
SUBJECTS = wordset("i we you he she they")
DETERMINERS = wordset("the my his her its their a an your our")


def sentence_starts(t: Transcript) -> set[int]:
    """Indices of words that follow a sentence-ending mark in the original text."""
    starts = {0}
    for word in t.words[1:]:
        if t.breaks_before(word.index, ".!?;"):
            starts.add(word.index)
    return starts


def original_sentences(t: Transcript) -> list[tuple[int, int]]:
    """Spans of the original text between its sentence ends (. ! ? ; :), marks left out."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in [*re.finditer(r"[.!?;:]+", t.original), None]:
        end = m.start() if m else len(t.original)
        out.append((start, end))
        start = m.end() if m else end
    return out


def sentences(t: Transcript) -> list[tuple[int, int]]:
    """Spans of the normalised text between the text's sentence ends (. ! ? ; :)."""
    spans = (t.norm_trimmed(start, end) for start, end in original_sentences(t))
    return [(a, b) for a, b in spans if a < b]


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
            1 for a, b in pairwise(words) if a == "and" and (b in SUBJECTS or b in {"the", "then"})
        )
        ands = sum(1 for k, w in enumerate(words) if w == "and" and not _in_list(words, k))
        if then >= 3 or joins >= 4 or ands >= 6:
            hits.append(Hit(t.words[first].start, t.words[stop - 1].end, f"{joins} and-clauses"))
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
        if words[i + 1] == "of" and i + 3 < len(words) and words[i + 2] in DETERMINERS:
            skip = 3
        elif words[i + 1] in DETERMINERS - {"a", "an"} and i + 2 < len(words):
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


#: Tries counted as they are made: the next ordinal is the next try ("four throws, four
#: misses; the fifth is bound to go in"), not one thing too many.
_TRIES = wordset(
    "throw try attempt miss swing roll round time go turn shot guess jump strike lunge cast"
)


def _ordinal_beyond(t: Transcript) -> list[Hit]:
    """A thing counted ("three blades", "just the one dragon") and then an ordinal past the
    count ("the fourth one", "the second dragon") within sixty words; for tries counted as
    they are made (:data:`_TRIES`), an ordinal past the next one.

    >>> _ordinal_beyond(Transcript("Four throws, four misses. The fifth is bound to go in."))
    []
    >>> len(_ordinal_beyond(Transcript("Four throws, four misses. The sixth is bound to go in.")))
    1
    """
    words = [w.text for w in t.words]
    for i, n, noun in _counted(t):
        for j in range(i + 2, min(len(words), i + 60)):
            k = _ORDINALS.get(words[j], 0)
            if k <= n + (noun in _TRIES) or j + 1 >= len(words):
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
    throw the next one", "his last sausage ... another sausage", "my last snare ... I set
    another.").

    >>> len(_last_then_more(Transcript("I throw my last javelin. If it misses I throw the "
    ...     "next one")))
    1
    >>> _last_then_more(Transcript("I throw my last javelin and draw my sword"))
    []
    >>> len(_last_then_more(Transcript("I light my last torch, then I light another.")))
    1
    >>> _last_then_more(Transcript("My last torch goes out; another day, another dungeon."))
    []
    """
    words = [w.text for w in t.words]
    for i in range(1, len(words) - 1):
        if words[i] != "last" or words[i - 1] not in _OWNERS:
            continue
        noun = nlp.lemma(words[i + 1])
        if "NOUN" not in nlp.lemmas(words[i + 1]):
            continue
        for j in range(i + 2, min(len(words), i + 40)):
            after = words[j + 1] if j + 1 < len(words) else ""
            alone = words[j] == "another" and (not after or t.breaks_before(j + 1, ".!?;,"))
            if words[j] in _MORE and (after == "one" or nlp.lemma(after) == noun or alone):
                start, end = t.words_span(i - 1, min(j + 1, len(words) - 1))
                return [Hit(start, end, f"{noun}: the last, then {words[j]} {after}".rstrip())]
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
    then given an ordinal past the count ("three blades ... the fourth one"), or a part of
    the scene's being counted otherwise than the challenge's name counts it
    (:func:`~companion.advisor.checks_scene.scene_count`).

    >>> len(continuity_error(Transcript("I shoot the two ghouls, all three of them fall")))
    1
    >>> len(continuity_error(Transcript("The ogre has a red club; I hit his green club")))
    1
    >>> len(continuity_error(Transcript("three spinning blades: I duck the first, I hop the "
    ...     "second, I roll under the third and spin past the fourth one")))
    1
    """
    beyond = scene_count(t) or _ordinal_beyond(t) or _last_then_more(t)
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
