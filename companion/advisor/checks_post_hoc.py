"""Structural check for post hoc: one thing told as following another, and the first read
as the cause of the second.

Reads the normalised words (the detector runs it on the spoken view as well) and is
written against the card's definition in ``decks/standard.toml``.
"""

from __future__ import annotations

import re

from companion.advisor import nlp
from companion.advisor.checks_grammar import sentences
from companion.advisor.checks_past import COUNT
from companion.advisor.text import Hit, Transcript

#: One thing told as following another: "right after", "the moment", "since then", "a month
#: later", "and then", "every time", "since the comet passed".
_AFTER = re.compile(
    r"\b(?:right after|just after|straight after|soon after|shortly after|not long after"
    r"|the (?:very )?(?:moment|instant|minute|second|day|night|morning|week) (?:after|that|he|she"
    r"|i|we|they|it)|(?:right|just|exactly) when"
    r"|as soon as|just before|right before|since then|ever since|and since then"
    rf"|(?:a|an|one|{COUNT}) (?:\w+ )?(?:later|after)|every time|whenever|each time"
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
