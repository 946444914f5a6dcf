"""The dungeon-turn panel: the turn clock and when the party must rest.

Rules shown (``dungeon-turn-procedure.txt``): "Characters must rest for one turn every hour in
the dungeon"; "A –1 penalty to attack and damage rolls is incurred until the characters rest
for one turn"; "The DM rolls for wandering monsters (1-in-12, or 1-in-6)".
"""

from __future__ import annotations

from companion.ui.panels import Fragments
from engine.state import GameState


def turn_panel(gs: GameState) -> Fragments:
    """One line: ``Turn 4 · 1-in-6 · rest in 2`` (or ``REST DUE`` / ``NOT RESTED -1``)."""
    clock, cfg = gs.clock, gs.rules.turn
    out: Fragments = [
        ("class:panel.title", "Turn"),
        ("class:turn", f" {clock.turns} · 1-in-{cfg.wandering_chance} · "),
    ]
    penalty = gs.not_rested_penalty()
    if penalty:
        out.append(("class:warn", f"NOT RESTED {penalty:+d} (^X r)\n"))
    elif gs.rest_due():
        out.append(("class:warn", "REST DUE (^X r)\n"))
    else:
        left = cfg.turns_per_rest - 1 - clock.since_rest
        out.append(("class:turn", f"rest in {left}\n"))
    return out
