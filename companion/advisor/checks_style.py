"""Structural checks for cards about word choice and sound.

Each check takes a :class:`~companion.advisor.text.Transcript` and returns
:class:`~companion.advisor.text.Hit` spans of its normalised text, one per
distinct offence (a card with two copies in the pool counts two hits).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from itertools import pairwise

from companion.advisor import nlp
from companion.advisor.checks_grammar import sentence_starts
from companion.advisor.idioms import IDIOM_ENDINGS, IDIOM_FRAGMENTS
from companion.advisor.lexicons import (
    FLORID,
    NOT_ADVERBS,
    NOT_STACKED,
)
from companion.advisor.text import Hit, Transcript, Word


def _span(t: Transcript, first: int, last: int, why: str) -> Hit:
    start, end = t.words_span(first, last)
    return Hit(start, end, why)


def _clusters(positions: list[int], gap: int, least: int) -> list[list[int]]:
    """Groups of word positions whose neighbours are at most ``gap`` words apart."""
    groups: list[list[int]] = []
    for p in positions:
        if groups and p - groups[-1][-1] <= gap:
            groups[-1].append(p)
        else:
            groups.append([p])
    return [g for g in groups if len(g) >= least]


def adverb_pileup(t: Transcript) -> list[Hit]:
    """Three or more -ly manner adverbs within a few words of each other.

    >>> [h.why for h in adverb_pileup(Transcript("I quietly, carefully, slowly kneel"))]
    ['3 adverbs']
    """
    found = [
        w.index
        for w in t.words
        if len(w.text) > 4 and w.text.endswith("ly") and w.text not in NOT_ADVERBS
    ]
    return [_span(t, g[0], g[-1], f"{len(g)} adverbs") for g in _clusters(found, gap=3, least=3)]


def alliteration_excess(t: Transcript) -> list[Hit]:
    """Four or more content words sharing a first sound, packed close together.

    Function words are skipped; one other word (a name) may sit inside the run, but the
    run must fill a third of all the words it spans, within one sentence (read with
    speech's shortenings spelt out: "cause" is "because").

    >>> len(alliteration_excess(Transcript("big bold barbarian brawn bashes the boss")))
    1
    >>> len(alliteration_excess(Transcript("sneaky small silent Olo slides softly south")))
    1
    >>> alliteration_excess(Transcript("like i like look like a local"))
    []
    >>> alliteration_excess(Transcript("a hat, and hats go on heads, and you've got a head"))
    []
    >>> alliteration_excess(Transcript("the bolt bounced off the wall and that was the best we "
    ...     "could do before the bridge went down"))
    []
    """
    sp = t.spoken
    content = [w for w in sp.words if w.text not in nlp.STOPWORDS]
    starts = sorted(sentence_starts(sp))
    by_sound: dict[tuple[str, int], list[int]] = {}
    for n, w in enumerate(content):
        sentence = bisect_right(starts, w.index)
        by_sound.setdefault((nlp.initial_sound(w.text), sentence), []).append(n)
    hits: list[Hit] = []
    for (sound, _), positions in by_sound.items():
        for g in _clusters(positions, gap=2, least=4):
            run = _dense_run(content, g)
            if run and len(run) * 3 >= (run[-1] - run[0] + 1) * 2:
                first, last = content[run[0]].index, content[run[-1]].index
                hit = _span(sp, first, last, f"{len(run)} words on {sound}")
                hits.append(hit if sp is t else t.in_view(sp, hit))
    return sorted(hits, key=lambda h: h.start)


def _dense_run(content: list[Word], group: list[int]) -> list[int]:
    """The longest stretch of ``group`` (positions in ``content``) with four distinct words
    that fills at least a third of all the words it spans, function words included:
    alliteration is heard in a breath, not counted over a paragraph."""
    best: list[int] = []
    for a in range(len(group)):
        for b in range(len(group) - 1, a + 2, -1):
            run = group[a : b + 1]
            if len(run) <= len(best):
                break
            spanned = content[run[-1]].index - content[run[0]].index + 1
            distinct = {nlp.lemma(content[n].text) for n in run}
            if len(distinct) >= 4 and len(run) * 3 >= spanned:
                best = run
                break
    return best


def _stackable(word: str) -> bool:
    """Whether ``word`` can stand before a noun as an adjective ("jaundiced", "flickering")."""
    forms = nlp.lemmas(word)
    return word in FLORID or "ADJ" in forms or (word.endswith(("ing", "ed")) and "VERB" in forms)


def modifier_stacks(t: Transcript) -> list[tuple[int, int]]:
    """(first, last) word indices of every run of three or more modifiers before a noun."""
    out: list[tuple[int, int]] = []
    run: list[int] = []
    for w in (*t.words, None):
        if w is not None and _stackable(w.text) and w.text not in NOT_STACKED:
            run.append(w.index)
            continue
        if w is not None and len(run) >= 3 and "NOUN" in nlp.lemmas(w.text):
            out.append((run[0], w.index))
        elif len(run) >= 4 and "NOUN" in nlp.lemmas(t.words[run[-1]].text):
            out.append((run[0], run[-1]))
        run = []
    return out


def purple_prose(t: Transcript) -> list[Hit]:
    """Three or more florid words packed close together; each cluster is one offence.

    A description that stacks three adjectives before one noun with two florid words among
    them ("the cold silver mournful light"), or stacks three twice with a florid word
    somewhere, is one offence too.

    >>> len(purple_prose(Transcript("under the pale cold ghostly moon I swing")))
    1
    >>> purple_prose(Transcript("I grab the long sharp silver knife"))
    []
    """
    found = [w.index for w in t.words if w.text in FLORID]
    hits = [_span(t, g[0], g[-1], f"{len(g)} florid words") for g in _clusters(found, 4, 3)]
    stacks = modifier_stacks(t)
    lush = [sum(1 for i in range(*s) if t.words[i].text in FLORID) for s in stacks]
    if any(n >= 2 for n in lush) or (len(stacks) >= 2 and sum(lush) > 0):
        first, last = stacks[0][0], stacks[-1][1]
        stacked = _span(t, first, last, "adjectives stacked before a noun")
        if not any(stacked.overlaps(h) for h in hits):
            hits.append(stacked)
    return sorted(hits, key=lambda h: h.start)


def _clause_ends(t: Transcript) -> list[int]:
    """Indices of words that end a clause: a mark of punctuation after them, or the end."""
    ends = []
    for w in t.words:
        after = t.original[t.span(w.start, w.end)[1] :].lstrip(" ")
        if not after or after[0] in ",.;:!?-":
            ends.append(w.index)
    return ends


#: Prefixes that make a word of another without a new sound to rhyme ("way", "away").
_PREFIXES = ("a", "al", "be", "re", "un", "de", "dis", "mis", "out", "over", "under", "up")


def _same_word(a: str, b: str) -> bool:
    """Whether two words are one word told twice: equal, one lemma ("hat", "hats"), or one
    the other with a prefix ("way", "away"); "ill" and "still" are two words that rhyme."""
    if a == b or nlp.lemma(a) == nlp.lemma(b):
        return True
    short, long = sorted((a, b), key=len)
    return long.endswith(short) and long[: len(long) - len(short)] in _PREFIXES


def _couplets(t: Transcript) -> list[Hit]:
    """Two different words that rhyme, each ending a clause, at most ten words apart
    ("Missed him eight, so nine's my fate")."""
    ends = _clause_ends(t)
    hits: list[Hit] = []
    for a, b in pairwise(ends):
        wa, wb = t.words[a].text, t.words[b].text
        if b - a > 10 or _same_word(wa, wb):
            continue
        key = nlp.rhyme_key(wa)
        if key and key == nlp.rhyme_key(wb) and max(len(wa), len(wb)) >= 4:
            hits.append(_span(t, a, b, f"{wa} / {wb}"))
    return hits


def unintentional_rhyme(t: Transcript) -> list[Hit]:
    """Three or more different words sharing a rhyme within fifteen words, or a couplet: two
    rhyming words that each end a clause.

    >>> len(unintentional_rhyme(Transcript("Missed him eight, so nine's my fate.")))
    1
    >>> unintentional_rhyme(Transcript("I swing my axe, then I duck."))
    []
    >>> len(unintentional_rhyme(Transcript("My leg is ill, I limp on still.")))
    1
    >>> unintentional_rhyme(Transcript("I go my way, then far away."))
    []
    """
    keys: dict[str, list[int]] = {}
    seen: dict[str, set[str]] = {}
    for w in t.words:
        if len(w.text) < 3 or (w.text in nlp.STOPWORDS and w.text != "out"):
            continue
        key = nlp.rhyme_key(w.text)
        if len(key.split()) < 2:
            continue
        if w.text in seen.setdefault(key, set()):
            continue
        seen[key].add(w.text)
        keys.setdefault(key, []).append(w.index)
    hits = [
        _span(t, g[0], g[-1], f"{len(g)} words rhyme")
        for group in keys.values()
        for g in _clusters(group, 8, 3)
    ]
    hits += [c for c in _couplets(t) if not any(c.overlaps(h) for h in hits)]
    return sorted(hits, key=lambda h: h.start)


@lru_cache(maxsize=256)
def _fragment_keys(fragment: str) -> tuple[re.Pattern[str], str, tuple[str, ...]]:
    """A fragment's pattern, its first word and its content lemmas (once per fragment)."""
    keys = tuple(nlp.lemma(w) for w in fragment.split() if w not in nlp.STOPWORDS)
    return re.compile(rf"\b{re.escape(fragment)}\b"), fragment.split()[0], keys


def _fragment_spans(
    t: Transcript, fragment: str, said: frozenset[str], lemmas: list[str]
) -> list[tuple[int, int]]:
    """Word spans where an idiom fragment occurs: exactly, or (for fragments with two or
    more content words) with its content lemmas in order and at most four words between
    (``said``: the transcript's words, ``lemmas``: their lemmas in order)."""
    pattern, first, keys = _fragment_keys(fragment)
    spans = []
    if first in said:
        spans = [(t.word_at(m.start()), t.word_at(m.end() - 1)) for m in pattern.finditer(t.norm)]
    if len(keys) < 2 or keys[0] not in lemmas:
        return spans
    for i, lem in enumerate(lemmas):
        if lem != keys[0]:
            continue
        j, at = i, 1
        while at < len(keys) and j + 1 < len(lemmas) and j + 1 - i <= len(keys) + 4:
            j += 1
            if lemmas[j] == keys[at]:
                at += 1
        if at == len(keys) and (i, j) not in spans:
            spans.append((i, j))
    return spans


def _sounds_alike(word: str, other: str) -> bool:
    """Whether two words differ by one sound at most (CMU phones, stress ignored):
    "butt" for "bud", "pier" for "peer"."""
    a = [p.rstrip("012") for p in nlp.phones(word).split()]
    b = [p.rstrip("012") for p in nlp.phones(other).split()]
    if not a or not b or a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:k] + long[k + 1 :] == short for k in range(len(long)))


def _twisted(t: Transcript) -> list[Hit]:
    """A set phrase whose opening runs on to another ending (:data:`IDIOM_ENDINGS`): the
    ending it should have is not among the next three words, and the word there does not
    sound like it (a sound-alike is a malapropism).

    >>> [h.why for h in _twisted(Transcript("this ogre's barking up the wrong horse"))]
    ["'barking up the wrong' ends in 'horse'"]
    >>> _twisted(Transcript("you're barking up the wrong old tree, friend"))
    []
    >>> _twisted(Transcript("we'll nip this in the butt"))
    []
    """
    hits: list[Hit] = []
    for opening, ending in IDIOM_ENDINGS:
        for m in re.finditer(rf"\b{opening}\b", t.norm):
            after = t.words[t.word_at(m.end() - 1) + 1 :][:3]
            if not after or any(nlp.lemma(w.text) == ending for w in after):
                continue
            if _sounds_alike(after[0].text, ending):
                continue  # "nip it in the butt": a sound-alike word, a malapropism's mistake
            hits.append(Hit(m.start(), after[0].end, f"{m.group(0)!r} ends in {after[0].text!r}"))
    return hits


def mixed_metaphor(t: Transcript) -> list[Hit]:
    """Fragments of two different idioms within twelve words of each other, or one set
    phrase run on to another ending ("barking up the wrong horse").

    >>> t = Transcript("strike while the iron is hot before the cat gets out of the bag")
    >>> len(mixed_metaphor(t))
    1
    """
    found: list[tuple[int, int, str]] = []
    lemmas = [nlp.lemma(w.text) for w in t.words]
    said = frozenset(w.text for w in t.words)
    for idiom, fragment in IDIOM_FRAGMENTS:
        for first, last in _fragment_spans(t, fragment, said, lemmas):
            found.append((first, last, idiom))
    found.sort()
    hits: list[Hit] = []
    for i, (first, _last, idiom) in enumerate(found):
        for other_first, other_last, other in found[i + 1 :]:
            if other != idiom and other_first - first <= 12:
                span = Hit(t.words[first].start, t.words[other_last].end, f"{idiom} + {other}")
                if not any(h.overlaps(span) for h in hits):
                    hits.append(span)
                break
    hits += [h for h in _twisted(t) if not any(h.overlaps(x) for x in hits)]
    return hits
