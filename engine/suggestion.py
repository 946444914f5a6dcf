"""The advisor's suggestion as the log records it: one typed value, built once by the advisor,
recorded on the ``suggestion`` event and (with ``apply``) turned into ruling edits here.

The rules it serves ("GM RULINGS"): the GM decides which challenge the action applies to,
whether it has a chance of overwhelming success, which character bonuses apply and which card
bonuses apply. The advisor proposes; the GM decides and edits.

Logs written before this model had looser shapes (cards as ``{id: count}``, bonuses as bare
flags, ``target`` for ``target_challenge``); :class:`Suggestion` reads them too, so every log
replays. Unknown keys are ignored on reading (a newer advisor may add some).

>>> s = Suggestion.model_validate({"cards": {"cliche": 1}, "background": True,
...                                "target": "Ogre", "source": "lexicon"})
>>> s.card_counts(), s.background.applies, s.target_challenge
({'cliche': 1}, True, 'Ogre')
>>> s.cards[0].evidence
[]
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.commands import quote

#: The yes/no character bonuses and the penalty, in the order the rules give them.
FLAGS = ("background", "equipment", "contradiction")


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class Evidence(_Record):
    """Words of the transcript that earn a card or bonus: ``start``/``end`` are character
    offsets into the transcript (end exclusive), so ``transcript[start:end] == quote``."""

    quote: str = Field(min_length=1)
    start: int | None = Field(None, ge=0)
    end: int | None = Field(None, ge=0)
    why: str = Field("", description="what the detector saw, e.g. '3 adverbs'")

    @model_validator(mode="before")
    @classmethod
    def _bare_quote(cls, value: Any) -> Any:
        """Older logs give a quote as a bare string, or as ``text``."""
        if isinstance(value, str):
            return {"quote": value}
        if isinstance(value, dict) and "quote" not in value and "text" in value:
            return {**value, "quote": value["text"]}
        return value


class CardSuggestion(_Record):
    """One pool card the words earn, and how many copies ("if both copies are in the pool,
    an action can count both of them"). A suggestion read from an older log may carry no
    evidence; the advisor always gives at least one quote."""

    card: str
    count: int = Field(1, ge=1, le=2)
    evidence: list[Evidence] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _older(cls, value: Any) -> Any:
        if isinstance(value, str):
            return {"card": value}
        if isinstance(value, dict):
            value = dict(value)
            if "card" not in value and "id" in value:
                value["card"] = value.pop("id")
            if "evidence" not in value and "quotes" in value:
                value["evidence"] = value.pop("quotes")
        return value


class Bonus(_Record):
    """A yes/no character bonus (or the contradiction penalty) with the reason for it."""

    applies: bool = False
    reason: str = ""
    evidence: list[Evidence] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _flag(cls, value: Any) -> Any:
        """Older logs give a bare flag, or ``value`` for ``applies``."""
        if isinstance(value, bool):
            return {"applies": value}
        if isinstance(value, dict) and "applies" not in value and "value" in value:
            value = {**value, "applies": bool(value["value"])}
        return value


class Clever(_Record):
    """The clever bonus, 0-2 at the GM's discretion ("an especially clever response")."""

    value: int = Field(0, ge=0, le=2)
    reason: str = ""

    @model_validator(mode="before")
    @classmethod
    def _number(cls, value: Any) -> Any:
        return {"value": value} if isinstance(value, int) else value


class Suggestion(_Record):
    """The advisor's proposal for one action. Its JSON schema also constrains an LLM's
    reply (see ``companion.advisor.llm_schema``)."""

    cards: list[CardSuggestion] = Field(default_factory=list)
    background: Bonus = Field(default_factory=Bonus)
    equipment: Bonus = Field(default_factory=Bonus)
    clever: Clever = Field(default_factory=Clever)
    contradiction: Bonus = Field(
        default_factory=Bonus, description="the -2 penalty: openly contradicts the character"
    )
    declared: list[str] = Field(
        default_factory=list, description="cards or bonuses the player declared; each is void"
    )
    target_challenge: str | None = None
    overwhelming_possible: bool = False
    source: str = Field("lexicon", description="the advisor: lexicon, ollama, openai, ...")
    model: str = ""
    prompt_hash: str = ""
    latency_ms: float = Field(0.0, ge=0, description="milliseconds the advisor took")
    notes: list[str] = Field(default_factory=list, description="what was dropped, and why")

    @model_validator(mode="before")
    @classmethod
    def _older(cls, value: Any) -> Any:
        """The looser shapes of older logs (see the module doc)."""
        if not isinstance(value, dict):
            return value
        value = dict(value)
        cards = value.get("cards")
        if isinstance(cards, dict):
            value["cards"] = [{"card": k, "count": v} for k, v in cards.items()]
        if "target_challenge" not in value and "target" in value:
            target = value.pop("target")
            value["target_challenge"] = target.get("name") if isinstance(target, dict) else target
        if "overwhelming_possible" not in value and "overwhelming" in value:
            value["overwhelming_possible"] = bool(value.pop("overwhelming"))
        declared = value.get("declared")
        if isinstance(declared, bool):
            value["declared"] = ["declared"] if declared else []
        elif isinstance(declared, str):
            value["declared"] = [declared]
        for item in value.pop("bonuses", None) or ():
            if isinstance(item, dict) and item.get("kind") in (*FLAGS, "clever"):
                kind, amount, why = item["kind"], item.get("value", 1), item.get("reason", "")
                if kind == "clever":
                    value.setdefault(kind, {"value": int(amount), "reason": why})
                else:
                    value.setdefault(kind, {"applies": bool(amount), "reason": why})
        return value

    def to_commands(self) -> list[str]:
        """The command-language lines that set a pending ruling to this suggestion by hand
        (``suggest ... --apply`` does it in one command).

        >>> Suggestion(cards=[CardSuggestion(card="cliche")], target_challenge="Ghoul pack",
        ...            equipment=Bonus(applies=True)).to_commands()
        ['card add cliche', 'bonus equipment on', 'target "Ghoul pack"']
        """
        out = [f"card add {quote(c.card)}" for c in self.cards for _ in range(c.count)]
        out += [f"bonus {name} on" for name in FLAGS if getattr(self, name).applies]
        if self.clever.value:
            out.append(f"bonus clever {self.clever.value}")
        if self.target_challenge:
            out.append(f"target {quote(self.target_challenge)}")
        if self.overwhelming_possible:
            out.append("overwhelming on")
        out += [f"declare {quote(key)} on" for key in self.declared]
        return out

    def card_counts(self) -> dict[str, int]:
        """``{card id: count}``, the shape ``companion eval`` scores."""
        out: dict[str, int] = {}
        for c in self.cards:
            out[c.card] = out.get(c.card, 0) + c.count
        return out
