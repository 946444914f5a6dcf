"""The narrative-digression card's structural check: a story in another time, cut off.

Card "Narrative digression": "The telling wanders off into an unrelated story before coming
back." The deck's cues hold the openers a table says ("which reminds me", "like the time
... anyway"); this check reads the return a teller makes without naming the story first: a
sentence that is nothing but the way back ("But enough.", "Anyway.", "But I digress.",
"Where was I?"), right after a sentence told in the past (three past verbs or more: a story
of another time), with the telling going on after it.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import original_sentences
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise

#: A sentence that is only the way back to the telling.
_RETURN = re.compile(
    r"(?:but |well |so )?(?:enough|enough of that|enough of this|enough about that|anyway"
    r"|anyhow|i digress|where was i|back to the point|but i digress)"
)
#: The past of "be" and "have": the story's own verbs ("it was lumpy", "had a cold").
_PAST_AUXILIARIES = wordset("was were had")
#: Past verbs a sentence needs to be a story of another time.
_STORY_VERBS = 3


def _past_verbs(text: str) -> int:
    """How many past verbs ``text`` holds (the plain past, and "was/were/had")."""
    words = normalise(text).split()
    return sum(w in _PAST_AUXILIARIES or nlp.verb_tense(w) == "past" for w in words)


def cut_off_story(t: Transcript) -> list[Hit]:
    """A sentence that is only the way back ("But enough.", "Anyway.", "Where was I?")
    right after a sentence told in the past, with the telling going on after it.

    >>> len(cut_off_story(Transcript("I eye the troll. My uncle kept a troll once; it ate "
    ...     "his goats, it bit the vicar and it fled in the spring. But enough. I throw a rock.")))
    1
    >>> cut_off_story(Transcript("I eye the troll. It ate the goats. Anyway. I throw a rock."))
    []
    >>> cut_off_story(Transcript("It ate the goats, bit the vicar and fled. 'Enough!' I roar. "
    ...     "I throw a rock."))
    []
    """
    parts = [(a, b) for a, b in original_sentences(t) if normalise(t.original[a:b])]
    for k in range(1, len(parts) - 1):
        a, b = parts[k]
        said = normalise(t.original[a:b])
        if not _RETURN.fullmatch(said):
            continue
        start, end = t.norm_trimmed(a, b)
        if t.quotation_at(start) is not None:
            continue  # "'Enough!' I roar": a line said aloud
        if _past_verbs(t.original[parts[k - 1][0] : parts[k - 1][1]]) >= _STORY_VERBS:
            return [Hit(start, end, f"back from a story: {said!r}")]
    return []
