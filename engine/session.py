"""A game session: commands in, frozen events out, state as the fold of the events.

>>> from engine.decklist import DeckList
>>> from engine.table import Character, Player, Room, Table
>>> table = Table(
...     players=(Player(id="ann", name="Ann"), Player(id="bob", name="Bob")),
...     characters=(Character(name="Grignr", player="ann"), Character(name="Olo", player="bob")),
...     rooms=(Room(gm="ann"), Room(gm="bob")),
...     room_order=("ann", "bob"),
... )
>>> deck = DeckList(id="tiny", hash="0", cards=tuple("abcdefghij"))
>>> s = Session.start(table, deck, seed=7, at=0.0)
>>> [e.type for e in s.apply("room enter 1", at=10.0)]
['room_entered']
>>> s.state.room.number, len(s.state.piles.pool), s.state.member("Grignr").out_reason
(1, 4, 'gm')
>>> _ = s.apply('challenge add "Ghoul pack" 6 --deadly')
>>> _ = s.apply('act Olo "I hurl the ghouls a sonnet"')
>>> _ = s.apply("confirm")
>>> [e.type for e in s.apply("roll 4")][:2]
['die_rolled', 'action_resolved']
>>> s.state.last.outcome, s.state.last.total
('partial_failure', 4)
>>> replayed = Session.replay(s.header(), s.events)
>>> replayed.state == s.state
True
"""

from __future__ import annotations

import gc
import json
import random
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from typing import cast

from engine import actions, exploring, rooms
from engine import events as ev
from engine.commands import Command, format_command, parse_command
from engine.decklist import DeckList
from engine.dungeon import draw_room_order
from engine.emitter import Emitter
from engine.errors import ActionState, GameOver, LogCorrupt, NothingToUndo, RuleViolation
from engine.fold import evolve, initial
from engine.log import LogHeader
from engine.overrides import check_override
from engine.resolve import Outcome
from engine.state import GameState, RulesConfig
from engine.suggestion import Suggestion
from engine.table import Table

Decider = Callable[[Emitter, Command], None]


def _undo(em: Emitter, cmd: Command) -> None:
    steps = int(cmd.args[0]) if cmd.args else 1
    point = em.state.undo_point
    for _ in range(steps - 1):
        if point is None:
            break
        point = em.before(point).undo_point
    if point is None:
        raise NothingToUndo(f"fewer than {steps} command(s) to undo")
    em.emit(ev.Undone, steps=steps, to_seq=point)


def _override(em: Emitter, cmd: Command) -> None:
    s = em.state
    field, reason = cmd.args[0], cmd.option("reason") or ""
    args = check_override(s, field, cmd.args[1:])
    if field == "outcome":
        p = s.pending
        if p is None or p.stage == "ruling":
            raise ActionState("override outcome applies to a confirmed action awaiting its roll")
        em.emit(ev.Overridden, field=field, args=args, reason=reason)
        actions.resolve(em, cast(Outcome, args[0]), overridden=True, reason=reason)
        actions.replenish(em)
        return
    em.emit(ev.Overridden, field=field, args=args, reason=reason)


def _end(em: Emitter, cmd: Command) -> None:
    em.emit(ev.GameEnded, reason="gm")


def _reopen(em: Emitter, cmd: Command) -> None:
    """The program opened the log again: the time since the last event was a break (not
    time in the room, not toward the deus ex machina; see ``SessionReopened``)."""
    em.emit(ev.SessionReopened, since=em.state.now)


_DECIDERS: dict[str, Decider] = {
    "room": rooms.enter,
    "leave": rooms.leave,
    "challenge": rooms.add_challenge,
    "plot": rooms.plot,
    "deus": rooms.deus,
    "pause": rooms.clock,
    "resume": rooms.clock,
    "rocks-fall": rooms.rocks_fall,
    "claim-eye": rooms.claim_eye,
    "active": rooms.character_flag,
    "continuity": rooms.character_flag,
    "stuck": rooms.character_flag,
    "end": _end,
    "act": actions.act,
    "gm-action": actions.gm_action,
    "suggest": actions.suggest,
    "card": actions.edit,
    "bonus": actions.edit,
    "declare": actions.edit,
    "target": actions.edit,
    "overwhelming": actions.edit,
    "ignores-threat": actions.edit,
    "discard": actions.edit,
    "confirm": actions.confirm,
    "cancel": actions.cancel,
    "roll": actions.roll,
    "deal": actions.deal,
    "undo": _undo,
    "override": _override,
    "turn": exploring.turn,
    "search": exploring.search,
    "trap": exploring.trap,
    "rest": exploring.rest,
    "reopen": _reopen,
}

#: Commands allowed after the game ended (looking back, and opening the log again).
_AFTER_END = frozenset({"undo", "reopen"})

#: Every how many events the session keeps a whole state (plus the last :data:`_RECENT`):
#: :meth:`Session.state_before` folds forward from the nearest kept one. Keeping a state per
#: event made a 200,000-event replay hold about a gigabyte.
CHECKPOINT_EVERY = 128
_RECENT = 256
_CACHED_SEGMENTS = 4


class Session:
    """One game. Build it with :meth:`start` (new) or :meth:`replay` (from a log).

    ``state`` is the current :class:`GameState`; ``events`` every event so far (the log's
    body). :meth:`apply` is the only way to change either; it is atomic: a command that
    raises leaves both unchanged. Earlier states are not all kept: every
    :data:`CHECKPOINT_EVERY`-th and the last few are, and :meth:`state_before` folds forward
    from the nearest one (undo and the rocks-fall dream read them the same way).
    """

    def __init__(self, first: ev.SessionStarted, app_version: str = "") -> None:
        state = initial(first)
        self._events: list[ev.Event] = [first]
        self._checkpoints: list[GameState] = [state]
        self._recent: deque[GameState] = deque([state], maxlen=_RECENT)
        self._segments: OrderedDict[int, list[GameState]] = OrderedDict()
        self.app_version = app_version

    @classmethod
    def start(
        cls,
        table: Table,
        deck: DeckList,
        seed: int,
        *,
        at: float,
        rules: RulesConfig | None = None,
        app_version: str = "",
    ) -> Session:
        """A new session. The room order is the table's, or drawn from the seed when the
        table has none ("selected randomly after character generation")."""
        order = table.room_order or draw_room_order(
            [r.gm for r in table.rooms], random.Random(f"{seed}:room-order")
        )
        first = ev.SessionStarted(
            seq=0,
            at=at,
            command=None,
            table=table,
            deck=deck,
            seed=seed,
            rules=rules or RulesConfig(),
            room_order=order,
        )
        return cls(first, app_version)

    @classmethod
    def replay(
        cls, header: LogHeader | None, events: Iterable[ev.Event], *, where: str = "<events>"
    ) -> Session:
        """The session a log describes: the fold of its events, no RNG. Raises
        :class:`LogCorrupt` (naming ``where``, the log's path, and the line) if the events do
        not fit together, a roll does not add up, or the header disagrees."""
        it = iter(events)
        first = next(it, None)
        if not isinstance(first, ev.SessionStarted):
            raise LogCorrupt(where, 2, "the first event must be session_started")
        if header is not None and header.deck_hash != first.deck.hash:
            raise LogCorrupt(where, 2, "the header's deck hash differs from the deck")
        session = cls(first, header.app_version if header else "")
        # The fold allocates many small frozen objects and frees few; the cyclic collector
        # would rescan the growing heap over and over (about 40% of replay time).
        collecting = gc.isenabled()
        gc.disable()
        try:
            for event in it:
                session._keep([evolve(session.state, event, session.state_before)], [event])
        except LogCorrupt as exc:
            if exc.path != "<events>":
                raise
            raise LogCorrupt(where, exc.line, exc.why) from None
        finally:
            if collecting:
                gc.enable()
        return session

    def header(self) -> LogHeader:
        """The log header for this session."""
        first = self._events[0]
        assert isinstance(first, ev.SessionStarted)
        return LogHeader(
            app_version=self.app_version,
            deck_id=first.deck.id,
            deck_hash=first.deck.hash,
            seed=first.seed,
            table_name=first.table.name,
            started_at=first.at,
        )

    @property
    def state(self) -> GameState:
        return self._recent[-1]

    @property
    def events(self) -> list[ev.Event]:
        return list(self._events)

    def state_before(self, seq: int) -> GameState:
        """The state just before event ``seq`` was applied (``1 <= seq <= len(events)``)."""
        if not 1 <= seq <= len(self._events):
            raise IndexError(seq)
        return self._state_after(seq - 1)

    def _state_after(self, index: int) -> GameState:
        back = len(self._events) - 1 - index
        if back < len(self._recent):
            return self._recent[-1 - back]
        segment, offset = divmod(index, CHECKPOINT_EVERY)
        if offset == 0:
            return self._checkpoints[segment]
        states = self._segments.get(segment)
        if states is None:
            states = [self._checkpoints[segment]]
            self._segments[segment] = states
            if len(self._segments) > _CACHED_SEGMENTS:
                self._segments.popitem(last=False)
        else:
            self._segments.move_to_end(segment)
        base = segment * CHECKPOINT_EVERY

        def before(seq: int) -> GameState:
            i = seq - 1
            return states[i - base] if base <= i < base + len(states) else self._state_after(i)

        while len(states) <= offset:
            states.append(evolve(states[-1], self._events[base + len(states)], before))
        return states[offset]

    def _keep(self, states: list[GameState], events: list[ev.Event]) -> None:
        """Commit events and the state after each."""
        for state, event in zip(states, events, strict=True):
            self._events.append(event)
            self._recent.append(state)
            if event.seq % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state)

    def apply(self, command: Command | str, *, at: float | None = None) -> list[ev.Event]:
        """Apply one command; returns its events. ``at`` (seconds since the epoch) overrides
        the command's own; with neither, the latest event's time is used.

        Raises :class:`CommandSyntaxError`, :class:`AmbiguousTarget` or a
        :class:`RuleViolation` subclass; the session is then unchanged.
        """
        cmd = parse_command(command) if isinstance(command, str) else command
        when = at if at is not None else cmd.at if cmd.at is not None else self.state.now
        if self.state.ended is not None and cmd.verb not in _AFTER_END:
            raise GameOver(f"the game ended ({self.state.ended.reason}); `undo` to step back")
        em = Emitter(self.state, when, format_command(cmd), self.state_before)
        _DECIDERS[cmd.verb](em, cmd)
        if not em.events:
            raise RuleViolation(f"`{format_command(cmd)}` changes nothing")
        self._keep(em.states, em.events)
        return list(em.events)

    def record_suggestion(
        self,
        suggestion: Suggestion,
        *,
        apply: bool = False,
        suggested_at: float | None = None,
        at: float | None = None,
    ) -> list[ev.Event]:
        """Record the advisor's suggestion for the pending action as a ``suggest`` command
        (the log's line for it); with ``apply``, the ruling is also set to what it proposes
        (cards from the pool only, a target only when it can be acted against)."""
        body = {
            "source": suggestion.source,
            "model": suggestion.model or None,
            "prompt_hash": suggestion.prompt_hash or None,
            "latency_ms": suggestion.latency_ms,
            "suggested_at": suggested_at,
            "payload": suggestion.model_dump(mode="json", exclude_defaults=True),
        }
        text = json.dumps({k: v for k, v in body.items() if v is not None}, sort_keys=True)
        options = (("apply", ""),) if apply else ()
        return self.apply(Command(verb="suggest", args=(text,), options=options), at=at)
