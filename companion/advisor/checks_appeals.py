"""Structural checks for claims leaned on something other than reasons: an authority's
word, the crowd, the old ways, nature, the want of proof (special pleading, a rule one
waives for oneself, is :mod:`companion.advisor.checks_pleading`).

Each is written against its card's definition in ``decks/standard.toml``; the detector
runs it on the plain and the spoken view of the words.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import sentences
from companion.advisor.text import Hit, Transcript

#: Someone whose word carries weight by rank, learning or holiness, or a book of such words.
_AUTHORITY = (
    r"(?:saint|st|abbot|abbess|brother|master|magister|professor|doctor|sage|sages|archmage"
    r"|wizard|mage|baron|duke|archduke|duchess|king|queen|prince|princess|lord|lady|dame|sir"
    r"|chronicler|astrologer|oracle|priest|priestess|priests|hermit|shaman|elder|elders|seer"
    r"|grandmaster|guildmaster|captain|general|tutor|teacher|scholar|scholars|prophet|druid"
    r"|chieftain|chief|high \w+|grand \w+|royal|himself|herself|bestiary|compendium|almanac"
    r"|treatise|tome|scrolls?|chronicles?|manual|book|prayer book|scriptures?|histories"
    r"|grandmother|grandmothers|grandfather|grandfathers|nan|gran|father|mother|spirits|gods"
    r"|ancestors|experts?|authority|authorities|learned|wise|wisest|greatest|famous|definitive"
    r"|smartest|cleverest|foremost|skald|bard|loremaster|archivist|jarl|magistrate|judge|justice"
    r"|every \w+ in the (?:land|realm|north|kingdom))"
)
_SAYS = (
    r"(?:said|says|say|wrote|writes|written|taught|teaches|swore|swears|told|tells|lists"
    r"|agrees|agree|declared|declares|insists|insisted|holds|held|states|stated|ruled"
    r"|decreed|proclaimed|has it from|had it from|have spoken|has spoken|spoke|warned|warns"
    r"|always said|swore by|gives|gave|drew|drawn)"
)
#: Words that cite the one named after them: "according to Master Fennick's Bestiary",
#: "has it from the Grand Master himself".
_CITING = r"(?:according to|in the words of|(?:has|had|have|got) it from)"
_CITED = re.compile(
    rf"\b{_AUTHORITY}\b(?: (?!i |we |you )[a-z]+){{0,9}}? {_SAYS}\b"
    rf"|\b{_CITING}(?: [a-z]+){{0,3}}? {_AUTHORITY}\b"
)
#: The word taken as settling it: "so", "since the Saint wrote it", "never once wrong".
_SETTLES = re.compile(
    r"\b(?:so|therefore|which means|that means|must|has to|have to|it follows|settled|settles"
    r"|never (?:once )?(?:been )?wrong|is never wrong|always right|is true|was true|take (?:my|his"
    r"|her|their) word|good enough for"
    # ... or their standing given as the reason: years at it, a superlative, never doubted.
    r"|for (?:\w+ ){0,2}years|(?:the )?(?:\w+est|most \w+) (?:\w+ ){0,3}(?:in|who ever|alive"
    r"|of all|there is)|never (?:once )?doubted|standard text|very important|honorary)\b"
)
_BECAUSE = re.compile(r"\b(?:since|because|as|for|according to)\s*$")
#: Their standing set beside their name, the reason the words carry weight: "Ptolemy, wisest
#: of all star-readers, wrote that ...", "my aunt, the finest healer in the realm, says".
_STANDING = re.compile(
    r"\b(?:greatest|wisest|cleverest|smartest|finest|best|foremost|most learned|most famous)"
    r" (?:\w+ ){0,3}(?:of all|who ever|alive|in the (?:land|realm|world|kingdom|north|south))\b"
)


def appeal_to_authority(t: Transcript) -> list[Hit]:
    """Someone of rank, learning or holiness (a saint, the Baron, my old tutor, the
    Bestiary) cited as saying so, and that taken as settling it ("so", "since the Saint
    wrote it", "never once wrong").

    Card: "Treating a claim as true because someone important or learned said it."

    >>> len(appeal_to_authority(Transcript("Abbot Grimsby wrote that sphinxes fear echoes, "
    ...     "so the answer is an echo")))
    1
    >>> len(appeal_to_authority(Transcript("the ghost must go, since Saint Maudry wrote that "
    ...     "no spirit lingers")))
    1
    >>> appeal_to_authority(Transcript("The priest tells me the bell must not be rung. I ring it."))
    []

    The citing words may come first ("according to ..."), and a near "must" that is only
    what was said leaves a later "so" to settle it:

    >>> len(appeal_to_authority(Transcript("According to Doctor Umber's Bestiary, trolls "
    ...     "hate salt. So I throw salt.")))
    1
    >>> len(appeal_to_authority(Transcript("Saint Ivo wrote that the dead must kneel to a "
    ...     "priest. So kneel.")))
    1

    Their standing given after it settles it too ("for forty years", "the greatest ...
    who ever lived", "never once doubted"), or set beside their name as they are cited
    ("Ptolemy, wisest of all star-readers, wrote that"):

    >>> len(appeal_to_authority(Transcript("Master Thesp wrote that golems halt at a word, "
    ...     "and he was archivist for forty years. Umbra.")))
    1

    A conclusion drawn from them in the same sentence is part of the appeal
    (:func:`_conclusion_end`), so a non sequitur's hit on it yields to this card.
    """
    for m in _CITED.finditer(t.norm):
        before = t.norm[max(0, m.start() - 40) : m.start()]
        if _BECAUSE.search(before.rstrip() + " ") or re.search(r"\b(?:since|because)\b", before):
            return [Hit(m.start(), m.end(), "said by one who should know")]
        if _STANDING.search(t.norm, m.start(), m.end()):
            return [Hit(m.start(), m.end(), "said by the greatest of them")]
        for after in _SETTLES.finditer(t.norm, m.end(), m.end() + 160):
            if re.search(r"\b(?:not|no)\b", t.norm[m.end() : after.start()]):
                break
            if after.group(0) in {"must", "has to", "have to"} and after.start() - m.end() < 40:
                continue  # "the priest tells me the bell must not be rung": their order
            end = _conclusion_end(t, m.start(), after.start(), after.end())
            return [Hit(m.start(), end, "said by one who should know, so")]
    return []


#: Words that draw a conclusion: "so", "therefore", "which means".
_DRAWS = re.compile(r"\b(?:so|therefore|thus|hence|ergo|which means|that means)\b")


def _conclusion_end(t: Transcript, cited: int, settles: int, end: int) -> int:
    """Where an appeal to authority ends: at the end of its sentence when a conclusion is
    drawn there from the one cited ("gran always said never trust a cat, and she was the
    best ratter in town, so it must be true": the "so" and what follows are the appeal, no
    second card), else at ``end``, the word taken as settling it (from ``settles``)."""
    for first, last in sentences(t):
        if first <= cited < last:
            if settles < last and _DRAWS.search(t.norm, settles, last):
                return max(end, last)
            break
    return end


#: Many others: "everyone", "every scout in camp", "all his cousins", "most folk", "fifty
#: sailors", "half the halls of the north", "the other guards".
_CROWD = (
    r"(?:every(?:one|body)?(?: single)?(?: (?!i |we |you |and |but |so |or |he |she |they |then "
    r"|is |was )[a-z]+){0,5}?|all (?:the|his|her|my|our|their) (?:other )?[a-z]+"
    r"|most (?:folk|people|men|women|[a-z]+s)|half (?:the|of the) [a-z]+(?: [a-z]+){0,3}?"
    # ... not a place or a one ("on the other side he goes", "the other end", "the other one").
    r"|the other (?!(?:side|sides|end|way|bank|shore|room|door|hand|half|direction|one|day"
    r"|night|morning|week|time)\b)[a-z]+"
    r"|(?:a hundred|hundreds|thousands|dozens|a dozen|fifty|forty|thirty|twenty|[a-z]+ hundred)"
    r" (?:of (?:them|us|those)|people|folk|men|women|others|sailors|merchants|carters|soldiers"
    r"|guards|adventurers|heroes|scouts|hunters|villagers|farmers|priests|elves|dwarves)"
    r"|they all|the whole (?:village|town|city|world|realm|kingdom|tribe|clan|north|south|tavern"
    r"|camp|court|guild|army|crowd)|nine out of ten|millions|people|folk|folks|the others"
    r"|all of (?:them|us|the [a-z]+)|every other [a-z]+)"
)
_CROWD_SAYS = re.compile(
    rf"\b{_CROWD} (?:\w+ )?(?:says|say|said|swears|swear|swore|agrees|agree|agreed|knows|know"
    r"|knew|believes?|believed|thinks|think|thought|does it|do it|did it|buys|buy|bought|pays"
    r"|pay|paid|likes|liked|drink|eat|eats|wear|wears|carry|carries|go|goes|pray|prays|bow|bows"
    r"|kneel|kneels|sing|sings|cheer|cheers|trusts|trust|trusted|calls?|would call|uses|use"
    r"|has one|have one|drinks|smokes|settles|settle|wants|want|prefers?|loves?|swears by"
    r"|swear by|does|do)\b"
)
#: The crowd taken as settling it: "so", "they can't all be wrong", "these days", "ask anyone".
_CROWD_SETTLES = re.compile(
    r"\b(?:so|therefore|must|cant all be wrong|can not all be wrong|cannot all be wrong|settled"
    r"|these days|ask anyone|which means|that means|had better|it is only right|only right)\b"
)
#: A crowd's doing taken as proof: "ten thousand orcs can't be wrong", "one opinion", "so
#: there must be something in it", "so the blue lever's right", "so you love me too".
_PROVES = re.compile(
    r"\b(?:(?:can not|cannot|cant) (?:all )?be wrong|one opinion"
    r"|so (?:\w+ ){0,4}?(?:must|right|wrong|true|obviously|clearly|too))\b"
)
_CROWD_AT = re.compile(rf"\b{_CROWD}\b")
#: What a crowd does that is no belief or choice: being somewhere or something.
_BEING = frozenset({"is", "are", "was", "were", "am", "be", "been", "has", "have", "had"})


def _crowd_does(t: Transcript) -> list[tuple[int, int]]:
    """Spans of a crowd and the first thing it does or did, whatever the verb ("every girl
    in my village threw", "most folk like", "the whole arena chanted"), within six words."""
    out = []
    for m in _CROWD_AT.finditer(t.norm):
        words = t.norm[m.end() :].split()[:6]
        for n, w in enumerate(words):
            if w in _BEING or w in {"so", "and", "but", "because", "if", "when", "will", "would"}:
                break  # being, or what they will do (a slope, not a crowd's belief)
            if nlp.is_finite_verb(w) or nlp.verb_tense(w) == "present":
                end = m.end() + len(" ".join(words[: n + 1])) + 1
                out.append((m.start(), end))
                break
    return out


def bandwagon(t: Transcript) -> list[Hit]:
    """Many others ("everyone", "every scout in camp", "fifty sailors", "most folk") said to
    believe or do something, and that taken as a reason ("so", "they can't all be wrong",
    "these days", "ask anyone", or offered "because" of it).

    Card: "Claiming something is true or right because many others believe it."

    >>> len(bandwagon(Transcript("Every scout in camp swears the cubes are slow, so I race it")))
    1
    >>> len(bandwagon(Transcript("I drink it, because all the other guards drink it")))
    1
    >>> bandwagon(Transcript("everyone in the party draws a weapon and we charge"))
    []
    >>> len(bandwagon(Transcript("Most folk like blue best. So the blue lever's right.")))
    1
    >>> bandwagon(Transcript("on the other side he goes 'baa', which means it's safe"))
    []
    """
    for m in _CROWD_SAYS.finditer(t.norm):
        before = t.norm[max(0, m.start() - 30) : m.start()]
        if re.search(r"\bas\s*$", before):
            continue  # "as everyone here knows": telling what is known (as you know)
        if re.search(r"\b(?:because|since|cause|after all|besides)\s*$", before):
            return [Hit(m.start(), m.end(), "many believe it")]
        settles = _CROWD_SETTLES.search(t.norm, m.end(), m.end() + 120)
        if settles is not None:
            return [Hit(m.start(), settles.end(), "many believe it, so")]
    for start, end in _crowd_does(t):
        if re.search(r"\bas\s*$", t.norm[max(0, start - 30) : start]):
            continue
        proves = _PROVES.search(t.norm, end, end + 120)
        if proves is not None:
            return [Hit(start, proves.end(), "many do it, so")]
    return []


#: The want of proof: "nobody has ever proved", "no ghost has shown", "can't prove", "prove
#: it isn't", "never found a single", "not one of them says".
_NO_PROOF = re.compile(
    r"\b(?:(?:nobody|no one|no \w+|not one(?: of them)?|none of (?:them|us|you)|nothing)"
    r"(?: \w+){0,4}? (?:has |have |had |s |ever |yet |even |can |could )*(?:proved|proven|prove"
    r"|shown|show|showed|caught|found|disproved|disproven|disprove|says|said|told)"
    r"|(?:cant|can not|cannot|couldnt|could not) (?:\w+ )?(?:prove|show|disprove)"
    r"|never (?:\w+ ){0,2}(?:found|proved|proven|shown|caught)|prove (?:it|that|me wrong)"
    r"|no (?:proof|evidence|sign)"
    # Never seen, so none there: "nobody's ever seen a ghost in here, so there are no ghosts".
    r"|(?:nobody|no one) (?:has |have |had )?(?:ever )?(?:seen|heard|met|spotted)(?= (?:\w+ ){0,6}?"
    r"so (?:there (?:is|are) no|there (?:is|are) not|there isnt|there arent|(?:it|they|he|she)"
    r" (?:is|are|does|do) not (?:real|exist)))"
    # The want of proof asked, to be answered "no": "has any scholar ever disproved it?"
    r"|(?:has|have|did) (?:any|anyone|anybody)(?: \w+)? (?:ever )?(?:proved|proven|prove"
    r"|disproved|disproven|disprove|shown|show))\b"
)
#: ... taken as settling it: "so it is", "as far as he is concerned", "that settles it".
_SO_IT_IS = re.compile(
    r"\b(?:so|therefore|then|which means|that means|that settles|settles it|as far as (?:\w+ )?"
    r"(?:is|am|are) concerned|must|i decide|decides|so i decide|it is|its)\b"
)


#: The burden turned round: "prove it isn't", "prove me wrong".
_DARE = re.compile(
    r"prove (?:it|that|me|him|her) (?:isnt|is not|wasnt|was not|doesnt|does not|didnt|did not"
    r"|aint|wrong|otherwise)\b"
)


def appeal_to_ignorance(t: Transcript) -> list[Hit]:
    """The want of proof ("nobody has ever proved", "can't prove", "never found a single",
    or asked: "has any scholar ever disproved it?") taken as settling the opposite ("so it
    is", "then it's a shadow", "that settles it"), or demanded of the other side ("prove it
    isn't").

    Card: "Claiming something is true because it has not been proven false, or the reverse."

    >>> len(appeal_to_ignorance(Transcript("Nobody has ever caught this chest biting, so it "
    ...     "doesn't bite")))
    1
    >>> appeal_to_ignorance(Transcript("nobody found the key, so we break the door"))
    []
    """
    for m in _NO_PROOF.finditer(t.norm):
        if _DARE.match(t.norm, m.start()):
            return [Hit(m.start(), m.end(), "not proved, so")]
        before = t.norm[max(0, m.start() - 30) : m.start()]
        if re.search(r"\b(?:because|since|cause)\s*$", before):
            return [Hit(m.start(), m.end(), "not proved, so")]
        after = _SO_IT_IS.search(t.norm, m.end(), m.end() + 100)
        words = r"\b(?:(?:dis)?prov(?:e|ed|en)|proof|evidence|shown|show|says|said|caught|showed"
        words += r"|seen|heard|met|spotted)\b"
        if after is not None and re.search(words, m.group(0)):
            return [Hit(m.start(), after.end(), "not proved, so")]
    for a, b in sentences(t):
        if t.norm[a:b] in {"prove it", "prove it then", "go on prove it"}:
            return [Hit(a, b, "prove it")]
    return []


#: The old ways: one's own people (or anyone, in the perfect: "dwarves have always held")
#: doing a thing always, or for generations: "we've always charged", "my master fixed every
#: winch this way, and his master before him", "since my gran's gran", "in my day".
_TRADITION = re.compile(
    r"\b(?:(?:we|our \w+|my people|my clan|my tribe|my kin|my family|my folk|the \w+ (?:clan|tribe"
    r"|tribes|clans|folk))(?: \w+)? always (?!been |said |says |say )"
    r"|(?:have|has|had|ve) always (?:done|used|crossed|opened|entered|answered|settled|paid"
    r"|carried|hunted|charged|held|sung|taught|kept|fought|gone|made|eaten|worn|run|won|built"
    r"|buried|burned|burnt|worshipped|prayed|danced|cooked|brewed|married|walked|ridden|sailed"
    r"|gathered|greeted|fed|hung|lit|sworn|swore)"
    r"|(?:his|her|their|my) (?:\w+ )?(?:master|grandmother|grandfather|father|mother|gran"
    r"|granny|elders|teacher)s? (?:\w+ ){0,2}before (?:him|her|them|that|me)"
    r"|since (?:my |his |her |our )?(?:gran|grandmother|grandfather|granny|nan)s (?:gran"
    r"|grandmother|grandfather|granny|nan)|in my day|served (?:\w+ ){0,3}generations"
    r"|the way (?:it|its|things) (?:has|have|was|were|s) always"
    r"|its always been|it has always been|that is how it|thats how it|as (?:\w+ ){1,3}always"
    r" (?:have|has|had|did|do|does)"
    r"|(?:have|has|had|ve) always been (?:sung|done|made|kept|held|worn|sworn|taught|paid|spoken"
    r"|written|played|used|crossed|opened|answered|cooked|brewed|carried|blessed|said)"
    r"|(?:this|that|the same) way for (?:\w+ ){0,2}(?:years|winters|generations|centuries|ages)"
    # What did for the old ones does for us: "what was good enough for my father", "what
    # served her great-grandam shall serve her now".
    r"|what (?:was good enough for|served|worked for|suited|did for) (?:my|his|her|our|their"
    r"|your) (?:\w+ )?(?:ancestors|forebears|fathers?|mothers?|grandfathers?|grandmothers?"
    r"|grandams?|grandsires?|grans?|grannys?|nans?|elders|kin|folk|people|parents))\b"
)
#: A thing done for ages, or since a day of old, by anyone ("visitors have paid their way in
#: stout for three hundred years", "knights have knelt to stone ladies since the days of the
#: first king"): the old ways when a "so" then rests on them, and a deed done, not a state
#: lasting ("the tower has stood for three hundred years", "you've been hanging on this wall
#: for three hundred years").
_DONE_FOR_AGES = re.compile(
    r"\b(?:have|has|ve) (?!(?:been|stood|lasted|lived|survived|stayed|remained|slept|lain"
    r"|existed)\b)(?:\w+ ){1,6}?(?:for (?:\w+ )?(?:hundred|thousand|hundreds"
    r"|thousands|countless|\w+ hundred) (?:years|winters|generations|centuries|ages)"
    r"|since (?:the )?(?:days|time|age|reign|founding|dawn|beginning) of)\b"
)
_SO_IT_IS_RIGHT = re.compile(r"\b(?:so|therefore|thats why|that is why|which is why)\b")


def appeal_to_tradition(t: Transcript) -> list[Hit]:
    """The old ways given as the reason: one's own people always doing a thing ("we always
    charge", "our clan always enters backwards"), anyone having always done it ("dwarves
    have always held", "has always been sung"), generations and masters before ("and his
    master before him", "since my gran's gran", "in my day", "this way for sixty years"), or
    a thing done for ages by anyone then leaned on with a "so" (:data:`_DONE_FOR_AGES`).

    Card: "Claiming something is right because it has always been done that way."

    >>> len(appeal_to_tradition(Transcript("We always use the front door. Always.")))
    1
    >>> len(appeal_to_tradition(Transcript("My master mended every net this way, and his "
    ...     "master before him, so it will hold")))
    1
    >>> appeal_to_tradition(Transcript("I always swing first and ask later"))
    []
    """
    old = _TRADITION.search(t.norm)
    if old is not None:
        return [Hit(old.start(), old.end(), "the old ways")]
    for m in _DONE_FOR_AGES.finditer(t.norm):
        then = _SO_IT_IS_RIGHT.search(t.norm, m.end(), m.end() + 120)
        if then is not None:
            return [Hit(m.start(), then.end(), "done for ages, so")]
    return []
