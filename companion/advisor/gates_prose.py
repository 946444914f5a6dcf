"""The "could fit" gates for the prose cards, each written from the card's definition.

A gate states what the quoted words must hold for the card to be possible at all (a
necessary condition, not proof): a said-bookism's quote holds a verb of speech other than
a plain one, an alliteration's three words sharing a first sound. It returns what it saw
(shown to the GM beside the card) or None. See :mod:`companion.advisor.gates`.
"""

from __future__ import annotations

from itertools import pairwise

from companion.advisor import nlp, rarity
from companion.advisor.gate_text import (
    Said,
    adjective,
    content,
    forms,
    lemma_in,
    noun,
    phrase_at,
    pos,
    repeated,
    verb,
    verb_lemmas,
)
from companion.advisor.gate_words import (
    BE_GET,
    BODY,
    CHAINS,
    COMPARISONS,
    COY,
    DIGRESSION,
    FIGURES,
    KNOWN,
    LISTENERS,
    MIND,
    MODERN,
    MODERN_PARTS,
    NEGATIVES,
    PLAIN_SPEECH,
    QUANTITIES,
    SPEECH,
    THIRD,
)
from companion.advisor.gates_sound import unknown_word
from companion.advisor.idioms import IDIOM_FRAGMENTS
from companion.advisor.lexicons import (
    FLORID,
    NOT_ADVERBS,
    NOT_STACKED,
    NUMBERS,
    wordset,
)


def _ly_adverb(word: str) -> bool:
    return len(word) > 4 and word.endswith("ly") and word not in NOT_ADVERBS


def _adverb(word: str) -> bool:
    """An -ly manner adverb, or a content word that can be an adverb (faster, harder)."""
    return _ly_adverb(word) or (content(word) and "ADV" in pos(word))


def _descriptive(word: str) -> bool:
    return word in FLORID or (adjective(word) and word not in NOT_STACKED)


# --- words ------------------------------------------------------------------------------


def said_bookism(s: Said) -> str | None:
    """A verb of speech other than a plain one (said, asked, told, replied...)."""
    for view in s.each():
        for w in view:
            lemmas = verb_lemmas(w) | ({w} if w in SPEECH else set())
            if lemmas & SPEECH and not lemmas & PLAIN_SPEECH:
                return f"verb of speech {w!r}"
    return None


def tom_swifty(s: Said) -> str | None:
    """A verb of speech (plain ones too) and an -ly adverb to tag it."""
    for view in s.each():
        speech = [w for w in view if verb_lemmas(w) & SPEECH]
        adverbs = [w for w in view if _ly_adverb(w)]
        if speech and adverbs:
            return f"{speech[0]!r} tagged {adverbs[0]!r}"
    return None


def adverb_pileup(s: Said) -> str | None:
    """Three or more adverbs (the card: "three or more adverbs heaped onto one action")."""
    for view in s.each():
        found = {w for w in view if _adverb(w)}
        if len(found) >= 3:
            return f"{len(found)} adverbs"
    return None


def purple_prose(s: Said) -> str | None:
    """Three or more descriptive words (adjectives, florid colour, light and mood words)."""
    for view in s.each():
        found = {w for w in view if _descriptive(w)}
        if len(found) >= 3:
            return f"{len(found)} descriptive words"
    return None


def thesaurus_abuse(s: Said) -> str | None:
    """A long rare word (seven letters or more, a real word, rarer than Zipf 3)."""
    for view in s.each():
        for w in view:
            z = rarity.zipf(w)
            real = z > 0 or bool(nlp.phones(w)) or bool(nlp.lemmas(w))
            if len(w) >= 7 and real and z < 3.0 and content(w):
                return f"rare word {w!r}"
    return None


_POSSESSIVES = frozenset({"my", "his", "her", "its", "their", "your", "our", "thy"})


def body_part_euphemism(s: Said) -> str | None:
    """A body part under a coy or florid name: a coy name (orbs, thews), a body part or a
    figure dressed up with a word before it (ruby lips, limpid pools), or someone's part
    given a name of its own (his dainty kisser, my bulging pythons)."""
    for view in s.each():
        for i, w in enumerate(view):
            if w in COY or forms(w) & COY:
                return f"coy name {w!r}"
            before = view[max(0, i - 3) : i]
            if forms(w) & (BODY | FIGURES) and any(_descriptive(b) for b in before[-2:]):
                return f"{before[-1]} {w!r}"
            owners = [k for k, b in enumerate(before) if b in _POSSESSIVES]
            if noun(w) and owners and all(content(b) for b in before[owners[-1] + 1 :]):
                named = " ".join([*before[owners[-1] + 1 :], w])
                return f"a part named {named!r}"
    for said in s.t.words:  # the giant's great granite gob
        start, _end = s.t.span(said.start, said.end)
        if s.original[:start].rstrip().endswith(("'s", "’s")) and noun(said.text):
            return f"someone's {said.text!r}"
    return None


def anachronism(s: Said) -> str | None:
    """An object, word or idea that could be from the wrong era: a modern one the list
    knows, or any named thing (which era a thing belongs to is the model's knowledge; the
    gate asks only that the words name one)."""
    things = []
    for view in s.each():
        for w in view:
            if forms(w) & MODERN:
                return f"modern word {w!r}"
            if len(w) >= 6 and any(part in w for part in MODERN_PARTS) and content(w):
                return f"modern word {w!r}"
            if noun(w) or (content(w) and unknown_word(w)):
                things.append(w)
    return f"a thing named: {things[0]!r}" if things else None


#: Words that say again what a verb or noun already says ("return back", "join together").
_ECHOES = wordset(
    "back again together forward down up ahead out over above below in off both each all"
)


def _modifier(word: str) -> bool:
    """A word that qualifies another: an adjective, an adverb, a particle, a number."""
    return word in _ECHOES or word in NUMBERS or bool(pos(word) & {"ADJ", "ADV"})


def redundancy(s: Said) -> str | None:
    """The same thing said twice in one breath: two words side by side (or one word apart)
    where one qualifies the other (free gift, return back, final last, two twins), or two
    words of one stem or lemma (decapitate ... head aside, that needs the meaning)."""
    for view in s.each():
        places = [i for i, w in enumerate(view) if content(w) or w in _ECHOES]
        for a, b in pairwise(places):
            x, y = view[a], view[b]
            if b - a <= 2 and x != y and (_modifier(x) or _modifier(y)):
                return f"{x!r} with {y!r}"
            if b - a <= 3 and len(x) > 3 and (x[:4] == y[:4] or forms(x) & forms(y)) and x != y:
                return f"{x!r} and {y!r}"
    return None


_PREPOSITIONS = wordset(
    "in at on by under over of out to from than or as like for up with into off"
)


def cliche(s: Said) -> str | None:
    """A stock phrase's shape: a known idiom, a stock comparison ("cool as a cucumber",
    "as bold as"), or a set phrase of common words around a preposition ("in the nick of
    time", "at the end of the day")."""
    for view in s.each():
        found = phrase_at(view, [f for _id, f in IDIOM_FRAGMENTS])
        if found:
            return f"idiom {found[1]!r}"
        for i in range(len(view) - 2):
            a, b, c = view[i : i + 3]
            if b == "as" and adjective(a) and (c in {"a", "an", "the"} or noun(c)):
                return f"stock comparison '{a} as {c}'"
            if a == "as" and c == "as" and adjective(b):
                return f"stock comparison 'as {b} as'"
            if a == "like" and b in {"a", "an", "the"} and noun(c):
                return f"stock simile 'like {b} {c}'"
        for i in range(len(view) - 2):
            run = view[i : i + 4]
            words = [x for x in run if content(x)]
            linked = any(x in _PREPOSITIONS for x in run[1:-1])
            if len(words) >= 2 and linked and all(rarity.zipf(x) >= 3.3 for x in words):
                return f"set phrase {' '.join(run)!r}"
    return None


def strained_simile(s: Said) -> str | None:
    """A comparison (like, as if, as ... as) with at least three words after it."""
    for view in s.each():
        found = phrase_at(view, COMPARISONS)
        if found and len(view) - found[0] - len(found[1].split()) >= 3:
            return f"comparison {found[1]!r}"
        for i in range(len(view) - 2):
            if view[i] == "as" and view[i + 2] == "as" and len(view) - i - 3 >= 2:
                return f"comparison 'as {view[i + 1]} as'"
            if view[i + 1] == "as" and adjective(view[i]) and view[i + 2] in {"a", "an"}:
                return f"comparison '{view[i]} as {view[i + 2]}'"
    return None


def mixed_metaphor(s: Said) -> str | None:
    """Two figures of speech: two idioms, or two images (two nouns, two verbs) in one
    stretch of at least six words."""
    for view in s.each():
        ids = {i for i, f in IDIOM_FRAGMENTS if phrase_at(view, [f])}
        if len(ids) >= 2:
            return "two idioms"
        nouns = {w for w in view if noun(w)}
        verbs = {w for w in view if verb(w)}
        if len(view) >= 6 and len(nouns) >= 2 and len(verbs) >= 2:
            return "two images in one stretch"
    return None


def epithet_overload(s: Said) -> str | None:
    """Two or more descriptive noun phrases (the scourge of the north, the son of the
    steppes) where a name would do."""
    for view in s.each():
        phrases = 0
        for i, w in enumerate(view):
            if w in {"the", "a", "an"} and any(noun(x) for x in view[i + 1 : i + 3]):
                phrases += 1
        if phrases >= 2:
            return f"{phrases} noun phrases"
    return None


# --- narration ----------------------------------------------------------------------


def tense_shift(s: Said) -> str | None:
    """A verb in the past and a verb in the present."""
    for view in s.each():
        tenses = {w: nlp.verb_tense(w) for w in view}
        past = [w for w, t in tenses.items() if t == "past"]
        present = [w for w, t in tenses.items() if t == "present"]
        if past and present:
            return f"{past[0]!r} (past) and {present[0]!r} (present)"
    return None


def pov_shift(s: Said) -> str | None:
    """A thought or feeling, and another being it could belong to (he, the ogre...)."""
    for view in s.each():
        minds = lemma_in(view, MIND)
        others = [i for i, w in enumerate(view) if w in THIRD or (w == "the" and i + 1 < len(view))]
        if minds and others:
            return f"a mind: {view[minds[0]]!r}"
    return None


_CLAUSE_LINKS = wordset("and then so but while after before when upon on once")


def dangling_modifier(s: Said) -> str | None:
    """A participle phrase opening a clause ("Drawing my bow...", "..., and then, swimming
    out, the croc god...", "Being hungry...") with a clause after it."""
    words = s.t.words
    for i, w in enumerate(words):
        opener = nlp.is_participle(w.text) or nlp.is_past_participle(w.text)
        if not (opener or w.text in {"being", "having"}) or len(words) - i < 4:
            continue
        start = s.t.span(w.start, w.end)[0]
        boundary = s.original[:start].rstrip()[-1:] in {"", ",", ".", ";", ":", "!", "?"}
        if i == 0 or boundary or words[i - 1].text in _CLAUSE_LINKS:
            return f"opening phrase {w.text!r}"
    return None


def run_on_sentence(s: Said) -> str | None:
    """Action after action chained by and, then, so: two links and three verbs."""
    for view in s.each():
        links = [w for w in view if w in CHAINS]
        verbs = {w for w in view if verb(w)}
        if len(links) >= 2 and len(verbs) >= 3:
            return f"{len(links)} links, {len(verbs)} verbs"
    return None


def continuity_error(s: Said) -> str | None:
    """Two details that can clash: two counts, one thing mentioned twice, or two
    statements (two verbs) side by side."""
    for view in s.each():
        verbs = [w for w in view if verb(w)]
        if len(set(verbs)) >= 2:
            return f"two statements: {verbs[0]!r}, {verbs[1]!r}"
        counts = [w for w in view if w in QUANTITIES or w in NUMBERS]
        if len(counts) >= 2:
            return f"counts {counts[0]!r} and {counts[1]!r}"
        again = repeated(view, noun)
        if again:
            return f"{again!r} mentioned twice"
    return None


def double_negative(s: Said) -> str | None:
    """Two negatives."""
    for view in s.each():
        found = [w for w in view if w in NEGATIVES]
        if len(found) >= 2:
            return f"negatives {found[0]!r} and {found[1]!r}"
    return None


def ambiguous_pronoun(s: Said) -> str | None:
    """A he, she, it or they after two beings or things it could point to."""
    for view in s.each():
        for i, w in enumerate(view):
            if w in THIRD and len({x for x in view[:i] if noun(x)}) >= 2:
                return f"{w!r} after two names"
    return None


_ELSEWHEN = wordset(
    "once ago used year years summer winter spring autumn childhood youth story tale"
)


def narrative_digression(s: Said) -> str | None:
    """A turn into another story ("reminds me of the time", "anyway"), or another time
    told of at some length (eight words or more)."""
    for view in s.each():
        found = phrase_at(view, DIGRESSION)
        if found:
            return f"turn {found[1]!r}"
        other = [w for w in view if w in _ELSEWHEN or forms(w) & _ELSEWHEN]
        if other and len(view) >= 8:
            return f"another time: {other[0]!r}"
    return None


def as_you_know(s: Said) -> str | None:
    """Knowing or remembering, told to listeners (as you know, you will recall)."""
    for view in s.each():
        if phrase_at(view, ["of course", "needless to say"]):
            return "'of course'"
        known = lemma_in(view, KNOWN)
        if known and any(w in LISTENERS for w in view):
            return f"{view[known[0]]!r} told to the listeners"
    return None


def passive_voice(s: Said) -> str | None:
    """A form of be or get followed by a past participle ("is pierced", "got hit")."""
    for view in s.each():
        for i, w in enumerate(view):
            if w in BE_GET:
                for x in view[i + 1 : i + 3]:
                    if nlp.is_past_participle(x):
                        return f"{w} {x!r}"
    return None
