"""Small word-level helpers the detectors share: lemmas, verb forms, sounds, stop words.

Lemmas and verb inflections come from ``lemminflect`` and pronunciations from
``pronouncing`` (the CMU dictionary); both are imported on first use and
cached, so :func:`warm_up` lets an advisor pay the load time (about a second)
before the first action instead of during it.

>>> lemma("ghouls"), lemma("crept")
('ghoul', 'creep')
>>> verb_tense("crept"), verb_tense("picks"), verb_tense("hit")
('past', 'present', None)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal

from companion.advisor.lexicons import wordset

#: Function words: never content, never a rhyme, never an alliterating word.
STOPWORDS = wordset(
    """
    a an the and or but so if then than that this these those of to in on at by for from
    with without into onto upon over under up down off out about as is am are was were be been
    being do does did done have has had having i me my mine we us our you your yours he him his
    she her hers it its they them their theirs who whom whose which what when where why how not
    no nor too very just also all any each every some such own same other another can could will
    would shall should may might must there here now while because since until till again once
    ive im id youre hes shes its were theyre weve dont doesnt didnt cant wont isnt arent wasnt
    let lets get gets got go goes went going come comes came one two three four five six seven
    eight nine ten before after around through across behind toward towards against between
    beneath beside within along always ever say says said"""
)


@lru_cache(maxsize=1)
def _lemminflect() -> Any:
    import lemminflect  # type: ignore[import-untyped]

    return lemminflect


@lru_cache(maxsize=1)
def _pronouncing() -> Any:
    import pronouncing  # type: ignore[import-untyped]

    return pronouncing


def warm_up() -> None:
    """Load the lemma, pronunciation and word-frequency tables now (each about half a
    second)."""
    from companion.advisor import rarity

    verb_forms("warmed")
    phones("warm")
    rarity.warm_up()


@lru_cache(maxsize=65536)
def lemmas(word: str) -> dict[str, tuple[str, ...]]:
    """Every lemma of ``word`` by universal POS (``{"VERB": ("swing",), ...}``)."""
    return dict(_lemminflect().getAllLemmas(word))


@lru_cache(maxsize=65536)
def lemma(word: str) -> str:
    """One lemma for ``word``: noun first, then verb, adjective; else the word itself."""
    found = lemmas(word)
    for pos in ("NOUN", "VERB", "ADJ", "ADV"):
        if pos in found:
            return found[pos][0]
    return word


@lru_cache(maxsize=65536)
def verb_forms(word: str) -> frozenset[str]:
    """Penn tags ``word`` can carry as a form of some verb (``VBD``, ``VBZ``, ...)."""
    tags: set[str] = set()
    li = _lemminflect()
    for base in lemmas(word).get("VERB", ()):
        for tag in ("VB", "VBD", "VBG", "VBN", "VBP", "VBZ"):
            if word in li.getInflection(base, tag=tag):
                tags.add(tag)
    return frozenset(tags)


def inflection(base: str, tag: str) -> str | None:
    """The form of verb ``base`` that Penn tag ``tag`` names (``VBZ``: "drop" -> "drops")."""
    forms = _lemminflect().getInflection(base, tag=tag)
    return str(forms[0]) if forms else None


def is_finite_verb(word: str) -> bool:
    """Whether ``word`` can be a finite verb in the third person or the past (VBZ/VBD)."""
    return bool(verb_forms(word) & {"VBZ", "VBD"})


def is_participle(word: str) -> bool:
    """Whether ``word`` is a present participle (``-ing`` form of a verb)."""
    return word.endswith("ing") and "VBG" in verb_forms(word)


def is_past_participle(word: str) -> bool:
    """Whether ``word`` can be a past participle."""
    return "VBN" in verb_forms(word)


_AUXILIARIES = wordset(
    "am is are was were be been being have has had do does did will would shall should can "
    "could may might must"
)


def verb_tense(word: str) -> Literal["past", "present"] | None:
    """``past`` or ``present`` for an unambiguous finite verb form, else None.

    Forms that are both (``hit``, ``cast``, ``read``) and auxiliaries give None.
    """
    if word in _AUXILIARIES:
        return None
    tags = verb_forms(word)
    past = "VBD" in tags
    present = bool(tags & {"VBZ", "VBP"})
    if past and not present:
        return "past"
    if present and not past:
        return "present"
    return None


@lru_cache(maxsize=65536)
def phones(word: str) -> str:
    """The first CMU pronunciation of ``word`` (empty if unknown)."""
    found = _pronouncing().phones_for_word(word)
    return str(found[0]) if found else ""


#: A spelling's first sound as a CMU phoneme, for words the dictionary lacks: two letters
#: first ("ph" is F), then one (a vowel letter, whose sound the spelling does not settle,
#: is left as it is, matching no phoneme).
_DIGRAPHS = {
    "ph": "F", "kn": "N", "wr": "R", "gn": "N", "ps": "S", "ch": "CH", "sh": "SH", "th": "TH",
}  # fmt: skip
_LETTERS = {
    "b": "B", "c": "K", "d": "D", "f": "F", "g": "G", "h": "HH", "j": "JH", "k": "K", "l": "L",
    "m": "M", "n": "N", "p": "P", "q": "K", "r": "R", "s": "S", "t": "T", "v": "V", "w": "W",
    "y": "Y", "z": "Z",
}  # fmt: skip


def initial_sound(word: str) -> str:
    """The first phoneme of ``word`` (CMU), or a spelling guess for unknown words.

    >>> initial_sound("knight") == initial_sound("nose")
    True
    >>> initial_sound("city") == initial_sound("cat")
    False
    >>> initial_sound("blubbering") == initial_sound("bunch")
    True
    """
    p = phones(word)
    if p:
        return p.split()[0].rstrip("012")
    head = word[:2]
    if head in _DIGRAPHS:
        return _DIGRAPHS[head]
    if head[:1] == "c" and head[1:] in {"e", "i", "y"}:
        return "S"
    return _LETTERS.get(word[:1], word[:1])


def rhyme_key(word: str) -> str:
    """The sounds from the last stressed vowel on (``clout`` -> ``AW1 T``), or empty.

    The vowels of "log" and "frog" (AO, AA) count as one: most speakers merge them.
    """
    p = phones(word)
    if not p:
        return ""
    part = str(_pronouncing().rhyming_part(p))
    return part.replace("AO", "AA")


def content(words: list[str] | tuple[str, ...]) -> list[str]:
    """Words that are not function words."""
    return [w for w in words if w not in STOPWORDS and not w.isdigit()]
