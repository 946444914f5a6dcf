"""What speech and speech-to-text do to words, undone: the spoken register, spelt out.

Players at a table say "he's", "don't", "cause", "gonna", "3 ghouls", "he he bellows";
cues and checks are written for one form, so :func:`spell_out` gives a second view of the
normalised words (:attr:`companion.advisor.text.Transcript.spoken`) with:

- contractions spelt out: "I'm" -> "i am", "you're" -> "you are", "we've" -> "we have",
  "they'll" -> "they will", "don't" -> "do not", "can't" -> "can not", "won't" -> "will
  not", "ain't" -> "is not"; "'s" after a pronoun ("he's", "that's", "there's") -> "is"
  ("has" before "got"/"been"), and after a name or noun when what follows cannot start the
  noun it would own ("the siren's no different", "Mira's gonna") -> "is"; after "nobody",
  "no one", "someone" and the like before a past participle ("nobody's proved") -> "has".
  Forms without the apostrophe that are no other word ("dont", "youre", "hes") are read
  the same way; "ill", "well", "were", "its", "shell" are words, so only "I'll", "we'll"
  ... are spelt out.
- spoken shortenings: "cause"/"cuz"/"coz"/"cos" -> "because" (not "the cause", "to cause"),
  and the typed chat's "bc"/"bcuz"/"becuz"/"becoz" -> "because" (not "300 BC"),
  "gonna" -> "going to", "wanna" -> "want to", "gotta" -> "got to", "kinda" -> "kind of",
  "dunno" -> "do not know", "lemme" -> "let me", "gimme" -> "give me", "'em" -> "them",
  a dropped g ("goin'") -> "going".
- typed chat's shortenings: "u" -> "you" (not "a U-bend", "the letter u"), "ur" -> "your",
  or "you are" before what only follows a verb's subject ("ur saying", "ur not"), "r" ->
  "are" (not "the letter r"), "thru" -> "through", "tho" -> "though",
  "ppl" -> "people", "pls"/"plz" -> "please", "abt" -> "about", "yall" -> "you all", and
  the slashed "w/" -> "with", "w/o" -> "without", "b/c" -> "because".
- numbers written as digits -> words ("3" -> "three"), so counts read alike however typed.
- a pronoun or article said twice in a row ("he he bellows", "the the") -> once (a restart;
  the hesitation sounds between are already gone).
- the archaic register of mock-epic telling (:mod:`companion.advisor.archaic`): "he
  rumbleth" -> "he rumbles", "hath" -> "has", "thou (well) knowest" -> "you (well) know",
  "hast thou" -> "have you", "thee"/"ye" -> "you" ("thy" is left as it is), "ergo" -> "so",
  "'tis" -> "it is". A capitalised "-eth" word is a name ("Kenneth").

Every output character maps to an offset of the original text, so a hit in this view
quotes the player's own words.

>>> from companion.advisor.text import Transcript
>>> Transcript("He's gonna say the siren's no different, cause I'm 3 times as loud").spoken.norm
'he is going to say the siren is no different because i am three times as loud'
>>> Transcript("the cause of it, he he don't care").spoken.norm
'the cause of it he do not care'
>>> Transcript("so ur saying u r the boss? THOSE R UR OPTIONS, w/ or w/o ppl").spoken.norm
'so you are saying you are the boss those are your options with or without people'
>>> Transcript("a U-bend, the letter u, the ziggurat of Ur").spoken.norm
'a u bend the letter u the ziggurat of ur'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.advisor import archaic, nlp
from companion.advisor.lexicons import wordset

if TYPE_CHECKING:
    from companion.advisor.text import Transcript, Word

#: Contractions that are no other word, with or without the apostrophe.
_ALWAYS = {
    "im": "i am",
    "youre": "you are",
    "theyre": "they are",
    "ive": "i have",
    "youve": "you have",
    "weve": "we have",
    "theyve": "they have",
    "youll": "you will",
    "theyll": "they will",
    "itll": "it will",
    "thatll": "that will",
    "youd": "you would",
    "theyd": "they would",
    "hes": "he is",
    "shes": "she is",
    "thats": "that is",
    "whats": "what is",
    "theres": "there is",
    "heres": "here is",
    "whos": "who is",
    "wheres": "where is",
    "hows": "how is",
    "dont": "do not",
    "doesnt": "does not",
    "didnt": "did not",
    "cant": "can not",
    "couldnt": "could not",
    "wouldnt": "would not",
    "shouldnt": "should not",
    "mustnt": "must not",
    "isnt": "is not",
    "arent": "are not",
    "wasnt": "was not",
    "werent": "were not",
    "havent": "have not",
    "hasnt": "has not",
    "hadnt": "had not",
    "aint": "is not",
    "shant": "shall not",
    "gonna": "going to",
    "wanna": "want to",
    "gotta": "got to",
    "kinda": "kind of",
    "sorta": "sort of",
    "outta": "out of",
    "lotta": "lot of",
    "dunno": "do not know",
    "lemme": "let me",
    "gimme": "give me",
    "tryna": "trying to",
    "cuz": "because",
    "coz": "because",
    "cos": "because",
    "bc": "because",
    "bcuz": "because",
    "becuz": "because",
    "becoz": "because",
    "thru": "through",
    "tho": "though",
    "ppl": "people",
    "pls": "please",
    "plz": "please",
    "abt": "about",
    "yall": "you all",
}
#: Typed chat's slashed shortenings: the letter before the slash, the one after ("" none).
_SLASHED = {("w", "o"): "without", ("b", "c"): "because", ("w", ""): "with"}
#: What follows "ur" when it stands for "you are" ("ur saying", "ur not", "ur a coward"),
#: besides a word in "-ing".
_UR_ARE = wordset(
    "not so a an the gonna going right wrong welcome just really too very all being such"
)
#: Words after which "u" or "r" is a letter ("the letter u", "a u-bend").
_LETTER_BEFORE = wordset("a an the letter")
#: Contractions that spell another word without the apostrophe ("ill", "well", "its").
_WITH_APOSTROPHE = {
    "ill": "i will",
    "id": "i would",
    "well": "we will",
    "wed": "we would",
    "hell": "he will",
    "shell": "she will",
    "itd": "it would",
    "its": "it is",
    "lets": "let us",
    "wont": "will not",
    "em": "them",
}
_HAS_NEXT = wordset("got been")
#: Who "'s" follows as "has" before a past participle ("nobody's proved", "someone's
#: taken it"), not as an owner: "nobody's fool" keeps its "'s".
_INDEFINITE = wordset("nobody someone somebody everyone everybody anyone anybody")
#: What a "has" is followed by besides a past participle ("nobody's ever", "no one's yet").
_PERFECT_NEXT = wordset("ever never yet already just proven disproven")
#: Words that cannot open the noun phrase a possessive "'s" would own: after "Mira's" they
#: make it "Mira is" ("Mira's gonna", "the siren's no different", "the ogre's still").
_NOT_OWNED = wordset(
    """not no never just so too really basically gonna going like all always about a an the
    in on at up down over out off here there now still already got been made dead done gone
    very quite pretty totally actually even also finally clearly obviously definitely
    probably right exactly"""
)
_DIGITS = {
    "0": "zero",
    "1": "one",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "10": "ten",
    "11": "eleven",
    "12": "twelve",
    "20": "twenty",
    "100": "a hundred",
}
#: "cause" is a noun or verb after these ("the cause", "to cause", "will cause").
_CAUSE_NOUN = wordset("the a to will would can could may might must did does do no")
_RESTARTS = wordset("i he she it we they you the a an my his her")
#: The archaic second person's pronouns.
_THOU = {"thou": "you", "thee": "you", "ye": "you"}
_APOSTROPHES = "'’‘`´"


def _raw(t: Transcript, w: Word) -> str:
    """The original characters behind word ``w`` (apostrophes kept)."""
    start, end = t.span(w.start, w.end)
    while end < len(t.original) and t.original[end] in _APOSTROPHES:
        end += 1
    return t.original[start:end]


def _expand(t: Transcript, i: int) -> str | None:
    """The spelt-out form of word ``i``, or None to keep it."""
    words = t.words
    w = words[i].text
    nxt = words[i + 1].text if i + 1 < len(words) else ""
    raw = _raw(t, words[i])
    apostrophe = any(c in raw for c in _APOSTROPHES)
    if w in archaic.WORDS:
        return archaic.WORDS[w]
    if w == "writ" and i and words[i - 1].text in archaic.HAVE:
        return "written"
    if w in {"hes", "shes", "thats", "whats", "theres", "heres", "whos"} and nxt in _HAS_NEXT:
        return _ALWAYS[w].rsplit(" ", 1)[0] + " has"
    slashed = _slashed(t, i)
    if slashed is not None:
        return slashed
    if w in {"u", "ur", "r"}:
        return _chat(t, i)
    if w in _ALWAYS:
        if w in {"cuz", "coz", "cos"} and i and words[i - 1].text in _CAUSE_NOUN:
            return None
        if w == "bc" and i and words[i - 1].text.isdigit():
            return None  # an era ("in 300 BC"), not a reason
        return _ALWAYS[w]
    if w == "cause":
        before = words[i - 1].text if i else ""
        if before in _CAUSE_NOUN or nxt in {"of", "for"}:
            return None
        return "because"
    if w in _DIGITS:
        return _DIGITS[w]
    if w in _THOU:
        return _THOU[w]
    asked = nxt == "thou" and (w in archaic.THOU_VERBS or w.endswith("est"))
    told = "thou" in {v.text for v in words[max(0, i - 2) : i]} and w.endswith("est")
    if (i and words[i - 1].text == "thou") or asked or told:
        return archaic.modern_thou(w)  # "thou knowest", "thou well knowest", "hast thou"
    if w.endswith("th") and not raw[:1].isupper():
        return archaic.modern_eth(w)
    if apostrophe:
        if w in _WITH_APOSTROPHE:
            return _WITH_APOSTROPHE[w]
        if raw.endswith(tuple(f"in{a}" for a in _APOSTROPHES)) and len(w) >= 4:
            return w + "g"
        low = raw.lower()
        owner = w.endswith("s") and any(low.endswith(f"{a}s") for a in _APOSTROPHES)
        no_one = w == "ones" and i > 0 and words[i - 1].text == "no"
        who = w[:-1] in _INDEFINITE or no_one
        if owner and who and (nxt in _PERFECT_NEXT or nlp.is_past_participle(nxt)):
            return w[:-1] + " has"
        if owner and (nxt in _NOT_OWNED or (nxt.endswith("ing") and len(nxt) > 5)):
            return w[:-1] + " is"
    return None


def _after(t: Transcript, i: int) -> str:
    """The original character just after word ``i`` ("" at the end)."""
    end = t.span(t.words[i].start, t.words[i].end)[1]
    return t.original[end : end + 1]


def _slashed(t: Transcript, i: int) -> str | None:
    """The spelt-out form of a slashed shortening opened by word ``i`` ("w/o", "b/c",
    "w/"), or None; the letter after the slash is then dropped (:func:`_second_half`)."""
    words = t.words
    if len(words[i].text) != 1 or _after(t, i) != "/":
        return None
    nxt = words[i + 1].text if i + 1 < len(words) else ""
    return _SLASHED.get((words[i].text, nxt)) or _SLASHED.get((words[i].text, ""))


def _second_half(t: Transcript, i: int) -> bool:
    """Whether word ``i`` is the letter after the slash of a two-letter shortening."""
    return i > 0 and (t.words[i - 1].text, t.words[i].text) in _SLASHED and _after(t, i - 1) == "/"


def _chat(t: Transcript, i: int) -> str | None:
    """Typed chat's "u", "ur", "r" spelt out, or None where they are something else."""
    words = t.words
    w = words[i].text
    before = words[i - 1].text if i else ""
    nxt = words[i + 1].text if i + 1 < len(words) else ""
    if w == "ur":
        if i and _raw(t, words[i]) == "Ur":
            return None  # a name mid-sentence: the city of Ur
        if nxt in _UR_ARE or (nxt.endswith("ing") and len(nxt) > 4):
            return "you are"
        return "your"
    if before in _LETTER_BEFORE or _after(t, i) == "-":
        return None  # a letter: "the letter u", "a u-bend"
    return "you" if w == "u" else "are"


def spell_out(t: Transcript) -> tuple[str, list[int]]:
    """``t``'s words in the spoken register spelt out, and each character's original offset."""
    out: list[str] = []
    where: list[int] = []
    words = t.words
    for i, w in enumerate(words):
        if i and w.text in _RESTARTS and w.text == words[i - 1].text:
            continue
        if _second_half(t, i):
            continue
        text = _expand(t, i) or w.text
        last = t.span(w.start, w.end)[1]
        if out:
            out.append(" ")
            where.append(where[-1])
        parts = text.split(" ")
        for n, part in enumerate(parts):
            if n:
                out.append(" ")
                where.append(last - 1)
            out.append(part)
            if n == 0 and w.text.startswith(part):
                where.extend(t.span(k, k + 1)[0] for k in range(w.start, w.start + len(part)))
            elif n == 0 and part.startswith(w.text):
                where.extend(t.span(k, k + 1)[0] for k in range(w.start, w.end))
                where.extend([last - 1] * (len(part) - len(w.text)))
            elif n == 0:
                # Another spelling ("shrieketh" -> "shrieks"): letter by letter over the word,
                # its last letter on the word's last, so what follows the word in the text
                # (the comma before a spoken line) is read as following it.
                size = w.end - w.start
                where.extend(
                    t.span(w.start + min(k, size - 1), w.start + min(k, size - 1) + 1)[0]
                    if k < len(part) - 1
                    else last - 1
                    for k in range(len(part))
                )
            else:
                where.extend([last - 1] * len(part))
    return "".join(out), where
