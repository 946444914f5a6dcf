"""State as a pure fold over events: ``state = evolve(state, event, before)``, one handler per
event type. Handlers only apply what the event records (no rules are decided here, no RNG).

``before(seq)`` returns the state just before event ``seq``; undo and the rocks-fall dream use
it to return to an earlier state while the log keeps every event.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import events as ev
from engine.bonus import earned_cards, net_bonus
from engine.errors import LogCorrupt
from engine.overrides import apply_override
from engine.resolve import resolve_roll
from engine.state import (
    Break,
    ChallengeState,
    Dream,
    GameEnd,
    GameState,
    LastOutcome,
    PartyMember,
    PendingAction,
    Piles,
    RoomState,
    Ruling,
    SearchRecord,
    replace,
)
from engine.turn import advance, rest, search

Before = Callable[[int], GameState]
Handler = Callable[[GameState, Any, Before], GameState]


def initial(event: ev.SessionStarted) -> GameState:
    """The state right after ``session_started``: every card in the deck, no room yet."""
    return GameState(
        seq=event.seq,
        now=event.at,
        seed=event.seed,
        table=event.table,
        deck_list=event.deck,
        rules=event.rules,
        room_order=event.room_order,
        party=tuple(PartyMember(name=c.name, player=c.player) for c in event.table.characters),
        piles=Piles(deck=tuple(sorted(event.deck.cards))),
    )


def _mismatch(event: ev.Event, why: str) -> LogCorrupt:
    """A log that contradicts itself at ``event`` (its line in the log: ``seq + 2``, after the
    header)."""
    return LogCorrupt("<events>", event.seq + 2, why)


def _room(state: GameState) -> RoomState:
    if state.room is None:
        raise LogCorrupt("<events>", state.seq + 2, "event needs a room but none was entered")
    return state.room


def _with_room(state: GameState, **update: Any) -> GameState:
    return replace(state, {"room": replace(_room(state), update)})


def _with_challenge(state: GameState, name: str, **update: Any) -> GameState:
    room = _room(state)
    challenges = tuple(replace(c, update) if c.name == name else c for c in room.challenges)
    return _with_room(state, challenges=challenges)


def _pending(state: GameState) -> PendingAction:
    if state.pending is None:
        raise LogCorrupt("<events>", state.seq + 2, "event needs a pending action")
    return state.pending


def _with_ruling(state: GameState, ruling: Ruling, **update: Any) -> GameState:
    bonus = net_bonus(ruling, state.not_rested_penalty())
    pending = replace(_pending(state), {"ruling": ruling, "bonus": bonus, **update})
    return replace(state, {"pending": pending})


def _remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _room_entered(s: GameState, e: ev.RoomEntered, _: Before) -> GameState:
    notes = next((r.secrets for r in s.table.rooms if r.gm == e.gm), "")
    room = RoomState(
        number=e.number,
        gm=e.gm,
        title=e.title,
        final=e.final,
        direction=e.direction,
        entered_seq=e.seq,
        entered_at=e.at,
        pool_size=e.pool_size,
        max_rating=e.max_rating,
        clock_running_since=e.at,
        manual_cards=e.manual,
        notes=notes,
    )
    piles = Piles(deck=e.order[len(e.pool) :], pool=e.pool)
    dream_room = None if s.dream_room == e.number else s.dream_room
    return replace(
        s,
        {
            "room": room,
            "piles": piles,
            "party": e.party,
            "pending": None,
            "active": None,
            "dream_room": dream_room,
        },
    )


def _challenge_added(s: GameState, e: ev.ChallengeAdded, _: Before) -> GameState:
    c = ChallengeState(name=e.name, rating=e.rating, deadly=e.deadly, secret=e.secret)
    return _with_room(s, challenges=(*_room(s).challenges, c))


def _challenge_overcome(s: GameState, e: ev.ChallengeOvercome, _: Before) -> GameState:
    if _room(s).challenge(e.name).overcome:
        raise _mismatch(e, f"challenge {e.name!r} is already overcome")
    return _with_challenge(s, e.name, overcome=True, overcome_how=e.how)


def _action_opened(s: GameState, e: ev.ActionOpened, _: Before) -> GameState:
    pending = PendingAction(character=e.character, kind=e.kind, opened_seq=e.seq)
    pending = replace(pending, {"bonus": net_bonus(Ruling(), s.not_rested_penalty())})
    return replace(s, {"pending": pending, "active": e.character})


def _gm_action(s: GameState, e: ev.GmActionStarted, _: Before) -> GameState:
    pending = PendingAction(
        character=e.character,
        kind="gm_reaction",
        gm_text=e.text,
        opened_seq=e.seq,
        bonus=net_bonus(Ruling(), s.not_rested_penalty()),
    )
    return replace(s, {"pending": pending, "active": e.character})


def _utterance(s: GameState, e: ev.Utterance, _: Before) -> GameState:
    p = s.pending
    if p is not None and p.character == e.character:
        text = f"{p.text} {e.text}".strip()
        return replace(s, {"pending": replace(p, {"text": text})})
    return replace(s, {"active": e.character})


def _suggestion(s: GameState, e: ev.SuggestionRecorded, _: Before) -> GameState:
    pending = replace(_pending(s), {"suggestion": e.payload})
    return replace(s, {"pending": pending})


def _ruling_edited(s: GameState, e: ev.RulingEdited, _: Before) -> GameState:
    r = _pending(s).ruling
    f, v = e.field, e.value
    if f == "card_add":
        update: dict[str, Any] = {"cards": (*r.cards, str(v))}
    elif f == "card_drop":
        update = {"cards": _remove_one(r.cards, str(v))}
    elif f == "declared":
        key, on = str(v).rsplit(":", 1)
        rest_ = tuple(k for k in r.declared if k != key)
        update = {"declared": (*rest_, key) if on == "on" else rest_}
    elif f == "target":
        update = {"target": v, "no_target": v is None}
    else:
        update = {f: v}
    return _with_ruling(s, replace(r, update))


def _ruling_confirmed(s: GameState, e: ev.RulingConfirmed, _: Before) -> GameState:
    return _with_ruling(s, e.ruling, stage="confirmed")


def _cards_discarded(s: GameState, e: ev.CardsDiscarded, _: Before) -> GameState:
    pool, discard = s.piles.pool, s.piles.discard
    for card in (*e.matched, *([e.extra] if e.extra else [])):
        if card not in pool:
            raise _mismatch(e, f"card {card!r} is not in the pool")
        pool = _remove_one(pool, card)
        discard = (*discard, card)
    return replace(s, {"piles": replace(s.piles, {"pool": pool, "discard": discard})})


def _die_rolled(s: GameState, e: ev.DieRolled, _: Before) -> GameState:
    p = _pending(s)
    update: dict[str, Any] = {"first_die": p.first_die if e.second else e.die}
    if e.needs_second_die and not e.second:
        update["stage"] = "second_die"
    return replace(s, {"pending": replace(p, update)})


def _check_roll(s: GameState, e: ev.ActionResolved) -> None:
    """A rolled outcome must be what the rules read from its dice, the ruling's net bonus and
    overwhelming flag, and the challenge's rating (a log edited to "die 1 + 2 = 8,
    overwhelming success" is refused, naming its line). Automatic and overridden outcomes
    have no roll to check."""
    if e.automatic or e.overridden or not e.dice:
        return
    p = _pending(s)
    rating = _room(s).challenge(e.challenge).rating
    net = p.bonus.net
    values = [d.value for d in e.dice]
    if e.rating not in (None, rating) or e.net_bonus != net or len(values) > 2:
        raise _mismatch(
            e,
            f"the roll records rating {e.rating} and bonus {e.net_bonus:+d}; the ruling "
            f"and the challenge give {rating} and {net:+d}",
        )
    second = values[1] if len(values) > 1 else None
    try:
        read = resolve_roll(rating, net, values[0], second, p.ruling.overwhelming)
    except ValueError as exc:
        raise _mismatch(e, f"the roll does not add up: {exc}") from exc
    if read.total != e.total or read.outcome != e.outcome:
        dice = " then ".join(str(v) for v in values)
        rules = (read.outcome or "a second die").replace("_", " ")
        said = e.outcome.replace("_", " ")
        raise _mismatch(
            e,
            f"the roll does not add up: die {dice} {net:+d} = {read.total} against "
            f"{rating} is {rules}; the log says {e.total}, {said}",
        )


def _action_resolved(s: GameState, e: ev.ActionResolved, _: Before) -> GameState:
    _check_roll(s, e)
    c = _room(s).challenge(e.challenge)
    update: dict[str, Any] = {}
    if e.outcome == "partial_success":
        update["partial_successes"] = (*c.partial_successes, e.character)
    elif e.outcome == "partial_failure":
        update["partial_failures"] = (*c.partial_failures, e.character)
    if (e.outcome == "total_failure" or e.counts_as_total) and e.character not in c.barred:
        update["barred"] = (*c.barred, e.character)
    s = _with_challenge(s, e.challenge, **update)
    p = s.pending
    said = p if p is not None and p.character == e.character else None
    last = LastOutcome(
        character=e.character,
        challenge=e.challenge,
        outcome=e.outcome,
        total=e.total,
        dice=e.dice,
        bonus=e.net_bonus,
        automatic=e.automatic,
        overridden=e.overridden,
        text=said.text if said else "",
        cards=earned_cards(said.ruling) if said and not e.automatic else (),
    )
    continuity = s.continuity
    if e.automatic and e.reason == "continuity" and e.character in continuity:
        continuity = _remove_one(continuity, e.character)
    s = _after_action(s, e.kind)
    return replace(s, {"last": last, "continuity": continuity, "pending": None})


def _after_action(s: GameState, kind: str) -> GameState:
    grace = _room(s).grace
    grace = s.rules.grace_actions if kind == "gm_reaction" else max(0, grace - 1)
    return _with_room(s, grace=grace)


def _action_dismissed(s: GameState, e: ev.ActionDismissed, _: Before) -> GameState:
    if e.kind == "gm_reaction":
        s = _after_action(s, e.kind)
    return replace(s, {"pending": None})


def _action_cancelled(s: GameState, e: ev.ActionCancelled, _: Before) -> GameState:
    return replace(s, {"pending": None})


def _cards_dealt(s: GameState, e: ev.CardsDealt, _: Before) -> GameState:
    deck = s.piles.deck
    if e.manual:
        for card in e.cards:
            if card not in deck:
                raise _mismatch(e, f"card {card!r} is not in the deck")
            deck = _remove_one(deck, card)
    elif deck[: len(e.cards)] != e.cards:
        raise _mismatch(e, "dealt cards are not the top of the deck")
    else:
        deck = deck[len(e.cards) :]
    piles = replace(s.piles, {"deck": deck, "pool": (*s.piles.pool, *e.cards)})
    return replace(s, {"piles": piles})


def _deck_reshuffled(s: GameState, e: ev.DeckReshuffled, _: Before) -> GameState:
    if sorted(e.order) != sorted((*s.piles.deck, *s.piles.discard)):
        raise _mismatch(e, "the reshuffled order is not the deck and discard pile")
    return replace(s, {"piles": replace(s.piles, {"deck": e.order, "discard": ()})})


def _died(s: GameState, e: ev.CharacterDied, _: Before) -> GameState:
    return s.with_member(e.character, status="dead", in_party=False, out_reason="died")


def _status(s: GameState, e: ev.CharacterStatusSet, _: Before) -> GameState:
    return s.with_member(e.character, status=e.status)


def _active(s: GameState, e: ev.ActiveSet, _: Before) -> GameState:
    return replace(s, {"active": e.character})


def _continuity(s: GameState, e: ev.ContinuityViolated, _: Before) -> GameState:
    return replace(s, {"continuity": (*s.continuity, e.character)})


def _deus_voted(s: GameState, e: ev.DeusVoted, _: Before) -> GameState:
    return _with_room(s, deus_vote=e.in_favour)


def _deus(s: GameState, e: ev.DeusExMachina, _: Before) -> GameState:
    return _with_room(s, deus_done=True)


def _paused(s: GameState, e: ev.ClockPaused, _: Before) -> GameState:
    room = _room(s)
    return _with_room(s, clock_running_since=None, clock_elapsed=room.elapsed(e.at))


def _resumed(s: GameState, e: ev.ClockResumed, _: Before) -> GameState:
    return _with_room(s, clock_running_since=e.at)


def _keep_breaks(base: GameState, s: GameState) -> GameState:
    """``base`` (an earlier state undo or a dream returns to) with the breaks of ``s``: time
    the program was closed stays a break whatever is undone."""
    if not s.breaks or s.breaks == base.breaks:
        return base
    room = base.room
    if room is not None:
        room = replace(room, {"breaks": tuple(b for b in s.breaks if b.to_at > room.entered_at)})
    return replace(base, {"breaks": s.breaks, "room": room})


def _reopened(s: GameState, e: ev.SessionReopened, _: Before) -> GameState:
    brk = Break(from_at=e.since, to_at=max(e.since, e.at))
    room = s.room
    if room is not None:
        room = replace(room, {"breaks": (*room.breaks, brk)})
    return replace(s, {"breaks": (*s.breaks, brk), "room": room})


def _rocks_fell(s: GameState, e: ev.RocksFell, before: Before) -> GameState:
    """A dream: back to the state before the room was entered ("the events of that room never
    happened": its deaths, searches and continuity flags too); the dream is remembered, and
    the party rests (a turn passes and the not-rested penalty ends)."""
    if e.real:
        return s
    base = _keep_breaks(before(e.dream_from_seq), s)
    room = base.room
    if room is not None and room.clock_running_since is not None:
        room = replace(room, {"clock_running_since": None, "clock_elapsed": room.elapsed(e.at)})
    dream = Dream(room=e.room, from_seq=e.dream_from_seq, to_seq=e.dream_to_seq)
    return replace(
        base,
        {
            "room": room,
            "dreams": (*s.dreams, dream),
            "dream_room": e.room,
            "clock": replace(rest(base.clock), {"turns": s.clock.turns + 1}),
        },
    )


def _eye(s: GameState, e: ev.EyeClaimed, _: Before) -> GameState:
    return replace(s, {"eye_claimed": True})


def _ended(s: GameState, e: ev.GameEnded, _: Before) -> GameState:
    return replace(s, {"ended": GameEnd(reason=e.reason, at=e.at), "pending": None})


def _undone(s: GameState, e: ev.Undone, before: Before) -> GameState:
    return _keep_breaks(before(e.to_seq), s)


def _turn(s: GameState, e: ev.TurnPassed, _: Before) -> GameState:
    return replace(s, {"clock": advance(s.clock)})


def _searched(s: GameState, e: ev.Searched, _: Before) -> GameState:
    record = SearchRecord(
        character=e.character, area=e.area, roll=e.roll, present=e.present, found=e.found
    )
    clock = search(s.clock, e.character, e.area, check=False)
    return replace(s, {"clock": clock, "searches": (*s.searches, record)})


def _trap(s: GameState, e: ev.TrapRolled, _: Before) -> GameState:
    return s


def _rested(s: GameState, e: ev.Rested, _: Before) -> GameState:
    return replace(s, {"clock": rest(s.clock)})


def _overridden(s: GameState, e: ev.Overridden, _: Before) -> GameState:
    return apply_override(s, e.field, e.args, e.at)


HANDLERS: dict[str, Handler] = {
    "room_entered": _room_entered,
    "challenge_added": _challenge_added,
    "challenge_overcome": _challenge_overcome,
    "action_opened": _action_opened,
    "gm_action_started": _gm_action,
    "utterance": _utterance,
    "suggestion": _suggestion,
    "ruling_edited": _ruling_edited,
    "ruling_confirmed": _ruling_confirmed,
    "cards_discarded": _cards_discarded,
    "die_rolled": _die_rolled,
    "action_resolved": _action_resolved,
    "action_dismissed": _action_dismissed,
    "action_cancelled": _action_cancelled,
    "cards_dealt": _cards_dealt,
    "deck_reshuffled": _deck_reshuffled,
    "character_died": _died,
    "character_status": _status,
    "active_set": _active,
    "continuity_violated": _continuity,
    "deus_voted": _deus_voted,
    "deus_ex_machina": _deus,
    "clock_paused": _paused,
    "clock_resumed": _resumed,
    "rocks_fell": _rocks_fell,
    "eye_claimed": _eye,
    "game_ended": _ended,
    "session_reopened": _reopened,
    "undone": _undone,
    "overridden": _overridden,
    "turn_passed": _turn,
    "searched": _searched,
    "trap_rolled": _trap,
    "rested": _rested,
}

#: Events that do not start an undoable step even when a command produced them.
_NOT_UNDOABLE = frozenset({"session_started", "undone", "session_reopened"})


def evolve(state: GameState, event: ev.Event, before: Before) -> GameState:
    """The state after ``event``. ``event.seq`` must follow ``state.seq``."""
    if event.seq != state.seq + 1:
        raise _mismatch(event, f"expected seq {state.seq + 1}, got {event.seq}")
    new = HANDLERS[event.type](state, event, before)
    update: dict[str, Any] = {"seq": event.seq, "now": event.at}
    if event.command is not None and event.type not in _NOT_UNDOABLE:
        update["undo_point"] = event.seq
    return replace(new, update)
