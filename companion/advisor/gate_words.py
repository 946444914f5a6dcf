"""Word lists the "could fit" gates read (:mod:`companion.advisor.gates`).

Each list is written from a card's definition: the kinds of words without which that card
cannot be committed at all (a said-bookism needs a verb of speech, a gambler's fallacy a
chance or a run of results). They are lemmas in spoken form (lower case, no apostrophes)
and are matched on every lemma a word can have, so "bellowed", "bellows" and "bellowing"
all meet "bellow". A list here never awards anything: it only lets a card the model
proposes be considered.

The persons and the negatives, which gates of both kinds read, are here; the lists of the
prose cards are in :mod:`companion.advisor.gate_words_prose` and those of the reasoning
cards in :mod:`companion.advisor.gate_words_logic`, all read through this module.
"""

from __future__ import annotations

from companion.advisor.gate_words_logic import (
    AUTHORITY,
    CAUSE,
    CHANCE,
    CONCEDE,
    CROWD,
    DEMAND,
    DISTRACTION,
    EMOTION,
    NATURE,
    PRESUPPOSE,
    PROOF,
    QUESTION_OPENERS,
    REASONING,
    RULE,
    SAMENESS,
    SEQUENCE,
    SPENT,
    TOO,
    TRADITION,
    TRUE_MEMBER,
    UNIVERSAL,
    VOUCH,
)
from companion.advisor.gate_words_prose import (
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
    PLAIN_SPEECH,
    QUANTITIES,
    SOUNDS,
    SPEECH,
)
from companion.advisor.lexicons import wordset

__all__ = [
    "AUTHORITY",
    "BE_GET",
    "BODY",
    "CAUSE",
    "CHAINS",
    "CHANCE",
    "COMPARISONS",
    "CONCEDE",
    "COY",
    "CROWD",
    "DEMAND",
    "DIGRESSION",
    "DISTRACTION",
    "EMOTION",
    "FIGURES",
    "FIRST",
    "KNOWN",
    "LISTENERS",
    "MIND",
    "MODERN",
    "MODERN_PARTS",
    "NATURE",
    "NEGATIVES",
    "PLAIN_SPEECH",
    "PRESUPPOSE",
    "PROOF",
    "QUANTITIES",
    "QUESTION_OPENERS",
    "REASONING",
    "RULE",
    "SAMENESS",
    "SECOND",
    "SEQUENCE",
    "SOUNDS",
    "SPEECH",
    "SPENT",
    "THIRD",
    "TOO",
    "TRADITION",
    "TRUE_MEMBER",
    "UNIVERSAL",
    "VOUCH",
]

#: Third-person references: someone other than the speaker, whose mind could be entered.
THIRD = wordset("he she it they him her them his hers its their theirs himself herself itself")

#: First- and second-person words.
FIRST = wordset("i me my mine myself we us our ours ourselves")
SECOND = wordset("you your yours yourself yourselves thou thee thy thine ye")

#: Negatives: words that deny (their spoken forms are spelt out: "dont" -> "do not").
NEGATIVES = wordset(
    """
    not no never nothing nobody none nowhere neither nor aint cant wont dont didnt doesnt
    couldnt wouldnt shouldnt isnt wasnt werent arent havent hasnt hadnt mustnt neednt hardly
    barely scarcely nary nay noone"""
)
