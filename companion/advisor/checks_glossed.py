"""The body-part euphemism card's check: a florid name the player glosses as a body part.

Card "Body-part euphemism": "A body part dressed up in a coy or florid name: orbs, thews,
ruby lips." The deck's cues know the names a table says often; a player who coins one
often says what it means at once, in brackets after the quoted words: "swings the axe with
"these two pale pillars of fury" (her arms)". The quoted words are then a body part's
florid name whatever they are, unless they already say the part ("my arms" (her arms)).

>>> [h.why for h in glossed_body_part(Transcript('she flexes "the twin oaks" (her legs)'))]
["'the twin oaks' glossed as 'legs'"]
>>> glossed_body_part(Transcript('she flexes "my strong legs" (her legs)'))
[]
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.text import Hit, Transcript

#: Body parts a gloss may name.
_PARTS = (
    "arms?|legs?|eyes?|feet|foot|hands?|fists?|fingers?|nose|ears?|lips|mouth|teeth|breasts?"
    "|chest|bum|butt|buttocks|belly|stomach|head|hair|muscles?|biceps|thighs?|shoulders?"
    "|knees?|toes?|neck|backside"
)
_QUOTE = "\"\u201c\u201d'"
#: Quoted words, then a bracketed possessive and body part: '"pillars of fury" (her arms)'.
_GLOSSED = re.compile(
    rf"[{_QUOTE}](?P<name>[^{_QUOTE}()]{{3,80}})[{_QUOTE}]\s*"
    rf"\((?:his|her|my|their|its|your|our) (?P<part>{_PARTS})\)",
    re.IGNORECASE,
)


def glossed_body_part(t: Transcript) -> list[Hit]:
    """Quoted words the player glosses in brackets as a body part ("these two pale pillars
    of fury" (her arms)), when the quoted words do not already name that part."""
    hits: list[Hit] = []
    for m in _GLOSSED.finditer(t.original):
        name, part = m.group("name").lower(), m.group("part").lower()
        said = {nlp.lemma(w) for w in re.findall(r"[a-z]+", name)}
        if nlp.lemma(part) in said or part in said:
            continue
        start, end = t.norm_trimmed(*m.span("name"))
        if start < end:
            hits.append(Hit(start, end, f"{name.strip()!r} glossed as {part!r}"))
    return hits
