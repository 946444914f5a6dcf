"""Circular reasoning: an argument whose conclusion is already its premise.

Card: "An argument whose conclusion is already its premise." A "because" whose reason
restates its claim, a reason that goes on to say the claim itself, or A because B and B
because A. Claims are compared by their content words (:func:`content_lemmas`), so "right"
and "correct", "trust" and "trustworthy", "win" and "winner", "venom" and "venomous" make
one claim.
"""

from __future__ import annotations

from companion.advisor import nlp
from companion.advisor.checks_grammar import sentence_starts
from companion.advisor.text import Hit, Transcript

#: Words that mean "true/best" alike, so "right because it is correct" is one claim.
_SAME = {
    "correct": "right",
    "true": "right",
    "accurate": "right",
    "wrong": "false",
    "incorrect": "false",
    "better": "best",
    "greatest": "best",
    "finest": "best",
    "finer": "best",
    "good": "best",
    "untrue": "false",
}
_TRUTH = frozenset({"right", "false", "best"})
_BECAUSE = frozenset({"because", "since", "cause", "coz"})
_COPULAS = frozenset(
    {"is", "are", "was", "were", "am", "its", "thats", "im", "youre", "hes", "shes", "theyre"}
)
_CLAUSE_BREAK = frozenset({"so", "therefore", "but", "then", "and"})


#: Derived words that make the same claim as their root ("trustworthy" is "trust").
_STEMS = {
    "trustworthy": "trust",
    "trusted": "trust",
    "honesty": "honest",
    "truthful": "honest",
    "wisdom": "wise",
    "strength": "strong",
    "safety": "safe",
    "goodness": "good",
    "liar": "lie",
    "liars": "lie",
    "lying": "lie",
    "cowardly": "coward",
    "cowardice": "coward",
    "stronger": "strong",
    "strongest": "strong",
    "reliable": "rely",
    "trusty": "trust",
    "ours": "own",
    "belong": "own",
    "belongs": "own",
    "agreed": "agree",
    "smell": "stink",
    "smells": "stink",
}

_NEGATORS = frozenset({"not", "never", "isnt", "wasnt", "aint", "no"})
_FLIP = {"right": "false", "false": "right"}


def content_lemmas(words: list[str]) -> set[str]:
    """Content lemmas with truth words merged ("correct" is "right") and negation
    applied ("never wrong" is "right")."""
    out = set()
    for i, w in enumerate(words):
        if w in nlp.STOPWORDS or w in _NEGATORS or w.isdigit():
            continue
        lem = nlp.lemma(w)
        key = _SAME.get(w, _SAME.get(lem, lem))
        key = _STEMS.get(key, key)
        if key in _FLIP and i and words[i - 1] in _NEGATORS:
            key = _FLIP[key]
        out.add(key)
    return out


#: A claim that is only its speaker's knowing ("and I know that because ...", "how do you
#: know? because ..."): what is known is the clause before.
_KNOWING = frozenset({"know", "sure", "tell", "certain"})


def _mostly(a: set[str], b: set[str]) -> bool:
    """Whether two sets of content lemmas make the same claim: at least half of the smaller
    is shared (a reason told with a word more or less: "because I'm in command, I growl")."""
    return bool(a and b) and len(a & b) * 2 >= min(len(a), len(b))


def _agents_as_deeds(lemmas: set[str], other: set[str]) -> set[str]:
    """``lemmas`` with an agent noun read as its verb where ``other`` holds the verb: a
    winner is one who wins, so "I'll win because I'm a winner" says one thing twice.

    >>> sorted(_agents_as_deeds({"winner", "born"}, {"win"}))
    ['born', 'win']
    >>> sorted(_agents_as_deeds({"archer"}, {"arch"}))
    ['arch']
    >>> sorted(_agents_as_deeds({"archer"}, {"shoot"}))
    ['archer']
    """
    out = set()
    for w in lemmas:
        roots = (w[:-2], w[:-3], w[:-1]) if w.endswith("er") and len(w) > 4 else ()
        out.add(next((r for r in roots if r in other), w))
    return out


def _qualities_as_things(lemmas: set[str], other: set[str]) -> set[str]:
    """``lemmas`` with an adjective of having a thing read as that thing where ``other``
    holds it: what is venomous carries venom, so "it carries venom because it is venomous"
    says one thing twice.

    >>> sorted(_qualities_as_things({"venomous"}, {"carry", "venom"}))
    ['venom']
    >>> sorted(_qualities_as_things({"dangerous"}, {"road"}))
    ['dangerous']
    """
    out = set()
    for w in lemmas:
        roots = (w[:-3], w[:-4]) if w.endswith(("ous", "ful")) and len(w) > 5 else ()
        out.add(next((r for r in roots if r in other), w))
    return out


#: Words said to the listener beside a reason ("because I'm trustworthy, duh"): no part of it.
_ASIDE_WORDS = frozenset({"duh", "lol", "mate", "pal", "lads", "innit", "eh", "huh", "yeah"})
#: Words that stress a reason and add nothing to it: "because the answer is shadow only".
_FOCUS = frozenset({"only", "even", "really", "simply", "merely", "actually"})


def _elliptical(question: list[str], claim: set[str]) -> bool:
    """Whether ``question`` is a bare "why X?" with no verb of its own, asking about a claim
    made just before (``claim``: its content words, all said again from that claim).

    >>> _elliptical("why shadow".split(), {"shadow"}), _elliptical("why is it".split(), set())
    (True, False)
    """
    verbless = not any(w in _COPULAS or nlp.is_finite_verb(w) for w in question)
    return bool(question) and question[0] == "why" and verbless and len(claim) <= 2


#: Talk that tags a claim for the listener ("I'm honest, see?"): no part of it.
_TAGS = frozenset({"see", "right", "okay", "ok", "yeah", "innit", "eh", "huh", "look", "well"})


def _claim_again(words: list[str], first: int, at: int, last: int, starts: set[int]) -> int:
    """Where a reason given ``because`` (word ``at``) that goes on, after "and" (word
    ``last``), to say the claim itself ends (0 when it does not): "I'm honest, see? Because
    honest goblins don't steal, and I'm an honest goblin". The claim is a predication (it
    has a copula) and every content word of it is in that later clause ("how do you know
    they're fair? because they're my prices, and I only charge fair prices": what is known
    is the claim); a deed ("I hit the ogre because it charged, and I hit it hard") claims
    nothing.

    >>> w = "its a hole because the answer is a hole and a hole is the answer".split()
    >>> _claim_again(w, 0, 3, 9, set())
    15
    >>> w = "i hit the ogre because it charged and i hit the ogre hard".split()
    >>> _claim_again(w, 0, 4, 7, set())
    0
    """
    if last >= len(words) or words[last] != "and":
        return 0
    if not any(w in _COPULAS for w in words[first:at]):
        return 0
    claim = content_lemmas(words[first:at]) - _TAGS - _KNOWING
    stop = min([len(words), last + 12, *[s for s in starts if s > last]])
    for j in range(last + 1, stop):
        if words[j] in _CLAUSE_BREAK:
            stop = j
            break
    return stop if claim and claim <= content_lemmas(words[last + 1 : stop]) else 0


def circular_reasoning(t: Transcript) -> list[Hit]:
    """A "because" whose reason restates the claim it supports (the claim of "and I know
    that because" is the clause before it), or A because B and B because A.

    >>> len(circular_reasoning(Transcript("my stew is the best stew because no stew is better")))
    1
    >>> len(circular_reasoning(Transcript("trust him because he is trustworthy")))
    1
    >>> circular_reasoning(Transcript("I go left because the right path is flooded"))
    []
    >>> len(circular_reasoning(Transcript("Why do I charge the wall? Because I'm a berserker. "
    ...     "Why am I a berserker? Because I charge the wall.")))
    1
    >>> len(circular_reasoning(Transcript("Everyone agrees, because it's agreed. Vote's done.")))
    1
    >>> len(circular_reasoning(Transcript("Finest ale here, and I know that because no ale "
    ...     "here is finer.")))
    1
    """
    words = [w.text for w in t.words]
    hits: list[Hit] = []
    links: list[tuple[set[str], set[str], int, int]] = []
    starts = sentence_starts(t)
    for i, word in enumerate(words):
        if word not in _BECAUSE:
            continue
        first = max(0, i - 10)
        if i in starts:  # "Why am I a berserker? Because ...": the claim is the question
            first = max([s for s in starts if s < i] or [0])
        for s in starts:
            if first < s < i:
                first = s
        for j in range(i - 1, first, -1):
            if words[j] in _CLAUSE_BREAK:
                first = j + 1
                break
        claim = content_lemmas(words[first:i])
        if claim and claim <= _KNOWING and first:  # "X, and I know that because": claim X
            end, first = first, max([s for s in starts if s < first] or [0])
            for j in range(end - 2, first, -1):
                if words[j] in _CLAUSE_BREAK:
                    first = j + 1
                    break
            claim = content_lemmas(words[first:end]) - _KNOWING
        elif i in starts and first and _elliptical(words[first:i], claim):
            # "The answer is the shadow. Why shadow? Because ...": the claim asked about is
            # the sentence before the bare question.
            first = max([s for s in starts if s < first] or [0])
            claim |= content_lemmas(words[first:i])
        last = min([len(words), i + 11, *[s for s in starts if s > i]])
        for j in range(i + 1, last):
            if words[j] in _CLAUSE_BREAK:
                last = j
                break
        reason = content_lemmas(words[i + 1 : last]) - _ASIDE_WORDS - _FOCUS
        reason = _agents_as_deeds(reason, claim)
        claim = _agents_as_deeds(claim, reason)
        reason = _qualities_as_things(reason, claim)
        claim = _qualities_as_things(claim, reason)
        shared = claim & reason
        small = min(len(claim), len(reason)) or 1
        new = reason - claim
        same = len(shared) >= 2 and len(shared) / small >= 0.6
        same = same and (not new or (len(shared) >= 3 and len(shared) / small >= 0.75))
        truth = bool(shared & _TRUTH) and reason <= claim | _TRUTH and len(reason) <= 2
        verb = any(w in _COPULAS for w in words[i + 1 : last])
        restated = bool(reason) and reason <= claim and verb
        if same or truth or restated:
            hits.append(Hit(t.words[first].start, t.words[last - 1].end, "reason restates claim"))
        elif again := _claim_again(words, first, i, last, starts):
            hits.append(Hit(t.words[first].start, t.words[again - 1].end, "the claim again"))
        links.append((claim, reason, first, last))
    for n, (claim, reason, first, _last) in enumerate(links):
        for later_claim, later_reason, _first, last in links[n + 1 :]:
            if _mostly(reason, later_claim) and _mostly(later_reason, claim):
                hits.append(
                    Hit(t.words[first].start, t.words[last - 1].end, "A because B because A")
                )
    return hits
