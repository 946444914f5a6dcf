"""The normalized session: what review and every export format read.

A :class:`SessionReport` is built once from a session log (see
:mod:`companion.export.loading`) and is the published shape of
``companion export --format json`` (its JSON schema is
:func:`companion.export.jsonexport.json_schema`). It is plain data: every
renderer (Markdown, HTML, the terminal browser) reads it and nothing else.

Shape::

    SessionReport
    ├── header                 log header: schema, app version, deck, seed
    ├── players, characters    who sat at the table
    ├── rooms[]                one section per room entry, in play order
    │   └── entries[]          actions, and everything else that happened there
    │       ├── utterance      transcript, speaker, audio, stage timings
    │       ├── suggestions[]  what each advisor proposed (cards with evidence, bonuses)
    │       ├── ruling         what the GM decided
    │       ├── roll, outcome  the dice and the rules' reading of them
    │       └── challenges     the state after the entry of each challenge in play
    ├── stats                  per player, character, card, advisor source; latency
    └── warnings               what the normalizer could not place

Times are seconds as found on the log's events (``at`` fields); latencies are
milliseconds. An entry that was undone keeps ``undone=True``: it is shown as
undone and counts in no statistic. A room that rocks fell on has
``dream=True``: "the events of that room never happened ... they had a
premonitory dream warning them of the danger in the next room" (rules,
"Rocks fall, everyone dies").
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

#: The export format's version; bump on any incompatible change to the JSON shape.
EXPORT_SCHEMA = "quest-companion-export/1"

Outcome = Literal["overwhelming_success", "partial_success", "partial_failure", "total_failure"]

#: Outcomes best first, with the words a reader sees.
OUTCOME_LABELS: dict[str, str] = {
    "overwhelming_success": "overwhelming success",
    "partial_success": "partial success",
    "partial_failure": "partial failure",
    "total_failure": "total failure",
}

#: The character bonuses of the rules, in the order they are shown.
BONUS_KINDS: tuple[str, ...] = ("background", "equipment", "clever", "contradiction")

EntryKind = Literal["action", "event"]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Header(_Model):
    """The log's header line, and the table's name."""

    export_schema: str = EXPORT_SCHEMA
    log_schema: str = Field("", description="the log's own schema version")
    app_version: str = ""
    deck_id: str = ""
    deck_hash: str = ""
    seed: int | None = None
    table: str = Field("", description="the table's name")
    started_at: float | None = Field(None, description="seconds, the first event's time")
    ended_at: float | None = Field(None, description="seconds, the last event's time")
    events: int = Field(0, description="events in the log, undo events included")
    final_state_hash: str = Field("", description="the engine's state hash after the last event")


class PlayerInfo(_Model):
    id: str
    name: str


class CharacterInfo(_Model):
    name: str
    player: str = Field("", description="id of the player who plays the character")


class CardRef(_Model):
    """A card and how many times it counts (1, or 2 for two copies in the pool)."""

    id: str
    name: str
    count: int = 1


class CardSuggestion(_Model):
    """One card an advisor proposed, with the exact words that earn it."""

    id: str
    name: str
    count: int = 1
    evidence: tuple[str, ...] = ()


class BonusView(_Model):
    """A character bonus: ``kind`` is one of :data:`BONUS_KINDS`, ``value`` its points."""

    kind: str
    value: int
    reason: str = ""


class SuggestionView(_Model):
    """What one advisor proposed for an action."""

    source: str = Field(description="the advisor: lexicon, ollama, ...")
    model: str = ""
    prompt_hash: str = ""
    latency_ms: float | None = None
    at: float | None = Field(None, description="seconds, when the suggestion was ready")
    cards: tuple[CardSuggestion, ...] = ()
    bonuses: tuple[BonusView, ...] = ()
    declared: tuple[str, ...] = ()
    target: str | None = None
    overwhelming_possible: bool | None = None


class RulingView(_Model):
    """What the GM ruled: the target, the cards and bonuses that count, the net bonus."""

    target: str | None = None
    cards: tuple[CardRef, ...] = ()
    bonuses: tuple[BonusView, ...] = ()
    declared: tuple[str, ...] = Field((), description="declared, so void")
    overwhelming_possible: bool = False
    net_bonus: int = 0
    extra_discard: str | None = Field(None, description="card id discarded for no bonus")
    edits: tuple[str, ...] = Field((), description="the GM's edits, in order, as commands")
    at: float | None = Field(None, description="seconds, when the GM confirmed")


class Die(_Model):
    value: int
    manual: bool = False


class RollView(_Model):
    """The action roll: every die rolled (first die first), and the modified total."""

    dice: tuple[Die, ...]
    bonus: int
    total: int
    rating: int | None = None


class Utterance(_Model):
    """A description as spoken or typed, with the voice pipeline's stage timings."""

    text: str
    speaker: str = Field("", description="character or player who spoke")
    source: str = Field("", description="voice, keyboard, script ...")
    audio: str | None = Field(None, description="audio file, relative to the log's folder")
    speech_end_at: float | None = None
    transcript_at: float | None = None


class ChallengeState(_Model):
    """One challenge after an entry, as the engine reads it."""

    name: str
    rating: int
    deadly: bool = False
    partial_successes: int = 0
    succeeded_by: tuple[str, ...] = Field((), description="characters with a partial success")
    partial_failures: tuple[str, ...] = Field((), description="characters with a partial failure")
    barred: tuple[str, ...] = Field((), description="characters who may not act on it again")
    overcome: bool = False
    overcome_by: str = Field("", description="how: overwhelming, partials, plot, ...")


class Entry(_Model):
    """One thing that happened in a room: an action, or any other event.

    ``seq`` is the 1-based position of the entry's first event in the log, so a
    reader can find it there. ``kind`` "event" entries carry only ``text``.
    """

    seq: int
    kind: EntryKind
    at: float | None = None
    text: str = Field("", description="one line saying what happened")
    event_type: str = ""
    character: str = ""
    player: str = Field("", description="the name of the player who plays the character")
    gm_action: str = Field("", description="the GM's action this one reacts to")
    utterance: Utterance | None = None
    suggestions: tuple[SuggestionView, ...] = ()
    ruling: RulingView | None = None
    roll: RollView | None = None
    outcome: Outcome | None = None
    automatic: bool = Field(False, description="an automatic partial failure: no roll")
    dealt: tuple[str, ...] = Field((), description="cards dealt to replenish the pool")
    challenges: tuple[ChallengeState, ...] = Field(
        (),
        description="state after this entry of the room's challenges in play (those "
        "overcome before it are in the room's section only)",
    )
    undone: bool = False
    overridden: str = Field("", description="the GM's override of this action, with its reason")
    consequences: tuple[str, ...] = Field(
        (), description="what the action led to: a challenge overcome, a death, a reshuffle"
    )


class RoomSection(_Model):
    """One entry of the party into a room (a room entered twice has two sections)."""

    index: int = Field(description="1-based position among the sections")
    number: int = Field(description="the room's number in play order")
    title: str = ""
    gm: str = Field("", description="id of the room's GM")
    gm_name: str = ""
    final: bool = False
    exit_lap: bool = Field(False, description="on the way out with the Eye")
    dream: bool = Field(False, description="rocks fell: these events are the premonitory dream")
    undone: bool = Field(False, description="the GM undid the entry into the room")
    again: bool = Field(
        False,
        description="entered before on the way in: after a rocks-fall dream, the party "
        "re-enters (and may first revisit earlier rooms)",
    )
    pool: tuple[str, ...] = Field((), description="card ids dealt face-up on entry")
    party: tuple[str, ...] = ()
    entries: tuple[Entry, ...] = ()
    challenges: tuple[ChallengeState, ...] = Field((), description="state when the party left")


class OutcomeCounts(_Model):
    overwhelming_success: int = 0
    partial_success: int = 0
    partial_failure: int = 0
    total_failure: int = 0

    def total(self) -> int:
        return (
            self.overwhelming_success
            + self.partial_success
            + self.partial_failure
            + self.total_failure
        )


class BonusCounts(_Model):
    """How often each character bonus was awarded, and the points it gave."""

    background: int = 0
    equipment: int = 0
    clever: int = Field(0, description="points, +1 or +2 each time")
    contradiction: int = Field(0, description="times the -2 applied")
    points: int = Field(0, description="net points from character bonuses")


class ActorStats(_Model):
    """Statistics of one player or one character over the played (not undone, not dream)
    actions."""

    name: str
    player: str = ""
    actions: int = 0
    outcomes: OutcomeCounts = OutcomeCounts()
    cards_earned: int = Field(0, description="card bonuses earned, counting copies")
    bonuses: BonusCounts = BonusCounts()


class CardStats(_Model):
    """How one card fared: ``suggested`` counts actions where the advisor proposed it,
    ``accepted`` those the GM kept, ``rejected`` those the GM dropped, ``added_by_gm``
    rulings that counted it without a suggestion."""

    id: str
    name: str
    suggested: int = 0
    accepted: int = 0
    rejected: int = 0
    added_by_gm: int = 0
    earned: int = Field(0, description="times it counted in a ruling, copies included")


class AdvisorStats(_Model):
    """One advisor source against the GM's rulings, counted per card instance."""

    source: str
    suggestions: int = 0
    true_positives: int = 0
    false_positives: int = 0
    false_negatives: int = 0
    precision: float | None = None
    recall: float | None = None
    f1: float | None = None
    bonus_agreement: float | None = Field(None, description="share of bonus fields agreed on")


class Distribution(_Model):
    """A latency distribution in milliseconds."""

    stage: str
    count: int = 0
    p50: float | None = None
    p90: float | None = None
    p95: float | None = None
    min: float | None = None
    max: float | None = None
    values: tuple[float, ...] = Field((), description="every sample, in log order")


class Stats(_Model):
    players: tuple[ActorStats, ...] = ()
    characters: tuple[ActorStats, ...] = ()
    cards: tuple[CardStats, ...] = ()
    advisors: tuple[AdvisorStats, ...] = ()
    latency: tuple[Distribution, ...] = ()
    actions: int = Field(0, description="played actions (not undone, not in a dream)")
    undone: int = 0
    dream_actions: int = 0


class SessionReport(_Model):
    """A whole session, normalized. See the module docstring for the shape."""

    header: Header
    players: tuple[PlayerInfo, ...] = ()
    characters: tuple[CharacterInfo, ...] = ()
    rooms: tuple[RoomSection, ...] = ()
    card_names: dict[str, str] = Field(default_factory=dict, description="card id -> name")
    outcome: str = Field("", description="how the game ended, if it did")
    stats: Stats = Stats()
    warnings: tuple[str, ...] = ()

    def player_name(self, player_id: str) -> str:
        """A player's name by id (the id itself when unknown)."""
        for p in self.players:
            if p.id == player_id:
                return p.name
        return player_id

    def card_name(self, card_id: str) -> str:
        """A card's name by id (the id itself when the deck is unknown)."""
        return self.card_names.get(card_id, card_id)

    def actions(self) -> list[tuple[RoomSection, Entry]]:
        """Every action entry with its room, in log order."""
        return [(r, e) for r in self.rooms for e in r.entries if e.kind == "action"]
