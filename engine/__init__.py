"""Quest Companion's rules engine: pure, deterministic, event-sourced.

Commands in, frozen events out; the state is a pure fold over the events; randomness happens
only when a command becomes events, and the events record every die and shuffle, so a log
replays with no RNG. No I/O but the log, no clock reads (times arrive on commands).

Public API (import from ``engine``)::

    Session                 Session.start(table, deck, seed, *, at, rules=None) -> Session
                            session.apply(command: Command | str, *, at=None) -> list[Event]
                            session.record_suggestion(suggestion, *, apply, suggested_at, at)
                                -> list[Event]
                            session.state -> GameState; session.events -> list[Event]
                            session.header() -> LogHeader
                            Session.replay(header, events, *, where) -> Session
                            session.state_before(seq) -> GameState
    Command, parse_command(text, *, at=None) -> Command, format_command(cmd) -> str,
        quote(word) -> str (one word as the language writes it), MAX_DESCRIPTION (characters)
    Suggestion (the advisor's proposal as the log records it: engine.suggestion)
    Event (discriminated union on ``type``), parse_event(line), dump_event(event), and the
        event classes (SessionStarted, RoomEntered, ..., see engine.events)
    GameState and its parts (RoomState, ChallengeState, PartyMember, PendingAction, Ruling,
        BonusBreakdown, LastOutcome, EarnedCard, Piles, Die, Dream, RulesConfig),
        public_view(state)
    state_hash(state) -> str, canonical_json(state) -> str
    resolve_roll(rating, bonus, die, second_die=None, overwhelming_possible=False)
        -> RollOutcome, Outcome, OUTCOMES
    net_bonus(ruling, not_rested=0) -> BonusBreakdown, earned_cards(ruling) -> EarnedCard tuple
    LogHeader, write_header(fp, header), append_event(fp, event), write_log(path, header,
        events), read_log(path) -> (LogHeader, list[Event], warnings),
        mend_log(path) -> (LogHeader, list[Event], warnings) (before appending: a torn last
        line to LOG.torn), open_for_append(path) -> (..., fp), READABLE_SCHEMAS
    Errors (all ValueError): CommandSyntaxError, AmbiguousTarget, LogCorrupt, RuleViolation
        and its subclasses (see engine.errors)
    DeckList, Table (and engine.table's models)

Modules: commands (the language), events, state, fold (state from events), session,
actions / rooms / exploring / overrides (commands to events), resolve, bonus, log, errors.
"""

from engine.bonus import earned_cards, net_bonus
from engine.commands import MAX_DESCRIPTION, Command, format_command, parse_command, quote
from engine.decklist import DeckList
from engine.errors import (
    ActionState,
    AmbiguousTarget,
    CardNotInPool,
    ChallengeClosed,
    CharacterOutOfParty,
    CommandSyntaxError,
    DeusExMachinaNotYet,
    EyeStillGuarded,
    GameOver,
    GraceNotOver,
    LogCorrupt,
    NoRoom,
    NothingToUndo,
    RoomOrder,
    RuleViolation,
    SearchRepeated,
    UnknownChallenge,
)
from engine.events import (
    ActionCancelled,
    ActionDismissed,
    ActionOpened,
    ActionResolved,
    ActiveSet,
    CardsDealt,
    CardsDiscarded,
    ChallengeAdded,
    ChallengeOvercome,
    CharacterDied,
    CharacterStatusSet,
    ClockPaused,
    ClockResumed,
    ContinuityViolated,
    DeckReshuffled,
    DeusExMachina,
    DeusVoted,
    DieRolled,
    Event,
    EyeClaimed,
    GameEnded,
    GmActionStarted,
    Overridden,
    Rested,
    RocksFell,
    RoomEntered,
    RulingConfirmed,
    RulingEdited,
    Searched,
    SessionReopened,
    SessionStarted,
    SuggestionRecorded,
    TrapRolled,
    TurnPassed,
    Undone,
    Utterance,
    dump_event,
    parse_event,
)
from engine.log import (
    READABLE_SCHEMAS,
    LogHeader,
    append_event,
    mend_log,
    open_for_append,
    read_log,
    write_header,
    write_log,
)
from engine.resolve import OUTCOMES, Outcome, RollOutcome, SecondDieNotCalled, resolve_roll
from engine.session import Session
from engine.state import (
    BonusBreakdown,
    Break,
    ChallengeState,
    Die,
    Dream,
    EarnedCard,
    GameState,
    LastOutcome,
    PartyMember,
    PendingAction,
    Piles,
    RoomState,
    RulesConfig,
    Ruling,
    SearchRecord,
    canonical_json,
    public_view,
    state_hash,
)
from engine.suggestion import Suggestion
from engine.table import Character, Player, Room, Table

__all__ = [
    "MAX_DESCRIPTION",
    "OUTCOMES",
    "READABLE_SCHEMAS",
    "ActionCancelled",
    "ActionDismissed",
    "ActionOpened",
    "ActionResolved",
    "ActionState",
    "ActiveSet",
    "AmbiguousTarget",
    "BonusBreakdown",
    "Break",
    "CardNotInPool",
    "CardsDealt",
    "CardsDiscarded",
    "ChallengeAdded",
    "ChallengeClosed",
    "ChallengeOvercome",
    "ChallengeState",
    "Character",
    "CharacterDied",
    "CharacterOutOfParty",
    "CharacterStatusSet",
    "ClockPaused",
    "ClockResumed",
    "Command",
    "CommandSyntaxError",
    "ContinuityViolated",
    "DeckList",
    "DeckReshuffled",
    "DeusExMachina",
    "DeusExMachinaNotYet",
    "DeusVoted",
    "Die",
    "DieRolled",
    "Dream",
    "EarnedCard",
    "Event",
    "EyeClaimed",
    "EyeStillGuarded",
    "GameEnded",
    "GameOver",
    "GameState",
    "GmActionStarted",
    "GraceNotOver",
    "LastOutcome",
    "LogCorrupt",
    "LogHeader",
    "NoRoom",
    "NothingToUndo",
    "Outcome",
    "Overridden",
    "PartyMember",
    "PendingAction",
    "Piles",
    "Player",
    "Rested",
    "RocksFell",
    "RollOutcome",
    "Room",
    "RoomEntered",
    "RoomOrder",
    "RoomState",
    "RuleViolation",
    "RulesConfig",
    "Ruling",
    "RulingConfirmed",
    "RulingEdited",
    "SearchRecord",
    "SearchRepeated",
    "Searched",
    "SecondDieNotCalled",
    "Session",
    "SessionReopened",
    "SessionStarted",
    "Suggestion",
    "SuggestionRecorded",
    "Table",
    "TrapRolled",
    "TurnPassed",
    "Undone",
    "UnknownChallenge",
    "Utterance",
    "append_event",
    "canonical_json",
    "dump_event",
    "earned_cards",
    "format_command",
    "mend_log",
    "net_bonus",
    "open_for_append",
    "parse_command",
    "parse_event",
    "public_view",
    "quote",
    "read_log",
    "resolve_roll",
    "state_hash",
    "write_header",
    "write_log",
]
