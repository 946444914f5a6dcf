"""The "could fit" gates for the errors of reasoning, each written from the card's definition.

An error of reasoning needs the words of an argument: a claim and what it rests on
(because, so, if, all, never, must...), or the shape the card names (two choices, a chain
of consequences, a word used twice). Each gate returns what it saw, or None when the quote
cannot commit the card. See :mod:`companion.advisor.gates` (the appeals and other moves on
the listener are :mod:`companion.advisor.gates_appeals`).
"""

from __future__ import annotations

from itertools import pairwise

from companion.advisor import nlp
from companion.advisor.gate_text import (
    Said,
    View,
    adjective,
    content,
    forms,
    lemma_in,
    noun,
    phrase_at,
    repeated,
    verb,
)
from companion.advisor.gate_words import (
    CAUSE,
    CHANCE,
    NEGATIVES,
    PROOF,
    REASONING,
    SAMENESS,
    SEQUENCE,
    SPENT,
    TRUE_MEMBER,
    UNIVERSAL,
)
from companion.advisor.gates_sound import unknown_word
from companion.advisor.lexicons import AMBIGUOUS, wordset

_TRIGGERS = wordset("if once let allow start begin give first today one")


_CONSEQUENCES = wordset(
    "then next soon will before lead end eventually tomorrow whole every all ruin doom"
)


_CHOICE = wordset("choice choices option options way ways alternative alternatives")


def reason_at(view: View) -> int | None:
    """Where a reasoning relation stands (because, so, if, must...), if anywhere."""
    found = [i for i, w in enumerate(view) if w in REASONING]
    return found[0] if found else None


_OPPOSITES = (
    frozenset({"true", "false"}),
    frozenset({"right", "wrong"}),
    frozenset({"good", "bad"}),
    frozenset({"best", "worst"}),
    frozenset({"honest", "liar"}),
)


def circular_reasoning(s: Said) -> str | None:
    """The same thing on both sides of the argument: one word's stem twice ("trust me, I'm
    trustworthy"), or a reason given with a word and its opposite denied ("true because it
    is never false")."""
    for view in s.each():
        stems: dict[str, int] = {}
        for i, w in enumerate(view):
            if content(w) and len(w) > 3 and not unknown_word(w):
                stem = w[:5] if len(w) >= 5 else w
                if stem in stems and i - stems[stem] > 1 and view[stems[stem]] != w:
                    return f"{w!r} on both sides"
                stems.setdefault(stem, i)
        if reason_at(view) is not None:
            said = set(view)
            if any(len(pair & said) == 2 for pair in _OPPOSITES) or (
                said & NEGATIVES and any(pair & said for pair in _OPPOSITES)
            ):
                return "a claim and its opposite denied"
            again = repeated(view, lambda w: content(w) and len(w) > 2)
            if again:
                return f"{again!r} on both sides of a reason"
    return None


def false_dilemma(s: Said) -> str | None:
    """Two choices offered as the only ones: either/or, only, otherwise, unless."""
    for view in s.each():
        for w in ("either", "or", "otherwise", "unless", "only"):
            if w in view:
                return f"choice word {w!r}"
        if lemma_in(view, _CHOICE):
            return "a choice"
    return None


def non_sequitur(s: Said) -> str | None:
    """A conclusion drawn (so, therefore, because, must...) with words on both sides."""
    for view in s.each():
        for i, w in enumerate(view):
            if (
                w in REASONING
                and any(content(x) for x in view[:i])
                and any(content(x) for x in view[i + 1 :])
            ):
                return f"conclusion {w!r}"
    return None


def slippery_slope(s: Said) -> str | None:
    """A first step (if, once, let...) and a consequence after it (then, next, soon...)."""
    for view in s.each():
        starts = lemma_in(view, _TRIGGERS)
        ends = lemma_in(view, _CONSEQUENCES)
        if starts and any(e > starts[0] for e in ends):
            return f"{view[starts[0]]!r} leading to {view[max(ends)]!r}"
    return None


def hasty_generalization(s: Said) -> str | None:
    """A sweeping rule: a universal word (all, every, never...) or a whole kind said to be
    or do something (ogres are, trolls love)."""
    for view in s.each():
        for w in view:
            if w in UNIVERSAL:
                return f"sweeping {w!r}"
        for a, b in pairwise(view):
            plural = noun(a) and a.endswith("s") and not a.endswith("ss")
            kinds = {"are", "always", "never", "all", "can", "cant", "will", "wont", "do", "dont"}
            if plural and (b in kinds or b in REASONING or nlp.verb_tense(b) == "present"):
                return f"{a} {b!r}"
    return None


def post_hoc(s: Said) -> str | None:
    """One thing after another and the first taken for the cause: a sequence word and a
    cause word (since ... so), or two events told in a row (I rang; the ghoul fled)."""
    for view in s.each():
        times = lemma_in(view, SEQUENCE)
        causes = [c for c in lemma_in(view, CAUSE) if not times or c != times[0]]
        if times and causes:
            return f"{view[times[0]]!r} then cause {view[causes[0]]!r}"
        events = {w for w in view if verb(w)}
        if len(events) >= 2 and ("and" in view or ";" in s.original or "." in s.original):
            return "two events in a row"
    return None


def no_true_scotsman(s: Said) -> str | None:
    """A group redefined: true, real, proper (a qualifier before a noun) with no, never,
    any or would; or membership denied (no barbarian, not a real clansman)."""
    for view in s.each():
        for i, w in enumerate(view):
            member = w in TRUE_MEMBER and any(noun(x) for x in view[i + 1 : i + 3])
            if member and any(x in {"no", "never", "any", "would", "every", "not"} for x in view):
                return f"{w!r} member"
            if w in {"no", "never", "not"} and any(noun(x) for x in view[i + 1 : i + 4]):
                return f"membership denied: {w!r}"
    return None


def sunk_cost(s: Said) -> str | None:
    """Something already spent: spent, paid, invested, come this far."""
    for view in s.each():
        if phrase_at(view, ["so far", "this far", "too far", "so much", "this much", "already"]):
            return "what is already spent"
        found = lemma_in(view, SPENT)
        if found:
            return f"spent {view[found[0]]!r}"
    return None


def gamblers_fallacy(s: Said) -> str | None:
    """Chance, luck, or a run of results (odds, due, in a row, missed five times)."""
    for view in s.each():
        found = lemma_in(view, CHANCE)
        if found:
            return f"chance {view[found[0]]!r}"
    return None


def false_equivalence(s: Said) -> str | None:
    """Two things said to be the same: just as, no different, equals, as wicked as, or one
    thing said to be another (a barred gate is a declared war)."""
    for view in s.each():
        found = phrase_at(view, SAMENESS)
        if found:
            return f"sameness {found[1]!r}"
        for i, w in enumerate(view):
            if w in {"equals", "equal", "equates"}:
                return f"{w!r}"
            if w == "as" and i + 2 < len(view) and view[i + 2] == "as" and adjective(view[i + 1]):
                return f"'as {view[i + 1]} as'"
            if (
                w in {"is", "are"}
                and noun(view[i - 1] if i else "")
                and any(noun(x) for x in view[i + 1 : i + 4])
            ):
                return f"one thing said to be another ({w!r})"
    return None


def appeal_to_ignorance(s: Said) -> str | None:
    """Proof or knowledge, denied (cannot prove, nobody has shown)."""
    for view in s.each():
        proof = lemma_in(view, PROOF)
        if proof and any(w in NEGATIVES for w in view):
            return f"{view[proof[0]]!r}, denied"
    return None


#: Function words that also carry a second sense ("mine" the pit, "can" the tin).
_SENSES = wordset("mine one will can may well right last")


def equivocation(s: Said) -> str | None:
    """One known word used twice (its two senses need two uses), or a word known to have
    two common senses (light, key, fair...)."""
    for view in s.each():
        seen: set[str] = set()
        for w in view:
            if (content(w) or w in _SENSES) and len(w) > 2 and not unknown_word(w):
                if w in seen or forms(w) & seen:
                    return f"{w!r} used twice"
                seen |= forms(w)
        for w in view:
            if w in AMBIGUOUS:
                return f"two-sense word {w!r}"
    return None
