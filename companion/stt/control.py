"""GM control phrases: a closed grammar matched phonetically, mapped to the command language.

An utterance that begins with the wake word (``stt.wake_word``, default *companion*) is
the GM talking to the program. Free-text parsing fails on small models (tiny.en heard
"Companion, I rolled a four" as "Companion, I roll that forward"), so the rest is matched
against every phrase of a closed grammar, expanded for the current pool's cards and the
party's characters, by spelling and by sound (Metaphone), and the best phrase's command
is returned:

======================================  =================================
said (examples)                          command (parsed by the engine)
======================================  =================================
confirm, yes, accept, next, go ahead     ``confirm``
cancel, no, never mind                   ``cancel``
roll, roll the dice                      ``roll``
I rolled a four, the die says four       ``roll 4``
undo, take that back                     ``undo``
add card one, add Said Bookism           ``card add said-bookism`` (pool position 1)
drop card two, drop Said Bookism         ``card drop said-bookism`` (pool position 2)
background on, no equipment              ``bonus background on``, ``bonus equipment off``
clever two, no clever                    ``bonus clever 2``, ``bonus clever 0``
active Thrya, Thrya's turn               ``active Thrya`` (full name, quoted if spaced)
======================================  =================================

Card numbers are pool positions (1-10, as on screen), turned into the card id when the
pool is known (``card drop said-bookism``), else left as the number. A match below
:data:`EXECUTE_AT` (or too close to a different command) is never executed: it comes
back with ``needs_confirmation`` so the UI asks for a yes/no first.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

import jellyfish
from pydantic import BaseModel, ConfigDict
from rapidfuzz import fuzz

from companion.stt.gate import words as split_words
from companion.stt.speaker import spoken_name
from engine.state import FLAG_BONUSES

#: Score at or above which a control phrase runs without asking (0-1).
EXECUTE_AT = 0.85
#: Least lead over the best phrase of a *different* command needed to run without asking.
MARGIN = 0.08
#: Score below which the phrase is not understood at all.
UNDERSTOOD_AT = 0.6

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)
_ROMAN = {"ii": "two", "iii": "three", "iv": "four", "vi": "six", "vii": "seven", "viii": "eight"}


class ControlParse(BaseModel):
    """The result of parsing an utterance addressed to the companion."""

    model_config = ConfigDict(frozen=True)

    heard: str
    command: str | None
    phrase: str | None
    confidence: float
    needs_confirmation: bool


def normalize(text: str) -> list[str]:
    """Lower-case words with digits and Roman numerals spelled out.

    >>> normalize("Drop Card II.")
    ['drop', 'card', 'two']
    >>> normalize("I rolled a 4!")
    ['i', 'rolled', 'a', 'four']
    """
    out = []
    for word in split_words(text):
        if word.isdigit() and int(word) <= 10:
            word = NUMBER_WORDS[int(word)]
        out.append(_ROMAN.get(word, word))
    return out


def _sound(words: Sequence[str]) -> str:
    return " ".join(jellyfish.metaphone(w) for w in words)


def _similar(heard: Sequence[str], phrase: Sequence[str]) -> float:
    spelled = fuzz.ratio("".join(heard), "".join(phrase)) / 100.0
    sounded = fuzz.ratio(_sound(heard), _sound(phrase)) / 100.0
    return 0.5 * (spelled + sounded)


def strip_wake_word(text: str, wake_word: str = "companion") -> tuple[list[str], float] | None:
    """The words after the wake word and how surely it was the wake word (0-1); None if absent.

    The wake word is matched by spelling or sound on the first word, or the first two
    words run together ("come panion"), after at most one filler such as "hey".

    >>> strip_wake_word("Compandion, confirmed.")
    (['confirmed'], 0.947)
    >>> strip_wake_word("Grignr leaps") is None
    True
    """
    said = normalize(text)
    wake = "".join(normalize(wake_word))
    width = len(normalize(wake_word))
    for skip in (0, 1):
        for extra in (0, 1):
            head = said[skip : skip + width + extra]
            if len(head) < width + extra:
                continue
            spelled = fuzz.ratio("".join(head), wake) / 100.0
            sounded = fuzz.ratio(jellyfish.metaphone("".join(head)), jellyfish.metaphone(wake))
            loose = extra == 0 and spelled >= 0.7 and sounded >= 70
            if spelled >= 0.85 or loose:
                return said[skip + width + extra :], round(spelled, 3)
    return None


def _phrases(
    cards: tuple[tuple[str, str], ...], characters: tuple[str, ...]
) -> Iterator[tuple[str, str]]:
    """Every (phrase, command) of the grammar."""
    for p in ("confirm", "confirmed", "yes", "accept", "okay", "next", "go ahead", "do it"):
        yield p, "confirm"
    for p in ("cancel", "cancelled", "no", "stop", "never mind", "abort"):
        yield p, "cancel"
    for p in ("roll", "roll the dice", "roll the die", "roll it", "roll for it"):
        yield p, "roll"
    for p in ("undo", "undo that", "take that back", "go back"):
        yield p, "undo"
    for n in range(1, 7):
        word = NUMBER_WORDS[n]
        for t in ("i rolled a {}", "i rolled {}", "rolled a {}", "roll {}", "i got a {}"):
            yield t.format(word), f"roll {n}"
        yield f"the die says {word}", f"roll {n}"
    refs = [(NUMBER_WORDS[i], cards[i - 1][0] if i <= len(cards) else str(i)) for i in range(1, 11)]
    refs += [(name.lower(), card_id) for card_id, name in cards]
    for spoken, ref in refs:
        for t in ("add card {}", "add {}", "accept card {}", "play card {}", "card {}"):
            yield t.format(spoken), f"card add {ref}"
        for t in ("drop card {}", "drop {}", "remove card {}", "remove {}"):
            yield t.format(spoken), f"card drop {ref}"
    for bonus in FLAG_BONUSES:
        for t in ("{} on", "add {}", "give {}", "{} bonus"):
            yield t.format(bonus), f"bonus {bonus} on"
        for t in ("{} off", "remove {}", "no {}", "drop {}"):
            yield t.format(bonus), f"bonus {bonus} off"
    for n in range(3):
        for t in ("clever {}", "clever plus {}", "clever bonus {}"):
            yield t.format(NUMBER_WORDS[n]), f"bonus clever {n}"
    yield "no clever", "bonus clever 0"
    for name in characters:
        low = spoken_name(name).lower()
        target = f'"{name}"' if " " in name else name
        for t in ("active {}", "{}'s turn", "switch to {}", "active character {}", "now {}"):
            yield t.format(low), f"active {target}"


@lru_cache(maxsize=32)
def _grammar(
    cards: tuple[tuple[str, str], ...], characters: tuple[str, ...]
) -> tuple[tuple[tuple[str, ...], str, str], ...]:
    return tuple((tuple(normalize(p)), p, cmd) for p, cmd in _phrases(cards, characters))


def match_control(
    words: Sequence[str],
    cards: Sequence[tuple[str, str]] = (),
    characters: Sequence[str] = (),
) -> ControlParse:
    """Match the words after the wake word against the grammar (see the module table).

    ``cards`` are the pool's ``(card id, card name)`` pairs in pool order; ``characters``
    the party's names.

    >>> match_control(["i", "roll", "that", "forward"]).command
    'roll 4'
    >>> match_control(["undo"]).needs_confirmation
    False
    """
    heard = " ".join(words)
    if not words:
        return ControlParse(
            heard="", command=None, phrase=None, confidence=0.0, needs_confirmation=False
        )
    scored = sorted(
        (
            (_similar(words, p), phrase, cmd)
            for p, phrase, cmd in _grammar(tuple(cards), tuple(characters))
        ),
        reverse=True,
    )
    best, phrase, command = scored[0]
    runner_up = next((s for s, _p, c in scored if c != command), 0.0)
    if best < UNDERSTOOD_AT:
        return ControlParse(
            heard=heard,
            command=None,
            phrase=None,
            confidence=round(best, 3),
            needs_confirmation=False,
        )
    sure = best >= EXECUTE_AT and best - runner_up >= MARGIN
    return ControlParse(
        heard=heard,
        command=command,
        phrase=phrase,
        confidence=round(best, 3),
        needs_confirmation=not sure,
    )


_YES = frozenset({"yes", "yeah", "yep", "yup", "correct", "right", "sure", "affirmative"})
_NO = frozenset({"no", "nope", "nah", "wrong", "negative"})


def yes_no(text: str) -> str | None:
    """``"yes"``/``"no"`` when an utterance is only an answer (the reply to "did you mean
    ...?", no wake word needed), else None.

    >>> yes_no("Yes."), yes_no("No, no."), yes_no("Yes, I attack the troll")
    ('yes', 'no', None)
    """
    said = set(normalize(text)) - {"please", "that's", "it", "is", "oh"}
    if not said or len(normalize(text)) > 3:
        return None
    if said <= _YES:
        return "yes"
    if said <= _NO:
        return "no"
    return None


def parse_control(
    text: str,
    wake_word: str = "companion",
    cards: Sequence[tuple[str, str]] = (),
    characters: Sequence[str] = (),
) -> ControlParse | None:
    """Parse a transcript as a control phrase; None when it is not addressed to the companion.

    >>> parse_control("Companion, drop card two.").command
    'card drop 2'
    >>> parse_control("Thrya draws her bow") is None
    True
    >>> parse_control("Compassion is my weapon, I say") is None
    True
    """
    found = strip_wake_word(text, wake_word)
    if found is None:
        return None
    rest, wake_score = found
    parsed = match_control(rest, cards, characters)
    if parsed.command is None and wake_score < 0.9:
        return None  # "Company, charge!": a player's words, not a misheard command
    return parsed
