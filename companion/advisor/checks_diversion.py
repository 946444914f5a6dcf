"""The red-herring card's check: a turn of the listener's eyes elsewhere while they look.

Card "Red herring": "Dragging in a distraction to lead attention away from the real
question." A false alarm raised while the other side is put to it ("look, a bat!" as the
guard asks for the toll), or the cry "Behind you!" said to turn their eyes.
"""

from __future__ import annotations

import re

from companion.advisor.checks_grammar import sentences
from companion.advisor.text import Hit, Transcript

#: The question or charge put to the speaker: "the sphinx asks", "wants to know", "accuses".
_PUT_TO = re.compile(
    r"\b(?:asks?|asked|asking|wants? to know|wanted to know|demands?|demanded|accuses?|accused"
    r"|insists?|insisted|calls? (?:me|us|him|her)|says? (?:i|we|that i|that we|he|she)|starts? in"
    r" about|lays? out|holds? out (?:his|her|its) (?:hand|palm)|blames?|blamed|charges?"
    r"|questions?|questioned|interrogates?)\b"
)
#: A turn to something else: "by the way", "did you know", "have you ever seen", "begins on
#: the weather", "draws its attention to", "points at", "is that smoke?", "can we talk about
#: how your doorman's got his boots on the wrong feet?".
_ASIDE = re.compile(
    r"\b(?:by the way|speaking of|changes? the subject|changing the subject|did you know"
    r"|(?:have|has|had) (?:you|he|she|it|they)(?: guys| all| lot)? (?:ever )?(?:seen|heard|tried"
    r"|noticed|met)"
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
    r"|isnt (?:it|that|the)|what about (?:that|the|those|this)|want to see|wanna see"
    r"|(?:can|could|shall|let) (?:we|us) (?:talk|chat) about (?:how|your|his|her|its|their"
    r"|something|the weather))\b"
)
#: Turns that are plain deeds or remarks unless the other side looks away after them (a
#: finger pointed at the speaker draws the eyes to them, not away).
_WEAK_ASIDE = re.compile(
    r"\b(?:(?:points?|pointing|pointed) (?:\w+ )?(?:at|to|up|over|past|behind)(?! (?:me|us)\b)"
    r"|whats that|what is that"
    # A false alarm: something of the listener's or behind them said to need a look.
    r"|is that (?:a |an |another |your |the )?\w+|caught fire|behind you|(?:over|down|up) there"
    r"|go (?:and )?(?:look|see)"
    r"|(?:is|s|are) (?:calling|falling off|undone|cracking|coming loose|burning)"
    r"|look (?:out|there|your|at your|at that)"
    r"|(?:yells?|yelled|shouts?|shouted|screams?|screamed|cries|cried|hollers?|hollered) (?:out )?"
    r"(?:fire|snake|snakes|spider|spiders|rats?|ghosts?|dragon|ambush|look)"
    r"|admires?|admiring|remarkable|shouts? that|shrieks?|starts? (?:howling|singing|dancing"
    r"|juggling|playing))\b"
)
#: The other side looks away: "while he looks", "as the herald turns", "by the time she turns",
#: "every head turned" ("if she so much as looks" is "even looks", no "as" of time).
_LOOKS_AWAY = re.compile(
    r"\b(?:while|(?<!much )as|when|by the time) (?:\w+ ){0,3}?(?:looks?|looking|turns?"
    r"|turning|turned|glances?|counts?|considers|splutters?|is distracted|patting|sulky"
    r"|distracted|thinks"
    r"|clears|looks up|looks down|looks away|shouts at|cranes|ponders|pondering|wonders"
    r"|wondering|still talking|is talking|sulky|sulking|fumbles|tries to answer|trying to answer"
    r"|panics?|panicking|scatters?|scattering|scrambles?|scrambling"
    r"|answers|swivels?|swivelling|spins?|whirls?|peers?|squints?)\b"
    r"|\b(?:everyone|everybody|they all|he|she|it) (?:\w+ )?looks? (?:up|away|round"
    r"|around|over)\b"
    r"|\b(?:every head|all heads|heads|every eye|all eyes) (?:\w+ )?(?:turns?|turned|swivels?"
    r"|swivelled)\b"
)


def red_herring(t: Transcript) -> list[Hit]:
    """A question or charge put to the speaker answered with a turn to something else ("by
    the way", "did you know", "have you ever seen", "is that smoke?"), or such a turn said so
    that the other side looks away ("... and while he looks, I ..."), or a finger pointed past
    them at a false alarm ("points over his shoulder, 'is that your wife waving?'").

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
    for point in _POINTS_PAST.finditer(t.norm):
        alarm = _FALSE_ALARM.search(t.norm, point.end(), point.end() + 80)
        if alarm:
            return [Hit(point.start(), alarm.end(), "a finger pointed past them at a false alarm")]
    return _behind_you(t)


#: A finger pointed past the listener ("points over the guy's shoulder", "pointing wildly
#: past them") and, with it, a sight asked about that would turn anyone's head ("is that
#: your wife waving at you?"): the two together are the turn, looked at or not.
_POINTS_PAST = re.compile(
    r"\b(?:points?|pointing|pointed) (?:\w+ )?(?:over|past|behind) (?:the |his |her |its |their"
    r" |them|him|it)"
)
_FALSE_ALARM = re.compile(r"\bis that (?:\w+ )?(?:a|an|your|the|his|her) \w+")


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
