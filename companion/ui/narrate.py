"""Events in words: one line per event worth telling the GM, for the news strip and the
headless printout. Secret rolls are shown (this is the GM's screen, never the players' view).

>>> from engine import events as ev
>>> narrate(ev.ChallengeOvercome(seq=9, at=0.0, name="Ghoul pack", how="three_characters"))
'Ghoul pack is overcome: three partial successes by three different characters.'
"""

from __future__ import annotations

from companion.ui.panels import words
from engine import events as ev

_HOW = {
    "overwhelming": "an overwhelming success",
    "three_characters": "three partial successes by three different characters",
    "five_partials": "five partial successes",
    "plot": "plot advancement",
    "deus": "the deus ex machina",
    "override": "the GM's word",
}


def _resolved(e: ev.ActionResolved) -> str:
    what = words(e.outcome)
    if e.automatic:
        why = {"continuity": "continuity violation", "ignores_threat": "ignored the threat"}
        return f"{e.character}: automatic {what} ({why.get(e.reason, e.reason or 'no roll')})."
    dice = " then ".join(str(d.value) for d in e.dice)
    extra = " (third partial failure: as a total failure)" if e.counts_as_total else ""
    return (
        f"{e.character} vs {e.challenge}: {what}, die {dice} {e.net_bonus:+d} = {e.total}{extra}."
    )


def narrate(e: ev.Event, players: dict[str, str] | None = None) -> str | None:
    """The event as one sentence, or ``None`` for events the panels already show;
    ``players`` maps player ids to names."""
    if isinstance(e, ev.RoomEntered):
        way = "on the way out" if e.direction == "out" else "final room" if e.final else ""
        out = [m.name for m in e.party if not m.in_party]
        tail = f"; out: {', '.join(out)}" if out else ""
        gm = (players or {}).get(e.gm, e.gm)
        return f"Room {e.number} entered{' (' + way + ')' if way else ''}: GM {gm}{tail}."
    if isinstance(e, ev.ChallengeAdded):
        deadly = ", deadly" if e.deadly else ""
        warn = f" Warning: {'; '.join(e.warnings)}" if e.warnings else ""
        return f"Challenge {e.name} ({e.rating}{deadly}) appears.{warn}"
    if isinstance(e, ev.ChallengeOvercome):
        return f"{e.name} is overcome: {_HOW.get(e.how, e.how)}."
    if isinstance(e, ev.GmActionStarted):
        return f"GM action on {e.character}: {e.text}"
    if isinstance(e, ev.ActionResolved):
        return _resolved(e)
    if isinstance(e, ev.ActionDismissed):
        return f"{e.character}'s action helps against no challenge: no roll, no cards move."
    if isinstance(e, ev.ActionCancelled):
        return f"{e.character}'s action withdrawn."
    if isinstance(e, ev.CharacterDied):
        return f"{e.character} dies ({e.challenge} was deadly)."
    if isinstance(e, ev.CardsDealt):
        return f"Dealt {len(e.cards)} card(s) to the pool."
    if isinstance(e, ev.DeckReshuffled):
        return "The deck ran out: the discard pile is shuffled into it."
    if isinstance(e, ev.ContinuityViolated):
        return f"Continuity violation: {e.character}'s next action is a partial failure."
    if isinstance(e, ev.DeusVoted):
        return f"The table votes {'for' if e.in_favour else 'against'} the deus ex machina."
    if isinstance(e, ev.DeusExMachina):
        return f"Deus ex machina! Overcome: {', '.join(e.overcomes) or 'nothing left'}."
    if isinstance(e, ev.ClockPaused | ev.ClockResumed):
        return "Room clock paused." if isinstance(e, ev.ClockPaused) else "Room clock running."
    if isinstance(e, ev.RocksFell):
        if e.real:
            return f"Rocks fall in room {e.room}, and this time it is real."
        return f"Rocks fall: room {e.room} was a premonitory dream. The party rests, re-enters."
    if isinstance(e, ev.EyeClaimed):
        return f"The party claims {e.eye_name or 'the Eye'}! Now the way out."
    if isinstance(e, ev.GameEnded):
        return f"The game ends ({e.reason})."
    if isinstance(e, ev.Undone):
        return f"Undone: {e.steps} command(s)."
    if isinstance(e, ev.Overridden):
        return f"Override {e.field} {' '.join(e.args)}: {e.reason}"
    if isinstance(e, ev.TurnPassed):
        return f"Dungeon turn {e.turn}." + _turn_result(e.result)
    if isinstance(e, ev.Searched):
        found = "finds something" if e.found else "finds nothing"
        return f"{e.character} searches {e.area or 'here'}: {found} (secret roll {e.roll})."
    if isinstance(e, ev.TrapRolled):
        return f"Trap check {e.roll}: {'SPRUNG' if e.sprung else 'not sprung'}."
    if isinstance(e, ev.Rested):
        return "The party rests one turn."
    if isinstance(e, ev.CharacterStatusSet):
        return f"{e.character} is {e.status}."
    return None


def _turn_result(result: dict[str, object]) -> str:
    encounter = result.get("encounter")
    if isinstance(encounter, dict):
        count = encounter.get("count", "?")
        dist = encounter.get("distance_ft", "?")
        reaction = encounter.get("reaction")
        name = reaction.get("name", "?") if isinstance(reaction, dict) else "?"
        return f" Wandering monsters! {count} at {dist} ft, {name}."
    return " No wandering monsters."
