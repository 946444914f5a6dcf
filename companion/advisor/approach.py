"""An approach applied by the kind of deed it names, not by its own words.

Rule ("Character bonuses"): "If the GM considers an action to be an appropriate
application of a character's background or problem-solving style, a +1 bonus applies."

An approach made of words ("Talks first: flatters, charms", "Scold it until it behaves",
"Negotiate, find the loophole, cite precedent", "Bluff and bargain", "Intimidate it",
"Etiquette and withering condescension") is applied whenever the character speaks to
someone in the action: the style lies in speaking, and the words spoken are its own.
A speech is a quotation in typed text, or a verb of saying ("says", "goes,", "tells him",
"asks") as a spoken transcript has it.

>>> from engine.table import Character
>>> talker = Character(name="Olo", background="Court poet in exile.",
...     approach="Talks first: flatters, charms.")
>>> [h.why for h in verbal_hits(Transcript('Olo bows. "Good evening, sir troll."'), talker)]
["speaks: 'talks'"]
>>> verbal_hits(Transcript("Olo climbs the wall and drops into the yard."), talker)
[]
>>> verbal_hits(Transcript("the troll says nobody passes, so Olo climbs", actor="Olo"), talker)
[]
>>> brute = Character(name="Gunnar", background="Half-giant.", approach="Lift it and move it.")
>>> verbal_hits(Transcript('Gunnar says "hup" and heaves the boulder.'), brute)
[]
"""

from __future__ import annotations

import re
from functools import lru_cache

from companion.advisor import nlp
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise
from engine.table import Character

#: Approach words (lemmas) of a style that lies in speaking itself: talk, argument, charm,
#: rebuke, threat, bargaining, questioning, manners. Words of one particular speech act
#: ("ask", "say", "lie", "bribe", "haggle") are not among them: speaking is not enough.
VERBAL = wordset(
    """talk speak speech speeches persuade convince argue debate reason negotiate negotiation
    parley diplomacy bargain bluff flatter flattery compliment wheedle scold nag
    lecture preach sermon rebuke berate mock taunt jeer condescension condescend etiquette
    courtesy manners intimidate threaten interrogate interrogation questions"""
)
#: Verbal words applied only by asking: the speech holds a question.
_QUESTIONING = wordset("interrogate interrogation questions")
#: Words that turn an approach against its verbal word: "ask questions never", "little
#: patience for talk", "until it stops arguing", "rather than talk".
_AGAINST = wordset("never no not little without instead rather stops stop hates than")
#: A quotation in typed text: an opening mark and at least two words before its close.
_QUOTED = re.compile(r"[\"“‘']\s*[A-Za-z][^\"”’]*?\s[^\"”’]*?[\"”’]")
#: Verbs of saying as a spoken transcript has them ("she goes, ...", "tells the guard").
_SAYS = re.compile(
    r"\b(?:says?|said|goes|went|tells?|told|asks?|asked|shouts?|shouted|yells?|yelled"
    r"|calls? (?:out|down|up|over)|cries|cried|whispers?|whispered|mutters?|muttered|snaps?"
    r"|snapped|warns?|warned|demands?|demanded|replies|replied|announces?|announced"
    r"|declares?|declared|explains?|explained|insists?|insisted|informs?|informed"
    r"|starts in on|lectures?|scolds?|scolded|simpers?|intones?)\b"
)


@lru_cache(maxsize=64)
def verbal_word(approach: str) -> str | None:
    """The approach's first word of a verbal style, or None (also when words near it turn
    the approach against it: "little patience for talk").

    >>> verbal_word("Hex first, ask questions never.") is None
    True
    >>> verbal_word("Speeches first, then a challenge to single combat.")
    'speeches'
    """
    words = normalise(approach).split()
    for i, word in enumerate(words):
        verbal = word in VERBAL or nlp.lemma(word) in VERBAL
        if verbal and not set(words[max(0, i - 3) : i + 3]) & _AGAINST:
            return word
    return None


#: Who may speak in the character's stead at the head of a verb of saying.
_SPEAKERS = wordset("i he she they we and then just also so")


def verbal_hits(t: Transcript, character: Character) -> list[Hit]:
    """Where the character speaks, when the approach is a verbal one."""
    word = verbal_word(character.approach)
    if word is None or (word in _QUESTIONING and "?" not in t.original):
        return []
    hits = []
    names = set(normalise(character.name).split())
    for m in _SAYS.finditer(t.norm):
        before = t.norm[: m.start()].split()[-1:]
        if before and (before[0] in _SPEAKERS or before[0] in names):
            hits.append(Hit(m.start(), m.end(), f"speaks: {word!r}"))
    for m in _QUOTED.finditer(t.original):
        first, last = t.norm_span(m.start(), m.end())
        hits.append(Hit(first, last, f"speaks: {word!r}"))
    hits.sort(key=lambda h: h.start)
    return hits[:1]
