"""A rule for a whole kind believed on the strength of one remembered time.

Card "Hasty generalization": "A sweeping rule drawn from one or two cases." The textbook
shape needs no "so": the one case is told as a memory ("who once saw a ghoul flinch",
"having once beaten an ox") and the rule as what the character now believes of them all
("holds that all ghouls ...", "is certain all oxen are weaklings"). The memory is the
only ground the sentence gives for the belief. :func:`once_then_all` finds that shape;
:func:`companion.advisor.checks_claims.hasty_generalization` reads it beside its "so"
forms.
"""

from __future__ import annotations

from companion.advisor import nlp
from companion.advisor.checks_grammar import sentences
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Verbs of holding a belief, said of the character: the rule is believed, not observed.
_BELIEVES = wordset(
    """believes believe believed holds hold held thinks think thought reckons reckon
    reckoned decides decide decided concludes conclude concluded deems deem deemed knows
    swears swore certain sure convinced"""
)
#: What "once" opens when it means "as soon as", not "one time": "once inside", "once he".
_NOT_ONE_TIME = wordset("inside outside there here more again upon i we he she they you it")
#: Words after "all" that name a set in view, not a whole kind ("all the doors", "all of us").
_NOT_A_KIND = wordset(
    "the of my his her their our your its these those this that we us you them day night way"
)
_CASE_WORDS = 4
_RULE_WORDS = 25


def _one_time(words: list[str], k: int) -> bool:
    """Whether "once" at ``k`` tells one time something was done ("once saw", "having once
    beaten"): a past verb ("saw" too, though it is a tool) follows within a few words, and
    no pronoun or "inside" opens it."""
    after = words[k + 1 : k + 1 + _CASE_WORDS]
    if not after or after[0] in _NOT_ONE_TIME:
        return False
    return any(nlp.verb_forms(w) & {"VBD", "VBN"} for w in after)


def _kind_after_all(words: list[str], b: int) -> int | None:
    """Index of "all" with a kind after it ("all ghouls", "all cattle") within a few words of
    the belief at ``b``, or None."""
    for j in range(b + 1, min(len(words) - 1, b + 6)):
        kind = words[j + 1]
        if words[j] == "all" and kind not in _NOT_A_KIND and "NOUN" in nlp.lemmas(kind):
            return j + 1
    return None


def once_then_all(t: Transcript) -> list[Hit]:
    """One sentence that tells a thing done once and then the character's belief about all
    of a kind.

    >>> len(once_then_all(Transcript("Tam, who once was stung by a wasp, believes all "
    ...     "insects are out to get him")))
    1
    >>> once_then_all(Transcript("Once inside, she is sure all doors here are locked"))
    []
    >>> once_then_all(Transcript("Tam once fed the geese. He thinks all of us should go"))
    []
    """
    for a, b in sentences(t):
        words = [w for w in t.words if a <= w.start and w.end <= b]
        texts = [w.text for w in words]
        for k, w in enumerate(texts):
            if w != "once" or not _one_time(texts, k):
                continue
            for i in range(k + 2, min(len(texts), k + _RULE_WORDS)):
                end = _kind_after_all(texts, i) if texts[i] in _BELIEVES else None
                if end is not None:
                    return [Hit(words[k].start, words[end].end, "once, so all of them")]
    return []
