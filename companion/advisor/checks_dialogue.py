"""Structural checks for moves against another speaker: a question that smuggles in a
charge (loaded question), a distraction from what was asked (red herring), the speaker
attacked instead of the point (ad hominem).

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
#: "lie" that is no misdeed: "lie down", "lie in wait", "lie low".
_LIE_STILL = wordset("down low still in there flat back on awake asleep quiet")


def _misdeed(words: list[str]) -> int | None:
    """Index of a word of a misdeed in ``words`` (with its victim where one is needed)."""
    for i, w in enumerate(words):
        if w not in MISDEEDS:
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

#: What someone says declared void as theirs, whatever it was: what would he know, whatever
#: you say doesn't count, your opinion doesn't count, I'm not taking advice from you, you
#: don't get to tell me, who'd listen to you, it means nothing coming from him.
_VOIDED = re.compile(
    r"\bwhat (?:does|do|would|could|did|can) (?:he|she|you|they|it|(?:the|that|this|a|an|some)"
    r" \w+) (?:even |really |ever )?know\b"
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
    r"|\bwho(?: would|d| will| is going to) (?:ever )?listen to (?:you|him|her|it|a|an|that)\b"
    r"|\byou do not get (?:an|a|any) (?:opinion|say)\b"
    r"|\b(?:does not|do not) mean (?:nothing|anything) coming from\b"
    r"|\bcarr(?:y|ies) no weight\b|\bwhat is (?:his|her|your|their) word worth\b"
    r"|\b(?:take|takes|taking) (?:\w+ ){0,2}from (?:a|an) (?:\w+ ){0,3}(?:with|who|that)\b"
)

_TOO = re.compile(r"\b(?:of all people|too|as well|the pot)\b")


def ad_hominem(t: Transcript) -> list[Hit]:
    """A claim, advice or order dismissed for who the speaker is ("a creature who licks its
    own eyeballs cannot keep a treaty", "advice from a man in those boots?", "who are you to
    judge"), or declared void as theirs ("what would he know", "your opinion doesn't
    count"), rather than answered for what they said.

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
    hits: list[Hit] = []
    for a, b in sentences(t):
        for m in [
            *_FROM_WHOM.finditer(t.norm, a, b),
            *_DISMISSED.finditer(t.norm, a, b),
            *_VOIDED.finditer(t.norm, a, b),
        ]:
            if not _TOO.search(m.group(0)):  # not the charge turned back (tu quoque)
                hits.append(Hit(m.start(), m.end(), "the speaker, not the point"))
    return hits


#: The question or charge put to the speaker: "the sphinx asks", "wants to know", "accuses".
_PUT_TO = re.compile(
    r"\b(?:asks?|asked|asking|wants? to know|wanted to know|demands?|demanded|accuses?|accused"
    r"|insists?|insisted|calls? (?:me|us|him|her)|says? (?:i|we|that i|that we|he|she)|starts? in"
    r" about|lays? out|holds? out (?:his|her|its) (?:hand|palm)|blames?|blamed|charges?"
    r"|questions?|questioned|interrogates?)\b"
)
#: A turn to something else: "by the way", "did you know", "have you ever seen", "begins on
#: the weather", "draws its attention to", "points at", "is that smoke?".
_ASIDE = re.compile(
    r"\b(?:by the way|speaking of|changes? the subject|changing the subject|did you know"
    r"|(?:have|has|had) (?:you|he|she|it|they) (?:ever )?(?:seen|heard|tried|noticed|met)"
    r"|whether (?:you|he|she|it|they) (?:has |have )?(?:ever )?(?:seen|heard|tried|noticed|met)"
    r"|never mind (?:that|the|about)|forget (?:about )?(?:that|the)"
    r"|(?:begins?|began|starts?|started) (?:on|in on|talking about|to talk about|explaining"
    r"|to explain|telling (?:him|her|them|it) about|a long story)|draws? (?:its|his|her|their)"
    r" attention|look (?:over|up|behind)"
    r"|is that (?:your|a|smoke|the)|oh look|hey look|do you (?:want|wanna) to (?:see|hold|hear)"
    r"|(?:want|would like) to (?:see|hold"
    r"|hear) (?:a|the|my|his|her)|has (?:he|she|it) noticed|somebodys nicking|somebody is nicking"
    r"|(?:is|are) on fire|your (?:boot)?lace is"
    r"|(?:would|do|does|did|will) (?:you|he|she|it|they) (?:\w+ )?(?:like|want|wanna|care) to"
    r" (?:see|hold|hear|try|taste|meet|dance|watch|pet|smell)"
    r"|(?:if|whether) (?:he|she|it|they|you) (?:would|wants?|wanted) (?:\w+ )?to (?:see|hold"
    r"|hear|try|taste|meet|watch)|did (?:i|you) (?:ever )?(?:tell|mention|hear|know|see)"
    r"|isnt (?:it|that|the)|what about (?:that|the|those|this)|want to see|wanna see)\b"
)
#: Turns that are plain deeds or remarks unless the other side looks away after them (a
#: finger pointed at the speaker draws the eyes to them, not away).
_WEAK_ASIDE = re.compile(
    r"\b(?:(?:points?|pointing|pointed) (?:at|to|up at|over at|past)(?! (?:me|us)\b)"
    r"|whats that|what is that"
    # A false alarm: something of the listener's or behind them said to need a look.
    r"|is that (?:a |an |another |your |the )?\w+|caught fire|behind you|over there"
    r"|(?:is|s|are) (?:calling|falling off|undone|cracking|coming loose|burning)"
    r"|look (?:out|there|your|at your|at that)"
    r"|admires?|admiring|remarkable|shouts? that|shrieks?|starts? (?:howling|singing|dancing"
    r"|juggling|playing))\b"
)
#: The other side looks away: "while he looks", "as the herald turns", "by the time she turns"
#: ("if she so much as looks" is "even looks", no "as" of time).
_LOOKS_AWAY = re.compile(
    r"\b(?:while|(?<!much )as|when|by the time) (?:\w+ ){0,3}?(?:looks?|looking|turns?"
    r"|turning|turned|glances?|counts?|considers|splutters?|is distracted|patting|sulky"
    r"|distracted|thinks"
    r"|clears|looks up|looks down|looks away|shouts at|cranes|ponders|pondering|wonders"
    r"|wondering|still talking|is talking|sulky|sulking|fumbles|tries to answer|trying to answer"
    r"|answers|swivels?|swivelling|spins?|whirls?|peers?|squints?)\b"
    r"|\b(?:everyone|everybody|they all|he|she|it) (?:\w+ )?looks? (?:up|away|round"
    r"|around|over)\b"
)


def red_herring(t: Transcript) -> list[Hit]:
    """A question or charge put to the speaker answered with a turn to something else ("by
    the way", "did you know", "have you ever seen", "is that smoke?"), or such a turn said so
    that the other side looks away ("... and while he looks, I ...").

    Card: "Dragging in a distraction to lead attention away from the real question."

    >>> len(red_herring(Transcript("The troll asks where his goat went. I ask him whether "
    ...     "he has ever seen a heron fish")))
    1
    >>> len(red_herring(Transcript("I point at the ceiling and shout that it's on fire, and "
    ...     "while the guard looks up I grab the keys")))
    1
    >>> len(red_herring(Transcript("Thief? Me? Isn't the moon lovely tonight, sir?")))
    1
    >>> red_herring(Transcript("The troll asks my name. I tell him, and I cross the bridge"))
    []
    >>> len(red_herring(Transcript("Your cart's caught fire! And as he spins round I run.")))
    1
    """
    first = sentences(t)[:1]
    echo = bool(first) and len(t.norm[first[0][0] : first[0][1]].split()) <= 3
    echo = echo and t.original[t.span(*first[0])[1] :].lstrip()[:1] == "?"
    for aside in _ASIDE.finditer(t.norm):
        put = [m for m in _PUT_TO.finditer(t.norm, max(0, aside.start() - 300), aside.start())]
        if put:
            return [Hit(put[-1].start(), aside.end(), "asked, then a turn elsewhere")]
        if echo and aside.start() < first[0][1] + 120:
            return [Hit(first[0][0], aside.end(), "the charge echoed, then a turn elsewhere")]
    for aside in [*_ASIDE.finditer(t.norm), *_WEAK_ASIDE.finditer(t.norm)]:
        away = _LOOKS_AWAY.search(t.norm, aside.end(), aside.end() + 200)
        if away:
            return [Hit(aside.start(), away.end(), "a turn elsewhere while they look")]
    return _behind_you(t)


def _behind_you(t: Transcript) -> list[Hit]:
    """The cry "Behind you!": the two words a clause of their own, a mark or the start of
    the telling before them and a mark or its end after ("three men stand behind you"
    tells where they are).

    >>> len(_behind_you(Transcript("Quick, behind you! And I'm off down the stairs.")))
    1
    >>> _behind_you(Transcript("Your men are shifting their feet behind you."))
    []
    """
    words = t.words
    for i in range(len(words) - 1):
        if (words[i].text, words[i + 1].text) != ("behind", "you"):
            continue
        opens = t.original[: t.span(words[i].start, words[i].end)[0]].rstrip()
        closes = t.original[t.span(words[i + 1].start, words[i + 1].end)[1] :].lstrip()
        cry = not opens or opens[-1] in ",.!?;:—-\"'“‘"
        if cry and (not closes or closes[0] in ",.!?;:…—-\"'”’"):
            return [Hit(words[i].start, words[i + 1].end, "the cry 'behind you'")]
    return []


#: Words of pity, fear and sentiment, strong ...
_PATHOS = wordset(
    """poor crying cried cries tears tearful weep weeps wept sob sobs sobbing sobbed sniffling
    sniffles whimper whimpering wailing orphan orphans orphaned widow widows widowed starving
    starved starve beg begs begging begged mercy pity pitiful helpless innocent defenceless
    defenseless heartbroken heartbreak lonely frightened terrified dying grief grieving pines
    pining forlorn miserable suffer suffers heartless"""
)
#: ... and weaker ones that count half: kin, the small and the sad.
_SENTIMENT = wordset(
    """little tiny mother mothers mum mom mama father dad children child kids babies baby
    sister brother granny grandmother grandma family alone hungry sad saddest sweet dear
    darling home gentle gentlest frail old cold freezing scared afraid hurt heart misses miss
    missed die dies dead bleeding sick ill fever lost broke broken"""
)
#: Words said to someone: the feeling is aimed at a listener, not painted on the scene.
_ADDRESSED = re.compile(
    r"\b(?:you|your|youd|youre|yourself|ye|tells?|told|begs?|begged|pleads?|pleading|implores?"
    r"|asks?|asked|sir|madam|my lady|friend|love|darling|sweetling|please|look at|think of"
    r"|how can|how could|let us|let me|spare|have mercy|have pity)\b"
)


def _owner(word: str) -> str:
    """A possessive's owner as the normalised text writes it ("grannys" -> "granny")."""
    if word.endswith("s") and word[:-1] in _SENTIMENT:
        return word[:-1]
    return word


#: The heap lies within this many words: a plea, not words of feeling strewn over a speech.
_HEAP_WORDS = 30


def appeal_to_emotion(t: Transcript) -> list[Hit]:
    """Pity, fear or sentiment heaped up (two strong words, one strong and two weaker, or
    four weaker: "poor", "crying", "starving", "orphans" / "little", "mother", "alone") within
    thirty words, in
    words said to someone ("you", "please", "tells him", "sir").

    Card: "Swaying the listener with pity, fear or sentiment instead of reasons."

    >>> len(appeal_to_emotion(Transcript("Please, sir, my poor mother is starving at home, "
    ...     "let us through")))
    1
    >>> len(appeal_to_emotion(Transcript("won't you go, for your poor sick granny's sake")))
    1
    >>> appeal_to_emotion(Transcript("the poor ghoul weeps, starving, as I stab it"))
    []
    >>> appeal_to_emotion(Transcript("Children mind their elders here, you know that. "
    ...     "I hand the guard a pie, fresh from the oven and still warm from the hearth, "
    ...     "and I tell him about the weather on the road and the price of flour this year, "
    ...     "and the little dog is hungry, and my heart goes out to it"))
    []
    """
    if not _ADDRESSED.search(t.norm):
        return []
    found = [(w, _owner(w.text)) for w in t.words if _owner(w.text) in _PATHOS | _SENTIMENT]
    for i, (first, _) in enumerate(found):
        near = [(w, k) for w, k in found[i:] if w.index - first.index < _HEAP_WORDS]
        n_strong = len({k for _, k in near if k in _PATHOS})
        n_weak = len({k for _, k in near if k in _SENTIMENT})
        if n_strong >= 2 or (n_strong >= 1 and n_weak >= 2) or n_weak >= 4:
            return [Hit(first.start, near[-1][0].end, "pity, not reasons")]
    return []


#: What the other side proposed: "suggests", "says we should", "asks us to", "only wants".
_PROPOSED = re.compile(
    r"\b(?:suggests?|suggested|proposes?|proposed|says (?:we|i|that we|the party|peasants)"
    r"|asks (?:us|me|the party|them|him|her) to|asks for|wants (?:us|the party|me|them) to"
    r"|tells (?:us|me) to|offers?|only wants?|just wants?|insists? that|thinks we should"
    r"|would like (?:us|the party) to|wants? the|(?:yells|says|orders?|demands?) (?:that )?"
    r"(?:we|you) (?:should|must|surrender|leave|stop|wait|pay))\b"
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
    r"|(?:so|oh so) (?:every|all) \w+"
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
    us to ...", "what he means is ...", "you'd rather we all ...", with the claim swollen
    (all, never, die, starve, beggars, thieves).

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
        if _PROPOSED.search(before) or echoed or to_you or not loose:
            return [Hit(m.start(), grown.end(), "their words, grown")]
    return []
