"""The equivocation card's check: one word made to carry two senses in one argument.

Card "Equivocation": "Sliding between two meanings of the same word in one argument." The
shapes: a two-sense word (:data:`~companion.advisor.lexicons.AMBIGUOUS`) used twice in an
argument that turns on it, or asked for and met by another form of it; a quality asked
for ("the djinn wants something light") met by naming the word again and calling the
demand met ("it throws light. There you go"); a word split and closed ("no body in
there, and nobody stops me").
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.lexicons import AMBIGUOUS
from companion.advisor.text import Hit, Transcript

_TURNS = ("so", "therefore", "thus", "hence", "means")
#: Plain compliance between the two uses ("wants a toll, so I pay the toll"): one sense.
_PAID = frozenset({"pay", "pays", "paid", "give", "gives", "gave", "hand", "hands", "handed"})
#: Words that set out what is asked or ruled ("the troll wants a toll", "the sign says
#: fine for entering", "it only opens for the right key"): a demand that a second sense of
#: its own word is then made to meet.
_DEMANDS = frozenset(
    {
        "says",
        "said",
        "wants",
        "wanted",
        "demands",
        "demanded",
        "asks",
        "asked",
        "must",
        "requires",
        "required",
        "only",
        "forbids",
        "forbidden",
        "needs",
        "orders",
        "insists",
    }
)


#: The demand called met: "there you go", "there's your something hot", "so that's ...",
#: "done", "we're square".
_CALLED_MET = re.compile(
    r"\b(?:there you go|theres your|there is your|pay up|so thats|so that is|done|paid"
    r"|were square|we are square|thats that)\b"
)


def _two_senses(t: Transcript) -> list[Hit]:
    """A two-sense word used twice in an argument, or asked for and met by another form of
    it, or by the same form with the demand then called met ("it wants a key; C major is a
    key. Done.")."""
    words = [w.text for w in t.words]
    lemmas = [nlp.lemma(w) for w in words]
    for i, word in enumerate(words):
        if word in AMBIGUOUS:
            for j in range(i + 1, min(len(words), i + 20)):
                window = words[i : min(len(words), j + 12)]
                if words[j] == word and any(m in window for m in _TURNS):
                    return [Hit(t.words[i].start, t.words[j].end, f"'{word}' twice")]
        if lemmas[i] not in AMBIGUOUS or not set(words[max(0, i - 4) : i]) & _DEMANDS:
            continue
        if word != lemmas[i] and nlp.verb_tense(word) == "past":
            continue  # a deed told ("came only after Kell lit it"), not a thing asked for
        for j in range(i + 1, min(len(words), i + 20)):
            if lemmas[j] != lemmas[i]:
                continue
            if words[j] != word or _CALLED_MET.search(" ".join(words[j + 1 : j + 6])):
                if not set(words[i + 1 : j]) & _PAID:
                    return [Hit(t.words[i].start, t.words[j].end, f"'{word}' asked, another met")]
                break
    return []


#: A quality asked for: "wants something light", "needs something of great weight".
_QUALITY_ASKED = re.compile(
    r"\b(?:wants?|wanted|asks? for|asked for|needs?|needed|demands?|demanded|requires?|required)"
    r" something (?:of )?(?:(?:great|very|real|really|truly) )?(?P<quality>\w+)"
)


def _quality_met(t: Transcript) -> list[Hit]:
    """A quality asked for and met by saying its word again, the demand then called met.

    >>> len(_quality_met(Transcript("The imp wants something cold. 'Cold feet!' There you go.")))
    1
    >>> _quality_met(Transcript("The imp wants something cold, so I give it snow. There you go."))
    []
    """
    for ask in _QUALITY_ASKED.finditer(t.norm):
        quality = ask.group("quality")
        rest = t.norm[ask.end() :]
        if len(quality) < 3 or not _CALLED_MET.search(rest):
            continue
        first = t.word_at(ask.end() - 1) + 1
        for w in t.words[first : first + 40]:
            if w.text in _PAID:
                break
            if w.text.startswith(quality) or nlp.lemma(w.text) == nlp.lemma(quality):
                return [Hit(ask.start(), w.end, f"{quality!r} asked, the word given")]
    return []


#: A word said split and closed: "no body" and "nobody", "no thing" and "nothing".
_SPLIT = re.compile(r"\b(no|some|every|any) (body|thing)\b")


def _split_word(t: Transcript) -> list[Hit]:
    """One word said apart and together, each in its own sense ("no body ... nobody").

    >>> len(_split_word(Transcript("There's no body in the armour, and nobody stops me.")))
    1
    >>> _split_word(Transcript("Nobody is in the armour, and nobody stops me."))
    []
    """
    for m in _SPLIT.finditer(t.norm):
        closed = re.search(rf"\b{m.group(1)}{m.group(2)}\b", t.norm)
        if closed:
            first, last = sorted((m, closed), key=lambda x: x.start())
            return [Hit(first.start(), last.end(), f"{m.group(0)!r} and {closed.group(0)!r}")]
    return []


def equivocation(t: Transcript) -> list[Hit]:
    """A two-sense word used twice in an argument that turns on it ("so", "therefore"), or
    asked for in a demand and met by another form of it ("the troll wants a toll", then
    "my bell tolled"); a quality asked for and met by its word ("wants something hot", then
    "pepper's hot, there's your something hot"); a word said split and closed ("no body in
    there, and nobody stops me").

    >>> len(equivocation(Transcript("An arrow is light, and light drives away dark, so it lights")))
    1
    >>> len(equivocation(Transcript("The troll wants a toll. My bell tolls. There, paid.")))
    1
    >>> equivocation(Transcript("The troll wants a toll. I paid tolls before."))
    []
    """
    return (_two_senses(t) or _quality_met(t) or _split_word(t))[:1]
