"""What the advisor reads and what it answers: :class:`SuggestContext` and :class:`Suggestion`.

The rules the suggestion serves ("GM RULINGS"): the GM decides which challenge
the action applies to, whether it has a chance of overwhelming success, which
character bonuses apply and which card bonuses apply. The advisor proposes;
the GM decides (the UI applies :meth:`Suggestion.to_commands` to a pending
action, and the GM edits it).

>>> s = Suggestion(cards=[CardSuggestion(card="cliche", count=1,
...     evidence=[Evidence(quote="in the nick of time", start=0, end=19)])],
...     equipment=Bonus(applies=True, reason="swings Mother"), target_challenge="Ogre")
>>> s.to_commands()
['card add cliche', 'bonus equipment on', 'target "Ogre"']
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.table import Character


class Challenge(BaseModel):
    """An active challenge: its name and rating."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1)
    rating: int = Field(ge=1, le=30)


class SuggestContext(BaseModel):
    """Everything the advisor may look at for one action.

    ``pool`` lists card ids in the pool; a card listed twice has both copies in
    the pool. ``challenges`` are (name, rating) pairs. ``transcript`` is
    untrusted player speech: it is data, never instructions.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    transcript: str
    character: Character
    pool: tuple[str, ...] = ()
    challenges: tuple[Challenge, ...] = ()
    room: str = Field("", description="the room's title and appearance, if known")

    @field_validator("challenges", mode="before")
    @classmethod
    def _pairs(cls, value: object) -> object:
        """Accept ``(name, rating)`` pairs as well as challenge objects."""
        if isinstance(value, list | tuple):
            return tuple(
                {"name": v[0], "rating": v[1]} if isinstance(v, list | tuple) else v for v in value
            )
        return value

    @classmethod
    def of(
        cls,
        transcript: str,
        character: Character,
        pool: list[str] | tuple[str, ...],
        challenges: list[tuple[str, int]] | tuple[tuple[str, int], ...] = (),
        room: str = "",
    ) -> SuggestContext:
        """Build a context from plain values (``challenges`` as ``(name, rating)`` pairs)."""
        return cls(
            transcript=transcript,
            character=character,
            pool=tuple(pool),
            challenges=tuple(Challenge(name=n, rating=r) for n, r in challenges),
            room=room,
        )


class Evidence(BaseModel):
    """Words of the transcript that earn a card or bonus.

    ``start``/``end`` are character offsets into the transcript (end
    exclusive), so ``transcript[start:end] == quote``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    quote: str = Field(min_length=1)
    start: int | None = Field(None, ge=0)
    end: int | None = Field(None, ge=0)
    why: str = Field("", description="what the detector saw, e.g. '3 adverbs'")


class CardSuggestion(BaseModel):
    """One pool card the words earn, and how many copies (a two-copy card may count twice)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    card: str
    count: int = Field(1, ge=1, le=2)
    evidence: list[Evidence] = Field(min_length=1)


class Bonus(BaseModel):
    """A yes/no character bonus (or the contradiction penalty) with the reason for it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    applies: bool = False
    reason: str = ""
    evidence: list[Evidence] = Field(default_factory=list)


class Clever(BaseModel):
    """The clever bonus, 0-2 at the GM's discretion ("an especially clever response")."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    value: int = Field(0, ge=0, le=2)
    reason: str = ""


class Suggestion(BaseModel):
    """The advisor's proposal for one action. Its JSON schema constrains the LLM."""

    model_config = ConfigDict(frozen=True, extra="forbid")

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
    source: Literal["lexicon", "ollama", "openai"] = "lexicon"
    model: str = ""
    prompt_hash: str = ""
    latency_ms: float = Field(0.0, ge=0, description="milliseconds the advisor took")
    notes: list[str] = Field(default_factory=list, description="what was dropped, and why")

    def card_counts(self) -> dict[str, int]:
        """``{card id: count}``, the shape ``companion eval`` scores."""
        return {c.card: c.count for c in self.cards}

    def to_commands(self) -> list[str]:
        """The command-language lines that apply this suggestion to a pending action."""
        out = [f"card add {c.card}" for c in self.cards for _ in range(c.count)]
        if self.background.applies:
            out.append("bonus background on")
        if self.equipment.applies:
            out.append("bonus equipment on")
        if self.contradiction.applies:
            out.append("bonus contradiction on")
        if self.clever.value:
            out.append(f"bonus clever {self.clever.value}")
        if self.target_challenge:
            out.append(f"target {json.dumps(self.target_challenge, ensure_ascii=False)}")
        if self.overwhelming_possible:
            out.append("overwhelming on")
        return out
