"""Engine events in words: the one place that says what each event means, for every surface.

Two registers, side by side per event so that they cannot drift apart:

- :func:`line`: the compact ruling line the headless runner prints (``companion play
  --headless``): lower case, every number the GM audits (pool, die values, each bonus, the
  secret rolls);
- :func:`sentence`: one sentence of prose, for the live screen's news strip
  (:mod:`companion.ui.narrate`, which leaves out what its panels show) and the session
  report's story (:mod:`companion.export.normalize`).

Both return ``None`` for events that have nothing to tell. Pure: no I/O, no clock.

>>> from engine import events as ev
>>> e = ev.ChallengeAdded(seq=2, at=0.0, name="Ghoul pack", rating=6, deadly=True)
>>> line(e)
"challenge 'Ghoul pack' rated 6 (deadly)"
>>> sentence(e)
'Challenge Ghoul pack (rating 6, deadly) appears.'
>>> sentence(ev.CardsDealt(seq=9, at=0.0, cards=("cliche",)), cards={"cliche": "Cliché"})
'Dealt to the pool: Cliché.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from engine import events as ev
from engine.turn import TurnResult

#: How a challenge was overcome (``ChallengeOvercome.how``), in words.
HOW = {
    "overwhelming": "an overwhelming success",
    "three_characters": "three partial successes by three different characters",
    "five_partials": "five partial successes",
    "plot": "plot advancement",
    "deus": "the deus ex machina",
    "override": "the GM's word",
}

#: How a finished game ended, said afterwards (the export, the players' page): the Eye
#: carried out, a real disaster ("Rocks fall"), or the GM stopped.
ENDING = {
    "victory": "The party escaped with the Eye.",
    "disaster": "Disaster: rocks fell, and this time it was real.",
    "gm": "The game was ended by the GM.",
}

_ENDED = {
    "victory": "The game ends: the party is out with the Eye.",
    "disaster": "The game ends in disaster.",
    "gm": "The GM ends the game.",
}

_STATUS = {"stuck": "cannot leave the room", "dead": "is dead", "ok": "is well again"}

_AUTOMATIC = {"continuity": "continuity violation", "ignores_threat": "ignored the threat"}


def outcome_words(outcome: str) -> str:
    """An outcome id in words, as the GM reads it aloud.

    >>> outcome_words("partial_success")
    'partial success'
    """
    return outcome.replace("_", " ")


def encounter_words(result: Mapping[str, Any]) -> str:
    """A dungeon turn's result (``TurnPassed.result``) in words, via the engine's own
    :meth:`engine.turn.Encounter.summary`.

    >>> encounter_words({"wandering": {"expr": "1d6", "values": [4], "total": 4}})
    'no wandering monsters'
    """
    try:
        turn = TurnResult.model_validate(result)
    except ValidationError:
        return "wandering monsters!" if result.get("encounter") else "no wandering monsters"
    if turn.encounter is None:
        return "no wandering monsters"
    return f"wandering monsters! {turn.encounter.summary()}"


def break_words(e: ev.SessionReopened) -> str:
    """How long the program was closed before a ``reopen``, in whole minutes.

    >>> break_words(ev.SessionReopened(seq=9, at=4000.0, since=1000.0))
    '50 minutes'
    """
    return _plural(round(max(0.0, e.at - e.since) / 60), "minute")


def met_on_the_way(wandering: Mapping[str, Any] | None) -> str:
    """What a search's or a rest's own wandering-monster check met: ``""`` when nothing (or
    a log from before the check was rolled for them), else ``"; wandering monsters! ..."``."""
    if not wandering or not wandering.get("encounter"):
        return ""
    return f"; {encounter_words(wandering)}"


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _line_dice(e: ev.ActionResolved) -> str:
    if e.automatic:
        return f"automatic ({e.reason})"
    if e.overridden:
        return "set by the GM"
    values = " then ".join(f"{d.value}{' (hand)' if d.manual else ''}" for d in e.dice)
    sign = "+" if e.net_bonus >= 0 else "-"
    return f"die {values} {sign} {abs(e.net_bonus)} = {e.total}"


def _line_ruling(e: ev.RulingConfirmed) -> str:
    r = e.ruling
    parts = [f"+1 {c}" for c in r.cards if c not in r.declared]
    parts += [f"+1 {k}" for k in ("background", "equipment") if getattr(r, k)]
    if r.clever:
        parts.append(f"+{r.clever} clever")
    if r.contradiction:
        parts.append("-2 contradiction")
    parts += [f"void {k} (declared)" for k in r.declared]
    if r.overwhelming:
        parts.append("overwhelming possible")
    bonus = ", ".join(parts) or "no bonus"
    return f"ruling: against {r.target}: {bonus}; net {e.net_bonus:+d}"


def line(e: ev.Event) -> str | None:
    """The compact ruling line for an event, or ``None`` for bookkeeping events."""
    if isinstance(e, ev.RoomEntered):
        out = [m.name + f" ({m.out_reason})" for m in e.party if not m.in_party]
        way = "back through" if e.direction == "out" else "into"
        head = f"room {e.number}{' (final)' if e.final else ''}: {way} {e.title or e.gm}"
        tail = f"GM {e.gm}; pool {', '.join(e.pool)}; out: {', '.join(out) or 'nobody'}"
        return "; ".join([f"{head}, {tail}", *e.warnings])
    if isinstance(e, ev.ChallengeAdded):
        extra = " (deadly)" if e.deadly else ""
        return "; ".join([f"challenge {e.name!r} rated {e.rating}{extra}", *e.warnings])
    if isinstance(e, ev.RulingConfirmed):
        return _line_ruling(e)
    if isinstance(e, ev.ActionResolved):
        rated = f" ({e.rating})" if e.rating is not None else ""
        third = " (third partial failure: a total failure)" if e.counts_as_total else ""
        said = f"{_line_dice(e)}: {outcome_words(e.outcome)}{third}"
        return f"{e.character} vs {e.challenge}{rated}: {said}"
    if isinstance(e, ev.ChallengeOvercome):
        return f"{e.name!r} overcome ({outcome_words(e.how)})"
    if isinstance(e, ev.CharacterDied):
        return f"{e.character} dies ({e.challenge} is deadly)"
    if isinstance(e, ev.ActionDismissed):
        return f"{e.character}'s action helps against no challenge: no roll, no cards moved"
    if isinstance(e, ev.CardsDiscarded):
        if not e.matched and not e.extra:
            return None
        extra = f", extra {e.extra}" if e.extra else ""
        return f"discard: {', '.join(e.matched) or 'no matched cards'}{extra}"
    if isinstance(e, ev.CardsDealt):
        return f"dealt: {', '.join(e.cards)}"
    if isinstance(e, ev.DeckReshuffled):
        return f"deck empty: discard pile shuffled in ({len(e.order)} cards)"
    if isinstance(e, ev.GmActionStarted):
        return f"GM action against {e.character}: {e.text}"
    if isinstance(e, ev.ContinuityViolated):
        return f"continuity violation by {e.character}: next action is a partial failure"
    if isinstance(e, ev.DeusExMachina):
        return f"deus ex machina: {', '.join(e.overcomes) or 'nothing left'} overcome"
    if isinstance(e, ev.RocksFell):
        if e.real:
            return f"rocks fall in room {e.room}: it is real"
        return f"rocks fall in room {e.room}: it was a premonitory dream; the party rests"
    if isinstance(e, ev.Undone):
        return f"undo {e.steps}: back to before event {e.to_seq}"
    if isinstance(e, ev.Overridden):
        return f"override {e.field} {' '.join(e.args)}: {e.reason}"
    if isinstance(e, ev.EyeClaimed):
        return f"{e.eye_name or 'the Eye'} is claimed"
    if isinstance(e, ev.GameEnded):
        return f"game over: {e.reason}"
    if isinstance(e, ev.TurnPassed):
        return f"turn {e.turn}: {encounter_words(e.result)}"
    if isinstance(e, ev.Searched):
        met = met_on_the_way(e.wandering)
        return f"{e.character} searches {e.area} (secret: rolled {e.roll}, found {e.found}){met}"
    if isinstance(e, ev.TrapRolled):
        return f"trap: rolled {e.roll}, {'sprung' if e.sprung else 'not sprung'}"
    if isinstance(e, ev.Rested):
        return f"the party rests one turn{met_on_the_way(e.wandering)}"
    if isinstance(e, ev.DeusVoted):
        return f"deus ex machina vote: {'in favour' if e.in_favour else 'against'}"
    if isinstance(e, ev.SessionReopened):
        return f"resumed after a break of {break_words(e)}"
    return None


def _resolved(e: ev.ActionResolved) -> str:
    what = outcome_words(e.outcome)
    if e.automatic:
        why = _AUTOMATIC.get(e.reason, e.reason or "no roll")
        return f"{e.character}: automatic {what} ({why})."
    dice = " then ".join(str(d.value) for d in e.dice)
    extra = " (third partial failure: as a total failure)" if e.counts_as_total else ""
    return (
        f"{e.character} vs {e.challenge}: {what}, die {dice} {e.net_bonus:+d} = {e.total}{extra}."
    )


def sentence(
    e: ev.Event,
    *,
    players: Mapping[str, str] | None = None,
    cards: Mapping[str, str] | None = None,
) -> str | None:
    """The event as one sentence of prose, or ``None`` for bookkeeping events; ``players``
    maps player ids to names, ``cards`` card ids to names (ids are shown when missing)."""
    if isinstance(e, ev.RoomEntered):
        way = "on the way out" if e.direction == "out" else "final room" if e.final else ""
        out = [m.name for m in e.party if not m.in_party]
        tail = f"; out: {', '.join(out)}" if out else ""
        gm = (players or {}).get(e.gm, e.gm)
        return f"Room {e.number} entered{' (' + way + ')' if way else ''}: GM {gm}{tail}."
    if isinstance(e, ev.ChallengeAdded):
        deadly = ", deadly" if e.deadly else ""
        warn = f" Warning: {'; '.join(e.warnings)}." if e.warnings else ""
        return f"Challenge {e.name} (rating {e.rating}{deadly}) appears.{warn}"
    if isinstance(e, ev.ChallengeOvercome):
        return f"{e.name}: overcome ({HOW.get(e.how, outcome_words(e.how))})."
    if isinstance(e, ev.ActionOpened):
        return f"{e.character} acts."
    if isinstance(e, ev.Utterance):
        return f"{e.character}: {e.text}"
    if isinstance(e, ev.ActiveSet):
        return f"Speaking: {e.character}."
    if isinstance(e, ev.GmActionStarted):
        return f"GM action on {e.character}: {e.text}"
    if isinstance(e, ev.ActionResolved):
        return _resolved(e)
    if isinstance(e, ev.ActionDismissed):
        return f"{e.character} acts against no challenge: no roll, no cards move."
    if isinstance(e, ev.ActionCancelled):
        return f"{e.character} withdraws the action."
    if isinstance(e, ev.CharacterDied):
        return f"{e.character} dies ({e.challenge} was deadly)."
    if isinstance(e, ev.CharacterStatusSet):
        return f"{e.character} {_STATUS.get(e.status, e.status)}."
    if isinstance(e, ev.CardsDealt):
        return f"Dealt to the pool: {', '.join((cards or {}).get(c, c) for c in e.cards)}."
    if isinstance(e, ev.DeckReshuffled):
        return f"The deck ran out: the discard pile ({len(e.order)} cards) is shuffled into it."
    if isinstance(e, ev.ContinuityViolated):
        return f"Continuity violation: {e.character}'s next action is a partial failure."
    if isinstance(e, ev.DeusVoted):
        return f"The table votes {'for' if e.in_favour else 'against'} the deus ex machina."
    if isinstance(e, ev.DeusExMachina):
        return f"Deus ex machina! Overcome: {', '.join(e.overcomes) or 'nothing left'}."
    if isinstance(e, ev.ClockPaused):
        return "Room clock paused."
    if isinstance(e, ev.ClockResumed):
        return "Room clock running."
    if isinstance(e, ev.RocksFell):
        if e.real:
            return f"Rocks fall in room {e.room}, and this time it is real."
        return f"Rocks fall: room {e.room} was a premonitory dream. The party rests, re-enters."
    if isinstance(e, ev.EyeClaimed):
        return f"The party claims {e.eye_name or 'the Eye'}! Now the way out."
    if isinstance(e, ev.GameEnded):
        return _ENDED.get(e.reason, "The game ends.")
    if isinstance(e, ev.Undone):
        return f"Undone: {_plural(e.steps, 'command')} (back to before event {e.to_seq})."
    if isinstance(e, ev.Overridden):
        why = f" ({e.reason})" if e.reason else ""
        return f"GM override: {' '.join((e.field, *e.args))}{why}."
    if isinstance(e, ev.TurnPassed):
        return f"Dungeon turn {e.turn}: {encounter_words(e.result)}."
    if isinstance(e, ev.Searched):
        found = "finds something" if e.found else "finds nothing"
        met = met_on_the_way(e.wandering)
        return f"{e.character} searches {e.area or 'here'}: {found} (secret roll {e.roll}){met}."
    if isinstance(e, ev.TrapRolled):
        return f"Trap check {e.roll}: {'SPRUNG' if e.sprung else 'not sprung'}."
    if isinstance(e, ev.Rested):
        return f"The party rests one turn{met_on_the_way(e.wandering)}."
    if isinstance(e, ev.SessionReopened):
        return f"The session resumes after a break of {break_words(e)}."
    return None
