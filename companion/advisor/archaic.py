"""The mock-epic register, modernised: "thou art", "hath", "saith", "-eth" verbs.

Players who narrate in the high style ("Lo! Grimbald hefteth his axe") commit the same
fallacies as anyone else, in older words: "thou art one to speak" is "you are one to talk",
"it hath not eaten me, ergo 'tis no mimic" is "it has not eaten me, so it is no mimic".
Cues and checks are written for modern English, so :func:`modern` gives the modern form of
one archaic word, read into the spoken-register view (:mod:`companion.advisor.spoken`) beside
contractions spelt out:

- the old pronouns and verbs of being and having: "thou"/"thee"/"ye" -> "you", "thy"/"thine"
  -> "your", "art" after "thou" -> "are", "hath" -> "has", "hast" -> "have", "doth" -> "does",
  "dost" -> "do", "saith" -> "says", "'tis" -> "it is", "'twas" -> "it was", "writ" after
  "hath" -> "written";
- the old connectives: "ergo" -> "so", "ere" -> "before", "whilst" -> "while", "unto" -> "to",
  "nay" -> "no", "whosoever" -> "whoever", "anon" -> "soon", "thence" -> "then";
- a third-person "-eth" verb -> its "-s" form ("hefteth" -> "hefts", "carrieth" -> "carries"),
  and a second-person "-est" verb after "thou" -> its base ("thou knowest" -> "you know"):
  only a word no dictionary knows as it stands ("teeth", "honest" are kept) whose modern
  form is a verb.

>>> [modern(w) for w in ["hath", "saith", "hefteth", "carrieth", "teeth", "beneath"]]
['has', 'says', 'hefts', 'carries', None, None]
>>> modern("art", before="thou"), modern("art", before="the"), modern("lettest", before="thou")
('are', None, 'let')
"""

from __future__ import annotations

from companion.advisor import nlp

#: Archaic words with one modern form, whatever stands around them.
_WORDS = {
    "thou": "you",
    "thee": "you",
    "ye": "you",
    "thy": "your",
    "thine": "your",
    "hath": "has",
    "hast": "have",
    "doth": "does",
    "dost": "do",
    "saith": "says",
    "tis": "it is",
    "twas": "it was",
    "ergo": "so",
    "ere": "before",
    "whilst": "while",
    "unto": "to",
    "nay": "no",
    "whosoever": "whoever",
    "anon": "soon",
    "thence": "then",
    "canst": "can",
    "shalt": "shall",
    "wouldst": "would",
    "couldst": "could",
    "shouldst": "should",
}


#: What makes "writ" the old participle ("hath writ" -> "has written"), not a court's writ.
_HAVE = frozenset({"has", "have", "had", "hath", "hast"})


def _stems(word: str) -> list[str]:
    """What an old ending may have been added to: "goeth" -> go, "setteth" -> sett, set."""
    stem = word[:-3]
    if len(stem) > 2 and stem[-1] == stem[-2]:
        return [stem, stem[:-1]]
    return [stem]


def _third_person(word: str) -> str | None:
    """The "-s" form of an "-eth" verb ("goeth" -> "goes", "setteth" -> "sets"), or None."""
    forms = [form for stem in _stems(word) for form in (stem + "s", stem + "es")]
    return next((f for f in forms if "VBZ" in nlp.verb_forms(f)), None)


def _second_person(word: str) -> str | None:
    """The base of an "-est" verb said to "thou" ("makest" -> "make"), or None."""
    forms = [form for stem in _stems(word) for form in (stem, stem + "e")]
    return next((f for f in forms if "VB" in nlp.verb_forms(f)), None)


def modern(word: str, before: str = "") -> str | None:
    """The modern form of normalised ``word`` (``before``: the word ahead of it), or None
    when it is not archaic."""
    if word in _WORDS:
        return _WORDS[word]
    if word == "art":
        return "are" if before == "thou" else None
    if word == "writ":
        return "written" if before in _HAVE else None
    if len(word) < 5 or nlp.lemmas(word):
        return None
    if word.endswith("eth"):
        return _third_person(word)
    if word.endswith("est") and before == "thou":
        return _second_person(word)
    return None
