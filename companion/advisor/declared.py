"""Cards and bonuses a player says they are going for ("I'm going for the Malapropism card").

Rule ("Character bonuses"): "Players do not declare that they are trying for a character
bonus. If a player does declare it, the bonus is not awarded." (Cards likewise.)
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from companion.advisor import nlp
from companion.advisor.text import Hit, Transcript
from companion.deck import Deck, normalise

_DECLARE = re.compile(
    r"\b(?:(?:im|i am) (?:\w+ly |just |so |def )?(?:going|aiming|trying|angling|gunning) for"
    r"|(?:can|could|do|may|should|will) i (?:get|have|claim|earn|score)"
    r"|(?:does|will|should|would|did|could) (?:that|this|it) (?:count|qualify|earn|get me|score"
    r"|work)(?: (?:for|as))?"
    r"|(?:that|this|it) (?:should|ought to|has to|must|will|would) (?:count|earn|get|be worth"
    r"|qualify)(?: me)?(?: (?:for|as))?"
    r"|(?:im|i am) (?:using|playing|doing|going with|pulling out|calling|claiming)"
    r"|^(?:playing|using|going for)"
    r"|i (?:want|claim|play|call|would like|use)|id like|give me|gimme"
    r"|(?:that|this) (?:earns|is worth|is) (?:me )?|(?:is|isnt) (?:that|this) worth"
    r"|thats|that is|this is|(?:that|this) ones?(?: is)?"
    r"|(?:theres|there is|there goes|heres|here is|here comes)(?= my ))"
    # What is named, looked at without taking it: the words after one trigger may hold the
    # next ("that's in the way, ha, that's a double negative").
    r"(?=(?: (?:the|my|a|an|some|that|this))? ((?:\w+ ){0,4}\w+))"
)
_NAMED = re.compile(r"^(.*?) ?\b(?:card|bonus|points?)\b")
_BONUS_NAMES = {
    "background": "background",
    "equipment": "equipment",
    "clever": "clever",
    "cleverness": "clever",
    "gear": "equipment",
    "character": "background",
    "approach": "background",
}


def _declared_name(said: str, names: dict[str, str], named: bool) -> str | None:
    """The card or bonus the words name: the longest leading run of words that matches
    (fuzzily when the player said "card" or "bonus", closely otherwise; with "card" said,
    a word only one name holds may stand for it: "the emotion card")."""
    if named and f"{said} card" in names:
        return names[f"{said} card"]
    words = said.split()
    for n in range(len(words), 0, -1):
        head = " ".join(words[:n])
        if head in _BONUS_NAMES and (named or n == len(words) or head == "approach"):
            return _BONUS_NAMES[head]
        best = max(names, key=lambda k: fuzz.ratio(k, head))
        score = max(
            fuzz.ratio(best, head), fuzz.ratio(best.replace(" ", ""), head.replace(" ", ""))
        )
        if score >= (80 if named else 92):
            return names[best]
    return None


_NAMES: dict[int, tuple[Deck, dict[str, str]]] = {}


def _spoken_names(deck: Deck) -> dict[str, str]:
    """How a player may name each card aloud -> card id (cached per deck object)."""
    cached = _NAMES.get(id(deck))
    if cached is not None and cached[0] is deck:
        return cached[1]
    names = {normalise(c.name): c.id for c in deck.cards}
    names.update({c.id.replace("-", " "): c.id for c in deck.cards})
    first_words: dict[str, list[str]] = {}
    for c in deck.cards:
        first_words.setdefault(normalise(c.name).split()[0], []).append(c.id)
    names.update({w: ids[0] for w, ids in first_words.items() if len(ids) == 1 and len(w) >= 8})
    # A name's hyphened first word, said alone: "my run-on card".
    for c in deck.cards:
        head = c.name.split()[0]
        if "-" in head and " " in c.name and len(head) >= 6:
            names.setdefault(normalise(head), c.id)
    # A word of a name with "card" after it, when no other name holds it: "the emotion
    # card", "that's the adverb card" (said alone, "nature" is only a word).
    holders: dict[str, set[str]] = {}
    for c in deck.cards:
        words = normalise(c.name).split()
        for w in words if len(words) > 1 else []:
            if len(w) >= 5:
                holders.setdefault(w, set()).add(c.id)
    names.update({f"{w} card": min(ids) for w, ids in holders.items() if len(ids) == 1})
    for c in deck.cards:
        what = _what_it_is(c.definition)
        if what and what not in names:
            names[what] = c.id
    _NAMES[id(deck)] = (deck, names)
    return names


def _what_it_is(definition: str) -> str:
    """The two-noun compound a definition opens with, the thing the card is ("A sound
    effect spoken as a word" -> "sound effect"): a player may name the card by it ("that's
    my sound-effect card"). Empty when the definition opens otherwise.

    >>> _what_it_is("A body part dressed up in a coy or florid name.")
    'body part'
    >>> _what_it_is("A phrase worn smooth by overuse.")
    ''
    """
    words = normalise(definition).split()
    if words[:1] in (["a"], ["an"], ["the"]):
        words = words[1:]
    nouns = [
        bool(nlp.lemmas(w).get("NOUN")) and nlp.content([w]) == [w] and not nlp.is_finite_verb(w)
        for w in words[:3]
    ]
    return " ".join(words[:2]) if nouns == [True, True, False] else ""


#: A card or bonus named with its kind after it: "worth my background bonus", "that's the
#: alliteration card", or claimed just after: "a tom swifty, i want that card".
_NAME_THEN_CARD = re.compile(
    r"\b((?:\w+ ){0,3}?\w+) "
    r"(?:(?:because |cause |since |as |so )?(?:i want|i claim|i call|ill take|give me|gimme)"
    r" (?:that|the|this|my) |(?:thats|that is|its) (?:a |my |the )?)?(?:card|bonus)\b"
)
#: A card named, then said to be for the card: "going full purple prose on this one for
#: the card", "alliteration here for the bonus".
_NAME_FOR_CARD = re.compile(
    r"\b((?:\w+ ){0,3}?\w+) (?:on (?:this|that)(?: one)? |here |there )?for (?:the|that|a|my)"
    r" (?:card|bonus)\b"
)
#: A card named and then claimed: "does the double negative count", "the tense shift i was
#: going for".
_NAME_THEN_CLAIM = re.compile(
    r"\b(?:the|a|my|that|this|some) ((?:\w+ ){0,2}\w+) (?:count|counts|qualify|qualifies"
    r"|i was going for|im going for|i am going for|im after|i was after)\b"
)


#: A card named, then called as the player's: "appeal to nature there, calling it",
#: "alliteration, that's one for me", "a tom swifty, write it down".
_NAME_THEN_CALL = re.compile(
    r"\b((?:\w+ ){0,3}?\w+) (?:right )?(?:there |here )?(?:calling it|i call it|called it"
    r"|(?:thats|that is|that ones|that one is) (?:one for me|mine|my card|a point for me)"
    r"|(?:write|mark|put|note) (?:it|that) down)\b"
)


#: A bonus named by its game word with an owner: "I'm using my rat-catcher background
#: here", "that's also her background, herb-wife", "that's my equipment, I want the plus 1".
#: A character in the story has a past, a trade, a pack; only a player at the table speaks
#: of their "background" or "equipment".
_OWN_BONUS = re.compile(r"\b(?:my|her|his|their) (?:\w+ ){0,2}?(background|equipment)\b")


def declared(t: Transcript, deck: Deck) -> list[tuple[str, Hit]]:
    """Cards and bonuses the player said they were going for, with where they said it.

    >>> from companion.deck import standard_deck
    >>> [d for d, _ in declared(Transcript("I'm going for the Malapropism card!"), standard_deck())]
    ['malapropism']
    >>> [d for d, _ in declared(Transcript("can i get my background bonus"), standard_deck())]
    ['background']
    >>> [d for d, _ in declared(Transcript("that's worth my equipment bonus"), standard_deck())]
    ['equipment']
    >>> [d for d, _ in declared(Transcript("she waits for dark, that's my approach"),
    ...     standard_deck())]
    ['background']
    >>> [d for d, _ in declared(Transcript("Appeal to authority, because I want that card: the"
    ...     " Patriarch said so"), standard_deck())]
    ['appeal-to-authority']
    >>> [d for d, _ in declared(Transcript("does the tom swifty count"), standard_deck())]
    ['tom-swifty']
    >>> [d for d, _ in declared(Transcript("okay I'm using the false dilemma on this one"),
    ...     standard_deck())]
    ['false-dilemma']
    >>> [d for d, _ in declared(Transcript("Playing false dilemma: fight me or die, ogre."),
    ...     standard_deck())]
    ['false-dilemma']
    >>> [d for d, _ in declared(Transcript("I'm using my rat-catcher background here guys"),
    ...     standard_deck())]
    ['background']
    >>> [d for d, _ in declared(Transcript("that's my equipment, I want the plus 1"),
    ...     standard_deck())]
    ['equipment']
    >>> [d for d, _ in declared(Transcript("ok this one's my run-on card, watch."),
    ...     standard_deck())]
    ['run-on-sentence']
    >>> [d for d, _ in declared(Transcript("[There's my said-bookism, GM, if it's face up.]"),
    ...     standard_deck())]
    ['said-bookism']
    >>> [d for d, _ in declared(Transcript("(That one is a Tom Swifty, GM.)"), standard_deck())]
    ['tom-swifty']
    >>> [d for d, _ in declared(Transcript("she sneaks, and i'm calling alliteration on that"),
    ...     standard_deck())]
    ['alliteration-excess']
    >>> [d for d, _ in declared(Transcript("That's the emotion card, right?"), standard_deck())]
    ['appeal-to-emotion']
    >>> [d for d, _ in declared(Transcript("'honey's natural.' appeal to nature there, calling it"),
    ...     standard_deck())]
    ['appeal-to-nature']
    >>> [d for d, _ in declared(Transcript("I swing, bang, crash. Ha, onomatopoeia, that's one for"
    ...     " me"), standard_deck())]
    ['onomatopoeia']
    >>> declared(Transcript("I grab the biggest gem, that's mine, write it down"), standard_deck())
    []
    >>> [d for d, _ in declared(Transcript("I gently, slowly work the pins. Adverb card."),
    ...     standard_deck())]
    ['adverb-pileup']
    >>> [d for d, _ in declared(Transcript('"i run and i jump" -- run on sentence thats a card'),
    ...     standard_deck())]
    ['run-on-sentence']
    >>> [d for d, _ in declared(Transcript("(OOC: going full purple prose on this one for the"
    ...     " card.)"), standard_deck())]
    ['purple-prose']
    >>> declared(Transcript("I trade the gem for the card the elf holds"), standard_deck())
    []
    >>> declared(Transcript("That's nature for you."), standard_deck())
    []
    >>> declared(Transcript("I'm calling the dog back."), standard_deck())
    []
    >>> declared(Transcript("There is a red door, and this one is locked."), standard_deck())
    []
    >>> declared(Transcript("the drums beat in the background"), standard_deck())
    []
    >>> declared(Transcript("I slide my credit card in the lock"), standard_deck())
    []
    >>> declared(Transcript("I'm going for the door"), standard_deck())
    []
    """
    names = _spoken_names(deck)
    out: list[tuple[str, Hit]] = []
    for m in _DECLARE.finditer(t.norm):
        said = m.group(1)
        named = _NAMED.match(said)
        found = _declared_name(named.group(1) if named else said, names, named=bool(named))
        if found:
            out.append((found, Hit(m.start(), m.end(1), "declared")))
    patterns = (
        (_NAME_THEN_CARD, True),
        (_NAME_FOR_CARD, True),
        (_NAME_THEN_CLAIM, False),
        (_NAME_THEN_CALL, False),
    )
    for pattern, named_it in patterns:
        for m in pattern.finditer(t.norm):
            found = _trailing_name(m.group(1), names, named=named_it)
            if found and all(found != d for d, _ in out):
                out.append((found, Hit(m.start(), m.end(), "declared")))
    for m in _OWN_BONUS.finditer(t.norm):
        if all(d != m.group(1) for d, _ in out):
            out.append((m.group(1), Hit(m.start(), m.end(), "declared")))
    for found, hit in _names_alone(t, names):
        if all(found != d for d, _ in out):
            out.append((found, hit))
    return out


#: A sentence, or its lead before a comma or colon ("Straw man, for the record.").
_LEAD = re.compile(r"[^.!?;:,\"“”]+")
#: A verb of claiming that may open such a sentence: "Claiming Tom Swifty."
_CLAIM_LEAD = re.compile(r"^(?:claiming|calling|playing|using|going for|thats|that is) ")


def _names_alone(t: Transcript, names: dict[str, str]) -> list[tuple[str, Hit]]:
    """Cards named as a sentence of their own, or as a sentence's lead: "Appeal to
    authority, noted." (a card name said to the table is no part of the action).

    >>> from companion.deck import standard_deck
    >>> [d for d, _ in declared(Transcript("Two coppers. Appeal to authority, noted."),
    ...     standard_deck())]
    ['appeal-to-authority']
    >>> declared(Transcript("Authority is mine here, the priest says."), standard_deck())
    []
    >>> [d for d, _ in declared(Transcript('"Down!" he barked. Claiming Tom Swifty.'),
    ...     standard_deck())]
    ['tom-swifty']

    A name that is also a plain phrase opens a sentence without naming the card:

    >>> declared(Transcript("As you know, uncle, I swore to guard you."), standard_deck())
    []
    """
    out: list[tuple[str, Hit]] = []
    for sentence in re.finditer(r"(?:^|(?<=[.!?]))[\s\"”“]*([^.!?]+)", t.original):
        lead = _LEAD.match(t.original, sentence.start(1))
        if lead is None:
            continue
        first, last = t.norm_span(lead.start(), lead.end())
        said = _CLAIM_LEAD.sub("", t.norm[first:last].strip())
        if len(said) < 6 or said in _BONUS_NAMES:
            continue
        best = max(names, key=lambda k: fuzz.ratio(k, said))
        if len(nlp.content(best.split())) >= 2 and fuzz.ratio(best, said) >= 92:
            out.append((names[best], Hit(first, last, "declared")))
    return out


def _trailing_name(said: str, names: dict[str, str], named: bool) -> str | None:
    """The card or bonus the last words of ``said`` name, longest run first."""
    words = said.split()
    for n in range(min(len(words), 4), 0, -1):
        tail = " ".join(words[-n:])
        if tail in _BONUS_NAMES:
            return _BONUS_NAMES[tail]
        if named and f"{tail} card" in names:
            return names[f"{tail} card"]
        best = max(names, key=lambda k: fuzz.ratio(k, tail))
        if fuzz.ratio(best, tail) >= (85 if named else 92):
            return names[best]
    return None
