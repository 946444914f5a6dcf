"""Which being a pronoun points to: the ambiguous-pronoun card's structural check.

Card: "A he, she or it that could point to more than one of the beings just named."

Read as a listener reads: a singular "he" or "she" after two beings other than the acting
character, named in the same sentence a few words before it, could be either of them
("the big ghoul shoves the little ghoul toward her and he starts to cry"), and so could an
"it" after one creature's deed to another ("the wolf bites the boar and it squeals"). The
acting character is left out: a "he" that goes on telling of the player's character is how
every player speaks ("Gorm walks up to the ogre and he holds up the cheese").
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.addressing import sentences
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Beings a "he" or "she" may point to (lemmas): people by station or trade, and creatures.
BEINGS = wordset(
    """man woman boy girl child lad lass guard captain sergeant soldier warrior knight king
    queen prince princess lord lady duke duchess chief chieftain leader boss priest monk
    wizard witch mage shaman thief bandit merchant innkeeper farmer smith hunter rider scout
    brother sister mother father son daughter uncle aunt cousin friend stranger servant
    goblin ogre troll giant dwarf elf orc kobold ghoul ghost lich sphinx golem dragon wolf
    bear rat spider hound dog cat horse boar minotaur demon imp harpy gnome vampire zombie
    skeleton mummy bishop jarl thane warden keeper jailer clerk scribe sentry lookout
    bodyguard handler squire taster mate maid acolyte deputy herald countess ferryman
    matriarch male female yeti wyvern croc crocodile heron moose goat cultist assassin abbot
    archbishop shade judge chef sailor pirate ranger hag mermaid beast monster creature brute
    jester courtier steward chancellor baron baroness emperor empress butler"""
)
#: Beings a "he" cannot point to; every other being may be a "he" (as players speak of
#: monsters and beasts), and only these and names a "she".
_FEMALE = wordset(
    """woman girl lass queen princess lady duchess sister mother daughter aunt witch maid
    countess matriarch female hag mermaid nun wife widow bride maiden goddess mum mom
    mistress baroness empress"""
)
_DETERMINERS = wordset("the a an his her its their that this another")
#: "The first one", "the next one": a count, not a being told apart by how it looks.
_ORDINALS = wordset("first second third next last nearest only same")
#: A being inside a comparison ("like a clerk backing out of a dragon's bedroom") or
#: no one in particular ("longs for a friend") is not one just named.
_COMPARING = wordset("like as")
_GENERIC = wordset("for of like as than about")
#: A being after "by" is who sent or made something ("tax collectors sent by the king"),
#: told in passing.
_IN_PASSING = wordset("by")
#: Words that settle the reference before the pronoun.
_SETTLED = wordset("both they them theyre each former latter")
_PRONOUNS = {"he": "m", "him": "m", "hes": "m", "she": "f", "shes": "f"}
#: How far back (words) the two beings may be named.
_WINDOW = 25


#: Two beings named together: "the goblin chief and the little goblin", "the captain and
#: his sergeant".
_PAIR = re.compile(
    r"\b(?:the|a|an|his|her|its|their) (?:\w+ ){0,2}?(\w+) and (?:the|a|an|his|her|its|their)"
    r" (?:\w+ ){0,2}?(\w+)\b"
)
#: A singular he or she that follows them (or "his": "reach into his pocket"), or an "it"
#: opening a joined clause ("and it starts coughing": either creature may be the "it").
_SINGULAR = re.compile(r"\b(?:he|him|his|hes|she|shes)\b|\b(?<=and )it (?!is |was )[a-z]+s\b")
#: Words that settle which of the two an "it" is ("them" takes both and leaves it open).
_SETTLED_IT = re.compile(r"\b(?:both|each|the former|the latter)\b")
#: Words that settle the reference to both or to one by name before the pronoun. "Both"
#: is not one of them: "the judge and his clerk both point, and he says ..." tells what
#: both did, not which one a singular pronoun then means.
_SETTLED_PAIR = re.compile(r"\b(?:they|them|theyre|the former|the latter|each)\b")


def _paired(t: Transcript) -> list[Hit]:
    """Two beings named together, then a singular "he" or "she" (or an "it" doing something)
    that could be either, before anything settles which ("I trip the guard and the jailer
    and kick him", "walks up to the demon and the imp, and it starts coughing")."""
    for m in _PAIR.finditer(t.norm):
        heads = {nlp.lemma(m.group(1)), nlp.lemma(m.group(2))}
        left, right = (
            [nlp.lemma(w) for w in part.split()] for part in m.group(0).split(" and ", 1)
        )
        if left == right or not all(h in BEINGS for h in heads):
            continue  # "the ghoul, and the ghoul's lonely": one being named again
        before = t.norm[: m.start()].split()[-1:]
        if left[0] in {"a", "an"} and set(before) & _GENERIC:
            continue  # "a joke about a goblin and a goat": no one in particular
        window = t.norm[m.end() : m.end() + 90]
        pronoun = _SINGULAR.search(window)
        if pronoun is None:
            continue
        settles = _SETTLED_IT if pronoun.group(0).startswith("it") else _SETTLED_PAIR
        if settles.search(window, 0, pronoun.start()):
            continue
        return [Hit(m.start(), m.end() + pronoun.end(), "two beings, then one pronoun")]
    return []


def _beings(t: Transcript, lo: int, hi: int) -> list[tuple[int, str, str, tuple[int, int] | None]]:
    """The beings named in words ``lo``..``hi`` other than the actor: ``(word index, which
    being (head and modifiers), gender m or f, the quotation it is named in or None)``. A
    being is a singular head noun of :data:`BEINGS` (the last of "the goblin chief") or
    "one" after a describing adjective ("the little one"), with a determiner up to three
    words before it."""
    words = t.words
    out: list[tuple[int, str, str, tuple[int, int] | None]] = []
    generic = -1
    for i in range(lo, hi):
        w = words[i].text
        if w in t.actor_words:
            continue
        head = nlp.lemma(w)
        if w == "one" and i > lo:
            before = words[i - 1].text
            if "ADJ" not in nlp.lemmas(before) or before in _ORDINALS:
                continue
        elif head not in BEINGS or head != w:
            continue  # not a being, or many of them ("the guards")
        if i + 1 < hi and nlp.lemma(words[i + 1].text) in BEINGS:
            continue  # "the goblin chief": the head is the last
        back = [x.text for x in words[max(lo, i - 3) : i]]
        marked = [k for k, x in enumerate(back) if x in _DETERMINERS]
        if not marked or {x.text for x in words[max(lo, i - 4) : i]} & _COMPARING:
            continue
        d = i - len(back) + marked[-1]
        if d > lo and words[d - 1].text in _IN_PASSING:
            continue
        if words[d].text in {"a", "an"} and d > lo and words[d - 1].text in _GENERIC:
            generic = i
            continue
        if d > lo and words[d - 1].text in {"and", "or"} and generic == d - 2:
            continue  # "a goblin and a goat" after "about": neither in particular
        describing = " ".join(back[marked[-1] + 1 :])
        out.append(
            (
                i,
                f"{head}|{describing}",
                "f" if head in _FEMALE else "m",
                t.quotation_at(words[i].start),
            )
        )
    return out


def ambiguous_pronoun(t: Transcript) -> list[Hit]:
    """A singular "he" or "she" that could be either of two beings just named, before
    anything settles which: two named together ("grabs the goblin chief and the little
    goblin and throws him"), or two other than the actor in its sentence, both of its
    gender ("the big ghoul shoves the little ghoul and he cries").

    >>> len(ambiguous_pronoun(Transcript("I trip the guard and the jailer and kick him")))
    1
    >>> ambiguous_pronoun(Transcript("I trip the guard and the jailer and kick them both"))
    []
    >>> len(ambiguous_pronoun(Transcript("the guard and the jailer both nod and he waves")))
    1
    >>> ambiguous_pronoun(Transcript("I grab the rope and the hook and throw it"))
    []
    >>> len(ambiguous_pronoun(Transcript("I yell at the wolf and the boar, and it bolts")))
    1

    >>> len(ambiguous_pronoun(Transcript("The big one butts the little one and he goes in")))
    1
    >>> len(ambiguous_pronoun(Transcript("Brakka swings the guard into the chief, and he falls")))
    1
    >>> ambiguous_pronoun(Transcript("Gorm walks up to the ogre and he waves", actor="Gorm"))
    []
    >>> ambiguous_pronoun(Transcript("the ogre swats the queen and she falls"))
    []
    >>> ambiguous_pronoun(Transcript("the ogre shoves the goblins and he laughs"))
    []
    >>> len(ambiguous_pronoun(Transcript('Una: "the duke slaps the herald and he weeps"')))
    1
    >>> ambiguous_pronoun(Transcript('the duke slaps the herald: "he weeps"'))
    []
    """
    return _paired(t) or _after_two(t) or _it_after_deed(t) or _it_after_counted(t)


#: Two of a kind told apart by count or by place ("the first guardian ... the second one",
#: "the left head ... the right head"), then an "it" opening a joined clause a few words on.
_COUNTED_THEN_IT = re.compile(
    r"\bthe (?:first|one|left|right|middle|near|far) \w+\b(?:\W+\w+){1,12}?\W+the"
    r" (?:second|other|third|left|right|middle|near|far) \w+\b"
    r"(?:\W+\w+){0,6}?\W+and it (?!is\b|was\b)[a-z]+s\b"
)


def _it_after_counted(t: Transcript) -> list[Hit]:
    """An "it" doing something just after two of a kind were told apart by count or place:
    either could be the "it" ("rips the first guardian off its plinth and hurls it at the second
    one, and it bursts").

    >>> len(ambiguous_pronoun(Transcript("I kick the first crate at the second one and it breaks")))
    1
    >>> ambiguous_pronoun(Transcript("I kick the first crate, then the second, then I rest"))
    []
    >>> len(ambiguous_pronoun(Transcript("the left jaw snaps, the right jaw too, and it bites")))
    1
    """
    m = _COUNTED_THEN_IT.search(t.norm)
    return [Hit(m.start(), m.end(), "two told apart, then it")] if m else []


#: One being doing a deed to another ("the wyvern snaps at it", "Snib bites the rat ogre"),
#: then "and it ...": either may be the "it".
_DEED_THEN_IT = re.compile(
    r"\b(?:the (?:\w+ ){0,2}?(?P<doer>\w+)|(?P<name>\w+)) (?P<verb>\w+)"
    r"(?: at| into| onto| on| off)? (?:the (?:\w+ ){0,2}?(?P<done>\w+)|it) and it \w+"
)


def _it_after_deed(t: Transcript) -> list[Hit]:
    """An "it" after one creature or thing did a deed to another, where either could be the
    "it": the doer a being, "it" or a name (not the actor, not I or he), the one it was
    done to a being or "it" ("Snib bites the rat ogre and it squeals").

    >>> len(ambiguous_pronoun(Transcript("the wolf bites the boar and it squeals")))
    1
    >>> ambiguous_pronoun(Transcript("Grignr kicks the wolf and it yelps", actor="Grignr"))
    []
    >>> ambiguous_pronoun(Transcript("the wolf bites the rope and it snaps"))
    []
    """
    for m in _DEED_THEN_IT.finditer(t.norm):
        doer = m.group("doer") or m.group("name")
        if doer in t.actor_words or doer in nlp.STOPWORDS - {"it"}:
            continue
        if m.group("name") and doer != "it" and nlp.lemmas(doer):
            continue  # a bare word the dictionary knows is no name ("then", "snaps")
        done = m.group("done") or "it"
        named = m.group("name") is not None
        if not (named or nlp.lemma(doer) in BEINGS) or not (
            done == "it" or nlp.lemma(done) in BEINGS
        ):
            continue
        if nlp.is_finite_verb(m.group("verb")):
            return [Hit(m.start(), m.end(), "a deed between two, then it")]
    return []


def _after_two(t: Transcript) -> list[Hit]:
    """A he or she after two beings of its gender, other than the actor, in its sentence:
    all three in the telling, or all three in one quotation (a line read on its own: "the
    king grabs the jester and he drops his crown", a player's words quoted), before a word
    of the same telling or quotation settles who is who ("they", "both", "the former")."""
    words = t.words
    for s, e in sentences(t.original):
        a, b = t.norm_trimmed(s, e)
        if a >= b:
            continue
        lo, hi = t.word_at(a), t.word_at(b)
        named = _beings(t, lo, hi)
        settled: set[tuple[int, int] | None] = set()
        for i in range(lo, hi):
            w = words[i].text
            if w in _SETTLED:
                settled.add(
                    t.quotation_at(words[i].start)
                )  # the telling's, or this quotation's, beings
                continue
            gender = _PRONOUNS.get(w)
            quote = t.quotation_at(words[i].start)
            if gender is None or quote in settled:
                continue
            said = t.original[s : t.span(words[i].start, words[i].end)[0]].rstrip()
            if said.endswith(",") and said.count(",") >= 2:
                continue  # "Ulfa, queen of the pits, the woman who ..., she": one being
            near = [
                n for n in named if i - _WINDOW <= n[0] < i and n[2] == gender and n[3] == quote
            ]
            if len({n[1] for n in near}) >= 2:
                return [Hit(words[near[0][0]].start, words[i].end, "two beings, then one pronoun")]
    return []
