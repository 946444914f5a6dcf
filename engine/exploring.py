"""The dungeon turn as commands (``rules/dungeon-turn-procedure.txt``); the rolls themselves
are :mod:`engine.turn`'s, recorded whole on the events.

- ``turn``: one ten-minute turn; "the DM rolls for wandering monsters (1-in-12, or 1-in-6)",
  and on a hit number appearing, distance, surprise and reaction. An encounter becomes a
  challenge the GM rates (``challenge add``).
- ``search CHARACTER [AREA] [--trap]``: "Searching takes one turn"; "the referee should always
  roll for the character searching" (the roll is secret); "each character can only make one
  attempt to search a specific area or item" (reading ``search-area``: an area is the same
  whatever its case and spacing, "North Wall" is "north wall"). ``--trap`` tells the engine a
  trap is there.
- ``trap``: "a 2-in-6 chance of the trap being sprung".
- ``rest``: "Characters must rest for one turn every hour"; the -1 penalty on action rolls
  ends.

Reading ``turns-check-wanderers``: a search or a rest is a turn, and every turn starts with
"The DM rolls for wandering monsters": both roll the check first (on the event's
``wandering``), then the search die. Reading ``turns-between-actions``: none of these happens
while an action is pending: an action runs from its description to the replenished pool
("1. The player describes ... 7. New cards are dealt"), and the not-rested penalty taken into
its ruling must still hold at its roll. (Readings: ``docs/rules-readings.md``.)
"""

from __future__ import annotations

from engine import events as ev
from engine.actions import character_in_party
from engine.commands import Command
from engine.emitter import Emitter
from engine.errors import ActionState, SearchRepeated
from engine.turn import roll_search, roll_trap, roll_turn

#: The area searched when the command names none: the room itself.
DEFAULT_AREA = "room"


def _area(em: Emitter, text: str | None) -> str:
    if text:
        return text
    return f"room {em.state.room.number}" if em.state.room else DEFAULT_AREA


def _between_actions(em: Emitter, cmd: Command) -> None:
    p = em.state.pending
    if p is not None:
        raise ActionState(
            f"{p.character}'s action is pending: `{cmd.verb}` waits until it is rolled, "
            "dismissed or cancelled"
        )


def _wandering(em: Emitter) -> dict[str, object]:
    """The turn's first roll: "The DM rolls for wandering monsters (1-in-12, or 1-in-6)"."""
    return roll_turn(em.rng, em.state.rules.turn).model_dump(mode="json")


def turn(em: Emitter, cmd: Command) -> None:
    _between_actions(em, cmd)
    em.emit(ev.TurnPassed, turn=em.state.clock.turns + 1, result=_wandering(em))


def search(em: Emitter, cmd: Command) -> None:
    s = em.state
    _between_actions(em, cmd)
    who = character_in_party(s, cmd.args[0])
    area = _area(em, cmd.args[1] if len(cmd.args) > 1 else None)
    if s.clock.has_searched(who, area):
        raise SearchRepeated(f"{who} already searched {area}")
    present = cmd.flag("trap")
    wandering = _wandering(em)
    result = roll_search(em.rng, s.rules.turn, present)
    em.emit(
        ev.Searched,
        character=who,
        area=area,
        roll=result.roll.total,
        present=present,
        found=result.found,
        result=result.model_dump(mode="json"),
        wandering=wandering,
    )


def trap(em: Emitter, cmd: Command) -> None:
    _between_actions(em, cmd)
    result = roll_trap(em.rng, em.state.rules.turn)
    em.emit(
        ev.TrapRolled,
        roll=result.roll.total,
        sprung=result.sprung,
        result=result.model_dump(mode="json"),
    )


def rest(em: Emitter, cmd: Command) -> None:
    _between_actions(em, cmd)
    em.emit(ev.Rested, wandering=_wandering(em))
