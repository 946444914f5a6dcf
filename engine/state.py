"""The game state: a frozen value, the fold of every event so far (:mod:`engine.fold`).

Everything the GM's screen shows is here: room ``number`` of ``len(room_order)`` and its GM,
the challenges (rating, deadly, partial successes by whom, partial failures per character,
overcome and how), the card piles, the party (who is out and why), the GM-action grace counter,
time in the room and whether the deus ex machina is open, the pending action with its ruling and
net bonus broken down, the last outcome (with the player's words and the cards it earned),
and the dungeon-turn clock.

Secrets: fields marked ``json_schema_extra={"secret": True}`` (room notes, secret search rolls,
secret challenges' ratings) are for the GM only. :func:`public_view` drops them; the players'
view must show only that.

Units: times are seconds since the epoch (``now``, ``entered_at``) or seconds (``elapsed``).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from engine.decklist import DeckList
from engine.resolve import Outcome
from engine.suggestion import Suggestion
from engine.table import Table
from engine.turn import TurnClock, TurnConfig

OvercomeHow = Literal[
    "overwhelming", "three_characters", "five_partials", "plot", "deus", "override"
]
OutReason = Literal["gm", "died", "stuck", "absent"]
Status = Literal["ok", "dead", "stuck"]
Direction = Literal["in", "out"]
ActionKind = Literal["player", "gm_reaction"]
Stage = Literal["ruling", "confirmed", "second_die"]

SECRET: dict[str, Any] = {"secret": True}

M = TypeVar("M", bound=BaseModel)


def replace(model: M, update: dict[str, Any]) -> M:
    """A copy of a frozen model with ``update`` applied, unvalidated (the fold's values come
    from validated events). Several times faster than ``model_copy``, which deep-copies its
    bookkeeping; replay speed depends on it.

    >>> replace(Die(value=3), {"manual": True})
    Die(value=3, manual=True)
    """
    new = model.__class__.__new__(model.__class__)
    fields = dict(model.__dict__)
    fields.update(update)
    object.__setattr__(new, "__dict__", fields)
    object.__setattr__(
        new, "__pydantic_fields_set__", model.__pydantic_fields_set__ | update.keys()
    )
    object.__setattr__(new, "__pydantic_extra__", None)
    object.__setattr__(new, "__pydantic_private__", None)
    return new


#: "three partial successes by three different characters, five partial successes total"
PARTIALS_BY_DIFFERENT = 3
PARTIALS_TOTAL = 5
#: "three partial failures by the same character against a single challenge are equivalent to
#: a total failure"
PARTIAL_FAILURES_TO_TOTAL = 3


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class RulesConfig(_Frozen):
    """Where the rules are silent or leave numbers to the table; recorded at session start.

    ``exit_lap``: ``reverse`` (the rooms before the final one, in reverse, one challenge
    each) or ``none`` (leaving the final room with the Eye ends the game).
    ``exit_pool_base``: the exit lap's pool is this plus the room number (the rules give
    "3 plus the room number" for rooms; the exit lap is silent, so the same by default).
    ``deus_minutes``: "at least 30 minutes". ``grace_actions``: "at least two actions".
    ``turn``: the dungeon-turn tables (:class:`engine.turn.TurnConfig`).
    ``final_room_dreams``: "in the final room, the dream excuse can only happen once".
    """

    exit_lap: Literal["reverse", "none"] = "reverse"
    exit_pool_base: int = Field(3, ge=0)
    exit_max_rating_base: int = Field(2, ge=0)
    deus_minutes: float = Field(30.0, ge=0)
    grace_actions: int = Field(2, ge=0)
    turn: TurnConfig = TurnConfig()
    final_room_dreams: int = Field(1, ge=0)


class ChallengeState(_Frozen):
    """One challenge in the current room.

    ``partial_successes`` lists the character of each partial success, in order;
    ``partial_failures`` lists the character of each partial failure; ``barred`` the characters
    who suffered a total failure (or a third partial failure) and may not act on it again.
    A ``secret`` challenge's rating is GM-only.
    """

    name: str
    rating: int = Field(json_schema_extra=SECRET)
    deadly: bool = False
    secret: bool = False
    partial_successes: tuple[str, ...] = ()
    partial_failures: tuple[str, ...] = ()
    barred: tuple[str, ...] = ()
    overcome: bool = False
    overcome_how: OvercomeHow | None = None

    def failures_of(self, character: str) -> int:
        """Partial failures ``character`` has suffered against this challenge."""
        return self.partial_failures.count(character)

    def can_act(self, character: str) -> bool:
        """Whether ``character`` may still act against this challenge."""
        return not self.overcome and character not in self.barred


class PartyMember(_Frozen):
    """A character at the table and whether it is in the party for this room."""

    name: str
    player: str
    in_party: bool = True
    out_reason: OutReason | None = None
    status: Status = "ok"


class SearchRecord(_Frozen):
    """One search: "the referee should always roll for the character searching", so the roll,
    whether a trap was there and whether it was found are secret."""

    character: str
    area: str
    roll: int = Field(json_schema_extra=SECRET)
    present: bool = Field(json_schema_extra=SECRET)
    found: bool = Field(json_schema_extra=SECRET)


class Break(_Frozen):
    """A stretch of time the program was closed (from the last event before a ``reopen`` to
    the reopen): seconds since the epoch."""

    from_at: float
    to_at: float


class RoomState(_Frozen):
    """The room the party is in. ``number`` is 1-based in play order; the last is final."""

    number: int
    gm: str
    title: str = ""
    final: bool = False
    direction: Direction = "in"
    entered_seq: int
    entered_at: float
    pool_size: int
    max_rating: int
    challenges: tuple[ChallengeState, ...] = ()
    clock_running_since: float | None = None
    clock_elapsed: float = 0.0
    deus_vote: bool | None = None
    deus_done: bool = False
    grace: int = 0
    manual_cards: bool = False
    notes: str = Field("", json_schema_extra=SECRET)
    breaks: tuple[Break, ...] = ()

    def challenge(self, name: str) -> ChallengeState:
        """A challenge by exact name (``KeyError`` if none)."""
        for c in self.challenges:
            if c.name == name:
                return c
        raise KeyError(name)

    def elapsed(self, now: float) -> float:
        """Seconds the party has been occupied by this room at ``now``, without the time the
        clock was paused or the program was closed (``breaks``)."""
        since = self.clock_running_since
        if since is None:
            return self.clock_elapsed
        running = now - since
        for b in self.breaks:
            running -= max(0.0, min(b.to_at, now) - max(b.from_at, since))
        return self.clock_elapsed + max(0.0, running)


class Die(_Frozen):
    """One d6: its value and whether the GM entered it from a physical die."""

    value: int = Field(ge=1, le=6)
    manual: bool = False


#: The yes/no bonuses of a :class:`Ruling` (``clever`` is a count, 0-2).
FLAG_BONUSES = ("background", "equipment", "contradiction")


class Ruling(_Frozen):
    """The GM's ruling on the pending action (step 2 of an action roll).

    ``cards`` lists matched pool cards (a card twice when both copies are matched).
    ``target`` is the challenge; ``no_target`` means "no chance of helping against any
    challenge" (no roll, no cards moved). ``declared`` names cards or bonuses the player
    declared going for: "if a player does declare it, the bonus is not awarded".
    ``ignores_threat``: a reaction that "is not an attempt to address the threat".
    """

    cards: tuple[str, ...] = ()
    background: bool = False
    equipment: bool = False
    contradiction: bool = False
    clever: int = Field(0, ge=0, le=2)
    target: str | None = None
    no_target: bool = False
    overwhelming: bool = False
    declared: tuple[str, ...] = ()
    ignores_threat: bool = False
    extra_discard: str | None = None


class BonusBreakdown(_Frozen):
    """The net bonus and where it comes from ("Character bonuses", "Cards")."""

    cards: int = 0
    background: int = 0
    equipment: int = 0
    clever: int = 0
    contradiction: int = 0
    not_rested: int = 0
    voided: tuple[str, ...] = ()
    net: int = 0


class PendingAction(_Frozen):
    """An action being described, ruled on or rolled."""

    character: str
    kind: ActionKind = "player"
    gm_text: str = ""
    text: str = ""
    opened_seq: int
    stage: Stage = "ruling"
    ruling: Ruling = Ruling()
    bonus: BonusBreakdown = BonusBreakdown()
    first_die: Die | None = None
    suggestion: Suggestion | None = None


class EarnedCard(_Frozen):
    """A card an action earned its bonus for, and how many of its copies ("if both copies are
    in the pool, an action can count both of them")."""

    card: str
    count: int = Field(1, ge=1)


class LastOutcome(_Frozen):
    """The most recent resolved action.

    ``text`` is what the player said (the action's utterances, joined); ``cards`` the cards
    it earned, each with its count: matched and not declared ("If a player does declare it,
    the bonus is not awarded"), never the extra discard, none for an automatic partial
    failure (no cards are matched when no roll is made). Both are derived in the fold from
    the pending action (:func:`engine.bonus.earned_cards`); logs need no new field.
    """

    character: str
    challenge: str
    outcome: Outcome
    total: int | None = None
    dice: tuple[Die, ...] = ()
    bonus: int = 0
    automatic: bool = False
    overridden: bool = False
    text: str = ""
    cards: tuple[EarnedCard, ...] = ()


class Piles(_Frozen):
    """The cards: ``deck`` top first, the face-up ``pool``, the ``discard`` pile."""

    deck: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()


class Dream(_Frozen):
    """A room made impossible: its events ``from_seq``..``to_seq`` were the premonitory dream."""

    room: int
    from_seq: int
    to_seq: int


class GameEnd(_Frozen):
    reason: Literal["victory", "disaster", "gm"]
    at: float


class GameState(_Frozen):
    """The whole game at one moment; see the module docstring."""

    seq: int = -1
    now: float = 0.0
    undo_point: int | None = None
    seed: int = 0
    table: Table
    deck_list: DeckList
    rules: RulesConfig = RulesConfig()
    room_order: tuple[str, ...]
    party: tuple[PartyMember, ...] = ()
    room: RoomState | None = None
    piles: Piles = Piles()
    pending: PendingAction | None = None
    last: LastOutcome | None = None
    continuity: tuple[str, ...] = ()
    active: str | None = None
    eye_claimed: bool = False
    dreams: tuple[Dream, ...] = ()
    dream_room: int | None = None
    clock: TurnClock = TurnClock()
    searches: tuple[SearchRecord, ...] = ()
    ended: GameEnd | None = None
    breaks: tuple[Break, ...] = ()

    @property
    def rooms_total(self) -> int:
        """N in "room n of N"."""
        return len(self.room_order)

    def member(self, name: str) -> PartyMember:
        for m in self.party:
            if m.name == name:
                return m
        raise KeyError(name)

    def with_member(self, name: str, **update: Any) -> GameState:
        """This state with party member ``name``'s fields updated (others untouched)."""
        party = tuple(replace(m, update) if m.name == name else m for m in self.party)
        return replace(self, {"party": party})

    def elapsed_in_room(self, now: float | None = None) -> float:
        """Seconds in the current room (0 outside one) at ``now`` (seconds since the epoch;
        default: the last event's time, which a quiet room leaves behind the wall clock)."""
        return self.room.elapsed(self.now if now is None else now) if self.room else 0.0

    def deus_open(self, now: float | None = None) -> bool:
        """Whether the deus ex machina may happen at ``now`` (default: the last event's time):
        "only if the players have been occupied by the room for at least 30 minutes, and only
        after a vote in its favor"."""
        room = self.room
        if room is None or room.deus_done:
            return False
        enough = self.elapsed_in_room(now) >= self.rules.deus_minutes * 60
        return enough and room.deus_vote is True

    def not_rested_penalty(self) -> int:
        """ "A -1 penalty ... is incurred until the characters rest for one turn": 0 or -1."""
        return self.clock.penalty(self.rules.turn)

    def rest_due(self) -> bool:
        """Whether the party must rest this turn to avoid the penalty."""
        return self.clock.rest_due(self.rules.turn)

    def final_dreams_used(self) -> int:
        return sum(1 for d in self.dreams if d.room == self.rooms_total)


def canonical_json(state: GameState) -> str:
    """The state as canonical JSON: sorted keys, no spaces, UTF-8 text. The table is left
    out: it is fixed for the whole session by ``session_started`` (and a new optional field
    in the table model must not change every recorded hash). Likewise the ``breaks`` (added
    with ``reopen``) are left out while there are none, so a log without a reopen keeps the
    hash it always had."""
    data = state.model_dump(mode="json", exclude={"table"})
    if not data["breaks"]:
        del data["breaks"]
    if data["room"] is not None and not data["room"]["breaks"]:
        del data["room"]["breaks"]
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: GameState) -> str:
    """sha256 hex digest of :func:`canonical_json`: equal states, equal hashes."""
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()


def _strip(model: BaseModel) -> Any:
    out: dict[str, Any] = {}
    for name, field in type(model).model_fields.items():
        extra = field.json_schema_extra
        value = getattr(model, name)
        secret = isinstance(extra, dict) and bool(extra.get("secret"))
        if secret and not (isinstance(model, ChallengeState) and not model.secret):
            continue
        out[name] = _public(value)
    return out


def _public(value: Any) -> Any:
    if isinstance(value, Table | DeckList):
        return None
    if isinstance(value, BaseModel):
        return _strip(value)
    if isinstance(value, tuple | list):
        return [_public(v) for v in value]
    return value


def public_view(state: GameState) -> dict[str, Any]:
    """The state as JSON-ready data with every secret removed (the players' view).

    Drops room notes, search rolls and results, secret challenges' ratings, the table file
    (room secrets), the seed (it predicts the dice) and the deck order (what comes next is
    hidden; counts stay). Adds what the methods compute: ``rooms_total``,
    ``elapsed_in_room`` (seconds), ``deus_open``, ``not_rested_penalty``.
    """
    view: dict[str, Any] = _strip(state)
    for hidden in ("table", "deck_list", "seed"):
        view.pop(hidden, None)
    view["piles"] = {
        "deck": len(state.piles.deck),
        "pool": list(state.piles.pool),
        "discard": len(state.piles.discard),
    }
    view["rooms_total"] = state.rooms_total
    view["elapsed_in_room"] = state.elapsed_in_room()
    view["deus_open"] = state.deus_open()
    view["not_rested_penalty"] = state.not_rested_penalty()
    return view
