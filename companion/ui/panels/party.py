"""The party: who is in it, who is out and why, who acts, and the GM-action grace counter.

Rules shown: "A character is not in the party if ... the character belongs to the new room's
GM; the character died in the previous room; the character was unable to leave the previous
room; the character's player is physically absent"; "After the reaction to a GM-initiated
action resolves, the players can make at least two actions of their choice ... before the GM
can initiate another"; a continuity violation "results in an automatic partial failure to the
next action of the character who violated it".
"""

from __future__ import annotations

from companion.ui.panels import Fragments
from companion.ui.panels.room import player_name
from engine.state import GameState

OUT_WHY = {
    "gm": "GM's own",
    "died": "died",
    "stuck": "stuck",
    "absent": "absent",
}


def acting_character(gs: GameState) -> str | None:
    """Who acts next: the active character if in the party, else the first one in it."""
    in_party = [m.name for m in gs.party if m.in_party]
    if gs.active in in_party:
        return gs.active
    return in_party[0] if in_party else None


def party(gs: GameState, acting_now: str | None, compact: bool = False) -> Fragments:
    """One line per character: ``▶ Grignr (Ann)``, or ``  Olo (Bob) out: died``;
    ``acting_now`` is marked ▶. ``compact`` (a short terminal): first names on one line."""
    if compact:
        return _compact(gs, acting_now)
    out: Fragments = [("class:panel.title", "Party\n")]
    for m in gs.party:
        acting = "▶" if m.name == acting_now else " "
        who = player_name(gs, m.player)
        if not m.in_party:
            why = OUT_WHY.get(m.out_reason or "", m.out_reason or "out")
            out.append(("class:party.out", f"{acting} {m.name} (out: {why})\n"))
            continue
        style = "class:party.active" if m.name == acting_now else "class:party"
        out.append((style, f"{acting} {m.name}"))
        out.append(("class:panel.dim", f" ({who})"))
        if m.status != "ok":
            out.append(("class:party.out", f" {m.status}"))
        if m.name in gs.continuity:
            out.append(("class:party.warn", " ⚠continuity"))
        out.append(("", "\n"))
    return out


def _compact(gs: GameState, acting_now: str | None) -> Fragments:
    """``Party ▶Grignr Lady Pellinor · out: Thrudd (GM's own)``."""
    out: Fragments = [("class:panel.title", "Party")]
    for m in gs.party:
        if m.in_party:
            style = "class:party.active" if m.name == acting_now else "class:party"
            mark = "▶" if m.name == acting_now else ""
            warn = "⚠" if m.name in gs.continuity else ""
            out.append((style, f" {mark}{m.name.split()[0]}{warn}"))
    gone = [
        f"{m.name.split()[0]} ({OUT_WHY.get(m.out_reason or '', 'out')})"
        for m in gs.party
        if not m.in_party
    ]
    if gone:
        out.append(("class:party.out", f" · out: {', '.join(gone)}"))
    out.append(("", "\n"))
    return out


def grace(gs: GameState) -> Fragments:
    """The GM-action grace counter: whether the GM may initiate an action now."""
    room = gs.room
    if room is None:
        return []
    if room.grace <= 0:
        return [("class:grace.ready", "GM act ready")]
    return [("class:grace.wait", f"GM act after {room.grace}")]
