"""The GM's secret notes, shown only on request (``H``) because players may see the screen.

Rule ("Dungeon preparation"): "A player may keep their prepared GM information secret from
other players before the game. In play, relevant secret information must be passed to the
next GM." So the notes of this room and of the room before it are shown.
"""

from __future__ import annotations

from companion.ui.panels import Fragments
from companion.ui.panels.room import player_name
from engine.state import GameState


def secrets_panel(gs: GameState) -> Fragments:
    """This room's secrets, then the previous room's (passed on to this GM)."""
    out: Fragments = [("class:help.title", " Secret notes (^K hides them) \n\n")]
    room = gs.room
    if room is None:
        return [*out, ("class:help", "No room yet.")]
    order = gs.room_order
    numbers = [room.number, room.number - 1] if room.direction == "in" else [room.number]
    for number in numbers:
        if not 1 <= number <= len(order):
            continue
        prepared = gs.table.room_of(order[number - 1])
        whose = player_name(gs, prepared.gm)
        label = "This room" if number == room.number else f"Passed on from room {number}"
        out.append(("class:help.key", f"{label} ({whose}'s {prepared.title or 'room'}):\n"))
        out.append(("class:help", (prepared.secrets.strip() or "(none)") + "\n\n"))
        if number == room.number and prepared.deus_ex_machina.strip():
            out.append(("class:help.key", "Deus ex machina: "))
            out.append(("class:help", prepared.deus_ex_machina.strip() + "\n\n"))
    return out
