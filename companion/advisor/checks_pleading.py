"""Special pleading: a rule one holds everyone else to and waives for oneself.

Card: "Exempting yourself from a rule you apply to everyone else, without a reason." The
detector runs it on the plain and the spoken view of the words.
"""

from __future__ import annotations

import re

from companion.advisor.text import Hit, Transcript

#: A rule for everyone: "the rule says", "no one may", "everyone must", "forbidden".
_RULE = re.compile(
    r"\b(?:rules?|laws?|sign|signs|vow|vows|custom|decree|edict|ban|forbidden|forbids|forbid"
    r"|not allowed|no one (?:may|can|is allowed|eats|drinks|should|must)|nobody (?:may|can"
    r"|should|must|drinks|eats|is allowed)|everyone (?:must|has to|should|does|in)|everybody"
    r" (?:must|has to|should|does)|all who|no (?:\w+ )?(?:allowed|permitted)|must not|may not"
    r"|mustnt|says no|no \w+ at the|(?:one|only \w+) at a time|no \w+ing (?:in|on|at|past|here)"
    r"|(?:nobody|no one|none|everyone|everybody|all|every \w+|each \w+|anyone|anybody|you all)"
    r"(?: of (?:us|you|them))? (?:\w+ )?(?:must|may|should|has to|have to|shall|is to|are to"
    r"|gets? to|pays?|takes?|carries|carry|waits?|kneels?|keeps?|stays?|leaves?))\b"
)
#: The speaker (or their side) let off it: "except me", "that's for other people", "it
#: doesn't count when I do it", "I'm different", "can't mean her", "that is for him"; each
#: a whole word ("isn't meat" is not "not me", "for heroes" not "for her").
_EXEMPT = re.compile(
    r"\b(?:(?:except|apart from|but not|save) (?:for )?(?:me|us|myself|of course|mine|him|her"
    r"|krug|themselves)"
    r"|for other (?:people|folk|folks)|(?:is|are|s|re) (?:only |just )?for (?:other|normal"
    r"|ordinary|lesser|common|weaker|the likes|him|her|them|goats|the tall|people who|peasants"
    r"|merchants|commoners|mortals|humans|everyone else)"
    r"|(?:does not|doesnt|dont|do not|wont|will not) (?:count|apply|mean|matter|break)"
    r"|(?:is|s|am|m|its) (?:\w+ )?different|(?:im|i am|we are|were|she is|he is) (?:the )?exception"
    r"|(?:im|i am|she is|shes|he is|hes) (?:\w+ )?allowed|(?:cant|can not|cannot) mean (?:me|her"
    r"|him|us)|not (?:for )?(?:me|us|the small|mine)|though\W*$|the rule is for"
    r"|anyway|(?:im|i am|we are|were) (?:\w+ )?(?:special|excused|exempt"
    r"|above|different)|not when (?:its |it is )?(?:me|us|i)|(?:my|mine|our|ours) (?:\w+ )?"
    r"(?:is|are|s|re) (?:\w+ )?(?:different|fine|allowed|special|excused)|(?:i|me) (?:though"
    r"|however)|(?:but|and) (?:i|me|my|mine) (?:\w+ ){0,3}(?:anyway|still|regardless))\b"
    # The rule said to be for a kind of people ("rules are for the crowd, not for him",
    # "signs are written for people, not rats", "that's for everybody else"), or the
    # speaker's side named as let through ("but Bork's allowed", "every soul but the
    # Grey Mother's own", "except the one I put on my brother").
    r"|\b(?:is|are|s|re|were|was|rules?|laws?|signs?|tolls?|vows?|bans?)"
    r" (?:only |just )?(?:written |made |meant )?for (?:like )?(?:\w+ ){1,6}?"
    r"(?:not (?:for )?\w+|(?:other|normal|ordinary|lesser|common) \w+|(?:i am|im) \w+)"
    r"|\bfor (?:everybody|anybody|everyone|anyone) else\b"
    r"|\b(?:written|made|meant) for (?:\w+ )?(?:people|folk|folks|others|ones)\b"
    r"|\bbut (?!(?:no|not|one|nobody|none|nothing|it|that|this)\b)\w+(?: is|s| are)"
    r" (?:\w+ )?allowed\b"
    r"|\bbut (?:the )?\w+s own\b|\bexcept (?:for )?(?:the one|the ones|my|our) "
    # "that rule's for the other guys", "he's exempt", "it can hardly be meant for me",
    # "you'll kindly make an exception".
    r"|\b(?:is|are|s|re|thats|its) (?:only |just )?for (?:the )?other (?:guys|lads|people|folk"
    r"|folks|lot|ones)\b"
    r"|\b(?:he is|hes|she is|shes) (?:\w+ )?(?:special|excused|exempt|above)\b"
    r"|\bexcept when (?:its|it is) (?:me|us|mine)\b|\bbut (?:im|i am|we are) (?:a |an |the )?\w+"
    r"|\b(?:im|i am|we are) (?:a |an |the )?\w+ though\b"
    r"|\b(?:can not|cannot|cant|can hardly|could hardly|hardly) (?:be )?(?:meant|made|written)"
    r" for (?:me|us|him|her)\b|\bmake an exception\b"
)
#: A rule said to be for a kind of people, the speaker not among them: "rules is for
#: customers", "tolls are for travellers", "that rule's for the other guys".
_FOR_A_KIND = re.compile(
    r"\b(?:rules?|laws?|tolls?|taxes|fees|signs?|bans?) (?:are |is |s |re )?(?:only |just )?for"
    r" (?:the )?(?:\w+(?:ers|ors|ants|ents|ians)|other (?:guys|lads|people|folk|folks|lot"
    r"|ones))\b"
)
#: Everyone but the speaker in one breath: "a crime for all the rest of this court but not
#: for urk", "would flatten anybody else but not him".
_ALL_BUT = re.compile(
    r"\b(?:all|everyone|everybody|anybody|anyone|every \w+|the rest)(?: \w+){0,6}? but not"
    r" (?:for )?(?P<who>\w+)\b"
)
_SELF = frozenset({"me", "us", "him", "her", "myself", "himself", "herself", "ourselves"})
#: A rule said to hold for everyone but the speaker's own: "the curse applies to every hand
#: save his own", "the oath binds everyone except me".
_APPLIES_ALL_BUT = re.compile(
    r"\b(?:applies|apply|applied|counts|holds|binds|bind|is meant|are meant) (?:\w+ )?"
    r"(?:(?:to|for) )?(?:all|every|everyone|everybody|anyone|anybody)(?: \w+){0,6}?"
    r" (?:save|except|but|excepting|apart from) (?:for )?(?:me|us|him|her|myself|himself"
    r"|herself|ourselves|(?:my|his|her|our) own)\b"
)


def special_pleading(t: Transcript) -> list[Hit]:
    """A rule for everyone ("the sign says no fires", "no one may", "everyone must") and the
    speaker's side let off it ("except me", "that's for other people", "it doesn't count
    when I do it", "I'm different", "make an exception"); everyone but the speaker in one
    breath ("a crime for all the rest but not for Urk", "anybody else but not him"); or a
    rule said to be for a kind the speaker is not ("rules is for customers", "that rule's
    for the other guys") or to hold for all but the speaker's own ("the curse applies to
    every hand save his own"). Read in the words as told and in what is said aloud joined across
    the speech tags that interrupt it ("'Tolls,' he growls, 'are for merchants'").

    Card: "Exempting yourself from a rule you apply to everyone else, without a reason."

    >>> len(special_pleading(Transcript("The sign says no swords in the hall. That's for "
    ...     "other people; I keep mine.")))
    1
    >>> special_pleading(Transcript("The rule says no swords, so I leave mine at the door"))
    []
    >>> len(special_pleading(Transcript("Rules are for the crowd, not for the champion.")))
    1
    """
    found = _pleads(t)
    if found or t.said is t:
        return found
    return [t.in_view(t.said, h) for h in _pleads(t.said)]


def _pleads(t: Transcript) -> list[Hit]:
    """The three forms of :func:`special_pleading` in one view of the words."""
    for rule in _RULE.finditer(t.norm):
        exempt = _EXEMPT.search(t.norm, rule.end(), rule.end() + 250)
        if exempt is not None:
            return [Hit(rule.start(), exempt.end(), "a rule for all but me")]
    for m in _ALL_BUT.finditer(t.norm):
        if m.group("who") in _SELF or m.group("who") in t.actor_words:
            return [Hit(m.start(), m.end(), "all but me")]
    kind = _FOR_A_KIND.search(t.norm) or _APPLIES_ALL_BUT.search(t.norm)
    return [Hit(kind.start(), kind.end(), "a rule for a kind not mine")] if kind else []
