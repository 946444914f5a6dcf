"""Structural checks for arguments from what already happened: a run of chance results
read as a promise (gambler's fallacy), a cost already paid read as a reason to go on
(sunk cost). A sequence read as a cause (post hoc) is :mod:`companion.advisor.checks_post_hoc`.

Each reads the normalised words (the detector runs it on the spoken view as well, where
"it's gotta" is "it is got to" and "3" is "three") and is written against its card's
definition in ``decks/standard.toml``.
"""

from __future__ import annotations

import re

from companion.advisor.text import Hit, Transcript

#: Counting words: "three times", "the last four", "six hours".
COUNT = (
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty"
    r"|a hundred|hundred|a dozen|dozen|several|many|a few|few|so many|umpteen|\d+)"
)
#: A run of past results: "four times running", "three in a row", "all night", "every
#: single time", "the last three", "so far", "twice", "missed him eight".
_RUN = re.compile(
    rf"\b(?:{COUNT} (?:\w+ ){{0,2}}(?:times|tries|goes|throws|rolls|spins|hands|games|tosses"
    rf"|draws|turns|rounds|misses|losses|fails|failures|duds|blanks|in a row|running|straight"
    rf"|already|today|tonight|so far)"
    rf"|in a row|on the trot|all night|all day|all evening"
    rf"|every (?:single |\w+ )?(?:time|throw|roll|game|hand|toss|spin|draw|round|day|night)"
    rf"|each time|time after time|so far|twice|thrice|(?:the|my|his|her|their|our) last {COUNT}"
    rf"|(?:lost|missed|failed|rolled|flipped|drew|spun|come up|came up|landed|fizzled|beaten)"
    rf" (?:\w+ ){{0,4}}(?:{COUNT}|again and again|every))\b"
)
_ORDINAL = r"(?:next|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+th)"
_NEXT = rf"(?:{_ORDINAL}|this|one|it|{COUNT})"
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
    rf"{COUNT} (?:\w+ ){{0,2}}in a row)\b"
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
    rf"|(?:for )?(?:like |nearly |almost |over |a good |the best part of )?{COUNT} (?:\w+ )?"
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
