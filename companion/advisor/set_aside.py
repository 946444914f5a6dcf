"""An item named only to be put aside is not used.

Rule ("Character bonuses"): "If an action involves the use of equipment from the
character's summary, and the GM considers the equipment to be correctly used and relevant
to the action, a +1 bonus applies." An item the character leaves, stows or drops to act
without it ("keeps the hammer on her belt", "drops her shield and grabs his wrist") is
named in the action but not used in it. Dropping it onto or over something is a use
("drops the net over the goblin").

>>> from companion.advisor.text import Transcript
>>> def aside(text: str, item: str) -> bool:
...     t = Transcript(text)
...     at = [w.text for w in t.words].index(item)
...     return set_aside(t, at, at)
>>> aside("Gudrun keeps the hammer on her belt and walks in.", "hammer")
True
>>> aside("She drops her shield and grabs his wrist.", "shield")
True
>>> aside("He left the cleaver in his belt.", "cleaver")
True
>>> aside("She keeps her shield up and advances.", "shield")
False
>>> aside("I drop the net over the goblin.", "net")
False
>>> aside("With the axe in his left hand he swings.", "axe")
False

An item said to be at hand but not used ("she's got her sickle but she's not gonna cut
anything", "goes in without his shield", "don't need no club") is not used either:

>>> aside("Bolo's got his cudgel but he doesn't need it.", "cudgel")
True
>>> aside("He goes in without his shield.", "shield")
True
>>> aside("I swing the cudgel but it doesn't break.", "cudgel")
False

An item said to stay where it is, to hang or rattle at its place, or set down with no place
to set it on, rests while the character acts ("my flask stays corked", "keys jangling at her
belt", "sets her lantern down", "keeps her hand away from the sword"):

>>> aside("My flask stays corked.", "flask")
True
>>> aside("Keys jangling at her belt, she talks.", "keys")
True
>>> aside("Ysolde sets her lantern down. She speaks.", "lantern")
True
>>> aside("Olo puts the lantern down shutters it and waits.", "lantern")
False
>>> aside("Mira keeps her hand away from the sword.", "sword")
True
>>> aside("He sets the jar down on the rail.", "jar")
False

Leaning on an item is resting on it, not using it ("leans on his spade and talks"); an item
put "aside" or "away" is put aside:

>>> aside("Yorrick leans on his spade and tells a story.", "spade")
True
>>> aside("Sigrun tosses her shield aside and takes the blow.", "shield")
True
>>> aside("Krag puts his knife away.", "knife")
True
>>> aside("He laid his lyre carefully aside.", "lyre")
True
>>> aside("Fenn leaned his quarterstaff against the wall and spoke.", "quarterstaff")
True

An item stowed in its place to carry it, or said to stay undrawn, is not used either:

>>> aside("Sethra slung her bow across her back.", "bow")
True
>>> aside("He hung his billhook on his belt and climbed.", "billhook")
True
>>> aside("She kept her rope upon her shoulder and knocked.", "rope")
True
>>> aside("He crossed the yard, his short sword undrawn at his hip.", "sword")
True
>>> aside("She hangs the lantern on the hook above the pit.", "lantern")
False
>>> aside("She tucked the rope round the post and pulled.", "rope")
False
>>> aside("He leans on the door with his shoulder.", "shoulder")
False
>>> aside("Gorm leans on his crutch and roars.", "crutch")
False
>>> aside("The bell jangling, she advances on the ghouls.", "bell")
False
"""

from __future__ import annotations

from itertools import pairwise

from companion.advisor.lexicons import wordset
from companion.advisor.text import Transcript

#: Verbs that put an item away (a few words before it): "leaves the axe", "stows his bow".
_PUT_AWAY = wordset("leave leaves leaving stow stows stowed sheathe sheathes sheathed")
#: Verbs that put an item into its place to carry it (a few words before it), then the
#: place: "hung his billhook on his belt", "slings the bow across his back". Tucking or
#: slipping it into a belt is not among them: a player does that to have it at hand.
_STOWING = wordset(
    """hang hangs hung hanging sling slings slung slinging strap straps strapped holster
    holsters holstered"""
)
#: Places on the body an item is carried in ("into her sash", "on his belt").
_CARRIED = wordset(
    "belt sheath scabbard pack bag back hip side shoulder waist sash apron pocket pouch quiver"
)
#: Words just after an item that say it goes unused: "his short sword undrawn".
_UNUSED = wordset("undrawn sheathed unstrung holstered unused untouched forgotten")
_DROP = wordset("drop drops dropped dropping")
#: After a dropped item, a place it is dropped on: the drop is the use.
_ONTO = wordset(
    """over on onto into in behind at across around under down through beneath between
    before near by to"""
)
_KEEP = wordset("keep keeps kept")
#: Where a kept item stays unused ("keeps the hammer on her belt").
_STORE = wordset("belt sheath scabbard pack bag back rack hook peg")
#: Words just before an item that leave it unused ("without his shield", "need no club").
_WITHOUT = wordset("without no")
#: Verbs after an item that leave it where it is ("my flask stays corked").
_STAYS = wordset("stay stays stayed remain remains remained")
#: Verbs after an item that hang it or sound it at its place, then the place: "rattling at
#: his belt", "tucked under one arm", "still hanging at his belt".
_AT_REST = wordset(
    "hang hangs hanging hung dangle dangles dangling tucked rattling jangling jingling clinking"
)
_PLACE = _STORE | wordset("hip side arm shoulder waist")
#: Verbs of leaning on an item: resting on it ("leans on his spade").
_LEAN = wordset("lean leans leaned leant leaning")
#: Things made to be leant on: leaning on them is their use.
_SUPPORTS = wordset("crutch crutches cane canes")
#: Verbs that set an item down ("sets her lantern down").
_SET_DOWN = wordset("set sets setting put puts putting lay lays laid laying")
#: Who holds the item, then a denial of its use: "but he doesn't", "but I don't".
_HOLDER = wordset("i he she they we hes shes theyre im")
_DENY = wordset("not dont doesnt didnt wont never isnt aint")
#: Words before the item that own it or point at it ("left the", "left his").
_POINTING = wordset("the my his her their it")


def set_aside(t: Transcript, first: int, last: int) -> bool:
    """Whether the item in words ``first``..``last`` (indices into ``t.words``) is put
    aside: left, stowed or sheathed, dropped with no place to drop it on, kept in its
    store, gone without ("without his shield", "no club"), or said to stay unused ("but
    he doesn't need it")."""
    words = [w.text for w in t.words]
    before = words[max(0, first - 4) : first]
    after = words[last + 1 : last + 5]
    if set(before) & _PUT_AWAY:
        return True
    if any(a == "left" and b in _POINTING for a, b in pairwise([*before, words[first]])):
        return True
    if set(before[-2:]) & _DROP and not (after[:1] and after[0] in _ONTO):
        return True
    if set(before[-2:]) & _WITHOUT or _resting(t, words, first, last):
        return True
    if (set(before) & _KEEP and set(after) & _PLACE) or (
        set(before) & _STOWING and set(after) & _CARRIED
    ):
        return True
    return _not_used(words, last)


def _not_used(words: list[str], last: int) -> bool:
    """Whether the words after the item say it is not used: "but" soon after, then the
    one holding it denying the use ("but he doesn't need it", "but I don't draw it",
    "but whatever")."""
    after = words[last + 1 : last + 6]
    if "but" not in after:
        return False
    rest = words[last + 2 + after.index("but") : last + 8 + after.index("but")]
    holder = rest[:1] and rest[0] in _HOLDER
    return bool(rest[:1] == ["whatever"] or (holder and set(rest[1:4]) & _DENY))


def _resting(t: Transcript, words: list[str], first: int, last: int) -> bool:
    """Whether the item stays where it is: a verb of staying just after it ("stays in her
    pack", "my mortar and pestle stay"), a verb of hanging or rattling then its place
    ("jangling at her belt"), set down with the sentence ending there ("sets her lantern
    down."), put "aside" or "away", leant on, or a hand kept "away from" it; or the words
    after it say there is "no need" for it."""
    before = words[max(0, first - 4) : first]
    after = words[last + 1 : last + 7]
    if set(after[:3]) & _STAYS:
        return True
    if set(after[:3]) & _AT_REST and set(after[1:6]) & _PLACE:
        return True
    if after[:1] == ["down"] and set(before) & _SET_DOWN and _clause_ends(t, last + 1):
        return True
    if any(a == "away" and b == "from" for a, b in pairwise(before)):
        return True
    if set(after[:2]) & {"aside", "away"} or set(after[:1]) & _UNUSED:
        return True
    if _leant_on(before, words[first : last + 1]) or (
        set(before) & _LEAN and "against" in after[:2]
    ):
        return True
    return any(a == "no" and b == "need" for a, b in pairwise(after))


def _leant_on(before: list[str], item: list[str]) -> bool:
    """Whether the words before the item lean on it ("leans on her fairy pole"), unless it
    is made to be leant on ("leans on his crutch")."""
    lean = [i for i, w in enumerate(before) if w in _LEAN]
    return bool(lean) and "on" in before[lean[0] :] and not set(item) & _SUPPORTS


def _clause_ends(t: Transcript, index: int) -> bool:
    """Whether a sentence ends after word ``index`` (an end mark or the end of the text)."""
    end = t.span(t.words[index].start, t.words[index].end)[1]
    rest = t.original[end:].lstrip(" ")
    return not rest or rest[0] in ".;!?"
