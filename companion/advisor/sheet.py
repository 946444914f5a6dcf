"""Facts about a character's body and vows, read from the seven blocks, that an action can
openly contradict ("If the GM considers an action to openly contradict a character's
background or equipment ... a -2 penalty applies").

- **blind** ("blind since birth", "half-blind"): the action has the character see, spot,
  read or watch something.
- **sworn off violence** ("sworn never to shed blood", "never to draw blade in anger",
  "never to harm a beast", "no fighter at all", "pacifist"): the action has the character
  stab, kill, cut down or behead.
- **afraid of close places or heights** ("terrified of enclosed spaces", "cannot abide
  heights", "will not go near an edge"): the action goes into a tunnel or out on a ledge.
- **one hand** ("lost his left hand to a frost giant", "one-handed", "a shield strapped to
  her stump"): the action has the character use both hands ("grabs it in both hands",
  "hand over hand"), unless the player takes it back at once ("well, hand over stump").

A fact said with a denial in the action ("Tamsk can't see a thing") agrees with the sheet.

>>> from engine.table import Character
>>> skald = Character(name="Ulfrick", background="Barbarian skald, blind since birth")
>>> [h.why for h in fact_hits(Transcript("ulfrick squints up and sees three harpies"), skald)]
['blind: squints']
>>> fact_hits(Transcript("ulfrick listens for the harpies"), skald)
[]
>>> gunnar = Character(name="Gunnar", background="Clansman who lost his left hand to a giant")
>>> [h.why for h in fact_hits(Transcript("I grab the edge with both hands"), gunnar)]
['one hand: both hands']
>>> fact_hits(Transcript("she goes hand over hand, well, hand over stump"), gunnar)
[]
"""

from __future__ import annotations

import re
from functools import lru_cache

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise
from engine.table import BLOCKS, Character

_BLIND = re.compile(r"\b(?:half )?blind\b(?! ?fold)")
_PEACEFUL = re.compile(
    r"\b(?:sworn|swore|vowed|oath)\b(?: \w+){0,4} never to (?:shed blood|harm|hurt|kill|draw "
    r"(?:blade|sword|steel|weapon))|\bno fighter\b|\bpacifist\b|\bnever (?:harms|kills|fights)\b"
)
_CLOSE = re.compile(
    r"\b(?:afraid of|scared of|terrified of|fears|frightened of|cannot abide|cant abide|cannot "
    r"stand|cant stand|hates|will not go near|wont go near)(?: \w+){0,2} (?:enclosed|tight|"
    r"small|narrow|closed|cramped) (?:spaces|places)|\bclaustrophobic\b"
)
_ONE_HAND = re.compile(
    r"\b(?:lost|missing|no|without|lacks)(?: his| her| their| a| the| one)?(?: left| right)? hand\b"
    r"|\bone handed\b|\bhook for a hand\b|\b(?:his|her|their) stump\b"
)
_BOTH_HANDS = re.compile(
    r"\b(?:both hands|two hands|each hand|hand over hand|both fists|both his hands"
    r"|both her hands)\b"
)
_TAKEN_BACK = re.compile(r"\b(?:stump|one hand|one handed|good hand|only hand)\b")
_HIGH = re.compile(
    r"\b(?:afraid of|scared of|terrified of|fears|frightened of|cannot abide|cant abide|cannot "
    r"stand|cant stand|hates|will not go near|wont go near)(?: \w+){0,2} (?:heights|an edge|"
    r"edges|ledges|cliffs)"
)
#: What each fact rules out (lemmas).
_SEEING = wordset("see spot spy watch read glimpse notice squint peer sight gaze")
_VIOLENT = wordset("stab kill slay behead decapitate slash impale skewer murder slaughter")
_CLOSE_IN = wordset("tunnel crawl wriggle squeeze burrow crawlspace vent chimney")
_HIGH_UP = wordset("ledge precipice parapet rooftop")
#: Words that deny the act or show the fear ("can't see", "clinging to the ledge").
_DENIAL = wordset(
    "cant cannot not never doesnt dont couldnt wont unable without cling clings clinging"
)


@lru_cache(maxsize=64)
def facts(character: Character) -> frozenset[str]:
    """The body and vow facts the blocks state: ``blind``, ``peaceful``, ``close``, ``high``,
    ``one hand``."""
    text = " ".join(normalise(character.block(b)) for b in BLOCKS)
    found = set()
    if _BLIND.search(text):
        found.add("blind")
    if _PEACEFUL.search(text):
        found.add("peaceful")
    if _CLOSE.search(text):
        found.add("close")
    if _HIGH.search(text):
        found.add("high")
    if _ONE_HAND.search(text):
        found.add("one hand")
    return frozenset(found)


_RULED_OUT = {"blind": _SEEING, "peaceful": _VIOLENT, "close": _CLOSE_IN, "high": _HIGH_UP}


def fact_hits(t: Transcript, character: Character) -> list[Hit]:
    """Words of the action that go against a fact of the sheet (one hit per fact)."""
    known = facts(character)
    hits: list[Hit] = []
    if "one hand" in known:
        for m in _BOTH_HANDS.finditer(t.norm):
            if not _TAKEN_BACK.search(t.norm, m.end(), m.end() + 30):
                hits.append(Hit(m.start(), m.end(), f"one hand: {m.group(0)}"))
                break
    for fact in sorted(known - {"one hand"}):
        ruled_out = _RULED_OUT[fact]
        for i, w in enumerate(t.words):
            if nlp.lemma(w.text) not in ruled_out and w.text not in ruled_out:
                continue
            if any(x.text in _DENIAL for x in t.words[max(0, i - 3) : i]):
                continue
            hits.append(Hit(w.start, w.end, f"{fact}: {w.text}"))
            break
    return hits
