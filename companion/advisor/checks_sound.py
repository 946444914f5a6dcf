"""The onomatopoeia card's structural check: sound words found by their shape.

Card "Onomatopoeia": "A sound effect spoken as a word: thwack, kaboom, splat." The deck's
cue phrases hold the sound words a table says most; this check finds the others the way a
listener does, by how they stand and how they are spelt, not by a list:

- drawn out, a letter three times over ("KRRRRK", "HOOOONK", "hsss"), when the word it
  draws out is a sound word, no word at all (not "sooo" or "nooo") or has no vowel to say
  ("hsss" is no "hiss" misspelt: a hiss);
- said twice running ("tik tik", "clack, clack", "chok chok"), a sound word or a word of one
  syllable that no dictionary gives as a word (a rare spelling, not a name said again);
- set off on its own, a sentence or a clause between commas by itself ("Crunch.",
  ", shhk,"): a sound word as listed, or a word no dictionary knows with one vowel sound
  (sound effects are one syllable; "Fwoomp", "thock").

A sound word is one of :data:`~companion.advisor.gate_words.SOUNDS` in its plain form
("crunch", not "crunching"), leaving out the cries of feeling ("ugh", "huh", "shh"):
they voice the speaker, not a sound in the scene.

>>> [h.why for h in onomatopoeia(Transcript("Grignr swings the club. Crunch."))]
["sound 'crunch' on its own"]
>>> [h.why for h in onomatopoeia(Transcript("the lid goes KRRRRK and opens"))]
["drawn-out sound 'krrrrk'"]
>>> onomatopoeia(Transcript("I step, turn, drop, roll and come up behind him."))
[]
>>> onomatopoeia(Transcript("Spiders, ugh, so I go round the long way."))
[]
>>> [h.why for h in onomatopoeia(Transcript("the cat arches: hsss!"))]
["drawn-out sound 'hsss'"]
>>> [h.why for h in onomatopoeia(Transcript("the goose goes HOOOONK at me"))]
["drawn-out sound 'hoooonk'"]
>>> onomatopoeia(Transcript("Hmmm, shhhh, I think the ogre is asleep"))
[]
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from companion.advisor import nlp, rarity
from companion.advisor.gate_words import SOUNDS
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript

#: Cries of feeling: the speaker's voice, not a sound effect in the scene.
_CRIES = wordset(
    "ugh oof ow ouch yikes eek huh phew whew tsk shh shush psst hmph pfft gasp ahem argh aargh"
    " grr hmm mm"
)
_EFFECTS = SOUNDS - _CRIES
_RUN = re.compile(r"(.)\1{2,}")
_VOWELS = re.compile(r"[aeiouy]+")
#: What may stand before and after a word set off on its own.
_OPENS = frozenset({"", ".", "!", "?", ",", ";", ":", "…"})
_CLOSES = frozenset({"", ".", "!", "?", ",", ";", "…"})
_ENDS = frozenset({"", ".", "!", "?", "…"})
_DOUBLES = re.compile(r"(.)\1+")


def _plain(word: str) -> str:
    """``word`` with each doubled letter said once ("hsss" -> "hs", "shh" -> "sh")."""
    return _DOUBLES.sub(r"\1", word)


#: The cries in their plain spelling, however drawn out ("hmmm", "shhhh" are cries).
_PLAIN_CRIES = frozenset(_plain(c) for c in _CRIES)


def _unknown(word: str) -> bool:
    """No word of the frequency list, the CMU dictionary or the lemma tables."""
    return rarity.zipf(word) == 0.0 and not nlp.phones(word) and not nlp.lemmas(word)


def _named(t: Transcript, word: str) -> bool:
    """The actor's name or a misspelling of it ("hruld" for Hroald): a name, not a sound
    (a name has a vowel; "grnk" is no "Grignr")."""
    return bool(_VOWELS.search(word)) and any(
        SequenceMatcher(None, word, name).ratio() >= 0.6 or word in name for name in t.actor_words
    )


def _sound(t: Transcript, word: str) -> bool:
    """A sound word as listed, or a one-syllable word no dictionary knows."""
    if not word.isalpha():
        return False
    if word in _EFFECTS:
        return True
    plain = _RUN.sub(r"\1", word)
    voiceless = not _VOWELS.search(plain) and _plain(word) not in _PLAIN_CRIES
    drawn_out = plain != word and (
        voiceless or plain in _EFFECTS or (rarity.zipf(plain) < 2.5 and not nlp.lemmas(plain))
    )
    inflected = len(plain) > 2 and plain[-1] == "s" and plain[-2] not in "s"
    return (
        (_unknown(plain) or drawn_out)
        and len(_VOWELS.findall(plain)) <= 1
        and (voiceless or not inflected)
        and not _named(t, plain)
    )


def _wordless(t: Transcript, word: str) -> bool:
    """A word of one syllable that no lemma table knows and the word lists hold as rare
    ("chok", "tink"): said again at once, a sound, when it is no name of the actor's."""
    return (
        word.isalpha()
        and not nlp.lemmas(word)
        and rarity.zipf(word) < 3.0
        and len(_VOWELS.findall(word)) == 1
        and not _named(t, word)
    )


def _listed(text: str, start: int, end: int) -> bool:
    """The clause at ``[start, end)`` is an item in a list of short ones ("I duck, spin,
    drop, roll"): the two clauses before it, or the one before and the one after, are two
    words or fewer."""
    opening = max(text.rfind(mark, 0, start) for mark in ".!?;:") + 1
    closing = min((i for i in (text.find(m, end) for m in ".!?;:") if i >= 0), default=len(text))
    before = [len(c.split()) for c in text[opening:start].split(",")[:-1]]
    after = [len(c.split()) for c in text[end:closing].split(",")[1:]]
    return (len(before) >= 2 and max(before[-2:]) <= 2) or (
        bool(before) and bool(after) and before[-1] <= 2 and after[0] <= 2
    )


def _alone(t: Transcript, i: int) -> bool:
    """Word ``i`` is a sentence or a clause between commas by itself, not an item of a list
    of short ones ("step, half-turn, drop, roll"); a capitalised word (a name, as often as
    not) stands alone only as a sentence of its own."""
    words, text = t.words, t.original
    start, end = t.span(words[i].start, words[i].end)
    before, after = text[:start].rstrip()[-1:], text[end:].lstrip()[:1]
    if before not in _OPENS or after not in _CLOSES:
        return False
    raw = text[start:end]
    if raw[:1].isupper() and not raw.isupper() and (before not in _ENDS or after not in _ENDS):
        return False
    if before == "," or after == ",":
        return not _listed(text, start, end)
    return True


def onomatopoeia(t: Transcript) -> list[Hit]:
    """A sound word drawn out, said twice running, or set off on its own."""
    words = t.words
    for i, w in enumerate(words):
        x = w.text
        if _RUN.search(x) and _sound(t, x):
            return [Hit(w.start, w.end, f"drawn-out sound {x!r}")]
        again = i + 1 < len(words) and words[i + 1].text == x
        if again and (_sound(t, x) or _wordless(t, x)):
            return [Hit(w.start, words[i + 1].end, f"sound {x!r} twice")]
        if _sound(t, x) and _alone(t, i):
            return [Hit(w.start, w.end, f"sound {x!r} on its own")]
    return []
