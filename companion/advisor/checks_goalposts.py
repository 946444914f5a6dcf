"""Structural check for moving the goalposts: a demand met, then a new one raised.

Written against the card's definition in ``decks/standard.toml`` ("Raising the bar as soon
as the original demand has been met."); the detector runs it on the plain and the spoken
view of the words.
"""

from __future__ import annotations

import re

from companion.advisor.text import Hit, Transcript

#: A demand met: "as I demanded", "at her bidding", "answers the riddle correctly", "has
#: brought all seven", "recites all hundred clauses without a stumble", "you passed the
#: test", "three answered?".
_MET = re.compile(
    r"\b(?:as (?:i|she|he|they|we|you) (?:had )?(?:demanded|ordered|asked|required|said|wanted)"
    r"|(?:just|exactly) as (?:\w+ )?(?:demanded|asked|ordered|required|wanted|said)"
    r"|which is all (?:\w+ )?asked|(?:you|he|she|it|they) (?:passed|did it|got it|got all)"
    r"|(?:at|on) (?:my|his|her|their|our|your|\w+s) (?:bidding|command|behest|request|order)"
    r"|as (?:bidden|commanded|ordered|asked|demanded)"
    r"|(?:answers?|answered|did|done|fixed|mended|brought|named|recited|counted|passed|hit|hits"
    r"|got|lit|lands?|landed|carried|floated|solved|read|opened|climbed|found|finished"
    r"|completed|peeled) (?:\w+ ){0,6}?(?:correctly|right|perfectly|without a stumble|all \w+"
    r"|every one|in order|word for word|the test|exactly|three times|quicker)"
    r"|(?:fine|good|great|very well|well done|not bad|alright|impressive|correct)"
    r" (?:but )?(?=now)"
    # The demand granted, then a "but": "Recited, yes. But ...", "Stamped, sure. But now",
    # "okay fine, you won that one, but", "Aye, that's a name. But".
    r"|(?:yes|sure|fine|good|great|aye|fair enough|fairs fair|(?:that is|thats) (?:a |an )?\w+"
    r"|(?:you|he|she|it) (?:won|did|got) (?:that|it|this)(?: one)?) (?=but\b))"
)
#: ... and a new one raised: "now he must", "now I need the map too" (not "now I must",
#: "now we must run again": the speaker's own next task), "must also", "was never the real
#: test", "the easy part", "a fourth count is required", "start again".
_RAISED = re.compile(
    r"\b(?:now (?!i |we )(?:\w+ ){0,2}(?:must|has to|have to|needs? to|need|got to|gotta|do it"
    r"|pass it|hit|the)|must (?:also|now)|also (?:has to|have to|must|needs?|knows?|be|make"
    r"|demonstrate|have)|(?:was|were|is) (?:never|only|just|not) (?:the )?"
    r"(?:real|first|easy|warm|short)"
    r"|the (?:easy|first|short) (?:part|law|one|bit)|warm up|(?:a|an) (?:second|third|fourth"
    r"|fifth|sixth|seventh|eighth|ninth|tenth) \w+|(?:were|was|is|are) required|start again"
    r"|all again|best of three|an eighth|a fourth|a fifth|that (?:one )?was (?:too |just )?(?:easy"
    r"|nothing|luck|the warm up|a fluke)"
    # ... or the granted one voided, a longer series, more of it, or it again, harder.
    r"|(?:does not|do not|doesnt|dont) count|best of \w+|not (?:good )?enough"
    r"|now (?!(?:i|we) (?:must|have to|got to|gotta|need to|can|will) (?:\w+ ){0,3}again\b)"
    r"(?:\w+ ){0,4}(?:needs?|do it|too|as well|also|again|plus)"
    r"|(?:also|too) (?:gotta|got to|has to|have to)|again please|plus the)\b"
)


def moving_the_goalposts(t: Transcript) -> list[Hit]:
    """A demand met ("as I demanded", "answers correctly", "brought all seven", a "yes"
    then "but") and then a new one raised ("now he must", "must also", "that was the easy
    part", "a fourth count is required", "doesn't count", "best of five").

    Card: "Raising the bar as soon as the original demand has been met."

    >>> len(moving_the_goalposts(Transcript("The imp counts the coins correctly, as I asked. "
    ...     "Now he must count them backwards.")))
    1
    >>> moving_the_goalposts(Transcript("I pick the lock as I planned and now I must be quick"))
    []
    >>> moving_the_goalposts(Transcript("I cross the pit as ordered, now I must jump again"))
    []
    >>> len(moving_the_goalposts(Transcript("Bowed, yes. But bows don't count from a chair.")))
    1
    """
    for met in _MET.finditer(t.norm):
        raised = _RAISED.search(t.norm, met.end(), met.end() + 200)
        if raised is not None:
            return [Hit(met.start(), raised.end(), "met, then raised")]
    return []
