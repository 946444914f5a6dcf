"""The party: who is in it, who is out and why, who acts, and the GM-action grace counter.

Rules shown: "A character is not in the party if ... the character belongs to the new room's
GM; the character died in the previous room; the character was unable to leave the previous
room; the character's player is physically absent"; "After the reaction to a GM-initiated
action resolves, the players can make at least two actions of their choice ... before the GM
can initiate another"; a continuity violation "results in an automatic partial failure to the
next action of the character who violated it".
"""

from __future__ import annotations

from companion.ui.lines import (
    Fragments,
    Line,
    cells,
    ellipsize,
    ellipsize_line,
    pad,
    width_of,
    wrap,
)
from companion.ui.panels import short_name
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


def _member_line(head: Line, name: str, tail: Line, width: int) -> Line:
    """``head`` + ``name`` + ``tail`` in ``width`` cells: the name is shortened at a word
    boundary first (never below its short name), then the tail."""
    fixed = width_of(head) + width_of(tail)
    room = width - fixed
    style = head[-1][0] if head else ""
    if cells(name) <= room:
        return pad([*head, (style, name), *tail], width)
    short = short_name(name)
    if room >= cells(short) + 1:
        return pad([*head, (style, ellipsize(name, room)), *tail], width)
    name_w = min(cells(short), max(1, width - width_of(head)))
    line = [*head, (style, ellipsize(short, name_w))]
    return pad([*line, *ellipsize_line(tail, width - width_of(line))], width)


def party_lines(
    gs: GameState, acting_now: str | None, width: int, compact: bool = False
) -> list[Line]:
    """The party in ``width`` cells: one row per character (``▶ Grignr of Ecalpon (Bors)``,
    ``  Olo (out: died)``), names shortened at word boundaries so that no member and never
    the ▶ of the one acting is lost. ``compact`` (a short terminal): short names as one
    paragraph, wrapped between names."""
    if compact:
        return wrap(_compact(gs, acting_now), width, indent=2)
    out: list[Line] = [pad([("class:panel.title", "Party")], width)]
    for m in gs.party:
        acting = "▶ " if m.name == acting_now else "  "
        if not m.in_party:
            why = OUT_WHY.get(m.out_reason or "", m.out_reason or "out")
            head: Line = [("class:party.out", acting)]
            out.append(_member_line(head, m.name, [("class:party.out", f" (out: {why})")], width))
            continue
        style = "class:party.active" if m.name == acting_now else "class:party"
        tail: Line = [("class:panel.dim", f" ({player_name(gs, m.player)})")]
        if m.status != "ok":
            tail.append(("class:party.out", f" {m.status}"))
        if m.name in gs.continuity:
            tail.append(("class:party.warn", " ⚠continuity"))
        out.append(_member_line([(style, acting)], m.name, tail, width))
    return out


def _compact(gs: GameState, acting_now: str | None) -> Fragments:
    """``Party ▶Grignr Lady Vespera Pellinor · out: Thrudd (GM's own)``: names never break
    (a non-breaking space joins a two-word short name)."""
    out: Fragments = [("class:panel.title", "Party")]
    for m in gs.party:
        if m.in_party:
            style = "class:party.active" if m.name == acting_now else "class:party"
            mark = "▶" if m.name == acting_now else ""
            warn = "⚠" if m.name in gs.continuity else ""
            out.append(("", " "))
            out.append((style, f"{mark}{short_name(m.name)}{warn}".replace(" ", "\u00a0")))
    gone = [
        f"{short_name(m.name)} ({OUT_WHY.get(m.out_reason or '', 'out')})".replace(" ", "\u00a0")
        for m in gs.party
        if not m.in_party
    ]
    if gone:
        out.append(("class:party.out", " · out: " + " ".join(gone)))
    return out


def grace(gs: GameState) -> Fragments:
    """The GM-action grace counter: whether the GM may initiate an action now."""
    room = gs.room
    if room is None:
        return []
    if room.grace <= 0:
        return [("class:grace.ready", "GM act ready")]
    return [("class:grace.wait", f"GM act after {room.grace}")]
