"""Structural checks for logic cards whose shape, not wording, gives them away."""

from __future__ import annotations

import re

from companion.advisor.checks_circular import content_lemmas
from companion.advisor.checks_grammar import sentence_starts
from companion.advisor.text import Hit, Transcript

_THEREFORE = ("therefore", "ergo", "which means", "it follows that", "thus", "hence")


#: What a plain "so" must lead to, to count: the matter at hand declared settled ("so the
#: answer is a boot", "so the gate should let us through", "so it's the middle lever").
_SETTLED = re.compile(
    r"(?:\w+ ){0,4}?(?:(?:the )?answer(?: to (?:the|your|this|my|that) (?:riddle|question))?"
    r" (?:is|s|must be|has to be|is got to be)|(?:it|its|it is)"
    r" (?:the )?\w+ (?:lever|door|path|one)|(?:the )?(?:door|gate|vault|way|bridge|tomb|lock)"
    r" (?:should|must|has to|will|is going to|is got to) (?:open|let)|(?:you|youre|you are) the"
    r" one (?:who|that)|we win|is paid|should let us|must let us"
    r"|(?:the|this|that|these|those) (?:\w+ ){0,2}(?:must|has to|have to|gotta|got to) be"
    r"|(?:you|ya) (?:gotta|have to|must|should|need to|got to) let (?:me|us)|open up"
    r"|(?:the |this |that )?\w+ (?:is |s )?(?:mine|ours))\b"
)


#: A plain "so" that draws an inference: a certainty word ("so obviously", "so clearly") or
#: a third party said to be bound to do or be something ("so it must be a trap", "so you'll
#: have to let us pass") or to be so already ("so this door is already open"). A first
#: person's "so I will" or "so we must" is a plan, not an inference, and is left out.
_INFERRED = re.compile(
    r"(?:\w+ )?(?:obviously|clearly|surely|certainly|definitely|logically)\b"
    r"|(?!(?:i|we|lets|let|that|then|now|if|when)\b)(?:\w+ ){1,4}?"
    r"(?:(?:is|are) )?(?:(?:\w+ly|never|not|also|still|already|basically) )?"
    r"(?:must|has to|have to|got to|ought to"
    r"|(?P<may>can not|cannot|will|is going to|are going to))\b"
    r"|(?!(?:i|we|that|then|now|if|when)\b)(?:\w+ ){1,4}?(?:is|are)"
    r" (?:basically|already|obviously|clearly|surely|definitely|certainly)\b"
)

#: "so" as a stand-in for what was said ("the guild said so", "I think so"): no conclusion.
_SAYS = frozenset({"said", "say", "says", "think", "thought", "told", "hope", "guess", "reckon"})
#: Talk that opens a turn ("okay, so", "right so"): no premise.
_DISCOURSE = frozenset({"okay", "ok", "right", "alright", "yeah", "well", "look", "anyway"})


def _said_so(t: Transcript, i: int) -> bool:
    """Whether word ``i`` is "so" standing for what was said, right after the verb with
    nothing between ("the guild said so"; not "she says, 'so the answer is...'")."""
    if not i or t.words[i].text != "so" or t.words[i - 1].text not in _SAYS:
        return False
    return not t.gap_before(i).strip()


def _inferred(t: Transcript, at: int, said: str) -> bool:
    """Whether the "so" at word ``at`` draws an inference (:data:`_INFERRED`). A "can" or
    "will" is one only as a claim ("so it can't be bad", "so it will be safe") or after a
    break ("golems aren't alive, so you can't poison them"): straight after an action it
    is a purpose ("I cut the bridge so the ghouls cannot follow")."""
    found = _INFERRED.match(said)
    if found is None:
        return False
    if found.group("may") is None:
        return True
    claim = said[found.end() :].startswith((" be ", " not be "))
    return claim or (at > 0 and bool(t.gap_before(at).strip()))


def non_sequitur(t: Transcript) -> list[Hit]:
    """A "therefore" whose conclusion shares no content word with its premise, or a "so"
    that settles the matter at hand ("so the answer is a boot", "so the gate should let us
    through") or draws an inference (:func:`_inferred`: "so it must be a trap") from a
    premise that shares no content word with it.

    (Fallacies with a shape of their own, "so" after a run of luck or a crowd's word,
    are their own cards: the deck makes this card yield to theirs.)

    The hit spans the marker and its conclusion (up to the next marker or
    sentence end), so two conclusions in a row count twice with or without
    punctuation.

    >>> t = Transcript("The moon is silver, therefore the answer is a boot")
    >>> [t.quote(h.start, h.end)[0] for h in non_sequitur(t)]
    ['therefore the answer is a boot']
    >>> non_sequitur(Transcript("The bridge is weak, therefore we cross the bridge slowly"))
    []
    >>> len(non_sequitur(Transcript("My favourite rock is round, so the answer is a shadow")))
    1
    >>> non_sequitur(Transcript("the riddle is about shadows, so the answer is a shadow"))
    []
    >>> len(non_sequitur(Transcript("The note is in charcoal, so it must be a trap")))
    1
    >>> non_sequitur(Transcript("I cut the bridge so the ghouls cannot follow us"))
    []
    """
    words = [w.text for w in t.words]
    starts = sentence_starts(t)
    markers: list[tuple[int, int]] = []
    for i in range(len(words)):
        for marker in (*_THEREFORE, "so"):
            parts = marker.split()
            if words[i : i + len(parts)] == parts and not _said_so(t, i):
                markers.append((i, i + len(parts)))
    hits: list[Hit] = []
    previous_end = 0
    previous_stop = -1
    for n, (at, end) in enumerate(markers):
        first = at - 1
        while first > previous_end and first not in starts and at - first < 12:
            first -= 1
        premise = content_lemmas(words[max(first, 0) : at])
        limit = markers[n + 1][0] if n + 1 < len(markers) else len(words)
        stop = end
        while stop < limit and stop not in starts and stop - end < 10:
            stop += 1
        # "A, so B, so C": C goes on from B, and rests on all that B rested on.
        chained, previous_stop = previous_stop == at, stop
        conclusion = content_lemmas(words[end:stop])
        said = " ".join(words[end:stop])
        if words[at] == "so" and not _SETTLED.match(said):
            if not _inferred(t, at, said):
                previous_end = end
                continue
            # A weaker sign: the whole sentence so far is the premise, and one with no
            # content but talk ("okay, so") is none.
            while first > previous_end and first not in starts:
                first -= 1
            premise = content_lemmas(words[max(first, 0) : at]) - _DISCOURSE
        if chained:
            premise = content_lemmas(words[:at]) - _DISCOURSE
        if premise and conclusion and not premise & conclusion:
            hits.append(Hit(t.words[at].start, t.words[stop - 1].end, "does not follow"))
        previous_end = end
    return hits


#: Two things said to be one: a kind said to be merely another ("a turtle's just a rock
#: that walks", "eels are just water rats"), a deed as bad as a far worse one ("every bit as
#: wicked as drowning a baby"), or a verdict of sameness ("a golem, a scarecrow, same
#: thing", "it's all the same thing", "we're all the same", "hiding gold equals stealing").
_SAME_KIND = re.compile(
    r"\b(?:(?:a|an) \w+|\w+s) (?:is|s|are) (?:really |basically )?(?:just|nothing but|merely"
    r"|simply|basically) (?:a |an )?(?:\w+ )?\w+"
    r"|\b(?:is|are|s|was|were) (?:\w+ )?(?:every bit|just|exactly|equally|quite) as (?:bad"
    r"|wicked|evil|cruel|wrong|sinful|criminal|guilty|much (?:a|an) \w+) as\b"
    r"|\b(?:(?:it is|that is|its|thats|they are|theyre|we are|were|you are|youre) )?"
    r"(?:all )?(?:the )?(?:exact |very )?same (?:thing|job|creature|beast)\b"
    r"|\b(?:we are|were|they are|theyre|you are|youre) all the same\b"
    r"|\b(?:wheres|where is|whats|what is) the difference\b|\b(?:equals|equates to)\b"
)
#: A "same thing" told of a deed repeated ("he does the same thing again"), not a verdict.
_DONE_AGAIN = re.compile(r"\b(?:do|does|did|doing|done|try|tries|tried|say|says|said) $")


def false_equivalence(t: Transcript) -> list[Hit]:
    """Two different things treated as the same: a kind said to be merely another, a deed
    said to be as bad as a far worse one, or a verdict of sameness.

    >>> len(false_equivalence(Transcript("A turtle's just a rock that walks.").spoken))
    1
    >>> len(false_equivalence(Transcript("Stealing a cow is every bit as bad as murder.")))
    1
    >>> false_equivalence(Transcript("He does the same thing to the second goblin."))
    []
    """
    hits: list[Hit] = []
    for m in _SAME_KIND.finditer(t.norm):
        if "same" in m.group(0) and _DONE_AGAIN.search(t.norm[max(0, m.start() - 8) : m.start()]):
            continue
        hits.append(Hit(m.start(), m.end(), "two things made one"))
    return hits[:1]
