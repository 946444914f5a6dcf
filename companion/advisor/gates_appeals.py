"""The "could fit" gates for the errors of logic that are moves on the listener: appeals
(to authority, tradition, nature, emotion, the crowd), attacks and dodges (ad hominem, tu
quoque, straw man, red herring), loaded questions, special pleading and moved goalposts.
Each is written from the card's definition; see :mod:`companion.advisor.gates`.
"""

from __future__ import annotations

from companion.advisor.gate_text import (
    Said,
    View,
    forms,
    lemma_in,
    noun,
    phrase_at,
    verb,
)
from companion.advisor.gate_words import (
    AUTHORITY,
    CONCEDE,
    CROWD,
    DEMAND,
    DISTRACTION,
    EMOTION,
    FIRST,
    NATURE,
    PRESUPPOSE,
    QUESTION_OPENERS,
    RULE,
    SECOND,
    THIRD,
    TOO,
    TRADITION,
    VOUCH,
)
from companion.advisor.gates_logic import reason_at
from companion.advisor.lexicons import wordset

#: Words that wave an argument away by its speaker.
_DISMISS = wordset(
    """
    listen trust believe heed ignore worthless wrong nonsense rubbish stupid fool foolish
    idiot liar coward ugly smelly stinking filthy mangy lousy who cares shut advice
    directions word words riddle argument claim point opinion know say says warn order
    orders sermon talk lecture judge"""
)


#: Verbs that report (and can distort) what the other side said or wants.
_REPORT = wordset("say claim mean want think believe suggest propose argue insist wish expect")


def _named(s: Said) -> bool:
    """Whether someone is named (a capitalised word that does not open a sentence)."""
    for w in s.t.words[1:]:
        start, _end = s.t.span(w.start, w.end)
        before = s.original[:start].rstrip()[-1:]
        if s.original[start].isupper() and before not in {".", "!", "?", '"', "“"}:
            return True
    return False


def _persons(view: View) -> list[int]:
    """Where the other side is referred to: you, he, they, or a being by name or noun."""
    return [i for i, w in enumerate(view) if w in SECOND or w in THIRD or noun(w)]


def ad_hominem(s: Said) -> str | None:
    """Someone referred to, and their words waved away by what they are (a reason or a
    dismissal: because, listen, trust, fool...)."""
    for view in s.each():
        at = reason_at(view)
        dismissed = [w for w in view if forms(w) & _DISMISS]
        asked = "?" in s.original
        if _persons(view) and (at is not None or dismissed or asked):
            why = dismissed[0] if dismissed else view[at] if at is not None else "a question"
            return f"a person and {why!r}"
    return None


def straw_man(s: Said) -> str | None:
    """What the other side said, meant or wants, restated (so you're saying...)."""
    for view in s.each():
        if phrase_at(view, ["in other words", "so you", "what you", "you would have"]):
            return "a restatement"
        if phrase_at(view, ["would have us", "so we", "so were", "so i"]) and "?" in s.original:
            return "a restatement put back as a question"
        reports = lemma_in(view, _REPORT)
        if reports and any(w in SECOND or w in THIRD for w in view):
            return f"{view[reports[0]]!r} of the other side"
    return None


def appeal_to_authority(s: Said) -> str | None:
    """A source vouching for the claim: according to, an authority, someone who says so."""
    for view in s.each():
        if phrase_at(view, ["according to"]):
            return "'according to'"
        found = lemma_in(view, AUTHORITY)
        if found:
            return f"authority {view[found[0]]!r}"
        for i in lemma_in(view, VOUCH):
            if i > 0 and (view[i - 1] in THIRD or noun(view[i - 1])):
                return f"{view[i - 1]} {view[i]!r}"
    return None


def appeal_to_tradition(s: Said) -> str | None:
    """Custom and time: always, tradition, ancestors, since time immemorial, how it is
    done."""
    for view in s.each():
        found = lemma_in(view, TRADITION)
        if found:
            return f"custom {view[found[0]]!r}"
        old = ["the way", "been done", "always done", "of old", "old ways", "how it is done"]
        if phrase_at(view, [*old, "its done", "since the", "in my day"]):
            return "the old way"
    return None


def appeal_to_nature(s: Said) -> str | None:
    """Nature or its opposite (natural, unnatural, artificial, pure)."""
    for view in s.each():
        found = lemma_in(view, NATURE)
        if found:
            return f"{view[found[0]]!r}"
    return None


_ATTENTION = wordset(
    """
    notice see look point hear smell admire compliment wonder talk explain tell show hold
    offer sing dance mention story praise ask"""
)


def red_herring(s: Said) -> str | None:
    """A distraction dragged in: look, hey, by the way, what about; attention turned to
    something else (notice, admire, point at); or a question or cry thrown in."""
    for view in s.each():
        found = phrase_at(view, DISTRACTION)
        if found:
            return f"distraction {found[1]!r}"
        turned = lemma_in(view, _ATTENTION)
        if turned:
            return f"attention turned: {view[turned[0]]!r}"
    if "?" in s.original or "!" in s.original:
        return "a question or cry thrown in"
    return None


_ACCUSE = wordset(
    "accuse call say charge blame claim complain lecture talk preach judge point thief liar"
)


def tu_quoque(s: Said) -> str | None:
    """A charge and the accuser turned on: the accuser doing it too (you too, you're one to
    talk), or the accused and the accuser both in the words (you call me a thief? you...)."""
    for view in s.each():
        other = any(w in SECOND or w in THIRD for w in view)
        found = phrase_at(view, TOO)
        if found and other:
            return f"the accuser {found[1]!r}"
        if other and (any(w in FIRST for w in view) or lemma_in(view, _ACCUSE)):
            return "the accused and the accuser"
    return None


def bandwagon(s: Said) -> str | None:
    """Many others (everyone, all the, most, people)."""
    for view in s.each():
        found = lemma_in(view, CROWD)
        if found:
            return f"crowd {view[found[0]]!r}"
    return None


_ASK = wordset("ask asks asked asking wonder wonders wondered demand demands inquire")


_REPORTED = wordset("whether if when why how who what")


def loaded_question(s: Said) -> str | None:
    """A question put to someone about what they did (direct, or reported: "asks him when
    he last fed a goat to the well"), so that an accusation can ride inside it."""
    asked = "?" in s.original
    for view in s.each():
        question = asked or bool(view and view[0] in QUESTION_OPENERS)
        question = question or bool(phrase_at(view, ["is it true"]))
        reported = [i for i, w in enumerate(view) if w in _ASK]
        question = question or any(x in _REPORTED for i in reported for x in view[i + 1 : i + 4])
        asking = ["how long", "how often", "how many times", "when did", "whether", "did you"]
        question = question or bool(phrase_at(view, [*asking, "when exactly", "have you"]))
        target = any(w in SECOND or w in THIRD for w in view) or _named(s)
        acts = [w for w in view if verb(w) and w not in _ASK]
        if question and target and acts:
            found = lemma_in(view, PRESUPPOSE)
            why = view[found[0]] if found else acts[0]
            return f"a question about {why!r}"
    return None


_EVERYONE = wordset(
    "nobody noone none everyone everybody people anyone others count counts for all may bound"
)


_EXCEPT = wordset(
    "but though although except different anyway still then own himself herself myself "
    "themselves yet however exception unlike excused exempt not i im me he she his her"
)


def special_pleading(s: Said) -> str | None:
    """A rule for everyone (must, rules, nobody, for other people) and an exception set
    against it (but, except, himself, I)."""
    for view in s.each():
        rules = lemma_in(view, RULE) + [i for i, w in enumerate(view) if w in _EVERYONE]
        excepts = [i for i, w in enumerate(view) if w in _EXCEPT]
        if rules and any(e != r for e in excepts for r in rules):
            return f"rule {view[min(rules)]!r} and an exception"
    return None


def appeal_to_emotion(s: Said) -> str | None:
    """Pity, fear or sentiment (poor, starving, children, please, mercy...)."""
    for view in s.each():
        found = lemma_in(view, EMOTION)
        if found:
            return f"feeling {view[found[0]]!r}"
    return None


def moving_the_goalposts(s: Said) -> str | None:
    """A new demand after something already said or done (now, also, another, must,
    a fourth...)."""
    for view in s.each():
        more = [m for m in lemma_in(view, DEMAND) if m >= 2]
        if more:
            met = lemma_in(view, CONCEDE)
            return f"{view[met[0]]!r} then {view[more[0]]!r}" if met else f"{view[more[0]]!r}"
    return None
