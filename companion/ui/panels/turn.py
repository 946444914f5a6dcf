"""The dungeon-turn panel: the turn clock and when the party must rest.

Rules shown (``dungeon-turn-procedure.txt``): "Characters must rest for one turn every hour in
the dungeon"; "A –1 penalty to attack and damage rolls is incurred until the characters rest
for one turn"; "The DM rolls for wandering monsters (1-in-12, or 1-in-6)".
"""

from __future__ import annotations

from companion.ui.panels import Fragments
from engine.state import GameState


def turn_panel(gs: GameState) -> Fragments:
    """``Turn 4 · rest in 2`` (or ``REST DUE: -1 to rolls``) and the wandering chance."""
    clock = gs.dungeon
    out: Fragments = [("class:panel.title", "Dungeon turn"), ("", "\n")]
    out.append(("class:turn", f"Turn {clock.turn} · wandering 1-in-{clock.wandering_chance}\n"))
    if gs.needs_rest():
        out.append(("class:warn", f"REST DUE: {gs.rules.not_rested_penalty} to rolls (R)\n"))
    else:
        left = gs.rules.rest_every_turns - clock.turns_since_rest
        out.append(("class:turn", f"rest due in {left} turn(s)\n"))
    return out
