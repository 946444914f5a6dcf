"""A log's events -> room sections of entries (:func:`normalize`).

The log is replayed through :class:`engine.Session` (no rule is re-implemented
here): the state after each event gives the challenge states after an action,
the net bonus with its parts, and which action an event belongs to. Events are
grouped:

- a room section starts at each ``room_entered`` (a room entered twice, as
  after a rocks-fall dream, has two sections);
- an action entry holds the events of one pending action, as the engine's
  state says (``pending.opened_seq``): from ``action_opened`` (or a GM's
  ``gm_action_started``) to its ``action_resolved``, ``action_dismissed`` or
  ``action_cancelled``, undo and redo in between included, plus the events the
  same command produced after it (``command`` is ``None`` on those: a challenge
  overcome, a death, the cards dealt);
- everything else is a one-line event entry.

Undo: ``undone`` events return the state to before ``to_seq``, so every event
from ``to_seq`` up to the undo is undone. An undone action is kept and marked
``undone``; a partly undone action (a ruling undone, then ruled again) shows
only what stood. Rocks fall: a ``rocks_fell`` event that is a dream marks
events ``dream_from_seq``..``dream_to_seq`` as the premonitory dream, and the
section they fall in is a dream section.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import engine
from companion.export import payload
from companion.export.model import (
    CardRef,
    ChallengeState,
    Die,
    Entry,
    RollView,
    RoomSection,
    RulingView,
    Utterance,
)
from companion.narration import HOW, sentence
from engine import events as ev

#: Events an action leads to, told under it.
_CONSEQUENCES = (
    ev.ChallengeOvercome,
    ev.CharacterDied,
    ev.CharacterStatusSet,
    ev.DeckReshuffled,
    ev.GameEnded,
)


def _told(e: ev.Event, cards: dict[str, str]) -> str:
    """The event's sentence (:func:`companion.narration.sentence`); the report lists every
    event, so one with nothing to tell is named by its type."""
    return sentence(e, cards=cards) or e.type.replace("_", " ")


def _covered(spans: list[tuple[int, int]], size: int) -> frozenset[int]:
    """The seqs ``0 <= seq < size`` inside any half-open span ``[start, stop)``, in
    O(size + spans) however much the spans overlap (undo after undo covers the same
    events again and again)."""
    marks = [0] * (size + 1)
    for start, stop in spans:
        start, stop = max(0, start), min(size, stop)
        if start < stop:
            marks[start] += 1
            marks[stop] -= 1
    covered, depth = [], 0
    for seq in range(size):
        depth += marks[seq]
        if depth > 0:
            covered.append(seq)
    return frozenset(covered)


def _undone_seqs(events: list[ev.Event]) -> frozenset[int]:
    spans = [(e.to_seq, e.seq) for e in events if isinstance(e, ev.Undone)]
    return _covered(spans, len(events))


def _dream_seqs(events: list[ev.Event]) -> frozenset[int]:
    spans = [
        (e.dream_from_seq, e.dream_to_seq + 1)
        for e in events
        if isinstance(e, ev.RocksFell) and not e.real
    ]
    return _covered(spans, len(events))


class _RoomViews:
    """The report views of the current room's challenges, kept in step with the engine's
    tuple as the pass goes: when the tuple changes, only the challenges that changed are
    converted (a long room holds hundreds; an action changes one), and the indices of
    those not yet overcome are kept, so an entry lists the challenges in play without
    looking at every challenge the party ever beat there."""

    def __init__(self) -> None:
        self._engine: tuple[engine.ChallengeState, ...] = ()
        self.views: list[ChallengeState] = []
        self.open: set[int] = set()
        self._version = 0
        self._snapshot: tuple[int, tuple[ChallengeState, ...]] = (0, ())

    def update(self, state: engine.GameState) -> None:
        current = state.room.challenges if state.room is not None else ()
        if current is self._engine:
            return
        old, views = self._engine, self.views
        if len(views) > len(current):
            del views[len(current) :]
            self.open = {i for i in self.open if i < len(current)}
        for i, c in enumerate(current):
            if i < len(old) and c is old[i]:
                continue
            view = _challenge(c)
            if i < len(views):
                views[i] = view
            else:
                views.append(view)
            if view.overcome:
                self.open.discard(i)
            else:
                self.open.add(i)
        self._engine = current
        self._version += 1

    def all(self) -> tuple[ChallengeState, ...]:
        """Every challenge of the room (one tuple until the next change)."""
        if self._snapshot[0] != self._version:
            self._snapshot = (self._version, tuple(self.views))
        return self._snapshot[1]

    def mark(self) -> tuple[tuple[int, ...], int]:
        """What is in play now: the open challenges' indices, and how many there are."""
        return tuple(sorted(self.open)), len(self.views)

    def in_play(self, mark: tuple[tuple[int, ...], int]) -> tuple[ChallengeState, ...]:
        """The challenges in play at ``mark`` (or added since), as they stand now: an entry
        lists the ones still in play or overcome by it, so a long room's entries do not each
        repeat every challenge the party beat there (the room's section lists them all)."""
        opened, count = mark
        views = self.views
        return tuple(views[i] for i in opened if i < len(views)) + tuple(views[count:])


def _marked(state: engine.GameState) -> tuple[tuple[int, ...], int]:
    """:meth:`_RoomViews.mark` for a state away from the pass (an action whose first
    event is not its opening one)."""
    challenges = state.room.challenges if state.room is not None else ()
    return tuple(i for i, c in enumerate(challenges) if not c.overcome), len(challenges)


def _challenge(c: engine.ChallengeState) -> ChallengeState:
    return ChallengeState(
        name=c.name,
        rating=c.rating,
        deadly=c.deadly,
        partial_successes=len(c.partial_successes),
        succeeded_by=tuple(dict.fromkeys(c.partial_successes)),
        partial_failures=tuple(dict.fromkeys(c.partial_failures)),
        barred=c.barred,
        overcome=c.overcome,
        overcome_by=HOW.get(c.overcome_how or "", c.overcome_how or ""),
    )


@dataclass
class _Group:
    """The events of one action and what the states around them said, gathered in the
    one pass over the states: which challenges were in play when it opened (``mark``),
    those challenges after its last event that stood (``views``), and the net bonus after
    each ruling confirmed (``bonuses``, by seq)."""

    mark: tuple[tuple[int, ...], int]
    events: list[ev.Event] = field(default_factory=list)
    views: tuple[ChallengeState, ...] = ()
    bonuses: dict[int, engine.BonusBreakdown | None] = field(default_factory=dict)


class _Normalizer:
    """One pass over the events and the replayed states, in order (the engine keeps
    checkpoints, not every state: each state is looked at once, while it is at hand)."""

    def __init__(
        self, events: list[ev.Event], names: dict[str, str], header: engine.LogHeader | None
    ) -> None:
        first = events[0]
        assert isinstance(first, ev.SessionStarted)
        self.events = events
        self.names = names
        self.session = engine.Session.replay(header, events)
        self.undone = _undone_seqs(events)
        self.dream = _dream_seqs(events)
        self.table = first.table
        self.player_of = {c.name: c.player for c in first.table.characters}
        self.player_name = {p.id: p.name for p in first.table.players}
        self.rooms: list[dict[str, Any]] = []
        self._views = _RoomViews()
        #: The highest room number entered on the way in so far (for ``again``).
        self._deepest = 0

    def after(self, seq: int) -> engine.GameState:
        """The state right after event ``seq``."""
        if seq + 1 < len(self.events):
            return self.session.state_before(seq + 1)
        return self.session.state

    def card(self, card_id: str, count: int = 1) -> CardRef:
        return CardRef(id=card_id, name=self.names.get(card_id, card_id), count=count)

    def section(self, e: ev.RoomEntered | None, after: engine.GameState) -> dict[str, Any]:
        """A new section: a room entered, or (``e`` None) the events outside one, ``after``
        the first of them: before the first room, or back in the room before a dream ("the
        state returns to before the party entered" the failed room)."""
        back = after.room if e is None else None
        if e is None and back is None:
            title = "Between rooms" if self.rooms else "Before the first room"
            fields: dict[str, Any] = {"number": 0, "title": title}
        elif back is not None:
            fields = {
                "number": back.number,
                "title": back.title or self._room_title(back.gm),
                "gm": back.gm,
                "gm_name": self.player_name.get(back.gm, back.gm),
                "final": back.final,
                "exit_lap": back.direction == "out",
                "again": True,
            }
        else:
            assert e is not None
            fields = {
                "number": e.number,
                "title": e.title or self._room_title(e.gm),
                "gm": e.gm,
                "gm_name": self.player_name.get(e.gm, e.gm),
                "final": e.final,
                "exit_lap": e.direction == "out",
                "dream": e.seq in self.dream,
                "pool": e.pool,
                "party": tuple(m.name for m in e.party if m.in_party),
                "undone": e.seq in self.undone,
                "again": e.direction == "in" and self._deepest >= e.number,
            }
            if e.direction == "in":
                self._deepest = max(self._deepest, e.number)
        room = {"index": len(self.rooms) + 1, "fields": fields, "entries": [], "last": None}
        self.rooms.append(room)
        return room

    def _room_title(self, gm: str) -> str:
        return next((r.title for r in self.table.rooms if r.gm == gm), "")

    @staticmethod
    def owner(
        e: ev.Event, previous: int | None, before: engine.GameState, after: engine.GameState
    ) -> int | None:
        """The ``opened_seq`` of the action ``e`` belongs to, from the states around it."""
        if after.pending is not None:
            return after.pending.opened_seq
        if isinstance(e, ev.Undone):
            return None
        if before.pending is not None:
            return before.pending.opened_seq
        return previous if e.command is None else None

    def run(self) -> list[RoomSection]:
        room: dict[str, Any] | None = None
        groups: dict[int, _Group] = {}
        previous: int | None = None
        before = self.session.state_before(1)
        views = self._views
        views.update(before)
        for e in self.events[1:]:
            after = self.after(e.seq)
            if isinstance(e, ev.RoomEntered):
                room, previous, before = self.section(e, after), None, after
                views.update(after)
                continue
            if room is None or (
                room["fields"].get("dream")
                and e.seq not in self.dream
                and not isinstance(e, ev.RocksFell)
            ):
                room = self.section(None, after)
            previous = self.owner(e, previous, before, after)
            group = None if previous is None else groups.get(previous)
            if previous is not None and group is None:
                mark = (
                    views.mark()
                    if previous == e.seq
                    else _marked(self.session.state_before(previous))
                )
                group = groups[previous] = _Group(mark=mark)
                room["entries"].append(previous)
            views.update(after)
            if not isinstance(e, ev.RocksFell):
                room["last"] = views.all()
            if group is None:
                room["entries"].append(self.event_entry(e))
            else:
                group.events.append(e)
                if previous in self.undone or e.seq not in self.undone:
                    group.views = views.in_play(group.mark)
                    if isinstance(e, ev.RulingConfirmed):
                        pending = after.pending
                        group.bonuses[e.seq] = None if pending is None else pending.bonus
            before = after
        for r in self.rooms:
            r["entries"] = [
                self.action(groups[x]) if isinstance(x, int) else x for x in r["entries"]
            ]
        return [self.freeze(r) for r in self.rooms]

    def freeze(self, room: dict[str, Any]) -> RoomSection:
        return RoomSection(
            index=room["index"],
            entries=tuple(room["entries"]),
            challenges=room["last"] or (),
            **room["fields"],
        )

    def event_entry(self, e: ev.Event) -> Entry:
        return Entry(
            seq=e.seq,
            kind="event",
            at=e.at,
            text=_told(e, self.names),
            event_type=e.type,
            undone=e.seq in self.undone,
        )

    def action(self, found: _Group) -> Entry:
        group = found.events
        opened = group[0]
        assert isinstance(opened, ev.ActionOpened | ev.GmActionStarted)
        undone = opened.seq in self.undone
        live = [e for e in group if undone or e.seq not in self.undone]
        fields: dict[str, Any] = {}
        suggestions = []
        edits: list[str] = []
        dealt: list[str] = []
        consequences: list[str] = []
        confirmed: tuple[ev.RulingConfirmed, int] | None = None
        for e in live:
            if isinstance(e, ev.Utterance):
                fields["utterance"] = Utterance(
                    text=e.text,
                    speaker=e.character,
                    source=e.source,
                    audio=e.audio,
                    speech_end_at=e.speech_end_at,
                    transcript_at=e.transcript_at,
                )
            elif isinstance(e, ev.SuggestionRecorded):
                suggestions.append(payload.suggestion_view(e, self.names))
            elif isinstance(e, ev.RulingEdited) and e.command is not None:
                # without a command of its own, the edit applied the suggestion before it
                edits.append(e.command)
            elif isinstance(e, ev.Undone):
                edits.append(f"undo {e.steps}")
            elif isinstance(e, ev.RulingConfirmed):
                confirmed = (e, len(edits))
            elif isinstance(e, ev.Overridden):
                what = " ".join(a.replace("_", " ") for a in e.args)
                fields["overridden"] = f"{what} ({e.reason})" if e.reason else what
            elif isinstance(e, ev.CardsDealt):
                dealt += e.cards
            elif isinstance(e, _CONSEQUENCES):
                consequences.append(_told(e, self.names))
            elif isinstance(e, ev.ActionResolved):
                fields["outcome"] = e.outcome
                fields["automatic"] = e.automatic
                if e.total is not None and e.dice:
                    fields["roll"] = RollView(
                        dice=tuple(Die(value=d.value, manual=d.manual) for d in e.dice),
                        bonus=e.net_bonus,
                        total=e.total,
                        rating=e.rating,
                    )
                if e.automatic and e.reason:
                    fields["text"] = f"automatic partial failure: {e.reason}"
            elif isinstance(e, ev.ActionDismissed):
                fields["text"] = "no challenge applies: no roll, no cards moved"
            elif isinstance(e, ev.ActionCancelled):
                fields["text"] = "withdrawn before any card moved"
        ruling = None
        if confirmed is not None:
            e, n = confirmed
            ruling = self.ruling(e, tuple(edits[:n]), found.bonuses.get(e.seq))
        if isinstance(opened, ev.GmActionStarted):
            fields["gm_action"] = opened.text
        kept = {e.seq for e in live}
        taken_back = [e.command for e in group if e.seq not in kept and e.command]
        if taken_back:
            note = "taken back with undo: " + "; ".join(taken_back)
            fields["text"] = f"{fields['text']} ({note})" if "text" in fields else note
        return Entry(
            seq=opened.seq,
            kind="action",
            at=opened.at,
            event_type="action",
            character=opened.character,
            player=self.player_name.get(self.player_of.get(opened.character, ""), ""),
            suggestions=tuple(suggestions),
            ruling=ruling,
            dealt=tuple(dealt),
            consequences=tuple(consequences),
            challenges=found.views,
            undone=undone,
            **fields,
        )

    def ruling(
        self, e: ev.RulingConfirmed, edits: tuple[str, ...], bonus: engine.BonusBreakdown | None
    ) -> RulingView:
        r = e.ruling
        if bonus is None:
            bonus = engine.net_bonus(r)
        counts = Counter(c for c in r.cards if c not in bonus.voided)
        parts = (
            ("background", bonus.background),
            ("equipment", bonus.equipment),
            ("clever", bonus.clever),
            ("contradiction", bonus.contradiction),
            ("not rested", bonus.not_rested),
        )
        return RulingView(
            target=None if r.no_target else r.target,
            cards=tuple(self.card(c, n) for c, n in counts.items()),
            bonuses=tuple(payload.bonus(kind, value) for kind, value in parts if value),
            declared=bonus.voided,
            overwhelming_possible=r.overwhelming,
            net_bonus=e.net_bonus,
            extra_discard=r.extra_discard,
            edits=edits,
            at=e.at,
        )


def normalize(
    events: list[ev.Event], names: dict[str, str], header: engine.LogHeader | None = None
) -> tuple[list[RoomSection], engine.GameState]:
    """The room sections of a log's events and the final replayed state (``names``: card
    id -> name). The first event must be ``session_started``; with the log's ``header``,
    the events are checked against it as ``companion replay`` checks them (the deck hash),
    raising :class:`engine.LogCorrupt`."""
    norm = _Normalizer(events, names, header)
    return norm.run(), norm.session.state
