"""Events: frozen records of what happened, one JSON object per log line.

Every event has ``type`` (the discriminator), ``seq`` (0, 1, 2, ... in log order), ``at``
(seconds since the epoch, taken from the command: the engine never reads a clock) and
``command`` (the paste-back text of the command that produced it, on the first event of each
command only; ``None`` on the rest). Events carry every random draw (dice, shuffled orders),
so replay needs no RNG. Read a line back with :func:`parse_event`. Every event type and field,
and the versioning promise, are in ``docs/log-format.md`` (a test keeps the two together).

Order within one action: ``action_opened``, ``utterance``, [``suggestion``],
``ruling_edited``*, ``ruling_confirmed``, ``cards_discarded``, ``die_rolled``+,
``action_resolved``, [``challenge_overcome``], [``character_died``], ``cards_dealt``
(with ``deck_reshuffled`` between two deals when the deck ran out).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_serializer

from engine.decklist import DeckList
from engine.resolve import Outcome
from engine.state import (
    ActionKind,
    Die,
    Direction,
    OvercomeHow,
    PartyMember,
    RulesConfig,
    Ruling,
    Status,
)
from engine.suggestion import Suggestion
from engine.table import Table

#: The log schema this program writes (``engine.log.READABLE_SCHEMAS`` lists what it reads).
#: Bumped whenever an older program could not read the new log: a new event type, or a new
#: field (events refuse fields they do not know), as in ``docs/log-format.md``.
SCHEMA_VERSION = 2


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: int = Field(ge=0)
    at: float
    command: str | None = None


class SessionStarted(_Event):
    """The table, the deck list, the seed, the rules config and the room order (GM ids)."""

    type: Literal["session_started"] = "session_started"
    table: Table
    deck: DeckList
    seed: int
    rules: RulesConfig = RulesConfig()
    room_order: tuple[str, ...]


class RoomEntered(_Event):
    """The party enters a room: the full shuffled ``order`` of all cards and the dealt ``pool``
    (the first ``len(pool)`` cards of ``order``), the party worked out, the limits.
    ``manual`` when the GM entered the dealt cards from a physical deck. ``short_by``: cards
    the pool lacks because the whole deck holds fewer than ``pool_size`` (also in
    ``warnings``; ``None`` when it is full)."""

    type: Literal["room_entered"] = "room_entered"
    number: int = Field(ge=1)
    gm: str
    title: str = ""
    final: bool = False
    direction: Direction = "in"
    order: tuple[str, ...]
    pool: tuple[str, ...]
    manual: bool = False
    party: tuple[PartyMember, ...]
    pool_size: int
    max_rating: int
    warnings: tuple[str, ...] = ()
    short_by: int | None = Field(None, ge=1)


class ChallengeAdded(_Event):
    type: Literal["challenge_added"] = "challenge_added"
    name: str
    rating: int
    deadly: bool = False
    secret: bool = False
    warnings: tuple[str, ...] = ()


class ChallengeOvercome(_Event):
    """A challenge is overcome; ``how`` is the way ("plot" is plot advancement)."""

    type: Literal["challenge_overcome"] = "challenge_overcome"
    name: str
    how: OvercomeHow


class ActionOpened(_Event):
    """A character starts an action; ``kind`` is ``gm_reaction`` when reacting to a GM action."""

    type: Literal["action_opened"] = "action_opened"
    character: str
    kind: ActionKind = "player"


class GmActionStarted(_Event):
    """The GM initiates an action against one character, who must react."""

    type: Literal["gm_action_started"] = "gm_action_started"
    character: str
    text: str


class Utterance(_Event):
    """What a player said or typed. ``audio`` is a file reference (never the bytes).

    The speech-to-text facts of a spoken action (all optional; a typed one has none):
    ``speech_start_at``, ``speech_end_at`` and ``transcript_at`` are stage times (seconds since
    the epoch: first voiced frame, last voiced frame, transcript ready); ``confidence`` the
    recogniser's confidence from 0 to 1; ``stt_backend`` and ``stt_model`` what transcribed it;
    ``compute_ms`` the transcription's compute time in milliseconds."""

    type: Literal["utterance"] = "utterance"
    character: str
    text: str
    source: Literal["voice", "text", "script"] = "text"
    audio: str | None = None
    speech_start_at: float | None = None
    speech_end_at: float | None = None
    transcript_at: float | None = None
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    stt_backend: str | None = None
    stt_model: str | None = None
    compute_ms: float | None = Field(default=None, ge=0.0)


class SuggestionRecorded(_Event):
    """The advisor's suggestion (:class:`engine.suggestion.Suggestion`), with who made it and
    when; ``latency_ms`` is the advisor's own time, ``suggested_at`` seconds since the epoch.
    Applied (``suggest ... --apply``), it is followed by the ``ruling_edited`` events that set
    the ruling to it, in the same command (so with no ``command`` text of their own)."""

    type: Literal["suggestion"] = "suggestion"
    source: str
    model: str | None = None
    prompt_hash: str | None = None
    latency_ms: float | None = None
    suggested_at: float | None = None
    payload: Suggestion = Field(default_factory=Suggestion)

    @field_serializer("payload")
    def _compact(self, payload: Suggestion) -> dict[str, Any]:
        """In the log, only what the suggestion says (defaults left out: a line stays short)."""
        return payload.model_dump(mode="json", exclude_defaults=True)


RulingField = Literal[
    "card_add",
    "card_drop",
    "background",
    "equipment",
    "contradiction",
    "clever",
    "target",
    "overwhelming",
    "declared",
    "ignores_threat",
    "extra_discard",
]


class RulingEdited(_Event):
    """One GM edit of the pending ruling. ``value``: a card id, a flag, clever 0-2, a challenge
    name (``None`` = no challenge applies), a declared key, or the extra discard."""

    type: Literal["ruling_edited"] = "ruling_edited"
    field: RulingField
    value: str | int | bool | None = None


class RulingConfirmed(_Event):
    """The GM accepts the ruling (the final one is recorded whole) and its net bonus."""

    type: Literal["ruling_confirmed"] = "ruling_confirmed"
    ruling: Ruling
    net_bonus: int


class CardsDiscarded(_Event):
    """Steps 3-4: matched cards to the discard pile, then the optional extra card."""

    type: Literal["cards_discarded"] = "cards_discarded"
    matched: tuple[str, ...] = ()
    extra: str | None = None


class DieRolled(_Event):
    """One die of an action roll (``second``: the die the rules called for on a 1 or a 6)."""

    type: Literal["die_rolled"] = "die_rolled"
    die: Die
    second: bool = False
    needs_second_die: bool = False


class ActionResolved(_Event):
    """The outcome. ``automatic``: a partial failure without a roll (continuity violation, a
    reaction that ignores the threat); ``counts_as_total``: a third partial failure."""

    type: Literal["action_resolved"] = "action_resolved"
    character: str
    kind: ActionKind = "player"
    challenge: str
    rating: int | None = None
    outcome: Outcome
    total: int | None = None
    dice: tuple[Die, ...] = ()
    net_bonus: int = 0
    automatic: bool = False
    reason: str = ""
    counts_as_total: bool = False
    overridden: bool = False


class ActionDismissed(_Event):
    """No roll and no cards moved: "if the action has no chance of helping against any
    challenge, then no action roll is made and no cards are moved"."""

    type: Literal["action_dismissed"] = "action_dismissed"
    character: str
    kind: ActionKind = "player"


class ActionCancelled(_Event):
    """The pending action was withdrawn before any card moved."""

    type: Literal["action_cancelled"] = "action_cancelled"
    character: str


class CardsDealt(_Event):
    """Step 7: cards from the top of the deck into the pool. ``short_by``: cards the pool
    still lacks because deck and discard pile ran out (a custom deck smaller than the pool;
    ``None`` when it is full)."""

    type: Literal["cards_dealt"] = "cards_dealt"
    cards: tuple[str, ...]
    manual: bool = False
    short_by: int | None = Field(None, ge=1)


class DeckReshuffled(_Event):
    """ "Whenever the deck is empty, the GM shuffles the discard pile into it": the new order."""

    type: Literal["deck_reshuffled"] = "deck_reshuffled"
    order: tuple[str, ...]


class CharacterDied(_Event):
    type: Literal["character_died"] = "character_died"
    character: str
    challenge: str


class CharacterStatusSet(_Event):
    """A character could not leave the room (``stuck``), or is ``ok`` again."""

    type: Literal["character_status"] = "character_status"
    character: str
    status: Status


class ActiveSet(_Event):
    """The character the next utterance belongs to (the UI's and voice's speaker)."""

    type: Literal["active_set"] = "active_set"
    character: str


class ContinuityViolated(_Event):
    """The GM flags a continuity violation: the violator's next action is an automatic
    partial failure."""

    type: Literal["continuity_violated"] = "continuity_violated"
    character: str


class DeusVoted(_Event):
    type: Literal["deus_voted"] = "deus_voted"
    in_favour: bool


class DeusExMachina(_Event):
    """The deus ex machina happens; ``overcomes`` lists the challenges it ends."""

    type: Literal["deus_ex_machina"] = "deus_ex_machina"
    overcomes: tuple[str, ...]


class ClockPaused(_Event):
    type: Literal["clock_paused"] = "clock_paused"


class ClockResumed(_Event):
    type: Literal["clock_resumed"] = "clock_resumed"


class RocksFell(_Event):
    """A room became impossible. A dream: events ``dream_from_seq``..``dream_to_seq`` never
    happened, the state returns to before the room was entered and the party rests. Not a
    dream (``real``): the game ends."""

    type: Literal["rocks_fell"] = "rocks_fell"
    room: int
    real: bool
    dream_from_seq: int
    dream_to_seq: int


class EyeClaimed(_Event):
    type: Literal["eye_claimed"] = "eye_claimed"
    eye_name: str = ""


class SessionReopened(_Event):
    """The program opened this log again to continue it (``reopen``, on ``--resume``). The time
    from ``since`` (the last event's time before it) to ``at`` was a break: the program was
    closed, so it counts neither as time in the room nor toward the deus ex machina."""

    type: Literal["session_reopened"] = "session_reopened"
    since: float


class GameEnded(_Event):
    type: Literal["game_ended"] = "game_ended"
    reason: Literal["victory", "disaster", "gm"]


class Undone(_Event):
    """Undo as an event: the state returns to just before event ``to_seq`` (``steps`` commands
    back). Nothing is deleted from the log."""

    type: Literal["undone"] = "undone"
    steps: int = Field(ge=1)
    to_seq: int = Field(ge=0)


class Overridden(_Event):
    """ "The GM's word is final": a counter or flag set by hand, with the reason."""

    type: Literal["overridden"] = "overridden"
    field: str
    args: tuple[str, ...] = ()
    reason: str


class TurnPassed(_Event):
    """A ten-minute dungeon turn; ``result`` is the turn procedure's record (rolls included)."""

    type: Literal["turn_passed"] = "turn_passed"
    turn: int
    result: dict[str, Any] = Field(default_factory=dict)


class Searched(_Event):
    """A search ("takes one turn"; the roll is secret). ``wandering`` is the turn's
    wandering-monster check, rolled first ("The DM rolls for wandering monsters" starts every
    turn): a :class:`engine.turn.TurnResult` as JSON; ``None`` in logs written before it was
    rolled for searches (issue 12)."""

    type: Literal["searched"] = "searched"
    character: str
    area: str
    roll: int
    present: bool
    found: bool
    result: dict[str, Any] = Field(default_factory=dict)
    wandering: dict[str, Any] | None = None


class TrapRolled(_Event):
    """A trap trigger check ("2-in-6 chance of the trap being sprung")."""

    type: Literal["trap_rolled"] = "trap_rolled"
    roll: int
    sprung: bool
    result: dict[str, Any] = Field(default_factory=dict)


class Rested(_Event):
    """The party rests one turn; the not-rested penalty ends. ``wandering``: the turn's
    wandering-monster check, as on :class:`Searched`."""

    type: Literal["rested"] = "rested"
    wandering: dict[str, Any] | None = None


Event = Annotated[
    SessionStarted
    | RoomEntered
    | ChallengeAdded
    | ChallengeOvercome
    | ActionOpened
    | GmActionStarted
    | Utterance
    | SuggestionRecorded
    | RulingEdited
    | RulingConfirmed
    | CardsDiscarded
    | DieRolled
    | ActionResolved
    | ActionDismissed
    | ActionCancelled
    | CardsDealt
    | DeckReshuffled
    | CharacterDied
    | CharacterStatusSet
    | ActiveSet
    | ContinuityViolated
    | DeusVoted
    | DeusExMachina
    | ClockPaused
    | ClockResumed
    | RocksFell
    | EyeClaimed
    | SessionReopened
    | GameEnded
    | Undone
    | Overridden
    | TurnPassed
    | Searched
    | TrapRolled
    | Rested,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)


def parse_event(line: str | bytes) -> Event:
    """One log line back into its event (``pydantic.ValidationError`` if it is not one)."""
    return EVENT_ADAPTER.validate_json(line)


def dump_event(event: Event) -> str:
    """One event as a single JSON line (no newline), ``None`` fields omitted."""
    return event.model_dump_json(exclude_none=True)
