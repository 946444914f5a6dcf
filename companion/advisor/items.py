"""The character's gear as structured items: what each is called and how a player may say it.

Rules ("Character bonuses"): "If an action involves the use of equipment from the
character's summary ... a +1 bonus applies." Clothing, weapons and other equipment all
count, so each of the three blocks is read into items:

- an item is one part of a block (split at commas, "and", "with", "plus", a colon or
  brackets, and a container's "holding"); "of" and a proper name only says whose it is;
- its **head** is the thing itself: the last word that can be a noun before anything that
  only describes it ("a tower shield strapped to her stump" -> shield, "a wagon axle she
  uses as a lever" -> axle, "two-handed miner's maul" -> maul); "a coil of rope" has both
  the measure and the thing (coil, rope);
- its **modifiers** are the other words of the name ("tower", "miner"), which do not show
  the item used on their own;
- its **spellings** are the ways speech-to-text may write it: a closed compound in one
  word or two and its last part alone ("lockpicks" -> "lock picks", "picks"; "warhammer"
  -> "war hammer", "hammer"), a hyphenated name joined or split ("wolf-fur" -> "wolffur",
  "wolf fur");
- a **name** is what the item is called ("a notched broadsword called Mother").

>>> from engine.table import Character
>>> [(i.head, sorted(i.modifiers)) for i in items(Character(name="H",
...     weapons="A tower shield strapped to her stump, a short sword"))]
[('shield', ['tower']), ('sword', ['short'])]
>>> [(i.head, sorted(i.spellings)) for i in items(Character(name="Y", equipment="Lockpicks"))]
[('lockpick', ['lock pick', 'lock picks', 'lockpick', 'lockpicks', 'pick', 'picks'])]
>>> [i.head for i in items(Character(name="O", equipment="A wagon axle she uses as a lever"))]
['axle']
>>> [i.head for i in items(Character(name="T", weapons="Two-handed miner's maul."))]
['maul']
>>> net = Character(name="R", weapons="A weighted throwing net, a long-hafted axe")
>>> [i.head for i in items(net)]
['net', 'axe']
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from functools import lru_cache

from companion.advisor import nlp, rarity
from companion.advisor.lexicons import GEAR_FAMILIES, wordset
from companion.deck import normalise
from engine.table import Character

#: Words of gear ("hammer", "bow"): the parts a dictionary's compound may be said by.
_GEAR_WORDS = frozenset(w for family in GEAR_FAMILIES.values() for w in family)
#: The blocks that hold gear.
GEAR_BLOCKS = ("clothing", "weapons", "equipment")

_NAME_CUE = re.compile(
    r"\b(?:called|named|known as|calls|call|dubbed|nicknamed)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
)
#: "of" and a proper name: whose the item is ("a signet ring of House Fairmont"), never the
#: thing it holds ("a coil of rope"): not part of the item's name.
_OF_NAME = re.compile(r"\bof\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)")
#: Where one item ends and the next begins: a list's commas and conjunctions, a colon or
#: brackets before another name for it ("pistols (spring-bows)", "fire-poi: two chains"),
#: a container's "holding" before what it holds ("a basket holding a cobra").
_SPLIT = re.compile(
    r",|;|:|\(|\)|\band\b|\bwith\b|\bplus\b|\bholding\b|\bcontaining\b", re.IGNORECASE
)
#: Words after which the rest of a part only describes the item: prepositions and the
#: pronouns that open a clause about it ("she uses as a lever", "that hums").
_CUT = wordset(
    """like over under in on at from for to into onto around across by she he it they that
    which who whom whose as than if when where"""
)
#: Leading words that never name an item ("a", "some", "two", "a pair of").
_LEAD = wordset("a an the some two three four five six seven several pair set one his her its")


@dataclass(frozen=True)
class Item:
    """One item of the sheet (see the module's docstring)."""

    source: str
    block: str
    head: str
    modifiers: frozenset[str] = field(default_factory=frozenset)
    spellings: frozenset[str] = field(default_factory=frozenset)
    measure: str = ""


def _describing(word: str) -> bool:
    """Whether ``word`` only describes (an adjective or adverb no dictionary has as a noun
    or verb, or a participle): never an item's head."""
    found = nlp.lemmas(word)
    if not found:
        return False
    if "NOUN" in found:
        return False
    if _participle(word):
        return True
    return not ({"VERB"} & set(found))


def _participle(word: str) -> bool:
    """A verb's participle that is no noun: "-ed" and "-ing" forms, and the irregular
    past participles ("shod", "worn", "hidden")."""
    found = nlp.lemmas(word)
    if "VERB" not in found or "NOUN" in found:
        return False
    return word.endswith(("ed", "ing")) or (
        word not in found["VERB"] and nlp.is_past_participle(word)
    )


def _cut(words: list[str]) -> list[str]:
    """The words that name the item: up to a preposition, a clause about it or a
    participle that does not modify the next word ("strapped to her stump")."""
    for i, w in enumerate(words[1:], start=1):
        participle = _participle(w)
        ends = i + 1 >= len(words) or words[i + 1] in nlp.STOPWORDS
        if w in _CUT or (participle and ends and i > 1):
            return words[:i]
    return words


def lemma(word: str) -> str:
    """The lemma of an item word; an unknown plural loses its "s" ("lockpicks")."""
    if not nlp.lemmas(word) and word.endswith("s") and not word.endswith("ss") and len(word) > 4:
        return word[:-1]
    return nlp.lemma(word)


def _known(word: str) -> bool:
    """A word of the language (in the frequency list or the lemma tables), of three or
    more letters."""
    return len(word) >= 3 and (rarity.zipf(word) >= 2.5 or bool(nlp.lemmas(word)))


def spellings(word: str) -> frozenset[str]:
    """How speech-to-text may write an item word: itself and its lemma, a closed compound
    split in two and its last part alone (both parts words of the language).

    >>> sorted(spellings("warhammer"))
    ['hammer', 'war hammer', 'warhammer']
    >>> sorted(spellings("sword"))
    ['sword']

    A compound of the dictionary splits only where its last part is gear:

    >>> sorted(spellings("sledgehammer")), sorted(spellings("cutlass"))
    (['hammer', 'sledge hammer', 'sledgehammer'], ['cutlass'])
    """
    out = {word, lemma(word)}
    own = bool(nlp.lemmas(word))  # a word of its own ("herring" is no "her ring")
    for cut in range(3, len(word) - 2):
        first, last = word[:cut], word[cut:]
        if first in nlp.STOPWORDS or last in nlp.STOPWORDS:
            continue
        if own and last not in _GEAR_WORDS:  # "sledgehammer": hammer; "cutlass": no lass
            continue
        if _known(first) and _known(last) and "NOUN" in nlp.lemmas(last):
            for form in {last, nlp.lemma(last)}:
                out.update({f"{first} {form}", form})
            break
    return frozenset(out)


def _item(source: str, block: str, words: list[str]) -> Item | None:
    words = _cut(words)
    content = [w for w in words if w not in nlp.STOPWORDS and w not in _LEAD]
    heads = [w for w in content if not _describing(w)]
    if not heads:
        return _phrase_item(source, block, words)
    head = heads[-1]
    forms = set(spellings(head))
    raw = [w for w in normalise(source).split() if w not in nlp.STOPWORDS]
    for a, b in itertools.pairwise(raw):  # "wolf-fur mantle", "pick-axe": joined, split
        hyphenated = f"{a}-{b}" in source.lower()
        if hyphenated:
            forms.update({a + b, f"{a} {b}"})
    modifiers = frozenset(w for w in content if w != head)
    return Item(source.strip(), block, lemma(head), modifiers, frozenset(forms))


def _phrase_item(source: str, block: str, words: list[str]) -> Item | None:
    """An item whose thing is a little word of the language ("a watering can", "a tin
    can"): said only as the whole phrase, never as the little word alone ("I can")."""
    if len(words) < 2 or words[-1] not in nlp.STOPWORDS or "NOUN" not in nlp.lemmas(words[-1]):
        return None
    if words[-2] in nlp.STOPWORDS or words[-2] in _LEAD:
        return None
    phrase = f"{words[-2]} {words[-1]}"
    return Item(source.strip(), block, phrase, frozenset(), frozenset({phrase}))


@lru_cache(maxsize=64)
def items(character: Character) -> tuple[Item, ...]:
    """The items of the clothing, weapons and equipment blocks, in order."""
    out: list[Item] = []
    for block in GEAR_BLOCKS:
        text = _OF_NAME.sub("", _NAME_CUE.sub("", character.block(block)))
        for part in _SPLIT.split(text):
            phrase = normalise(part).split()
            if not phrase:
                continue
            if "of" in phrase:  # "a coil of rope": the rope, and the coil it comes in
                at = phrase.index("of")
                thing = _item(part, block, phrase[at + 1 :])
                measure = _item(part, block, phrase[:at])
                if thing is not None:
                    out.append(
                        Item(
                            thing.source,
                            block,
                            thing.head,
                            thing.modifiers,
                            thing.spellings,
                            measure.head if measure else "",
                        )
                    )
                    continue
                phrase = phrase[:at]
            found = _item(part, block, phrase)
            if found is not None:
                out.append(found)
    return tuple(out)


def names(character: Character) -> dict[str, str]:
    """Proper names of items ("Mother" in "a broadsword called Mother", "Mudder" in "a
    maul he calls Mudder") -> the part naming it.

    >>> sorted(names(Character(name="G", weapons="A two-handed maul he calls Mudder")))
    ['mudder']
    >>> [i.head for i in items(Character(name="O", equipment="Signet ring of House Fairmont"))]
    ['ring']
    """
    out: dict[str, str] = {}
    for block in GEAR_BLOCKS:
        for part in _SPLIT.split(character.block(block)):
            for m in _NAME_CUE.finditer(part):
                out[normalise(m.group(1))] = part.strip()
    return out
