"""The malapropism card's check: a sound-alike said inside a set phrase.

Card "Malapropism": "A word swapped for a sound-alike that means something absurdly
different." The deck's cue phrases hold the famous slips word for word ("for all intensive
purposes"); this check holds the set phrases themselves (:data:`FRAMES`: "survival of the
fittest", "legally binding", "the epitome of") with the word a slip lands on marked, and
finds any word in that place that sounds like the word the phrase wants without being it
("survival of the fattest", "legally blinding", "the epitaph of bread"). The phrase around
it says which word was meant; the sound says the speaker reached for it and missed.

Sound is the CMU pronunciation (stress ignored): at most half the sounds differ. A word the
dictionary lacks, or one that only looks like the word meant, counts when the spelling is
that close too and the two share a beginning or an ending of four letters ("suppository"
for "repository", "octopus" for "opus"). A word no list knows (a typo, a name) is no
malapropism, and neither is another form of the word meant ("legally bound").

>>> [h.why for h in malapropism(Transcript("I have a photogenic memory, so I know the way."))]
["'photogenic' for 'photographic'"]
>>> malapropism(Transcript("I have a photographic memory, so I know the way."))
[]
>>> malapropism(Transcript("it is an episode of the old war"))
[]
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from companion.advisor import nlp, rarity
from companion.advisor.text import Hit, Transcript

#: Words that open a noun phrase: "the epitome of courage" has none after "of", where the
#: epitaph of a king is an epitaph.
_DETERMINERS = "the|a|an|his|her|their|its|my|your|our|this|that|these|those"

#: Set phrases, the word a slip lands on in brackets (after a ``/``, words that also fit
#: there: "legally blind"). ``*`` is any one word, ``a|b`` either word, ``-a|b`` a word
#: that is neither.
FRAMES: tuple[str, ...] = (
    "survival of the [fittest]",
    "wolf in [sheeps] clothing",
    "nip * in the [bud]",
    "[photographic] memory",
    "legally [binding/blind]",
    "magnum [opus]",
    "the|very [epitome] of -" + _DETERMINERS,
    "a|veritable [repository/depository] of",
    "only|known|sure [antidote] for|to|against",
    "[compliments] to the chef|cook",
    "deepest|sincere|sincerest [condolences]",
    "[flagrant] violation|foul|disregard|abuse",
    "lie|lies|lay|lying|fall|falls|fell [prostrate]",
    "sacred|central|core [tenet]",
    "utmost|gravest|greatest|great|vital|paramount [importance/impatience/impertinence]",
    "a|true|very [paragon/paradigm] of",
    "[deterrent] against",
    "[deterrent] to " + _DETERMINERS,
    "[logical] answer|conclusion|explanation",
    "[moot] point",
    "damp [squib]",
    "hunger [pangs]",
    "[wreak] havoc",
    "[statute] of limitations",
    "sneak [peek]",
    "with [bated] breath",
    "[pique] * interest|curiosity",
    "[lo] and behold",
    "dire [straits]",
    "[sleight] of hand",
    "[exact] revenge|vengeance",
    "one [fell] swoop",
    "the [pinnacle] of",
    "[figment] of * imagination",
    "mind [boggling/blowing]",
    "self [deprecating]",
    "[sedentary] lifestyle",
    "pass [muster]",
    "[uncharted] waters|territory",
    "on the [spur] of the moment",
    "[peace] of mind",
    "[guerrilla] warfare",
    "deep [seated]",
    "optical [illusion]",
    "set|sets|setting a [precedent/present]",
    "[alter] ego",
    "bone of [contention]",
    "tough [row] to hoe",
    "vocal [cords]",
    "of the [utmost]",
    "[defuse] the situation|tension|bomb",
    "[incite] a riot",
    "[martial] law|arts|artist",
    "[corporal] punishment",
    "[capital] punishment",
    "a [sight] for sore eyes",
    "in the [throes/throne] of",
    "the [prodigal] son",
    "[grisly] murder|death|end|scene|remains",
    "in [plain] sight",
    "challenge|challenges|challenged * to a [duel]",
    "test|prove my|his|her|your|their|our [mettle]",
    "[vicious] circle|cycle",
    "[carte] blanche",
)

#: At most this share of the sounds may differ (CMU phones, stress ignored).
_SOUNDS_APART = 0.5
#: A word of this many sounds or fewer may differ by one sound only ("butt" for "bud").
_SHORT = 4
#: At most this share of the letters may differ, with a shared beginning or ending.
_LETTERS_APART = 0.45
_AFFIX = 4


def _token(part: str) -> str:
    if part == "*":
        return r"\w+"
    if part.startswith("["):
        return r"(?P<slot>\w+)"
    if part.startswith("-"):
        return rf"(?!(?:{part[1:]})\b)\w+"
    return "(?:" + part + ")"


@lru_cache(maxsize=1)
def _compiled() -> tuple[tuple[re.Pattern[str], str, frozenset[str], frozenset[str]], ...]:
    """Each frame as a pattern over normalised words, the word it wants, the other words
    that fit there, and the words one of which the description must hold (its last word)."""
    out = []
    for frame in FRAMES:
        parts = frame.split()
        meant, *fit = next(p for p in parts if p.startswith("["))[1:-1].split("/")
        body = " ".join(_token(p) for p in parts)
        anchor = next(p for p in reversed(parts) if p[0] not in "[*-")
        pattern = re.compile(rf"\b{body}\b")
        out.append((pattern, meant, frozenset(fit), frozenset(anchor.split("|"))))
    return tuple(out)


def _shares_affix(word: str, meant: str) -> bool:
    return word[:_AFFIX] == meant[:_AFFIX] or word[-_AFFIX:] == meant[-_AFFIX:]


def sounds_like(word: str, meant: str) -> bool:
    """Whether ``word`` is another word that sounds like ``meant`` (see the module).

    >>> sounds_like("fattest", "fittest"), sounds_like("reign", "rein")
    (True, True)
    >>> sounds_like("told", "lode"), sounds_like("episode", "epitome")
    (False, False)
    """
    if len(word) < 3 or word == meant or nlp.lemma(word) == nlp.lemma(meant):
        return False
    if not rarity.zipf(word) and not nlp.phones(word):
        return False
    said = [p.rstrip("012") for p in nlp.phones(word).split()]
    wanted = [p.rstrip("012") for p in nlp.phones(meant).split()]
    if said and wanted and said[0] == wanted[0]:
        apart = Levenshtein.distance(said, wanted)
        if apart <= 1 or (len(wanted) > _SHORT and apart <= _SOUNDS_APART * len(wanted)):
            return True
    close = Levenshtein.normalized_distance(word, meant) <= _LETTERS_APART
    return close and _shares_affix(word, meant)


def malapropism(t: Transcript) -> list[Hit]:
    """A word in a set phrase that sounds like the word the phrase wants but is another
    ("survival of the fattest", "legally blinding", "a veritable suppository of")."""
    hits: list[Hit] = []
    said = {w.text for w in t.words}
    for pattern, meant, fit, anchor in _compiled():
        if not anchor & said:
            continue
        for m in pattern.finditer(t.norm):
            word = m.group("slot")
            if word not in fit and sounds_like(word, meant):
                hits.append(Hit(m.start(), m.end(), f"{word!r} for {meant!r}"))
    return hits
