"""The character bonuses, penalty and clever bonus of an LLM's reply, checked.

The rules of :mod:`companion.advisor.reply_check` ("Character bonuses"): background and
equipment stand only on a quote of the transcript that applies a block of the sheet the
bonus may rest on (:data:`~companion.advisor.llm_schema.BONUS_BLOCKS`); the -2
contradiction penalty is added only where the contradiction detectors confirm the quote
and never lifted; the clever bonus is the GM's call, so the model's value is shown and
not applied.
"""

from __future__ import annotations

from companion.advisor import nlp
from companion.advisor.bonuses import background_hits, contradiction_hits
from companion.advisor.equipment import equipment_hits
from companion.advisor.llm_schema import BONUS_BLOCKS, LlmBonus, LlmSuggestion
from companion.advisor.models import FROM_MODEL, Bonus, Clever, Evidence, SuggestContext, Suggestion
from companion.advisor.reply_quotes import MAX_MODEL_ADDITIONS, Quotes
from companion.advisor.text import Hit
from companion.deck import normalise
from engine.table import Character

#: Bonus detector hits may be this many words from the quote.
BONUS_NEAR_WORDS = 3
#: Longest reason kept from the model, in characters.
MAX_REASON = 200


class BonusCheck:
    """The bonus claims of one reply, against the detectors' suggestion ``fast``."""

    def __init__(
        self, quotes: Quotes, reply: LlmSuggestion, context: SuggestContext, fast: Suggestion
    ) -> None:
        self.q = quotes
        self.reply = reply
        self.context = context
        self.fast = fast

    def bonus(self, name: str, declared: set[str]) -> Bonus:
        """A yes/no bonus: the model may withdraw the detectors' bonus, keep it when its
        quote applies the named block, or add it that way (counted in the cap)."""
        claim: LlmBonus = getattr(self.reply, name)
        detected: Bonus = getattr(self.fast, name)
        if name in declared:
            return Bonus(reason="declared by the player: not awarded")
        if not claim.applies:
            if detected.applies:
                self.q.notes.append(f"{name}: withdrawn by the model ({_clip(claim.reason)})")
            return Bonus(reason=_clip(claim.reason))
        detected = self._told(name, detected)
        evidence = self._evidence(name, claim)
        if evidence is None:
            return detected
        if detected.applies:
            reason = _clip(f"{claim.block}: {claim.reason}")
            return Bonus(applies=True, reason=reason, evidence=[evidence])
        if self.q.added >= MAX_MODEL_ADDITIONS:
            self.q.notes.append(f"{name}: the model already added {MAX_MODEL_ADDITIONS}")
            return Bonus(reason=f"the model suggests it ({_clip(claim.reason)}); the GM decides")
        self.q.added += 1
        self.q.notes.append(f"{name} added {FROM_MODEL}: {evidence.why}")
        reason = _clip(f"{FROM_MODEL}: {claim.block}: {claim.reason}")
        marked = evidence.model_copy(update={"why": f"{FROM_MODEL}: {evidence.why}"})
        return Bonus(applies=True, reason=reason, evidence=[marked])

    def _told(self, name: str, detected: Bonus) -> Bonus:
        """The detectors' bonus on its words that tell the story: evidence in words that
        address the advisor is left out, and a bonus with none left is not given (the
        instruction earns nothing, even where a detector matched its words)."""
        if not detected.applies or not detected.evidence:
            return detected
        clean = [
            e
            for e in detected.evidence
            if e.start is None
            or e.end is None
            or not self.q.in_aside(self.q.span(*self.q.t.norm_span(e.start, e.end)))
        ]
        if len(clean) == len(detected.evidence):
            return detected
        if not clean:
            self.q.notes.append(f"{name}: the detectors' words address the advisor")
            return Bonus(reason=f"{name}: its words address the advisor")
        return detected.model_copy(update={"evidence": clean})

    def contradiction(self) -> Bonus:
        """The -2 penalty: the model may confirm the detectors' or add one it proves (a
        quote the contradiction detectors confirm, not the words of a card: "this
        contradiction is not earning a card bonus"); it never lifts the detectors' one."""
        claim = self.reply.contradiction
        detected = self.fast.contradiction
        if detected.applies:
            if not claim.applies:
                self.q.notes.append(f"contradiction: the model disputes it ({_clip(claim.reason)})")
                why = _clip(f"{detected.reason}; the model disputes it: {claim.reason}")
                return detected.model_copy(update={"reason": why})
            return detected
        if not claim.applies:
            return detected
        evidence = self._evidence("contradiction", claim)
        if evidence is not None and evidence.start is not None and evidence.end is not None:
            span = self.q.span(*self.q.t.norm_span(evidence.start, evidence.end))
            if not any(span.overlaps(u) for u in self.q.used):
                reason = _clip(f"{claim.block}: {claim.reason}")
                return Bonus(applies=True, reason=reason, evidence=[evidence])
        return Bonus(reason=f"the model suggests it ({_clip(claim.reason)}); the GM decides")

    def _evidence(self, name: str, claim: LlmBonus) -> Evidence | None:
        """The claim's quote, when it names a block this bonus may rest on and the quoted
        words apply it: they share a word (by lemma) with the block, or the bonus detectors
        find the block applied in or near them (the contradiction: the detectors only)."""
        if claim.block not in BONUS_BLOCKS[name]:
            self.q.notes.append(f"{name}: block {claim.block or '(none)'!r} cannot give it")
            return None
        clean = [p for p in self.q.occurrences(claim.quote) if not self.q.in_aside(p[0])]
        if not clean:
            self.q.notes.append(f"{name}: quote {claim.quote[:60]!r} is not usable evidence")
            return None
        hits = self._hits(name, claim.block)
        sheet = _lemmas(self.context.character.block(claim.block))
        for span, start, end in clean:
            if any(span.near(self.q.span(h.start, h.end), BONUS_NEAR_WORDS) for h in hits):
                return self.q.evidence(start, end, f"llm, confirmed: {claim.block}")
            shared = sorted(_lemmas(self.q.text[start:end]) & sheet)
            if shared and name != "contradiction":
                return self.q.evidence(start, end, f"shares {shared[0]!r} with the {claim.block}")
        self.q.notes.append(f"{name}: {claim.block} does not fit {claim.quote[:60]!r}")
        return None

    def _hits(self, name: str, block: str) -> list[Hit]:
        """The bonus detectors' hits for one block of the sheet alone."""
        ch = self.context.character
        if name == "contradiction":
            return contradiction_hits(self.q.t, ch)
        alone = Character(name=ch.name, **{block: ch.block(block)})
        if name == "background":
            return background_hits(self.q.t, alone, skip=[])
        return equipment_hits(self.q.t, alone)

    def clever(self, declared: set[str]) -> Clever:
        """The GM's call: the model's value is shown, the detectors' value (0) stands."""
        claim = self.reply.clever
        base = self.fast.clever
        if "clever" in declared:
            return Clever(value=0, reason="declared by the player: not awarded")
        if claim.value == 0:
            return base
        said = f" ({claim.quote[:60]!r})" if self.q.occurrences(claim.quote) else ""
        reason = _clip(f"the model suggests +{claim.value}{said}: {claim.reason}; the GM decides")
        return Clever(value=base.value, reason=reason)


def _lemmas(text: str) -> set[str]:
    """The content words of ``text`` by lemma (function words and numbers left out)."""
    return {nlp.lemma(w) for w in nlp.content(normalise(text).split()) if len(w) > 2}


def _clip(text: str) -> str:
    """A model's free text, on one line and at most :data:`MAX_REASON` characters."""
    one = " ".join(text.split())
    return one if len(one) <= MAX_REASON else one[: MAX_REASON - 1] + "…"
