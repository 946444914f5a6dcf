"""The passive-voice check: a deed told with its doer after "by", or none at all.

Card (passive-voice): the telling only, not a simile's vehicle or a quoted line, unless
the quotation is itself a telling (:func:`_told_in_quotes`).
"""

from __future__ import annotations

from companion.advisor import nlp
from companion.advisor.checks_grammar import DETERMINERS, SUBJECTS, sentence_starts
from companion.advisor.lexicons import wordset
from companion.advisor.text import Hit, Transcript, Word

#: Past participles of deeds, passive even without a "by" agent ("the door was smashed").
_DEED = wordset(
    """made broken smashed killed slain opened destroyed shattered struck pierced burned burnt
    eaten taken stolen thrown crushed stabbed slashed beheaded defeated hurled kicked punched"""
)


_WHERE = wordset("on in across over into onto around through against off")


def _agent_by(words: tuple[Word, ...], k: int, names: frozenset[str]) -> int | None:
    """Index of the "by" that names the agent after a participle ending before ``k``.

    The "by" may come at once, after one "-ing" word ("sent flying by the blow") or
    after a short place phrase ("whacked on the head by a skillet").
    """
    start = k
    if k < len(words) and words[k].text.endswith("ing"):
        k += 1
    elif k + 2 < len(words) and words[k].text in _WHERE and words[k + 1].text in DETERMINERS:
        k += 3
    if k < len(words) and words[k].text == "by":
        return k
    return _agent_later(words, start, names)


#: "by" that tells a time, a way or a measure, not a doer.
_NOT_AGENT = wordset("time then now way far hand night day dawn dusk nightfall myself himself")


#: How many words on from the participle its "by" may stand.
_REACH = 9
#: Words that open another clause: a "by" after one belongs to it ("so by the law of ...").
_LINKS = wordset("so then but because while when until")


def _agent_later(words: tuple[Word, ...], k: int, names: frozenset[str]) -> int | None:
    """A "by" a few words on, past places or a manner ("pinned to the cornice by the
    arrow", "skewered clean through by a bolt", "poked and prodded by Mirela", "driven into
    the rock along the ledge by the mallet"), with no other clause opened between: no
    subject (a pronoun or one of ``names``, the actor's), no word linking a clause, no
    finite verb (a word that may be an adjective, "worked loose", is none)."""
    for n in range(k, min(len(words), k + _REACH)):
        w = words[n].text
        if w == "by":
            after = words[n + 1 : n + 3]
            if after and not {x.text for x in after} & _NOT_AGENT:
                return n
            return None
        prev = words[n - 1].text
        finite = nlp.verb_tense(w) and not {"NOUN", "ADJ"} & set(nlp.lemmas(w))
        if w in SUBJECTS or w in _LINKS or w in names:
            return None
        if finite and not (prev == "and" and nlp.is_past_participle(w)):
            return None
    return None


def _in_simile(t: Transcript, i: int, starts: set[int]) -> bool:
    """Whether word ``i`` is inside a simile's vehicle ("like a barn full of crockery being
    dropped by a giant"): a "like a/an/the" a few words before it in its sentence. The
    vehicle pictures the thing compared; it tells no deed of the action."""
    for k in range(i - 1, max(-1, i - 9), -1):
        prev, nxt = t.words[k], t.words[k + 1]
        if k + 1 in starts or t.breaks_before(k + 1, ",;:.!?") or nxt.text == "and":
            return False  # the simile ended with its clause ("like a seal, and the plug is")
        if prev.text == "like" and k + 1 < i and nxt.text in {"a", "an", "the"}:
            return True
    return False


#: Words of a line addressed to someone: a quotation holding one is said to them, not told.
_ADDRESSED = wordset("you your yours yourself yourselves ye yall thee thou")


def _told_in_quotes(t: Transcript, i: int, span: tuple[int, int]) -> bool:
    """Whether the "be" at word ``i``, inside the quotation ``span``, tells the scene: the
    quotation addresses no one (no "you") and a thing of the scene undergoes the deed in
    the telling's present ("the rats are driven back by my staff", a player's words quoted
    as they told them), not a line said to someone ("you were cursed by the witch")."""
    words = t.words
    quoted = {w.text for w in words[t.word_at(span[0]) : t.word_at(span[1])]}
    subject = i > 1 and words[i - 2].text == "the" and "NOUN" in nlp.lemmas(words[i - 1].text)
    return words[i].text in {"is", "are"} and subject and not quoted & _ADDRESSED


def _of_stuff(words: tuple[Word, ...], k: int) -> bool:
    """Whether the words from ``k`` say what the thing is made of ("the grass is made of
    cake", "made out of bone", "made from scraps"): its stuff, a state, not a deed."""
    ahead = [w.text for w in words[k : k + 2]]
    return ahead[:1] in (["of"], ["from"]) or ahead == ["out", "of"]


def passive_voice(t: Transcript) -> list[Hit]:
    """A form of "to be" (or "get") with a past participle and a "by" agent, or a deed
    told without its doer ("mistakes were made", "the lock was smashed"), in the player's
    telling: not inside quotation marks nor inside a simile's vehicle.

    >>> len(passive_voice(Transcript("The ghoul is pierced by an arrow")))
    1
    >>> len(passive_voice(Transcript("Mistakes were made.")))
    1
    >>> len(passive_voice(Transcript("the imp is flung across the room by the blast")))
    1
    >>> len(passive_voice(Transcript("the beam is pinned to the wall by a spear")))
    1
    >>> len(passive_voice(Transcript("the gate gets poked and prodded by Mirela")))
    1
    >>> passive_voice(Transcript("I am tired and I was made for this"))
    []
    >>> passive_voice(Transcript("the gate was locked up tight by the time we came"))
    []
    >>> passive_voice(Transcript("it howls like a cart of pots being kicked by a mule"))
    []
    >>> len(passive_voice(Transcript('Una: "the gate is smashed open by my ram"')))
    1
    >>> passive_voice(Transcript("Una: 'you were cursed by the witch, friend'"))
    []
    >>> passive_voice(Transcript("the far bank is made of cake, so I swim over"))
    []
    """
    be = {"is", "are", "was", "were", "be", "been", "being", "gets", "got", "get"}
    words = t.words
    hits: list[Hit] = []
    starts = sentence_starts(t)
    for i, w in enumerate(words):
        if w.text not in be or _in_simile(t, i, starts):
            continue
        inside = t.quotation_at(w.start)
        if inside and not _told_in_quotes(t, i, inside):
            continue  # what someone says aloud is not the player's telling
        j = i + 1
        if j < len(words) and words[j].text.endswith("ly"):
            j += 1
        if j >= len(words) or not nlp.is_past_participle(words[j].text):
            continue
        by = _agent_by(words, j + 1, t.actor_words)
        if by is not None:
            hits.append(Hit(w.start, words[by].end, f"{w.text} {words[j].text} by"))
        elif (
            words[j].text in _DEED
            and i
            and words[i - 1].text not in SUBJECTS | {"im"}
            and not _of_stuff(words, j + 1)
        ):
            hits.append(Hit(words[i - 1].start, words[j].end, f"{w.text} {words[j].text}"))
    return hits
