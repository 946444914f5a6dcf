"""What the advisor reads and what it answers: :class:`SuggestContext` and :class:`Suggestion`.

The rules the suggestion serves ("GM RULINGS"): the GM decides which challenge
the action applies to, whether it has a chance of overwhelming success, which
character bonuses apply and which card bonuses apply. The advisor proposes;
the GM decides (the session records the suggestion and applies it to the pending ruling in
one ``suggest ... --apply`` command; the GM edits it).

:class:`Suggestion` and its parts (:class:`Evidence`, :class:`CardSuggestion`,
:class:`Bonus`, :class:`Clever`) are the engine's (:mod:`engine.suggestion`): the advisor
builds the one typed value the log records.

>>> s = Suggestion(cards=[CardSuggestion(card="cliche", count=1,
...     evidence=[Evidence(quote="in the nick of time", start=0, end=19)])],
...     equipment=Bonus(applies=True, reason="swings Mother"), target_challenge="Ogre")
>>> s.to_commands()
['card add cliche', 'bonus equipment on', 'target Ogre']
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from companion.advisor.text import Transcript
from engine.suggestion import Bonus, CardSuggestion, Clever, Evidence, Suggestion
from engine.table import Character

__all__ = [
    "FROM_MODEL",
    "Bonus",
    "CardSuggestion",
    "Challenge",
    "Clever",
    "Evidence",
    "SuggestContext",
    "Suggestion",
]

#: How an LLM's addition is marked: the start of its evidence's ``why`` (and of a bonus's
#: ``reason``), so the screen, the log and exports show it as the model's, to be weighed.
FROM_MODEL = "from the model"


def from_model(why: str) -> bool:
    """Whether evidence (or a bonus reason) is an LLM's addition.

    >>> from_model("from the model: could fit (verb of speech 'bellows')"), from_model("3 adverbs")
    (True, False)
    """
    return why.startswith(FROM_MODEL)


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

    def read(self) -> Transcript:
        """The transcript as the detectors read it: with the acting character's name (a
        clause opened by it is told about the actor) and the challenges' names as the scene
        (an object of the challenge is not the character's)."""
        scene = "; ".join(c.name for c in self.challenges)
        return Transcript(self.transcript, actor=self.character.name, scene=scene)

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
