"""One line of plain English for each event that is not part of an action.

>>> from engine import events as ev
>>> describe(ev.ChallengeAdded(seq=2, at=0, name="Ghoul pack", rating=6, deadly=True), {})
'Challenge: Ghoul pack (rating 6, deadly)'
>>> describe(ev.CardsDealt(seq=9, at=0, cards=("cliche",)), {"cliche": "Cliché"})
'Dealt: Cliché'
"""

from __future__ import annotations

from typing import Any

from engine import events as ev

_HOW = {
    "overwhelming": "by an overwhelming success",
    "three_characters": "by partial successes from three characters",
    "five_partials": "by five partial successes",
    "plot": "by plot advancement",
    "deus": "by the deus ex machina",
    "override": "by the GM's word",
}

_ENDED = {
    "victory": "The game ends: the party is out with the Eye.",
    "disaster": "The game ends in disaster.",
    "gm": "The GM ends the game.",
}


def _encounter(result: dict[str, Any]) -> str:
    enc = result.get("encounter")
    if not isinstance(enc, dict):
        return "no wandering monsters"
    count = enc.get("number_appearing", {}).get("total", "?")
    dist = enc.get("distance", {}).get("total", "?")
    reaction = enc.get("reaction", {}).get("name", "?")
    return f"wandering monsters: {count} at {dist} ft, {reaction}"


def describe(e: ev.Event, names: dict[str, str]) -> str:
    """The event as one line a reader of the session understands."""

    def card(cid: str) -> str:
        return names.get(cid, cid)

    if isinstance(e, ev.ChallengeAdded):
        deadly = ", deadly" if e.deadly else ""
        return f"Challenge: {e.name} (rating {e.rating}{deadly})"
    if isinstance(e, ev.ChallengeOvercome):
        return f"{e.name} overcome {_HOW.get(e.how, e.how)}"
    if isinstance(e, ev.GmActionStarted):
        return f"GM action against {e.character}: {e.text}"
    if isinstance(e, ev.CardsDealt):
        return "Dealt: " + ", ".join(card(c) for c in e.cards)
    if isinstance(e, ev.DeckReshuffled):
        return f"The deck ran out: the discard pile is shuffled in ({len(e.order)} cards)"
    if isinstance(e, ev.CharacterDied):
        return f"{e.character} dies to {e.challenge}"
    if isinstance(e, ev.CharacterStatusSet):
        words = {"stuck": "cannot leave the room", "dead": "is dead", "ok": "is well again"}
        return f"{e.character} {words.get(e.status, e.status)}"
    if isinstance(e, ev.ActiveSet):
        return f"Speaking: {e.character}"
    if isinstance(e, ev.ContinuityViolated):
        return f"Continuity violated by {e.character}: their next action is a partial failure"
    if isinstance(e, ev.DeusVoted):
        return "The table votes for the deus ex machina" if e.in_favour else "Deus vote: no"
    if isinstance(e, ev.DeusExMachina):
        return "Deus ex machina: " + (", ".join(e.overcomes) or "nothing left") + " overcome"
    if isinstance(e, ev.ClockPaused):
        return "Room clock paused"
    if isinstance(e, ev.ClockResumed):
        return "Room clock resumed"
    if isinstance(e, ev.RocksFell):
        if e.real:
            return f"Rocks fall in room {e.room}, and this time it is real"
        return f"Rocks fall in room {e.room}: it was all a premonitory dream"
    if isinstance(e, ev.EyeClaimed):
        return f"The party claims {e.eye_name or 'the Eye'}"
    if isinstance(e, ev.GameEnded):
        return _ENDED.get(e.reason, "The game ends")
    if isinstance(e, ev.Undone):
        return f"Undo {e.steps} step{'s' if e.steps != 1 else ''} (back before event {e.to_seq})"
    if isinstance(e, ev.Overridden):
        args = " ".join(e.args)
        return f"GM override: {e.field} {args}".rstrip() + (f" ({e.reason})" if e.reason else "")
    if isinstance(e, ev.TurnPassed):
        return f"Dungeon turn {e.turn}: {_encounter(e.result)}"
    if isinstance(e, ev.Searched):
        found = "finds a trap" if e.found else "finds nothing"
        return f"{e.character} searches {e.area or 'the room'}: {found}"
    if isinstance(e, ev.TrapRolled):
        return "A trap springs" if e.sprung else "A trap does not spring"
    if isinstance(e, ev.Rested):
        return "The party rests for a turn"
    if isinstance(e, ev.ActionOpened):
        return f"{e.character} acts"
    if isinstance(e, ev.Utterance):
        return f"{e.character}: {e.text}"
    if isinstance(e, ev.RoomEntered):
        return f"Enter room {e.number}"
    return e.type.replace("_", " ")
