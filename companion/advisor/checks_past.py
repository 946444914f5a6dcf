"""Structural checks for arguments from what already happened: a run of chance results
read as a promise (gambler's fallacy), a cost already paid read as a reason to go on
(sunk cost), a sequence read as a cause (post hoc).

Each reads the normalised words (the detector runs it on the spoken view as well, where
"it's gotta" is "it is got to" and "3" is "three") and is written against its card's
definition in ``decks/standard.toml``.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import sentences
from companion.advisor.text import Hit, Transcript

#: Counting words: "three times", "the last four", "six hours".
_COUNT = (
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty"
    r"|a hundred|hundred|a dozen|dozen|several|many|a few|few|so many|umpteen|\d+)"
)
#: A run of past results: "four times running", "three in a row", "all night", "every
#: single time", "the last three", "so far", "twice", "missed him eight".
_RUN = re.compile(
    rf"\b(?:{_COUNT} (?:\w+ ){{0,2}}(?:times|tries|goes|throws|rolls|spins|hands|games|tosses"
    rf"|draws|turns|rounds|misses|losses|fails|failures|duds|blanks|in a row|running|straight"
    rf"|already|today|tonight|so far)"
    rf"|in a row|on the trot|all night|all day|all evening"
    rf"|every (?:single |\w+ )?(?:time|throw|roll|game|hand|toss|spin|draw|round|day|night)"
    rf"|each time|time after time|so far|twice|thrice|(?:the|my|his|her|their|our) last {_COUNT}"
    rf"|(?:lost|missed|failed|rolled|flipped|drew|spun|come up|came up|landed|fizzled|beaten)"
    rf" (?:\w+ ){{0,4}}(?:{_COUNT}|again and again|every))\b"
)
_ORDINAL = r"(?:next|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+th)"
_NEXT = rf"(?:{_ORDINAL}|this|one|it|{_COUNT})"
#: A different result promised by the run, in words that say so outright: "is due", "owes
#: me a six", "bound to", "surely", "law of averages", "my luck has to turn", "it can't be
#: four in a row".
_DUE = re.compile(
    r"\b(?:(?:is|are|am|s|its|im|were|hes|shes|theyre|now) (?:now |so |well |long |surely "
    r"|definitely |totally |basically |statistically )?(?:due|overdue|owed)"
    r"|(?:due|overdue) (?:for|a|an|now|next)|owed (?:to )?(?:me|him|her|us|them)"
    r"|(?:luck|odds|streak|fortune) (?:\w+ ){0,3}"
    r"(?:turn|change|even out|break)|law of averages|odds are"
    rf"|{_NEXT} (?:\w+ ){{0,2}}(?:is bound to|are bound to|bound to|is sure to|is certain"
    r"|will surely|surely|guaranteed|all but certain|practically promised|promised|my fate"
    r"|is mine|is his|is hers|is ours|is theirs)"
    r"|(?:surely|certainly|definitely|bound to|sure to|has to|got to|gotta|must) (?:\w+ ){0,3}"
    rf"(?:{_ORDINAL}|this time|this one|now)"
    r"|(?:next|now) (?:\w+ ){0,2}surely"
    rf"|(?:impossible|can not be|cannot be|cant be|could not be|couldnt be) (?:\w+ ){{0,2}}"
    rf"{_COUNT} (?:\w+ ){{0,2}}in a row)\b"
)
#: Weaker words of a promise ("the next one has to land"): they count only where the run
#: is one of chance (dice, coins, cards, misses), not of deeds, and only of a result, not of
#: what the speaker's side will do ("lost forty to this guy, we cannot stop now").
_MUST = re.compile(
    rf"\b{_NEXT} (?:\w+ ){{0,2}}(?<!\bwe )(?<!\bi )(?<!\byou )(?<!\bthey )"
    r"(?:has to|have to|got to|gotta|must|cant|can not|cannot|can hardly|will|is going to"
    r"|going to)|\bowes? (?:me|him|her|us|them)\b"
)
#: Words of chance: a run of them, not of deeds, is what the card is about.
_CHANCE = re.compile(
    r"\b(?:dice|die|bones|coin|coins|toss|tosses|tossed|roll|rolls|rolled|rolling|throw|throws"
    r"|wheel|spin|spins|spun|cards?|hands?|deck|bet|bets|betting|wager|stake|odds|luck|lucky"
    r"|lottery|ticket|game|games|gamble|draw|drew|shell|shells|heads|tails|miss|missed|misses"
    r"|lost|lose|loses|win|won|arrow|arrows|shot|shots|fizzled|dud|duds)\b"
)


def gamblers_fallacy(t: Transcript) -> list[Hit]:
    """A run of past chance results (three times running, all night, the last four) and then
    a different result promised for the next one (it is due, owed, bound to, surely).

    Card: "Believing past chance results make a different result more likely now."

    >>> len(gamblers_fallacy(Transcript(
    ...     "the coin came up tails three times now, so the next one's gotta be heads").spoken))
    1
    >>> len(gamblers_fallacy(Transcript(
    ...     "Ketta has rolled snake-eyes four times running, the bones owe her a six by now")))
    1
    >>> len(gamblers_fallacy(Transcript(
    ...     "the last three wells I climbed down were dry, so this one is bound to have water")))
    1
    >>> gamblers_fallacy(Transcript("I swing twice, and the next blow has to land on his head"))
    []
    >>> gamblers_fallacy(Transcript("three times I knock, and the door must open"))
    []
    >>> gamblers_fallacy(Transcript("red eight times in a row: rigged, not that black is due"))
    []
    """
    for run in _RUN.finditer(t.norm):
        window = t.norm[run.start() : run.end() + 220]
        due = _DUE.search(window, run.end() - run.start())
        if due is None:
            due = _MUST.search(window, run.end() - run.start())
            around = t.norm[max(0, run.start() - 80) : run.start() + (due.end() if due else 0)]
            if due is None or not _CHANCE.search(around):
                continue
        if re.search(r"\b(?:not|never|no) (?:\w+ ){0,2}$", window[: due.start()]):
            continue  # "not that black is due"
        return [Hit(run.start(), run.start() + due.end(), "a run, so the next is due")]
    return []


#: A cost already paid: "I've already spent", "we have bled for every step", "having climbed
#: four hundred steps", "for six hours", "this far", "so much into it", "half across already".
_EFFORT = (
    r"(?:spent|sunk|poured|invested|paid|put|given|gave|lost|bled|wasted|burned|burnt|used|fed"
    r"|loosed|fired|shot|carried|walked|climbed|tracked|dug|hacked|come|travelled|traveled"
    r"|marched|waited|fought|crawled|swum|sailed|dragged|hauled|chased|followed|worked|chipped"
    r"|bought|staked|bet|thrown|searched|suffered|sweated|sacrificed|tried|eaten|drunk|spun"
    r"|broken|broke|bent|buried|drank|sat|stood|waded|swam|rowed|paddled|hiked|trekked|rode"
    r"|ridden)"
)
_SPENT = re.compile(
    r"\b(?:this far|all this way|all that way|that far|so much|so many|half (?:\w+ ){0,2}already"
    r"|after (?:everything|all) (?:weve|we have|ive|i have|that|this|we|i)"
    r"|half (?:an|a|the) (?:hour|day|night|morning|afternoon|week|month|year|moon)"
    rf"|{_EFFORT} (?:\w+ ){{0,4}}already|already (?:\w+ )?{_EFFORT}"
    r"|(?:have|has|had|ve|s|is|having|been|ive|weve|youve|theyve|hes|shes)"
    rf" (?:\w+ ){{0,2}}{_EFFORT}"
    rf"|{_EFFORT} (?:up )?(?:all|every|most|half|so much|so many)"
    rf"|(?:for )?(?:like |nearly |almost |over |a good |the best part of )?{_COUNT} (?:\w+ )?"
    r"(?:hours|days|weeks|months|years|winters|summers|nights|rooms|turns|rounds|miles|leagues"
    r"|floors)"
    r"|(?:all|every) (?:that|this|those|these|of it|my|our|his|her|the) "
    r"(?:\w+ ){0,2}(?:gold|coin|coins|time|blood|effort|work|money|silver|crowns|arrows|bolts))\b"
)
#: Both in one: "come too far to turn back", "too much into this wheel to quit now", "too
#: long on this road to turn our backs on it".
_TOO_FAR = re.compile(
    r"\b(?:too|so) (?:much|many|far|long|deep) (?:\w+ ){0,6}to (?:stop|quit|turn back|turn round"
    r"|turn around|give up|back out|walk away|leave|go back|let (?:\w+ ){0,2}go|abandon"
    r"|turn (?:our|my|your|their|his|her) backs?)"
    r"|(?:walking away|turning back|quitting|stopping|giving up|leaving|going back) (?:now )?"
    r"(?:\w+ ){0,4}(?:would be|is|be) (?:\w+ )?(?:madness|mad|foolish|folly|insane|crazy|stupid"
    r"|a waste|wasteful|throwing)\b"
    # "we didn't come all this way to get stopped by a plank"
    r"|\b(?:did not|didnt|have not|havent) (?:\w+ )?(?:come|walk|walked|climb|climbed|travel"
    r"|travelled|crawl|crawled|march|marched|sail|sailed) all (?:this|that) way (?:just )?to\b"
)
#: Going on because of it: the cost "would be wasted", "for nothing", "I'm not walking away
#: from all that", "can't quit now", "not going to throw it away", "win it back".
_NOT_WASTED = re.compile(
    r"\b(?:waste|wasted|wasting|wastes|for nothing|count for nothing|in vain|throw (?:\w+ ){0,2}"
    r"away|throwing (?:\w+ ){0,2}away|thrown away|win (?:it|them|that|everything|all \w+) back"
    r"|(?:not|never|no|cant|can not|cannot|wont|will not) (?:\w+ ){0,2}(?:quit|quitting|stop"
    r"|stopping|give up|giving up|turn back|turning back|turn round|turning round|turn around"
    r"|turning around|walk away|walking away|go back|going back|go home|going home|leave|leaving"
    r"|going (?:nowhere|anywhere)"
    r"|put (?:\w+ )?down|give (?:\w+ )?back|giving (?:\w+ )?back"
    r"|putting (?:\w+ )?down|let (?:\w+ ){0,2}go|back out|backing out|back down)"
    r"|not after (?:all|everything|that|this)|might as well|whether it works or not|no matter what"
    r"|no way (?:\w+ ){0,3}(?:leaving|quitting|stopping|turning (?:back|round|around)|going back"
    r"|giving up)"
    r"|(?:keep|keeps|kept) (?:on )?(?:\w+ing|at it|going)|carry on|carries on|press on|presses on"
    r"|push on|pushes on|finish (?:it|the job|what (?:\w+ ){1,2}started))\b"
)


def sunk_cost(t: Transcript) -> list[Hit]:
    """A cost already paid (already spent, for four days, half an hour, this far, so much
    into it) and then going on so as not to waste it ("would be wasted", "for nothing",
    "can't turn back now", "no way we're leaving now", "whether it works or not"), or both
    in one ("we didn't come all this way to be stopped").

    Card: "Carrying on because of what has already been spent, not what lies ahead."

    >>> len(sunk_cost(Transcript("We have dug for three days, so we are not turning back "
    ...     "now, or all that digging was for nothing")))
    1
    >>> len(sunk_cost(Transcript("I've poured twelve crowns into this well; I'm not walking "
    ...     "away from that").spoken))
    1
    >>> sunk_cost(Transcript("I have already opened the chest, so I look inside"))
    []
    >>> sunk_cost(Transcript("we cannot turn back, the door behind us is sealed"))
    []
    >>> sunk_cost(Transcript("we have already crossed the river so we are not going back"))
    []
    >>> len(sunk_cost(Transcript("I already used half the oil so I might as well use the rest")))
    1
    >>> len(sunk_cost(Transcript("We already bled for this hall, we are not giving it back now")))
    1
    >>> len(sunk_cost(Transcript("we rowed for nine hours, no way are we turning around now")))
    1
    """
    both = _TOO_FAR.search(t.norm)
    if both is not None:
        return [Hit(both.start(), both.end(), "too far to turn back")]
    for spent in _SPENT.finditer(t.norm):
        window = t.norm[spent.start() : spent.end() + 200]
        on = _NOT_WASTED.search(window, spent.end() - spent.start())
        if on is not None:
            return [Hit(spent.start(), spent.start() + on.end(), "spent, so go on")]
        before = max(0, spent.start() - 100)
        on = _NOT_WASTED.search(t.norm[before : spent.start()])
        if on is not None:
            return [Hit(before + on.start(), spent.end(), "go on, after what was spent")]
    return []


#: One thing told as following another: "right after", "the moment", "since then", "a month
#: later", "and then", "every time", "since the comet passed".
_AFTER = re.compile(
    r"\b(?:right after|just after|straight after|soon after|shortly after|not long after"
    r"|the (?:very )?(?:moment|instant|minute|second|day|night|morning|week) (?:after|that|he|she"
    r"|i|we|they|it)|(?:right|just|exactly) when"
    r"|as soon as|just before|right before|since then|ever since|and since then"
    rf"|(?:a|an|one|{_COUNT}) (?:\w+ )?(?:later|after)|every time|whenever|each time"
    r"|first (?:\w+ ){1,6}(?:and )?then|and then|then the|and the next|the next (?:day|night"
    r"|morning|week|month)|(?:the )?last time|exactly as|by (?:evening|morning|nightfall|dawn"
    r"|noon|dusk|sunset|sunrise|supper)|since (?:he|she|i|we|they|you)"
    r"|since (?:the|that|this|my|his|her|their|our|your) (?:\w+ ){1,2}?(?:\w+ed|came|went"
    r"|fell|rose|began|left|flew|rode|sang|spoke|broke|stole)"
    r"|(?:nothing|no \w+) (?:\w+ ){0,5}since)\b"
)
_CAUSE_VERBS = (
    r"(?:caused|causes|made|makes|brought|brings|woke|wakes|woken|called|calls|calling|summoned"
    r"|summons|cursed|curses|soothes|soothed|scared|scares|protects|protecting|hurts|toppled"
    r"|blessed|opened|opens|saved|saves|setting off|sets off|set off|put|puts|blew|blows"
    r"|did it|does it|doing it|is doing|works|worked)"
)
#: The first read as the cause: "so the drum hurts it", "the candle called it", "it's the
#: kumis doing it", "that must be the cause", "which proves it works", "so it was the dog",
#: "the comet did all this".
_CAUSED = re.compile(
    r"\b(?:(?:so|obviously|clearly|plainly|must|must have|sure|certain|convinced|proves|proof"
    r"|means|decides|decided|concludes|concluded|reckons|knows)"
    rf" (?:\w+ ){{0,6}}?(?:{_CAUSE_VERBS}|is what|was what|s what|are what|were what|the cause"
    r"|the reason|to blame|responsible|lucky|is cursed|has cursed)"
    r"|(?:so|obviously|clearly|plainly|so clearly|so obviously) (?:it is|its|it was|it must be"
    r"|it must have been|that is|thats|that was) (?:the|my|his|her|their|your|them|him|that|those)"
    rf"|(?:is|are|was|were|s) what (?:is |s )?{_CAUSE_VERBS}"
    r"|(?:it|that) was (?:the|my|his|her|their|your) \w+ (?:\w+ )?(?:that|what|which)"
    r"|(?:it is|its|it was) (?:plainly|clearly|obviously|surely) (?:the|my|his|her|their|your)"
    r" \w+ (?:that|what|which)"
    r"|(?:the|that|this|his|her|their|your|my) \w+ (?:(?:did|caused|brought about|is behind"
    r"|was behind) all (?:this|these|that)|(?:caused|is behind|was behind) (?:this|these)))\b"
)


#: A law drawn from one happening: "so <doing it> <does this>" ("so sneezing opens it",
#: "so yelling breaks stuff"), "so <doing it> is the key / is what works", or with a
#: certainty word, "so obviously the bones are talking to it".
_LAW = re.compile(
    r"\bso (?:(?P<sure>obviously|clearly|plainly|surely) )?(?:the |my |his |her |their |our )?"
    r"(?P<thing>\w+) (?:is (?:obviously |clearly |plainly )?(?P<what>what"
    r"(?! (?:i|we|you|he|she|they)\b)|the key|the trick|the cause|the reason|the secret)"
    r"|(?:is |are )?(?P<does>\w+))\b"
)


#: Verbs that make one thing the cause of another ("so mushroom make gorm strong").
_MAKES = frozenset({"make", "makes", "made", "cause", "causes", "caused", "brings", "bring"})


def _after_words(norm: str, m: re.Match[str]) -> str:
    """The (up to) three words after the "so X makes" match, with their leading spaces:
    what X is said to bring about."""
    made = re.match(r"(?: \w+){0,3}", norm[m.end() :])
    return made.group(0) if made else ""


def _told_after(norm: str, m: re.Match[str], thing: str) -> bool:
    """Whether what ``thing`` is said to make was told after ``thing`` was first named and
    before the "so": the order of the telling is the whole ground of the cause."""
    named = re.search(rf"\b{re.escape(thing)}\b", norm[: m.start()])
    if named is None:
        return False
    between = set(norm[named.end() : m.start()].split())
    made = [w for w in _after_words(norm, m).split() if w not in nlp.STOPWORDS and w != thing]
    return any(w in between for w in made)


def _law_from_one_time(t: Transcript) -> list[Hit]:
    """A "so" that makes a rule of a thing the telling did before it: its doer is a doing
    ("sneezing", "yelling") or a thing ("the salt") named earlier, and it does something
    now, as a rule (a present verb), or is what works; or a thing named earlier said to
    make what the telling gave after it ("gorm eat mushroom. gorm feel strong. so
    mushroom make gorm strong").

    >>> len(_law_from_one_time(Transcript("I sneezed and the door clicked. So sneezing "
    ...     "opens it.")))
    1
    >>> _law_from_one_time(Transcript("I swing the axe, so the axe bites deep."))
    []
    >>> _law_from_one_time(Transcript("I was humming, so humming is what I do now."))
    []
    """
    for m in _LAW.finditer(t.norm):
        thing = m.group("thing")
        before = {nlp.lemma(w) for w in t.norm[: m.start()].split()}
        named = nlp.lemma(thing) in before and thing not in nlp.STOPWORDS
        doing = named and thing.endswith("ing")
        does = m.group("does")
        law = m.group("what") is not None or (
            does is not None and nlp.verb_tense(does) == "present" and does not in nlp.STOPWORDS
        )
        if law and (doing or (named and m.group("sure") is not None)):
            return [Hit(m.start(), m.end(), "once, so always")]
        if named and does in _MAKES and _told_after(t.norm, m, thing):
            end = m.end() + len(_after_words(t.norm, m))
            return [Hit(m.start(), end, "after it, so it made it")]
    return []


#: Close succession, the whole ground a post hoc needs: "right after", "the moment".
_CLOSE_AFTER = re.compile(
    r"\b(?:(?:right|just|straight|soon|shortly) after|as soon as|ever since|every time"
    r"|whenever|(?<!for )(?<!at )the (?:very )?(?:moment|instant))\b"
)
#: A sure inference drawn by someone else than a doer of the next deed: "so the mirror's
#: clearly eating the light", "so it must be the bell" (not "so I must run").
_SO_SURE = re.compile(
    r"\bso (?!(?:i|we|lets|let)\b)(?:\w+ ){0,4}?(?:clearly|obviously|plainly|surely|must)\b"
)


def _sure_after(t: Transcript) -> list[Hit]:
    """One sentence that tells a thing as following close on another ("right after I pulled
    it out", "the moment she sang") and then draws a sure "so" from it: with nothing but the
    order of the two to go on, the sureness is read from the order.

    >>> len(_sure_after(Transcript("the torches dipped right after I pulled it out, so the "
    ...     "mirror's clearly eating the light")))
    1
    >>> _sure_after(Transcript("the torches dipped right after I pulled it out. So the "
    ...     "mirror must be cursed, the sign said so."))
    []
    >>> _sure_after(Transcript("right after the bell rang the gate opened, so I must hurry"))
    []
    """
    for a, b in sentences(t):
        close = _CLOSE_AFTER.search(t.norm, a, b)
        sure = _SO_SURE.search(t.norm, close.end(), b) if close else None
        if close is not None and sure is not None:
            return [Hit(close.start(), b, "right after it, so surely because of it")]
    return []


#: "so" and a thing said to have brought something about: "so the candle smoke called it".
_SO_THING_DID = re.compile(
    rf"\bso (?:(?:the|his|her|my|their|our|that|this|its) )?(?P<thing>(?:\w+ ){{0,2}}?\w+)"
    rf" (?:\w+ )?{_CAUSE_VERBS}\b"
)


def _named_cause(t: Transcript) -> list[Hit]:
    """A thing told as happening after, when or the moment another was done ("the basilisk
    showed up after Corvin lit the candles") and then the very thing done named as its cause
    ("so the candle smoke called it"): the order of the two is the only ground given.

    >>> len(_named_cause(Transcript("the bats came after Olo lit the lamp so the lamp called "
    ...     "them")))
    1
    >>> _named_cause(Transcript("the bats came after Olo lit the lamp so the noise woke them"))
    []
    """
    for m in re.finditer(r"\b(?:after|when|the moment|the instant)\b", t.norm):
        so = _SO_THING_DID.search(t.norm, m.end(), m.end() + 150)
        if so is None:
            continue
        told = {nlp.lemma(w) for w in t.norm[m.end() : so.start()].split()} - nlp.STOPWORDS
        if {nlp.lemma(w) for w in so.group("thing").split()} & told:
            return [Hit(m.start(), so.end(), "done, then it came, so the deed brought it")]
    return []


def post_hoc(t: Transcript) -> list[Hit]:
    """One thing told as following another (right after, right when, a month later, and
    then) and then read as its cause (so the X made it, it's the X doing it,
    proves it works, it is plainly the X that), or the deed it came after named as its
    cause (:func:`_named_cause`).

    Card: "Assuming that because one thing followed another, the first caused it."

    >>> len(post_hoc(Transcript("the bats left right after I whistled, so the whistle "
    ...     "scares them")))
    1
    >>> len(post_hoc(Transcript("every time I hum, the lamp flickers, so clearly my humming "
    ...     "is what does it")))
    1
    >>> post_hoc(Transcript("right after the bell rang I ran, so I made it to the door"))
    []
    """
    for after in _AFTER.finditer(t.norm):
        window = t.norm[max(0, after.start() - 120) : after.end() + 200]
        cause = _CAUSED.search(window)
        if cause is None:
            continue
        claim = cause.group(0)
        deed = r"(?:so|obviously|clearly|plainly) (?:i|we|you|he|she|they) (?!is |are |am |s |must "
        deed += r"|knows |reckons |decides |figures |thinks |concludes |believes |was )"
        if re.match(deed, claim):
            continue  # "so I made it": a deed of the speaker, not a cause read in
        start = min(after.start(), max(0, after.start() - 120) + cause.start())
        end = max(after.end(), max(0, after.start() - 120) + cause.end())
        return [Hit(start, end, "after it, so because of it")]
    return _sure_after(t) or _named_cause(t) or _law_from_one_time(t)
