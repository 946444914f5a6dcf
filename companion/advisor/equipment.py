"""The equipment bonus: which words of a description use the character's own gear.

Rules ("Character bonuses"): "If an action involves the use of equipment from the
character's summary, and the GM considers the equipment to be correctly used and
relevant to the action, a +1 bonus applies." Clothing, weapons and other equipment all
count. The items and their spellings come from :mod:`companion.advisor.items`; this
module finds them in what was said: by name, head, a two-word spelling, the last part of
a compound after a determiner, or a word speech-to-text misspelt, split or swapped for
one of the same sound.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from rapidfuzz import fuzz

from companion.advisor import nlp, rarity
from companion.advisor.addressing import sentences
from companion.advisor.items import items
from companion.advisor.items import names as item_names
from companion.advisor.lexicons import GEAR_FAMILIES, wordset
from companion.advisor.set_aside import set_aside
from companion.advisor.text import Hit, Transcript, Word
from companion.deck import normalise
from engine.table import Character

_DETERMINERS = wordset("my his her their our your the a an its this that these those")
_USE_BEFORE = wordset(
    """
    swing swings swung draw draws drew nock nocks with raise raises fire fires loose looses use
    uses grip grips wield wields from on at crush crushes stab stabs hit hits bash bashes point
    points ready readies lift lifts hurl hurls throw throws thrust thrusts plunge plunges brandish
    brandishes aim aims"""
)
_OTHERS = wordset("his her its their your our")
_BY = wordset("by")
_POSSESSIVE = wordset("my his her their our")
_THIRD = wordset("his her")
_WORD_OF = re.compile(r"[A-Za-z]{3,}")
#: A capitalised word (not "I") between the character's name and a "his" or "her": another
#: one the possessive may point to.
_OTHER_NAME = re.compile(r"\b(?!I\b)[A-Z][a-z]+")
FAMILY_OF = {word: family for family, words in GEAR_FAMILIES.items() for word in words}


@dataclass
class Equipment:
    """What a character carries: item words (lemmas), aliases and proper names."""

    words: dict[str, str] = field(default_factory=dict)
    #: spellings in two words ("lock picks", "war hammer") -> the item
    phrases: dict[str, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    modifiers: set[str] = field(default_factory=set)
    #: the last part of a closed compound said alone ("picks" of "lockpicks"): also a verb
    #: often ("I pick the lock"), so it counts only after a determiner ("my picks")
    parts: set[str] = field(default_factory=set)
    #: a modifier that is a rarer noun, said alone for the item where it is handled ("with
    #: the linen" for linen bandages, "swings the sledge" for a sledgehammer) -> the item;
    #: not a garment's cloth ("my black velvet" is worn, not used)
    stand_ins: dict[str, str] = field(default_factory=dict)


@lru_cache(maxsize=64)
def equipment_of(character: Character) -> Equipment:
    """The items in the clothing, weapons and equipment blocks (:mod:`companion.advisor.items`):
    each item's head and its spellings, the measure it comes in ("a coil of rope"), and the
    words of its gear family ("blade" for a broadsword).

    >>> e = equipment_of(Character(name="G", weapons="A notched broadsword called Mother"))
    >>> sorted(e.names), "broadsword" in e.words, "blade" in e.words
    (['mother'], True, True)
    """
    eq = Equipment()
    eq.names.update(item_names(character))
    for item in items(character):
        firsts = {f.split()[0] for f in item.spellings if " " in f}
        for word in sorted(item.modifiers | firsts) if item.block != "clothing" else ():
            if _stand_in(word):
                eq.stand_ins.setdefault(nlp.lemma(word), item.source)
        for form in sorted(item.spellings):
            if " " in form:
                eq.phrases.setdefault(form, item.source)
            else:
                eq.words.setdefault(form, item.source)
                eq.words.setdefault(nlp.lemma(form), item.source)
                if item.head != nlp.lemma(form) and item.head.endswith(nlp.lemma(form)):
                    eq.parts.update({form, nlp.lemma(form)})
        if " " not in item.head:
            eq.words.setdefault(item.head, item.source)
        if item.measure:
            eq.words.setdefault(item.measure, item.source)
        eq.modifiers.update(item.modifiers)
        family = FAMILY_OF.get(item.head) or FAMILY_OF.get(nlp.lemma(item.head))
        for alias in GEAR_FAMILIES.get(family or "", ()):
            eq.words.setdefault(nlp.lemma(alias), item.source)
    return eq


#: How common a modifier may be to stand for its item (Zipf scale): "linen", "sledge",
#: "brass" (4.0), "bone" (4.4) may; "hand" (5.4), "iron" (4.7) are said of too much else.
_STAND_IN_ZIPF = 4.5


def _stand_in(word: str) -> bool:
    """Whether a modifier of an item may be said alone for it: a noun of no other word
    class but verb, and not common (see ``_STAND_IN_ZIPF``)."""
    found = nlp.lemmas(word)
    return "NOUN" in found and "ADJ" not in found and 0 < rarity.zipf(word) < _STAND_IN_ZIPF


_FIRST_PERSON = wordset("i im ive ill id me my mine myself")


def own_pronouns(t: Transcript, character: Character) -> frozenset[str]:
    """ "his" and "her" when the player tells the action in the third person ("Bruk bangs
    his skillet"): the character is named and no "I" or "my" is said.

    >>> bruk = Character(name="Bruk")
    >>> sorted(own_pronouns(Transcript("bruk bangs his pan"), bruk))
    ['her', 'his']
    >>> sorted(own_pronouns(Transcript("I grab his pan"), bruk))
    []

    What the character says aloud is not the player's "I":

    >>> sorted(own_pronouns(Transcript("Bruk bangs his pan: 'I am hungry!'"), bruk))
    ['her', 'his']
    """
    said = {w.text for w in t.words}
    name = normalise(character.name).split()
    if not name or t.narration_words & _FIRST_PERSON:
        return frozenset()
    heard = any(fuzz.ratio(name[0], w) >= 80 for w in said if len(w) >= 3)
    return frozenset({"his", "her"}) if heard else frozenset()


def _owned_here(t: Transcript, character: Character, at: int) -> bool:
    """Whether "his", "her" or "its" at word ``at`` is the character's (or no possessive
    at all): "it's" said with its apostrophe; "his" or "her" after the character's name in
    the same sentence with no other name between ("Murdo digs with his spade", though the
    player says "I" elsewhere).

    >>> murdo = Character(name="Murdo the Digger")
    >>> t = Transcript("Murdo digs with his spade. I think it's fine.")
    >>> _owned_here(t, murdo, 3)
    True
    >>> t = Transcript("I watch. The guard leans on his spade, Murdo waits.")
    >>> _owned_here(t, murdo, 6)
    False
    >>> t = Transcript("Murdo hands the rope to Vashka with her spade.")
    >>> _owned_here(t, murdo, 6)
    False
    """
    word = t.words[at]
    start, end = t.span(word.start, word.end)
    if word.text == "its":
        return "'" in t.original[start:end] or "\u2019" in t.original[start:end]
    if word.text not in _THIRD:
        return False
    name = [w for w in normalise(character.name).split() if w not in nlp.STOPWORDS and len(w) >= 3]
    opened = max((s for s, _ in sentences(t.original) if s <= start), default=0)
    said = re.split(r"[;:]", t.original[opened:start])[-1]
    named = [
        m.end()
        for m in _WORD_OF.finditer(said)
        if any(fuzz.ratio(n, m.group(0).lower()) >= 80 for n in name)
    ]
    return bool(named) and not _OTHER_NAME.search(said, named[-1])


def equipment_hits(t: Transcript, character: Character) -> list[Hit]:
    """Words of the transcript that use the character's own items.

    A proper name that is also a common word ("Mother", "Whisper") counts when
    it is capitalised mid-sentence or follows a verb of use ("swing Mother"). The last
    part of a compound said alone counts after a determiner only:

    >>> olo = Character(name="Olo", equipment="Lockpicks")
    >>> [h.why for h in equipment_hits(Transcript("I pick the lock with my picks"), olo)]
    ['uses Lockpicks']
    >>> equipment_hits(Transcript("I pick the lock"), olo)
    []
    """
    eq = equipment_of(character)
    hits: list[Hit] = []
    words = t.words
    others = _OTHERS - own_pronouns(t, character)
    for i, w in enumerate(words):
        prev = words[i - 1].text if i else ""
        if prev in others and not _owned_here(t, character, i - 1):
            continue
        for name, source in eq.names.items():
            n = name.split()
            span_words = [x.text for x in words[i : i + len(n)]]
            if " ".join(span_words) != name and not (
                len(name) >= 5 and len(n) == 1 and fuzz.ratio(w.text, name) >= 85
            ):
                continue
            start = t.span(w.start, w.end)[0]
            capital = t.original[start : start + 1].isupper() and i > 0
            if capital or prev in _USE_BEFORE:
                last = words[i + len(n) - 1]
                hits.append(Hit(w.start, last.end, f"uses {source}"))
        pair = f"{w.text} {words[i + 1].text}" if i + 1 < len(words) else ""
        if pair in eq.phrases:  # "lock picks" for "lockpicks"
            hits.append(Hit(w.start, words[i + 1].end, f"uses {eq.phrases[pair]}"))
        elif (nlp.lemma(w.text) in eq.words or w.text in eq.words) and (
            _determined([x.text for x in words[max(0, i - 3) : i]])
            or (w.text not in eq.parts and nlp.lemma(w.text) not in eq.parts)
        ):
            first = i - 1 if i and prev in eq.modifiers else i
            source = eq.words.get(nlp.lemma(w.text)) or eq.words[w.text]
            hits.append(Hit(words[first].start, w.end, f"uses {source}"))
        elif (stand_in := eq.stand_ins.get(nlp.lemma(w.text))) and _handled_alone(words, i):
            hits.append(Hit(w.start, w.end, f"handles {stand_in}"))
        elif i + 1 < len(words) and (heard := _split_item(w.text, words[i + 1].text, eq)):
            hits.append(Hit(w.start, words[i + 1].end, f"uses {eq.words[heard]}"))
        elif misheard := _misheard(w.text, eq):
            hits.append(Hit(w.start, w.end, f"uses {eq.words[misheard]}"))
        elif prev in _POSSESSIVE and (heard := _sounds_like_item(w.text, eq)):
            hits.append(Hit(w.start, w.end, f"uses {eq.words[heard]}"))
    return [h for h in hits if not _put_aside(t, h)]


def _determined(before: list[str]) -> bool:
    """Whether the words just before a noun are a determiner and at most two adjectives
    ("my picks", "my little bell", "the big heavy hammer"): the noun is a thing, not a verb.

    >>> _determined(["i", "ring", "my", "little"]), _determined(["i", "little"])
    (True, False)
    """
    for back, word in enumerate(reversed(before[-3:])):
        if word in _DETERMINERS:
            return True
        if back == 2 or "ADJ" not in nlp.lemmas(word) or word in nlp.STOPWORDS:
            return False
    return False


def _handled_alone(words: tuple[Word, ...], i: int) -> bool:
    """Whether word ``i`` is a noun of its own that is handled: a verb of use or "with" or
    "by" before its determiner ("packs the wound with the linen", "swings the sledge") and
    no noun after it ("the linen sheets").

    >>> ws = Transcript("she packs the wound with the linen and waits").words
    >>> _handled_alone(ws, 6), _handled_alone(Transcript("I see the linen sheets").words, 3)
    (True, False)
    """
    before = [x.text for x in words[max(0, i - 3) : i]]
    if not _determined(before):
        return False
    at = max(j for j, x in enumerate(before) if x in _DETERMINERS)
    if not set(before[max(0, at - 1) : at]) & (_USE_BEFORE | _BY):
        return False
    after = words[i + 1].text if i + 1 < len(words) else ""
    return not after or after in nlp.STOPWORDS or "NOUN" not in nlp.lemmas(after)


def _put_aside(t: Transcript, hit: Hit) -> bool:
    """Whether the item of ``hit`` is only put aside (:mod:`companion.advisor.set_aside`)."""
    inside = [w.index for w in t.words if hit.start <= w.start and w.end <= hit.end]
    return bool(inside) and set_aside(t, inside[0], inside[-1])


def _misheard(word: str, eq: Equipment) -> str | None:
    """An item word speech-to-text misspelt ("simitar" for "scimitar", "clamore" for
    "claymore"): a word of no dictionary, close to a long item word; the item word, else None.

    >>> eq = equipment_of(Character(name="B", weapons="A scimitar"))
    >>> _misheard("simitar", eq), _misheard("similar", eq)
    ('scimitar', None)
    """
    if len(word) < 5 or nlp.lemmas(word) or rarity.zipf(word) > 0:
        return None
    for item in eq.words:
        if len(item) >= 6 and fuzz.ratio(word, item) >= 85:
            return item
    return None


def _sound(word: str) -> tuple[str, ...]:
    """``word``'s phonemes without stress, an unstressed "er" as "r" (CMU writes "lyre"
    L AY R and "liar" L AY ER)."""
    return tuple("R" if p == "ER0" else p.rstrip("012") for p in nlp.phones(word).split())


def _sounds_like_item(word: str, eq: Equipment) -> str | None:
    """An item word speech-to-text wrote as another word of the same sound ("her liar" for
    her lyre, "his loot" for his lute): the same phonemes; the item word, else None.

    >>> eq = equipment_of(Character(name="B", equipment="A lyre"))
    >>> _sounds_like_item("liar", eq), _sounds_like_item("lawyer", eq)
    ('lyre', None)
    """
    heard = _sound(word)
    if len(heard) < 3 or word in eq.words:
        return None
    for item in eq.words:
        if item != word and len(item) >= 4 and _sound(item) == heard:
            return item
    return None


def _split_item(first: str, second: str, eq: Equipment) -> str | None:
    """An item word Whisper heard as two words ("skill it" for "skillet", "lock picks"),
    matched closely against the longer item words; the item word, else None.

    >>> eq = equipment_of(Character(name="B", weapons="A heavy iron skillet"))
    >>> _split_item("skill", "it", eq), _split_item("kill", "it", eq)
    ('skillet', None)
    """
    if second not in nlp.STOPWORDS and len(second) > 3 and "NOUN" in nlp.lemmas(second):
        return None
    joined = first + second
    for item in eq.words:
        if len(item) >= 6 and fuzz.ratio(joined, item) >= 85:
            return item
    return None
