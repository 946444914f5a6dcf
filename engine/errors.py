"""Every error the engine raises; all are ``ValueError`` subclasses (python-chess style).

::

    ValueError
    ├── CommandSyntaxError        a misheard or mistyped command: it does not parse
    ├── AmbiguousTarget           "attack whom?": a name matches several things, or none was given
    ├── LogCorrupt                a log line that is not the event it claims to be
    └── RuleViolation             the command parses but the rules forbid it now
        ├── NoSession / NoRoom / RoomOrder      where the party is
        ├── CharacterOutOfParty   "a character is not in the party if ..."
        ├── CardNotInPool         "only cards in the pool can be matched or discarded"
        ├── ChallengeClosed       the challenge is overcome, or the character may not act on it
        ├── UnknownChallenge      no challenge has that name in this room
        ├── ActionState           the command does not fit the pending action's stage
        ├── GraceNotOver          "the players can make at least two actions ... before the GM
        │                          can initiate another"
        ├── DeusExMachinaNotYet   "only if the players have been occupied by the room for at
        │                          least 30 minutes, and only after a vote in its favor"
        ├── EyeStillGuarded       "overcoming this maximum-rated challenge should be necessary
        │                          for claiming the Eye"
        ├── SearchRepeated        "each character can only make one attempt to search a
        │                          specific area"
        ├── NothingToUndo
        └── GameOver              the game has ended; nothing more happens

Each :class:`RuleViolation` subclass names the rule it enforces in ``rule``.
"""

from __future__ import annotations


class CommandSyntaxError(ValueError):
    """A command that does not parse (misheard by STT or mistyped). Says the expected form."""


class AmbiguousTarget(ValueError):
    """A name that matches several candidates, or none given where several are possible."""

    def __init__(self, message: str, candidates: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.candidates = candidates


class LogCorrupt(ValueError):
    """A session log line (not the torn last one) that does not parse. ``line`` is 1-based."""

    def __init__(self, path: str, line: int, why: str) -> None:
        super().__init__(f"{path}:{line}: corrupt log line: {why}")
        self.path, self.line, self.why = path, line, why


class RuleViolation(ValueError):
    """A command the rules forbid in the current state. ``rule`` quotes or names the rule."""

    rule: str = "the rules of Quest for the Eye"

    def __init__(self, message: str) -> None:
        super().__init__(f"{message} (rule: {self.rule})")
        self.detail = message


class NoSession(RuleViolation):
    rule = "a session starts with Session.start before any command"


class NoRoom(RuleViolation):
    rule = "this happens inside a room: enter one first with `room enter N`"


class RoomOrder(RuleViolation):
    rule = (
        "the party advances through the rooms in linear order until they acquire the Eye, "
        "then leaves the way it came"
    )


class CharacterOutOfParty(RuleViolation):
    rule = (
        "a character is not in the party if it belongs to the room's GM, died in the previous "
        "room, could not leave it, or its player is absent"
    )


class CardNotInPool(RuleViolation):
    rule = "only cards in the pool can be matched or discarded"


class ChallengeClosed(RuleViolation):
    rule = (
        "an overcome challenge takes no more actions; after a total failure a character is "
        "unable to take any further actions against that challenge"
    )


class UnknownChallenge(RuleViolation):
    rule = "an action applies to a challenge the GM introduced in this room"


class ActionState(RuleViolation):
    rule = (
        "action sequence: describe, GM rulings, discard matched cards, optional extra discard, "
        "roll, outcome, replenish"
    )


class GraceNotOver(RuleViolation):
    rule = (
        "after the reaction to a GM-initiated action resolves, the players can make at least "
        "two actions of their choice before the GM can initiate another"
    )


class DeusExMachinaNotYet(RuleViolation):
    rule = (
        "the deus ex machina occurs only if the players have been occupied by the room for at "
        "least 30 minutes, and only after a vote in its favor"
    )


class EyeStillGuarded(RuleViolation):
    rule = (
        "in the final room, overcoming the maximum-rated challenge is necessary for claiming "
        "the Eye"
    )


class SearchRepeated(RuleViolation):
    rule = "each character can only make one attempt to search a specific area or item"


class NothingToUndo(RuleViolation):
    rule = "undo steps back over commands that happened"


class GameOver(RuleViolation):
    rule = "the game has ended"
