"""The said-bookism check: a showy verb of speech tagging a spoken line.

Card (said-bookism): "A showy verb in place of 'said'." The tag must be attached to speech
that has no other tag.
"""

from __future__ import annotations

import re

from companion.advisor import archaic, nlp
from companion.advisor.lexicons import words, wordset
from companion.advisor.text import Hit, Transcript
from companion.deck import normalise

#: Plain verbs of speech, and verbs of being and having ("the answer is 'an echo'"): a
#: tag with one of these is not a said-bookism.
_PLAIN_TAGS = wordset(
    """said says asked asks replied replies answered answers told tells added adds continued
    continues repeated repeats began begins whispered whispers shouted shouts yelled yells
    called calls explained explains agreed agrees went goes is was has does"""
)
#: The plain verbs' base forms, for a tag in any person ("I say", "we ask").
_PLAIN_BASES = wordset(
    "say ask reply answer tell add continue repeat begin whisper shout yell call explain agree"
)
_SPEAKER = r"(?:[Tt]he\s+\w+|[A-Z][\w'-]*|he|she|it|they|we|i)"
#: A tag after a quotation follows its closing mark: the line's own punctuation, then the
#: quote ("...," he said / "...!" he said), or the quote then a comma; never an opening quote.
#: Single quotation marks count as double ones do ('Halt,' she barked), but a quote
#: closing after a word ("the dogs' bowls") is an apostrophe. After a line closed by a
#: comma the speaker may be a name typed in lower case ("'hush,' maelis coos"), and
#: manner adverbs may stand before the verb ("i loudly, proudly proclaimed").
_TAG_AFTER = re.compile(
    rf"(?:([,.!?…—-])[\"”'’]|[\"”]\s*,)\s*({_SPEAKER}|(?<=,['’\"”]\s)[a-z]+)"
    r"\s+(?:[a-z]+ly,?\s+)*([a-z]+)\b"
)
#: Speakers whose present verb is bare ("I purr", "we bellow").
_BARE_SPEAKERS = wordset("i we they you")
_TAG_BEFORE = re.compile(
    rf"\b{_SPEAKER}\s+([a-z]+(?:ed|es|s|eth))\s*[,:]?(?:\s*[\"“‘]|\s+'(?=[A-Za-z]))"
)


#: Showy verbs of speech (stems): a sound or a manner put where "said" would do.
_SHOWY = words(
    """snarl bellow growl hiss roar bark chortl guffaw sneer thunder rumbl rasp croak shriek
    screech squeal whimper whin purr coo grunt howl trill cackl chuckl giggl scoff blurt bluster"""
)
#: Stems of verbs of speech and voice: after a line closed by a full stop (or by ! or ? with
#: a capital after it) only one of these makes a tag; any other verb begins the next
#: sentence, an action ('"...no one shall pass." Ragnhild walks past him').
_VOICE = (
    *_SHOWY,
    *words(
        """breath whisper murmur mutter mumbl croon trill chirp chirrup twitter squeak coo sniff
        snort snap snipe sooth wheedl cajol elucidat enunciat exclaim declar proclaim announc
        inton pronounc rejoin retort respond remark observ opin ventur counter quip chid scold
        warn cri plead beg insist protest boast gasp sigh moan groan wail sob scream holler
        yelp lisp slur stutter stammer drawl gush rant rave snicker spit spat bark yell shout
        call repl answer ask say said tell told add continu repeat
        expostulat ejaculat interject asseverat vociferat declaim querie averr quaver
        remonstrat simper interpos pontificat harrumph"""
    ),
)
#: Words that go on with the action after a comma, not a spoken line ("roars, and charges").
_NOT_SPEECH = wordset("and then but as while so before after his her its their the a an")
#: Words that open direct speech when a player speaks a line without quotes.
_SPEECH_OPENERS = wordset(
    """you youre youll youd i im ill we were who whos what whats why how never no yes hey halt
    stop begone yield surrender get come give behold fool fools"""
)
_UNQUOTED = re.compile(
    rf"\b(i|he|she|they|we|[a-z]+) ((?:{'|'.join(_SHOWY)})(?:s|es|ed|d)?)"
    r"(?: back)?(?: (?:at|to) (?:me|him|her|them|us|you|the \w+))? ([a-z]+)\b"
)


#: The showy verbs whose stem is a whole word ("bark", "roar"): bare, a noun or a verb.
_SHOWY_BARE = frozenset(w for w in _SHOWY if nlp.lemmas(w))
#: Subjects a bare present verb agrees with.
_PLURAL_SUBJECTS = wordset("i we they you")
#: "She sighs and says ...": the speaking is the plain verb's.
_AND_VERB = re.compile(r"\s+and\s+([a-z]+)")


def _tagged_already(t: Transcript, m: re.Match[str]) -> bool:
    """Whether the line closed before the sentence at ``m`` (a tag-shaped sentence after a
    closed line) has its tag elsewhere, so the sentence is an action: it goes on to a plain
    verb of speech ('"..." She sighs and says fine'), or the line is the second part of one
    its tag interrupted ("'...,' she told it, 'and you were ...' The elemental hissed")."""
    then = _AND_VERB.match(t.original, m.end(3))
    if then and then.group(1) in _PLAIN_TAGS:
        return True
    close = m.start(1) + 2
    parts = [t.span(a, b) for a, b in t.quoted]
    before = [(a, b) for a, b in parts if m.start(1) - 2 <= b <= close]
    if not before:
        return False
    opening = t.original[before[-1][0] : before[-1][0] + 2].lstrip("'\"‘“ ")
    return opening[:1].islower()


def _modern(verb: str) -> str:
    """An archaic "-eth" tag in its modern form ("rumbleth" -> "rumbles"), else ``verb``."""
    return archaic.modern_eth(verb) or verb


def _unquoted_tags(t: Transcript) -> list[Hit]:
    """A showy speech verb followed at once by the spoken line ("i snarl you shall not pass")."""
    hits: list[Hit] = []
    for m in _UNQUOTED.finditer(t.norm):
        subject, verb, nxt = m.group(1), m.group(2), m.group(3)
        if verb in _SHOWY_BARE and subject not in _PLURAL_SUBJECTS:
            continue  # "a tree has bark, right": a bare form is a verb only after i/we/they
        after = t.original[t.span(m.start(2), m.end(2))[1] :].lstrip(" ")
        said = after.startswith((",", ":")) and nxt not in _NOT_SPEECH
        if nxt in _SPEECH_OPENERS or (said and not nxt.endswith("ing")):
            hits.append(Hit(m.start(2), m.end(2), f"tag {verb!r} before a spoken line"))
    return hits


#: A tag after an unquoted line, closing its sentence or its clause: ", I proclaim to the
#: ogre." / ", the abbot thunders, and ..." (the speaker, the verb, its optional listener,
#: then a sentence end or "and"/"then" going on). A speaker in lower case, as speech-to-text
#: writes names, is a word no dictionary has (:func:`_named`).
_TAG_AFTER_UNQUOTED = re.compile(
    r",\s*(?P<who>(?i:i|he|she|they|we)|(?i:the)\s+[A-Za-z][a-z]+|[A-Za-z][a-z]+)\s+([a-z]+)"
    r"(?:\s+(?:to|at)\s+(?:the\s+|him|her|them|me|us)?(?:[\w-]+\s*){0,2})?"
    r"\s*(?:[.!?;]|$|,\s+(?:and|then)\b)"
)
#: Words said to someone: a line before the tag is speech, not the teller's narration.
_SPOKEN_TO = wordset("you your yours youre ye")


def _named(who: str) -> bool:
    """Whether the speaker of an unquoted tag names someone: a pronoun, "the" and a noun,
    a capitalised word, or a lower-case word no dictionary has ("grenna", "ysolde")."""
    low = who.lower()
    if low in {"i", "he", "she", "they", "we"} or low.startswith("the ") or who[0].isupper():
        return True
    return not nlp.lemmas(low)


#: Openers of a spoken line that open the teller's own narration as often ("I swing my
#: axe, the ogre roars").
_TELLERS = wordset("i im ill we were")


def _spoken_line(line: str) -> bool:
    """Whether the words before an unquoted tag are a line said aloud, not the teller's
    narration: they speak to a "you", or open as speech does, with a word that opens a
    spoken line ("halt", "never") or a bare command ("hush now", "hold still")."""
    said = normalise(line).split()
    if not said:
        return False
    if not _SPOKEN_TO.isdisjoint(said) or said[0] in _SPEECH_OPENERS - _TELLERS:
        return True
    return said[0] in nlp.lemmas(said[0]).get("VERB", ()) and "VB" in nlp.verb_forms(said[0])


def _unquoted_line_tags(t: Transcript) -> list[Hit]:
    """A showy speech verb tagging an unquoted line after it ("you are done here, my
    friend, I proclaim to the troll."; "hush now, ysolde crooned."): the line before the
    comma, back to the last sentence end, is said aloud (:func:`_spoken_line`)."""
    hits: list[Hit] = []
    for m in _TAG_AFTER_UNQUOTED.finditer(t.original):
        verb = m.group(2)
        bases = set(nlp.lemmas(verb).get("VERB", ()))
        if not bases or bases & _PLAIN_BASES or not verb.startswith(_VOICE):
            continue
        if not _named(m.group("who")):
            continue
        start, end = t.norm_span(m.start(2), m.end(2))
        if t.quotation_at(start) is not None:
            continue
        line = re.split(r"[.!?;:]", t.original[: m.start()])[-1]
        if not _spoken_line(line):
            continue
        hits.append(Hit(start, end, f"tag {verb!r} after a spoken line"))
    return hits


def said_bookism(t: Transcript) -> list[Hit]:
    """A showy speech tag next to a quotation ("Never!" the ogre rumbled) in typed text,
    or, unquoted as Whisper writes it, just before the spoken line.

    >>> len(said_bookism(Transcript('"You shall not pass," the ogre rumbled.')))
    1
    >>> said_bookism(Transcript('"You shall not pass," the ogre said.'))
    []
    >>> len(said_bookism(Transcript("the troll guffaws back at me who is going to stop me")))
    1
    >>> said_bookism(Transcript("the troll roars and charges at me"))
    []
    >>> len(said_bookism(Transcript('"Begone!" Olo bellows.')))
    1

    A sentence that follows a closed line is an action, not a tag, unless its verb is one
    of voice; an opening quote is never a tag's:

    >>> said_bookism(Transcript('"No one shall pass." Ragnhild walks past him.'))
    []
    >>> said_bookism(Transcript('"Why?" Korbin laughs. "You cannot."'))
    []
    >>> said_bookism(Transcript('says Olo. "There is no record."'))
    []

    Single quotation marks are quotation marks too; an apostrophe is not:

    >>> len(said_bookism(Transcript("'Turn around, ogre!' she bellows.")))
    1
    >>> len(said_bookism(Transcript("Kess snarls 'last warning' and shoots.")))
    1
    >>> said_bookism(Transcript("He gets in the kobold boss's face."))
    []
    >>> said_bookism(Transcript("He says the answer is 'an echo'."))
    []
    >>> len(said_bookism(Transcript('"Durrik," she susurrates, "come home."')))
    1
    >>> len(said_bookism(Transcript("'off with you,' olga wheezes, and waves")))
    1
    >>> said_bookism(Transcript("'off with you,' and olga waves"))
    []
    >>> len(said_bookism(Transcript('"Burn," I purr, and fling the torch.')))
    1
    >>> said_bookism(Transcript('"Burn," I say, and fling the torch.'))
    []

    A tag must be attached to speech that has no other tag:

    >>> said_bookism(Transcript('"Pay up." She sighs and says fine.'))
    []
    >>> said_bookism(Transcript("'Go,' she told it, 'and stay gone.' The imp hissed and fled."))
    []

    The archaic register's "-eth" is a tag's third person too:

    >>> len(said_bookism(Transcript("'Kneel,' the abbot thundereth.")))
    1
    >>> said_bookism(Transcript("'Kneel,' the abbot saith."))
    []
    """
    hits: list[Hit] = _unquoted_tags(t) + _unquoted_line_tags(t)
    found = [(m, 1) for m in _TAG_BEFORE.finditer(t.original)]
    for m in _TAG_AFTER.finditer(t.original):
        if m.group(2) in nlp.STOPWORDS - {"i", "he", "she", "it", "they", "we"}:
            continue  # "'...,' and roars": the action goes on, no one is named
        verb = _modern(m.group(3).lower())
        if not verb.endswith(("ed", "es", "s")) and not (
            m.group(2).lower() in _BARE_SPEAKERS and verb.startswith(_SHOWY)
        ):
            continue  # a bare verb tags a line only after I/we/they, and only a showy one
        closed = m.group(1) in {".", "…"} or (m.group(1) in {"!", "?"} and m.group(2)[0].isupper())
        if not closed or m.group(3).lower().startswith(_VOICE):
            found.append((m, 3))
    for m, group in found:
        verb = _modern(m.group(group).lower())
        # A word no dictionary has ("susurrates") is a verb where only a tag can stand:
        # after a line closed by a comma.
        rare = group == 3 and m.group(1) == "," and not nlp.lemmas(verb)
        if verb in _PLAIN_TAGS or ("VERB" not in nlp.lemmas(verb) and not rare):
            continue
        if group == 3 and m.group(1) not in ",—-" and _tagged_already(t, m):
            continue
        start, end = t.norm_span(m.start(group), m.end(group))
        hits.append(Hit(start, end, f"tag {verb!r}"))
    return hits
