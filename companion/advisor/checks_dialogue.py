"""Structural checks for moves against another speaker: a question that smuggles in a
charge (loaded question), a distraction from what was asked (red herring), the speaker
attacked instead of the point (ad hominem).

Each is written against its card's definition in ``decks/standard.toml``; the detector
runs it on the plain and the spoken view of the words.
"""

from __future__ import annotations

import re

from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Misdeeds a question can take for granted (lemmas and their common forms).
_MISDEEDS = wordset(
    """steal stole stolen stealing steals thief thieves thieving theft cheat cheated cheating
    cheats cheater lie lied lying lies liar liars poison poisoned poisoning murder murdered
    murdering murderer kill killed killing rob robbed robbing robs robber bribe bribed bribes
    bribing smuggle smuggled smuggling smuggler forge forged forging forgeries forgery betray
    betrayed betraying swindle swindled swindling embezzle embezzled embezzling loot looted
    looting kidnap kidnapped kidnapping torture tortured torturing blackmail blackmailed
    blackmailing extort extorted extorting skim skimmed skimming snoop snooping spy spied
    spying desert deserted deserting drown drowned drowning beat beaten beating bully bullied
    bullying scam scammed scamming swindler con conned conning fence fenced fencing hoard
    hoarded hoarding pinch pinched pinching nick nicked nicking rig rigged rigging frame framed
    framing sabotage sabotaged sell selling sold fled flee fleeing
    consort consorting hide hid hidden hiding haunt haunted haunting terrorise terrorize
    terrorising terrorizing plunder plundered plundering pillage pillaged pillaging grave
    graverobbing robbing dig digging dug eat eating eaten ate devour devoured devouring
    drink drinking drunk sober sobered cowardice coward cowering trap trapped trapping enslave
    enslaved enslaving short shortchange shortchanged shortchanging overcharge overcharged
    overcharging fiddle fiddled fiddling pay paying paid feed feeding fed hate hating hated rude
    cruel greedy lazy sleeping"""
)
#: Of these, the ones that are misdeeds only with a victim or a fraud after them:
#: "eat travellers", "sell secrets", "water down the ale", "paying you".
_NEEDS_OBJECT = wordset(
    """sell selling sold eat eating eaten ate devour devoured devouring
    drink drinking drunk pay paying paid dig digging dug hide hid hidden hiding fence fenced
    fencing trap trapped trapping haunt haunted haunting short fiddle fiddled fiddling sober
    sobered feed feeding fed sleeping"""
)
_VICTIMS = wordset(
    """travellers travelers children kids people peasants villagers customers guests pilgrims
    babies adventurers men women folk sheep orphans widows widow down out secrets body bodies
    you him her them us graves crypts tombs innocents passersby prisoners victims dead the
    same maidens knights princesses virgins sailors miners merchants farmers guards humans
    elves dwarves halflings goblins brother sister father mother wife husband ale wine beer mead
    milk gold corpses duty watch up"""
)
#: Words that make a question take something for granted: "still", "stopped", "how long",
#: "when did you last", "how many ... have you", "before or after".
_PRESUPPOSE = re.compile(
    r"\b(?:still|stop|stopped|stopping|quit|quitting|finished|finish|start|started|began|begin"
    r"|last|again|always|how long|how many|how much|how often|who is paying|whos paying"
    r"|who paid|who pays|before or after|or after|or before|or only|or just|or simply|or did"
    r"|or do|or does|or is|or are|or has|or have|or was|or were|or whether|whether .* or"
    r"|(?:why|where|when|how) (?:did|do|does|have|has|had|would)(?: you| he| she| it| they)?"
    r"|whend|wheres|whys)\b"
)
#: A question said without its "?" (as speech-to-text often writes it).
_DIRECT = re.compile(
    r"\b(?:how long (?:have|has|had)|how many \w+ (?:have|has|did)|how much (?:is|are|did|does)"
    r"|when did|when do|whend|why did|why do|where did|have you (?:stopped|quit|finished)"
    r"|do you still|are you still|did you ever)\b"
)
#: A question: a direct one (the text ends it with "?") or a reported one ("asks him
#: whether", "wonders how long").
_REPORTED = re.compile(
    r"\b(?:ask|asks|asked|asking|wonder|wonders|wondered|wondering|demand|demands|demanded"
    r"|inquire|inquires|enquire|enquires|want to know|wants to know|wanted to know)"
    r" (?:\w+ ){0,8}?(?:whether|if|when|how|why|who|what|where|which)\b"
)
_WH = re.compile(
    r"^(?:\w+ ){0,3}?(?:when|how|why|who|what|where|which|do|does|did|are|is|was|were|have|has"
    r"|had|will|would|can|could|should|still)\b"
)


def sentences(t: Transcript) -> list[tuple[int, int]]:
    """Spans of the normalised text between the text's sentence ends (. ! ? ; :)."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in [*re.finditer(r"[.!?;:]+", t.original), None]:
        end = m.start() if m else len(t.original)
        a, b = t.norm_span(start, end)
        b = min(b, len(t.norm))
        while a < b and t.norm[a] == " ":
            a += 1
        while b > a and t.norm[b - 1] == " ":
            b -= 1
        if a < b:
            out.append((a, b))
        start = m.end() if m else end
    return out


def _questions(t: Transcript) -> list[tuple[int, int]]:
    """Spans of the normalised text that are questions: a sentence the text ends with "?"
    (its last thirty words), or a reported one ("asks him whether ...") up to the end of
    its clause (the next full stop, semicolon or "and then")."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in re.finditer(r"[.!?;]+", t.original):
        if "?" in m.group(0):
            a, b = t.norm_span(start, m.start())
            b = min(b, len(t.norm))
            words = [w for w in t.words if a <= w.start and w.end <= b]
            if words:
                out.append((words[-30:][0].start, words[-1].end))
        start = m.end()
    for m in [*_REPORTED.finditer(t.norm), *_DIRECT.finditer(t.norm)]:
        begin, end = t.span(m.start(), m.end())
        if re.search(r"[.!?;]", t.original[begin:end]):
            continue
        stop = re.search(r"[.!?;]", t.original[end:])
        last = t.norm_span(0, end + stop.start())[1] if stop else len(t.norm)
        then = re.search(r"\b(?:and then|then|while)\b", t.norm[m.end() : last])
        out.append((m.start(), m.end() + then.start() if then else min(last, len(t.norm))))
    return out


_POINTERS = wordset("you him her them us the down out")
#: "lie" that is no misdeed: "lie down", "lie in wait", "lie low".
_LIE_STILL = wordset("down low still in there flat back on awake asleep quiet")


def _misdeed(words: list[str]) -> int | None:
    """Index of a word of a misdeed in ``words`` (with its victim where one is needed)."""
    for i, w in enumerate(words):
        if w not in _MISDEEDS:
            if w == "truth" and {"last", "ever"} & set(words[max(0, i - 4) : i]):
                return i  # "when did you last tell the truth"
            if w.startswith("water") and "down" in words[i + 1 : i + 5]:
                return i  # "do you still water down the ale"
            continue
        near = (set(words[max(0, i - 3) : i]) & _VICTIMS) - _POINTERS
        near |= set(words[i + 1 : i + 3]) & _VICTIMS
        if w in _NEEDS_OBJECT and not near:
            continue
        if w in {"lie", "lying", "lied"} and words[i + 1 : i + 2] and words[i + 1] in _LIE_STILL:
            continue
        return i
    return None


def loaded_question(t: Transcript) -> list[Hit]:
    """A question that takes a misdeed for granted: "still", "stopped", "how long", "when
    did you last", "how many ... have you", or a choice of two guilty answers ("before or
    after", "... or only when"), about stealing, lying, cheating, poisoning and the like.

    Card: "A question that smuggles in an accusation whichever way it is answered."

    >>> len(loaded_question(Transcript("I ask the miller how long he has been cheating "
    ...     "his neighbours")))
    1
    >>> len(loaded_question(Transcript("So, ghoul, how many pilgrims have you eaten today?")))
    1
    >>> len(loaded_question(Transcript("Do you still water down the ale, or the gold too?")))
    1
    >>> loaded_question(Transcript("I ask the guard how long he has been on watch"))
    []
    >>> loaded_question(Transcript("How many goblins are in the room? I draw my sword."))
    []
    """
    for a, b in _questions(t):
        text = t.norm[a:b]
        words = text.split()
        at = _misdeed(words)
        if at is None or not _PRESUPPOSE.search(text):
            continue
        return [Hit(a, b, "a question that takes a misdeed for granted")]
    return []


#: Someone named by what they are or do, not by what they said: "a man who ...", "a
#: creature with ...", "nobody with ears that size", "men who haven't washed".
_PERSON = (
    r"(?:(?:a|an|any|some|this|that|such a|the same) (?:\w+ ){0,3}?(?:man|woman|men|women|creature"
    r"|thing|person|fellow|beast|guy|lad|lass|oaf|fool|brute|lump|slob|fiend|coward|toad|worm|rat"
    r"|one|lot|sort|kind|crone|hag|child|boy|girl|sergeant|priest|king|elf|dwarf|goblin|troll"
    r"|ogre|giant|bard|wizard|creep|drunk|drunkard|liar|thief|sot|idiot)"
    r"|nobody|no one|nothing|anyone|anybody|anything|someone|somebody|something|men|women"
    r"|folk|people)"
)
#: Their word, advice or claim dismissed on that ground.
_DISMISSED = re.compile(
    rf"\b{_PERSON} (?:\w+ ){{0,1}}(?:who|that|with|without|whose|made|in (?:those|that|such)"
    r"|wearing|like) (?:\w+ ){1,12}?(?:cannot|can not|cant|could not|couldnt|has no|have no"
    r"|had no|is hardly|are hardly|is in no|is no \w+ worth|gets to|get to|should not|shouldnt"
    r"|isnt fit|is not fit"
    r"|wouldnt know|would not know|does not get|doesnt get|knows nothing|know nothing"
    r"|is not worth|isnt worth|counts for nothing|is worth nothing)\b"
    r"|\b(?:nobody|no one|nothing) (?:with|without|who|whose) (?:\w+ ){1,8}?(?:could|can|would"
    r"|should|gets to|get to|has any|knows|would know)\b"
)
#: Words, advice or terms refused for who gives them: "advice from a man in those boots?",
#: "terms from a coward", "I'll take no lectures from a creature who ...".
_FROM_WHOM = re.compile(
    r"\b(?:advice|terms|lectures?|lessons?|orders?|truth|words|testimony|threats?|sermons?"
    r"|morals|manners|accusations?|riddles?|talk|preaching|opinions?|warnings?|directions)"
    rf" (?:\w+ ){{0,3}}from {_PERSON} (?:\w+ ){{0,3}}?(?:who|that|with|without|whose|in|like"
    r"|made|covered|reeking|smelling|stinking|wearing)\b"
    r"|\b(?:fine|big|brave|rich|bold|strong|pretty) (?:words|accusation|talk|claim)"
    rf" (?:\w+ ){{0,2}}from {_PERSON}"
    r"|\bwho (?:are|is) (?:you|he|she|it|they) to (?:judge|lecture|tell|talk|preach|accuse|call"
    r"|question|demand|decide|say)"
    r"|\b(?:nobody|no one) asked (?:you|him|her|it)"
    r"|\bwho (?:takes|would take|listens|would listen|trusts|would trust) (?:\w+ ){0,2}"
    rf"(?:advice|orders|lectures|word|words) from"
    r"|\bwhy (?:would|should) (?:i|we|anyone|anybody|a \w+|any \w+) (?:ever )?(?:listen to|believe"
    r"|trust|heed|obey) (?:\w+ ){0,2}(?:you|him|her|it|a|an|anything|someone|somebody)\b"
)


_TOO = re.compile(r"\b(?:of all people|too|as well|the pot)\b")


def ad_hominem(t: Transcript) -> list[Hit]:
    """A claim, advice or order dismissed for who the speaker is ("a creature who licks its
    own eyeballs cannot keep a treaty", "advice from a man in those boots?", "who are you to
    judge") rather than for what they said.

    Card: "Attacking the speaker instead of the argument."

    >>> len(ad_hominem(Transcript("a wizard who can't grow a beard has no business telling "
    ...     "us where to dig")))
    1
    >>> len(ad_hominem(Transcript("Directions from a goblin with one eye? I go left.")))
    1
    >>> ad_hominem(Transcript("a bridge that has no railings cannot be crossed at a run"))
    []
    """
    hits: list[Hit] = []
    for a, b in sentences(t):
        for m in [*_FROM_WHOM.finditer(t.norm, a, b), *_DISMISSED.finditer(t.norm, a, b)]:
            if not _TOO.search(m.group(0)):  # not the charge turned back (tu quoque)
                hits.append(Hit(m.start(), m.end(), "the speaker, not the point"))
    return hits
