"""Character bonuses from the seven blocks: background, contradiction and the bonus shape
(equipment: :mod:`companion.advisor.equipment`; declared bonuses:
:mod:`companion.advisor.declared`).

Rules ("Character bonuses"):

- "If an action involves the use of equipment from the character's summary,
  and the GM considers the equipment to be correctly used and relevant to the
  action, a +1 bonus applies." Clothing, weapons and other equipment all count.
- "If the GM considers an action to be an appropriate application of a
  character's background or problem-solving style, a +1 bonus applies."
- "If the GM considers an action to openly contradict a character's background
  or equipment, and this contradiction is not earning a card bonus, then a -2
  penalty applies."
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from rapidfuzz import fuzz

from companion.advisor import nlp
from companion.advisor.approach import verbal_hits
from companion.advisor.asides import asides
from companion.advisor.equipment import FAMILY_OF, equipment_of, own_pronouns
from companion.advisor.lexicons import APPROACH_FAMILIES, GEAR_FAMILIES, ROLE_WORDS, wordset
from companion.advisor.models import Bonus, Evidence
from companion.advisor.sheet import fact_hits
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise
from engine.table import BLOCKS, Character

_MAGIC = re.compile(r"\b(magic|spell|sorcer|wizard|mage|witch|warlock|priest|cleric|druid|shaman)")
_CASTING = re.compile(r"\b(cast (a |an |my |the )?\w+|fireball|spell|incantation)\b")
_NEGATED = re.compile(
    r"\b(?:cannot|cant|can not|never learned to|never learnt to|unable to|does not|doesnt|"
    r"never) (\w+)(?: (\w+))?"
)
_GEAR_USE = wordset(
    "draw draws pull pulls take takes grab grabs swing swings fire fires read reads raise raises "
    "throw throws ready readies wield wields use uses unfurl unfurls blow blows light lights"
)


def _evidence(t: Transcript, hit: Hit) -> Evidence:
    quote, start, end = t.quote(hit.start, hit.end)
    return Evidence(quote=quote, start=start, end=end, why=hit.why)


_FEAR = re.compile(
    r"\b(?:afraid of|scared of|terrified of|fears|frightened of)"
    r" (?:nothing (?:but|except) |no one (?:but|except) )?(?:the )?(\w+)"
)
#: What a character afraid of something will not do (lemmas).
_FEARED: dict[str, tuple[str, ...]] = {
    "heights": ("climb", "highest", "scale", "rooftop"),
    "water": ("swim", "dive", "wade"),
    "dark": ("darkness",),
    "fire": ("fire", "flame", "torch", "burn"),
    "spiders": ("spider", "web"),
    "horses": ("ride", "horse", "gallop"),
    "cats": ("cat", "kitten"),
    "snakes": ("snake", "serpent"),
    "rats": ("rat",),
}
#: Words that deny the verb after them: "Bruk can't swim" agrees with the sheet.
_DENIAL = wordset("cant cannot not never doesnt dont couldnt wont unable")
_AVERSE = re.compile(
    r"\b(?:distrusts?|hates?|fears?|despises?|loathes?|never uses?|no|without)"
    r" (?:all |any )?$"
)


def _magical(blocks: str) -> bool:
    """Whether the blocks give the character magic (not "hates all magic")."""
    return any(not _AVERSE.search(blocks[: m.start()]) for m in _MAGIC.finditer(blocks))


#: Approach words too vague to show the approach applied ("solve it first", "if that fails").
_VAGUE = wordset(
    """first fail fails failing thing things way problem problems something anything
    everything make makes get gets do does try tries need needs want wants anyone anybody
    take takes ask asks question questions clean back later"""
)
#: Words before a word that make it a name of a kind, not a deed: "the wolf coat's son",
#: "merchants of my standing".
_NAMING = wordset("the a an my his her their our your of this that these those")
_NEGATORS = wordset("no not never dont doesnt didnt cant cannot wont isnt")


#: Words after which an approach tells what it hopes the other side does, not the deed:
#: "sing until the listener gives way", "hope the enemy loses heart", "do whatever the
#: sign says".
_OUTCOME = wordset("until till hope hoping whatever unless")


def _deeds(approach: list[str]) -> list[str]:
    """The approach's words but those from a turn to the hoped-for outcome to the next
    "then" ("tell a story until the enemy falls asleep, then knock it out")."""
    out: list[str] = []
    hoping = False
    for word in approach:
        hoping = (hoping or word in _OUTCOME) and word != "then"
        if not hoping:
            out.append(word)
    return out


@lru_cache(maxsize=64)
def background_words(character: Character) -> dict[str, str]:
    """Words that apply the character's background or approach -> the block word behind them."""
    out: dict[str, str] = {}
    bg = normalise(character.background).split()
    approach = normalise(character.approach).split()
    for word in bg + approach:
        for key in {word, nlp.lemma(word)}:
            if key in ROLE_WORDS:
                for alias in ROLE_WORDS[key]:
                    out.setdefault(alias, word)
    for word in _deeds(approach):
        if word in nlp.STOPWORDS or word in _VAGUE:
            continue
        forms = nlp.lemmas(word)
        if "VERB" in forms:
            out.setdefault(forms["VERB"][0], word)
        elif "NOUN" in forms:
            out.setdefault(forms["NOUN"][0], word)
        elif not forms and word.endswith("s") and len(word) > 5:
            out.setdefault(word[:-1], word)
    for key, source in list(out.items()):
        for family in APPROACH_FAMILIES:
            if key in family:
                for alias in family:
                    out.setdefault(alias, source)
    for m in re.finditer(r"\b(?:[A-Z][a-z]+ )+[A-Z][a-z]+\b", character.background):
        out.setdefault(normalise(m.group(0)), m.group(0))
    for a, b in itertools.pairwise(bg):
        if a not in nlp.STOPWORDS and b not in nlp.STOPWORDS and "NOUN" in nlp.lemmas(b):
            out.setdefault(f"{a} {b}", f"{a} {b}")
    return out


def background_hits(t: Transcript, character: Character, skip: list[Hit]) -> list[Hit]:
    """Words applying the background or approach; an item's own modifier ("hunting"
    in "hunting horn") and ``skip`` spans do not count."""
    known = background_words(character)
    modifiers = equipment_of(character).modifiers
    aside = [Hit(a, b) for a, b in asides(t)]
    hits: list[Hit] = []
    for phrase in (k for k in known if " " in k):
        for m in re.finditer(rf"\b{re.escape(phrase)}\b", t.norm):
            hits.append(Hit(m.start(), m.end(), f"fits {known[phrase]!r}"))
    words = t.words
    for w in words:
        h = Hit(w.start, w.end)
        if w.text in modifiers or any(h.overlaps(s) for s in [*skip, *aside]):
            continue
        key = w.text if w.text in known else nlp.lemma(w.text)
        if key not in known or w.text in nlp.STOPWORDS:
            continue
        before = [x.text for x in words[max(0, w.index - 2) : w.index]]
        if set(before) & _NEGATORS:
            continue  # "no wait", "never takes"
        if key in ROLE_WORDS and before[-1:] and before[-1] in _NAMING:
            continue  # "the wolf coat's son", "merchants of my standing": a name, not a deed
        hits.append(Hit(w.start, w.end, f"fits {known[key]!r}"))
    hits += [h for h in verbal_hits(t, character) if not any(h.overlaps(s) for s in skip)]
    return hits


def contradiction_hits(t: Transcript, character: Character) -> list[Hit]:
    """Gear the character lacks, a skill the blocks deny, or magic without any."""
    blocks = " ".join(
        normalise(character.block(b))
        for b in ("background", "approach", "appearance", "clothing", "weapons", "equipment")
    )
    owned = {nlp.lemma(w) for w in blocks.split()} | set(blocks.split())
    eq = equipment_of(character)
    owned |= set(eq.words)
    hits: list[Hit] = []
    words = t.words
    own = own_pronouns(t, character)
    name = normalise(character.name).split()[:1]

    def name_near(before: list[str]) -> bool:
        """Whether the character is named among ``before`` ("Krom draws his ...")."""
        return any(fuzz.ratio(n, b) >= 80 for n in name for b in before)

    for i, w in enumerate(words):
        family = FAMILY_OF.get(w.text) or FAMILY_OF.get(nlp.lemma(w.text))
        if not family or any(a in owned or nlp.lemma(a) in owned for a in GEAR_FAMILIES[family]):
            continue
        before = [x.text for x in words[max(0, i - 4) : i]]
        mine = before[-1:] == ["my"] or (bool(before) and before[-1] in own and name_near(before))
        used = any(b in _GEAR_USE for b in before) and "i" in before
        if mine or used:
            hits.append(Hit(words[max(0, i - 2)].start, w.end, f"has no {family}"))
    denied: dict[str, str] = {}
    for block in BLOCKS:
        for m in _NEGATED.finditer(normalise(character.block(block))):
            verb, obj = m.group(1), m.group(2) or ""
            if verb == "to":  # "never to swim"
                verb, obj = obj, ""
            forms = nlp.lemmas(obj)
            noun = obj not in nlp.STOPWORDS and "NOUN" in forms and "VERB" not in forms
            denied[nlp.lemma(verb)] = nlp.lemma(obj) if noun else ""
    if "illiterate" in blocks.split():
        denied["read"] = ""
    for i, w in enumerate(words):
        verb = w.text if w.text in denied else nlp.lemma(w.text)
        if verb not in denied or "VERB" not in nlp.lemmas(w.text):
            continue
        obj = denied[verb]
        after = {nlp.lemma(x.text) for x in words[i + 1 : i + 5]}
        if any(x.text in _DENIAL for x in words[max(0, i - 2) : i]):
            continue
        if not obj or obj in after:
            hits.append(Hit(w.start, w.end, f"cannot {verb} {obj}".strip()))
    for m in _FEAR.finditer(blocks):
        for w in words:
            if nlp.lemma(w.text) in _FEARED.get(m.group(1), ()):
                hits.append(Hit(w.start, w.end, f"afraid of {m.group(1)}"))
    hits += fact_hits(t, character)
    if not _magical(blocks) and "spellbook" not in owned:
        for m in _CASTING.finditer(t.norm):
            hits.append(Hit(m.start(), m.end(), "has no magic"))
    return hits


def bonus_from(t: Transcript, hits: list[Hit]) -> Bonus:
    """A bonus that applies when there is at least one hit; the hits are its evidence."""
    if not hits:
        return Bonus()
    evidence = [_evidence(t, h) for h in hits[:3]]
    return Bonus(applies=True, reason=hits[0].why, evidence=evidence)


def tool_of_background(hit: Hit, character: Character) -> bool:
    """Whether the item an equipment hit uses is a tool of the character's background or
    approach: its words are among theirs or their families ("lockpicks" for "picks the
    lock", "lyre" for a skald who sings), so using it applies the background too."""
    item = hit.why.removeprefix("uses ")
    known = background_words(character)
    for word in normalise(item).split():
        if word in nlp.STOPWORDS:
            continue
        if word in known or nlp.lemma(word) in known:
            return True
        family = FAMILY_OF.get(word) or FAMILY_OF.get(nlp.lemma(word))
        if family and family in known:
            return True
    return False
