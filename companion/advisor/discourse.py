"""The "like" of speech that compares nothing: quoting ("and I'm like, ok") or a filler
("like, not use them"). Young players say it every few words; a detector of similes, or a
model learned from them, must not hear a comparison in it.
"""

from __future__ import annotations

from companion.advisor import nlp
from companion.advisor.lexicons import NUMBERS, wordset
from companion.advisor.text import Transcript

#: Words after which "like" still compares ("he is like a bear", "like the wind").
_COMPARED = wordset("a an the this that these those some any his her my your our their its one")
_PRONOUNS = wordset("i you he she it we they")


def discourse_like(t: Transcript, index: int) -> bool:
    """Whether word ``index`` of ``t`` is the "like" of speech that compares nothing:
    quoting ("and I'm like, ok"; "he's like we go"), or a filler before a pause or a
    clause ("like, not use them", "reflect. like I angle it").

    >>> t = Transcript("Pim's like hands up. He is like a bear, like I said")
    >>> [w.index for w in t.words if discourse_like(t, w.index)]
    [1, 9]
    >>> t = Transcript("Her eyes were like two pools, the sky was like ink")
    >>> [w.index for w in t.words if discourse_like(t, w.index)]
    []
    >>> t = Transcript("I'm like, sure. He is like a bear, like I said")
    >>> [w.index for w in t.spoken.words if discourse_like(t.spoken, w.index)]
    [2, 9]
    """
    words = t.words
    if words[index].text != "like":
        return False
    _, start, end = t.quote(words[index].start, words[index].end)
    if t.original[end : end + 1] in {",", "-", "…"}:
        return True
    after = words[index + 1].text if index + 1 < len(words) else ""
    if index and _someone_is(t, index - 1):
        return after not in _COMPARED and after not in NUMBERS and not after.isdigit()
    opens = index == 0 or t.original[:start].rstrip()[-1:] in {".", "!", "?", ",", ";", ":"}
    return opens and after in _PRONOUNS


def _someone_is(t: Transcript, index: int) -> bool:
    """Whether word ``index`` of ``t`` says someone is: a person or a name with "'s"
    ("he's", "Pim's"), or a form of "be" after one ("I am", "she was", "Brannoc is"); a
    thing that is like something ("her eyes were like") compares."""
    words = t.words
    said, _, _ = t.quote(words[index].start, words[index].end)
    if said.lower().endswith(("'s", "’s")):
        return said[0].isupper() or said.lower()[:-2] in _PRONOUNS
    if nlp.lemma(words[index].text) != "be" or index == 0:
        return False
    before, _, _ = t.quote(words[index - 1].start, words[index - 1].end)
    return words[index - 1].text in _PRONOUNS or before[:1].isupper()
