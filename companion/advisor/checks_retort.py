"""Tu quoque: a charge dismissed by turning it on the accuser.

Card: "Dismissing a charge by pointing out that the accuser does it too." Three shapes,
each read on the spoken view as well as the plain one: "you call me X? you're the X",
a charge answered by the accuser's own deed (:func:`turned_charge`), and a charge echoed
as a question then returned (:func:`_echoed_then_returned`).
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_dialogue import MISDEEDS, speaker
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

_ACCUSE = wordset("call calling called calls say saying said think thinking thought")


def tu_quoque(t: Transcript) -> list[Hit]:
    """The accuser's own charge turned back: "you call me a thief? you're the thief", "you
    say I lie, but you lie too", "the paladin calls us grave-robbers; his own order emptied
    this tomb", "you broke it first" (:func:`turned_charge`), or waved off as the speaker's
    to hear from no one ("don't talk to Krag about cheating", the actor named for "me").

    Card: "Dismissing a charge by pointing out that the accuser does it too."

    >>> len(tu_quoque(Transcript("you're calling me a thief? you ate three goats, you're the "
    ...     "thief, big guy").spoken))
    1
    >>> len(tu_quoque(Transcript("you call us heretics? you worship a goat, you're the "
    ...     "heretics").spoken))
    1
    >>> tu_quoque(Transcript("you call me a hero? thank you, you are kind"))
    []
    >>> tu_quoque(Transcript("so what you're saying is you want us all to starve").spoken)
    []
    """
    turned = turned_charge(t) or _echoed_then_returned(t) or _says_you(t)
    if turned:
        return turned
    hush = re.search(rf"\b(?:do not|dont) talk to {speaker(t)} about\b", t.norm)
    if hush is not None:  # "dont talk to krag about cheatin": the actor named for "me"
        return [Hit(hush.start(), hush.end(), "you too")]
    words = [w.text for w in t.words]
    for i, w in enumerate(words[:-2]):
        verb = i + 2 if words[i + 1] in {"are", "were"} else i + 1
        if w != "you" or verb >= len(words) or words[verb] not in _ACCUSE:
            continue
        k = verb + 1
        if k < len(words) and words[k] == "that":
            k += 1
        if k >= len(words) or words[k] not in {"me", "us", "i", "we", "im"}:
            continue
        k += 1
        while k < len(words) and words[k] in {"am", "are", "a", "an", "im", "were", "was"}:
            k += 1
        charge = [nlp.lemma(x) for x in words[k : k + 3] if x not in nlp.STOPWORDS]
        if not charge:
            continue
        for j in range(k + 1, min(len(words), k + 30)):
            if words[j] not in {"you", "youre", "yourself"}:
                continue
            back = {nlp.lemma(x) for x in words[j + 1 : j + 5]}
            if charge[0] in back or (words[j + 1 : j + 2] == ["too"]):
                return [Hit(t.words[i].start, t.words[min(len(words), j + 5) - 1].end, "you too")]
    return []


def _says_you(t: Transcript) -> list[Hit]:
    """The retort "Says you!": a charge waved off as only the accuser's word, the "you"
    closing its clause ("says you.", "says you, who ..."), not a report of what someone
    says to or of you ("he says 'you charge the dead'", "the guild says you pay").

    >>> len(_says_you(Transcript("A thief? Says you, with your pockets full of my silver.")))
    1
    >>> _says_you(Transcript("And Grom says 'you charge the dead, that's robbery.'"))
    []
    """
    words = t.words
    for i in range(len(words) - 1):
        if words[i].text != "says" or words[i + 1].text != "you":
            continue
        close = t.span(words[i + 1].start, words[i + 1].end)[1]
        rest = t.original[close:].lstrip(" ")
        if not rest or rest[0] in ",.!?;:…—-":
            return [Hit(words[i].start, words[i + 1].end, "says you")]
    return []


#: A charge made against the speaker: "accuses Jax of", "calls us thieves", "says I dodged".
_CHARGED = re.compile(
    r"\b(?:accuses?|accused|accusing|calls? (?:me|us|him|her|them)|called (?:me|us|him|her|them)"
    r"|says (?:i|we|that i|that we|the party|our|my|his|her|you|youre)|said (?:i|we|that i|that we)"
    r"|says (?:he|she) (?:\w+ed|broke|stole|took|lied|cheated|ate)"
    r"|denounces?|denounced|blames?|blamed|charges? (?:me|us|him|her)|complains?|complaining"
    r"|insists? (?:that )?(?:i|we)|tells (?:me|us) (?:i|we|that)|screeching|scolds?)\b"
)
#: The same charge turned on the accuser: "his own order did it", "you do it too", "says
#: the imp who never paid", "I remind him he has never paid", "of all people".
_TURNED = re.compile(
    r"\b(?:(?:his|her|your|its|their) own|(?:you|he|she|it|they) (?:\w+ ){0,6}?(?:too|either"
    r"|as well|yourself|himself|herself|themselves)|of all people|says (?:the|a) \w+ (?:who|that"
    r"|with)|(?:remind|reminds|reminded) (?:him|her|them|it|you) (?:that )?(?:he|she|they|it|you"
    r"|his|her|their)|points? out (?:that )?(?:the|his|her|your|its) (?:\w+ ){0,3}(?:has|have"
    r"|had|was|is|own)"
    # The accuser named as the doer, or caught doing it as they speak: "you're the one
    # rattling chains", "you're literally talking right now".
    r"|(?:you are|youre) the (?:one|ones) (?:who|that|\w+ing)"
    r"|(?:you are|youre) (?:\w+ )?\w+ing (?:\w+ )?(?:right now|as we speak|this very)"
    # ... or the first to do it: "you broke it first", "your lot started it first".
    r"|(?:you|your \w+) (?:\w+ed|did|broke|stole|took|began|ate|drank|hit|struck|threw|shot"
    r"|fought|bit|swung|drew) (?:it |that |this |them |the \w+ )?first)\b"
)


def turned_charge(t: Transcript) -> list[Hit]:
    """A charge against the speaker ("accuses", "calls us thieves", "says I dodged my
    taxes") answered by turning it on the accuser ("his own order robbed the tomb", "says
    the imp who never paid", "I remind him he has never paid a copper").

    >>> len(turned_charge(Transcript("The paladin calls us grave-robbers. I point out that "
    ...     "his own order emptied this tomb")))
    1
    >>> turned_charge(Transcript("The ogre calls us thieves, so I hit him with my club"))
    []
    """
    for charge in _CHARGED.finditer(t.norm):
        turned = _TURNED.search(t.norm, charge.end(), charge.end() + 250)
        if turned is not None:
            return [Hit(charge.start(), turned.end(), "the charge turned back")]
    return []


#: A charge echoed back as a question: "You call me a swindler?", "me, a thief?", "You
#: want to talk about thieving?"
_ECHO = re.compile(
    r"\b(?:you (?:are )?(?:call|called|calling|name) (?:me|us) (?:a |an )?\w+"
    r"|(?:like|goes|says|said) (?:me|us) (?:a |an )?\w+"
    r"|(?:says?|said|thinks?|calls?) (?:i am|im|we are|were|i was|we were) (?:a |an |too )?\w+"
    r"|(?:i am|im|we are|were) (?:a |an |too )?\w+"
    r"|you (?:want to|wanna) (?:talk|lecture me|preach) about \w+)\b"
)
#: A charge echoed bare, a question of a few words: "Trespassing?", "A liar, am I?", "Me, a
#: cheat?", "Krug noisy?".
_BARE_ECHO = 4
#: The speaker, named in a bare echo ("Deserter? Me?", "a liar, am I?", or by the actor's
#: name: "Krug noisy?").
_SELF = frozenset({"me", "us", "i", "im", "am", "we"})
#: Charges of being where one should not be, echoed bare ("Trespassing?", "Poacher?").
_TRESPASS = wordset(
    "trespass trespassing trespassed trespasser trespassers poach poaching poacher poachers"
    " squat squatting squatter squatters intruder intruders intruding"
)
#: Who the charge is turned on, the accuser or the accuser's own, and the verb of the deed
#: ("your lot grazed", "you are standing", "you have not paid", "you never paid").
_ACCUSER = re.compile(
    r"\byou are the (?:one|ones) (?:who|that|\w+ing)\b"
    r"|\b(?:you|your (?:lot|kind|people|folk|order|clan|crew|master|family|own \w+|\w+))"
    r" (?:(?:have|has|ve) (?:not |never )?|are )?(?:been )?(?:just |literally |already |also"
    r" |even |still |never )?(\w+)"
)


#: An auxiliary before "you": the accuser's deed asked about ("have you been"), not told.
_ASKED = re.compile(r"\b(?:have|has|had|did|do|does|are|were|was|is) $")


def _echoed_then_returned(t: Transcript) -> list[Hit]:
    """A charge echoed as a question, then the accuser's own deeds told, past, ongoing or
    left undone ("You call me a swindler? You bought his soul for a sack of turnips.",
    "you're sitting on stolen gold", "you've never paid a copper"). A bare echo of a few
    words counts when it names the speaker or a misdeed, or follows a charge ("Deserter?
    Me?", "A liar, am I?"), and so does a charge reported as a question ("He called me a
    thief?"). A deed asked about ("have you been framing elves?") is not told.

    >>> len(tu_quoque(Transcript("You call me a cheat? You sold your own mother's mule.")))
    1
    >>> tu_quoque(Transcript("You call me a coward? You will regret those words."))
    []
    >>> tu_quoque(Transcript("You call me a hero. I only did my job, you know."))
    []
    >>> len(tu_quoque(Transcript("Deserter? Me? You were first out the gate.").spoken))
    1
    >>> tu_quoque(Transcript("TOLL? You want a toll? You got moss on you.").spoken)
    []
    """
    echoes = [(m.start(), m.end()) for m in _ECHO.finditer(t.norm)]
    echoes = [e for e in echoes if "?" in t.original[t.span(*e)[1] :][:3]]
    for m in re.finditer(r"[^.!?;:\"“”‘’]+\?", t.original):
        a, b = t.norm_span(m.start(), m.end() - 1)
        said = set(t.norm[a:b].split())
        charged = _CHARGED.search(t.norm, 0, a) is not None
        named = said & (_SELF | t.actor_words) or said & (MISDEEDS | _TRESPASS)
        bare = 0 < len(said) <= _BARE_ECHO and (charged or bool(named))
        reported = _CHARGED.search(t.norm[a:b]) is not None  # "He called me a thief?"
        if bare or reported:
            echoes.append((a, min(b, len(t.norm))))
    for start, end in sorted(echoes):
        for back in _ACCUSER.finditer(t.norm, end, end + 200):
            verb = back.group(1)
            if _ASKED.search(t.norm, max(0, back.start() - 6), back.start()):
                continue  # "have you been framing elves?": asked, not told
            if (
                verb is None
                or nlp.verb_tense(verb) == "past"
                or verb in {"was", "were", "had", "did"}
                or (verb.endswith("ing") and verb != "going")
            ):
                return [Hit(start, back.end(), "the charge echoed, then returned")]
    return []
