"""The archaic register's verb forms, spelt the modern way.

Mock-epic telling inflects verbs as the King James Bible does: the third person present in
"-eth" ("he rumbleth", "she openeth", "the jaw droppeth"; "hath", "doth", "saith") and the
second person after "thou" in "-est"/"-st" ("thou knowest", "thou hast", "thou art").
Cues and checks are written for the modern forms, so the spoken view
(:mod:`companion.advisor.spoken`) reads each such verb as its modern form: "rumbleth" ->
"rumbles", "thou knowest" -> "you know". The forms are grammar, not one teller's words:
any verb takes them.

The register's old words for "so", "before", "while", "to", "no", "it is" ("ergo", "ere",
"whilst", "unto", "nay", "'tis") are read the same way (:data:`WORDS`), and "writ" after a
form of "have" is "written" ("hath writ that wraiths fear salt").

>>> modern_eth("rumbleth"), modern_eth("droppeth"), modern_eth("crieth"), modern_eth("hath")
('rumbles', 'drops', 'cries', 'has')
>>> modern_eth("teeth"), modern_eth("beneath")
(None, None)
>>> modern_thou("knowest"), modern_thou("lettest"), modern_thou("art"), modern_thou("honest")
('know', 'let', 'are', None)
"""

from __future__ import annotations

from companion.advisor import nlp

#: The register's old words with one modern form wherever they stand (normalised: "'tis"
#: is "tis").
WORDS = {
    "ergo": "so",
    "ere": "before",
    "whilst": "while",
    "unto": "to",
    "nay": "no",
    "whosoever": "whoever",
    "tis": "it is",
    "twas": "it was",
}
#: What makes "writ" the old participle ("hath writ" -> "has written"), not a court's writ.
HAVE = frozenset({"hath", "hast", "has", "have", "had", "hadst"})
#: Irregular third persons in "-th".
_ETH = {"hath": "has", "doth": "does", "saith": "says"}
#: Irregular second persons after "thou".
THOU_VERBS = {
    "art": "are",
    "wert": "were",
    "wast": "were",
    "hast": "have",
    "hadst": "had",
    "dost": "do",
    "doest": "do",
    "didst": "did",
    "canst": "can",
    "couldst": "could",
    "wilt": "will",
    "wouldst": "would",
    "shalt": "shall",
    "shouldst": "should",
    "mayest": "may",
    "mayst": "may",
    "mightest": "might",
    "mightst": "might",
    "must": "must",
}


def _verb_base(stem: str) -> str | None:
    """The verb whose base form ``stem`` spells under the archaic endings' spelling rules:
    the bare stem ("open-eth"), with its silent "e" ("kindl-eth" -> kindle), an "i" that was
    a "y" ("cri-eth" -> cry), or a doubled last consonant ("dropp-eth" -> drop)."""
    tries = [stem + "e", stem]
    if stem.endswith("i"):
        tries.append(stem[:-1] + "y")
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiou":
        tries.append(stem[:-1])
    for base in tries:
        if len(base) >= 2 and base in nlp.lemmas(base).get("VERB", ()):
            return base
    return None


def modern_eth(word: str) -> str | None:
    """The modern third person present of an archaic "-eth" verb, or None for any other
    word (a word the dictionary knows, like "teeth", is never an archaic verb)."""
    if word in _ETH:
        return _ETH[word]
    if not word.endswith("eth") or nlp.lemmas(word) or word in nlp.STOPWORDS:
        return None
    base = _verb_base(word[:-3])
    if base is None:
        return None
    return nlp.inflection(base, "VBZ")


def modern_thou(word: str) -> str | None:
    """The modern form of the verb that follows "thou" ("knowest" -> know), or None (a word
    the dictionary knows, like "honest" or "nearest", is never an archaic verb)."""
    if word in THOU_VERBS:
        return THOU_VERBS[word]
    if nlp.lemmas(word) or word in nlp.STOPWORDS:
        return None  # a word the dictionary knows ("honest", "nearest") is no archaic verb
    for ending in ("est", "st"):
        if word.endswith(ending):
            base = _verb_base(word[: -len(ending)])
            if base is not None:
                return base
    return None
