"""The strained-simile check: a comparison whose vehicle runs on.

Card "Strained simile": "A comparison so far-fetched or overlong that it strains to
breaking." A simile opens with "like a", "as <word> as a" or, with its first "as" left
out, "<adjective> as a"; its vehicle is what follows, up to where its clause ends.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.discourse import discourse_like
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

_SIMILE = re.compile(
    r"\b(?<!looks )(?<!look )(?<!seems )(?<!seem )(?<!feels )(?<!feel )(?<!sound )(?<!smell )"
    r"(?<!sounds )(?<!smells )(?<!would )(?<!i )(?<!you )(?<!we )(?<!they )"
    r"like (a|an|some|the)\b|\bas \w+ as (a|an|the|some)\b|(?<!i )(?<!you )(?<!we )(?<!they )"
    r"(?<!would )(?<!looks )(?<!look )(?<!seems )(?<!feels )(?<!feel )(?<!sounds )(?<!sound )"
    r"(?<!im )(?<!hes )(?<!shes )(?<!youre )(?<!theyre )(?<!so )(?<!and )"
    r"(?<!i am )(?<!he is )(?<!she is )(?<!you are )(?<!they are )(?<!we are )(?<!was )"
    r"(?<!just )(?<!is )(?<!^)\blike (?=[a-z])"
)
_NOT_VEHICLE = wordset("i you he she it we they me him her us them that this to so when if what")
_PREPOSITIONS = wordset("at in on into onto with against toward towards through across from over")
_VEHICLE_STOP = wordset(
    "and then but while so i you he she we they which who when as or till until unless because"
)
#: Words of a time, after which a bare vehicle ("like stale bread after six hundred years")
#: has ended: the time is the action's, not the thing compared.
_TIME_PREPOSITIONS = wordset("after before during since until till")


#: Words of an amount: "like a hundred times", "like 20 feet" is an estimate, not a simile.
_AMOUNTS = wordset(
    """hundred thousand dozen million couple few two three four five six seven eight
    nine ten eleven twelve fifteen twenty thirty forty fifty sixty"""
)


_MEASURES = wordset(
    """times feet foot yards metres meters miles inches paces steps minutes hours days weeks
    years rounds turns seconds pounds coins gold silver"""
)


def _approximate(t: Transcript, first: int) -> bool:
    """Whether the "like" before word ``first`` is spoken hedging, not a comparison: a
    measure follows ("like a hundred times", "like 20 feet", "like a dozen rounds"), "one"
    names the thing itself again ("a rock, like a big one"), or a superlative ranks it
    ("water's like the most natural thing there is", "like the biggest troll ever")."""
    after = [w.text for w in t.words[max(first - 1, 0) : first + 3]]
    for n, a in enumerate(after[:3]):
        if a.isdigit() or (a in _AMOUNTS and set(after[n + 1 : n + 3]) & _MEASURES):
            return True
    if after[:1] == ["the"] and after[1:2] and _superlative(after[1]):
        return True
    return after[2:3] == ["one"]


def _superlative(word: str) -> bool:
    """A superlative: "most", "least", or an -est word only ever a describing one ("biggest", not
    "forest" nor "harvest")."""
    if word in {"most", "least", "best", "worst"}:
        return True
    kinds = nlp.lemmas(word)
    return word.endswith("est") and "ADJ" in kinds and "NOUN" not in kinds and "VERB" not in kinds


#: Prepositions that cannot end a phrase: an object must follow ("into", not "through":
#: "walks straight through like a bull ..." compares the walking).
_BOUND_PREPOSITIONS = wordset("into onto to for of with at from against toward towards")


def _after_preposition(t: Transcript, like: int) -> bool:
    """Whether the "like" at word ``like`` follows a preposition that needs its object:
    "ties them into like a safety line", "hands it to like the oldest one": a filler
    before what the preposition names, not a comparison."""
    return like > 0 and t.words[like - 1].text in _BOUND_PREPOSITIONS


#: Words that open a new clause after a comma, where a simile's vehicle has ended.
_CLAUSE_OPENERS = wordset(
    "that thats this it its i im he hes she shes we they theyre then and but so which"
)


def strained_simile(t: Transcript) -> list[Hit]:
    """A simile whose vehicle runs to three or more content words.

    The vehicle ends where its clause ends: at a sentence end or a line break, a filler
    ("like a you know like ..."), a comma before a new clause, the next verb of a list of
    actions or an "-ing" phrase about the actor ("like a map, reading it"), and for a
    bare "like" (no article) a place or a time phrase. "is like" before no article quotes a
    thought ("the vine is like thinking, oh ..."); "a sound like" names a sound. A relative
    clause on the vehicle's noun ("like a nun who has never seen ...") runs it on: read to
    the clause's end, it strains at six content words.

    >>> len(strained_simile(Transcript("I hop like a nervous teapot at a tax audit")))
    1
    >>> strained_simile(Transcript("It looks like a trap, and I fight like a lion"))
    []
    >>> strained_simile(Transcript("so like im like yeah okay and like tie the rope to the post"))
    []
    >>> strained_simile(Transcript("Pim's like hands up hands up, wait wait wait. Lads. Lads."))
    []
    >>> strained_simile(Transcript("He's like, look big guy either you take the cheese or else"))
    []
    >>> strained_simile(Transcript("She's done this like a hundred times with an apple on a head"))
    []
    >>> strained_simile(Transcript("Takes to it like a duck to water. Swims the whole corridor"))
    []
    >>> strained_simile(Transcript("a ring of salt like a fence, then I spit a hex into the ring"))
    []
    >>> strained_simile(Transcript("he spins the chain like a whip, lashes the imps with it"))
    []
    >>> strained_simile(Transcript("it gives like wet paper after ten long years in the rain"))
    []
    >>> len(strained_simile(Transcript("bald as an egg laid by a hen who has seen a ghost")))
    1
    >>> strained_simile(Transcript("I ring it with the hammer like the noon bell till it pops"))
    []
    >>> strained_simile(Transcript("water's like the most natural thing there is, so I dive"))
    []
    >>> strained_simile(Transcript("she ties the ropes into like a safety line around us all"))
    []
    >>> len(strained_simile(Transcript("red like a crab who lost a bet to a cook at a big fair")))
    1
    >>> strained_simile(Transcript("I fight like a man who knows his trade, and win"))
    []
    >>> strained_simile(Transcript("she reads the wall like a map, looking for the loose brick"))
    []
    >>> strained_simile(Transcript("I fight like everyone else\\nthen I run to the cellar door"))
    []
    >>> strained_simile(Transcript("Get lost. Like your riddle is automatically void, bro"))
    []
    """
    hits: list[Hit] = []
    for m in [*_SIMILE.finditer(t.norm), *_half_as(t)]:
        first = t.word_at(m.end())
        bare = m.group(0).endswith("like ")
        if bare and (first >= len(t.words) or t.words[first].text in _NOT_VEHICLE):
            continue
        if bare and t.original[t.span(m.start(), m.end() - 1)[1] :].startswith(","):
            continue  # "like," is a filler or a quote ("he's like, look")
        if bare and discourse_like(t, t.word_at(m.end() - 2)):
            continue  # "Pim's like hands up, wait": a quote, not a comparison
        if _approximate(t, first):
            continue
        opening = t.word_at(m.start())
        if bare and opening > 0 and t.breaks_before(opening, ".!?;"):
            continue  # "Like your riddle is void, bro": a sentence opened by a filler
        if m.group(0).startswith("like") and _after_preposition(t, opening):
            continue
        after = opening + 1
        if after < len(t.words) and t.breaks_before(after, ".!?;"):
            continue  # "like calls to like. The moment ...": the sentence ended at "like"
        vehicle: list[str] = []
        last = first - 1
        relative = False
        head = _RELATIVE_REACH
        for w in t.words[first : first + _RELATIVE_REACH]:
            if w.index >= first + 9 and not relative:
                break
            if _relative(t, w.index, first):
                relative, head = True, len(vehicle)  # "like a nun who has never seen ..."
            elif w.text in _VEHICLE_STOP or (bare and w.text in _PREPOSITIONS | _TIME_PREPOSITIONS):
                break
            if w.index > first and t.breaks_before(w.index, ".!?;\n"):
                break  # a sentence end, or a line break: a chat line is a sentence
            opens = w.text in _CLAUSE_OPENERS or nlp.is_finite_verb(w.text)
            opens = opens or nlp.is_participle(w.text)
            if w.index > first and opens and t.breaks_before(w.index, ",:"):
                break  # "like a flail, smacks ...", "like a map, reading it": a new clause
            vehicle.append(w.text)
            last = w.index
        need = 4 if bare else 3
        whole = relative and len(nlp.content(vehicle)) >= _RELATIVE_CONTENT
        if whole or len(nlp.content(vehicle[:head])) >= need:
            hits.append(Hit(m.start(), t.words[last].end, "long simile"))
    return hits


#: A vehicle run on by a relative clause may reach this many words, and strains at this
#: many content words (a "like a man who knows his trade" is the plain length).
_RELATIVE_REACH = 18
_RELATIVE_CONTENT = 6


def _relative(t: Transcript, i: int, first: int) -> bool:
    """Whether word ``i`` opens a relative clause on the vehicle's noun: "who" or "which"
    after a noun of the vehicle with no comma before ("like a nun who has ...")."""
    if t.words[i].text not in {"who", "which"} or i <= first or t.breaks_before(i, ",;:.!?"):
        return False
    return "NOUN" in nlp.lemmas(t.words[i - 1].text)


#: "Proud as a ...": a describing word and "as a", the first "as" of "as proud as" left out.
_HALF_AS = re.compile(r"(?<!\bas )\b(\w+) as (?:a|an)\b")


def _half_as(t: Transcript) -> list[re.Match[str]]:
    """The comparisons "<adjective> as a/an" ("proud as a lighthouse"): a word only ever a
    describing one, not a verb ("dressed as a monk") nor "same" or "such"."""
    out = []
    for m in _HALF_AS.finditer(t.norm):
        kinds = nlp.lemmas(m.group(1))
        if "ADJ" in kinds and "VERB" not in kinds and m.group(1) not in {"same", "such"}:
            out.append(m)
    return out
