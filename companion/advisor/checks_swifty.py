"""The Tom Swifty: a speech tag closed by an adverb that puns on the line.

Card "Tom Swifty": "A line of speech tagged with an adverb that makes a pun on what was
said." The adverb may follow the tag ("Brakka said pointedly"), the speaker named after the
tag ("said Hesk stonily"), or close the line spoken after it ("says, I'll drink to that,
spiritedly."); plain manner adverbs and common ones make no pun. The deck's pattern holds
the classic pun adverbs, common or not ("said gravely"); this check finds the rare ones.
"""

from __future__ import annotations

from companion.advisor import rarity
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

_TAGS = wordset("said says say replied replies answered answers added adds quipped")
#: Manner adverbs that are plain on a speech tag: no pun intended.
_PLAIN = wordset(
    """quietly loudly softly slowly quickly calmly angrily firmly gently sadly happily nervously
    sternly proudly simply honestly finally again really only just politely kindly sweetly
    suddenly casually clearly carefully seriously sarcastically confidently cheerfully"""
)


def tom_swifty(t: Transcript) -> list[Hit]:
    """A speech tag closed by an unusual adverb, the way a Tom Swifty puns: "he says,
    burningly", "Brakka said pointedly", or with the speaker named between them, "said
    Hesk stonily" (plain manner adverbs and common ones are not).

    Card: "A line of speech tagged with an adverb that makes a pun on what was said."

    >>> len(tom_swifty(Transcript("you're fired, he says, uh, burningly")))
    1
    >>> tom_swifty(Transcript("stop, he says quietly"))
    []
    >>> len(tom_swifty(Transcript("and he says, I'll dig you out, groundedly.")))
    1
    >>> len(tom_swifty(Transcript('"Mind the drop," says Mirela Vane stonily.')))
    1
    """
    words = [w.text for w in t.words]
    hits: list[Hit] = []
    for i, w in enumerate(words[:-1]):
        if w not in _TAGS:
            continue
        k = _closing_adverb(t, i) or _after_speaker(t, i) or i + 1
        adverb = words[k]
        if not adverb.endswith("ly") or adverb in _PLAIN or len(adverb) < 6:
            continue
        if rarity.zipf(adverb) < 3.0:
            hits.append(Hit(t.words[i].start, t.words[k].end, f"tag {w} {adverb}"))
    return hits


#: Most words of a speaker's name between a tag and its adverb ("says Mirela Vane").
_NAME_WORDS = 2


def _after_speaker(t: Transcript, tag: int) -> int | None:
    """The index of the word after the speaker named just after the tag at ``tag`` ("said
    Hesk gravely": the name's words capitalised as written, or the actor's name), when
    nothing but spaces stands between tag, name and that word."""
    words = t.words
    k = tag + 1
    while k < len(words) and k - tag <= _NAME_WORDS and _names_speaker(t, k):
        k += 1
    if k == tag + 1 or k >= len(words):
        return None
    if any(t.gap_before(j).strip() for j in range(tag + 1, k + 1)):
        return None
    return k


def _names_speaker(t: Transcript, index: int) -> bool:
    """Whether word ``index`` is (part of) a person's name: the actor's, or a word written
    with a capital that is not "I"."""
    w = t.words[index]
    if w.text in t.actor_words:
        return True
    start, _ = t.span(w.start, w.end)
    return t.original[start : start + 1].isupper() and w.text != "i"


#: How many words a line spoken after its tag may run before the tag's closing adverb.
_LINE_WORDS = 12


def _closing_adverb(t: Transcript, tag: int) -> int | None:
    """The index of an adverb that closes the line spoken after the tag at ``tag``: the tag,
    a comma, the line, a comma, the adverb and the sentence's end ("and says, I'll drink
    to that, spiritedly.")."""
    words = t.words
    if tag + 1 >= len(words) or not t.breaks_before(tag + 1, ",:"):
        return None
    for k in range(tag + 2, min(len(words), tag + 2 + _LINE_WORDS)):
        if t.breaks_before(k, ".!?;"):
            return None
        ends = k + 1 == len(words) or t.breaks_before(k + 1, ".!?;")
        if words[k].text.endswith("ly") and t.breaks_before(k, ",") and ends:
            return k
    return None
