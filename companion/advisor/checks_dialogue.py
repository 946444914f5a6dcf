"""Structural checks for moves against another speaker: a question that smuggles in a
charge (loaded question), the speaker attacked instead of the point (ad hominem), the other
side's proposal restated as an extreme (straw man). A distraction from what was asked (red
herring) is :mod:`~companion.advisor.checks_diversion`'s; a plea to feeling
(appeal to emotion) is :mod:`~companion.advisor.checks_plea`'s.

Each is written against its card's definition in ``decks/standard.toml``; the detector
runs it on the plain and the spoken view of the words.
"""

from __future__ import annotations

import re

from companion.advisor.checks_grammar import sentences
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Misdeeds (lemmas and their common forms): a loaded question takes one for granted, a
#: charge echoed back names one.
MISDEEDS = wordset(
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
#: What is watered to cheat a buyer: "do you still water the beer".
_DRINKS = wordset("ale ales beer beers wine wines mead milk grog cider drinks spirits rum")
#: "lie" that is no misdeed: "lie down", "lie in wait", "lie low".
_LIE_STILL = wordset("down low still in there flat back on awake asleep quiet")


def _misdeed(words: list[str]) -> int | None:
    """Index of a word of a misdeed in ``words`` (with its victim where one is needed)."""
    for i, w in enumerate(words):
        if w not in MISDEEDS:
            if w == "truth" and {"last", "ever"} & set(words[max(0, i - 4) : i]):
                return i  # "when did you last tell the truth"
            if w.startswith("water") and (
                "down" in words[i + 1 : i + 5] or set(words[i + 1 : i + 4]) & _DRINKS
            ):
                return i  # "do you still water down the ale", "water the wine"
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
    rf"\b{_PERSON} (?:\w+ ){{0,2}}(?:who|that|which|with|without|whose|made|in (?:those|that|such)"
    r"|wearing|like) (?:\w+ ){1,12}?(?:cannot|can not|cant|could not|couldnt"
    r"|(?:has|have|had) no (?:business|right|standing|say|place|call|authority|claim|idea|clue"
    r"|brains?|sense|wit|shame|voice|vote)|is hardly|are hardly|is in no|is no \w+ worth"
    r"|gets to|get to|should not|shouldnt"
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

#: What someone says declared void as theirs, whatever it was: what would he know, whatever
#: you say doesn't count, your opinion doesn't count, I'm not taking advice from you, you
#: don't get to tell me, who'd listen to you, it means nothing coming from him.
_VOIDED = re.compile(
    r"\bwhat (?:does|do|would|could|did|can) (?:he|she|you|they|it|(?:the|that|this|a|an|some)"
    r" \w+|\w+s) (?:even |really |ever )?know\b"
    # ... asked without "does", as many a second-language speaker asks: "what he knows about
    # wrestling anyway?"
    r"|\bwhat (?:he|she|you|they|it|(?:the|that|this|a|an|some) \w+) (?:even |really )?knows?"
    r" (?:\w+ ){1,5}?anyway\b"
    r"|\b(?:your|his|her|their|its) (?:\w+ )?(?:opinion|word|words|say|advice|testimony"
    r"|directions|views?|prophecy|vote|claim|argument)s? (?:do not|does not|is not|are not)"
    r" (?:count|matter|mean)\b"
    r"|\b(?:whatever|anything|nothing|what) (?:you|he|she|they|it|(?:the|that|this) (?:\w+ ){0,2}"
    r"\w+) (?:says?|said|thinks?)"
    r" (?:\w+ ){0,3}?(?:does not count|do not count|is garbage|is rubbish|is nonsense"
    r"|can be believed|counts? for nothing|is worth)\b"
    r"|\b(?:i am|we are) not (?:listening to|taking (?:\w+ ){0,3}from) (?:you|him|her|it|them"
    r"|a|an)\b"
    r"|\b(?:does not|do not) get to tell (?:me|us)\b"
    r"|\bwho(?: would|d| will| is going to| can| could) (?:ever )?(?:listen to (?:you|him|her|it"
    rf"|a|an|that)|(?:believe|trust|heed) (?:you|him|her|{_PERSON}))\b"
    r"|\byou do not get (?:an|a|any) (?:opinion|say)\b"
    r"|\b(?:does not|do not) mean (?:nothing|anything) coming from\b"
    r"|\bcarr(?:y|ies) no weight\b|\bwhat is (?:his|her|your|their) word worth\b"
    r"|\b(?:take|takes|taking|listen to|listening to|heed|hear) (?:\w+ ){0,4}?from (?:a|an|some)"
    r" (?:\w+ ){0,3}?(?:with|who|that|whose)\b"
    # Orders refused from a kind of being: "I don't take orders from half a horse".
    r"|\b(?:do not|will not|never|shall not|refuse to) take (?:orders|advice|lessons?|lectures?"
    r"|instructions?|commands?) from (?:a|an|half a|half an|some|any) \w+"
    # What they say void whatever it is: "nothing the troll says counts", "who cares what a
    # fish-stinking mud-gulper thinks", "says a squinting toad like you".
    r"|\bnothing (?:you|he|she|they|it|(?:the|that|this) (?:\w+ ){0,2}\w+) (?:says?|said"
    r"|thinks?) (?:counts|matters|means anything)\b"
    r"|\b(?:nobody|no one|who) cares what (?:a|an|some|that|this) (?:\w+ ){0,3}?\w+ (?:thinks?"
    r"|says?)\b"
    r"|\bsays (?:a|an|some) (?:\w+ ){0,3}like you\b"
    # A reckoning refused for its maker: "cannot be right, for it was made by a creature who
    # has not washed since the thaw".
    r"|\b(?:because|for|since|as) (?:it|that|this|they|the \w+) (?:was|were|is|are) (?:made|said"
    rf"|written|drawn|reckoned|told|given|set|counted) by {_PERSON} (?:\w+ ){{0,3}}?(?:who|that"
    r"|with|whose)\b"
)

_TOO = re.compile(r"\b(?:of all people|too|as well|the pot)\b")


def ad_hominem(t: Transcript) -> list[Hit]:
    """A claim, advice or order dismissed for who the speaker is ("a creature who licks its
    own eyeballs cannot keep a treaty", "advice from a man in those boots?", "who are you to
    judge", "who's gonna believe a guy whose beard smells", "I don't take orders from half a
    horse", "why would Vesk listen to anything that comes out of a mouth like that"), or
    declared void as theirs ("what would he know", "your opinion doesn't
    count", "nothing the troll says counts", "who cares what a mud-gulper thinks"), rather
    than answered for what they said. Read in the words as told and in what is said aloud
    joined across the speech tags that interrupt it.

    Card: "Attacking the speaker instead of the argument."

    >>> len(ad_hominem(Transcript("a wizard who can't grow a beard has no business telling "
    ...     "us where to dig")))
    1
    >>> len(ad_hominem(Transcript("Directions from a goblin with one eye? I go left.")))
    1
    >>> ad_hominem(Transcript("a bridge that has no railings cannot be crossed at a run"))
    []
    >>> len(ad_hominem(Transcript("He lives in a ditch, so what would he know.")))
    1
    """
    heed = re.compile(
        rf"\bwhy (?:would|should) {speaker(t)} (?:ever )?(?:listen to|believe|trust|heed|obey)"
        r" (?:\w+ ){0,2}(?:you|him|her|it|a|an|anything|someone|somebody)\b"
    )
    hits = _dismissals(t, heed)
    if not hits and t.said is not t:
        hits = [t.in_view(t.said, h) for h in _dismissals(t.said, heed)]
    return hits


def _dismissals(t: Transcript, heed: re.Pattern[str]) -> list[Hit]:
    """The forms of :func:`ad_hominem` in one view of the words, sentence by sentence."""
    hits: list[Hit] = []
    for a, b in sentences(t):
        for m in [
            *_FROM_WHOM.finditer(t.norm, a, b),
            *_DISMISSED.finditer(t.norm, a, b),
            *_VOIDED.finditer(t.norm, a, b),
            *heed.finditer(t.norm, a, b),
        ]:
            if not _TOO.search(m.group(0)):  # not the charge turned back (tu quoque)
                hits.append(Hit(m.start(), m.end(), "the speaker, not the point"))
    return hits


def speaker(t: Transcript) -> str:
    """A pattern for the speaker named: "I", "me", "we", "us", or the actor's own name, as a
    player says "why would Vesk listen to that" for "why would I".

    >>> speaker(Transcript("x", actor="Vesk the Bold"))
    '(?:i|me|we|us|vesk)'
    """
    return "(?:" + "|".join(["i", "me", "we", "us", *sorted(t.actor_words)]) + ")"


#: What the other side proposed: "suggests", "says we should", "asks us to", "only wants".
_PROPOSED = re.compile(
    r"\b(?:suggests?|suggested|proposes?|proposed|says (?:we|i|that we|the party|peasants)"
    r"|asks (?:us|me|the party|them|him|her) to|asks for|wants (?:us|the party|me|them) to"
    r"|tells (?:us|me) to|offers?|only wants?|just wants?|insists? that|thinks we should"
    r"|would like (?:us|the party) to|wants? (?:the|a|an|some|our|your|his|her)"
    r"|(?:yells|says|orders?|demands?) (?:that )?"
    r"(?:we|you) (?:should|must|surrender|leave|stop|wait|pay)"
    r"|says (?:to )?(?:be|do not|dont|stop|give|share|pay|let|leave|wait|rest|go) \w+)\b"
)
#: What someone said of themselves or laid down: "he says he saw me", "the door said thieves
#: may not pass", "the vampire says he only takes a sip" (``who``: the one who said it).
_THEY_SAID = re.compile(
    r"\b(?P<who>\w+) (?:just )?(?:says|said|claims|claimed) (?:that )?(?:he|she|it|they|nobody"
    r"|no one|only|(?:no )?\w+s (?:may|must|cannot|can not|are not|shall))\b"
)
#: Their words given back grown into something nobody said: "so you want us to ...",
#: "what he means is", "you'd rather we all ...", "so we're all ... now?".
_RESTATED = re.compile(
    r"\b(?:(?:so|oh so|then|in other words|basically|as far as (?:i|she|he) can tell|if)"
    r" (?:you|he|she|they|it|the \w+|youd|hed|shed)(?: \w+)? (?:want|wants|wanted|mean|means"
    r"|meant|would rather|rather|would have|reckon|reckons|think|thinks|believe|believes"
    r"|would like|are saying|is saying)"
    r"|(?:so|oh so) (?:you|he|she|they|the \w+) would"
    r"|(?:so|oh so) (?:your|his|her|their|the \w+)(?: \w+){0,2} (?:position|point|plan|argument"
    r"|idea|proposal|claim|view|logic|demand)(?: \w+){0,5} is (?:that|to)"
    r"|(?:so|oh so) (?:we|i) (?:are|am|re|m|should|must|are supposed to) (?:all )?(?:just )?"
    r"|(?:so|oh so) (?:every|all|anyone|anybody|everyone|everybody) \w+"
    r"|(?:so|oh so) (?:its|it is) (?:fine|okay|ok|alright|all right) to"
    r"|what (?:you|he|she|they|it|the \w+) (?:really |actually )?(?:mean|means|want|wants"
    r"|is saying|are saying|is telling|are telling|proposes?|suggests?)(?: \w+){0,2} is"
    r"|(?:youd|you would|hed|he would|shed|she would) rather (?:we|i|us|everyone|they)"
    r"|would like (?:us|everyone|everybody|me|them|the party) to"
    r"|hears it as|would have (?:us|me|them|everyone))\b"
)
#: What makes the restatement a weaker, distorted one: everything, never, dying.
_EXTREME = re.compile(
    r"\b(?:all|every|everyone|everybody|whole|entire|never|forever|ever again|die|dies|dead"
    r"|death|starve|starving|drown|rot|bleed|bleeding|lie down|beggars|thieves|criminals"
    r"|thief|cower|blind|to the bone|murder|kill|slaves|slavers|surrender|give up|nap|hug"
    r"|no \w+ (?:at all|ever)|eaten|eat (?:us|all|every|the lot)|let (?:\w+ ){1,3}eat|cattle)\b"
)


def straw_man(t: Transcript) -> list[Hit]:
    """The other side's words given back grown into something they never said: "so you want
    us to ...", "what he means is ...", "you'd rather we all ...", "oh so anyone who ever
    borrowed a cup is a thief now?", "so it's fine to murder the whole village?", with the
    claim swollen (all, never, die, starve, beggars, thieves) after what they asked or said
    ("the door said thieves may not pass"; the actor's own saying is no one else's words).

    Card: "Answering a distorted, weaker version of what the other side said."

    >>> len(straw_man(Transcript("The ogre asks for a toll. So he wants us to starve in "
    ...     "the dark forever?")))
    1
    >>> len(straw_man(Transcript("The guard asks for our names. So your position, as I "
    ...     "understand it, is that every traveller is a criminal?")))
    1
    >>> straw_man(Transcript("so the ogre wants a toll, fine, I pay it"))
    []
    >>> straw_man(Transcript("so your plan is to wait for the guard to leave? fine, I watch"))
    []
    """
    for m in _RESTATED.finditer(t.norm):
        grown = _EXTREME.search(t.norm, m.end(), m.end() + 150)
        if grown is None:
            continue
        before = t.norm[max(0, m.start() - 250) : m.start()]
        first = sentences(t)[:1]
        echoed = (
            bool(first)
            and first[0][1] <= m.start()
            and len(t.norm[first[0][0] : first[0][1]].split()) <= 4
        )
        said = m.group(0)
        to_you = said.startswith(("so you", "oh so you"))
        loose = said.startswith(("so", "oh so", "then", "basic", "if"))
        told = any(
            c.group("who") not in t.actor_words | {"i", "we"} for c in _THEY_SAID.finditer(before)
        )
        if _PROPOSED.search(before) or told or echoed or to_you or not loose:
            return [Hit(m.start(), grown.end(), "their words, grown")]
    return []
